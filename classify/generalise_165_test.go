package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases165 runs held-out set 165: 35 live failures (10
// tricky) of a customer-support agent written in Go, captured on this
// machine from PostgreSQL 15 via pgx v5, SQLite via modernc.org/sqlite,
// nginx 1.22 in front of a Go helpdesk-like API (Zendesk-style bodies),
// Go net/http and os, the MCP reference servers (server-memory through
// the TypeScript SDK client, server-filesystem through the go-sdk
// client), openai-go and anthropic-sdk-go against httptest servers; each
// labelled blind from the software's own docs and sources.
// First run at e3f359d: 29/35 overall, 7/10 tricky. Fixed by class: a
// bare application "X is already closed" reads as the bare already-state
// (conflict) before the lone word "closed" (appwords.go appMessage); a
// state named as what "prevents" an act is a refusal for that state
// (premise, appwords.go statePrevents); an item's size set against a size
// limit in a tool's words is invalid (oversizelimit.go sizeOverLimit).
// Tolerated:
// i165-pg-check-refund-over-paid missed on the first run and passes since "funds" is read as a word in guardsState (set 249).
// i165-http-409-safe-update-stale missed on the first run and passes since the stale-copy ruling (staleref.go).
// Tolerated: i165-mcp-fs-edit-no-match: invalid vs premise by the edit ruling as it stood (sets 126 to 222); the revised edit ruling reads an edit's missing old text premise (generic.go editMismatchReason)
func TestIndependentCases165(t *testing.T) {
	runIndependent(t, "testdata/independent165.jsonl", true, "i165-mcp-fs-edit-no-match")
}

// TestGeneralise165 checks set 165's fixed classes in other software's
// words, with near misses that must keep their kind.
func TestGeneralise165(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// A bare "already <state>" raised by the application, with the
		// state "closed" (PostgreSQL P0001 from a trigger; MySQL SIGNAL
		// 45000 via go-sql-driver; SQL Server THROW 50000): the act that
		// makes the state met it made.
		{"pg P0001 already closed (set 165)", "postgres", 0, "P0001", "ERROR: ticket 4812 is already closed (SQLSTATE P0001)", rung.KindConflict},
		{"mysql 45000 already closed", "", 0, "", "Error 1644 (45000): ticket 4812 is already closed", rung.KindConflict},
		{"pg P0001 has already been closed", "postgres", 0, "P0001", "ERROR: case 77 has already been closed (SQLSTATE P0001)", rung.KindConflict},
		// Near misses: "closed" without "already", a refusal of another
		// act, a closed period stay premise.
		{"pg P0001 closed, no already", "postgres", 0, "P0001", "ERROR: account 7 is closed (SQLSTATE P0001)", rung.KindPremise},
		{"pg P0001 already closed, other act", "postgres", 0, "P0001", "ERROR: ticket 4812 is already closed, cannot add comment (SQLSTATE P0001)", rung.KindPremise},
		{"pg P0001 closed for posting", "postgres", 0, "P0001", "ERROR: period 2026-11 is closed for posting (SQLSTATE P0001)", rung.KindPremise},

		// "<state> prevents <act>": Zendesk's 422 ClosedPreventsUpdate
		// (set 165's body), the same sentence without the status, and the
		// form with other states and "state"/"status" between.
		{"zendesk 422 closed prevents update (set 165)", "http", 422, "", "HTTP/1.1 422 Unprocessable Entity\nContent-Type: application/json; charset=utf-8\n\n{\"error\":\"RecordInvalid\",\"description\":\"Record validation errors\",\"details\":{\"status\":[{\"description\":\"Status: closed prevents ticket update\",\"error\":\"ClosedPreventsUpdate\"}]}}", rung.KindPremise},
		{"closed prevents update, text only", "", 0, "", "Status: closed prevents ticket update", rung.KindPremise},
		{"locked state prevents changes", "http", 422, "", "{\"message\":\"locked state prevents changes\"}", rung.KindPremise},
		{"status closed prevents update", "http", 422, "", "{\"message\":\"Ticket status closed prevents update\"}", rung.KindPremise},
		// Near misses: a credential's state stays denied; an ordinary
		// 422 field error stays the call's.
		{"expired token prevents access", "", 0, "", "expired token prevents access", rung.KindDenied},
		{"zendesk 422 invalid email stays invalid", "http", 422, "", "{\"error\":\"RecordInvalid\",\"description\":\"Record validation errors\",\"details\":{\"requester\":[{\"description\":\"Requester: Email is invalid\",\"error\":\"InvalidValue\"}]}}", rung.KindInvalid},

		// An item's size against a size limit, without "too large": set
		// 165's tool line; git's pre-receive hook on GitHub ("File ... is
		// 105.00 MB; this exceeds GitHub's file size limit of 100.00 MB");
		// the same shape in MB/MiB.
		{"tool upload over limit (set 165)", "", 0, "", "upload_attachment: /tmp/w165/attachments/screen-recording-4813.mov is 26214400 bytes; attachments are limited to 20971520 bytes", rung.KindInvalid},
		{"github push file size limit", "", 0, "", "remote: error: File assets/demo.mp4 is 105.00 MB; this exceeds GitHub's file size limit of 100.00 MB", rung.KindInvalid},
		{"upload maximum is", "", 0, "", "upload: report.pdf is 31 MB; the maximum is 25 MB", rung.KindInvalid},
		{"attach max size MiB", "", 0, "", "attach: invoice.pdf is 12.5 MiB, max size is 10 MiB", rung.KindInvalid},
		// Near misses: a count limit and an account's storage are no
		// item's size.
		{"cohere trial calls limit stays premise", "http", 429, "", "{\"message\":\"You are using a Trial key, which is limited to 1000 API calls / month. You can continue to use the Trial key for free or upgrade to a Production key\"}", rung.KindPremise},
		{"storage quota stays premise", "", 0, "", "upload attachment: workspace is 10.4 GB; storage quota exceeded for this account (limit is 10 GB)", rung.KindPremise},
	})
}
