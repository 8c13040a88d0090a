package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at e71663f4: 31/33 overall, 11/13 tricky.
//
// Tolerated: i1217-akamai-409-in-progress: transient vs conflict (the 409 ruling: "transient when the body speaks of try again, in progress, concurrent, lock, ..."): Akamai's docs send the caller to the existingRequestId rather than a retry, but "Request already in progress" is the ruling's own wording, and a wait-then-retry is safe too, so the line is not flipped alone.
func TestIndependentCases1217(t *testing.T) {
	runIndependent(t, "testdata/independent1217.jsonl", true, "i1217-akamai-409-in-progress")
}

// TestGeneralise1217DigestStale holds RFC 7616's stale=true Digest
// challenge: the nonce aged, the credentials stand, so the same call with
// the new nonce succeeds (transient). A Digest challenge without the flag
// or with stale=false, and other 401s that say "stale", stay denied.
func TestGeneralise1217DigestStale(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"apache mod_auth_digest", "http", 401, "", `WWW-Authenticate: Digest realm="private", nonce="RyQ2bxAQBQA=0e7b", algorithm=MD5, qop="auth", stale=true`, rung.KindTransient},
		{"quoted flag, upper case", "http", 401, "", "HTTP/1.1 401 Unauthorized\r\nWWW-Authenticate: Digest realm=\"ipcam\", nonce=\"a1b2c3\", stale=\"TRUE\"", rung.KindTransient},
		{"proxy digest", "http", 407, "", `Proxy-Authenticate: Digest realm="squid", nonce="zx9", qop="auth", stale=true`, rung.KindTransient},
		{"digest without stale", "http", 401, "", `WWW-Authenticate: Digest realm="private", nonce="RyQ2bxAQBQA=0e7b", algorithm=MD5, qop="auth"`, rung.KindDenied},
		{"digest stale=false", "http", 401, "", `WWW-Authenticate: Digest realm="private", nonce="RyQ2bxAQBQA=0e7b", qop="auth", stale=false`, rung.KindDenied},
		{"bearer stale token words", "http", 401, "", `WWW-Authenticate: Bearer realm="api", error="invalid_token", error_description="stale=true token rejected"`, rung.KindDenied},
		{"proxy basic", "http", 407, "", `Proxy-Authenticate: Basic realm="squid"`, rung.KindDenied},
	})
}
