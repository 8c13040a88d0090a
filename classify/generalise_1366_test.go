package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 76a216ef: 34/36 overall, 14/16 tricky.
// Mended by class: i1366-trigger-abort-limit (a cap per order, request or
// transaction is the argument's, lengthlimit.go perCallLimit).
// Tolerated: i1366-savepoint-missing: invalid vs premise (the standing "no such savepoint" / 3B001 reading, tolerated the same way in sets 241, 377, 1067, 1162 and 1250): the words cannot tell a savepoint an earlier ROLLBACK or RELEASE ended from a misspelt name.
func TestIndependentCases1366(t *testing.T) {
	runIndependent(t, "testdata/independent1366.jsonl", true, "i1366-savepoint-missing")
}

// TestGeneralise1366PerCallCap: an application's own message (a SQLite
// trigger's RAISE, PL/pgSQL RAISE EXCEPTION, MySQL SIGNAL 45000) that an
// argument exceeds a cap stated per single order, request or transaction
// is invalid: the cap binds each call, so a smaller value or a split call
// repairs it; the lone word "limit" read it as a limit the account holds.
// Near misses: caps per user, account or day, and a limit "reached", keep
// their readings.
func TestGeneralise1366PerCallCap(t *testing.T) {
	cases := []wordingCase{
		{"sqlite trigger, per-order limit", "sqlite", 0, "1811", "constraint failed: quantity exceeds the per-order limit of 50 (1811)", rung.KindInvalid},
		{"pg RAISE, per-transaction limit", "postgres", 0, "P0001", "ERROR: transfer amount 12000.00 exceeds the per-transaction limit of 10000.00 (SQLSTATE P0001)", rung.KindInvalid},
		{"mysql SIGNAL, limit per request", "", 0, "", "Error 1644 (45000): batch size 800 is over the limit per request", rung.KindInvalid},
		{"sqlite trigger, per line maximum", "sqlite", 0, "1811", "constraint failed: discount exceeds the per line maximum (1811)", rung.KindInvalid},
		{"near-miss: per-user limit", "sqlite", 0, "1811", "constraint failed: exceeds the per-user limit of 5 active sessions (1811)", rung.KindPremise},
		{"near-miss: daily limit", "sqlite", 0, "1811", "constraint failed: transfer exceeds the daily limit (1811)", rung.KindPremise},
		{"near-miss: per-order limit reached", "sqlite", 0, "1811", "constraint failed: per-order limit reached for order 7 (1811)", rung.KindPremise},
		{"near-miss: per-account limit", "postgres", 0, "P0001", "ERROR: exceeds the per-account limit of 3 cards (SQLSTATE P0001)", rung.KindPremise},
	}
	runWordingCases(t, cases)
}

// TestGeneralise1366BracketedValueInMySQLError holds a MySQL error whose
// own number frame ("Error 1644 (45000): ") names the failure while its
// message ends in a bracketed number (sniff.go): the number is a value the
// message quotes, not an HTTP status; with near misses (a bracketed status
// after "error" or "limit" with no MySQL frame) that keep the quoted
// status's reading.
func TestGeneralise1366BracketedValueInMySQLError(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "w1366-b1", msg: "Error 1644 (45000): batch size is over the limit per request (500)", want: rung.KindInvalid},
		{name: "w1366-b2", protocol: "go", msg: "Error 1644 (45000): w1366 batch size 900 is over the limit per request (500)", want: rung.KindInvalid},
		// Near misses: no MySQL frame, so the bracketed number is the
		// status the text quotes.
		{name: "w1366-b3", msg: "request failed with error (503)", want: rung.KindTransient},
		{name: "w1366-b4", msg: "upload failed: file larger than the limit (413)", want: rung.KindInvalid},
	})
}
