package classify

import "testing"

// TestIndependentCases485 runs held-out set 485: AWS core services (S3, DynamoDB, SQS, SNS, STS, IAM, Secrets Manager, Lambda, KMS, EC2) as aws-sdk-go-v2 prints them, from the vendors' docs, labelled blind.
func TestIndependentCases485(t *testing.T) {
	runIndependent(t, "testdata/independent485.jsonl", false)
}
