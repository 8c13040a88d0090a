package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases603 runs held-out set 603: PostgreSQL 15 connection- and session-level failures through pgx v5 and pgxpool, captured live, labelled blind.
// First run at a729a69: 28/30 overall, 12/14 tricky.
// Tolerated: i603-savepoint-missing: premise vs invalid (3B001 "savepoint ... does not exist" is invalid by class 3B in postgres.go and in sets 13, 45, 48 and 81, as set 377 already tolerated; SQLite's "no such savepoint" likewise): the savepoint is the program's own call order (invalid) or a state the recovery rests on that is not there, as the cursor ruling reads 34000 (premise); both hold, and the anchored reading is not overturned for one line.
func TestIndependentCases603(t *testing.T) {
	runIndependent(t, "testdata/independent603.jsonl", true, "i603-savepoint-missing")
}

// TestGeneralise603 covers a database or store client whose peer does not
// speak its wire protocol (sqlclient.go): what listens at the address is
// not the server the plan believed (premise), as set 79 reads an HTTP
// client's "malformed HTTP status code".
func TestGeneralise603(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"libpq (psql) startup answered by an HTTP server, fe-connect.c", "", 0, "", "psql: error: connection to server at \"127.0.0.1\", port 8080 failed: expected authentication request from server, but received H", rung.KindPremise},
		{"libpq SSLRequest answered by a Redis port, fe-connect.c", "", 0, "", "psql: error: connection to server at \"db.internal\" (10.0.0.7), port 6379 failed: received invalid response to SSL negotiation: -", rung.KindPremise},
		{"lib/pq conn.go startup default case", "postgres", 0, "", "pq: unknown response for startup: 'H'", rung.KindPremise},
		{"deno-postgres connection.ts startup default case", "", 0, "", "Unknown response for startup: H", rung.KindPremise},
		{"hiredis read.c via redis-cli", "", 0, "", "Error: Protocol error, got \"H\" as reply type byte", rung.KindPremise},
		{"node redis parser returnFatalError", "", 0, "", "ReplyError: Protocol error, got \"H\" as reply type byte", rung.KindPremise},
		// Near misses: a body length the program's own request got wrong,
		// a connection the server closed, and a Redis server refusing the
		// client's request keep their kinds.
		{"near miss: Go net/http ContentLength mismatch", "", 0, "", "Post \"http://127.0.0.1:8080/v1/items\": http: ContentLength=12 with Body length 0", rung.KindInvalid},
		{"near miss: libpq server closed the connection", "", 0, "", "psql: error: connection to server at \"127.0.0.1\", port 5432 failed: server closed the connection unexpectedly\n\tThis probably means the server terminated abnormally\n\tbefore or while processing the request.", rung.KindTransient},
		{"near miss: pgx conn closed", "postgres", 0, "", "conn closed", rung.KindTransient},
		{"near miss: Redis server refusing a malformed request", "", 0, "", "ERR Protocol error: invalid multibulk length", rung.KindInvalid},
	})
}
