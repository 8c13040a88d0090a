package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases176 runs held-out set 176: openai-go v3 and anthropic-sdk-go v2
// misconfigured on a first deploy (nginx 1.22's own 404/405/413/401/403/502/503/504 pages,
// a 301 to https, a self-signed certificate, HTTPS_PROXY refused or 407, a base URL without
// or with a doubled /v1, a web page at the base URL, missing or wrong keys, an org mismatch,
// an Azure deployment that does not exist and a missing api-version, a model not served,
// request timeouts, the SDKs' retries spent on 500/429/529), captured live, labelled blind.
// First run at 72572d5: 29/35 overall, 8/12 tricky. Fixed by class: a redirect the client
// refuses to follow (openai-go's origin guard, undici "unexpected redirect") is premise.
// Tolerated: i176-oa-v1-missing: invalid vs premise; set 4 openai-404-invalid-url, sets 21, 54, 61 read "Invalid URL" as invalid.
func TestIndependentCases176(t *testing.T) {
	runIndependent(t, "testdata/independent176.jsonl", true,
		"i176-oa-v1-missing")
}

// TestGeneraliseRedirectRefused176: a client that refuses to follow the
// server's redirect (to another origin, or at all) proves the configured
// URL is not where the service answers (an http:// base URL that the
// server sends to https://, an API moved behind another host): premise,
// as a redirect loop or an unparseable Location (redirectWords,
// goStdlibWords). Set 176, captured live.
func TestGeneraliseRedirectRefused176(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// openai-go v3 internal/requestconfig/origin.go: the origin guard on redirects (live, nginx 301 to https).
		{"openai-go origin guard", "go", 0, "*url.Error", `Post "https://127.0.0.1:31762/v1/chat/completions": requestconfig: request URL origin must match the configured base URL`, rung.KindPremise},
		{"openai-go origin guard, text only", "", 0, "", `tool ask_model: Post "https://llm.internal/v1/responses": requestconfig: request URL origin must match the configured base URL`, rung.KindPremise},
		// undici fetch with redirect: 'error' (lib/web/fetch/index.js makeNetworkError('unexpected redirect')).
		{"undici redirect error", "", 0, "", "TypeError: fetch failed\n  [cause]: Error: unexpected redirect", rung.KindPremise},
		// Near-misses keep their kinds: a redirect loop (premise), a bad URL the caller built (invalid), TLS to a plain port (invalid).
		{"go redirect loop", "go", 0, "", `Get "http://127.0.0.1:8080/login": stopped after 10 redirects`, rung.KindPremise},
		{"go missing scheme", "go", 0, "", `Post "127.0.0.1:8080/v1/chat/completions": unsupported protocol scheme ""`, rung.KindInvalid},
		{"openai-go relative path guard", "go", 0, "", "requestconfig: request path must be a relative URL reference", rung.KindInvalid},
	})
}
