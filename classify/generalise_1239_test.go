package classify

import "testing"

// First run at b62a6580: 32/34 overall, 13/15 tricky.
// i1239-set-default-tablespace-missing passes since defaultTablespaceMissing (postgres.go).
func TestIndependentCases1239(t *testing.T) {
	runIndependent(t, "testdata/independent1239.jsonl", true)
}

// TestGeneralise1239DefaultTablespace holds default_tablespace's refused
// value premise: its check hook refuses only a tablespace that does not
// exist, so the refusal says the tablespace is missing. Other settings'
// refused values, and other refusals of default_tablespace's neighbours,
// keep settingValueWords' invalid.
func TestGeneralise1239DefaultTablespace(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "pgx with SQLSTATE", protocol: "postgres", msg: `ERROR: invalid value for parameter "default_tablespace": "w1239_fastdisk" (SQLSTATE 22023)`, want: premise},
		{name: "code field", protocol: "postgres", code: "22023", msg: `invalid value for parameter "default_tablespace": "ssd_pool"`, want: premise},
		{name: "lib/pq bare", msg: `pq: invalid value for parameter "default_tablespace": "archive_ts"`, want: premise},
		{name: "near: temp_tablespaces keeps invalid", protocol: "postgres", msg: `ERROR: invalid value for parameter "temp_tablespaces": "a,,b" (SQLSTATE 22023)`, want: invalid},
		{name: "near: statement_timeout keeps invalid", protocol: "postgres", msg: `ERROR: invalid value for parameter "statement_timeout": "soon" (SQLSTATE 22023)`, want: invalid},
		{name: "near: bare work_mem keeps invalid", msg: `pq: invalid value for parameter "work_mem": "banana"`, want: invalid},
	})
}
