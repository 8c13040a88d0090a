package classify

import "strings"

// signInRedirect reads a temporary redirect (302, 303, 307) whose Location
// is a sign-in page: the request was not authenticated and the server sends
// the client to log in first. oauth2-proxy and nginx auth_request setups
// answer /oauth2/sign_in?rd=..., Spring Security /login, Django
// /accounts/login/?next=..., Devise /users/sign_in, Jenkins
// /login?from=..., and an OpenID Connect or OAuth gate its identity
// provider's authorization endpoint (Keycloak .../protocol/openid-connect/auth,
// Okta and Entra ID .../authorize, login.microsoftonline.com, Google
// accounts.google.com/o/oauth2). Following the redirect or waiting reaches
// a login form, not the resource: denied, as a 401 (set 116; set 119's
// signInPage reads the same page once a client has followed the redirect).
// Only the Location's host and path are read: a query names where to come
// back to (rd=, next=, redirect_uri=), which may be any page. Other
// temporary redirects (S3's 307 while a bucket's DNS propagates, a slash
// added to a path) keep the transient reading.
func signInRedirect(c *ctx) (Result, bool) {
	loc := c.header("Location")
	if loc == "" {
		loc = bodyRedirectTarget(c.text)
	}
	if loc == "" {
		return Result{}, false
	}
	for i := 0; i < len(loc); i++ {
		if loc[i] == '?' || loc[i] == '#' {
			loc = loc[:i]
			break
		}
	}
	if !hasAny(loc, signInPaths...) {
		return Result{}, false
	}
	return verdict(denied, "http "+itoa(c.status)+" redirect to a sign-in page: the request was not authenticated")
}

// signInPaths are the lower-case words of a sign-in page's host or path.
var signInPaths = []string{
	"login", "signin", "sign_in", "sign-in", "logon",
	"/openid-connect/auth", "/authorize", "/oauth2/start",
	"accounts.google.com/o/oauth2", "/saml2/", "/sso/",
}

// bodyRedirectTarget reads the target a redirect's own body names when the
// tool hands over the body without the Location header (set 1180): Express's
// res.redirect writes "Found. Redirecting to /login" as text and
// "<p>Found. Redirecting to <a href=\"/login\">/login</a></p>" as HTML
// (expressjs.com/en/4x/api.html#res.redirect), Rails' redirect_to "You are
// being <a href=\"https://host/users/sign_in\">redirected</a>." Set 1264:
// httpx's raise_for_status names the target on a line of its own,
// "Redirect location: '<url>'" (httpx/_models.py), which a Python tool prints
// as the HTTPStatusError's text. Set 1474: the servers' own fixed redirect
// pages name the target in an anchor too: Go's net/http Redirect (and Gin,
// which calls it) writes the whole body "<a href=\"<url>\">Found</a>.",
// read only when the body opens with the anchor; Werkzeug's redirect
// (Flask) "...redirected automatically to the target URL: <a href=\"<url>\">",
// Apache httpd's "The document has moved <a href=\"<url>\">here</a>", IIS's
// "This document may be found <a HREF=\"<url>\">here</a>". The URL runs to
// the first space, quote (either), '<' or line end; the HTML anchor's href
// is read first.
func bodyRedirectTarget(t string) string {
	if b := strings.TrimLeft(t, " \t\r\n"); hasPrefixFold(b, "<a href=\"") && hasFold(b, "</a>.") {
		if u := redirectURLAt(b[len("<a href=\""):]); u != "" {
			return u
		}
	}
	for _, lead := range [...]string{"redirecting to <a href=\"", "you are being <a href=\"", "to the target url: <a href=\"", "the document has moved <a href=\"", "this document may be found <a href=\"", "redirecting to ", "redirect location: '"} {
		i := indexFold(t, lead)
		if i < 0 {
			continue
		}
		if u := redirectURLAt(t[i+len(lead):]); u != "" {
			return u
		}
	}
	return ""
}

// redirectURLAt cuts the URL that opens u at the first space, quote
// (either), '<' or line end, and keeps it when it is a path or an http(s)
// URL.
func redirectURLAt(u string) string {
	for j := 0; j < len(u); j++ {
		if u[j] == ' ' || u[j] == '"' || u[j] == '\'' || u[j] == '<' || u[j] == '\n' || u[j] == '\r' {
			u = u[:j]
			break
		}
	}
	if len(u) > 1 && (u[0] == '/' || hasPrefixFold(u, "http")) {
		return u
	}
	return ""
}
