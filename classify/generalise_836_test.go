package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 82794b97: 28/31 overall, 11/14 tricky.
// Tolerated: i836-pg-drop-mellomregning-gone: conflict vs premise (the set 425 ruling in generic.go and docs/taxonomy.md: a DROP TABLE of a table that is not there, MySQL 1051, is premise "as PostgreSQL's 42P01"): the set reads the drop as a removal that finds its end state already holding (set 260's ENOENT removal, DROP ... IF EXISTS), the ruling reads the missing table as the plan's false belief; both hold, and the anchored ruling stays.
// Tolerated: i836-mcpgo-fs-edit-nomatch: invalid vs premise (the edit ruling, revised by the lead, docs/taxonomy.md "a coding agent's edit tool whose old text is not in the file", generic.go and editecho.go): the set reads the old text as the call's own argument to repair, the ruling reads the file as not holding what the step believed; the blind sets split on it and the anchored ruling stays.
//
// TestIndependentCases836 runs held-out set 836: live MCP reference servers via Go SDK, mcp-go and TS SDK clients, plus PostgreSQL, SQLite and nginx, labelled blind.
func TestIndependentCases836(t *testing.T) {
	runIndependent(t, "testdata/independent836.jsonl", true, "i836-pg-drop-mellomregning-gone", "i836-mcpgo-fs-edit-nomatch")
}

// TestGeneralise836 covers a state followed by the acts the object no
// longer takes, named as the clause's subject ("<object> is closed;
// <acts> are no longer accepted"), after ";", "." or an em dash
// (appwords.go actsNoLongerTaken; held-out set 836's nginx-relayed 422).
func TestGeneralise836(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "set 836 live: Go upstream via nginx, 422 period_closed", protocol: "http", status: 422, code: "period_closed", msg: `POST http://127.0.0.1:25360/v1/periods/2026-Q3/postings: 422 Unprocessable Entity: {"error":"period_closed","message":"accounting period 2026-Q3 for ledger 'Ærø-836' is closed; postings are no longer accepted"}`, want: rung.KindPremise},
		{name: "NestJS BadRequestException, tournament stage (public source, index id 61536777291)", protocol: "http", status: 400, msg: `{"statusCode":400,"message":"Stage is closed; submissions are no longer accepted","error":"Bad Request"}`, want: rung.KindPremise},
		{name: "FastAPI HTTPException 409, submission folder (public source, index id 60544322891)", protocol: "http", status: 409, msg: `{"detail":"Folder is closed; submissions are no longer accepted."}`, want: rung.KindPremise},
		{name: "quiz UI, em dash (public source, index id 69499242563)", msg: "This quiz is closed — submissions are no longer accepted.", want: rung.KindPremise},
		{name: "volunteer opportunity alert, two sentences (public source, index id 30433549298)", msg: "This opportunity is closed. New applications are no longer accepted.", want: rung.KindPremise},
		{name: "poll status text (public source, index id 62076891791)", msg: "This poll is closed. Responses are no longer accepted.", want: rung.KindPremise},
		// Near misses: a credential no longer accepted stays denied; a
		// server draining its listener stays transient; Go's
		// ErrServerClosed keeps its own reading.
		{name: "near miss: Shopify Admin API 401, non-expiring tokens (public source, index id 62142894158)", protocol: "http", status: 401, msg: "[API] Non-expiring access tokens are no longer accepted for the Admin API", want: rung.KindDenied},
		{name: "near miss: Node server.close log line (public source, index id 23286660083)", msg: "HTTP server closed — no longer accepting connections", want: rung.KindTransient},
		{name: "near miss: net/http ErrServerClosed", protocol: "go", msg: "http: Server closed", want: rung.KindInvalid},
	})
}
