package classify

import "testing"

// First run at 8cee825b: 22/24 overall, 15/15 tricky.
// Both misses were mended by class (TestGeneralise1403ScanTarget, TestGeneralise1403EmptyBatch); the set is strict.
func TestIndependentCases1403(t *testing.T) {
	runIndependent(t, "testdata/independent1403.jsonl", true)
}

// TestGeneralise1403ScanTarget checks set 1403's row-scanner form of set
// 295's decode-target class: a Go data-access layer handed a destination it
// cannot fill (not a pointer, nil, not a pointer to a struct or slice) is
// the program's wrong call, invalid, whatever the rows hold (sqlx sqlx.go,
// GORM errors.go ErrInvalidValue, database/sql convertAssign).
func TestGeneralise1403ScanTarget(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"sqlx Get non-pointer (set 1403)", "go", 0, "", "must pass a pointer, not a value, to StructScan destination", invalid},
		{"sqlx Select wrapped", "", 0, "", "list users: must pass a pointer, not a value, to StructScan destination", invalid},
		{"sqlx nil pointer", "go", 0, "", "nil pointer passed to StructScan destination", invalid},
		{"gorm ErrInvalidValue", "go", 0, "", "invalid value, should be pointer to struct or slice", invalid},
		{"database/sql destination not a pointer", "go", 0, "", `sql: Scan error on column index 0, name "1": destination not a pointer`, invalid},
		// Near misses keep their readings: no row at all (database/sql's
		// ErrNoRows, GORM's record not found), a closed handle (premise).
		{"database/sql no rows", "go", 0, "", "sql: no rows in result set", ambiguous},
		{"gorm record not found", "go", 0, "", "record not found", ambiguous},
		{"database/sql closed", "go", 0, "", "sql: database is closed", premise},
		{"database/sql tx done", "go", 0, "", "sql: transaction has already been committed or rolled back", premise},
	})
}

// TestGeneralise1403EmptyBatch checks set 1403's class of a batch write
// handed an empty slice, refused by the client before any statement is
// sent (GORM ErrEmptySlice, MongoDB Go driver ErrEmptySlice, PyMongo
// insert_many), as sqlx.In's empty IN list (set 783): invalid.
func TestGeneralise1403EmptyBatch(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"gorm Create empty slice (set 1403)", "go", 0, "", "empty slice found", invalid},
		{"gorm wrapped", "", 0, "", "import orders: empty slice found", invalid},
		{"mongo-go InsertMany", "go", 0, "", "must provide at least one element in input slice", invalid},
		{"pymongo insert_many", "", 0, "", "documents must be a non-empty list", invalid},
		{"sqlx In (set 783)", "go", 0, "", "empty slice passed to 'in' query", invalid},
		// Near misses: a query that found no row keeps its reading, and a
		// batch write that met a stored key is still a conflict.
		{"no rows found", "go", 0, "", "no rows found", ambiguous},
		{"gorm duplicated key", "go", 0, "", "duplicated key not allowed", conflict},
		{"gorm record not found", "go", 0, "", "record not found", ambiguous},
	})
}
