package classify

import "testing"

// Fixed later by the lead: i903-pg-55006-db-in-use (the 55006 ruling, revised by the lead after set 947: a database other sessions are connected to is transient, postgres.go otherSessionsOnDatabase).
// Tolerated: i903-maps-directions-waypoint-gone: ambiguous vs premise (docs/taxonomy.md Google Maps row, set 571: "a Directions body whose geocoded_waypoints show geocoder_status ZERO_RESULTS ambiguous: the address search found nothing"): I read the destination as one an earlier step resolved and that no longer geocodes (premise); the body alone shows only a search that found nothing, which is the ruling's reading.
// First run at 520a60cf: 29/31 overall, 19/21 tricky.
func TestIndependentCases903(t *testing.T) {
	runIndependent(t, "testdata/independent903.jsonl", true, "i903-maps-directions-waypoint-gone")
}
