package classify

import "testing"

// TestIndependentCases573 runs held-out set 573: AWS services beyond the core (SQS, SNS, Lambda, STS/IAM, KMS, Secrets Manager, Step Functions, EventBridge, Kinesis, ECS/ECR, CloudFormation, Route 53, Bedrock, SES) as aws-sdk-go-v2 prints them, labelled blind.
func TestIndependentCases573(t *testing.T) {
	runIndependent(t, "testdata/independent573.jsonl", false)
}
