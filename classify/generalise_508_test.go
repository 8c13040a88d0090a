package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases508 runs held-out set 508: Anthropic, OpenAI and MCP failures (seventh draw), from the vendors' docs, labelled blind.
// First run at c999fc9: 27/30 overall, 17/20 tricky.
// Misses fixed by class: i508-openai-ft-model-unavailable, i508-mcp-slack-not-in-channel, i508-mcp-postgres-readonly.
func TestIndependentCases508(t *testing.T) {
	runIndependent(t, "testdata/independent508.jsonl", true)
}

// TestGeneralise508: a wrapped Slack Web API refusal ({"ok":false,
// "error":code}) that an MCP server returns as its isError text reads by
// Slack's code table, as the same body without isError does.
func TestGeneralise508(t *testing.T) {
	res := func(text string) string {
		return `{"jsonrpc": "2.0", "id": 3, "result": {"content": [{"type": "text", "text": "` + text + `"}], "isError": true}}`
	}
	runWordingCases(t, []wordingCase{
		{"slack mcp not_in_channel", "mcp", 0, "isError", res(`{\"ok\":false,\"error\":\"not_in_channel\"}`), rung.KindDenied},
		{"korotovsky missing_scope spaced", "mcp", 0, "isError", res(`{\"ok\": false, \"error\": \"missing_scope\", \"needed\": \"chat:write\", \"provided\": \"channels:read\"}`), rung.KindDenied},
		{"n8n-style invalid_auth", "mcp", 0, "isError", res(`{\"ok\":false,\"error\":\"invalid_auth\"}`), rung.KindDenied},
		{"already_reacted through a tool", "mcp", 0, "isError", res(`{\"ok\":false,\"error\":\"already_reacted\"}`), rung.KindConflict},
		{"name_taken through a tool", "mcp", 0, "isError", res(`{\"ok\":false,\"error\":\"name_taken\"}`), rung.KindConflict},
		{"is_archived through a tool", "mcp", 0, "isError", res(`{\"ok\":false,\"error\":\"is_archived\"}`), rung.KindPremise},
		// near misses: ok:true is not a refusal, and a JSON error body
		// without Slack's ok field keeps its own reading.
		{"ok true isError unrecognised", "mcp", 0, "isError", res(`{\"ok\":true,\"warning\":\"superfluous_charset\"}`), rung.KindUnknown},
		{"github-style json error keeps premise", "mcp", 0, "isError", res(`{\"message\":\"Not Found\",\"status\":\"404\",\"error\":\"repository not found\"}`), rung.KindPremise},
	})
}

// TestGeneralise508ReadOnlyTool: server-postgres's read-only sandbox as
// an isError tool result (the bare sentence, no SQLSTATE) reads denied, as
// under -32603; with its SQLSTATE the sentence keeps premise.
func TestGeneralise508ReadOnlyTool(t *testing.T) {
	res := func(text string) string {
		return `{"jsonrpc": "2.0", "id": 4, "result": {"content": [{"type": "text", "text": "` + text + `"}], "isError": true}}`
	}
	runWordingCases(t, []wordingCase{
		{"insert bare", "mcp", 0, "isError", res("cannot execute INSERT in a read-only transaction"), rung.KindDenied},
		{"update bare", "mcp", 0, "isError", res("cannot execute UPDATE in a read-only transaction"), rung.KindDenied},
		{"delete bare", "mcp", 0, "isError", res("cannot execute DELETE in a read-only transaction"), rung.KindDenied},
		{"create table bare", "mcp", 0, "isError", res("cannot execute CREATE TABLE in a read-only transaction"), rung.KindDenied},
		{"nextval bare", "mcp", 0, "isError", res("cannot execute nextval() in a read-only transaction"), rung.KindDenied},
		// near misses: the SQLSTATE quoted keeps the database's state.
		{"with sqlstate stays premise", "mcp", 0, "isError", res("ERROR: cannot execute UPDATE in a read-only transaction (SQLSTATE 25006)"), rung.KindPremise},
		{"tool prefix with sqlstate stays premise", "mcp", 0, "isError", res("close books: ERROR: cannot execute INSERT in a read-only transaction (SQLSTATE 25006)"), rung.KindPremise},
	})
}

// TestGeneralise508ModelNotAvailable: model_not_available names a model
// the service does not offer for this call (fine-tuning, an endpoint):
// an argument to change, as model_not_found, even when the message adds
// "or does not exist"; a retired model stays premise, a 403 denied.
func TestGeneralise508ModelNotAvailable(t *testing.T) {
	body := func(msg string) string {
		return `{"error":{"message":"` + msg + `","type":"invalid_request_error","param":"model","code":"model_not_available"}}`
	}
	runWordingCases(t, []wordingCase{
		{"openai fine-tuning", "openai", 400, "model_not_available", body("Model gpt-4o-audio-preview is not available for fine-tuning or does not exist."), rung.KindInvalid},
		{"together serverless", "http", 404, "", body("Unable to access model meta-llama/Llama-3-70b-chat. Please visit https://api.together.ai/models to view the list of supported models."), rung.KindInvalid},
		{"openai-compatible gateway", "http", 400, "", body("The model 'mistral-large' does not exist or is not available on this endpoint."), rung.KindInvalid},
		{"batch endpoint model", "openai", 400, "model_not_available", body("Model text-embedding-ada-001 is not available for the /v1/batches endpoint."), rung.KindInvalid},
		{"distillation base", "openai", 400, "", body("Model o1 is not available for fine-tuning."), rung.KindInvalid},
		// near misses
		{"retired stays premise", "openai", 404, "model_not_available", body("The model text-davinci-003 has been deprecated."), rung.KindPremise},
		{"403 stays denied", "openai", 403, "model_not_available", body("Project proj_abc does not have access to model gpt-4o"), rung.KindDenied},
	})
}
