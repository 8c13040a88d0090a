package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 81c791cb: 29/32 overall, 10/13 tricky.
// Tolerated: i1291-ogen-not-implemented: invalid vs premise ("| 501, 505 | invalid; premise when the body says the server was started without the feature, naming the option that turns it on"): ogen's bare "not implemented" names no option, so the ruling holds; the label reads the deployment lacking the operation, a replan, but the wording alone cannot tell a server's missing feature from a call the service never offers.
func TestIndependentCases1291(t *testing.T) {
	runIndependent(t, "testdata/independent1291.jsonl", true, "i1291-ogen-not-implemented")
}

// TestGeneralise1291RouteWords holds kin-openapi's "no matching operation
// was found" and Twirp's route errors (the twirp_invalid_route meta key, the
// Go client's "twirp error bad_route") as a call to a route the service does
// not have: invalid, beside near misses that keep their kinds (a Twirp
// not_found naming an object, premise; a kin-openapi security failure,
// denied).
func TestGeneralise1291RouteWords(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"kin no operation, plain text", "http", 404, "", "no matching operation was found", rung.KindInvalid},
		{"kin no operation, json", "http", 404, "", `{"message":"no matching operation was found"}`, rung.KindInvalid},
		{"twirp GET", "http", 404, "bad_route", `{"code":"bad_route","msg":"unsupported method \"GET\" (only POST is allowed)","meta":{"twirp_invalid_route":"GET /twirp/acme.v1.Store/ListItems"}}`, rung.KindInvalid},
		{"twirp content type", "http", 404, "", `{"code":"bad_route","msg":"unexpected Content-Type: \"text/plain\"","meta":{"twirp_invalid_route":"POST /twirp/acme.v1.Store/ListItems"}}`, rung.KindInvalid},
		{"twirp go client", "", 0, "", `twirp error bad_route: unsupported method "GET" (only POST is allowed)`, rung.KindInvalid},
		{"near miss: twirp not_found", "http", 404, "", `{"code":"not_found","msg":"item w1291-9 not found"}`, rung.KindPremise},
		{"near miss: kin security", "http", 401, "", "security requirements failed: authorization header is missing", rung.KindDenied},
	})
}
