package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases499 runs held-out set 499: Anthropic and OpenAI API failures (sixth draw), from the vendors' docs, labelled blind.
// First run at 5180c2f: 32/35 overall, 21/23 tricky.
// Tolerated: i499-anth-websearch-max-uses: premise vs invalid (docs/taxonomy.md server tool error_code row; sets 23, 44, 185, 251 and 479 read max_uses_exceeded premise): the cap is the request's own max_uses, but the earlier ruling reads the spent budget as a premise; not changed here.
// Fixed later by the lead: i499-openai-upload-already-completed (passes since the lead's alreadyStated ruling (appwords.go): a refusal that stops at an end state and refuses no other act answers the act that makes it, conflict).
func TestIndependentCases499(t *testing.T) {
	runIndependent(t, "testdata/independent499.jsonl", true, "i499-anth-websearch-max-uses")
}

// TestGeneralise499 checks a conflict_error code (Anthropic, Notion), a
// wait by default, whose message names a thing that already exists: the
// world holds what the step was to create, conflict; with near misses.
func TestGeneralise499(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"anthropic workspace exists", "anthropic", 409, "", `{"type":"error","error":{"type":"conflict_error","message":"A workspace named 'research' already exists in this organization."}}`, rung.KindConflict},
		{"anthropic api key name", "anthropic", 409, "", `{"type":"error","error":{"type":"conflict_error","message":"An API key with this name already exists."}}`, rung.KindConflict},
		{"notion duplicate page", "http", 409, "", `{"object":"error","status":409,"code":"conflict_error","message":"A page with this unique_id already exists."}`, rung.KindConflict},
		{"sdk text, no status", "", 0, "", `POST "https://api.example.com/v1/webhooks": 409 Conflict {"error":{"type":"conflict_error","message":"Webhook endpoint https://hooks.example.com/in already exists"}}`, rung.KindConflict},
		{"go error wrapping the code", "go", 0, "", `create label: conflict_error: label "triage" already exists`, rung.KindConflict},
		// Near misses: a conflict_error that names a race or work still
		// running stays a wait, and a cancel of work that already ended
		// stays set 435's conflict.
		{"notion save conflict", "http", 409, "", `{"object":"error","status":409,"code":"conflict_error","message":"Conflict occurred while saving. Please try again."}`, rung.KindTransient},
		{"operation in progress", "anthropic", 409, "", `{"type":"error","error":{"type":"conflict_error","message":"Another operation on this workspace is in progress. Please try again later."}}`, rung.KindTransient},
		{"batch already ended", "anthropic", 409, "", `{"type":"error","error":{"type":"conflict_error","message":"Message batch msgbatch_01 has already ended and can no longer be canceled."}}`, rung.KindConflict},
	})
}
