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
}
