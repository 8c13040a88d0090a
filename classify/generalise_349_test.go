package classify

import "testing"

// TestIndependentCases349 runs held-out set 349: AWS and Google Cloud error references in depth, from the vendors' docs, labelled blind.
// First run at be3f39f: 34/35 overall, 27/28 tricky.
// Tolerated: i349-s3-createbucket-bucketalreadyexists: premise vs invalid (taxonomy set 34 row "a name another customer holds in a namespace every customer shares", independent.jsonl aws-bucket-exists-other, set 317 tolerates the same text): the label asked for a new name as repair, the ruling says the step made nothing, no wait or skip helps, and replans.
func TestIndependentCases349(t *testing.T) {
	runIndependent(t, "testdata/independent349.jsonl", true,
		"i349-s3-createbucket-bucketalreadyexists")
}
