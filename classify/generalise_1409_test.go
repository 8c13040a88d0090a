package classify

import "testing"

// First run at d0dc601d: 25/34 overall, 4/13 tricky.
// Fixed: i1409-tinyproxy-connect-port-access-violation and i1409-tinyproxy-connect-filtered, i1409-proxy-points-at-api-not-found (proxyconnect.go connectRefusal); i1409-env-proxy-malformed-port-lookup-http (goerr.go schemeAsHost); i1409-squid-only-if-cached-miss-504 (httppreset.go case 504).
// Tolerated: i1409-squid-reply-too-big-403: denied vs premise (ruling, the lead's after set 1686, httppreset.go case 403): squid's ERR_TOO_BIG under 403 is the proxy operator's size policy, denied; the line read the proxy's limit as the route's.
// Tolerated: i1409-squid-zero-sized-reply-post: transient vs ambiguous (ruling, taxonomy's transport rows: a lost connection is transient and a POST's unknown outcome is the attempt's effect, guarded by the idempotency key): the HTTP line carries no method either.
// Tolerated: i1409-squid-read-timeout-post: transient vs ambiguous (ruling, as above; a timeout is transient): the 504 page names no method.
// Tolerated: i1409-tinyproxy-idle-timeout-eof-post: transient vs ambiguous (ruling: io.EOF is transient; net/http "cannot rewind body after connection loss" reads transient with the POST's outcome left to the idempotency key).
func TestIndependentCases1409(t *testing.T) {
	runIndependent(t, "testdata/independent1409.jsonl", true, "i1409-squid-reply-too-big-403", "i1409-squid-zero-sized-reply-post", "i1409-squid-read-timeout-post", "i1409-tinyproxy-idle-timeout-eof-post")
}

// TestGeneralise1409ConnectPhrase holds Go net/http's rendering of a
// proxy's non-200 answer to CONNECT, `<Method> "https://...": <reason
// phrase>` (transport.go dialConn), read by the phrase: tinyproxy's 403
// reasons "Access violation" (ConnectPort) and "Filtered" (Filter) are the
// operator's policy, denied; a 404 or 405 to CONNECT says the configured
// proxy is no forward proxy, invalid. Near misses: the standard phrases keep
// the generic reading, a longer tail or an http URL (no CONNECT) is not the
// shape, and a program's "Access violation at address" is no proxy.
// Source: tinyproxy src/reqs.c; captured live with tinyproxy 1.11.1 and Go
// 1.26.8 (set 1409).
func TestGeneralise1409ConnectPhrase(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "tinyproxy ConnectPort", protocol: "go", msg: `Get "https://registry.w1409.example:8443/v2/": Access violation`, want: denied},
		{name: "tinyproxy ConnectPort, POST, tool prefix", protocol: "go", msg: `upload failed: Post "https://files.w1409.example:9000/put": Access violation`, want: denied},
		{name: "tinyproxy Filter", protocol: "go", msg: `Put "https://ads.w1409.example/v1/slots": Filtered`, want: denied},
		{name: "tinyproxy Filter, wss", protocol: "go", msg: `Get "wss://stream.w1409.example/feed": Filtered`, want: denied},
		{name: "not a proxy: 404", protocol: "go", msg: `Post "https://api.w1409.example/v1/jobs": Not Found`, want: invalid},
		{name: "not a proxy: 405", protocol: "go", msg: `Get "https://api.w1409.example/v1/jobs": Method Not Allowed`, want: invalid},
		{name: "near miss: standard 403", protocol: "go", msg: `Get "https://api.w1409.example/": Forbidden`, want: denied},
		{name: "near miss: 502 to CONNECT", protocol: "go", msg: `Get "https://api.w1409.example/": Bad Gateway`, want: transient},
		{name: "near miss: 407 to CONNECT", protocol: "go", msg: `Get "https://api.w1409.example/": Proxy Authentication Required`, want: denied},
		{name: "near miss: memory fault", protocol: "go", msg: `exit status 3221225477: Access violation at address 0040A1B2 in module 'tool.exe'`, want: unk},
		{name: "near miss: a tool's 404 status, not CONNECT", protocol: "go", msg: `GET https://api.w1409.example/v1/jobs/77: 404 Not Found`, want: premise},
	})
}

// TestGeneralise1409SchemeAsHost holds a resolver's failure for a host name
// that is a URL scheme's name ("lookup http", curl's "Could not resolve
// host: https"): the URL has its scheme twice, or Go's httpproxy re-read a
// malformed HTTP_PROXY as "http://"+value and took the scheme for the host;
// invalid, repair the address. Names that only start with a scheme's letters
// keep their reading. Source: golang.org/x/net/http/httpproxy parseProxy;
// captured live, HTTP_PROXY=http://proxy.corp:3128:8080 (set 1409).
func TestGeneralise1409SchemeAsHost(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "malformed HTTP_PROXY", protocol: "go", msg: `Get "http://api.w1409.example/ok": proxyconnect tcp: dial tcp: lookup http on 10.0.0.2:53: no such host`, want: invalid},
		{name: "doubled https scheme", protocol: "go", msg: `Post "https://https//api.w1409.example/v1": dial tcp: lookup https: no such host`, want: invalid},
		{name: "DNSError alone", protocol: "go", code: "*net.DNSError", msg: "lookup HTTPS on 127.0.0.53:53: no such host", want: invalid},
		{name: "curl doubled scheme", protocol: "exec", status: 6, msg: "curl: (6) Could not resolve host: http", want: invalid},
		{name: "curl proxy", protocol: "exec", status: 5, msg: "curl: (5) Could not resolve proxy: http", want: invalid},
		{name: "near miss: httpbin", protocol: "go", msg: `Get "https://httpbin.w1409.test/get": dial tcp: lookup httpbin.w1409.test on 10.0.0.2:53: no such host`, want: premise},
		{name: "near miss: host named http.internal", protocol: "go", msg: `Get "http://http.internal/x": dial tcp: lookup http.internal on 10.0.0.2:53: no such host`, want: premise},
		{name: "near miss: proxy host missing", protocol: "go", msg: `Get "https://api.github.com/repos": proxyconnect tcp: dial tcp: lookup proxy.corp.internal on 10.0.0.2:53: no such host`, want: premise},
		{name: "near miss: curl real host", protocol: "exec", status: 6, msg: "curl: (6) Could not resolve host: github.com", want: transient},
	})
}

// TestGeneralise1409OnlyIfCachedMiss holds a cache's 504 to a request that
// carried Cache-Control: only-if-cached and found no stored copy (RFC 9111
// 5.2.1.7; Squid ERR_ONLY_IF_CACHED_MISS): no timeout, the cached copy the
// step rested on is not there, premise. Near misses: a plain 504 and
// Squid's read timeout stay transient. Captured live, squid 5.7 (set 1409).
func TestGeneralise1409OnlyIfCachedMiss(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "squid page", protocol: "http", status: 504, msg: `<blockquote id="error"><p><b>Valid document was not found in the cache and <q>only-if-cached</q> directive was specified.</b></p></blockquote><!-- ERR_ONLY_IF_CACHED_MISS -->`, want: premise},
		{name: "error code", protocol: "http", status: 504, code: "ERR_ONLY_IF_CACHED_MISS", msg: "Gateway Timeout", want: premise},
		{name: "another cache's words", protocol: "http", status: 504, msg: "Not cached: the request had only-if-cached and no stored response is fresh", want: premise},
		{name: "near miss: plain 504", protocol: "http", status: 504, msg: "<html><body><h1>504 Gateway Time-out</h1>The server didn't respond in time.</body></html>", want: transient},
		{name: "near miss: squid read timeout", protocol: "http", status: 504, msg: `<p><b>Read Timeout</b></p><p>A Timeout occurred while waiting to read data from the network.</p><!-- ERR_READ_TIMEOUT -->`, want: transient},
	})
}
