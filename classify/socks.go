package classify

import "strings"

// socksHandshake reads curl's failures of the SOCKS handshake itself,
// exit 97 CURLE_PROXY ("Proxy handshake error", lib/socks.c in curl 7.88):
// the address named with a socks4:// or socks5:// scheme answered, but not
// as a SOCKS server. An HTTP proxy (Squid's http_port) closes on a SOCKS4
// request ("connection to proxy closed") or answers a SOCKS5 greeting in
// HTTP ("Received invalid version in initial SOCKS5 response.", "SOCKS4
// reply has wrong version, version should be 0."): the proxy setting is
// wrong, repair its scheme or port (invalid). A SOCKS server's refusal of
// the client keeps denied ("User was rejected by the SOCKS5 server", "No
// authentication method was acceptable."), and a close without curl's
// (97) keeps the rest of the text's reading. Go's net/http SOCKS5 dialer
// (socks_bundle.go, errors under the "socks connect" op) says the same in
// its words: "unexpected protocol version 72" (an HTTP reply's "H") is
// invalid, "no acceptable authentication methods" and
// "username/password authentication failed" denied. Set 1686, curl 7.88.1
// against squid 5.7, live; Go 1.26's socks_bundle.go.
func socksHandshake(text string) (Result, bool) {
	if !strings.Contains(text, "SOCKS") && !strings.Contains(text, "(97)") && !strings.Contains(text, "socks connect") {
		return Result{}, false
	}
	if strings.Contains(text, "socks connect") {
		switch {
		case hasAny(text, "no acceptable authentication methods", "username/password authentication failed"):
			return verdict(denied, "the SOCKS server refused this client's authentication")
		case hasFold(text, "unexpected protocol version"):
			return verdict(invalid, "the proxy address does not speak SOCKS5 (Go's dialer got another protocol's reply): repair the proxy scheme or port")
		}
		return Result{}, false
	}
	if hasAny(text, "user was rejected by the socks5 server", "no authentication method was acceptable") {
		return verdict(denied, "the SOCKS server refused this client's authentication")
	}
	if hasAny(text, "received invalid version in initial socks5 response", "socks4 reply has wrong version") ||
		(strings.Contains(text, "(97)") && hasFold(text, "connection to proxy closed")) {
		return verdict(invalid, "the proxy address does not speak SOCKS (curl 97, proxy handshake): repair the proxy scheme or port")
	}
	return Result{}, false
}
