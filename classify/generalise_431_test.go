package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases431 runs held-out set 431: middle-of-distribution failures from PostgreSQL, SQLite, nginx, Go, MCP and LLM SDKs, from the vendors' docs and source (nginx and PostgreSQL texts checked live), labelled blind.
// First run at 4264a08: 35/35 overall, 25/25 tricky.
func TestIndependentCases431(t *testing.T) {
	runIndependent(t, "testdata/independent431.jsonl", true)
}

// TestGeneralise431 checks PostgreSQL's pg_hba refusals (auth.c, 28000)
// as drivers other than pgx pass them on without a SQLSTATE, with near
// misses among the other connect-time refusals.
func TestGeneralise431(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"lib/pq no entry", "", 0, "", "pq: no pg_hba.conf entry for host \"10.0.3.7\", user \"app\", database \"appdb\", SSL off", rung.KindDenied},
		{"asyncpg no entry", "", 0, "", "asyncpg.exceptions.InvalidAuthorizationSpecificationError: no pg_hba.conf entry for host \"172.17.0.1\", user \"postgres\", database \"app\", no encryption", rung.KindDenied},
		{"node-postgres no entry", "", 0, "", "error: no pg_hba.conf entry for host \"10.1.2.3\", user \"api\", database \"prod\", SSL off", rung.KindDenied},
		{"pgjdbc no entry", "", 0, "", "org.postgresql.util.PSQLException: FATAL: no pg_hba.conf entry for host \"192.168.1.20\", user \"etl\", database \"dw\", SSL encryption", rung.KindDenied},
		{"psql reject line", "", 0, "", "FATAL:  pg_hba.conf rejects connection for host \"10.0.0.9\", user \"report\", database \"sales\", no encryption", rung.KindDenied},
		{"lib/pq reject line", "postgres", 0, "", "pq: pg_hba.conf rejects connection for host \"10.0.0.9\", user \"report\", database \"sales\", SSL off", rung.KindDenied},
		// Near misses: the other connect-time refusals keep their reading.
		{"lib/pq too many clients", "", 0, "", "pq: sorry, too many clients already", rung.KindTransient},
		{"lib/pq database missing", "", 0, "", "pq: database \"analytics\" does not exist", rung.KindPremise},
	})
}
