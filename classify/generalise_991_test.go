package classify

import "testing"

// First run at 179f4ad3: 31/32 overall, 15/16 tricky.
// Fixed later by the lead: i991-maps-directions-not-found (httppreset.go: a Directions NOT_FOUND whose waypoint found no place is an address the call passed, invalid, as five blind sets read it against 571).
func TestIndependentCases991(t *testing.T) {
	runIndependent(t, "testdata/independent991.jsonl", true)
}
