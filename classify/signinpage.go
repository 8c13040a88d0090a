package classify

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
	if !hasFold(t, "<form") || !hasAny(t, `type="password"`, `type='password'`, `type=password`) {
		return Result{}, false
	}
	return verdict(denied, "http "+itoa(c.status)+" whose page is a sign-in form: the request was not authenticated (a redirect to a login page was followed)")
}
