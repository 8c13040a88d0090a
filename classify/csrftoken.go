package classify

// csrfWords: a server's anti-forgery check that the request failed, under
// a 403 or whatever status carries it (set 404): Jenkins' CrumbFilter 403
// "No valid crumb was included in the request", Django's 403 "CSRF
// verification failed. Request aborted." and "CSRF cookie not set",
// Rails' "Can't verify CSRF token authenticity", Spring Security's
// "Invalid CSRF Token 'null' was found on the request parameter '_csrf'",
// Laravel's 419 "CSRF token mismatch.", Angular/Axios "XSRF token". The
// caller holds the authority; the request lacks the token the server
// hands out (Jenkins /crumbIssuer, the csrftoken cookie): fetch it and
// send the call again. invalid, not denied.
var csrfWords = []pattern{
	{text: "valid crumb", kind: invalid, reason: "the request lacks the server's anti-CSRF crumb: fetch one and resend"},
	{text: "invalid crumb", kind: invalid, reason: "the request lacks the server's anti-CSRF crumb: fetch one and resend"},
	{text: "csrf token", kind: invalid, reason: "the request lacks a valid anti-CSRF token: fetch one and resend"},
	{text: "xsrf token", kind: invalid, reason: "the request lacks a valid anti-CSRF token: fetch one and resend"},
	{text: "xsrf-token", kind: invalid, reason: "the request lacks a valid anti-CSRF token: fetch one and resend"},
	{text: "csrf verification failed", kind: invalid, reason: "the request failed the server's anti-CSRF check: fetch a token and resend"},
	{text: "csrf cookie not set", kind: invalid, reason: "the request failed the server's anti-CSRF check: fetch a token and resend"},
	// Django's CsrfViewMiddleware on HTTPS also checks the Referer header
	// (django/middleware/csrf.py REASON_NO_REFERER, REASON_MALFORMED_REFERER,
	// REASON_INSECURE_REFERER; DRF relays them as "CSRF Failed: ..."; set
	// 1401): a header missing, malformed or plain-http is the request's own,
	// send it right. A Referer or Origin that "does not match any trusted
	// origins" is the server's policy about the caller's site and stays
	// denied.
	{text: "referer checking failed - no referer", kind: invalid, reason: "the request lacks the Referer header the server's anti-CSRF check needs over HTTPS: send it"},
	{text: "referer checking failed - referer is malformed", kind: invalid, reason: "the request's Referer header is malformed for the server's anti-CSRF check: send a well-formed one"},
	{text: "referer checking failed - referer is insecure", kind: invalid, reason: "the request's Referer is plain http to an https host, which the server's anti-CSRF check refuses: send an https Referer"},
	// WordPress's REST nonce, its anti-CSRF token (set 1632): WooCommerce's
	// Store API cart routes 401 woocommerce_rest_missing_nonce "Missing the
	// Nonce header. This endpoint requires a valid nonce." and 403
	// woocommerce_rest_invalid_nonce "Nonce is invalid.". The nonce comes
	// back on every Store API response: fetch it and resend. WordPress
	// core's 403 rest_cookie_invalid_nonce "Cookie check failed" stays
	// denied (set 1271's label: a cookie session that is not the caller's
	// to renew); ACME's badNonce ("invalid anti-replay nonce") and a
	// blockchain's "nonce too low" are other words.
	{text: "missing the nonce header", kind: invalid, reason: "the request lacks the WordPress REST nonce (anti-CSRF): fetch one and resend"},
	{text: "nonce is invalid", kind: invalid, reason: "the request's WordPress REST nonce (anti-CSRF) is stale: fetch one and resend"},
}

// csrfOnly reads csrfWords alone, for a 401 (httppreset.go).
var csrfOnly = newMatcher(csrfWords)
