package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at c4834be0: 36/49 overall, 9/17 tricky.
func TestIndependentCases1347(t *testing.T) {
	runIndependent(t, "testdata/independent1347.jsonl", false)
}

// TestGeneralise1347ConnInfoOption holds libpq's conninfo parser refusing a
// keyword it does not know, as psql, pg_dump and pg_isready print it
// (sqlclient.go sqlClientWords): invalid, not go-sql-driver/mysql's
// ErrInvalidConn; that one and a connection string's own words keep theirs.
func TestGeneralise1347ConnInfoOption(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"psql", "exec", 0, "2", `psql: error: invalid connection option "prot"`, rung.KindInvalid},
		{"pg_isready", "exec", 0, "3", `pg_isready: error: invalid connection option "sslmod"`, rung.KindInvalid},
		{"pg_dump bare", "", 0, "", `pg_dump: error: invalid connection option "hostadr"`, rung.KindInvalid},
		{"uri param", "exec", 0, "2", `psql: error: invalid URI query parameter: "sslmod"`, rung.KindInvalid},
		// Near misses.
		{"mysql ErrInvalidConn", "", 0, "", `[mysql] 2024/05/01 10:00:00 packets.go:37: unexpected EOF` + "\n" + `invalid connection`, rung.KindTransient},
		{"conn string", "", 0, "", `invalid connection string: missing host`, rung.KindInvalid},
	})
}
