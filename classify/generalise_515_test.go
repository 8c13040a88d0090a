package classify

import "testing"

// TestIndependentCases515 runs held-out set 515: AWS and Google Cloud errors as aws-sdk-go-v2, googleapi and grpc-go print them, from the vendors' docs, labelled blind.
//
// First run at 47566a7: 29/30 overall, 26/27 tricky.
//
// Tolerated: i515-gcs-412-does-not-exist: conflict vs premise (Cloud Storage 412 safety ruling, docs/taxonomy.md 412 row and httppreset.go's 412 case): the DoesNotExist (ifGenerationMatch=0) condition is in the request, not in the text, and the bare sentence also answers a stale generation on an update, which a conflict verdict would skip.
func TestIndependentCases515(t *testing.T) {
	runIndependent(t, "testdata/independent515.jsonl", true, "i515-gcs-412-does-not-exist")
}
