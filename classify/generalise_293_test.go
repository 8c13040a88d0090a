package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases293 runs held-out set 293: @modelcontextprotocol/server-everything through the go-sdk,
// mcp-go and TypeScript SDK clients, captured live, labelled blind.
// First run at 2d06cb6: 30/35 overall, 13/16 tricky.
//
// Tolerated: i293-aborted: transient vs denied: the taxonomy's caller's-own-cancel row reads Node's AbortError "The operation was aborted" (and an MCP -32001 carrying the abort reason) as the caller's decision, not a timeout.
// Tolerated: i293-template-non-integer: invalid vs premise: "Unknown resource: <uri>" under -32603 is premise by the unknown-resource ruling (i21, i88, i110, i113, i23; i144 and i262 tolerated the same server-everything template-parameter throw).
// Tolerated: i293-mcpgo-template-negative: invalid vs premise: the same throw rendered by mcp-go ("internal error: Unknown resource: ..."), same ruling.
// Tolerated: i293-elicitation-cancelled: ambiguous vs denied: the taxonomy rows for sets 69 and the elicitation cancel read "User cancelled the elicitation dialog" as denied, as "User declined".
func TestIndependentCases293(t *testing.T) {
	runIndependent(t, "testdata/independent293.jsonl", true,
		"i293-aborted",
		"i293-template-non-integer",
		"i293-mcpgo-template-negative",
		"i293-elicitation-cancelled")
}

// TestGeneralise293 checks the class set 293's completion/complete miss
// stood for: a completion or suggestion answer with no candidates is an
// empty result, ambiguous (httppreset.go emptyResult), whether or not it
// carries a count.
func TestGeneralise293(t *testing.T) {
	A, I, U := rung.KindAmbiguous, rung.KindInvalid, rung.KindUnknown
	runWordingCases(t, []wordingCase{
		// Set 293's line: TypeScript SDK client complete() result, no "total".
		{"mcp completion, no total (set 293)", "mcp", 0, "", `{"completion":{"values":[],"hasMore":false}}`, A},
		// go-sdk CompleteResult (omitempty total) in a JSON-RPC reply.
		{"go-sdk completion reply", "mcp", 0, "", `{"jsonrpc":"2.0","id":5,"result":{"completion":{"values":[]}}}`, A},
		// Python SDK Completion(values=[], total=None, has_more=None) as JSON.
		{"python sdk completion", "", 0, "", `{"completion": {"values": [], "total": null, "hasMore": null}}`, A},
		// Elasticsearch / OpenSearch completion suggester with no options.
		{"elasticsearch completion suggester", "http", 200, "", `{"took":2,"timed_out":false,"_shards":{"total":1,"successful":1,"skipped":0,"failed":0},"hits":{"total":{"value":0,"relation":"eq"},"max_score":null,"hits":[]},"suggest":{"song-suggest":[{"text":"nrv","offset":0,"length":3,"options":[]}]}}`, A},
		{"opensearch suggester only", "", 200, "", `{"suggest":{"title-suggest":[{"text":"qz","offset":0,"length":2,"options":[]}]}}`, A},
		// Google Places API (New) autocomplete and Mapbox Search Box suggest.
		{"places autocomplete suggestions", "http", 200, "", `{"suggestions":[]}`, A},
		{"mapbox searchbox suggest", "http", 200, "", `{"suggestions":[],"attribution":"© 2026 Mapbox and its suppliers."}`, A},
		// Google Places legacy autocomplete without its status field.
		{"places legacy predictions", "", 200, "", `{"predictions":[]}`, A},
		// Near misses: completions with candidates, and lists of values that
		// are an enum's or a setting's own (not an answer).
		{"mcp completion with values", "mcp", 0, "", `{"completion":{"values":["Engineering","Sales"],"total":2,"hasMore":false}}`, U},
		{"suggester with options", "http", 200, "", `{"suggest":{"s":[{"text":"nir","offset":0,"length":3,"options":[{"text":"Nirvana","_score":34.0}]}]}}`, U},
		{"zod enum error listing values", "mcp", 0, "-32603", "MCP error -32603: [\n  {\n    \"code\": \"invalid_value\",\n    \"values\": [\n      \"debug\",\n      \"info\"\n    ],\n    \"path\": [\n      \"params\",\n      \"level\"\n    ],\n    \"message\": \"Invalid option: expected one of \\\"debug\\\"|\\\"info\\\"\"\n  }\n]", I},
		{"settings with empty values, no completion", "", 200, "", `{"name":"tags","values":[],"options":[]}`, U},
	})
}
