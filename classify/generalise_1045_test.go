package classify

import "testing"

// First run at 478a8016: 27/28 overall, 13/14 tricky.
// Tolerated: i1045-http-https-to-plain: invalid vs premise (docs/taxonomy.md row "TLS against a plain port or plain HTTP against a TLS port": invalid, "the URL's scheme or port is wrong, as Go's \"server gave HTTP response to HTTPS client\""): a plain net/http client whose URL scheme is wrong; the blind label read the scheme as the endpoint's configuration (premise), the ruling reads it as the call's URL (invalid), and both hold, since the same URL is an argument to a generic HTTP tool and a setting to a configured client.
func TestIndependentCases1045(t *testing.T) {
	runIndependent(t, "testdata/independent1045.jsonl", true, "i1045-http-https-to-plain")
}
