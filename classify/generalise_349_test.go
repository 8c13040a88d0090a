package classify

import "testing"

// TestIndependentCases349 runs held-out set 349: AWS and Google Cloud error references in depth, from the vendors' docs, labelled blind.
// First run at be3f39f: 34/35 overall, 27/28 tricky.
// i349-s3-createbucket-bucketalreadyexists passes since the bucket-name ruling (aws.go).
func TestIndependentCases349(t *testing.T) {
	runIndependent(t, "testdata/independent349.jsonl", true)
}
