package classify

import "testing"

// TestIndependentCases327 runs held-out set 327: AWS beyond S3 and DynamoDB (EC2, EKS, CloudFormation, Step Functions, EventBridge, SNS, SQS, Route 53, RDS Data, Athena, CloudWatch Logs, Cognito, API Gateway, SES), from the vendors' docs, labelled blind.
func TestIndependentCases327(t *testing.T) {
	runIndependent(t, "testdata/independent327.jsonl", false)
}
