package classify

import "testing"

// TestIndependentCases137 runs held-out set 137: 35 documented failures in the
// dev sample's proportions from services earlier sets did not favour (AWS KMS,
// SSM, SNS, SQS, EC2 via aws-sdk-go-v2; grpc-go; BigQuery via googleapi;
// PostgreSQL via pgx; OpenAI; Anthropic; RFC 6585/9110; GitHub via go-github;
// Slack via slack-go; Stripe via stripe-go; Kubernetes via client-go; MCP
// server-filesystem and the TypeScript SDK's McpServer; Go net), each message in
// the form its usual Go client prints it, labelled blind from each service's
// own docs or sources (quoted in evidence).
// First run at f5ba0b4: 35/35 overall, 22/22 tricky. Nothing fixed: no miss.
// Tolerated: none.
func TestIndependentCases137(t *testing.T) {
	runIndependent(t, "testdata/independent137.jsonl", true)
}
