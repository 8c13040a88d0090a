package classify

import "testing"

// TestIndependentCases524 runs held-out set 524: AWS core services as aws-sdk-go-v2 prints them (S3, DynamoDB, SQS, Lambda, STS, KMS, IAM, Secrets Manager, EC2), from the vendors' docs, labelled blind.
func TestIndependentCases524(t *testing.T) { runIndependent(t, "testdata/independent524.jsonl", false) }
