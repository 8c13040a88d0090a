package classify

import "testing"

// First run at 0f1776a3: 34/40 overall, 15/20 tricky.
func TestIndependentCases1390(t *testing.T) {
	runIndependent(t, "testdata/independent1390.jsonl", false)
}

// TestGeneralise1390RecordUnassigned: PL/pgSQL's `record "r" is not
// assigned yet` (pl_exec.c, 55000, DETAIL "The tuple structure of a
// not-yet-assigned record is indeterminate.") is the routine's own code
// reading a record variable, or NEW/OLD where the trigger has none, before
// anything was assigned: invalid, as currval before nextval, though class
// 55 otherwise reads as a state the world must reach (premise). With the
// SQLSTATE and as psql, lib/pq and psycopg print it. Near misses: other
// 55000 refusals keep premise, an application's unquoted "record 42 is not
// assigned yet" keeps its reading, and 42703 "has no field" stays invalid.
func TestGeneralise1390RecordUnassigned(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pgx", "postgres", 0, "55000", `ERROR: record "v_row" is not assigned yet (SQLSTATE 55000)`, invalid},
		{"pgx NEW", "postgres", 0, "55000", `ERROR: record "new" is not assigned yet (SQLSTATE 55000)`, invalid},
		{"psql", "exec", 1, "", "ERROR:  record \"old\" is not assigned yet\nDETAIL:  The tuple structure of a not-yet-assigned record is indeterminate.\nCONTEXT:  PL/pgSQL function audit_row() line 3 at assignment", invalid},
		{"lib/pq", "postgres", 0, "", `pq: record "rec" is not assigned yet`, invalid},
		{"psycopg", "", 0, "", `psycopg.errors.ObjectNotInPrerequisiteState: record "r" is not assigned yet`, invalid},
		{"near: subscription disabled", "postgres", 0, "55000", "ERROR: ALTER SUBSCRIPTION ... REFRESH is not allowed for disabled subscriptions (SQLSTATE 55000)", premise},
		{"near: wal_level", "postgres", 0, "55000", "ERROR: logical decoding requires wal_level >= logical (SQLSTATE 55000)", premise},
		{"near: currval", "postgres", 0, "55000", `ERROR: currval of sequence "order_seq" is not yet defined in this session (SQLSTATE 55000)`, invalid},
		{"near: no field", "postgres", 0, "42703", `ERROR: record "r" has no field "total" (SQLSTATE 42703)`, invalid},
		{"near: app record unquoted", "", 0, "", "record 42 is not assigned yet", unk},
	})
}
