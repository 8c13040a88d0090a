package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases203 runs held-out set 203: 35 live failures (13 tricky) from nginx 1.22.1
// configured under /tmp/w203 serving and guarding files (auth_basic, auth_request to a Go
// sub-service, satisfy any/all, secure_link, valid_referers, try_files, autoindex, Range and
// conditional requests, dav PUT/MKCOL/DELETE/COPY, header and body limits, send_timeout and
// limit_rate against a slow Go reader, unreadable files, disable_symlinks, error_page =200
// rewrites), reached from Go's net/http client; labelled blind from nginx's docs, RFC 9110/4918
// and ngx_http_dav_module.c.
// First run at 52a767b: 31/35 overall, 9/13 tricky. Fixed by class: an empty JSON array or
// object with white space inside, including after the status on the tool's own line
// (renderedbody.go emptyJSON); a 2xx page headed as a sign-in demand without a password
// field (signinpage.go signInHeading).
// i203-sl-expired, tolerated at first, is denied since the signed-link rule (signedlink.go,
// from set 234's writer: a 410 on a link whose query carries an expiry and a signature).
// i203-dav-put-noparent, tolerated at first (nginx's dav PUT answers every rename() failure,
// missing parent, EACCES, ENOSPC, with the same bare 500 page), is premise since set 1186's
// rule (webdav.go nginxPutNotPlaced): each of those causes is the server's tree or store,
// premise, as set 67 reads a server's own file it may not write.
func TestIndependentCases203(t *testing.T) {
	runIndependent(t, "testdata/independent203.jsonl", true)
}

// TestGeneralise203 guards set 203's fixes on other software's wording of the same fact, with
// neighbours that must keep their kind.
func TestGeneralise203(t *testing.T) {
	cases := []wordingCase{
		// jackson-core DefaultPrettyPrinter.writeEndArray/writeEndObject write " " between the
		// brackets of an empty array or object (Spring Boot with INDENT_OUTPUT).
		{"empty array, Jackson pretty printer, status line then body", "http", 200, "", "GET http://orders.example.test/api/orders?status=open: 200 OK\n[ ]", rung.KindAmbiguous},
		{"empty object, Jackson pretty printer, body on the status line", "http", 200, "", "GET http://orders.example.test/api/orders/search: 200 OK: { }", rung.KindAmbiguous},
		// a listing printed one bracket a line (a streaming JSON writer), body on the status line
		{"empty array across lines, body on the status line", "http", 200, "", "GET http://files.example.test/list/: 200 OK: [\n\n]", rung.KindAmbiguous},
		// set 59's shape still reads
		{"empty array, compact, next line", "http", 200, "", "GET https://api.example.test/items?page=9: 200 OK\n[]", rung.KindAmbiguous},
		// neighbours: a listing with an entry is not empty; a 404 with an empty body keeps its status
		{"neighbour: non-empty listing on the status line", "http", 200, "", "GET http://files.example.test/list/: 200 OK: [\n{ \"name\":\"a.txt\", \"type\":\"file\" }\n]", rung.KindUnknown},
		{"neighbour: 404 with an open empty array", "http", 404, "", "GET http://files.example.test/list/: 404 Not Found: [ ]", rung.KindPremise},
		// oauth2-proxy pkg/app/pagewriter/sign_in.html: title "Sign In", a GET form with one
		// "Sign in with <provider>" button and no password field.
		{"oauth2-proxy sign-in page", "http", 200, "", "GET https://grafana.example.test/d/abc: 200 OK: <!DOCTYPE html>\n<html lang=\"en\" charset=\"utf-8\">\n<head>\n<title>Sign In</title>\n</head>\n<body><form method=\"GET\" action=\"/oauth2/start\"><input type=\"hidden\" name=\"rd\" value=\"/d/abc\"><button type=\"submit\" class=\"button is-primary\">Sign in with GitHub</button></form></body></html>", rung.KindDenied},
		// Cloudflare Access login page title
		{"Cloudflare Access sign-in page", "http", 200, "", "<html><head><title>Sign in ・ Cloudflare Access</title></head><body><div id=\"root\"></div></body></html>", rung.KindDenied},
		{"login required heading", "http", 200, "", "<html><body><h1>Login required</h1><p>Use your company account.</p></body></html>", rung.KindDenied},
		// neighbours: pages that only mention signing in say nothing of authority
		{"neighbour: signed-in account page", "http", 200, "", "<html><head><title>Signed in as ana</title></head><body><h1>Account</h1></body></html>", rung.KindUnknown},
		{"neighbour: login successful", "http", 200, "", "<html><body><h1>Login successful</h1><p>You can close this window.</p></body></html>", rung.KindUnknown},
		{"neighbour: help page about signing in", "http", 200, "", "<html><head><title>How to sign in with SSO</title></head><body><h1>Help</h1></body></html>", rung.KindUnknown},
	}
	runWordingCases(t, cases)
}
