package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases380 runs held-out set 380: MCP reference servers and nginx (second draw), captured live, labelled blind.
func TestIndependentCases380(t *testing.T) {
	runIndependent(t, "testdata/independent380.jsonl", false)
}

// TestGeneralise380 checks an {"ok":false,"error":code} body whose code says
// the account or workspace is suspended or deactivated, with near misses.
func TestGeneralise380(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"account_suspended 200", "http", 200, "", `{"ok":false,"error":"account_suspended"}`, rung.KindPremise},
		{"team_suspended", "http", 200, "", `{"ok":false,"error":"team_suspended","warning":"superfluous_charset"}`, rung.KindPremise},
		{"workspace_deactivated", "http", 200, "", `{"ok":false,"error":"workspace_deactivated"}`, rung.KindPremise},
		{"org_suspended 403", "http", 403, "", `{"ok":false,"error":"org_suspended"}`, rung.KindPremise},
		{"user_deactivated", "http", 200, "", `{"ok": false, "error": "user_deactivated"}`, rung.KindPremise},
		// Near misses: a token revoked and an unknown code keep their reading.
		{"token_revoked", "http", 200, "", `{"ok":false,"error":"token_revoked"}`, rung.KindDenied},
		{"already_reacted", "http", 200, "", `{"ok":false,"error":"already_reacted"}`, rung.KindConflict},
	})
}
