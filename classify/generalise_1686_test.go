package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 65209041: 31/34 overall, 11/14 tricky.
func TestIndependentCases1686(t *testing.T) {
	runIndependent(t, "testdata/independent1686.jsonl", true)
}

// TestGeneralise1686SquidPageText holds Squid's error pages read by the
// template's own sentence when the X-Squid-Error header did not come along
// (squid.go squidPageText, gated on the "(squid/" footer): an HTML-to-text
// fetch tool hands over the body only, and deny_info may put any status on
// it. Source: squid 5.7 errors/templates, live. Near misses: the network
// pages (read timeout, zero sized reply) keep the status's reading, the
// same sentence without Squid's footer is not read here, and ERR_TOO_BIG's
// page under 403 is read by the status (httppreset.go: denied since the
// lead's ruling after this set).
func TestGeneralise1686SquidPageText(t *testing.T) {
	const foot = "\nYour cache administrator is webmaster.\nGenerated Mon, 07 Dec 2026 14:00:01 GMT by proxy.example (squid/5.7)"
	runWordingCases(t, []wordingCase{
		{"deny_info 404", "http", 404, "", "ERROR: The requested URL could not be retrieved\nThe following error was encountered while trying to retrieve the URL: http://h/internal/metrics\nAccess Denied.\nAccess control configuration prevents your request from being allowed at this time. Please contact your service provider if you feel this is incorrect." + foot, rung.KindDenied},
		{"deny_info 200 html", "http", 200, "", "<div id=\"content\"><blockquote id=\"error\"><p><b>Access Denied.</b></p></blockquote><p>Access control configuration prevents your request from being allowed at this time.</p><p>Generated Mon, 07 Dec 2026 14:00:01 GMT by proxy.example (squid/6.6)</p><!-- ERR_ACCESS_DENIED -->", rung.KindDenied},
		{"auth 407", "http", 407, "", "ERROR: Cache Access Denied\nCache Access Denied.\nSorry, you are not currently allowed to request http://h/ok from this cache until you have authenticated yourself." + foot, rung.KindDenied},
		{"http version 505", "http", 505, "", "ERROR: The requested URL could not be retrieved\nUnsupported HTTP version\nThis Squid does not accept the HTTP version you are attempting to use." + foot, rung.KindInvalid},
		{"unsup req 501", "http", 501, "", "ERROR: The requested URL could not be retrieved\nUnsupported Request Method and Protocol\nSquid does not support all request methods for all access protocols. For example, you can not POST a Gopher request." + foot, rung.KindInvalid},
		{"only-if-cached 504", "http", 504, "", "ERROR: The requested URL could not be retrieved\nValid document was not found in the cache and only-if-cached directive was specified." + foot, rung.KindPremise},
		{"invalid req 411", "http", 411, "", "ERROR: The requested URL could not be retrieved\nInvalid Request error was encountered while trying to process the request:\nPOST /ok HTTP/1.1\nSome possible problems are:\nMissing or unknown request method." + foot, rung.KindInvalid},
		// Near misses.
		{"read timeout 504", "http", 504, "", "ERROR: The requested URL could not be retrieved\nRead Timeout\nThe system returned: [No Error]\nA Timeout occurred while waiting to read data from the network. The network or server may be down or congested. Please retry your request." + foot, rung.KindTransient},
		{"zero sized 502", "http", 502, "", "ERROR: The requested URL could not be retrieved\nZero Sized Reply\nSquid did not receive any data for this request." + foot, rung.KindTransient},
		{"too big 403 ruling", "http", 403, "", "ERROR: The requested URL could not be retrieved\nThe request or reply is too large.\nIf you are making a GET request, then the item you are trying to download is too large." + foot, rung.KindDenied},
		{"connect fail 503", "http", 503, "", "ERROR: The requested URL could not be retrieved\nConnection to 127.0.0.1 failed.\nThe system returned:\n(111) Connection refused\nThe remote host or network may be down. Please try the request again." + foot, rung.KindTransient},
	})
}

// TestGeneralise1686SocksHandshake holds curl's exit 97 (CURLE_PROXY,
// "Proxy handshake error") for an address that answered but not as a SOCKS
// server (socks.go socksHandshake): invalid, repair the proxy scheme or
// port; a SOCKS server's refusal of the client stays denied. Source: curl
// 7.88 lib/socks.c, live against squid 5.7's HTTP port; Go's net/http
// socks_bundle.go. Near misses: a refused or timed-out proxy (exit 7, 28,
// Go's dial under socks connect) stays transient.
func TestGeneralise1686SocksHandshake(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"socks4 closed", "exec", 97, "97", "curl: (97) connection to proxy closed\nexit status 97", rung.KindInvalid},
		{"socks5 version", "exec", 97, "97", "curl: (97) Received invalid version in initial SOCKS5 response.\nexit status 97", rung.KindInvalid},
		{"socks4 version", "", 0, "", "curl: (97) SOCKS4 reply has wrong version, version should be 0.", rung.KindInvalid},
		{"user rejected", "exec", 97, "97", "curl: (97) User was rejected by the SOCKS5 server (1 1).\nexit status 97", rung.KindDenied},
		{"no auth method", "exec", 97, "97", "curl: (97) No authentication method was acceptable.\nexit status 97", rung.KindDenied},
		{"go http reply", "go", 0, "", `Get "http://127.0.0.1:38601/ok": socks connect tcp 127.0.0.1:38600->127.0.0.1:38601: unexpected protocol version 72`, rung.KindInvalid},
		{"go auth", "go", 0, "", `Get "https://example.com/": socks connect tcp 127.0.0.1:1080->example.com:443: username/password authentication failed`, rung.KindDenied},
		{"go no method", "go", 0, "", `Get "https://example.com/": socks connect tcp 127.0.0.1:1080->example.com:443: no acceptable authentication methods`, rung.KindDenied},
		// Near misses.
		{"go refused", "go", 0, "", `Get "https://example.com/": socks connect tcp 127.0.0.1:1080->example.com:443: dial tcp 127.0.0.1:1080: connect: connection refused`, rung.KindTransient},
		{"refused", "exec", 7, "7", "curl: (7) Failed to connect to 127.0.0.1 port 1080 after 0 ms: Couldn't connect to server\nexit status 7", rung.KindTransient},
		{"timeout", "exec", 28, "28", "curl: (28) Connection timed out after 3000 milliseconds\nexit status 28", rung.KindTransient},
	})
}
