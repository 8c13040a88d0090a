package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 7f11ce79: 26/34 overall, 5/12 tricky.
// Tolerated: i1759-return-444-go-eof: transient vs denied (ruling): taxonomy's 444 row keeps the client's bare EOF transient; only the status or an access log shows the drop.
// Tolerated: i1759-spa-fallback-html-200: unknown vs ambiguous (one-off): a bare SPA shell at 200 with no sign of the route the call asked for; no class rule reads it without false alarms on ordinary pages.
// Tolerated: i1759-dav-put-collection-409-json: conflict vs invalid (one-off): the gateway's own "error":"conflict" code is read before the method it echoes.
// Tolerated: i1759-dav-mkcol-missing-parent-409: conflict vs premise (one-off): nginx's stock 409 page with no method or path in the text.
// Tolerated: i1759-dav-put-missing-dir-500: transient vs premise (one-off): nginx's stock 500 page with no method or path in the text.
// Tolerated: i1759-dav-copy-overwrite-f-412: premise vs conflict (ruling): the 412 row keeps premise unless the text shows the create-only precondition; the stock page names no COPY.
func TestIndependentCases1759(t *testing.T) {
	runIndependent(t, "testdata/independent1759.jsonl", true,
		"i1759-return-444-go-eof", "i1759-spa-fallback-html-200", "i1759-dav-put-collection-409-json",
		"i1759-dav-mkcol-missing-parent-409", "i1759-dav-put-missing-dir-500", "i1759-dav-copy-overwrite-f-412")
}

// Class: a 2xx XML directory index with no entries: nginx autoindex_format
// xml writes `<?xml version="1.0"?>` and an empty <list> (nginx 1.22.1,
// captured live; ngx_http_autoindex_module). Near misses: a <list> with
// <file>/<directory> entries, a <list> inside a non-XML page, an XML error
// body, a 5xx.
func TestGeneralise1759AutoindexXML(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"nginx xml empty crlf", "http", 200, "", "<?xml version=\"1.0\"?>\r\n<list>\r\n</list>\r\n", ambiguous},
		{"nginx xml empty lf", "http", 200, "", "<?xml version=\"1.0\"?>\n<list>\n</list>\n", ambiguous},
		{"nginx xml empty one line", "", 200, "", "<?xml version=\"1.0\"?><list></list>", ambiguous},
		{"near: list with a file", "http", 200, "", "<?xml version=\"1.0\"?>\r\n<list>\r\n<file mtime=\"2026-12-07T21:45:30Z\" size=\"18\">a.txt</file>\r\n</list>\r\n", rung.KindUnknown},
		{"near: html mentions list", "http", 503, "", "<html><body><list></list>Service Unavailable</body></html>", transient},
		{"near: xml error body", "http", 404, "", "<?xml version=\"1.0\"?><Error><Code>NoSuchKey</Code></Error>", premise},
	})
}

// Class: a WebDAV method's own status when an API gateway's JSON error body
// echoes the request as "method" and "path" fields (nginx error_page bodies
// built from $request_method and $uri; RFC 4918 9.3.1: a 405 to MKCOL is a
// URL already mapped, a 409 to MKCOL a missing parent). Near misses: the
// same body for POST or GET (the 405 stays invalid), a method field
// without a path, a "method" that is a payment method.
func TestGeneralise1759JSONEchoedMethod(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"mkcol 405 echo", "http", 405, "", `{"error":"method_not_allowed","method":"MKCOL","path":"/v1/dav/existing/"}`, conflict},
		{"mkcol 405 echo spaced url", "http", 405, "", `{"status": 405, "method": "MKCOL", "url": "/files/reports/"}`, conflict},
		{"mkcol 409 echo", "http", 409, "", `{"message":"request failed","method":"MKCOL","path":"/dav/a/b/"}`, premise},
		{"move 409 echo", "http", 409, "", `{"message":"request failed","method":"MOVE","path":"/dav/a.txt"}`, premise},
		{"near: post 405 echo", "http", 405, "", `{"error":"method_not_allowed","method":"POST","path":"/v1/files/data.json"}`, invalid},
		{"near: mkcol without path", "http", 405, "", `{"error":"method_not_allowed","method":"MKCOL"}`, invalid},
		{"near: payment method", "http", 409, "", `{"error":"duplicate","method":"card","path":"/v1/charges"}`, conflict},
	})
}
