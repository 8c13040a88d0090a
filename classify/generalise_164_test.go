package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases164 runs held-out set 164: 35 documented failures
// (23 tricky) from PostgreSQL via pgx, SQLite via modernc, nginx's WebDAV
// module seen by a Go HTTP tool, Go's os/exec, net/http and crypto/x509,
// the MCP reference servers (filesystem, memory, everything) through the
// go-sdk client, openai-go and anthropic-sdk-go, each labelled blind from
// the software's own docs and sources.
// First run at 4b98a48: 34/35 overall, 23/23 tricky. Nothing fixed: the
// only miss is a reading the taxonomy already rules on.
// i164-mcp-fs-ambiguous-unicode missed on the first run and passes since
// the multiple-match ruling (shellwords.go), which follows this set and sets
// 101 and 144 against set 29.
func TestIndependentCases164(t *testing.T) {
	runIndependent(t, "testdata/independent164.jsonl", true)
}

// TestGeneralise164 checks set 164's tricky classes in other software's
// words, with near misses that must keep their kind.
func TestGeneralise164(t *testing.T) {
	apache405 := "<!DOCTYPE HTML PUBLIC \"-//IETF//DTD HTML 2.0//EN\">\n<html><head>\n<title>405 Method Not Allowed</title>\n</head><body>\n<h1>Method Not Allowed</h1>\n<p>The requested method MKCOL is not allowed for this URL.</p>\n</body></html>\n"
	nginx405 := "<html>\r\n<head><title>405 Not Allowed</title></head>\r\n<body>\r\n<center><h1>405 Not Allowed</h1></center>\r\n<hr><center>nginx/1.22.1</center>\r\n</body>\r\n</html>\r\n"
	runWordingCases(t, []wordingCase{
		// WebDAV MKCOL on a mapped URL (RFC 4918 9.3.1 "405 ... MKCOL can
		// only be executed on an unmapped URL"): Apache mod_dav's stock
		// 405 page; SabreDAV (Nextcloud) CorePlugin httpMkcol's
		// MethodNotAllowed "The resource you tried to create already exists".
		{"apache mod_dav MKCOL 405", "http", 405, "", "MKCOL https://files.example.com/dav/reports/2026-12/: 405 Method Not Allowed\n\n" + apache405, rung.KindConflict},
		{"sabredav MKCOL 405", "http", 405, "", "MKCOL https://cloud.example.com/remote.php/dav/files/agent/Reports: 405 Method Not Allowed\n\n<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<d:error xmlns:d=\"DAV:\" xmlns:s=\"http://sabredav.org/ns\">\n  <s:exception>Sabre\\DAV\\Exception\\MethodNotAllowed</s:exception>\n  <s:message>The resource you tried to create already exists</s:message>\n</d:error>", rung.KindConflict},
		// MKCOL 409 (RFC 4918 9.3.1: intermediate collections missing):
		// a bare status line, and SabreDAV's Conflict "Parent node does not exist".
		{"MKCOL 409 bare", "http", 409, "409 Conflict", "MKCOL http://127.0.0.1:8080/dav/a/b/c/: 409 Conflict", rung.KindPremise},
		{"sabredav MKCOL 409", "http", 409, "", "MKCOL https://cloud.example.com/remote.php/dav/files/agent/a/b: 409 Conflict\n\n<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<d:error xmlns:d=\"DAV:\" xmlns:s=\"http://sabredav.org/ns\">\n  <s:exception>Sabre\\DAV\\Exception\\Conflict</s:exception>\n  <s:message>Parent node does not exist</s:message>\n</d:error>", rung.KindPremise},
		// MOVE with Overwrite: F onto a mapped destination (RFC 4918 9.9.4).
		{"MOVE Overwrite F 412", "http", 412, "", "MOVE http://127.0.0.1:8080/dav/drafts/a.md (Destination: http://127.0.0.1:8080/dav/final/a.md, Overwrite: F): 412 Precondition Failed", rung.KindConflict},
		// Near misses: a stale If-Match stays premise (RFC 9110 13.1.1);
		// nginx's static-file 405 for POST stays the call's.
		{"PUT If-Match 412 stays premise", "http", 412, "", "PUT http://127.0.0.1:8080/dav/final/a.md (If-Match: \"abc\"): 412 Precondition Failed", rung.KindPremise},
		{"nginx static POST 405 stays invalid", "http", 405, "", "POST http://127.0.0.1:31640/index.html: 405 Not Allowed\n\n" + nginx405, rung.KindInvalid},
		// PostgreSQL: a descending sequence at its minimum (sequence.c
		// nextval_internal); setval's out-of-bounds value stays the call's.
		{"pg nextval minimum", "postgres", 0, "2200H", "ERROR: nextval: reached minimum value of sequence \"countdown_seq\" (1) (SQLSTATE 2200H)", rung.KindPremise},
		{"pg setval out of bounds stays invalid", "postgres", 0, "22003", "ERROR: setval: value 0 is out of bounds for sequence \"s\" (1..3) (SQLSTATE 22003)", rung.KindInvalid},
		// 42883 with the argument types wrong (parse_func.c HINT) is the
		// call's; an extension's function that is not installed stays premise.
		{"pg round(double, int)", "postgres", 0, "42883", "ERROR: function round(double precision, integer) does not exist (SQLSTATE 42883)\nHINT: No function matches the given name and argument types. You might need to add explicit type casts.", rung.KindInvalid},
		{"pg uuid-ossp missing stays premise", "postgres", 0, "42883", "ERROR: function uuid_generate_v4() does not exist (SQLSTATE 42883)\nHINT: No function matches the given name and argument types. You might need to add explicit type casts.", rung.KindPremise},
		// 42704: a misspelt GUC (guc.c find_option) vs a type that is not there.
		{"pg GUC typo", "postgres", 0, "42704", "ERROR: unrecognized configuration parameter \"work_mem_x\" (SQLSTATE 42704)", rung.KindInvalid},
		{"pg type missing stays premise", "postgres", 0, "42704", "ERROR: type \"citext\" does not exist (SQLSTATE 42704)", rung.KindPremise},
		// 0A000 locking clauses (analyze.c CheckSelectLocking).
		{"pg FOR SHARE with window", "postgres", 0, "0A000", "ERROR: FOR SHARE is not allowed with window functions (SQLSTATE 0A000)", rung.KindInvalid},
		{"pg FOR NO KEY UPDATE with GROUP BY", "postgres", 0, "0A000", "ERROR: FOR NO KEY UPDATE is not allowed with GROUP BY clause (SQLSTATE 0A000)", rung.KindInvalid},
		// Connection slots full: PostgreSQL 15's reserved-slots FATAL,
		// libpq's wording of 53300, go-sql-driver/mysql's 1040.
		{"pg reserved slots", "postgres", 0, "53300", "failed to connect to `user=agent database=shop`: 127.0.0.1:5432 (db.internal): server error: FATAL: remaining connection slots are reserved for non-replication superuser connections (SQLSTATE 53300)", rung.KindTransient},
		{"libpq too many clients", "", 0, "", "psql: error: connection to server at \"db.internal\" (10.0.0.5), port 5432 failed: FATAL:  sorry, too many clients already", rung.KindTransient},
		{"mysql 1040", "", 0, "", "Error 1040 (08004): Too many connections", rung.KindTransient},
		{"pg 57P01 wrapped", "", 0, "", "query orders: FATAL: terminating connection due to administrator command (SQLSTATE 57P01)", rung.KindTransient},
		// SQLite: other STRICT types (rescode.html constraint_datatype) and
		// other objects that already exist (build.c, "%s %T already exists").
		{"sqlite strict REAL", "sqlite", 0, "3091", "constraint failed: cannot store REAL value in INTEGER column t.n (3091)", rung.KindInvalid},
		{"sqlite index exists", "sqlite", 0, "1", "SQL logic error: index idx_invoices_customer already exists (1)", rung.KindConflict},
		{"sqlite view exists", "sqlite", 0, "1", "SQL logic error: view v_open already exists (1)", rung.KindConflict},
		// ENOEXEC in Python's and bash's words; x509's legacy CN unwrapped.
		{"python ENOEXEC", "", 0, "", "OSError: [Errno 8] Exec format error: '/opt/tools/report.sh'", rung.KindPremise},
		{"bash ENOEXEC", "", 0, "", "bash: ./report: cannot execute binary file: Exec format error", rung.KindPremise},
		{"x509 legacy CN bare", "go", 0, "", "x509: certificate relies on legacy Common Name field, use SANs instead", rung.KindPremise},
		// A server's own allow-list (server-everything without the prefix;
		// the MCP fetch server's robots.txt refusal) vs a Windows path.
		{"everything domain bare", "mcp", 0, "isError", "Domain evil.example.com is not in the allowed domains list.", rung.KindDenied},
		{"fetch robots.txt", "mcp", 0, "isError", "The sites robots.txt (https://example.com/robots.txt), specifies that autonomous fetching of this page is not allowed", rung.KindDenied},
		{"filesystem Windows path D:", "mcp", 0, "isError", "Access denied - Windows-style path received on a POSIX host: D:\\data\\x.csv", rung.KindInvalid},
	})
}
