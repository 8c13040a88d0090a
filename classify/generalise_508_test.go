package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases508 runs held-out set 508: Anthropic, OpenAI and MCP failures (seventh draw), from the vendors' docs, labelled blind.
func TestIndependentCases508(t *testing.T) {
	runIndependent(t, "testdata/independent508.jsonl", false)
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
