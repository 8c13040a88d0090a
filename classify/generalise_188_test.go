package classify

import "testing"

// TestIndependentCases188 runs held-out set 188: a documented set (74% tricky) of failures
// from PostgreSQL's less common SQLSTATE classes and FATALs at connect (pgx v5 ConnectError
// form), SQLite's SQLITE_ERROR texts (modernc.org/sqlite), nginx's 496/497 pages and
// upstream error_log lines, Go's http2/net/http transport and os/exec ErrDot errors, MCP
// 2025-11-25 tasks and URL elicitation errors (go-sdk client form), and openai-go /
// anthropic-sdk-go errors for the Files and Models endpoints; labelled blind from each
// software's own docs and sources.
// First run at 50b0f84: 35/35 overall, 26/26 tricky. Nothing needed fixing.
// Tolerated: none.
func TestIndependentCases188(t *testing.T) { runIndependent(t, "testdata/independent188.jsonl", true) }
