package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases329 runs held-out set 329: MCP JSON-RPC and reference-server failures and Go standard-library errors, captured live and from the vendors' docs, labelled blind.
// First run at e3f44f6: 30/35 overall, 19/24 tricky.
// i329-mcp-fs-edit-no-match passes since the revised edit ruling (premise; generic.go editMismatchReason).
// i329-mcp-unsupported-protocol-version passes since the lead's -32602 unsupported-protocol-version ruling (premise; mcp.go).
func TestIndependentCases329(t *testing.T) {
	runIndependent(t, "testdata/independent329.jsonl", true)
}

// TestGeneralise329Ending checks a sampling result cut at its token limit
// in the camel-case spelling of the ending (MCP's stopReason "maxTokens"),
// with near misses that keep their reading.
func TestGeneralise329Ending(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"ts sdk createMessage result", "mcp", 0, "", `{"jsonrpc":"2.0","id":3,"result":{"model":"gpt-4o","role":"assistant","content":{"type":"text","text":"Once upon a"},"stopReason":"maxTokens"}}`, rung.KindAmbiguous},
		{"go-sdk CreateMessageResult json", "mcp", 0, "", `{"content":{"type":"text","text":"Step 1: back up the"},"model":"llama3","role":"assistant","stopReason":"maxTokens"}`, rung.KindAmbiguous},
		{"python sdk repr", "", 0, "", "sampling returned CreateMessageResult(role='assistant', content=TextContent(type='text', text='The answer is'), model='claude-3-5-sonnet', stopReason='maxTokens')", rung.KindAmbiguous},
		{"csharp stop reason", "", 0, "", "Sampling result was cut short: StopReason = \"maxTokens\"", rung.KindAmbiguous},
		{"dotnet enum MaxTokens", "", 0, "", "chat completion ended early: FinishReason: MaxTokens", rung.KindAmbiguous},
		{"semantic kernel ContentFilter", "", 0, "", "completion not usable: finishReason=ContentFilter", rung.KindAmbiguous},
		// Near misses: a finished turn and a stop sequence are answers, and
		// a bad max tokens argument stays the call's.
		{"endTurn", "mcp", 0, "", `{"jsonrpc":"2.0","id":3,"result":{"model":"gpt-4o","role":"assistant","content":{"type":"text","text":"Paris."},"stopReason":"endTurn"}}`, rung.KindUnknown},
		{"stopSequence", "mcp", 0, "", `{"jsonrpc":"2.0","id":3,"result":{"model":"gpt-4o","role":"assistant","content":{"type":"text","text":"Paris."},"stopReason":"stopSequence"}}`, rung.KindUnknown},
		{"maxTokens argument", "mcp", 0, "-32602", `{"jsonrpc":"2.0","id":3,"error":{"code":-32602,"message":"Invalid params: maxTokens must be a positive integer"}}`, rung.KindInvalid},
	})
}

// TestGeneralise329Elicit checks an elicitation the person declined or
// dismissed, as its result object, with near misses.
func TestGeneralise329Elicit(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"raw decline", "mcp", 0, "", `{"jsonrpc":"2.0","id":9,"result":{"action":"decline"}}`, rung.KindDenied},
		{"raw cancel", "mcp", 0, "", `{"jsonrpc":"2.0","id":9,"result":{"action":"cancel"}}`, rung.KindDenied},
		{"go-sdk ElicitResult json", "mcp", 0, "", `{"action":"decline"}`, rung.KindDenied},
		{"ts sdk JSON.stringify", "mcp", 0, "", `{"action":"cancel","_meta":{}}`, rung.KindDenied},
		{"csharp ElicitResult", "mcp", 0, "", `{"action":"decline","content":null}`, rung.KindDenied},
		// Near misses: an accepted elicitation is an answer, and a tool
		// result that carries an "action" field is read by its content.
		{"accept", "mcp", 0, "", `{"jsonrpc":"2.0","id":9,"result":{"action":"accept","content":{"name":"octocat"}}}`, rung.KindUnknown},
		{"tool result with action", "mcp", 0, "", `{"jsonrpc":"2.0","id":9,"result":{"content":[{"type":"text","text":"Deployed."}],"action":"cancel"}}`, rung.KindUnknown},
	})
}

// TestGeneralise329Markup checks a JSON decoder that met markup ('<')
// where JSON was due, with no status, in several parsers' words, with
// near misses that keep their reading.
func TestGeneralise329Markup(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"go bare", "go", 0, "", "invalid character '<' looking for beginning of value", rung.KindAmbiguous},
		{"v8 fetch json", "", 0, "", "SyntaxError: Unexpected token '<', \"<!DOCTYPE \"... is not valid JSON", rung.KindAmbiguous},
		{"dotnet system.text.json", "", 0, "", "'<' is an invalid start of a value. LineNumber: 0 | BytePositionInLine: 0.", rung.KindAmbiguous},
		{"jackson", "", 0, "", "com.fasterxml.jackson.core.JsonParseException: Unexpected character ('<' (code 60)): expected a valid value (JSON String, Number, Array, Object or token 'null', 'true' or 'false')", rung.KindAmbiguous},
		{"ruby json", "", 0, "", "JSON::ParserError: unexpected token at '<!DOCTYPE html>'", rung.KindAmbiguous},
		{"older v8", "", 0, "", "SyntaxError: Unexpected token < in JSON at position 0", rung.KindAmbiguous},
		// Near misses: the call's own arguments, another first byte, a data
		// file named before the parser, a 4xx refusal of the request's
		// JSON and an MCP stdio client's decoder keep their readings.
		{"arguments", "go", 0, "", "decoding arguments: invalid character '<' looking for beginning of value", rung.KindInvalid},
		{"other byte", "go", 0, "", "invalid character 'x' looking for beginning of value", rung.KindInvalid},
		{"data file", "go", 0, "", "read config.json: invalid character '<' looking for beginning of value", rung.KindPremise},
		{"400 request json", "http", 400, "", "invalid character '<' looking for beginning of value", rung.KindInvalid},
	})
}
