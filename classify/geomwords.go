package classify

import "strings"

// invalidGeometryWords: a spatial engine refusing an input geometry that is
// not valid (a polygon ring crossing itself, a ring with too few points or
// left open, WKT that does not parse). GEOS raises these as
// TopologyException / IllegalArgumentException and PostGIS passes them on
// through lwerror, so they arrive under the generic XX000 internal_error
// ("lwgeom_intersection: GEOS Error: TopologyException: Input geom 1 is
// invalid: Self-intersection at or near point ..."; set 358); Shapely,
// JTS, Elasticsearch, BigQuery (S2) and SQL Server word the same finding
// their own way. The geometry is the caller's argument and is the same on
// every run: repair it (ST_MakeValid, buffer(0)) and call again (invalid),
// not a server fault to wait out.
var invalidGeometryWords = []pattern{
	// GEOS/JTS TopologyException "Input geom %d is invalid: %s", the
	// IsValidOp reasons "Self-intersection" / "Ring Self-intersection at or
	// near point".
	{text: "topologyexception: input geom", kind: invalid, reason: "an input geometry is not valid (GEOS/JTS TopologyException): repair it (ST_MakeValid) and call again"},
	{text: "self-intersection at or near point", kind: invalid, reason: "an input polygon crosses itself: repair the geometry and call again"},
	// GEOS/JTS LinearRing constructors.
	{text: "invalid number of points in linearring", kind: invalid, reason: "a polygon ring has too few points: fix the geometry"},
	{text: "points of linearring do not form a closed linestring", kind: invalid, reason: "a polygon ring is not closed: fix the geometry"},
	// PostGIS lwgeom_parse_wkt "parse error - invalid geometry".
	{text: "parse error - invalid geometry", kind: invalid, reason: "the geometry text does not parse: fix the WKT"},
	// S2 (BigQuery geography) "Invalid polygon loop: Edge %d crosses edge %d".
	{text: "invalid polygon loop", kind: invalid, reason: "a polygon loop is not valid (edges cross or repeat): fix the geography"},
	// SQL Server 24144 "... the instance is not valid. Use MakeValid to
	// convert the instance to a valid instance."
	{text: "use makevalid to convert the instance", kind: invalid, reason: "the spatial instance is not valid: MakeValid it and call again"},
	// Two geometries in different spatial reference systems (set 373):
	// PostGIS raises it through lwerror under XX000 ("ST_Intersects:
	// Operation on mixed SRID geometries (Polygon, 4326) != (Point,
	// 3857)"), Sedona in the same words, CockroachDB "operation on mixed
	// SRIDs forbidden", MySQL 3033 "given two geometries of different
	// srids", Oracle ORA-13295 "geometry objects are in different
	// coordinate systems". The caller's argument is in the wrong SRID, the
	// same on every run: transform it (ST_Transform) and call again.
	{text: "operation on mixed srid", kind: invalid, reason: "the geometries are in different spatial reference systems (SRIDs): transform one and call again"},
	{text: "geometries of different srids", kind: invalid, reason: "the geometries are in different spatial reference systems (SRIDs): transform one and call again"},
	{text: "are in different coordinate systems", kind: invalid, reason: "the geometries are in different coordinate systems: transform one and call again"},
	// Set 1313: a coordinate a projection cannot take, PROJ's error -14
	// "latitude or longitude exceeded limits", as PostGIS ST_Transform
	// passes it on under XX000 ("transform: couldn't project point (52.52
	// 200.41 0): latitude or longitude exceeded limits (-14)") and GDAL's
	// OGRCoordinateTransformation prints it: the caller's coordinate is out
	// of range (often lon/lat swapped), the same on every run.
	{text: "latitude or longitude exceeded limits", kind: invalid, reason: "a coordinate is outside the range the projection accepts (PROJ -14; lon/lat swapped?): fix the coordinate"},
	// Set 1313: a routing engine that cannot snap an input coordinate to its
	// road network, in the engines' own words: openrouteservice 2010/6010
	// "Could not find routable point within a radius of 350.0 meters of
	// specified coordinate 1" (sent under a 404), Valhalla 171 "No suitable
	// edges near location", OSRM's and Mapbox's NoSegment text "Could not
	// find a matching segment for coordinate 3" (the code alone already
	// reads invalid, codes.go). The coordinate or its search radius is the
	// call's argument: move it or widen the radius; not a missing resource.
	// A route between snapped points that does not exist ("Route could not
	// be found", "No path could be found") is not read here.
	{text: "could not find routable point", kind: invalid, reason: "an input coordinate snaps to no routable road within the search radius: move it or widen the radius"},
	{text: "no suitable edges near location", kind: invalid, reason: "an input location has no road usable by this travel mode near it: move it, widen the radius or change the mode"},
	{text: "could not find a matching segment for", kind: invalid, reason: "an input coordinate snaps to no road segment: move it or widen its radius"},
}

// ambiguousPlaceWords: a geocoder or router that matched a location the
// call gave to several places and will not pick one (MapQuest Directions
// 610 "Ambiguities were found in one or more of the locations specified
// and ambiguities=ignore was not set", its route matrix's "Ambiguities
// detected in locations."): the call worked, its answer is not one place;
// narrow the location once, then hand back (set 1631).
var ambiguousPlaceWords = []pattern{
	{text: "ambiguities were found in one or more of the locations", kind: ambiguous, reason: "a location the call gave matches several places: narrow it (add region or postcode)"},
	{text: "ambiguities detected in locations", kind: ambiguous, reason: "a location the call gave matches several places: narrow it (add region or postcode)"},
}

// noRouteWords: a routing engine's statement that the places it snapped are
// not connected for the travel mode, in the engines' own words: Valhalla
// 170 "Locations are in unconnected regions. Go check/edit the map at
// osm.org", GraphHopper's ConnectionNotFoundException "Connection between
// locations not found", OSRM's NoRoute message "Impossible route between
// points" (its code reads the same, codes.go). A fact about the world the
// plan assumed: premise, replan with another mode or destination (the
// lead, after sets 789 and 1313).
var noRouteWords = []pattern{
	{text: "locations are in unconnected regions", kind: premise, reason: "the locations lie in road networks that do not connect for this mode: replan with another mode or destination"},
	{text: "connection between locations not found", kind: premise, reason: "no route connects the locations for this mode (GraphHopper): replan with another mode or destination"},
	{text: "impossible route between", kind: premise, reason: "no route connects the points for this profile (OSRM NoRoute): replan with another mode or destination"},
	// TomTom Routing's engine code in its 400 detailedError message (set
	// 1631): "Engine error while executing route request: NO_ROUTE_FOUND:
	// route search failed between origin and waypoint 1".
	{text: "route request: no_route_found", kind: premise, reason: "no route connects the points under these options (TomTom NO_ROUTE_FOUND): replan with another mode or destination"},
}

// routingArgWords: a routing engine refusing an argument of the call in
// words that also say "no ... found", so they are read ahead of the "no
// ... were found" world-state reading (worldstate.go noneFound) as well as
// in firstWords.
var routingArgWords = []pattern{
	// Set 1631: TomTom Routing's engine codes as its 400 detailedError
	// message spells them, "Engine error while executing route request:
	// <CODE>: ...": MAP_MATCHING_FAILURE (an input point with no drivable
	// section near it) and CANNOT_RESTORE_BASEROUTE (under BAD_INPUT: the
	// supportingPoints the caller sent cannot be followed, "No valid route
	// found") are the call's arguments; NO_ROUTE_FOUND is read in
	// noRouteWords. Valhalla's 124/125/412 "No costing method found for
	// 'X'" and "No edge/node costing provided" name a costing the call gave
	// or left out, not a missing object.
	{text: "route request: map_matching_failure", kind: invalid, reason: "an input point has no drivable road near it (TomTom MAP_MATCHING_FAILURE): move it"},
	{text: "route request: cannot_restore_baseroute", kind: invalid, reason: "the supportingPoints the call sent cannot be followed on the road network (TomTom CANNOT_RESTORE_BASEROUTE): resample them onto roads"},
	{text: "no costing method found", kind: invalid, reason: "the costing (travel mode) the call names does not exist (Valhalla): use one the service knows"},
	{text: "no edge/node costing provided", kind: invalid, reason: "the call gave no costing (travel mode): add one"},
}

var routingArgMatcher = newMatcher(routingArgWords)

// routingArgument reads routingArgWords, gated on the two markers every
// entry carries (TomTom's "route request: ", Valhalla's "costing").
func routingArgument(t string) (Result, bool) {
	if !strings.Contains(t, "route request: ") && !strings.Contains(t, "costing") {
		return Result{}, false
	}
	return matchWords(routingArgMatcher, t)
}
