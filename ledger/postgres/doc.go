// Package postgres is rung's ledger for many processes on many machines: a
// rung.Ledger, ledger.Admin and ledger.RunStore in PostgreSQL, through
// github.com/jackc/pgx/v5.
//
// # Opening
//
//	l, err := postgres.Open(ctx, "postgres://rung@db/app?search_path=rung", ledger.Options{})
//	defer l.Close()
//
// or, over a pool the application already has, postgres.New(ctx, pool,
// opts). Both apply the embedded, versioned migrations (recorded in
// rung_schema_migrations) under an advisory lock, so any number of processes
// may open the database at once. The tables live in the connection's
// current schema.
//
// # Semantics
//
// A claim is one INSERT ... ON CONFLICT DO UPDATE ... WHERE ... RETURNING
// statement under READ COMMITTED: a new key is inserted with a lease; a key
// whose lease lapsed, or whose outcome is unknown, is taken over with a
// fresh fencing token from a sequence; anything else returns no row, and a
// read of the row says why (in flight, done, mismatch). Complete,
// MarkUnknown and Release update the row only while the token is current.
//
// # Concurrency
//
// A Ledger is safe for concurrent use; every operation is a single
// statement, so nothing holds a lock between statements and a connection
// lost mid-call leaves either the old row or the new one. A connection error
// (a restarted server, say) is returned to the caller, who may claim again:
// the claim's answer is decided by the stored row.
//
// # Time
//
// Leases, entry times and retention use ledger.Options.Clock, passed to
// every statement as a parameter instead of now(), so tests expire leases on
// virtual time and the processes sharing a database must keep their clocks
// in step (NTP) to within a small fraction of a lease.
package postgres
