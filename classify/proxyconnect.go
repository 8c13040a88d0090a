package classify

import (
	"strings"

	"github.com/rungkit/rung"
)

// Go's net/http Transport turns a proxy's refusal of CONNECT into an error
// whose whole text after the request's method and quoted URL is the proxy's
// reason phrase: transport.go dialConn takes resp.Status after its code
// ("if resp.StatusCode != 200 { ... return nil, errors.New(text) }"), so
// the client sees `Get "https://host/x": Forbidden` and no status. Only a
// CONNECT answer takes this shape (any other response is returned, not made
// an error), and CONNECT carries only https (or wss) URLs through an HTTP
// proxy. Standard phrases read by the generic words ("Forbidden",
// "Proxy Authentication Required", "Bad Gateway"); these are the phrases
// that say more than their words do (set 1409, captured live):
//
//   - tinyproxy's 403 reasons (src/reqs.c indicate_http_error): "Access
//     violation" for a port outside ConnectPort, "Filtered" for a host its
//     Filter list refuses: the operator's policy, denied (not a program's
//     memory fault, which "access violation at address" is).
//   - tinyproxy's 500 reason "Unable to connect" (its connect to the
//     destination failed, src/reqs.c): the destination is down or refusing
//     at that moment, transient (set 1619).
//   - a 404, 405 or 501 to CONNECT: the configured proxy is not a forward
//     proxy (Go's ServeMux answers 404, Apache without mod_proxy_connect
//     405, Python's http.server 501 "Unsupported method ('CONNECT')"), so
//     the proxy setting is wrong, not the target missing: invalid.
var connectPhrases = [...]struct {
	phrase string
	kind   rung.Kind
	reason string
}{
	{"Access violation", denied, "the proxy refused the CONNECT (tinyproxy \"Access violation\": the port is outside its ConnectPort list): the operator's policy"},
	{"Filtered", denied, "the proxy refused the CONNECT (tinyproxy \"Filtered\": its filter list refuses the host): the operator's policy"},
	{"Unable to connect", transient, "the proxy could not open a connection to the destination (tinyproxy 500 \"Unable to connect\"): retry later"},
	{"Not Found", invalid, "the proxy answered CONNECT with 404: the configured proxy address is not a forward proxy, repair the proxy setting"},
	{"Method Not Allowed", invalid, "the proxy answered CONNECT with 405: the configured proxy address is not a forward proxy, repair the proxy setting"},
	{"Unsupported method ('CONNECT')", invalid, "the proxy answered CONNECT with 501: the configured proxy address is not a forward proxy, repair the proxy setting"},
}

// connectRefusal reads t as Go's CONNECT failure: `<Method> "https://...":
// <phrase>` with the phrase the whole rest of the text (a tool's prefix
// before the method is allowed).
func connectRefusal(t string) (Result, bool) {
	i := strings.Index(t, ` "https://`)
	if i < 0 {
		i = strings.Index(t, ` "wss://`)
		if i < 0 {
			return Result{}, false
		}
	}
	if !goMethodBefore(t[:i]) {
		return Result{}, false
	}
	j := strings.Index(t[i+2:], `": `)
	if j < 0 {
		return Result{}, false
	}
	tail := strings.TrimSpace(t[i+2+j+3:])
	for _, p := range connectPhrases {
		if tail == p.phrase {
			return Result{Kind: p.kind, Reason: p.reason}, true
		}
	}
	return Result{}, false
}

// goMethodBefore reports whether s ends with an HTTP method as net/http's
// url.Error prints it ("Get", "Post", ...), alone or after a separator.
func goMethodBefore(s string) bool {
	for _, m := range [...]string{"Get", "Post", "Put", "Patch", "Delete", "Head", "Options"} {
		if strings.HasSuffix(s, m) {
			k := len(s) - len(m)
			return k == 0 || s[k-1] == ' ' || s[k-1] == ':'
		}
	}
	return false
}
