// Package sqlite is rung's default ledger: a rung.Ledger, ledger.Admin and
// ledger.RunStore in one SQLite file, through the pure-Go modernc.org/sqlite
// (no cgo).
//
// # Opening
//
//	l, err := sqlite.Open(ctx, ".rung/rung.db", ledger.Options{})
//	defer l.Close()
//	engine := &rung.Engine{Ledger: l}
//
// Open creates the file and its directory, sets the pragmas (WAL, a busy
// timeout of 10 s, synchronous=NORMAL, immediate transactions) in the DSN,
// and applies the embedded, versioned migrations recorded in
// rung_schema_migrations. Several processes may open the same file at once:
// the migrations run in one immediate transaction.
//
// # Concurrency
//
// A Ledger is safe for concurrent use. Within a process it uses one
// connection (SQLite has one writer at a time); processes on the same machine
// share the file through SQLite's locks. A claim of a key without a row
// (a step's first attempt) is one INSERT ... ON CONFLICT DO NOTHING in
// autocommit mode, with a fencing token from a block the Ledger reserved on
// the shared counter (so the claim writes its row and nothing else); any
// other claim reads the row and decides in one immediate transaction, and a
// takeover takes a token above every reserved block. Every write after a
// claim is one statement fenced by the claim's token, so a worker whose lease
// lapsed and was taken over writes nothing.
//
// # Durability
//
// synchronous=NORMAL in WAL mode keeps every committed write across a killed
// process (kill -9), which is what the crash tests prove; it may lose the
// last transactions on a power loss. For that, open a "file:" URI with
// _pragma=synchronous(FULL).
//
// # Time
//
// Leases, entry times and retention use ledger.Options.Clock, so tests expire
// leases on virtual time. Times are stored as Unix microseconds.
package sqlite
