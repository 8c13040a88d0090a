package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 395197c: 23/34 overall, 10/21 tricky.
// Tolerated: i607-gmgo-dir-notfound: invalid vs premise (the Google Maps "status" row of docs/taxonomy.md and httppreset.go mapsStatus rule NOT_FOUND premise, a referenced place that does not exist): the bare Go text "maps: NOT_FOUND - " cannot tell Directions' waypoint that "could not be geocoded" (repair the address) from Place Details' missing place_id (replan).
// Tolerated: i607-dm-element-notfound: invalid vs premise (the same NOT_FOUND ruling, read from the element status): Distance Matrix's element NOT_FOUND is an origin or destination that "could not be geocoded"; repairing the address and replanning on a place that is not there both answer it.
// Tolerated: i607-places-details-zero: premise vs ambiguous (the Google Maps row and mapsStatus rule ZERO_RESULTS ambiguous, "the call worked and found nothing"): Place Details' docs say its ZERO_RESULTS is a place_id that no longer refers to a result (a closed business), a false belief; the status alone reads as an empty search.
// Tolerated: i607-addrval-unconfirmed: ambiguous vs invalid (generic.go's "validation" wording, pending review: here it hits the field name validationGranularity): an Address Validation verdict with unconfirmed components is an unusable result, and also an input address the caller should repair; both readings hold.
// TestIndependentCases607 runs held-out set 607: geocoding, maps and location APIs (Google Maps Platform, Mapbox, HERE, TomTom, OpenCage, Nominatim, what3words), labelled blind.
// Tolerated: i607-mapbox-noroute: premise vs ambiguous (the lead, after sets 789 and 1313: codes.go reads OSRM/Mapbox NoRoute premise, seven blind labels premise against this one): Mapbox documents NoRoute as an impossible route ("routes over oceans without ferry connections"), a fact about the world; only Google's ZERO_RESULTS status keeps the empty-search reading.
func TestIndependentCases607(t *testing.T) {
	runIndependent(t, "testdata/independent607.jsonl", true, "i607-mapbox-noroute", "i607-gmgo-dir-notfound", "i607-dm-element-notfound", "i607-places-details-zero", "i607-addrval-unconfirmed")
}

// TestGeneralise607 holds the classes set 607's misses showed: a
// client-side rate limiter that could not grant the call in time, a
// project that never enabled the API it calls, and OSRM's response codes.
func TestGeneralise607(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// A client-side limiter's refusal: no call was sent; time is the variable.
		{"kubernetes client-go rest.Request throttle", "go", 0, "", "client rate limiter Wait returned an error: rate: Wait(n=1) would exceed context deadline", rung.KindTransient},
		{"resilience4j RequestNotPermitted", "", 0, "", "RateLimiter 'geocoder' does not permit further calls", rung.KindTransient},
		{"Polly v8 RateLimiterRejectedException", "", 0, "", "The operation could not be executed because it was rejected by the rate limiter.", rung.KindTransient},
		{"Envoy local rate limit filter", "http", 429, "", "local_rate_limited", rung.KindTransient},
		// Near misses: a cancelled wait stays the cancel ruling's; more
		// tokens than the burst can never be granted.
		{"client-go limiter wait cancelled stays cancel", "go", 0, "", "client rate limiter Wait returned an error: context canceled", rung.KindDenied},
		{"x/time/rate n over burst is the call's", "go", 0, "", "rate: Wait(n=20) exceeds limiter's burst 10", rung.KindInvalid},

		// The project never enabled the API: setup, not the caller's authority.
		{"Maps older REQUEST_DENIED not activated", "go", 0, "", "maps: REQUEST_DENIED - This API is not activated on your API project. You may need to turn on the API in the Google APIs Console.", rung.KindPremise},
		{"googleapi accessNotConfigured", "http", 403, "", "googleapi: Error 403: Geocoding API has not been used in project 607 before or it is disabled. Enable it by visiting https://console.developers.google.com/apis/api/geocoding-backend.googleapis.com/overview?project=607 then retry. If you enabled this API recently, wait a few minutes for the action to propagate to our systems and retry., accessNotConfigured", rung.KindPremise},
		{"Azure MissingSubscriptionRegistration", "http", 409, "MissingSubscriptionRegistration", "(MissingSubscriptionRegistration) The subscription is not registered to use namespace 'Microsoft.Maps'. See https://aka.ms/rps-not-found for how to register subscriptions.", rung.KindPremise},
		{"Maps Directions legacy not enabled via Python googlemaps", "", 0, "", "REQUEST_DENIED (You're calling a legacy API, which is not enabled for your project. To get newer features and more functionality, switch to the Places API (New) or Routes API. Learn more at https://developers.google.com/maps/legacy#LegacyApiNotActivatedMapError)", rung.KindPremise},
		{"Firebase Auth operation-not-allowed", "http", 400, "", `{"error":{"code":400,"message":"OPERATION_NOT_ALLOWED : The given sign-in provider is disabled for this Firebase project. Enable it in the Firebase console, under the sign-in method tab of the Auth section."}}`, rung.KindPremise},
		// OSRM's response codes, as Mapbox sends them: no route found
		// states the places are not connected (premise since the lead's
		// revision after sets 789 and 1313; TestRoutingNoRouteIsPremise); a
		// coordinate off the road network or an unknown profile is the
		// call's argument.
		{"OSRM route NoRoute", "http", 200, "", `{"code":"NoRoute","message":"Impossible route between points"}`, rung.KindPremise},
		{"OSRM route NoSegment", "http", 400, "", `{"code":"NoSegment","message":"Could not find a matching segment for coordinate 0"}`, rung.KindInvalid},
		{"OSRM match NoSegment", "http", 400, "", `{"code":"NoSegment","message":"Could not find a matching segment for any coordinate."}`, rung.KindInvalid},
		{"Mapbox Optimization v1 NoTrips", "http", 200, "", `{"code":"NoTrips","message":"No trips found because input coordinates are not connected."}`, rung.KindPremise},
		// Near misses: OSRM's malformed query and Mapbox's bad coordinate
		// stay invalid by their status; a bad token stays denied.
		{"OSRM InvalidQuery stays invalid", "http", 400, "", `{"code":"InvalidQuery","message":"Query string malformed close to position 28"}`, rung.KindInvalid},
		{"Mapbox Directions bad token stays denied", "http", 401, "", `{"message":"Not Authorized - Invalid Token"}`, rung.KindDenied},

		// Near misses: the key itself, or its restrictions, stay denied.
		{"Maps invalid key stays denied", "go", 0, "", "maps: REQUEST_DENIED - The provided API key is invalid.", rung.KindDenied},
		{"Maps key IP restriction stays denied", "http", 200, "", `{"error_message":"This IP, site or mobile application is not authorized to use this API key. Request received from IP address 203.0.113.60, with empty referer","results":[],"status":"REQUEST_DENIED"}`, rung.KindDenied},
	})
}
