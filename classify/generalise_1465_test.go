package classify

import "testing"

// First run at 299c126c: 29/34 overall, 10/15 tricky.
// Tolerated: i1465-secure-link-expired-410: premise vs denied (one-off): the line is nginx's bare 410 page, and the 410 ruling reads denied only where the text shows a signed, time-limited link (signedlink.go); nothing in this text says secure_link.
// Tolerated: i1465-map-444-get-eof: transient vs unknown (ruling): docs/taxonomy.md's 444 row: the client of nginx's return 444 sees only EOF, which stays transient.
// Tolerated: i1465-map-444-post-eof: transient vs ambiguous (ruling): the same 444 row; a write's possible effect is the attempt's Effect, guarded by replay, not an unusable result (the Slack fatal_error ruling).
func TestIndependentCases1465(t *testing.T) {
	runIndependent(t, "testdata/independent1465.jsonl", true,
		"i1465-secure-link-expired-410", "i1465-map-444-get-eof", "i1465-map-444-post-eof")
}

// TestGeneralise1465NginxAuthRequestStatus: ngx_http_auth_request_module
// answers the client 500 for any auth subrequest status but 2xx, 401 and
// 403, and logs "auth request unexpected status: N". N is the auth
// service's answer: a 3xx (a redirect the module never follows: the auth
// location points at a sign-in endpoint) or a 4xx other than 408/429 (an
// auth endpoint that is missing or refuses the subrequest) is the site's
// wiring, premise; a 5xx, 408 or 429 is the auth service's moment,
// transient; an upstream line of the subrequest before it is read first.
// nginx.org ngx_http_auth_request_module; nginx 1.22.1 captured live.
func TestGeneralise1465NginxAuthRequestStatus(t *testing.T) {
	const page = "HTTP/1.1 500 Internal Server Error\n\n<html>\n<head><title>500 Internal Server Error</title></head>\n<body>\n<center><h1>500 Internal Server Error</h1></center>\n<hr><center>nginx/1.22.1</center>\n</body>\n</html>\n"
	line := func(n string) string {
		return "2025/11/02 09:14:07 [error] 812#812: *77 auth request unexpected status: " + n + " while sending to client, client: 10.0.0.5, server: app.internal, request: \"GET /reports HTTP/1.1\", host: \"app.internal\""
	}
	runWordingCases(t, []wordingCase{
		{"404 under 500", "http", 500, "500", page + line("404"), premise},
		{"405 under 500", "http", 500, "500", page + line("405"), premise},
		{"302 under 500", "http", 500, "500", page + line("302"), premise},
		{"301 line alone", "", 0, "", line("301"), premise},
		{"400 line alone", "", 0, "", line("400"), premise},
		{"phrase without log prefix", "", 0, "", "auth request unexpected status: 404 while sending to client", premise},
		// near misses: the auth service's moment, and upstream lines read first
		{"500 under 500", "http", 500, "500", page + line("500"), transient},
		{"503 line alone", "", 0, "", line("503"), transient},
		{"429 under 500", "http", 500, "500", page + line("429"), transient},
		{"408 line alone", "", 0, "", line("408"), transient},
		{"refused then 502", "http", 500, "500", page + "2025/11/02 09:14:07 [error] 812#812: *77 connect() failed (111: Connection refused) while connecting to upstream, client: 10.0.0.5, server: app.internal, request: \"GET /reports HTTP/1.1\", subrequest: \"/_auth\", upstream: \"http://10.0.0.9:4180/oauth2/auth\", host: \"app.internal\"\n" + line("502"), transient},
		{"unix socket missing then 502", "http", 500, "500", page + "2025/11/02 09:14:07 [crit] 812#812: *77 connect() to unix:/run/authd.sock failed (2: No such file or directory) while connecting to upstream, client: 10.0.0.5, server: app.internal, request: \"GET /reports HTTP/1.1\", subrequest: \"/_auth\", upstream: \"http://unix:/run/authd.sock:/check\", host: \"app.internal\"\n" + line("502"), premise},
		{"bare nginx 500 page", "http", 500, "500", page, transient},
		{"access forbidden by rule", "http", 403, "403", "2025/11/02 09:14:07 [error] 812#812: *77 access forbidden by rule, client: 10.0.0.5, server: app.internal, request: \"GET /reports HTTP/1.1\", host: \"app.internal\"", denied},
	})
}
