package classify

import "testing"

// First run at 46dc4561: 27/34 overall, 11/16 tricky.
// Tolerated: i1415-pg-unknown-driver-postgresql: invalid vs premise (ruling): docs/taxonomy.md's set 45 row reads database/sql's `sql: unknown driver "x" (forgotten import?)` invalid, a name from the build's fixed vocabulary (ownrequest.go driverNameWords); the set's label read the missing import as an absent dependency.
// Tolerated: i1415-lite-no-savepoint: invalid vs premise (ruling): docs/taxonomy.md's savepoint row reads SQLite's "no such savepoint: x" invalid (blind labels 24 to 8); the text cannot tell a never-made savepoint from one an earlier ROLLBACK or RELEASE ended.
func TestIndependentCases1415(t *testing.T) {
	runIndependent(t, "testdata/independent1415.jsonl", true, "i1415-pg-unknown-driver-postgresql", "i1415-lite-no-savepoint")
}

// TestGeneralise1415SQLAPIMisuse: database/sql's own refusals of the
// program's use of its API (Go's database/sql/sql.go, captured live over
// pgx v5 stdlib and modernc.org/sqlite in set 1415): RawBytes on Row.Scan,
// Tx.Stmt with a statement from another *sql.DB, an isolation level or
// named parameters the driver cannot take, Register with a nil driver.
// Nothing reached the database and the same call fails the same way:
// invalid, as "sql: statement is closed". A closed *sql.DB (premise by the
// handle ruling) and ErrNoRows (ambiguous) keep theirs.
func TestGeneralise1415SQLAPIMisuse(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"RawBytes on Row.Scan", "go", 0, "", "sql: RawBytes isn't allowed on Row.Scan", invalid},
		{"RawBytes wrapped", "go", 0, "", "load blob 7: sql: RawBytes isn't allowed on Row.Scan", invalid},
		{"Tx.Stmt other DB", "go", 0, "", "sql: Tx.Stmt: statement from different database used", invalid},
		{"isolation level", "go", 0, "", "begin: sql: driver does not support non-default isolation level", invalid},
		{"named parameters", "go", 0, "", "sql: driver does not support the use of Named Parameters", invalid},
		{"nil driver", "go", 0, "", "sql: Register driver is nil", invalid},
		{"near miss: closed DB", "go", 0, "", "sql: database is closed", premise},
		{"near miss: no rows", "go", 0, "", "sql: no rows in result set", ambiguous},
		{"near miss: tx done", "go", 0, "", "sql: transaction has already been committed or rolled back", premise},
	})
}

// TestGeneralise1415RegistryDuplicate: a process-wide registry refusing a
// name it already holds for the same kind of thing: database/sql's
// Register panic "sql: Register called twice for driver X" (the driver
// package's init registered it; captured live for pgx, pgx/v5 and
// modernc's sqlite in set 1415), client_golang's AlreadyRegisteredError
// "duplicate metrics collector registration attempted" (it carries the
// ExistingCollector to use), expvar's "Reuse of exported var name",
// net/rpc's "rpc: service already defined". What the step was to register
// is already there: conflict, skip and use it. Two handlers claiming one
// ServeMux pattern (set 85) stay invalid; an unknown driver name stays
// invalid (set 45).
func TestGeneralise1415RegistryDuplicate(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"sql driver pgx", "go", 0, "", "sql: Register called twice for driver pgx", conflict},
		{"sql driver as a panic", "go", 0, "", "panic: sql: Register called twice for driver postgres", conflict},
		{"sql driver sqlite3", "", 0, "", "sql: Register called twice for driver sqlite3", conflict},
		{"prometheus", "go", 0, "", "duplicate metrics collector registration attempted", conflict},
		{"prometheus MustRegister panic", "go", 0, "", "panic: duplicate metrics collector registration attempted", conflict},
		{"expvar", "go", 0, "", "Reuse of exported var name: requests_total", conflict},
		{"net/rpc", "go", 0, "", "rpc: service already defined: Arith", conflict},
		{"near miss: ServeMux", "go", 0, "", "http: multiple registrations for /api/v1/users", invalid},
		{"near miss: unknown driver", "go", 0, "", `sql: unknown driver "mysql" (forgotten import?)`, invalid},
		{"near miss: nil driver", "go", 0, "", "sql: Register driver is nil", invalid},
	})
}
