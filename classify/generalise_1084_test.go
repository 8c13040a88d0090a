package classify

import "testing"

// First run at 28253390: 32/35 overall, 14/16 tricky.
//
// Tolerated: i1084-vertex-model-not-found: invalid vs premise (docs/taxonomy.md gRPC NOT_FOUND row: "invalid for a model or method name"; set 596: a model name with no pull named stays invalid): Vertex's "Publisher Model ... was not found or your project does not have access to it" is a retired or unenabled model version, which the docs treat as a premise (choose a current model), yet it is also a model name the call can repair.
// Tolerated: i1084-maps-directions-transit-modes: ambiguous vs invalid (docs/taxonomy.md Google Maps "status" row: "ZERO_RESULTS ambiguous"): Directions adds available_travel_modes when the requested mode has no route, which names a repair (change the mode); the ruling's reading, an empty result to narrow once, also holds.
func TestIndependentCases1084(t *testing.T) {
	runIndependent(t, "testdata/independent1084.jsonl", true,
		"i1084-vertex-model-not-found",
		"i1084-maps-directions-transit-modes")
}
