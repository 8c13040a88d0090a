package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases679 runs held-out set 679: documented SDK failures (OpenAI, Anthropic, boto3, google-api-core, psycopg, sqlite3, PyGithub, slack_sdk, Stripe, MCP, Kubernetes, geocoding, HTTP), labelled blind.
// First run at e95ecda: 33/34 overall, 23/24 tricky.
func TestIndependentCases679(t *testing.T) {
	runIndependent(t, "testdata/independent679.jsonl", true)
}

// TestGeneralise679 checks SQLite's insert.c "table %S has no column named
// %s" read without a result code (a binding that prints only
// sqlite3_errmsg): the INSERT names a column the table lacks, invalid.
func TestGeneralise679(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"Python sqlite3 OperationalError str (captured here, python3 3.x)", "", 0, "", "table w679_orders has no column named qty", rung.KindInvalid},
		{"mattn/go-sqlite3 Error() (sqlite3_errmsg only)", "", 0, "", "table parts has no column named sku_code", rung.KindInvalid},
		{"SQLAlchemy over sqlite3 (its (sqlite3.OperationalError) frame)", "", 0, "", "(sqlite3.OperationalError) table invoices has no column named net_cents\n[SQL: INSERT INTO invoices (id, net_cents) VALUES (?, ?)]\n(Background on this error at: https://sqlalche.me/e/20/e3q8)", rung.KindInvalid},
		{"sqlx-sqlite DatabaseError Display", "", 0, "", "error returned from database: (code: 1) table users has no column named plan", rung.KindInvalid},
		{"node:sqlite DatabaseSync (ERR_SQLITE_ERROR)", "sqlite", 0, "", "table notes has no column named tagz", rung.KindInvalid},
		// Near misses that keep their kind.
		{"near miss: Python sqlite3 no such table stays premise", "sqlite", 0, "", "no such table: w679_orders", rung.KindPremise},
		{"near miss: drop column breaks a dependent stays premise", "", 0, "", "sqlite3.OperationalError: error in table invoices after drop column: no such column: net_cents", rung.KindPremise},
		{"near miss: Python sqlite3 UNIQUE stays conflict", "sqlite", 0, "", "UNIQUE constraint failed: w679_orders.id", rung.KindConflict},
	})
}
