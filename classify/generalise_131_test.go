package classify

import "testing"

// TestIndependentCases131 runs held-out set 131: 35 documented failures in the dev sample's
// proportions (AWS via aws-sdk-go-v2, grpc-go, PostgreSQL via pgx, HTTP RFCs 9110/6585,
// go-github, slack-go, stripe-go, OpenAI, anthropic-sdk-go, googleapi, client-go, MCP
// servers, Go's standard library), each message in the form its usual Go client prints,
// labelled blind from each service's own docs and sources.
// First run at 85283b8: 35/35 overall, 21/21 tricky. Nothing needed fixing.
// Tolerated: none.
func TestIndependentCases131(t *testing.T) {
	runIndependent(t, "testdata/independent131.jsonl", true)
}
