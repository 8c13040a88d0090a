package classify

import "testing"

// First run at 74ff9cd5: 16/24 overall, 5/13 tricky.
// Tolerated: i1512-nginx-dav-delete-mindepth: invalid vs denied (one-off): nginx's 409 page to a DELETE of a collection URL is either min_delete_depth's policy or a trailing slash on a file (ENOTDIR), which the client's text cannot tell apart; the error.log line "insufficient URI depth" is read denied (nginx.go, set 77).
// Tolerated: i1512-nginx-dav-put-perm: premise vs denied (ruling): nginx's own 500 to a PUT of a file is read premise, a missing directory or a store that refuses the write (webdav.go nginxPutNotPlaced, set 67); the errno 13 shows only in error.log, which set 1404 reads denied.
func TestIndependentCases1512(t *testing.T) {
	runIndependent(t, "testdata/independent1512.jsonl", true, "i1512-nginx-dav-delete-mindepth", "i1512-nginx-dav-put-perm")
}

// TestGeneralise1512NginxTitleLine: nginx's own error page is known by its
// title line alone, as a tool that trims the page keeps it: the title
// inside "<head>" and "</head>" on one line ("<head><title>409
// Conflict</title></head>", ngx_http_special_response.c), so the dav
// module's readings by method and path (a PUT's 500, a MKCOL without its
// slash, a DELETE's 409) hold without the "<center>nginx" footer. Apache
// and lighttpd put the title on its own line; a GET's 500 keeps its
// reading. nginx 1.22.1 captured live (set 1512).
func TestGeneralise1512NginxTitleLine(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"PUT 500 title line", "http", 500, "500", "PUT http://files.local/reports/q4.md: HTTP/1.1 500 Internal Server Error\n<head><title>500 Internal Server Error</title></head>", premise},
		{"COPY 500 title line", "http", 500, "", "COPY https://dav.example/a/b.txt: 500 Internal Server Error <head><title>500 Internal Server Error</title></head>", premise},
		{"MKCOL no slash title line", "http", 409, "", "MKCOL http://files.local/notes/img: HTTP/1.1 409 Conflict\n<head><title>409 Conflict</title></head>", invalid},
		{"DELETE dir no slash title line", "http", 409, "", "DELETE http://files.local/notes/old: 409 Conflict\n<HEAD><TITLE>409 Conflict</TITLE></HEAD>", invalid},
		// Near misses.
		{"apache-style 500 page to PUT stays transient", "http", 500, "", "PUT http://files.local/a.txt: 500 Internal Server Error\n<html><head>\n<title>500 Internal Server Error</title>\n</head>", transient},
		{"GET 500 title line stays transient", "http", 500, "", "GET http://files.local/a.txt: HTTP/1.1 500 Internal Server Error\n<head><title>500 Internal Server Error</title></head>", transient},
		{"MKCOL collection URL 409 title line stays premise", "http", 409, "", "MKCOL http://files.local/archive/2026/: HTTP/1.1 409 Conflict\n<head><title>409 Conflict</title></head>", premise},
		{"title without head stays the status's", "http", 500, "", "PUT http://files.local/a.txt: 500\n<title>500 Internal Server Error</title>", transient},
	})
}

// TestGeneralise1512NginxCopyMove409: nginx's dav module answers its own
// 409 to a COPY or MOVE only for the request's shape: source and
// Destination disagree on the trailing slash ("both URI ... should be
// either collections or non-collections") or a file is sent onto an
// existing directory ("could not be COPYed to collection"); a Destination
// under a missing directory is its 500 or 404. So it is invalid, not RFC
// 4918's missing parent. Another server's 409 to COPY or MOVE, and a 412,
// keep theirs. nginx 1.22.1 captured live (set 1512).
func TestGeneralise1512NginxCopyMove409(t *testing.T) {
	page := "\n<html>\r\n<head><title>409 Conflict</title></head>\r\n<body>\r\n<center><h1>409 Conflict</h1></center>\r\n<hr><center>nginx/1.22.1</center>\r\n</body>\r\n</html>\r\n"
	runWordingCases(t, []wordingCase{
		{"MOVE collection onto file, title line", "http", 409, "409", "MOVE http://files.local/notes/drafts/: HTTP/1.1 409 Conflict\n<head><title>409 Conflict</title></head>", invalid},
		{"COPY file onto directory, full page", "http", 409, "", "COPY http://files.local/notes/plan.md: 409 Conflict" + page, invalid},
		// Near misses.
		{"gowebdav MOVE 409 stays premise", "http", 409, "", "MOVE /a.txt: 409", premise},
		{"COPY 409 without nginx page stays premise", "http", 409, "", "COPY https://dav.example/a.txt: 409 Conflict\n\n", premise},
		{"COPY 412 nginx stays conflict", "http", 412, "", "COPY http://files.local/notes/plan.md: HTTP/1.1 412 Precondition Failed\n<head><title>412 Precondition Failed</title></head>", conflict},
	})
}

// TestGeneralise1512DavOnlyMethod: a 405 or 501 to a method only WebDAV's
// property and locking extensions define (PROPFIND, PROPPATCH, LOCK,
// UNLOCK; RFC 4918), named before the request's path or URL, is a server
// that does not implement it: nginx's dav module has none of them
// (nginx.org ngx_http_dav_module, "WebDAV clients that require additional
// WebDAV methods to operate will not work with this module"; 1.22.1
// captured live, set 1512). Premise: list or lock another way. MKCOL's 405
// stays conflict, other methods' 405 invalid, Apache's page naming the
// method alone keeps set 159's reading.
func TestGeneralise1512DavOnlyMethod(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"PROPFIND 405 nginx", "http", 405, "405", "PROPFIND http://files.local/notes/: HTTP/1.1 405 Not Allowed\n<head><title>405 Not Allowed</title></head>", premise},
		{"LOCK 405 nginx", "http", 405, "", "LOCK http://files.local/notes/plan.md: 405 Not Allowed", premise},
		{"PROPPATCH 501", "http", 501, "", "PROPPATCH /dav/a.txt: 501 Not Implemented", premise},
		{"UNLOCK 405 quoted path", "http", 405, "", `UNLOCK "/dav/a.txt": 405 Method Not Allowed`, premise},
		// Near misses.
		{"MKCOL 405 stays conflict", "http", 405, "", "MKCOL http://files.local/notes/: HTTP/1.1 405 Not Allowed\n<head><title>405 Not Allowed</title></head>", conflict},
		{"GET 405 stays invalid", "http", 405, "", "GET http://files.local/notes/: HTTP/1.1 405 Not Allowed\n<head><title>405 Not Allowed</title></head>", invalid},
		{"lower-case word in a sentence stays invalid", "http", 405, "", "the client tried propfind /notes/ but the method is not allowed", invalid},
		{"word without a target stays invalid", "http", 405, "", "405 Method Not Allowed: LOCK is not allowed on this endpoint", invalid},
		{"PROPFIND 401 stays denied", "http", 401, "", "PROPFIND http://files.local/private/: HTTP/1.1 401 Unauthorized\n<head><title>401 Authorization Required</title></head>", denied},
	})
}
