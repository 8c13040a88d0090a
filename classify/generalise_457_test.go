package classify

import "testing"

// TestIndependentCases457 runs held-out set 457: the dev sample's vendor mix (fifth middle draw), from the vendors' docs, labelled blind.
// First run at a9ad104: 33/35 overall, 22/24 tricky.
// Passes since the lead revised the ruling after set 1193; was tolerated: i457-openai-image-download-timeout: invalid vs transient (independent.jsonl's oai-invalid-image labels the same "Timeout while downloading" invalid; sets 89 and 416 tolerate their lines the same way; codes.go invalid_image_url).
// Tolerated: i457-gcs-insert-ifgenerationmatch0: conflict vs premise by the Cloud Storage 412 safety ruling (httppreset.go, the 412 case; the lead, after sets 125 to 461): the bare sentence also answers a stale generation on an update or a read, and a conflict verdict skips the step, which would drop that update; only generation 0 in the text reads conflict.
func TestIndependentCases457(t *testing.T) {
	runIndependent(t, "testdata/independent457.jsonl", true, "i457-gcs-insert-ifgenerationmatch0")
}
