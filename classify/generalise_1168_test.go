package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 5c44792a: 26/33 overall, 5/12 tricky.
func TestIndependentCases1168(t *testing.T) {
	runIndependent(t, "testdata/independent1168.jsonl", false)
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

