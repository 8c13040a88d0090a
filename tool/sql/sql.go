// Package sql provides rung tools that query and change a SQLite or
// PostgreSQL database through database/sql.
//
// # Tools
//
// sql.query runs a statement read-only and returns its rows: it has no
// side effects, whatever the statement's text. sql.exec runs a statement
// that changes the database; it has side effects and does not accept an
// idempotency key, because a statement cannot carry one. A statement that
// is idempotent by construction (INSERT ... ON CONFLICT DO NOTHING, an
// UPSERT, an UPDATE setting absolute values) can be declared so by setting
// AcceptsIdempotencyKey on the returned tool.
//
// Both take {"query": "...", "args": [...]}; the query and its arguments
// identify the call (what it touches), so both are Identifying. Both run
// one statement per call: text holding a second one (outside literals,
// quoted identifiers and comments, as the database lexes them) is invalid,
// and none of it runs.
//
// # Read-only
//
// sql.query holds in layers, each enough for a plain write, so that a
// hostile statement has to get past all of them:
//
//   - a statement check: the leading keyword (after comments, case and a
//     WITH prefix) must read: SELECT, VALUES, EXPLAIN of a read, and on
//     SQLite a PRAGMA that reads, on PostgreSQL TABLE and SHOW; on
//     PostgreSQL the statement may not name a server function that reaches
//     files, other databases, settings or other sessions (pg_read_file,
//     lo_export, dblink, set_config...);
//   - on PostgreSQL, a READ ONLY transaction begun for the call and rolled
//     back after it, which a later SET cannot make writable; a ReadOnly
//     database's sessions also start with default_transaction_read_only;
//   - on SQLite, for the call, PRAGMA query_only and an authorizer that
//     admits only reads (no writes, PRAGMA assignments, ATTACH, DETACH,
//     VACUUM, transaction control or load_extension), which no statement
//     can reach; a ReadOnly database file is opened with mode=ro.
//
// A write is invalid when sql.exec is there to call instead, and denied on
// a ReadOnly database; everything else the sandbox refuses is denied.
//
// # Failures
//
// PostgreSQL errors (*pgconn.PgError) are classified by SQLSTATE through
// the postgres preset of package classify: 42P01 undefined_table is a
// premise, 23505 unique_violation a conflict, 40001 serialization_failure
// transient, 57014 statement timeout a transient timeout, 42601 syntax
// errors invalid. SQLite errors are mapped by result code and text:
//
//   - "no such table": premise, Target the table;
//   - UNIQUE or PRIMARY KEY constraint failed: conflict, Fact {"constraint"};
//   - FOREIGN KEY constraint failed: premise (the referenced row is missing);
//   - NOT NULL or CHECK constraint failed, "no such column", a syntax error,
//     a type mismatch: invalid;
//   - SQLITE_BUSY and SQLITE_LOCKED: transient;
//   - a read-only or unauthorised database: denied; a missing, full or
//     corrupt database file: premise.
//
// A call whose context ends is a transient failure (a timeout when its
// deadline passed); for sql.exec its Effect is possible, since the
// statement may have committed before the cancellation arrived.
//
// The package name shadows database/sql; import it under another name if
// you use both (rungsql).
package sql

import (
	"context"
	dbsql "database/sql"
	"database/sql/driver"
	"encoding/base64"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	// Also registers the PostgreSQL driver this package opens by name ("pgx").
	"github.com/jackc/pgx/v5/stdlib"
	"modernc.org/sqlite"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/classify"
	"github.com/rungkit/rung/tool/internal/arg"
	"github.com/rungkit/rung/tool/internal/verdict"
)

// Dialect names the database behind a DB.
type Dialect string

const (
	SQLite   Dialect = "sqlite"
	Postgres Dialect = "postgres"
)

// Options configure a DB. The zero value is a working configuration.
type Options struct {
	// Name prefixes the tool names: "sql" (the default) gives sql.query and
	// sql.exec.
	Name string `json:"name,omitempty" yaml:"name,omitempty"`
	// MaxRows caps the rows sql.query returns; more are cut and the output
	// is marked "truncated". 0 means 1000.
	MaxRows int `json:"max_rows,omitempty" yaml:"max_rows,omitempty"`
	// ReadOnly leaves sql.exec out of Tools.
	ReadOnly bool `json:"read_only,omitempty" yaml:"read_only,omitempty"`
}

// DB is a database the tools run against. It is safe for concurrent use.
type DB struct {
	db      *dbsql.DB
	dialect Dialect
	opts    Options
	owned   bool
}

// Open opens a database: driver "sqlite" (modernc.org/sqlite; dsn a file
// name or "file:...?..." URI) or "pgx"/"postgres" (jackc/pgx; dsn a
// PostgreSQL URL or key=value string). Close the DB when done.
func Open(driver, dsn string, opts *Options) (*DB, error) {
	d, err := dialectOf(driver)
	if err != nil {
		return nil, err
	}
	if d == Postgres {
		if c, err := pgconn.ParseConfig(dsn); err == nil {
			rung.AddSecrets(c.Password) // from the DSN, PGPASSWORD or the passfile: never shown
		}
	}
	readOnly := opts != nil && opts.ReadOnly
	var db *dbsql.DB
	switch {
	case d == Postgres && readOnly:
		// Every transaction of the session starts read-only, beneath the
		// READ ONLY transaction each call begins.
		cfg, err := pgx.ParseConfig(dsn)
		if err != nil {
			return nil, fmt.Errorf("sql: open: %s", rung.Redact(err.Error()))
		}
		cfg.RuntimeParams["default_transaction_read_only"] = "on"
		db = stdlib.OpenDB(*cfg)
	case d == Postgres:
		db, err = dbsql.Open("pgx", dsn)
	case readOnly:
		db, err = dbsql.Open(driver, readOnlyDSN(dsn))
	default:
		db, err = dbsql.Open(driver, dsn)
	}
	if err != nil {
		return nil, fmt.Errorf("sql: open: %s", rung.Redact(err.Error()))
	}
	out, err := New(db, d, opts)
	if err != nil {
		db.Close()
		return nil, err
	}
	out.owned = true
	return out, nil
}

// New wraps an open *sql.DB of the given dialect. The caller keeps
// ownership of db: Close does not close it.
func New(db *dbsql.DB, dialect Dialect, opts *Options) (*DB, error) {
	if dialect != SQLite && dialect != Postgres {
		return nil, fmt.Errorf("sql: dialect %q: want sqlite or postgres", dialect)
	}
	d := &DB{db: db, dialect: dialect}
	if opts != nil {
		d.opts = *opts
	}
	if d.opts.Name == "" {
		d.opts.Name = "sql"
	}
	if d.opts.MaxRows <= 0 {
		d.opts.MaxRows = 1000
	}
	return d, nil
}

// readOnlyDSN opens a SQLite database file read-only (mode=ro), which no
// statement can undo. An in-memory database is left as it is: opened
// read-only it would be a different, empty one; the per-call layers still
// hold it.
func readOnlyDSN(dsn string) string {
	file, isURI := strings.CutPrefix(dsn, "file:")
	path, query, _ := strings.Cut(file, "?")
	if path == "" || path == ":memory:" {
		return dsn
	}
	var params []string
	if query != "" {
		for _, p := range strings.Split(query, "&") {
			if p == "mode=memory" {
				return dsn
			}
			if !strings.HasPrefix(p, "mode=") {
				params = append(params, p)
			}
		}
	}
	params = append(params, "mode=ro")
	if !isURI {
		// A plain file name becomes a URI; the characters a URI path
		// gives meaning to are escaped.
		path = strings.NewReplacer("%", "%25", "?", "%3f", "#", "%23").Replace(path)
		if strings.HasPrefix(path, "/") {
			path = "//" + path
		}
	}
	return "file:" + path + "?" + strings.Join(params, "&")
}

func dialectOf(driver string) (Dialect, error) {
	switch strings.ToLower(driver) {
	case "sqlite", "sqlite3":
		return SQLite, nil
	case "pgx", "postgres", "postgresql":
		return Postgres, nil
	}
	return "", fmt.Errorf("sql: driver %q: want sqlite, pgx or postgres", driver)
}

// Close closes the database if Open opened it.
func (d *DB) Close() error {
	if d.owned {
		return d.db.Close()
	}
	return nil
}

// Tools returns sql.query and (unless ReadOnly) sql.exec.
func (d *DB) Tools() []rung.Tool {
	if d.opts.ReadOnly {
		return []rung.Tool{d.Query()}
	}
	return []rung.Tool{d.Query(), d.Exec()}
}

func (d *DB) schema() []byte {
	ph := "?"
	if d.dialect == Postgres {
		ph = "$1"
	}
	return []byte(`{"type":"object","properties":{` +
		`"query":{"type":"string","description":"one SQL statement (` + string(d.dialect) + ` dialect), with ` + ph + ` placeholders"},` +
		`"args":{"type":"array","description":"values for the placeholders, in order"}},"required":["query"]}`)
}

// Query returns the read-only tool: {"query", "args"} -> {"columns",
// "rows" (objects keyed by column), "truncated"}.
func (d *DB) Query() rung.Tool {
	return rung.Tool{
		Name:        d.opts.Name + ".query",
		Description: "Run a read-only SQL query and return its rows.",
		InputSchema: d.schema(),
		Identifying: []string{"query", "args"},
		Call:        d.query,
	}
}

// Exec returns the tool that changes the database: {"query", "args"} ->
// {"rows_affected"} (and "last_insert_id" on SQLite).
func (d *DB) Exec() rung.Tool {
	return rung.Tool{
		Name:        d.opts.Name + ".exec",
		Description: "Run a SQL statement that changes the database (INSERT, UPDATE, DELETE, DDL) and return the rows affected.",
		InputSchema: d.schema(),
		Identifying: []string{"query", "args"},
		SideEffects: true,
		Call:        d.exec,
	}
}

func params(args map[string]any) (string, []any, error) {
	q, err := arg.String("sql", args, "query", true)
	if err != nil {
		return "", nil, err
	}
	var vals []any
	switch v := args["args"].(type) {
	case nil:
	case []any:
		vals = v
	default:
		return "", nil, arg.Invalid("sql", "argument \"args\": want an array, got %T", v)
	}
	return q, vals, nil
}

func (d *DB) query(ctx context.Context, args map[string]any) (any, error) {
	q, vals, err := params(args)
	if err != nil {
		return nil, err
	}
	views, f := d.statement(q)
	if f != nil {
		return nil, f
	}
	for _, stmt := range views {
		if r := readOnlyRefusal(stmt, d.dialect); r != nil {
			return nil, d.refuse(r, nil)
		}
	}
	return d.readOnly(ctx, q, vals)
}

// readOnly runs a statement under the database's own read-only layers,
// which hold whatever the statement check let through: on PostgreSQL a
// READ ONLY transaction begun for the call and rolled back after it; on
// SQLite query_only and an authorizer that admits only reads, both set on
// the connection for the call. Neither can be undone by a statement: the
// transaction's access mode is fixed once it has read, and no SQL reaches
// the authorizer.
func (d *DB) readOnly(ctx context.Context, q string, vals []any) (any, error) {
	conn, err := d.db.Conn(ctx)
	if err != nil {
		return nil, d.failure(ctx, err, false, true)
	}
	defer conn.Close()
	var rows *dbsql.Rows
	g := &guard{}
	fail := func(err error) error {
		if r := g.first(); r != nil && !errors.Is(err, context.Canceled) && ctx.Err() == nil {
			return d.refuse(r, err)
		}
		return d.failure(ctx, err, false, true)
	}
	switch d.dialect {
	case Postgres:
		tx, err := conn.BeginTx(ctx, &dbsql.TxOptions{ReadOnly: true})
		if err != nil {
			return nil, d.failure(ctx, err, false, true)
		}
		defer tx.Rollback()
		rows, err = tx.QueryContext(ctx, q, vals...)
		if err != nil {
			return nil, d.failure(ctx, err, false, true)
		}
	default:
		release, err := sqliteGuard(ctx, conn, g)
		if err != nil {
			return nil, err
		}
		defer release()
		rows, err = conn.QueryContext(ctx, q, vals...)
		if err != nil {
			return nil, fail(err)
		}
	}
	defer rows.Close()
	cols, err := rows.Columns()
	if err != nil {
		return nil, fail(err)
	}
	out := []any{}
	truncated := false
	for rows.Next() {
		if len(out) == d.opts.MaxRows {
			truncated = true
			break
		}
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		if err := rows.Scan(ptrs...); err != nil {
			return nil, fail(err)
		}
		row := make(map[string]any, len(cols))
		for i, c := range cols {
			row[c] = value(vals[i])
		}
		out = append(out, row)
	}
	if err := rows.Err(); err != nil {
		return nil, fail(err)
	}
	colsOut := make([]any, len(cols))
	for i, c := range cols {
		colsOut[i] = c
	}
	return map[string]any{"columns": colsOut, "rows": out, "truncated": truncated}, nil
}

func (d *DB) exec(ctx context.Context, args map[string]any) (any, error) {
	q, vals, err := params(args)
	if err != nil {
		return nil, err
	}
	if _, f := d.statement(q); f != nil {
		return nil, f
	}
	if err := ctx.Err(); err != nil {
		// Never sent: nothing can have committed.
		return nil, d.failure(ctx, err, false, false)
	}
	res, err := d.db.ExecContext(ctx, q, vals...)
	if err != nil {
		return nil, d.failure(ctx, err, true, false)
	}
	out := map[string]any{}
	if n, err := res.RowsAffected(); err == nil {
		out["rows_affected"] = n
	}
	if d.dialect == SQLite {
		if id, err := res.LastInsertId(); err == nil {
			out["last_insert_id"] = id
		}
	}
	return out, nil
}

// sqliteGuard makes conn read-only for one call: PRAGMA query_only, and
// an authorizer that SQLite consults while it compiles each statement. The
// authorizer admits reading (SELECT, table reads, recursive CTEs), function
// calls other than extension loading, and the PRAGMAs pragmaAllowed lists;
// it denies everything else, including ATTACH, DETACH and VACUUM (which
// SQLite presents as an ATTACH), transaction control, and every write.
// Both are set on a modernc.org/sqlite connection only; on any other the
// call is refused rather than run unguarded. release undoes both, and drops
// the connection from the pool if it cannot.
//
// The authorizer replaces, for the call, any other installed on the
// connection, and is removed after it.
func sqliteGuard(ctx context.Context, conn *dbsql.Conn, g *guard) (release func(), err error) {
	if _, err := conn.ExecContext(ctx, "PRAGMA query_only = ON"); err != nil {
		return nil, sqliteFailure(asSQLite(err), rung.Redact(err.Error()), true)
	}
	release = func() {
		err := conn.Raw(func(dc any) error {
			if r, ok := dc.(sqlite.AuthorizerRegisterer); ok {
				return r.RegisterAuthorizer(nil)
			}
			return nil
		})
		if err == nil {
			_, err = conn.ExecContext(context.WithoutCancel(ctx), "PRAGMA query_only = OFF")
		}
		if err != nil {
			// A connection left read-only, or guarded, would refuse
			// later writers.
			_ = conn.Raw(func(any) error { return driver.ErrBadConn })
		}
	}
	err = conn.Raw(func(dc any) error {
		r, ok := dc.(sqlite.AuthorizerRegisterer)
		if !ok {
			return fmt.Errorf("the connection is a %T, not modernc.org/sqlite's, which has no authorizer to enforce read-only", dc)
		}
		return r.RegisterAuthorizer(g.authorize)
	})
	if err != nil {
		release()
		return nil, verdict.New(rung.KindDenied, "sqlite", "", rung.Redact(err.Error()), "sql: read-only: the sandbox cannot be set up on this connection", err)
	}
	return release, nil
}

// asSQLite returns err's *sqlite.Error, or a stand-in for a driver error
// that is not one.
func asSQLite(err error) *sqlite.Error {
	var e *sqlite.Error
	if errors.As(err, &e) {
		return e
	}
	return &sqlite.Error{}
}

// guard is the SQLite authorizer of one read-only call; it remembers the
// first thing it denied, so that the failure says what and why.
type guard struct {
	mu      sync.Mutex
	refused *refusal
}

func (g *guard) first() *refusal {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.refused
}

func (g *guard) deny(r *refusal) sqlite.AuthorizerReturnCode {
	g.mu.Lock()
	if g.refused == nil {
		g.refused = r
	}
	g.mu.Unlock()
	return sqlite.AuthorizerDeny
}

func (g *guard) authorize(action sqlite.AuthorizerActionCode, arg1, arg2, _, _ string) sqlite.AuthorizerReturnCode {
	switch action {
	case sqlite.AuthSelect, sqlite.AuthRead, sqlite.AuthRecursive:
		return sqlite.AuthorizerOK
	case sqlite.AuthFunction:
		switch strings.ToLower(arg2) {
		case "load_extension", "fts3_tokenizer":
			return g.deny(&refusal{what: arg2 + "()"})
		}
		return sqlite.AuthorizerOK
	case sqlite.AuthPragma:
		if pragmaAllowed(strings.ToLower(arg1), arg2 != "") {
			return sqlite.AuthorizerOK
		}
		if arg2 != "" {
			return g.deny(&refusal{what: "PRAGMA " + arg1 + " with a value"})
		}
		return g.deny(&refusal{what: "PRAGMA " + arg1})
	case sqlite.AuthAttach:
		return g.deny(&refusal{what: "ATTACH or VACUUM"})
	case sqlite.AuthDetach:
		return g.deny(&refusal{what: "DETACH"})
	case sqlite.AuthTransaction, sqlite.AuthSavepoint:
		return g.deny(&refusal{what: "transaction control"})
	}
	// Inserts, updates, deletes, and creating, altering, dropping,
	// reindexing or analysing anything.
	return g.deny(&refusal{write: true, what: "a statement that changes the database"})
}

// value makes a column value JSON-friendly.
func value(v any) any {
	switch x := v.(type) {
	case []byte:
		if utf8.Valid(x) {
			return string(x)
		}
		return base64.StdEncoding.EncodeToString(x)
	case time.Time:
		return x.UTC().Format(time.RFC3339Nano)
	}
	return v
}

// failure maps a database error. exec marks a statement that may have
// committed when its context ended; readOnly marks sql.query, where an
// attempt to write is the call's fault.
func (d *DB) failure(ctx context.Context, err error, exec, readOnly bool) *rung.Failure {
	msg := rung.Redact(err.Error())
	var f *rung.Failure
	var (
		sc *sqlite.Error
		pe *pgconn.PgError
	)
	switch {
	case ctx.Err() != nil || errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled):
		r := classify.Result{Kind: rung.KindTransient, Reason: "sql: the call was cancelled"}
		if errors.Is(ctx.Err(), context.DeadlineExceeded) || errors.Is(err, context.DeadlineExceeded) {
			r = classify.Result{Kind: rung.KindTransient, Timeout: true, Reason: "sql: the call's deadline passed"}
		}
		f = verdict.Failure(r, string(d.dialect), 0, msg, err)
		if exec {
			f.Effect = rung.EffectPossible
		}
		return f
	case errors.As(err, &pe):
		state := pe.Code
		if readOnly && state == "25006" {
			f = verdict.New(rung.KindInvalid, "postgres", state, msg, "sql: sql.query runs read-only: use sql.exec for statements that write", err)
			break
		}
		r := classify.Error(err)
		if r.Code == "" {
			r.Code = state
		}
		f = verdict.Failure(r, "postgres", 0, msg, err)
		f.Target = pe.TableName
		if f.Target == "" {
			if m := pgRelation.FindStringSubmatch(msg); m != nil {
				f.Target = m[1]
			}
		}
		if exec && r.Kind == rung.KindTransient && (state == "57014" || strings.HasPrefix(state, "08")) {
			// Cancelled or disconnected mid-statement: it may have committed.
			f.Effect = rung.EffectPossible
		}
	case errors.As(err, &sc):
		f = sqliteFailure(sc, msg, readOnly)
	default:
		r := classify.Error(err)
		if r.Kind == rung.KindUnknown {
			r = classify.Result{Kind: rung.KindTransient, Reason: "sql: driver or connection error"}
		}
		f = verdict.Failure(r, string(d.dialect), 0, msg, err)
	}
	if f.Err == nil {
		f.Err = err
	}
	return f
}

var (
	noSuchTable = regexp.MustCompile(`no such table: ([\w.]+)`)
	constraint  = regexp.MustCompile(`(?:UNIQUE|PRIMARY KEY|NOT NULL) constraint failed: (\w+\.\w+(?:, \w+\.\w+)*)`)
	pgRelation  = regexp.MustCompile(`relation "([^"]+)"`)
)

// constraintNames are the extended constraint codes modernc.org/sqlite
// does not name.
var constraintNames = map[int]string{
	constraintUnique:     "SQLITE_CONSTRAINT_UNIQUE",
	constraintPrimaryKey: "SQLITE_CONSTRAINT_PRIMARYKEY",
	constraintForeignKey: "SQLITE_CONSTRAINT_FOREIGNKEY",
	1299:                 "SQLITE_CONSTRAINT_NOTNULL",
	275:                  "SQLITE_CONSTRAINT_CHECK",
}

var codeName = regexp.MustCompile(`\((SQLITE_[A-Z_]+)\)`)

// sqliteCode names an extended result code ("SQLITE_CONSTRAINT_UNIQUE").
func sqliteCode(code int) string {
	if n, ok := constraintNames[code]; ok {
		return n
	}
	for _, c := range []int{code, code & 0xff} {
		if m := codeName.FindStringSubmatch(sqlite.ErrorCodeString[c]); m != nil {
			return m[1]
		}
	}
	return fmt.Sprintf("SQLITE_%d", code)
}

// SQLite primary result codes (the low byte of an extended code).
const (
	sqliteError     = 1
	sqlitePerm      = 3
	sqliteBusy      = 5
	sqliteLocked    = 6
	sqliteReadOnly  = 8
	sqliteInterrupt = 9
	sqliteIOErr     = 10
	sqliteCorrupt   = 11
	sqliteFull      = 13
	sqliteCantOpen  = 14
	sqliteTooBig    = 18
	sqliteConstr    = 19
	sqliteMismatch  = 20
	sqliteAuth      = 23
	sqliteRange     = 25
	sqliteNotADB    = 26

	constraintPrimaryKey = 1555
	constraintUnique     = 2067
	constraintForeignKey = 787
)

func sqliteFailure(e *sqlite.Error, msg string, readOnly bool) *rung.Failure {
	code := e.Code()
	kind, reason := rung.KindUnknown, ""
	var fact map[string]any
	target := ""
	low := strings.ToLower(msg)
	switch code & 0xff {
	case sqliteBusy, sqliteLocked:
		kind, reason = rung.KindTransient, "sqlite: the database is busy or locked"
	case sqliteInterrupt, sqliteIOErr:
		kind, reason = rung.KindTransient, "sqlite: interrupted or I/O error"
	case sqliteReadOnly:
		if readOnly {
			kind, reason = rung.KindInvalid, "sqlite: sql.query runs read-only: use sql.exec for statements that write"
		} else {
			// The file or its connection is read-only (a read-only mount,
			// mode 0444): the store is not as the plan assumed, as
			// classify reads SQLITE_READONLY. The operator's ReadOnly
			// option is refused before the database sees the statement.
			kind, reason = rung.KindPremise, "sqlite: the database file is read-only"
		}
	case sqlitePerm, sqliteAuth:
		kind, reason = rung.KindDenied, "sqlite: permission denied"
	case sqliteCantOpen, sqliteNotADB, sqliteCorrupt:
		kind, reason = rung.KindPremise, "sqlite: the database file is missing, not a database, or corrupt"
	case sqliteFull:
		kind, reason = rung.KindPremise, "sqlite: the database or disk is full"
	case sqliteTooBig, sqliteMismatch, sqliteRange:
		kind, reason = rung.KindInvalid, "sqlite: a value of the wrong type or size"
	case sqliteConstr:
		m := constraint.FindStringSubmatch(msg)
		switch {
		case code == constraintUnique || code == constraintPrimaryKey:
			kind, reason = rung.KindConflict, "sqlite: unique constraint failed: the row already exists"
			if m != nil {
				fact = map[string]any{"constraint": strings.TrimSpace(m[1])}
				target, _, _ = strings.Cut(strings.TrimSpace(m[1]), ".")
			}
		case code == constraintForeignKey:
			kind, reason = rung.KindPremise, "sqlite: foreign key constraint failed: the referenced row does not exist"
		default:
			kind, reason = rung.KindInvalid, "sqlite: constraint failed (NOT NULL, CHECK): fix the values"
			if m != nil {
				target, _, _ = strings.Cut(strings.TrimSpace(m[1]), ".")
			}
		}
	case sqliteError:
		switch {
		case strings.Contains(low, "no such table"):
			kind, reason = rung.KindPremise, "sqlite: no such table"
			if m := noSuchTable.FindStringSubmatch(msg); m != nil {
				target = m[1]
			}
		case strings.Contains(low, "already exists"):
			kind, reason = rung.KindConflict, "sqlite: the object already exists"
		default:
			// no such column, syntax errors, wrong number of bindings...
			kind, reason = rung.KindInvalid, "sqlite: SQL error: fix the statement"
		}
	}
	if kind == rung.KindUnknown {
		r := classify.Error(e)
		kind, reason = r.Kind, r.Reason
	}
	f := verdict.New(kind, "sqlite", sqliteCode(code), msg, reason, e)
	f.Fact, f.Target = fact, target
	return f
}
