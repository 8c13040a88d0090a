package classify

import "testing"

// First run at f27d9ee: 34/35 overall, 18/18 tricky.
// Tolerated: i636-geo-gmaps-denied: denied vs premise (my label was wrong, (c): Google Maps' "This API project is not authorized to use this API." means the API is not enabled on the project, a setup fact, as httppreset.go statusField reads REQUEST_DENIED with "not authorized to use this api" (set 92, generalise_92_test.go "maps api not enabled"); I labelled the same situation premise for i636-gcp-pubsub-disabled).
//
// TestIndependentCases636 runs held-out set 636: documented mix as Python/TypeScript SDKs print them, labelled blind.
func TestIndependentCases636(t *testing.T) {
	runIndependent(t, "testdata/independent636.jsonl", true, "i636-geo-gmaps-denied")
}
