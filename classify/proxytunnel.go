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
// Other statuses are left to the rest of the text. Set 79.
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
		case 502, 503:
			return verdict(transient, "the proxy could not reach the destination at that moment")
		case 504:
			r, ok := verdict(transient, "the proxy timed out reaching the destination")
			r.Timeout = true
			return r, ok
		}
	}
	return Result{}, false
}
