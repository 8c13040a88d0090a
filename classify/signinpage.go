package classify

import "strings"

// signInPage reads a 2xx HTML page that is a sign-in form. A tool that
// follows redirects (Go's http.Client, Python requests, fetch: all do by
// default) lands, when its request was not authenticated, on the login
// page the server sent it to (302 Location: /login?next=...), and reports
// that page under the login page's own 200. Django's admin login
// (contrib/admin login.html), WordPress's wp-login.php, GitLab's
// sessions/new, Keycloak's login.ftl and Jenkins' login page all carry a
// <form> with an <input type="password">: the call was answered by a
// demand to authenticate, not by the resource, and no change of its
// arguments and no wait will pass it: denied, as a 401 (set 119). A page
// without a password field (documentation, a search form) says nothing of
// authority and keeps its reading.
func signInPage(c *ctx) (Result, bool) {
	if c.status/100 != 2 {
		return Result{}, false
	}
	t := c.body
	if hasFold(t, "<form") && hasAny(t, `type="password"`, `type='password'`, `type=password`) {
		return verdict(denied, "http "+itoa(c.status)+" whose page is a sign-in form: the request was not authenticated (a redirect to a login page was followed)")
	}
	// A sign-in page without a password field: a single sign-on gate
	// (oauth2-proxy's sign_in page, title "Sign In", one "Sign in with
	// <provider>" button; Cloudflare Access' "Sign in ・ Cloudflare Access"),
	// or a server's own 401 rewritten to a 200 page (nginx "error_page 401
	// =200 /login.html", set 203). The page's title or first heading is
	// the demand itself; a heading that only mentions signing in ("Signed
	// in as ana", "Login successful", "How to sign in") is not.
	for _, tag := range [...]string{"title", "h1"} {
		if signInHeading(tagText(t, tag)) || signInHeading(afterSiteName(tagText(t, tag))) {
			return verdict(denied, "http "+itoa(c.status)+" whose page is headed as a sign-in demand: the request was not authenticated (a login page was served in place of the resource)")
		}
	}
	return Result{}, false
}

// afterSiteName returns what follows the site's name in a title that
// leads with it, "Azure DevOps Services | Sign In" (the page Azure DevOps
// serves, under a 203, to a call with a bad or expired PAT; set 408),
// "Acme | Log in": the part after the last " | ", or "".
func afterSiteName(h string) string {
	i := strings.LastIndex(h, " | ")
	if i < 0 {
		return ""
	}
	return strings.TrimSpace(h[i+3:])
}

// tagText returns the text inside the first <tag>...</tag> of an HTML
// page, or "".
func tagText(t, tag string) string {
	i := indexFold(t, "<"+tag+">")
	if i < 0 {
		return ""
	}
	rest := t[i+len(tag)+2:]
	j := indexFold(rest, "</"+tag+">")
	if j < 0 || j > 200 {
		return ""
	}
	return strings.TrimSpace(rest[:j])
}

// signInHeading reports a heading that is a demand to sign in: "Sign in",
// "Log in", "Login", alone or followed only by what to sign in to or with
// ("Sign in to GitLab", "Sign in with GitHub", "Login required", "Sign in
// - Acme", "Sign in ・ Cloudflare Access").
func signInHeading(h string) bool {
	for _, p := range [...]string{"sign in", "sign-in", "signin", "log in", "log-in", "login"} {
		if !hasPrefixFold(h, p) {
			continue
		}
		rest := strings.TrimSpace(h[len(p):])
		if rest == "" || !isAlnum(rest[0]) {
			return true
		}
		for _, w := range [...]string{"to ", "with ", "required", "needed"} {
			if hasPrefixFold(rest, w) {
				return true
			}
		}
	}
	return false
}
