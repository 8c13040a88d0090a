package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases410 runs held-out set 410: productivity SaaS APIs (Airtable, Google Workspace, Microsoft 365, Dropbox, Box, Zoom, Calendly, monday.com, ClickUp, Todoist, ...), from the vendors' docs, labelled blind.
// First run at 27b5f0f: 28/35 overall, 15/22 tricky.
// Passes since set 1438 (codes.go INVALID_MULTIPLE_CHOICE_OPTIONS, the documented code outranks the words; was tolerated as: i410-airtable-invalid-choice-option: denied vs invalid (the authority-words ruling, generic.go deniedWords "insufficient permission"): Airtable's own text says "Insufficient permissions"; that the cause is a choice value outside the field's options needs Airtable's typecast semantics, not in the text).
func TestIndependentCases410(t *testing.T) {
	runIndependent(t, "testdata/independent410.jsonl", true)
}

// TestGeneralise410 checks set 410's classes in other software's words,
// with near misses: a 409 that names an upload offset, a malformed path or
// a missing write permission (not an existing result); a 403 whose body
// says a cap on what the account holds is reached (premise, not
// authority); a 403 that asks to move the account to a named plan.
func TestGeneralise410(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"dropbox finish incorrect offset", "http", 409, "", `{"error_summary": "lookup_failed/incorrect_offset/.", "error": {".tag": "lookup_failed", "lookup_failed": {".tag": "incorrect_offset", "correct_offset": 1048576}}}`, rung.KindInvalid},
		{"tusd mismatched offset", "http", 409, "", "ERR_MISMATCHED_OFFSET: mismatched offset", rung.KindInvalid},
		{"dropbox list_folder malformed path", "http", 409, "", `{"error_summary": "path/malformed_path/..", "error": {".tag": "path", "path": {".tag": "malformed_path"}}}`, rung.KindInvalid},
		{"dropbox sharing no_permission", "http", 409, "", `{"error_summary": "no_permission/..", "error": {".tag": "no_permission"}}`, rung.KindDenied},
		{"dropbox add member insufficient_permissions", "http", 409, "", `{"error_summary": "insufficient_permissions/...", "error": {".tag": "insufficient_permissions"}}`, rung.KindDenied},
		{"dropbox create folder no write permission", "http", 409, "", `{"error_summary": "path/no_write_permission/...", "error": {".tag": "path", "path": {".tag": "no_write_permission"}}}`, rung.KindDenied},
		{"discord 403 max guilds", "http", 403, "", `{"message": "Maximum number of guilds reached (100)", "code": 30001}`, rung.KindPremise},
		{"403 max boards reached", "http", 403, "", "Maximum number of boards reached for this workspace", rung.KindPremise},
		{"403 max api keys reached", "http", 403, "", `{"error":"Maximum number of API keys reached (10). Delete a key to create a new one."}`, rung.KindPremise},
		{"403 upgrade account to pro", "http", 403, "", `{"message":"Please upgrade your account to Pro to use webhooks"}`, rung.KindPremise},
		{"403 upgrade workspace to business", "http", 403, "", "To enable SSO, upgrade your workspace to Business.", rung.KindPremise},
		{"monday budget retry_in_seconds", "http", 429, "", `{"errors":[{"message":"Complexity budget exhausted","extensions":{"code":"COMPLEXITY_BUDGET_EXHAUSTED","retry_in_seconds":22}}]}`, rung.KindTransient},
		{"graphql cost budget resets", "http", 200, "", `{"errors":[{"message":"Query cost budget exhausted for this minute; budget resets in 12 seconds"}]}`, rung.KindTransient},
		{"compute budget plain text", "", 0, "", "Compute budget exhausted: 5000 of 5000 points used, resets in 40s", rung.KindTransient},
		{"token budget refills", "http", 200, "", `{"error":"token budget exhausted; budget refills in 30 seconds"}`, rung.KindTransient},
		{"points budget replenish", "", 0, "", "Request points budget has been exhausted. Points replenish at 50 per second.", rung.KindTransient},
		// Near misses keep their reading: an existing file under 409, a
		// namespace busy with writes, a concurrent-session cap, a
		// permission in plain words, an upgrade of a client, not an account.
		{"dropbox conflict folder stays", "http", 409, "", `{"error_summary": "path/conflict/folder/..", "error": {".tag": "path", "path": {".tag": "conflict", "conflict": {".tag": "folder"}}}}`, rung.KindConflict},
		{"dropbox too many writes stays", "http", 409, "", `{"error_summary": "too_many_write_operations/..", "error": {".tag": "too_many_write_operations"}}`, rung.KindTransient},
		{"403 no permission to create stays", "http", 403, "", "You do not have permission to create more projects in this team", rung.KindDenied},
		{"budget without refill stays", "", 0, "", "Complexity budget exhausted", rung.KindUnknown},
		{"error budget no refill stays", "", 0, "", "Error budget exhausted for service checkout", rung.KindUnknown},
		{"403 upgrade client stays", "http", 403, "", "Please upgrade your client to version 2.0 or later", rung.KindDenied},
	})
}
