package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases1186 runs held-out set 1186: 33 live failures (16 tricky) of an agent's
// HTTP tool (Go 1.26 net/http, and curl) behind a real nginx 1.22.1 reverse proxy configured
// under /tmp/w1186: nginx's own answers (a dead upstream, limit_conn with its default and a
// configured status, auth_basic, return 410, proxy_intercept_errors pages, a static 404 and
// 416, If-Match, client certificates, client_body_timeout, the dav module's PUT) and documented
// API error bodies a Go upstream sent through it (GitHub, Stripe, Anthropic, Kubernetes,
// Elasticsearch, Google, OCI registry, npm, Azure Blob, DigitalOcean, Cloudflare, Twilio, PyPI).
// First run at c79b1a70: 31/33 overall, 14/16 tricky.
// i1186-dav-put-500 is premise since nginxPutNotPlaced (webdav.go): nginx's own 500 page to a
// PUT of a file is its dav module failing to place the upload.
// Tolerated: i1186-gh-graphql-not-found: denied vs premise ("GitHub's GraphQL `NOT_FOUND` on the
// repository itself ("Could not resolve to a Repository with the name 'o/r'.") ... denied: GitHub
// hides a private repository the token cannot see behind the same answer as a missing one", the
// lead, after sets 905, 930, 1026, 1057 and 1148 against 145): the line's own evidence is a
// repository that does not exist, but its text is the same for a hidden one, and the ruling
// chose the reading whose recovery (check access) is safe for both; not flipped alone.
func TestIndependentCases1186(t *testing.T) {
	runIndependent(t, "testdata/independent1186.jsonl", true, "i1186-gh-graphql-not-found")
}

// nginxPage500 is nginx 1.22's own 500 page as a Go client reads it.
const nginxPage500 = "<html>\r\n<head><title>500 Internal Server Error</title></head>\r\n<body>\r\n<center><h1>500 Internal Server Error</h1></center>\r\n<hr><center>nginx/1.22.1</center>\r\n</body>\r\n</html>\r\n"

// TestGeneralise1186NginxPutNotPlaced pins the class behind
// i1186-dav-put-500: nginx's dav module answers a PUT whose parent
// directory is missing (create_full_put_path off) with its own generic 500
// page, not the 409 RFC 4918 asks for: the server's tree, premise. Its own
// 500 to other methods and an upstream's 500 body to a PUT keep the 500's
// transient reading.
func TestGeneralise1186NginxPutNotPlaced(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"tool: PUT \"url\": 500 page", "http", 500, "", `PUT "http://127.0.0.1:38600/dav/w1186-archive/2026/q3.txt": 500 Internal Server Error ` + nginxPage500, rung.KindPremise},
		{"tool: PUT url: 500 page, unquoted, https", "http", 500, "", "PUT https://files.example.com/uploads/2026/12/report.csv: 500 Internal Server Error\n" + nginxPage500, rung.KindPremise},
		{"curl -X PUT body with the method echoed", "http", 500, "", "PUT /webdav/backups/w1186/db.dump\n" + nginxPage500, rung.KindPremise},
		// Near misses.
		{"near miss: GET answered with nginx's 500", "http", 500, "", `GET "http://127.0.0.1:38600/api/orders": 500 Internal Server Error ` + nginxPage500, rung.KindTransient},
		{"near miss: POST answered with nginx's 500", "http", 500, "", `POST "http://127.0.0.1:38600/api/orders": 500 Internal Server Error ` + nginxPage500, rung.KindTransient},
		{"near miss: PUT with the upstream's own 500 body", "http", 500, "", `PUT "http://127.0.0.1:38600/api/items/7": 500 Internal Server Error {"error":"internal","trace_id":"w1186-5f2a"}`, rung.KindTransient},
		{"near miss: PUT answered with nginx's 502", "http", 502, "", `PUT "http://127.0.0.1:38600/dav/a/b.txt": 502 Bad Gateway <html>` + "\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx/1.22.1</center>\r\n</body>\r\n</html>\r\n", rung.KindTransient},
	})
}
