package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 007dcae3: 26/31 overall, 10/15 tricky.
// i1240-copy-no-parent passes since nginxPutNotPlaced reads a COPY or MOVE too (webdav.go).
// Tolerated: i1240-inm-304: ambiguous vs conflict (the 304 ruling, "ambiguous (the 304 ruling: sets 159 and 167 label it so, set 98 conflict)"): RFC 9110 says the client "already has a valid representation", so the step's end state already holds; not flipped alone.
// Tolerated: i1240-static-put: invalid vs premise ("400, 405, ... other 4xx | invalid", and set 159's "nginx's 405 page, which names none, keep the 405 reading"): nginx answers a PUT 405 when the location has no dav_methods at all, so no argument makes the upload land there; the page cannot tell it from a wrong method.
// Tolerated: i1240-dav-post: premise vs invalid (the 404 row: "premise (... says no more than the status)"): a one-off, a POST of a new file to a WebDAV share that takes it by PUT; nginx's 404 page reads the same as a missing file or route.
// Tolerated: i1240-delete-shallow: invalid vs denied (set 66's "a DELETE or PUT answered with nginx's own 409 page ... invalid: fix the URL"): min_delete_depth's "insufficient URI depth" refusal answers the same 409 page, a server guard rather than the URL's shape; the text cannot tell the two apart.
func TestIndependentCases1240(t *testing.T) {
	runIndependent(t, "testdata/independent1240.jsonl", true, "i1240-inm-304", "i1240-static-put", "i1240-dav-post", "i1240-delete-shallow")
}

// TestGeneralise1240NginxCopyNotPlaced holds set 1240's i1240-copy-no-parent:
// nginx's dav module answers a COPY of a file into a collection that does
// not exist with its own 500 page (1.22 captured live: "[crit] open() ...
// failed (2: No such file or directory)"), the PUT case of set 1186 for the
// other method that writes a file (webdav.go nginxPutNotPlaced).
func TestGeneralise1240NginxCopyNotPlaced(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"tool: COPY path: HTTP 500: page", "http", 500, "", "COPY /dav/w1240-share/notes.txt: HTTP 500 Internal Server Error: " + nginxPage500, rung.KindPremise},
		{"tool: COPY \"url\": 500 page", "http", 500, "", `COPY "http://127.0.0.1:34000/dav/w1240-share/budget.xlsx": 500 Internal Server Error ` + nginxPage500, rung.KindPremise},
		{"tool: MOVE url: 500 page", "http", 500, "", "MOVE https://files.example.com/dav/inbox/w1240-scan.pdf: 500 Internal Server Error\n" + nginxPage500, rung.KindPremise},
		// Near misses.
		{"near miss: GET answered with nginx's 500", "http", 500, "", "GET /dav/w1240-share/notes.txt: HTTP 500 Internal Server Error: " + nginxPage500, rung.KindTransient},
		{"near miss: COPY with the upstream's own 500 body", "http", 500, "", `COPY "http://127.0.0.1:34000/api/files/7": 500 Internal Server Error {"error":"internal","trace_id":"w1240-9c1d"}`, rung.KindTransient},
		{"near miss: COPY answered with nginx's 502", "http", 502, "", "COPY /dav/w1240-share/notes.txt: HTTP 502 Bad Gateway: <html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx/1.22.1</center>\r\n</body>\r\n</html>", rung.KindTransient},
	})
}
