package classify

import "testing"

// TestIndependentCases648 runs held-out set 648: object storage and file APIs beyond AWS S3 (R2, MinIO, B2, Wasabi, Ceph, GCS, Azure Blob, Dropbox, Box, Drive, OneDrive), labelled blind.
func TestIndependentCases648(t *testing.T) {
	runIndependent(t, "testdata/independent648.jsonl", false)
}
