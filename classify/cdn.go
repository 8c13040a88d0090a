package classify

import "strings"

// cloudflareCodes are Cloudflare's 1xxx errors, by
// developers.cloudflare.com/support/troubleshooting/http-status-codes/cloudflare-1xxx-errors/.
// Cloudflare sends them with whatever HTTP status suits its edge (403, 409,
// 429, 530), so the number, not the status, says what is false: a DNS
// record of the site (premise), a request that reached Cloudflare the wrong
// way (invalid), a firewall or ban on the caller (denied), a rate (transient).
var cloudflareCodes = map[int]numbered{
	1000: {premise, "DNS points to a prohibited IP (the site's DNS record)"},
	1001: {premise, "DNS resolution error (the site's DNS record)"},
	1002: {premise, "DNS points to a prohibited IP (the site's DNS record)"},
	1003: {invalid, "direct IP access not allowed: request the host name"},
	1004: {premise, "the host is not configured to serve web traffic"},
	1006: {denied, "the caller's IP address is banned"},
	1007: {denied, "the caller's IP address is banned"},
	1008: {denied, "the caller's IP address is banned"},
	1009: {denied, "the caller's country or region is banned"},
	1010: {denied, "the caller's browser signature is banned"},
	1011: {denied, "hotlinking denied"},
	1012: {denied, "access denied"},
	1013: {invalid, "the HTTP host name and the TLS SNI differ"},
	1014: {premise, "a CNAME across Cloudflare accounts is not allowed (the site's DNS setup)"},
	1015: {transient, "rate limited"},
	1016: {premise, "origin DNS error (the site's DNS record)"},
	1018: {premise, "could not find the host (the site's DNS setup)"},
	1020: {denied, "a firewall rule refuses the caller"},
	1023: {premise, "could not find the host (the site's DNS setup)"},
	1033: {premise, "the site's tunnel is not connected (cloudflared is not running)"},
	1034: {premise, "the site's DNS points to a restricted edge IP"},
	1035: {invalid, "an invalid request rewrite"},
	1036: {invalid, "an invalid request rewrite"},
	1037: {invalid, "an invalid rewrite rule"},
	1027: {premise, "the Worker has used its free tier daily request limit (until the daily reset or an upgrade)"},
	1104: {premise, "the Worker script is not found"},
	1200: {transient, "too many requests queued at the cache"},
}

// cloudflarePage reads the 1xxx number of a Cloudflare error page ("Error
// <span>1016</span>" in HTML, "error code: 1020" in its plain-text form).
func cloudflarePage(c *ctx) (Result, bool) {
	t := c.text
	if !hasFold(t, "cloudflare") && !((c.status/100 == 4 || c.status == 530) && cloudflareTerse(t)) {
		return Result{}, false
	}
	n := 0
	for _, cue := range [...]string{"error <span>", "error code: ", "error code "} {
		if i := indexFold(t, cue); i >= 0 {
			if v, w := leadingInt(t[i+len(cue):]); w == 4 {
				n = v
				break
			}
		}
	}
	if n == 0 {
		n = renderedRayError(t)
	}
	if n == 0 {
		return Result{}, false
	}
	cf, ok := cloudflareCodes[n]
	if !ok {
		return Result{}, false
	}
	return Result{Kind: cf.kind, Code: itoa(n), Reason: "cloudflare " + itoa(n) + ": " + cf.reason}, true
}

// gatewayCause reads a gateway's 5xx page for a cause it names: a name that
// does not resolve (premise: the origin's DNS record), or an authentication
// the gateway ran (ALB's 561 "Unauthorized" when the identity provider
// refused the user: denied). A status outside the standard 5xx codes has
// no meaning of its own beyond "the server's side", so its reason phrase
// decides.
func gatewayCause(c *ctx) (Result, bool) {
	t := c.text
	// A resolver that did not answer or failed at that moment is time,
	// not a missing record: nginx's "could not be resolved (110:
	// Operation timed out)" and "(2: Server failure)" read by their code
	// (proxyside.go nginxResolver), and the temporary words the Go and C
	// resolvers give (set 1391).
	if r, ok := nginxResolver(t); ok {
		r.Reason = "http " + itoa(c.status) + ": " + r.Reason
		return r, true
	}
	if dnsCause(t) {
		if hasAny(t, "temporary failure in name resolution", "server misbehaving", "eai_again", "servfail") {
			return verdict(transient, "http "+itoa(c.status)+" from a gateway whose resolver failed for the moment (SERVFAIL, a temporary failure): time, not the DNS record")
		}
		return verdict(premise, "http "+itoa(c.status)+" from a gateway that could not resolve the origin's name: its DNS record, not time")
	}
	// A Go proxy's transport error passed on in its error page (Caddy's
	// handle_errors {err.message}, httputil.ReverseProxy's "http: proxy
	// error: ..."; set 1357). The upstream's response headers over the
	// proxy's Transport.MaxResponseHeaderBytes are the deployment's
	// mismatch, the same on every request (goerr.go's premise for the
	// same words); Go's http.MaxBytesReader refusing the request body the
	// proxy was forwarding ("http: request body too large", Caddy's
	// request_body max_size) is the call's size: send less.
	if hasFold(t, "server response headers exceeded") {
		return verdict(premise, "http "+itoa(c.status)+" from a proxy whose upstream's response headers exceed its limit: the deployment's configuration, not time")
	}
	if hasFold(t, "http: request body too large") {
		return verdict(invalid, "http "+itoa(c.status)+" from a proxy that refused the request body as too large (Go http.MaxBytesReader): send less")
	}
	// A gateway that does not know the host it was asked for (Fastly's 500
	// "unknown domain ... Please check that this domain has been added to a
	// service", Cloudflare 1004): the site's configuration.
	if hasAny(t, "unknown domain:", "domain has been added to a service") {
		return verdict(premise, "http "+itoa(c.status)+" from a gateway that is not configured for the host")
	}
	// Apigee's RouteFailed: the proxy's RouteRules send this request to no
	// TargetEndpoint (a 500 with errorcode messaging.runtime.RouteFailed,
	// "Unable to route the message to a Target Endpoint"). The proxy's
	// configuration decides it the same way every time (set 986).
	if hasAny(t, "unable to route the message to a target", "messaging.runtime.routefailed") || strings.EqualFold(c.code, "messaging.runtime.RouteFailed") {
		return verdict(premise, "http "+itoa(c.status)+" from a gateway whose routing rules match no backend for this request: its configuration, not time")
	}
	// API Gateway names a failure of its own configuration in
	// x-amzn-ErrorType with a null message: AuthorizerConfigurationException
	// (the AUTHORIZER_CONFIGURATION_ERROR response: a Lambda or Cognito
	// authorizer it cannot invoke, or whose answer it cannot read). The
	// deployment's settings, the same on every request (sets 943, 1068 and
	// 1134), where a bare 500 would be the service's moment.
	if isAuthorizerConfig(c.code) || isAuthorizerConfig(c.header("x-amzn-ErrorType")) {
		return verdict(premise, "http "+itoa(c.status)+" AuthorizerConfigurationException from API Gateway: its authorizer's configuration, not time")
	}
	// An AWS Application Load Balancer answers 561 when the identity
	// provider of its authenticate-oidc or authenticate-cognito rule
	// refuses the user, with an empty body and no reason phrase: the
	// status and the load balancer's Server header say it (ELB
	// troubleshooting, "HTTP 561: Unauthorized"; set 986).
	if c.status == 561 && hasFold(c.message, "server: awselb") {
		return verdict(denied, "http 561 from an AWS load balancer: its identity provider refused the user")
	}
	// The reason phrase may sit on the status line of a wire-form message
	// ("HTTP/1.1 561 Unauthorized" then headers), which c.text leaves out.
	if c.status > 511 && (hasAny(t, "unauthorized", "authentication failed", "authentication error", "not authenticated") ||
		hasAny(statusLinePhrase(c.message), "unauthorized", "authentication failed", "authentication error", "not authenticated")) {
		return verdict(denied, "http "+itoa(c.status)+": the gateway's authentication refused the caller")
	}
	return Result{}, false
}

// isAuthorizerConfig reports API Gateway's error type for a misconfigured
// authorizer; the header may carry a ":<namespace>" suffix.
func isAuthorizerConfig(v string) bool {
	return hasPrefixFold(v, "AuthorizerConfigurationException")
}

// statusLinePhrase returns the reason phrase of a message that opens with
// an HTTP/1.x status line ("HTTP/1.1 561 Unauthorized" gives "Unauthorized"),
// or "" (set 547).
func statusLinePhrase(m string) string {
	if !hasPrefixFold(m, "http/1.") {
		return ""
	}
	if i := strings.IndexAny(m, "\r\n"); i >= 0 {
		m = m[:i]
	}
	f := strings.SplitN(m, " ", 3)
	if len(f) < 3 {
		return ""
	}
	return f[2]
}

// renderedRayError reads the number of a Cloudflare 1xxx page as its text
// renders once the HTML is stripped (a tool's fetch result, a browser's
// copy): "Error 1018 Ray ID: 8f3a...", the number right before the Ray ID
// (set 393).
func renderedRayError(t string) int {
	j := indexFold(t, " ray id")
	if j < len("error 1000") {
		return 0
	}
	head := t[:j]
	i := len(head) - len("error 1000")
	if !hasFold(head[i:], "error ") {
		return 0
	}
	if v, w := leadingInt(head[i+len("error "):]); w == 4 {
		return v
	}
	return 0
}

// cloudflareTerse reports Cloudflare's plain-text error page as a non-browser
// client receives it: the whole body is "error code: NNNN" (set 1784,
// Workers' 1027 "Worker exceeded free tier daily request limit"). The body
// names no "cloudflare", so the page's own shape is the marker; only the
// codes cloudflareCodes lists are then read.
func cloudflareTerse(t string) bool {
	t = strings.TrimSpace(t)
	return len(t) == len("error code: 1027") && strings.HasPrefix(t, "error code: ")
}
