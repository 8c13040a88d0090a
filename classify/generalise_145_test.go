package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases145 runs held-out set 145: an agent's HTTP API tool
// (Go net/http, one message per failure: "METHOD URL: HTTP status", the
// headers an agent needs and the body, or err.Error()) behind a real nginx
// 1.22 gateway in front of small Go upstreams answering as real APIs do
// (RFC 9457 problem+json, JSON:API error arrays, GraphQL 200s with errors,
// a 207 batch, a 202 job that fails, OAuth bearer 401/403, 412/425/429/503
// with Retry-After and RateLimit-*) and nginx's own answers (413, 414, 494,
// 502 bad upstream header and next upstream exhausted, 503 limit_req and
// maintenance, 504, IP allow-list 403, ssl_verify_client 400, a truncated
// chunked body and an HTTP/2 stream reset); 35 lines, 18 tricky, captured
// live and labelled blind from the RFCs, nginx's docs and the dev sample.
// First run at 36cab5e: 31/35 overall, 14/18 tricky. Fixed by class: a
// state stated before its refusal with a short qualifier or another joint
// between them ("was cancelled on 2026-11-30 and cannot be shipped", "is
// closed; no operations are permitted") is premise; a JSON:API 409 for a
// resource type or id that is not the endpoint's is invalid; a 207
// Multi-Status whose items succeeded and failed is ambiguous.
// Tolerated: i145-graphql-200-not-found: premise vs denied: the ruling was revised after set 1148 (sets 905, 930, 1026, 1057 and 1148 read GitHub's GraphQL repository NOT_FOUND as the REST 404 that hides a private repository, denied; this set alone read it premise)
func TestIndependentCases145(t *testing.T) {
	runIndependent(t, "testdata/independent145.jsonl", true, "i145-graphql-200-not-found")
}

// TestGeneralise145Classes checks set 145's three classes in other
// software's words, and the near misses that must keep their kind.
func TestGeneralise145Classes(t *testing.T) {
	for _, tc := range []struct {
		protocol string
		status   int
		msg      string
		want     rung.Kind
	}{
		// A state, a qualifier, then the refusal. A Rails billing API's
		// subscription (Stripe's canceled subscriptions "cannot be
		// resumed" once ended, worded by the app).
		{"http", 422, `{"error":"Subscription sub_9 was canceled by the customer and cannot be resumed."}`, rung.KindPremise},
		// A booking service's check-in refused for a cancelled booking, the
		// time between state and refusal.
		{"http", 422, `{"detail":"Booking bk_7 was cancelled at 09:30 and cannot be checked in."}`, rung.KindPremise},
		// The joint is a comma or semicolon, the refusal "no ... may be":
		// the accounting-period wording of set 28 and the customer wording
		// of set 106 (PostgreSQL RAISEs), here behind an HTTP 400.
		{"http", 400, `{"error":"Period 2026-10 is closed, no journal entries may be posted."}`, rung.KindPremise},
		{"http", 400, `{"message":"customer 2 is closed; no new invoices may be issued"}`, rung.KindPremise},

		// JSON:API 409s for the request's own type or id (jsonapi.org
		// "A server MUST return 409 Conflict when processing a POST request
		// in which the resource object's type is not among the type(s)
		// ..."): laravel-json-api's RESOURCE_UNSUPPORTED_TYPE and
		// RESOURCE_UNSUPPORTED_ID, jsonapi-resources' TYPE_MISMATCH text.
		{"http", 409, `{"errors":[{"status":"409","title":"Unsupported Resource","detail":"Resource 'people' is not among the type(s) supported by this endpoint. Expecting only 'articles' resources.","code":"unsupported-type"}]}`, rung.KindInvalid},
		{"http", 409, `{"errors":[{"status":"409","title":"Unsupported Resource","detail":"Resource id '7' is not supported by this endpoint. Expecting only resource '5'.","code":"unsupported-id"}]}`, rung.KindInvalid},
		{"http", 409, `{"errors":[{"code":"110","status":"409","title":"Type Mismatch","detail":"people is not a valid type for this operation."}]}`, rung.KindInvalid},
		// Near misses: a client-generated id that already exists stays
		// conflict (jsonapi.org's other 409); an operation in progress
		// stays a wait (Azure AnotherOperationInProgress, set 119).
		{"http", 409, `{"errors":[{"status":"409","title":"Conflict","detail":"A photo with client-generated id 'c0ffee00-0000-4000-8000-000000000001' already exists.","source":{"pointer":"/data/id"}}]}`, rung.KindConflict},
		{"http", 409, `{"error":{"code":"AnotherOperationInProgress","message":"Another operation is in progress on the resource 'web-app'. Please retry after the operation completes."}}`, rung.KindTransient},

		// 207s whose items came out both ways: RFC 4918 9.1 PROPFIND
		// (propstat 200 and 403), Nextcloud/sabre PROPPATCH (200 and 403).
		{"http", 207, "<?xml version=\"1.0\" encoding=\"utf-8\" ?>\n<D:multistatus xmlns:D=\"DAV:\"><D:response xmlns:R=\"http://ns.example.com/boxschema/\"><D:href>http://www.example.com/file</D:href><D:propstat><D:prop><R:bigbox/><R:author/></D:prop><D:status>HTTP/1.1 200 OK</D:status></D:propstat><D:propstat><D:prop><R:DingALing/><R:Random/></D:prop><D:status>HTTP/1.1 403 Forbidden</D:status><D:responsedescription> The user does not have access to the DingALing property.</D:responsedescription></D:propstat></D:response></D:multistatus>", rung.KindAmbiguous},
		{"http", 207, "<?xml version=\"1.0\"?>\n<d:multistatus xmlns:d=\"DAV:\" xmlns:s=\"http://sabredav.org/ns\" xmlns:oc=\"http://owncloud.org/ns\"><d:response><d:href>/remote.php/dav/files/agent/notes.md</d:href><d:propstat><d:prop><oc:favorite/></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat><d:propstat><d:prop><oc:owner-id/></d:prop><d:status>HTTP/1.1 403 Forbidden</d:status></d:propstat></d:response></d:multistatus>", rung.KindAmbiguous},
		// RFC 4918 9.6.2's DELETE 207 lists only the member it could not
		// delete (423 Locked): the others were deleted, the call worked in
		// part (the lead's 207 ruling; sets 333 and 336 label it so).
		{"http", 207, "<?xml version=\"1.0\" encoding=\"utf-8\" ?>\n<d:multistatus xmlns:d=\"DAV:\"><d:response><d:href>http://www.example.com/container/resource3</d:href><d:status>HTTP/1.1 423 Locked</d:status><d:error><d:lock-token-submitted/></d:error></d:response></d:multistatus>", rung.KindAmbiguous},
	} {
		if got := Classify(Input{Protocol: tc.protocol, Status: tc.status, Message: tc.msg}).Kind; got != tc.want {
			t.Errorf("%s %d %q: got %s, want %s", tc.protocol, tc.status, tc.msg, got, tc.want)
		}
	}
	// Near misses of the state-then-refusal reading: a handle the program
	// holds (capnp-swift's "The connection is closed; no new work is
	// accepted.") is not a record's state.
	for _, msg := range []string{
		"The connection is closed; no new work is accepted.",
		"stream is closed, no more data can be written",
	} {
		if got := Classify(Input{Message: msg}).Kind; got == rung.KindPremise {
			t.Errorf("%q: got premise, want a handle's state (not premise)", msg)
		}
	}
}
