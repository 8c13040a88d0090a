package classify

import "testing"

// TestIndependentCases317 runs held-out set 317: AWS service errors as aws-sdk-go-v2 prints them, from the vendors' docs, labelled blind.
// First run at 8d779a4: 32/35 overall, 23/26 tricky.
// i317-s3-createbucket-bucketalreadyexists passes since the bucket-name ruling (aws.go).
// Fixed later by the lead: i317-ddb-putitem-200-deserialization (right since the lead ruling after set 1803: awsclientside.go reads aws-sdk-go-v2's undecodable 2xx ambiguous).
// Tolerated: i317-lambda-invoke-200-function-timeout: transient vs ambiguous (taxonomy row "AWS Lambda Invoke 200 with X-Amz-Function-Error": "Task timed out" transient; set 6 aws-lambda-invoke-200-task-timed-out): the function ran 30 s before the cut, so its side effects are unknown; left for the lead.
func TestIndependentCases317(t *testing.T) {
	runIndependent(t, "testdata/independent317.jsonl", true,
		"i317-lambda-invoke-200-function-timeout")
}
