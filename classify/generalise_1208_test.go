package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 199bd3a0: 28/34 overall, 8/13 tricky.
func TestIndependentCases1208(t *testing.T) {
	runIndependent(t, "testdata/independent1208.jsonl", false)
}

// TestGeneralise1208ServiceFile: a connection service file the string rests
// on that is absent reads premise, as set 277's certificate files; a
// malformed string and a bad setting keep invalid.
func TestGeneralise1208ServiceFile(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pgx service file missing", "postgres", 0, "", "cannot parse `service=w1208 dbname=w1208db`: failed to read service (failed to read service file: /tmp/w1208/pg_service.conf)", rung.KindPremise},
		{"pgx service file missing, protocol go", "go", 0, "", "cannot parse `service=billing`: failed to read service (failed to read service file: /home/app/.pg_service.conf)", rung.KindPremise},
		{"libpq service file missing", "postgres", 0, "", `psql: error: service file "/etc/postgresql-common/pg_service.conf" not found`, rung.KindPremise},
		{"near miss: bad sslmode", "postgres", 0, "", "cannot parse `host=db sslmode=sometimes`: failed to configure TLS (sslmode is invalid)", rung.KindInvalid},
		{"near miss: bad port", "postgres", 0, "", "cannot parse `postgres://app@db:notaport/app`: invalid port", rung.KindInvalid},
	})
}
