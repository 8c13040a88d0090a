package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases156 runs held-out set 156: 35 documented failures
// (24 tricky) from PostgreSQL through pgx (SQLSTATEs whose class misleads:
// 55P03 NOWAIT, 57P01, 23503 on delete, 23502, 25001, 42883 with its cast
// HINT, and connect-time 3D000/28P01/57P03), SQLite through modernc
// (extended codes 1032, 517, 1299, 18), nginx's own error pages (495, 496,
// 497 as 400s; limit_req's 503), Go's net/http, crypto/tls and os.Root
// error strings, the MCP spec (session 404, isError examples, insufficient
// scope), openai-go and anthropic-sdk-go (unusable 200s, 400
// previous_response_not_found, 402, 529); labelled from each software's
// docs and sources before the classifier was read.
// First run at b7cddad: 35/35 overall, 24/24 tricky. Nothing to fix; the
// neighbours below (other wordings of the same classes) passed as well and
// are kept as guards.
// Tolerated: none.
func TestIndependentCases156(t *testing.T) {
	runIndependent(t, "testdata/independent156.jsonl", true)
}

// TestGeneralise156 checks set 156's classes in neighbouring wordings.
func TestGeneralise156(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// A lock held by someone else right now (55P03): src/backend/storage/lmgr
		// "could not obtain lock on relation" (LOCK TABLE ... NOWAIT) and
		// src/backend/tcop/postgres.c "canceling statement due to lock timeout".
		{"pg lock table nowait", "postgres", 0, "55P03", `ERROR: could not obtain lock on relation "jobs" (SQLSTATE 55P03)`, rung.KindTransient},
		{"pg lock timeout", "postgres", 0, "55P03", `ERROR: canceling statement due to lock timeout (SQLSTATE 55P03)`, rung.KindTransient},
		// Class 57 operator intervention: postgres.c "terminating connection
		// because of crash of another server process" (57P02); postmaster.c
		// CAC_RECOVERY "the database system is in recovery mode" (57P03).
		{"pg crash of another process", "postgres", 0, "57P02", `FATAL: terminating connection because of crash of another server process (SQLSTATE 57P02)`, rung.KindTransient},
		{"pg recovery mode at connect", "postgres", 0, "57P03", "failed to connect to `user=agent database=shop`: 10.0.4.12:5432 (db.internal): server error: FATAL: the database system is in recovery mode (SQLSTATE 57P03)", rung.KindTransient},
		// Password refused on the md5/password path: pgconn "server error".
		{"pg password refused (md5 path)", "postgres", 0, "28P01", "failed to connect to `user=agent database=shop`: 10.0.4.12:5432 (db.internal): server error: FATAL: password authentication failed for user \"agent\" (SQLSTATE 28P01)", rung.KindDenied},
		// PreventInTransactionBlock for another command (xact.c).
		{"pg vacuum in a transaction block", "postgres", 0, "25001", `ERROR: VACUUM cannot run inside a transaction block (SQLSTATE 25001)`, rung.KindInvalid},
		// 23502 in the pre-13 wording (no "of relation").
		{"pg not-null, old wording", "postgres", 0, "23502", `ERROR: null value in column "id" violates not-null constraint (SQLSTATE 23502)`, rung.KindInvalid},
		// 23503 on delete without the DETAIL line.
		{"pg fk delete, no detail", "postgres", 0, "23503", `ERROR: update or delete on table "projects" violates foreign key constraint "tasks_project_id_fkey" on table "tasks" (SQLSTATE 23503)`, rung.KindPremise},
		// SQLite rescode.html: SQLITE_BUSY_RECOVERY (261), SQLITE_CONSTRAINT_CHECK (275).
		{"sqlite busy recovery", "sqlite", 0, "261", "database is locked (261)", rung.KindTransient},
		{"sqlite check constraint", "sqlite", 0, "275", "constraint failed: CHECK constraint failed: qty > 0 (275)", rung.KindInvalid},
		// nginx 1.22 ngx_http_special_response.c error page for 494.
		{"nginx 494 header too large", "http", 400, "", "<html>\r\n<head><title>400 Request Header Or Cookie Too Large</title></head>\r\n<body>\r\n<center><h1>400 Bad Request</h1></center>\r\n<center>Request Header Or Cookie Too Large</center>\r\n<hr><center>nginx/1.22.1</center>\r\n</body>\r\n</html>\r\n", rung.KindInvalid},
		// Go crypto/tls alert.go "bad certificate" (a TLS 1.2 server refusing
		// the client's certificate) and conn.go's plaintext-port error.
		{"go tls bad certificate", "go", 0, "", `Get "https://mtls.internal.example:8443/v1/jobs": remote error: tls: bad certificate`, rung.KindDenied},
		{"go tls to a plaintext port", "go", 0, "", `Get "https://10.0.7.21:8080/": tls: first record does not look like a TLS handshake`, rung.KindInvalid},
		// Go crypto/x509 verify.go, the not-yet-valid branch.
		{"go x509 not yet valid", "go", 0, "", `Get "https://billing.internal.example/": tls: failed to verify certificate: x509: certificate has expired or is not yet valid: current time 2026-12-03T05:20:11Z is before 2027-01-01T00:00:00Z`, rung.KindPremise},
		// Go net/http transport.go validateHeaders, the field-name branch.
		{"go invalid header field name", "go", 0, "", `Get "https://api.example.com/v1/me": net/http: invalid header field name "X Api Key"`, rung.KindInvalid},
		// Go os.Root, other operations refused at the boundary.
		{"go root stat escapes", "go", 0, "", "statat ../secrets.env: path escapes from parent", rung.KindDenied},
		{"go root mkdir escapes", "go", 0, "", "mkdirat ../../out: path escapes from parent", rung.KindDenied},
		// MCP TypeScript SDK client (StreamableHTTPError) on the reference
		// server transport's 404 -32001 "Session not found".
		{"mcp ts client session 404", "mcp", 404, "", `Error: Streamable HTTP error: Error POSTing to endpoint: {"jsonrpc":"2.0","error":{"code":-32001,"message":"Session not found"},"id":null}`, rung.KindPremise},
		// OpenAI Responses API: status incomplete (max_output_tokens) and a
		// refusal content part.
		{"openai responses incomplete", "openai", 200, "", `{"id":"resp_FAKE156","object":"response","status":"incomplete","incomplete_details":{"reason":"max_output_tokens"},"output":[{"type":"message","role":"assistant","content":[{"type":"output_text","text":"The first three steps are"}]}]}`, rung.KindAmbiguous},
		{"openai responses refusal", "openai", 200, "", `{"id":"resp_FAKE156","object":"response","status":"completed","output":[{"type":"message","role":"assistant","content":[{"type":"refusal","refusal":"I'm sorry, I cannot assist with that request."}]}]}`, rung.KindAmbiguous},
	})
}
