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
