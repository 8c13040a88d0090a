package classify

import "testing"

// TestIndependentCases429 runs held-out set 429: AWS beyond the core (ECS, EKS, CloudFormation, Bedrock, RDS and its Data API, Athena, Glue, EventBridge, Step Functions, CloudWatch Logs, Route 53, SES), from the vendors' docs, labelled blind.
func TestIndependentCases429(t *testing.T) {
	runIndependent(t, "testdata/independent429.jsonl", false)
}
