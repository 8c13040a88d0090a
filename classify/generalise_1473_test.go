package classify

import "testing"

// First run at 52947019: 29/34 overall, 10/15 tricky.
// Tolerated: i1473-upstream-invalid-header: transient vs premise (ruling, set 29, nginx.go nginxShape): a single "upstream sent invalid header" line stays the upstream's moment, as proxy_next_upstream's invalid_header moves on to the next server; this backend sent it on every response.
// Tolerated: i1473-upstream-premature-close-200: transient vs ambiguous (ruling, sets 24, 317 and 1434, undecodable.go): a 200's cut body is read transient (a GET is run again); only a 201/202's cut body is ambiguous.
// Tolerated: i1473-intercepted-error-200: transient vs ambiguous (ruling, sets 1220 and 1232: an error page nginx serves as 200 reads by its words) (label error): the page asks to "try again shortly", a wait.
// Tolerated: i1473-file-permission-403: denied vs premise (ruling, set 1404, nginx.go nginxFileErrno): EACCES on open in nginx's error_log is denied unless the file is nginx's own (ownfile.go); here the worker cannot read a served file.
func TestIndependentCases1473(t *testing.T) {
	runIndependent(t, "testdata/independent1473.jsonl", true, "i1473-upstream-invalid-header", "i1473-upstream-premature-close-200", "i1473-intercepted-error-200", "i1473-file-permission-403")
}

// TestGeneralise1473BackendLinkPage: a 200 or 203 HTML document that
// links to the upstream's own private address (loopback, RFC 1918, a host
// naming itself internal, a bare service name with a port) is a page a
// reverse proxy failed to rewrite: ambiguous, low confidence (nginx 1.22.1
// sub_filter on a gzip-compressed upstream, captured live; nginx.org
// ngx_http_sub_module). Pages with public or relative links, an
// intercepted error page, another status, JSON and no status keep their
// readings (servedpage.go backendLinkPage2xx).
func TestGeneralise1473BackendLinkPage(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"subfilter-internal-host", "http", 200, "", "<!DOCTYPE html>\n<html><head><title>Shop</title></head><body><a href=\"http://shop.internal:8080/cart\">Cart</a></body></html>\n", ambiguous},
		{"rfc1918-asset", "http", 200, "", "<html><head><link rel=\"stylesheet\" href='http://10.0.3.7:8080/static/app.css'></head><body>Shop</body></html>", ambiguous},
		{"compose-service-form", "http", 200, "", "<!doctype html><html><body><form method=\"post\" action=\"http://app:3000/session\"><input name=\"q\"></form></body></html>", ambiguous},
		{"loopback-203", "http", 203, "", "  <html lang=\"en\"><body><img src=\"http://127.0.0.1:9000/logo.png\"><h2>Quarterly report</h2></body></html>", ambiguous},
		{"k8s-svc", "http", 200, "", "<html><body><a href=\"https://grafana.monitoring.svc.cluster.local:3000/d/x\">Dashboards</a></body></html>", ambiguous},
		{"near-public-port", "http", 200, "", "<!DOCTYPE html><html><body><a href=\"https://www.example.com:8443/cart\">Cart</a></body></html>", unk},
		{"near-relative-links", "http", 200, "", "<html><body><a href=\"/login\">login</a><img src=\"logo.png\"></body></html>", unk},
		{"near-public-ip", "http", 200, "", "<html><body><a href=\"http://172.32.1.5/x\">x</a> <a href=\"http://8.8.8.8/\">y</a></body></html>", unk},
		{"near-intercepted-maintenance", "http", 200, "", "<html><body><h1>Down for maintenance</h1><p>Please try again in 10 minutes. <a href=\"http://10.0.0.5/status\">status</a></p></body></html>", transient},
		{"near-html-500", "http", 500, "", "<html><body><a href=\"http://10.0.3.7:8080/\">home</a></body></html>", transient},
		{"near-no-status", "", 0, "", "<html><body><a href=\"http://10.0.3.7:8080/\">home</a></body></html>", unk},
		{"near-json-200", "http", 200, "", `{"id":"rep_1","url":"http://10.0.3.7:8080/r/1"}`, unk},
	})
}
