package classify

import "testing"

// First run at af0bf143: 31/32 overall, 16/17 tricky.
// Fixed later by the lead: i1029-aws-s3-head-400-nobody (right since the lead ruling after set 1803: awsclientside.go reads S3's bodiless HEAD 400 unknown).
func TestIndependentCases1029(t *testing.T) {
	runIndependent(t, "testdata/independent1029.jsonl", true)
}
