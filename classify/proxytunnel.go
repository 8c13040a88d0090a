package classify

// proxyTunnel reads a forward proxy's refusal of a CONNECT tunnel that a
// client reports with the proxy's status code and no body: curl's
// "CONNECT tunnel failed, response 407" (CURLE_RECV_ERROR 56,
// lib/cf-h1-proxy.c) and Python http.client's "Tunnel connection failed:
// 403 Forbidden". The exit code and the wrapper say "receive error"; the
// status is the proxy's answer and decides, as it would on the proxy's own
// response (RFC 9110 9.3.6: any 2xx means the tunnel is up, anything else
// is the proxy's final answer): 407 the proxy wants credentials and 401 or
// 403 its policy refuses the destination (denied); 502 and 503 the proxy
// could not reach the destination at that moment (transient), 504 on time.
// A 500 is the proxy's own failure to open the tunnel (tinyproxy answers
// "500 Unable to connect" when its connect to the destination fails,
// src/reqs.c): transient. A 400 is the proxy refusing the CONNECT request
// itself (a malformed authority), and a 404, 405 or 501 says the
// configured proxy address is no forward proxy (Go's ServeMux, Apache
// without mod_proxy_connect, Python's http.server "501 Unsupported method
// ('CONNECT')"): both invalid, the proxy setting or the target is
// repaired, as proxyconnect.go reads Go's bare phrases. Other statuses are
// left to the rest of the text. Sets 79 and 1619.
func proxyTunnel(text string) (Result, bool) {
	for _, mark := range [...]string{"connect tunnel failed, response ", "tunnel connection failed: "} {
		i := indexFold(text, mark)
		if i < 0 {
			continue
		}
		code, w := leadingInt(text[i+len(mark):])
		if w != 3 {
			continue
		}
		switch code {
		case 407:
			return verdict(denied, "the proxy refused the tunnel: it wants proxy credentials (407)")
		case 401, 403:
			return verdict(denied, "the proxy's policy refuses a tunnel to this destination")
		case 500, 502, 503:
			return verdict(transient, "the proxy could not reach the destination at that moment")
		case 400:
			return verdict(invalid, "the proxy refused the CONNECT request itself (400): repair the target host:port")
		case 404, 405, 501:
			return verdict(invalid, "the proxy answered CONNECT with 404, 405 or 501: the configured proxy address is not a forward proxy, repair the proxy setting")
		case 504:
			r, ok := verdict(transient, "the proxy timed out reaching the destination")
			r.Timeout = true
			return r, ok
		}
	}
	return Result{}, false
}
