package classify

import "testing"

// First run at e05f3fb2: 31/32 overall, 26/27 tricky.
// Fixed later by the lead: i882-maps-directions-not-found (httppreset.go: a Directions NOT_FOUND whose waypoint found no place is an address the call passed, invalid, as five blind sets read it against 571).
func TestIndependentCases882(t *testing.T) {
	runIndependent(t, "testdata/independent882.jsonl", true)
}
