package classify

import "testing"

// First run at be75a78: 34/37 overall, 19/22 tricky.
// Tolerated: i735-ddb-cond-put: conflict vs premise (aws.go code table and docs/taxonomy.md AWS row: ConditionalCheckFailedException "means the asserted condition is false", premise, kept on purpose; same split as i538-ddb-condcheck-create and i645-ddb-condcheck-put): with attribute_not_exists the failed check proves the item already exists (conflict), but the printed text does not name the condition, and for an update guard the same code means a believed state is false (premise).
// Fixed later by the lead: i735-oai-model-missing (modelaccess.go fineTunedModel: a fine-tuned model id that is not there is premise).
// Tolerated: i735-mcp-unknown-tool: premise vs invalid (docs/taxonomy.md MCP -32602 row and the "unknown tool or prompt in plain text" row: a tool name chosen from tools/list is a wrong argument; same split as i337-mcp-memory-tool-not-found): the set read the absent tool as a missing capability the plan rested on, the ruling as a wrong name; both hold.
//
// TestIndependentCases735 runs held-out set 735: documented mix (AWS, gRPC/Google, pgx, sqlite, OpenAI, Anthropic, GitHub, Stripe, Kubernetes, MCP, Go stdlib), labelled blind.
func TestIndependentCases735(t *testing.T) {
	runIndependent(t, "testdata/independent735.jsonl", true, "i735-ddb-cond-put", "i735-mcp-unknown-tool")
}
