package classify

import "testing"

// First run at 46d85fe2: 28/29 overall, 17/18 tricky.
// Fixed later by the lead: i1028-s3-time-skewed (passes since the lead's raw-client clock-skew ruling (aws.go rawAWSClient): no SDK corrects the offset, premise).
func TestIndependentCases1028(t *testing.T) {
	runIndependent(t, "testdata/independent1028.jsonl", true)
}
