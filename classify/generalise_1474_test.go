package classify

import "testing"

// First run at ae85d0a8: 24/34 overall, 13/20 tricky.
// Tolerated: i1474-post-303-get-404: premise vs ambiguous (one-off): the line is the follow-up GET's plain 404 JSON; nothing in it shows the 303 that proves the POST ran, so the status's missing-resource reading is all the text supports.
// Tolerated: i1474-put-307-unreplayable-body: transient vs invalid (ruling: 302, 307 read as a temporary redirect, docs/taxonomy.md status table, S3's 307): the empty-bodied 307 carries no sign that net/http declined to replay a body.
// Tolerated: i1474-redirect-unsupported-scheme-ftp: invalid vs premise (ruling: Go's "unsupported protocol scheme" is the URL's scheme wrong, sets 650 and 773, goerr.go): the text cannot show the ftp URL came from the server's Location rather than the caller.
// Tolerated: i1474-location-empty-host: invalid vs premise (ruling: "http: no Host in request URL" is a URL without a host, goerr.go): the same text from a caller's own malformed URL is a repair.
// Tolerated: i1474-redirect-https-to-plain-port: invalid vs premise (ruling: "server gave HTTP response to HTTPS client" is the URL's scheme or port wrong, docs/taxonomy.md TLS-against-a-plain-port row): the text cannot show the https URL was the server's redirect.
// Tolerated: i1474-response-headers-exceed-limit: premise vs invalid (ruling: set 79, a response head over the client's MaxResponseHeaderBytes is premise, the server sends the same head every time, goerr.go).
// Tolerated: i1474-redirect-body-read-timeout: unknown vs transient (label error): the capture recorded the 200 and its partial body "partial" instead of the body read's error "context deadline exceeded (Client.Timeout or context cancellation while reading body)"; the line as written carries no timeout.
func TestIndependentCases1474(t *testing.T) {
	runIndependent(t, "testdata/independent1474.jsonl", true, "i1474-post-303-get-404", "i1474-put-307-unreplayable-body", "i1474-redirect-unsupported-scheme-ftp", "i1474-location-empty-host", "i1474-redirect-https-to-plain-port", "i1474-response-headers-exceed-limit", "i1474-redirect-body-read-timeout")
}

// TestGeneralise1474RedirectPolicyRefused: a client's redirect policy (a
// net/http CheckRedirect's own error, rendered under the url.Error) that
// names the target it will not follow between "redirect to" and the
// refusal, or that refuses an https-to-http downgrade, is denied, as set
// 173's cross-host refusal: the tool may not go there. A transport failure
// met on the way to a redirect target, and a TLS downgrade alarm that names
// no redirect, keep their kinds (captured live, go1.26.8 net/http).
func TestGeneralise1474RedirectPolicyRefused(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"host:port refused", "go", 0, "", `Get "http://files.example.net:8443/a": redirect to files.example.net:8443 refused`, denied},
		{"url not allowed", "go", 0, "", `Get "https://cdn.example.org/x": redirect to https://cdn.example.org/x is not allowed by the fetch policy`, denied},
		{"host blocked", "", 0, "", "redirect to evil.example.com blocked: outside allow-list", denied},
		{"downgrade refusing", "go", 0, "", `Get "http://api.example.com/v1": refusing to follow redirect from https to http`, denied},
		{"downgrade not allowed", "", 0, "", "redirect from HTTPS to HTTP is not allowed", denied},
		{"near: connection refused after redirect", "go", 0, "", `Get "http://10.0.0.7:9000/v1": error following redirect to http://10.0.0.7:9000/v1: dial tcp 10.0.0.7:9000: connect: connection refused`, transient},
		{"near: plain connection refused", "go", 0, "", `Get "http://127.0.0.1:9/x": dial tcp 127.0.0.1:9: connect: connection refused`, transient},
		{"near: redirect loop", "go", 0, "", `Get "/start": stopped after 10 redirects`, premise},
	})
}

// TestGeneralise1474RedirectPageTarget: a temporary redirect handed over
// unfollowed (CheckRedirect returning http.ErrUseLastResponse) whose body is
// the server's fixed redirect page naming a sign-in target is denied, as a
// Location to a sign-in page (set 1180): Go's net/http Redirect writes the
// whole body as "<a href=\"<url>\">Found</a>.", Werkzeug, Apache httpd and
// IIS name the target in their own anchors. Any other target, a permanent
// move, and an anchor that is not the whole Go body keep their readings.
func TestGeneralise1474RedirectPageTarget(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"go 302 to saml login", "http", 302, "", "<a href=\"https://idp.example.com/saml/login?RelayState=x\">Found</a>.\n\n", denied},
		{"go 303 to /login", "http", 303, "", "<a href=\"/login?next=%2Freports\">See Other</a>.\n", denied},
		{"go 307 to oauth authorize", "http", 307, "", "<a href=\"https://login.example.com/oauth2/v2.0/authorize?client_id=1\">Temporary Redirect</a>.\n", denied},
		{"werkzeug to /auth/login", "http", 302, "", "<!doctype html>\n<html lang=en>\n<title>Redirecting...</title>\n<h1>Redirecting...</h1>\n<p>You should be redirected automatically to the target URL: <a href=\"/auth/login?next=%2F\">/auth/login?next=%2F</a>. If not, click the link.\n", denied},
		{"apache to sign_in", "http", 302, "", "<!DOCTYPE HTML PUBLIC \"-//IETF//DTD HTML 2.0//EN\">\n<html><head>\n<title>302 Found</title>\n</head><body>\n<h1>Found</h1>\n<p>The document has moved <a href=\"https://portal.example.com/users/sign_in\">here</a>.</p>\n</body></html>\n", denied},
		{"near: go 302 to docs", "http", 302, "", "<a href=\"/docs/v3/\">Found</a>.\n", transient},
		{"near: go 301 to login", "http", 301, "", "<a href=\"/api/v2/login\">Moved Permanently</a>.\n", invalid},
		{"near: apache 302 to mirror", "http", 302, "", "<p>The document has moved <a href=\"https://mirror2.example.org/pub/file.tar.gz\">here</a>.</p>\n", transient},
	})
}
