package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestNginxDirectoryIndex: nginx's error_log line for a directory URL with
// no index file while autoindex is off is premise (the URL names a
// directory, not a page); nginx's refusals by rule or by the file's mode
// stay denied.
func TestNginxDirectoryIndex(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"directory index forbidden", "", 0, "", `2026/12/03 06:14:02 [error] 31720#31720: *4 directory index of "/srv/www/reports/" is forbidden, client: 127.0.0.1, server: localhost, request: "GET /reports/ HTTP/1.1", host: "127.0.0.1:8080"`, rung.KindPremise},
		{"access forbidden by rule", "", 0, "", `2026/12/03 06:14:09 [error] 31720#31720: *5 access forbidden by rule, client: 127.0.0.1, server: localhost, request: "GET /admin/ HTTP/1.1", host: "127.0.0.1:8080"`, rung.KindDenied},
		{"permission denied on the file", "", 0, "", `2026/12/03 06:14:11 [error] 31720#31720: *6 open() "/srv/www/private.txt" failed (13: Permission denied), client: 127.0.0.1, server: localhost, request: "GET /private.txt HTTP/1.1", host: "127.0.0.1:8080"`, rung.KindDenied},
	})
}
