package classify

import "testing"

// TestIndependentCases474 runs held-out set 474: AWS beyond the core (ECS, EKS, CloudFormation, Bedrock, RDS Data API, Athena, Glue, EventBridge, Step Functions, CloudWatch Logs, Route 53, SES), from the vendors' docs, labelled blind.
func TestIndependentCases474(t *testing.T) {
	runIndependent(t, "testdata/independent474.jsonl", false)
}
