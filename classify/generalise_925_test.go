package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at e05642f5: 29/30 overall, 22/23 tricky.
// TestIndependentCases925 runs held-out set 925: the dev corpus's services
// as their Go SDKs print them (aws-sdk-go-v2, grpc-go and google-cloud-go,
// pgx, openai-go, anthropic-sdk-go, go-github, slack-go, stripe-go,
// googlemaps, client-go, the MCP go-sdk), other operations, labelled blind.
func TestIndependentCases925(t *testing.T) {
	runIndependent(t, "testdata/independent925.jsonl", true)
}

// TestGeneralise925 holds the class set 925's miss showed: a Maps web
// service that ran and has no data for the input (the Elevation API's
// DATA_NOT_AVAILABLE), read as ZERO_RESULTS is, in every form a client
// gives it.
func TestGeneralise925(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"Elevation API body DATA_NOT_AVAILABLE", "http", 200, "", `{"results":[],"status":"DATA_NOT_AVAILABLE"}`, rung.KindAmbiguous},
		{"Elevation API body spaced", "http", 200, "", "{\n   \"results\" : [],\n   \"status\" : \"DATA_NOT_AVAILABLE\"\n}", rung.KindAmbiguous},
		{"googlemaps Python ApiError DATA_NOT_AVAILABLE", "", 0, "", "googlemaps.exceptions.ApiError: DATA_NOT_AVAILABLE", rung.KindAmbiguous},
		{"googlemaps Python bare DATA_NOT_AVAILABLE", "", 0, "", "DATA_NOT_AVAILABLE", rung.KindAmbiguous},
		{"Time Zone API ZERO_RESULTS body", "http", 200, "", `{"status":"ZERO_RESULTS"}`, rung.KindAmbiguous},
		{"Nominatim reverse over sea", "http", 200, "", `{"error":"Unable to geocode"}`, rung.KindAmbiguous},
		// Near misses: Maps statuses beside it keep their own kinds.
		{"googlemaps Go UNKNOWN_ERROR stays transient", "", 0, "", "maps: UNKNOWN_ERROR - ", rung.KindTransient},
		{"googlemaps Go INVALID_REQUEST stays invalid", "", 0, "", "maps: INVALID_REQUEST - Invalid request. Invalid 'locations' parameter.", rung.KindInvalid},
		{"Elevation REQUEST_DENIED stays denied", "http", 200, "", `{"results":[],"status":"REQUEST_DENIED","error_message":"The provided API key is invalid."}`, rung.KindDenied},
		{"Elevation OVER_DAILY_LIMIT stays premise", "http", 200, "", `{"results":[],"status":"OVER_DAILY_LIMIT","error_message":"You have exceeded your daily request quota for this API."}`, rung.KindPremise},
	})
}
