package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 681a2ac6: 20/32 overall, 6/15 tricky.
func TestIndependentCases1189(t *testing.T) {
	runIndependent(t, "testdata/independent1189.jsonl", false)
}

// TestGeneralise1189AddedNothingBare holds set 60's added-nothing reading
// for the bare text an SDK client hands back (the go-sdk's CallToolResult
// text, the TypeScript SDK's content[0].text), with near misses that keep
// their kinds: something was added, something was updated, a bare [] and
// an empty search answer.
func TestGeneralise1189AddedNothingBare(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "go-sdk pretty", protocol: "mcp", msg: "[\n  {\n    \"entityName\": \"w1189-service\",\n    \"addedObservations\": []\n  }\n]", want: rung.KindConflict},
		{name: "compact two entities", protocol: "mcp", msg: `[{"entityName":"w1189-a","addedObservations":[]},{"entityName":"w1189-b","addedObservations":[]}]`, want: rung.KindConflict},
		{name: "count zero", protocol: "mcp", msg: `{"insertedCount": 0, "matched": 4}`, want: rung.KindConflict},
		{name: "one entity added something", protocol: "mcp", msg: `[{"entityName":"w1189-a","addedObservations":[]},{"entityName":"w1189-b","addedObservations":["tier: gold"]}]`, want: rung.KindUnknown},
		{name: "updated instead", protocol: "mcp", msg: `{"insertedCount": 0, "updatedCount": 2}`, want: rung.KindUnknown},
		{name: "bare empty list", protocol: "mcp", msg: "[]", want: rung.KindAmbiguous},
		{name: "empty search", protocol: "mcp", msg: "{\n  \"entities\": [],\n  \"relations\": []\n}", want: rung.KindAmbiguous},
	})
}

// TestGeneralise1189UndiciTerminated holds undici's bare "terminated" as a
// Node MCP server's whole isError text (the body it fetched was cut off),
// in the go-sdk's, a raw JSON-RPC client's and the TypeScript SDK's forms,
// with near misses that keep their kinds: "terminated" as a state inside a
// sentence, and the word with no tool error around it.
func TestGeneralise1189UndiciTerminated(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "go-sdk isError text", protocol: "mcp", code: "isError", msg: "terminated", want: rung.KindTransient},
		{name: "raw JSON-RPC result", protocol: "mcp", msg: `{"result":{"content":[{"type":"text","text":"terminated"}],"isError":true},"jsonrpc":"2.0","id":12}`, want: rung.KindTransient},
		{name: "TS SDK result object", protocol: "mcp", msg: `{"content":[{"type":"text","text":"Terminated"}],"isError":true}`, want: rung.KindTransient},
		{name: "with TypeError prefix", protocol: "mcp", code: "isError", msg: "TypeError: terminated", want: rung.KindTransient},
		{name: "instance state", protocol: "mcp", code: "isError", msg: "cannot start instance i-0w1189ab: the instance is terminated", want: rung.KindUnknown},
		{name: "namespace being terminated", protocol: "mcp", code: "isError", msg: `pods "w1189-job" is forbidden: unable to create new content in namespace w1189 because it is being terminated`, want: rung.KindPremise},
	})
}
