package classify

import (
	"strings"
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralisePreparedStatementGone: PostgreSQL's 26000 for a prepared
// statement the session no longer holds (after DISCARD ALL, a reconnect,
// a pooler that moved the session) is premise with or without its
// SQLSTATE (sets 118 and 149); its neighbours keep their kinds.
func TestGeneralisePreparedStatementGone(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// pgx v5 PgError.Error().
		{"pgx 26000", "postgres", 0, "26000", `ERROR: prepared statement "get_order" does not exist (SQLSTATE 26000)`, rung.KindPremise},
		{"pgx 26000 in the text only", "", 0, "", `load order: ERROR: prepared statement "stmtcache_3f2a" does not exist (SQLSTATE 26000)`, rung.KindPremise},
		// lib/pq's "pq: " rendering, no SQLSTATE.
		{"lib/pq, no code", "", 0, "", `pq: prepared statement "q1" does not exist`, rung.KindPremise},
		// Neighbours: a name already prepared stays conflict; a cursor the
		// session no longer holds is premise too (postgres.go 34000).
		{"42P05 already exists", "postgres", 0, "42P05", `ERROR: prepared statement "get_order" already exists (SQLSTATE 42P05)`, rung.KindConflict},
		{"34000 cursor (premise: a cursor closes with its transaction)", "postgres", 0, "34000", `ERROR: cursor "c1" does not exist (SQLSTATE 34000)`, rung.KindPremise},
	})
}

// TestPostgresForeignKeyReasons: 23503's two sides keep their kind
// (premise) and each reason names the fact to act on (set 157's notes).
func TestPostgresForeignKeyReasons(t *testing.T) {
	for _, tc := range []struct{ text, reason string }{
		{`ERROR: update or delete on table "tenants" violates foreign key constraint "projects_tenant_id_fkey" on table "projects" (SQLSTATE 23503)`, "still reference"},
		{`ERROR: insert or update on table "projects" violates foreign key constraint "projects_tenant_id_fkey" (SQLSTATE 23503)`, "referenced row does not exist"},
	} {
		got := Classify(Input{Protocol: "postgres", Code: "23503", Message: tc.text})
		if got.Kind != rung.KindPremise || !strings.Contains(got.Reason, tc.reason) {
			t.Errorf("%s: got %s (%s), want premise naming %q", tc.text, got.Kind, got.Reason, tc.reason)
		}
	}
}
