package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 719def2: 46/51 overall, 21/26 tricky.
// Tolerated: i547-cf-520-unknown: unknown vs transient (the status table's "502, 503, other 5xx | transient" row in docs/taxonomy.md, httppreset.go's closing guess "server error"): Cloudflare's own docs call 520 a catch-all for an unexpected origin answer, so nothing says what is false, yet an origin that answered oddly once is, like any 5xx, most often a passing fault and one retry is what both readings do first.
func TestIndependentCases547(t *testing.T) {
	runIndependent(t, "testdata/independent547.jsonl", true, "i547-cf-520-unknown")
}

// TestGeneralise547 holds the classes set 547's misses showed.
func TestGeneralise547(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// A nonstandard 5xx whose reason phrase is an authentication, with
		// the phrase on the status line of a wire-form message (the text
		// after the status line is all headers).
		{"curl -i: ALB 561 behind authenticate-oidc", "http", 0, "", "HTTP/1.1 561 Unauthorized\r\nServer: awselb/2.0\r\nDate: Fri, 04 Dec 2026 13:40:00 GMT\r\nContent-Length: 0", rung.KindDenied},
		{"Go httputil.DumpResponse: ALB 561", "http", 561, "", "HTTP/1.1 561 Unauthorized\r\nContent-Length: 0\r\nServer: awselb/2.0\r\n\r\n", rung.KindDenied},
		{"wget -S: ALB 561 over HTTP/1.0", "http", 0, "", "HTTP/1.0 561 Unauthorized\nServer: awselb/2.0\nConnection: close", rung.KindDenied},
		{"Python http.client status line and headers: ALB 561 with a body", "http", 561, "", "HTTP/1.1 561 Unauthorized\nServer: awselb/2.0\nContent-Type: text/html\n\n<html><body>561</body></html>", rung.KindDenied},
		// An ALB's 561 reads denied by its Server header alone, since the
		// load balancer uses 561 for nothing else (cdn.go gatewayCause,
		// the lead after set 986); another server's bare 561 stays a
		// server error.
		{"ALB 561 with no reason phrase", "http", 0, "", "HTTP/1.1 561 \nServer: awselb/2.0", rung.KindDenied},
		{"near miss: another server's 561 with no reason phrase stays a server error", "http", 0, "", "HTTP/1.1 561 \nServer: nginx", rung.KindTransient},
		{"near miss: Cloudflare 530 status line keeps its reading", "http", 0, "", "HTTP/1.1 530 \nServer: cloudflare\n\nerror code: 1033", rung.KindPremise},

		// A credential header named by itself after "missing", under a 400.
		{"Hasura 400 invalid-headers (JWT mode)", "http", 400, "invalid-headers", `{"path":"$","error":"Missing 'Authorization' or 'Cookie' header in JWT authentication mode","code":"invalid-headers"}`, rung.KindDenied},
		{"APISIX basic-auth (t/plugin/basic-auth.t) under a 400", "http", 400, "", `{"message":"Missing authorization in request"}`, rung.KindDenied},
		{"Netty UnauthorizedException (Java)", "http", 400, "", "Missing 'Authorization' or 'Cookie' header", rung.KindDenied},
		{"axum AppError::BadRequest", "http", 400, "", "Missing X-API-Key header", rung.KindDenied},
		{"near miss: OAuth token endpoint's missing authorization code", "http", 400, "invalid_request", `{"error":"invalid_request","error_description":"Missing authorization code"}`, rung.KindInvalid},
		{"near miss: missing content headers stay the call's", "http", 400, "", "Missing Content-Type or Accept headers", rung.KindInvalid},

		// Apigee's QuotaViolation with the limit's figure blank or between
		// the words, as the APIs it fronts pass it on.
		{"NYTimes API (Apigee) QuotaViolation", "http", 429, "", `{"fault":{"faultstring":"Rate limit quota violation. Quota limit  exceeded. Identifier : 5c99e130-2e7e-4264-813a-f994f100d1f2","detail":{"errorcode":"policies.ratelimit.QuotaViolation"}}}`, rung.KindPremise},
		{"KBank API developerMessage (Apigee)", "http", 429, "429", `{"errorCode": "429", "errorMessage": "Too Many Request.", "developerMessage": "Rate limit quota violation. Quota limit  exceeded. Identifier : ffffffff-ffff-4fff-ffff-ffffffffffff", "moreInfo": null}`, rung.KindPremise},
		{"Apigee faultstring as a client logs it", "http", 429, "", "Rate limit quota violation. Quota limit  exceeded. Identifier : _default", rung.KindPremise},
		{"Apigee Edge with a zero figure", "http", 429, "", "Rate limit quota violation. Quota limit : 0 exceeded. Identifier : _default", rung.KindPremise},
		{"near miss: Apigee SpikeArrest stays a rate", "http", 429, "policies.ratelimit.SpikeArrestViolation", `{"fault":{"faultstring":"Spike arrest violation. Allowed rate : 10ps","detail":{"errorcode":"policies.ratelimit.SpikeArrestViolation"}}}`, rung.KindTransient},
		{"near miss: a per-minute quota limit stays a rate", "http", 429, "", "Quota limit  exceeded: 60 requests per minute", rung.KindTransient},

		// An API gateway's 404 for a URL no deployed API's base path matches.
		{"Gravitee gateway 404", "http", 404, "", "No context-path matches the request URI.", rung.KindInvalid},
		{"Gravitee gateway 404 as JSON", "http", 404, "", `{"message": "No context-path matches the request URI."}`, rung.KindInvalid},
		{"Kong proxy 404", "http", 404, "", `{"message":"no Route matched with those values"}`, rung.KindInvalid},
		{"APISIX 404", "http", 404, "", `{"error_msg":"404 Route Not Found"}`, rung.KindInvalid},
		{"near miss: Apigee's backend 404 for a missing order stays premise", "http", 404, "", `{"fault":{"faultstring":"Order ord_w547 not found","detail":{"errorcode":"orders.NotFound"}}}`, rung.KindPremise},
		{"near miss: Go ServeMux 404 page stays premise", "http", 404, "", "404 page not found", rung.KindPremise},
	})
}
