package classify

import "testing"

// TestIndependentCases607 runs held-out set 607: geocoding, maps and location APIs (Google Maps Platform, Mapbox, HERE, TomTom, OpenCage, Nominatim, what3words), labelled blind.
func TestIndependentCases607(t *testing.T) {
	runIndependent(t, "testdata/independent607.jsonl", false)
}
