package classify

import "testing"

// First run at d4e2a741: 19/24 overall, 7/12 tricky.
// Tolerated: i1508-haproxy-reject-eof: transient vs unknown (ruling): goerr.go reads a bare Go "EOF" as the connection closed, transient; HAProxy's http-request reject shows the client nothing else, and the text cannot tell a policy close from a dropped connection.
// Tolerated: i1508-haproxy-500-tarpit: transient vs unknown (ruling): a bare 500 keeps its transient guess (docs/taxonomy.md, set 1265); HAProxy's tarpit answers with its generic 500 page, which no text tells from a real internal error.
// Tolerated: i1508-apache-500-rewrite-loop: transient vs unknown (ruling): the same bare-500 ruling; Apache's generic page ("internal error or misconfiguration") is the same for a rewrite loop, a broken .htaccess and a crashing CGI.
func TestIndependentCases1508(t *testing.T) {
	runIndependent(t, "testdata/independent1508.jsonl", true, "i1508-haproxy-reject-eof", "i1508-haproxy-500-tarpit", "i1508-apache-500-rewrite-loop")
}

// TestGeneralise1508ApacheHtaccessNote: Apache httpd's 403 page for an
// .htaccess it cannot open carries the error-note "Server unable to read
// htaccess file, denying access to be safe" (server/request.c, beside
// AH00529 in its log; httpd 2.4.71 captured live). Every caller meets the
// same 403: the file's mode, premise, as ownfile.go reads the log line.
// Apache's plain 403 page, a deny rule's AH01630 and a request for a file
// the server may not serve stay denied.
func TestGeneralise1508ApacheHtaccessNote(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"apache 403 htaccess note", "http", 403, "", "403 Forbidden\nForbidden\nYou don't have permission to access this resource.Server unable to read htaccess file, denying access to be safe", premise},
		{"apache 403 htaccess note html", "http", 403, "", "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n<html><head>\n<title>403 Forbidden</title>\n</head><body>\n<h1>Forbidden</h1>\n<p>You don't have permission to access this resource.Server unable to read htaccess file, denying access to be safe</p>\n</body></html>", premise},
		{"apache 403 htaccess note as 500", "http", 500, "", "Server unable to read htaccess file, denying access to be safe", premise},
		{"near: apache plain 403", "http", 403, "", "403 Forbidden\nForbidden\nYou don't have permission to access this resource.", denied},
		{"near: haproxy deny 403", "http", 403, "", "<html><body><h1>403 Forbidden</h1>\nRequest forbidden by administrative rules.\n</body></html>\n", denied},
		{"near: apache require denied log", "http", 403, "", "[authz_core:error] [pid 1:tid 2] [client 127.0.0.1:4000] AH01630: client denied by server configuration: /srv/www/private", denied},
	})
}

// TestGeneralise1508ApacheProxySSLHandshake: Apache httpd mod_proxy's page
// "500 Proxy Error ... Reason: Error during SSL Handshake with remote
// server" (ap_proxyerror when mod_ssl's connect to the upstream failed:
// a plain-HTTP upstream behind https://, SSLProxyVerify refusing the
// certificate, no protocol in common; httpd 2.4.71 captured live) is the
// proxy's TLS configuration toward its route, the same on every request:
// premise, as set 1068's handshake alerts. Apache's "Error reading from
// remote server" 502 and its 503 stay transient.
func TestGeneralise1508ApacheProxySSLHandshake(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"apache 500 ssl handshake", "http", 500, "", "500 Proxy Error\nProxy Error\nThe proxy server could not handle the requestReason: Error during SSL Handshake with remote server", premise},
		{"apache 500 ssl handshake html", "http", 500, "", "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n<html><head>\n<title>500 Proxy Error</title>\n</head><body>\n<h1>Proxy Error</h1>\nThe proxy server could not handle the request<p>Reason: <strong>Error during SSL Handshake with remote server</strong></p><p />\n</body></html>", premise},
		{"apache 502 ssl handshake", "http", 502, "", "<title>502 Proxy Error</title>\n<h1>Proxy Error</h1>\n<p>The proxy server received an invalid\nresponse from an upstream server.<br />\nThe proxy server could not handle the request<p>Reason: <strong>Error during SSL Handshake with remote server</strong></p></p>", premise},
		{"near: apache 502 read remote", "http", 502, "", "502 Proxy Error\nProxy Error\nThe proxy server received an invalid\nresponse from an upstream server.\nThe proxy server could not handle the requestReason: Error reading from remote server", transient},
		{"near: apache 503", "http", 503, "", "503 Service Unavailable\nService Unavailable\nThe server is temporarily unable to service your\nrequest due to maintenance downtime or capacity\nproblems. Please try again later.", transient},
		{"near: haproxy 502", "http", 502, "", "<html><body><h1>502 Bad Gateway</h1>\nThe server returned an invalid or incomplete response.\n</body></html>\n", transient},
	})
}
