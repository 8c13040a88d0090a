package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 2afc7453: 17/29 overall, 7/19 tricky.
// After the first run, two misses (raw5-sampling-stopped-at-max-tokens,
// raw5-sampling-empty-text) were fixed in mcp.go quotedSamplingResult.
// Ten are tolerated: seven by written rulings, three one-off wordings.
// Tolerated: i1207-unknown-tool-name: invalid vs premise ("an unknown tool or prompt in plain text ... invalid: a wrong name"): the hallucinated name is a belief in a tool the server does not offer, replanned from tools/list, but the ruling stands across many sets.
// Tolerated: i1207-raw-complete-unknown-template: invalid vs premise (set 44: "Resource template <uri> not found" ... "invalid (a name from resources/templates/list, as an unknown tool or prompt)"): same argument as the unknown tool.
// Tolerated: i1207-sampling-client-bad-answer: invalid vs premise (set 170: "a sampling or elicitation reply that breaks its result schema ... ambiguous"): the host's handler is broken, not the call; the ruling reads the answer unusable, the classifier reads the bare zod list as a bad argument; neither is my label.
// Tolerated: i1207-raw2-sampling-answer-without-text: invalid vs premise (set 170, as above): the client's CreateMessageResult lacks content.text.
// Tolerated: i1207-go-elicitation-answer-off-schema: ambiguous vs premise (set 170: "... content does not match requested schema" ambiguous): the host answered off-schema; the ruling's reading is defensible.
// Tolerated: i1207-memory-read-graph-observation-number: ambiguous vs premise (set 32 row: output breaking its declared outputSchema "ambiguous, whatever request-shaped or server code carries it"): read_graph takes no arguments, so only the stored graph can be wrong.
// Tolerated: i1207-go-url-elicitation-cancelled: denied vs ambiguous (set 69: "a person who dismissed a request put to them ... denied, as User declined"): the spec's cancel is no explicit choice; the ruling hands back all the same.
// Tolerated: i1207-raw3-async-sampling-client-cancelled: unknown vs ambiguous: a one-off, server-everything's async tool's "[CANCELLED] No message" rendering of the client's task status.
// Tolerated: i1207-raw5-elicitation-accepted-empty: unknown vs ambiguous: a one-off, server-everything's "User provided the requested information!" with an empty inputs list (an accept with content {}).
// Tolerated: i1207-memory-open-nodes-two-same-name: unknown vs ambiguous: a one-off, two entities of one name from a hand-edited memory file; nothing in the text says several matches.
func TestIndependentCases1207(t *testing.T) {
	runIndependent(t, "testdata/independent1207.jsonl", true,
		"i1207-unknown-tool-name", "i1207-raw-complete-unknown-template",
		"i1207-sampling-client-bad-answer", "i1207-raw2-sampling-answer-without-text",
		"i1207-go-elicitation-answer-off-schema", "i1207-memory-read-graph-observation-number",
		"i1207-go-url-elicitation-cancelled", "i1207-raw3-async-sampling-client-cancelled",
		"i1207-raw5-elicitation-accepted-empty", "i1207-memory-open-nodes-two-same-name")
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
