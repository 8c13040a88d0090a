package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 2afc7453: 17/29 overall, 7/19 tricky.
func TestIndependentCases1207(t *testing.T) {
	runIndependent(t, "testdata/independent1207.jsonl", false)
}

// TestGeneralise1207QuotedSampling holds the tool text that quotes the
// client's sampling result (server-everything trigger-sampling-request,
// "LLM sampling result: \n{...}"): cut at maxTokens or with an empty text,
// the answer is unusable, ambiguous; a whole answer keeps its old reading.
func TestGeneralise1207QuotedSampling(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"raw line maxTokens", "mcp", 0, "", `{"result":{"content":[{"type":"text","text":"LLM sampling result: \n{\n  \"model\": \"llama3.1:8b\",\n  \"stopReason\": \"maxTokens\",\n  \"role\": \"assistant\",\n  \"content\": {\n    \"type\": \"text\",\n    \"text\": \"The quarterly figures show\"\n  }\n}"}]},"jsonrpc":"2.0","id":7}`, rung.KindAmbiguous},
		{"bare result empty text", "mcp", 0, "", `{"content":[{"type":"text","text":"LLM sampling result: \n{\n  \"model\": \"claude-sonnet-4-5\",\n  \"stopReason\": \"endTurn\",\n  \"role\": \"assistant\",\n  \"content\": {\n    \"type\": \"text\",\n    \"text\": \"\"\n  }\n}"}]}`, rung.KindAmbiguous},
		{"async form max_tokens", "mcp", 0, "", `{"content":[{"type":"text","text":"[COMPLETED] Async sampling completed!\n\n**Progress:**\nTask created: t-88\n\n**Result:**\n{\n  \"model\": \"gpt-4o-mini\",\n  \"role\": \"assistant\",\n  \"stopReason\": \"max_tokens\",\n  \"content\": {\"type\": \"text\", \"text\": \"Step one is\"}\n}"}]}`, rung.KindAmbiguous},
		// Near misses: a whole answer, and quoted objects that are not a
		// sampling result, keep their old reading.
		{"whole answer", "mcp", 0, "", `{"result":{"content":[{"type":"text","text":"LLM sampling result: \n{\n  \"model\": \"llama3.1:8b\",\n  \"stopReason\": \"endTurn\",\n  \"role\": \"assistant\",\n  \"content\": {\n    \"type\": \"text\",\n    \"text\": \"Paris is the capital.\"\n  }\n}"}]},"jsonrpc":"2.0","id":7}`, rung.KindUnknown},
		{"model and role, no answer", "mcp", 0, "", `{"result":{"content":[{"type":"text","text":"Weather: {\"model\": \"ECMWF\", \"role\": \"forecast\", \"summary\": \"\"}"}]},"jsonrpc":"2.0","id":8}`, rung.KindUnknown},
		{"empty text, no model", "mcp", 0, "", `{"result":{"content":[{"type":"text","text":"Saved {\"name\": \"w\", \"text\": \"\"}"}]},"jsonrpc":"2.0","id":9}`, rung.KindUnknown},
	})
}
