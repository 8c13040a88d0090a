package classify

import "testing"

// TestIndependentCases648 runs held-out set 648: object storage and file APIs beyond AWS S3 (R2, MinIO, B2, Wasabi, Ceph, GCS, Azure Blob, Dropbox, Box, Drive, OneDrive), labelled blind.
// First run at 3b7b18f: 32/34 overall, 19/21 tricky.
// Tolerated: i648-az-leaseidmissing: premise vs transient (docs/taxonomy.md Azure Storage leases row, set 166's lock ruling; codes.go "LeaseIdMissing"): read here as the belief that the blob is free to write being false (an infinite lease never ends by itself), the ruling treats a lease another client holds as a lock that time releases; both hold and the ruling stands.
// Tolerated: i648-od-fragment: invalid vs conflict (docs/taxonomy.md set 256 row, appwords.go alreadyDone: "has already been received" is a duplicate the world already holds): read here as a wrong byte range to resend from nextExpectedRanges, the ruling reads the overlapping bytes as already held, to skip; both hold and the ruling stands.
func TestIndependentCases648(t *testing.T) {
	runIndependent(t, "testdata/independent648.jsonl", true,
		"i648-az-leaseidmissing",
		"i648-od-fragment",
	)
}
