package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases676 runs held-out set 676: Go HTTP client libraries (x/oauth2, go-retryablehttp, resty, net/http proxies and redirects, ReverseProxy, HTTP/2 GOAWAY/RST_STREAM) captured live, labelled blind.
// First run at dcaddb5: 26/30 overall, 12/16 tricky.
// Tolerated: i676-h2-goaway-protocol-header-ibis: invalid vs transient (goerr.go "server sent goaway": a GOAWAY ends the connection and a new one serves the request; only ENHANCE_YOUR_CALM, HTTP_1_1_REQUIRED and INADEQUATE_SECURITY are read otherwise): the set reads the debug data naming the request's header, the ruling reads the GOAWAY; a real Go client validates header values before sending ("http2: invalid header field value"), so the line's server is the unusual side and both readings hold.
// Tolerated: i676-json-decode-envoy-page: ambiguous vs invalid (taxonomy set 329 and goerr.go "invalid character": a bare Go JSON syntax error with no status and no '<' may be the call's own JSON, so it stays invalid; markup '<' reads ambiguous): the set knew the bytes were a proxy's reply, the message alone does not say so.
func TestIndependentCases676(t *testing.T) {
	runIndependent(t, "testdata/independent676.jsonl", true,
		"i676-h2-goaway-protocol-header-ibis",
		"i676-json-decode-envoy-page",
	)
}

// TestGeneralise676 checks the classes that held-out set 676's misses
// named, on the set's own line and other software's wording of the same
// class, with near misses that keep their kind.
func TestGeneralise676(t *testing.T) {
	cases := []wordingCase{
		// A retrying wrapper's give-up with no cause named: its policy
		// retried only what time cures (retriesspent.go).
		{"retries spent, bare: set 676 i676-retryablehttp-giveup-503-gannet (go-retryablehttp v0.7.8)", "http", 0, "", "GET http://127.0.0.1:23760/always503/ledger-gannet giving up after 3 attempt(s)", rung.KindTransient},
		{"retries spent, bare: go-retryablehttp v0.7.8 after 429s with Retry-After (captured live)", "http", 0, "", "GET http://127.0.0.1:23760/rate/geocode-kiwi giving up after 2 attempt(s)", rung.KindTransient},
		{"retries spent, bare: go-retryablehttp before v0.7 (\"giving up after %d attempts\"), as Terraform providers print it", "", 0, "", "POST https://vault.internal.test/v1/auth/token/renew-self giving up after 5 attempts", rung.KindTransient},
		{"retries spent, bare: resilience4j MaxRetriesExceeded", "", 0, "", "io.github.resilience4j.retry.MaxRetriesExceeded: Retry 'inventoryApi' has exhausted all attempts (3)", rung.KindTransient},
		{"retries spent, bare: Reactor RetryBackoffSpec retryExhausted", "", 0, "", "reactor.core.Exceptions$RetryExhaustedException: Retries exhausted: 3/3", rung.KindTransient},
		// Near misses: a give-up that names its cause is read by the cause.
		{"near miss: go-retryablehttp give-up naming a bad scheme (captured live, set 676) stays invalid", "http", 0, "", `GET gopher://127.0.0.1:23760/feeds/skua giving up after 1 attempt(s): Get "gopher://127.0.0.1:23760/feeds/skua": unsupported protocol scheme "gopher"`, rung.KindInvalid},
		{"near miss: go-retryablehttp give-up naming a redirect loop (captured live, set 676) stays premise", "http", 0, "", `GET http://127.0.0.1:23760/loop/cormorant giving up after 1 attempt(s): Get "/loop/cormorantxxxxxxxxxx": stopped after 10 redirects`, rung.KindPremise},

		// An OAuth token response that decoded but holds no token
		// (undecodable.go undecodableWords).
		{"token missing from response: set 676 i676-oauth2-missing-access-token (golang.org/x/oauth2)", "http", 200, "", "oauth2: server response missing access_token", rung.KindAmbiguous},
		{"token missing from response: google-auth google/oauth2/_client.py RefreshError (access token)", "", 0, "", "google.auth.exceptions.RefreshError: ('No access token in response.', {'id_token': 'eyJhbGciOiJSUzI1NiJ9.e30.sig'})", rung.KindAmbiguous},
		{"token missing from response: google-auth _client.py id_token_jwt_grant RefreshError (ID token)", "", 0, "", "google.auth.exceptions.RefreshError: ('No ID token in response.', {'access_token': 'ya29.a0AfB', 'expires_in': 3599})", rung.KindAmbiguous},
		{"token missing from response: openid-client TokenSet.claims()", "", 0, "", "TypeError: id_token not present in TokenSet", rung.KindAmbiguous},
		{"token missing from response: NextAuth callback quoting openid-client", "", 0, "", "[next-auth][error][OAUTH_CALLBACK_ERROR] id_token not present in TokenSet", rung.KindAmbiguous},
		// Near misses: a request that carried no token, and a token the
		// client cannot renew, stay denied.
		{"near miss: a resource server refusing a request without a token stays denied", "http", 400, "invalid_request", `{"error":"invalid_request","error_description":"Missing access token"}`, rung.KindDenied},
		{"near miss: golang.org/x/oauth2 expired token without a refresh token (captured live, set 676) stays denied", "", 0, "", `Get "http://127.0.0.1:23760/api/invoices/ibis-204": oauth2: token expired and refresh token is not set`, rung.KindDenied},
	}
	runWordingCases(t, cases)
}
