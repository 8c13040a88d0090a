package http

import (
	"errors"
	"fmt"
	"net"
	nethttp "net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/tool/internal/arg"
	"github.com/rungkit/rung/tool/internal/verdict"
)

// The sandbox is checked in three places, so that no request leaves
// unchecked: resolve checks the call's URL after resolving it against the
// base URL; the client's CheckRedirect checks every redirect hop before it
// is sent; guard checks every request the transport is handed, in case a
// URL changed between the check and the send.

// Failure codes of sandbox refusals, so the signatures of different
// refusals differ and a test can tell which check fired.
const (
	codeHost     = "host_not_allowed"
	codeRedirect = "redirect_not_allowed"
	codeURL      = "url_not_allowed"
	codeMethod   = "method_not_allowed"
)

// origin is where a request goes: scheme, lower-case host without
// brackets, and port with the scheme's default filled in.
type origin struct{ scheme, host, port string }

func originOf(u *url.URL) origin {
	port := u.Port()
	if port == "" {
		port = defaultPort(u.Scheme)
	}
	return origin{u.Scheme, strings.ToLower(u.Hostname()), port}
}

func (o origin) String() string {
	if o.port == defaultPort(o.scheme) {
		h := o.host
		if strings.Contains(h, ":") {
			h = "[" + h + "]"
		}
		return o.scheme + "://" + h
	}
	return o.scheme + "://" + net.JoinHostPort(o.host, o.port)
}

func defaultPort(scheme string) string {
	switch scheme {
	case "http":
		return "80"
	case "https":
		return "443"
	}
	return ""
}

// hostRule is one allowed_hosts entry; port "" allows only the scheme's
// default port, so naming a host does not open its other services.
type hostRule struct{ host, port string }

func parseHostRule(s string) (hostRule, error) {
	const want = "want a host or host:port (no scheme, path or user info)"
	if s == "" || strings.ContainsAny(s, "/\\@?#% \t\r\n") {
		return hostRule{}, errors.New(want)
	}
	if ip := net.ParseIP(s); ip != nil {
		return hostRule{host: strings.ToLower(s)}, nil
	}
	if strings.HasPrefix(s, "[") && strings.HasSuffix(s, "]") {
		if net.ParseIP(s[1:len(s)-1]) == nil {
			return hostRule{}, errors.New("not an IP literal inside the brackets")
		}
		return hostRule{host: strings.ToLower(s[1 : len(s)-1])}, nil
	}
	if !strings.Contains(s, ":") {
		return hostRule{host: strings.ToLower(s)}, nil
	}
	h, p, err := net.SplitHostPort(s)
	if err != nil || h == "" {
		return hostRule{}, errors.New(want)
	}
	if strings.HasPrefix(s, "[") && net.ParseIP(h) == nil {
		return hostRule{}, errors.New("not an IP literal inside the brackets")
	}
	n, err := strconv.Atoi(p)
	if err != nil || n < 1 || n > 65535 || strconv.Itoa(n) != p {
		return hostRule{}, fmt.Errorf("port %q: want a number from 1 to 65535", p)
	}
	return hostRule{host: strings.ToLower(h), port: p}, nil
}

func (c *Client) hostAllowed(o origin) bool {
	for _, r := range c.hosts {
		if r.host == o.host && (r.port == o.port || r.port == "" && o.port == defaultPort(o.scheme)) {
			return true
		}
	}
	return false
}

// sandboxed reports whether the client confines where requests go; an
// ambiguous URL is then a possible escape (denied), not just a typo
// (invalid).
func (c *Client) sandboxed() bool { return c.base != nil || len(c.hosts) > 0 }

// resolve parses the call's URL, resolves it against the base URL and
// checks the result.
func (c *Client) resolve(raw string, secrets []string) (*url.URL, *rung.Failure) {
	if why := ambiguousText(raw); why != "" {
		return nil, c.refuseURL(redact(raw, secrets), why)
	}
	u, err := url.Parse(raw)
	if err != nil {
		return nil, arg.Invalid("http", "argument \"url\": %s", redact(err.Error(), secrets))
	}
	if why := c.ambiguousURL(u); why != "" {
		return nil, c.refuseURL(redactURL(u), why)
	}
	if c.base != nil && !u.IsAbs() {
		// A scheme-relative "//host/x" is not absolute and brings its own
		// host: the check below runs on the result, never on the input.
		u = c.base.ResolveReference(u)
	}
	if f := c.allow(u); f != nil {
		return nil, f
	}
	return u, nil
}

// ambiguousText reports why a raw URL may name different hosts to
// different parsers (browsers and many servers read a backslash as a
// slash; a leading space hides a scheme-relative URL), or "".
func ambiguousText(raw string) string {
	if raw != strings.TrimSpace(raw) {
		return "it starts or ends with white space"
	}
	for i := 0; i < len(raw); i++ {
		switch b := raw[i]; {
		case b == '\\':
			return "it contains a backslash, which many clients and servers read as a slash"
		case b < 0x20 || b == 0x7f:
			return "it contains a control character"
		}
	}
	return ""
}

// ambiguousURL reports why a parsed call URL may lead elsewhere than its
// host says, or "".
func (c *Client) ambiguousURL(u *url.URL) string {
	switch {
	case strings.Contains(u.Path, `\`):
		return "its path decodes to a backslash, which many servers read as a slash"
	case strings.HasPrefix(u.Path, "//"):
		// "///host/x" or "/%2Fhost/x": the path reads as a host to anyone
		// who resolves it again.
		return "its path starts with //, which reads as another host"
	case u.Scheme == "" && u.Host != "" && c.base == nil:
		return "it is scheme-relative (//host) and there is no base URL to take a scheme from"
	case u.User != nil && c.sandboxed():
		return "it carries user info (user@host), which hides the host it goes to; put credentials in the configured headers"
	}
	return ""
}

// allow checks where a request goes: the base URL's origin, http or https,
// a host, and the allowed hosts. It runs on the call's resolved URL, on
// every redirect hop and on every request the transport sees.
func (c *Client) allow(u *url.URL) *rung.Failure {
	o := originOf(u)
	if c.base != nil && o != originOf(c.base) {
		return c.denied(u, codeHost, fmt.Sprintf("host %q refused: %s", u.Host, c.allowedSet()))
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return arg.Invalid("http", "argument \"url\": want an http or https URL, got %q", redactURL(u))
	}
	if u.Host == "" {
		return arg.Invalid("http", "argument \"url\": no host in %q", redactURL(u))
	}
	if len(c.hosts) > 0 && !c.hostAllowed(o) {
		return c.denied(u, codeHost, fmt.Sprintf("host %q refused: %s", u.Host, c.allowedSet()))
	}
	return nil
}

// redirect checks a redirect hop before it is sent. Only hops within the
// origin of the request are followed: a hop elsewhere would carry the
// configured credentials (net/http forwards custom headers, and
// Authorization to the same IP on another port) and, after a 307 or 308,
// the method and body; a hop from https to http would send them in clear.
func (c *Client) redirect(req *nethttp.Request, via []*nethttp.Request) *rung.Failure {
	from, to := originOf(via[len(via)-1].URL), originOf(req.URL)
	if from != to {
		return c.denied(req.URL, codeRedirect, fmt.Sprintf("redirect from %s to %s refused: redirects are followed only within the scheme, host and port of the request", from, to))
	}
	return c.allow(req.URL)
}

// allowedSet says where requests may go, for refusal messages.
func (c *Client) allowedSet() string {
	var parts []string
	if c.base != nil {
		parts = append(parts, "requests stay on the base URL's origin "+originOf(c.base).String())
	}
	if len(c.hosts) > 0 {
		parts = append(parts, "the allowed hosts are "+strings.Join(c.opts.AllowedHosts, ", ")+
			" (an entry without a port allows only port 80 for http and 443 for https)")
	}
	return strings.Join(parts, "; ")
}

func (c *Client) denied(u *url.URL, code, msg string) *rung.Failure {
	t := redactURL(u)
	f := verdict.New(rung.KindDenied, verdict.Sandbox, code, rung.Redact(msg), "http: the request is outside the tool's sandbox", nil)
	f.Target = t
	return f
}

func (c *Client) deniedMethod(method, target string) *rung.Failure {
	msg := fmt.Sprintf("method %q refused: the allowed methods are %s", method, strings.Join(c.methods, ", "))
	if c.opts.ReadOnly {
		msg += " (read_only)"
	}
	f := verdict.New(rung.KindDenied, verdict.Sandbox, codeMethod, rung.Redact(msg), "http: the method is outside the tool's sandbox", nil)
	f.Target = target
	return f
}

// refuseURL refuses an ambiguous call URL: denied when the client has a
// sandbox to escape, invalid when it has none.
func (c *Client) refuseURL(target, why string) *rung.Failure {
	msg := "URL refused: " + why + "; " + c.allowedSet()
	if !c.sandboxed() {
		f := arg.Invalid("http", "argument \"url\": %s", why)
		f.Target = target
		return f
	}
	f := verdict.New(rung.KindDenied, verdict.Sandbox, codeURL, msg, "http: the URL is ambiguous about the host it goes to", nil)
	f.Target = target
	return f
}

// refusal carries a sandbox refusal out of CheckRedirect and the
// transport, through net/http's *url.Error.
type refusal struct{ f *rung.Failure }

func (r *refusal) Error() string { return r.f.Error() }

// guard is the transport's last check: every request it is handed, each
// redirect hop included, must pass allow.
type guard struct {
	c    *Client
	next nethttp.RoundTripper
}

func (g *guard) RoundTrip(r *nethttp.Request) (*nethttp.Response, error) {
	if f := g.c.allow(r.URL); f != nil {
		if r.Body != nil {
			r.Body.Close()
		}
		return nil, &refusal{f}
	}
	return g.next.RoundTrip(r)
}

// sandboxClient returns a copy of hc (the caller's client keeps its own
// settings) whose transport and redirect policy enforce the sandbox. The
// caller's CheckRedirect, if any, runs after the sandbox's check.
func (c *Client) sandboxClient(hc *nethttp.Client) *nethttp.Client {
	cp := nethttp.Client{}
	if hc != nil {
		cp = *hc
	}
	next := cp.Transport
	if next == nil {
		next = nethttp.DefaultTransport
	}
	cp.Transport = &guard{c: c, next: next}
	user := cp.CheckRedirect
	cp.CheckRedirect = func(req *nethttp.Request, via []*nethttp.Request) error {
		if f := c.redirect(req, via); f != nil {
			return &refusal{f}
		}
		if user != nil {
			return user(req, via)
		}
		if len(via) >= 10 {
			return errors.New("stopped after 10 redirects")
		}
		return nil
	}
	return &cp
}
