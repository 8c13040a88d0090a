package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at a5337318: 27/34 overall, 9/14 tricky.
func TestIndependentCases1179(t *testing.T) {
	runIndependent(t, "testdata/independent1179.jsonl", false)
}

// TestGeneralise1179PgDump holds pg_dump's own verdicts before any SQL: a
// pattern that matched nothing, and a server newer than the client.
func TestGeneralise1179PgDump(t *testing.T) {
	for _, tc := range []struct {
		name, proto, msg string
		want             rung.Kind
	}{
		{"no tables", "exec", "exit status 1: pg_dump: error: no matching tables were found", rung.KindPremise},
		{"no tables strict", "", `pg_dump: error: no matching tables were found for pattern "w1179_ledger"`, rung.KindPremise},
		{"no schemas strict", "exec", `exit status 1: pg_dump: error: no matching schemas were found for pattern "w1179_audit"`, rung.KindPremise},
		{"version mismatch", "exec", "exit status 1: pg_dump: error: aborting because of server version mismatch\npg_dump: detail: server version: 17.2 (Debian 17.2-1.pgdg120+1); pg_dump version: 15.18 (Debian 15.18-0+deb12u1)", rung.KindPremise},
		{"version mismatch pg_dumpall", "", "pg_dumpall: error: aborting because of server version mismatch", rung.KindPremise},
		// Near misses keep their readings.
		{"near miss: permission on lock", "exec", "exit status 1: pg_dump: error: query failed: ERROR:  permission denied for table w1179_payroll\npg_dump: detail: Query was: LOCK TABLE public.w1179_payroll IN ACCESS SHARE MODE", rung.KindDenied},
		{"near miss: npm no matching version", "exec", "npm error notarget No matching version found for w1179-lib@^9.0.0.", rung.KindInvalid},
		{"near miss: lock timeout", "exec", "exit status 1: pg_dump: error: query failed: ERROR:  canceling statement due to statement timeout\npg_dump: detail: Query was: LOCK TABLE public.w1179_deploys IN ACCESS SHARE MODE", rung.KindTransient},
	} {
		got := Classify(Input{Protocol: tc.proto, Message: tc.msg})
		if got.Kind != tc.want {
			t.Errorf("%s: got %s (%s), want %s", tc.name, got.Kind, got.Reason, tc.want)
		}
	}
}
