package classify

import (
	"net/netip"
	"strings"

	"github.com/rungkit/rung"
)

// backendLinkPage2xx reports a 200 or 203 whose body is a whole HTML
// document (it opens with "<!doctype html" or "<html") that links to, or
// loads from, the upstream's own address: an absolute href, src or action
// URL whose host is loopback, a private IPv4 range, or a name that calls
// itself internal (a label "internal", "local", "localdomain", "lan",
// "intranet", "svc", "backend" or "upstream", or a bare service name with
// a port, as docker compose's "http://app:3000/"). A reverse proxy that
// was to rewrite those URLs did not (set 1473: nginx's sub_filter leaves a
// gzip-compressed upstream's body as it came, since the module does not
// work on compressed responses; a missing proxy_redirect or a backend
// unaware of its public name does the same), so the call worked and the
// page's links cannot be used from outside: ambiguous, low confidence.
// Read only where no preset recognised the failure, so an intercepted
// error page keeps its words' reading (set 1220); an ordinary page with
// public or relative links stays unknown, as earlier sets' near misses
// (TestGeneralise203, 211, 378, 380, 408) keep it.
func backendLinkPage2xx(status int, body string) bool {
	if status != 200 && status != 203 {
		return false
	}
	t := strings.TrimLeft(body, " \t\r\n\ufeff")
	if !hasPrefixFold(t, "<!doctype html") && !hasPrefixFold(t, "<html") {
		return false
	}
	for _, attr := range [...]string{"href=", "src=", "action="} {
		for i := range foldMatches(t, attr) {
			v := strings.TrimLeft(t[i+len(attr):], `"'`)
			if internalURLHost(v) {
				return true
			}
		}
	}
	return false
}

// internalHostLabels are the labels by which a host name says it is not
// reachable from outside its own network.
var internalHostLabels = [...]string{"internal", "local", "localdomain", "lan", "intranet", "svc", "backend", "upstream", "localhost"}

// internalURLHost reports whether v opens with an http or https URL whose
// host is private (see backendLinkPage2xx).
func internalURLHost(v string) bool {
	switch {
	case hasPrefixFold(v, "http://"):
		v = v[len("http://"):]
	case hasPrefixFold(v, "https://"):
		v = v[len("https://"):]
	default:
		return false
	}
	end := strings.IndexAny(v, "/?#\"' >")
	if end >= 0 {
		v = v[:end]
	}
	host, port := v, ""
	if j := strings.LastIndexByte(v, ':'); j >= 0 {
		host, port = v[:j], v[j+1:]
	}
	host = strings.ToLower(host)
	if host == "" {
		return false
	}
	if privateIPv4(host) {
		return true
	}
	if !strings.Contains(host, ".") {
		// A bare name: localhost, or a compose service with its port.
		return host == "localhost" || (port != "" && host[0] >= 'a' && host[0] <= 'z')
	}
	for label := range strings.SplitSeq(host, ".") {
		for _, l := range internalHostLabels {
			if label == l {
				return true
			}
		}
	}
	return false
}

// privateIPv4 reports a dotted IPv4 address in the loopback, link-local or
// RFC 1918 ranges. A host name is let go before the parser, whose error
// would allocate.
func privateIPv4(h string) bool {
	if h == "" || !isDigitByte(h[0]) {
		return false
	}
	a, err := netip.ParseAddr(h)
	return err == nil && a.Is4() && (a.IsLoopback() || a.IsPrivate() || a.IsLinkLocalUnicast())
}

func backendLinkPageResult() Result {
	return Result{Kind: rung.KindAmbiguous, Reason: "a 2xx HTML page that links to the upstream's own private address: a proxy did not rewrite it (nginx sub_filter on a compressed body, proxy_redirect); the page is unusable from outside", guess: true}
}
