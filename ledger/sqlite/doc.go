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
// share the file through SQLite's locks. Every claim is one immediate
// transaction, and every write after it is fenced by the claim's token, so a
// worker whose lease lapsed and was taken over writes nothing.
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
