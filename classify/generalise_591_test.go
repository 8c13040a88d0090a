package classify

import "testing"

// TestIndependentCases591 runs held-out set 591: AWS core services as aws-sdk-go-v2 prints them (S3, DynamoDB, EC2, IAM/STS, retryer, credential chain), labelled blind.
// First run at 7491619: 33/33 overall, 18/18 tricky.
func TestIndependentCases591(t *testing.T) {
	runIndependent(t, "testdata/independent591.jsonl", true)
}
