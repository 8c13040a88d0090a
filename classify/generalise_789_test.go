package classify

import "testing"

// TestIndependentCases789 runs held-out set 789: geospatial and mapping services (ArcGIS REST, OSRM, Valhalla, Overpass, OSM API, PostGIS, GDAL, Mapbox, HERE, TomTom), labelled blind.
func TestIndependentCases789(t *testing.T) {
	runIndependent(t, "testdata/independent789.jsonl", false)
}
