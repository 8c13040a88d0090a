package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at eeb84b22: 28/34 overall, 9/14 tricky.
// Phase 3: Oracle ORA-02292 "violated - child record found" read premise as
// 23503 (generic.go missingHead) fixed i1176-ora-02292-child-found;
// "snapshot too old" (roomwords.go otherSQLWords) fixed
// i1176-ora-01555-snapshot-old; a listener that serves no such service
// (ORA-12514) and ClickHouse's analyzer "Unknown table expression
// identifier" (generic.go missingHead) fixed
// i1176-ora-12514-service-unregistered and i1176-ch-60-analyzer-identifier;
// "password has expired" denied (servercred.go badCredentialWords) fixed
// i1176-ora-28001-expired.
// Tolerated: i1176-mssql-547-check-qty: premise vs invalid (docs/taxonomy.md, PostgreSQL table: "23514 of a check that guards a state: a balance, stock, quantity on hand ... premise: the funds or stock the step assumed are not there"): the constraint CK_w1176_stock_qty_nonneg on dbo.w1176_stock guards held stock and the step's UPDATE decrements it (qty = qty - 5), so the ruling's reading fits this line better than the blind label's "a value the call wrote"; the ruling stands.
func TestIndependentCases1176(t *testing.T) {
	runIndependent(t, "testdata/independent1176.jsonl", true, "i1176-mssql-547-check-qty")
}

// TestGeneralise1176OracleForeignKey: Oracle's foreign key breaks, a missing
// parent (ORA-02291) and remaining children (ORA-02292), read premise as
// 23503 (generic.go missingHead); other integrity constraints keep theirs.
func TestGeneralise1176OracleForeignKey(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "ORA-02292 child record", msg: "ORA-02292: integrity constraint (W1176.FK_LINES_ORDER) violated - child record found", want: rung.KindPremise},
		{name: "ORA-02292 wrapped by godror", protocol: "oracle", msg: "dpiStmt_execute(mode=32 arrLen=-1): ORA-02292: integrity constraint (SHOP.FK_ITEMS_CART) violated - child record found", want: rung.KindPremise},
		{name: "ORA-02291 parent key", msg: "ORA-02291: integrity constraint (SHOP.FK_ITEMS_CART) violated - parent key not found", want: rung.KindPremise},
		// Near misses: a unique and a check constraint keep their kinds.
		{name: "near miss: ORA-00001 unique", msg: "ORA-00001: unique constraint (SHOP.PK_CART) violated", want: rung.KindConflict},
		{name: "near miss: ORA-02290 check", msg: "ORA-02290: check constraint (SHOP.CK_PRICE_POSITIVE) violated", want: rung.KindInvalid},
	})
}

// TestGeneralise1176SnapshotTooOld: a read whose snapshot concurrent writes
// overwrote (ORA-01555, PostgreSQL's 72000) is transient (roomwords.go).
func TestGeneralise1176SnapshotTooOld(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "ORA-01555", msg: `ORA-01555: snapshot too old: rollback segment number 9 with name "_SYSSMU9_1650834231$" too small`, want: rung.KindTransient},
		{name: "ORA-01555 wrapped", protocol: "oracle", msg: `dpiStmt_execute(mode=0 arrLen=-1): ORA-01555: snapshot too old: rollback segment number  with name "" too small`, want: rung.KindTransient},
		{name: "PostgreSQL words", msg: "ERROR: snapshot too old", want: rung.KindTransient},
		// Near miss: a snapshot that is gone by name stays a state.
		{name: "near miss: exported snapshot gone", msg: `ERROR: invalid snapshot identifier: "00000003-0000001B-1" (SQLSTATE 22023)`, want: rung.KindPremise},
	})
}

// TestGeneralise1176OracleListener: a listener that answers but serves no
// such service or SID (ORA-12514, ORA-12505) is premise, the connect
// target; a listener not reached keeps its wait (generic.go missingHead).
func TestGeneralise1176OracleListener(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "ORA-12514 23ai", msg: "ORA-12514: Cannot connect to database. Service orclpdb1 is not registered with the listener at host db.example.com port 1521. (CONNECTION_ID=abc)", want: rung.KindPremise},
		{name: "ORA-12514 classic", msg: "ORA-12514: TNS:listener does not currently know of service requested in connect descriptor", want: rung.KindPremise},
		{name: "ORA-12505 SID", msg: "ORA-12505: TNS:listener does not currently know of SID given in connect descriptor", want: rung.KindPremise},
		// Near misses: a listener that times out keeps its wait, one not
		// there stays unread.
		{name: "ORA-12541 no listener, a refused connect (the lead, after set 1176)", msg: "ORA-12541: TNS:no listener", want: rung.KindTransient},
		{name: "near miss: ORA-12170 timeout", msg: "ORA-12170: TNS:Connect timeout occurred", want: rung.KindTransient},
	})
}

// TestGeneralise1176PasswordExpired: a database account's expired password
// is denied (servercred.go badCredentialWords); another object that has
// expired stays premise.
func TestGeneralise1176PasswordExpired(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "ORA-28001", msg: "ORA-28001: the password has expired", want: rung.KindDenied},
		{name: "MySQL 1862 words", msg: "Your password has expired. To log in you must change it using a client that supports expired passwords.", want: rung.KindDenied},
		{name: "Cognito temporary password", msg: "NotAuthorizedException: Temporary password has expired and must be reset by an administrator.", want: rung.KindDenied},
		// Near misses: objects with a lifetime keep premise.
		{name: "near miss: container expired", msg: "The code execution container has expired.", want: rung.KindPremise},
		{name: "near miss: reset link expired", msg: "This password reset link has expired.", want: rung.KindPremise},
	})
}

// TestGeneralise1176ClickHouseAnalyzerTable: ClickHouse's new analyzer's
// words for a missing table are premise; its unknown column stays invalid.
func TestGeneralise1176ClickHouseAnalyzerTable(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "code 60 analyzer", msg: "code: 60, message: Unknown table expression identifier 'w1176_analytics.sessions_v2' in scope SELECT count() FROM w1176_analytics.sessions_v2", want: rung.KindPremise},
		{name: "HTTP interface form", msg: "Code: 60. DB::Exception: Unknown table expression identifier 'events' in scope SELECT * FROM events. (UNKNOWN_TABLE) (version 24.3.1.2672 (official build))", want: rung.KindPremise},
		// Near miss: an unknown column under the same analyzer is not read
		// as a missing table (it stays unread).
		{name: "unknown expression identifier, the query's own name (the lead, after set 1176)", msg: "code: 47, message: Unknown expression identifier 'sesion_id' in scope SELECT sesion_id FROM events", want: rung.KindInvalid},
	})
}
