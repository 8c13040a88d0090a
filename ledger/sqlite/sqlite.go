package sqlite

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/ledger/internal/sqlstore"

	_ "modernc.org/sqlite" // registers the "sqlite" database/sql driver
)

//go:embed migrations/*.sql
var migrationFS embed.FS

// DefaultPath is the store rung uses when no ledger is named: a file under
// the working directory.
const DefaultPath = ".rung/rung.db"

// pragmas are set on every connection. WAL lets readers run beside the one
// writer; the busy timeout makes a writer wait for another process's lock
// instead of failing; synchronous=NORMAL in WAL mode survives a killed
// process (a commit is in the WAL before it returns), though not a power
// loss (use a file: DSN with _pragma=synchronous(FULL) for that).
// _txlock=immediate takes the write lock at BEGIN, so a transaction that
// reads and then writes never fails on a stale snapshot.
var pragmas = []string{
	"_pragma=busy_timeout(10000)",
	"_pragma=journal_mode(WAL)",
	"_pragma=synchronous(NORMAL)",
	"_pragma=foreign_keys(1)",
	"_txlock=immediate",
}

// defaultsFor returns the pragmas a "file:" URI does not set itself: the
// driver applies them in order, so a default added after the URI's own
// (synchronous(FULL), say) would override it.
func defaultsFor(uri string) []string {
	_, query, _ := strings.Cut(uri, "?")
	set := strings.ToLower(query)
	var out []string
	for _, p := range pragmas {
		// "_pragma=synchronous(" or "_txlock=": what the URI would say.
		key, _, isPragma := strings.Cut(p, "(")
		if isPragma {
			key += "("
		} else {
			key, _, _ = strings.Cut(p, "=")
			key += "="
		}
		if !strings.Contains(set, strings.ToLower(key)) {
			out = append(out, p)
		}
	}
	return out
}

// Ledger is a rung.Ledger, a ledger.Admin and a ledger.RunStore in one SQLite
// file. It is safe for concurrent use by many goroutines and by several
// processes on one machine that open the same file (SQLite's file locks
// serialize the writers); for many machines use ledger/postgres.
type Ledger struct {
	db   *sql.DB
	opts ledger.Options
	path string

	// stmts holds the hot statements, prepared at Open (never inside a
	// transaction: the one connection is taken), since parsing is a fifth
	// of a claim's CPU. Read-only after Open.
	stmts map[string]*sql.Stmt

	tokens tokens
}

var (
	_ ledger.Store         = (*Ledger)(nil)
	_ ledger.StepCompleter = (*Ledger)(nil)
)

// Open opens (creating it if needed, with its directory) the SQLite ledger
// at path and applies any pending migrations. path is a file path (empty
// means DefaultPath) or a "file:" URI whose query may carry further
// modernc.org/sqlite parameters.
func Open(ctx context.Context, path string, opts ledger.Options) (*Ledger, error) {
	if path == "" {
		path = DefaultPath
	}
	dsn := path
	if strings.HasPrefix(path, "file:") {
		sep := "?"
		if strings.Contains(path, "?") {
			sep = "&"
		}
		dsn = path + sep + strings.Join(defaultsFor(path), "&")
	} else {
		if dir := filepath.Dir(path); dir != "." {
			if err := os.MkdirAll(dir, 0o755); err != nil {
				return nil, fmt.Errorf("sqlite ledger: %w", err)
			}
		}
		dsn = "file:" + (&url.URL{Path: path}).EscapedPath() + "?" + strings.Join(pragmas, "&")
	}
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, fmt.Errorf("sqlite ledger %s: %w", path, err)
	}
	// One connection: SQLite has one writer at a time anyway, and queueing
	// goroutines in the pool is cheaper than SQLite's busy-wait between
	// connections. Other processes still wait on the busy timeout.
	db.SetMaxOpenConns(1)
	db.SetConnMaxIdleTime(0)
	l := &Ledger{db: db, opts: opts, path: path}
	if err := connect(ctx, db); err != nil {
		db.Close()
		return nil, fmt.Errorf("sqlite ledger %s: %w", path, err)
	}
	if err := l.migrate(ctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("sqlite ledger %s: %w", path, err)
	}
	if err := l.prepare(ctx); err != nil {
		l.Close()
		return nil, fmt.Errorf("sqlite ledger %s: %w", path, err)
	}
	return l, nil
}

// connectWithin bounds how long Open waits for the first connection, the
// busy timeout's own ten seconds.
const connectWithin = 10 * time.Second

// connect makes the first connection, retrying while it reports
// SQLITE_BUSY. Setting journal_mode=WAL on a fresh file upgrades a shared
// lock to an exclusive one; when two processes do that at once SQLite
// fails one of them at once instead of calling the busy handler (waiting
// would deadlock), so busy_timeout alone does not cover it. Once the file
// is in WAL mode the pragma takes no lock and the loop ends first time.
func connect(ctx context.Context, db *sql.DB) error {
	deadline := time.Now().Add(connectWithin)
	wait := time.Millisecond
	for {
		err := db.PingContext(ctx)
		if err == nil || !isBusy(err) || time.Now().Add(wait).After(deadline) {
			return err
		}
		t := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			t.Stop()
			return ctx.Err()
		case <-t.C:
		}
		wait = min(2*wait, 100*time.Millisecond)
	}
}

// isBusy reports whether err carries SQLITE_BUSY or SQLITE_LOCKED (any
// extended code); the driver's error type is read by its Code method.
func isBusy(err error) bool {
	var coded interface{ Code() int }
	if !errors.As(err, &coded) {
		return false
	}
	const busy, locked = 5, 6
	primary := coded.Code() & 0xff
	return primary == busy || primary == locked
}

// Close closes the database.
func (l *Ledger) Close() error {
	for _, st := range l.stmts {
		st.Close()
	}
	return l.db.Close()
}

// Path returns the path the ledger was opened with.
func (l *Ledger) Path() string { return l.path }

// DB returns the underlying database, for tests and operators.
func (l *Ledger) DB() *sql.DB { return l.db }

// migrate applies the embedded migrations not yet recorded in
// rung_schema_migrations, in one immediate transaction, so processes
// opening the file at once apply each migration exactly once.
func (l *Ledger) migrate(ctx context.Context) error {
	ms, err := sqlstore.Migrations(migrationFS, "migrations")
	if err != nil {
		return err
	}
	return l.tx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS rung_schema_migrations (
			version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)`); err != nil {
			return err
		}
		applied := map[int]bool{}
		rows, err := tx.QueryContext(ctx, `SELECT version FROM rung_schema_migrations`)
		if err != nil {
			return err
		}
		for rows.Next() {
			var v int
			if err := rows.Scan(&v); err != nil {
				rows.Close()
				return err
			}
			applied[v] = true
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		for _, m := range ms {
			if applied[m.Version] {
				continue
			}
			if _, err := tx.ExecContext(ctx, m.SQL); err != nil {
				return fmt.Errorf("migration %d_%s: %w", m.Version, m.Name, err)
			}
			if _, err := tx.ExecContext(ctx, `INSERT INTO rung_schema_migrations (version, name, applied_at) VALUES (?, ?, ?)`,
				m.Version, m.Name, time.Now().UnixMicro()); err != nil {
				return err
			}
		}
		return nil
	})
}

// tx runs fn in an immediate transaction.
func (l *Ledger) tx(ctx context.Context, fn func(*sql.Tx) error) error {
	tx, err := l.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	if err := fn(tx); err != nil {
		tx.Rollback()
		return err
	}
	return tx.Commit()
}

// prepare prepares every statement the hot paths run in transactions.
func (l *Ledger) prepare(ctx context.Context) error {
	l.stmts = map[string]*sql.Stmt{}
	for _, q := range hotQueries {
		st, err := l.db.PrepareContext(ctx, q)
		if err != nil {
			return fmt.Errorf("prepare %q: %w", q, err)
		}
		l.stmts[q] = st
	}
	return nil
}

func (l *Ledger) exec(ctx context.Context, tx *sql.Tx, query string, args ...any) (sql.Result, error) {
	if st, ok := l.stmts[query]; ok {
		return tx.StmtContext(ctx, st).ExecContext(ctx, args...)
	}
	return tx.ExecContext(ctx, query, args...)
}

func (l *Ledger) queryRow(ctx context.Context, tx *sql.Tx, query string, args ...any) *sql.Row {
	if st, ok := l.stmts[query]; ok {
		return tx.StmtContext(ctx, st).QueryRowContext(ctx, args...)
	}
	return tx.QueryRowContext(ctx, query, args...)
}

func micros(t time.Time) int64 { return t.UnixMicro() }

func fromMicros(v int64) time.Time { return time.UnixMicro(v).UTC() }

func startedMicros(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	return micros(t)
}

// startedFrom reads holder_started, where 0 (a row from before holders
// were recorded) is no time.
func startedFrom(v int64) time.Time {
	if v == 0 {
		return time.Time{}
	}
	return fromMicros(v)
}

// The statements the hot paths run in transactions, prepared at Open.
const (
	qClaimRead = `SELECT fingerprint, state, token, landed, lease_until, output, failure, outcome_at, holder_host, holder_pid, holder_started
			FROM rung_ledger WHERE key = ?`
	qTakeOver = `UPDATE rung_ledger SET state = 'pending', token = ?, landed = ?, lease_until = ?, updated_at = ?,
				holder_host = ?, holder_pid = ?, holder_started = ?
				WHERE key = ? AND token = ?`
	qInsertClaim = `INSERT INTO rung_ledger (key, fingerprint, state, token, landed, lease_until, created_at, updated_at, holder_host, holder_pid, holder_started)
				VALUES (?, ?, 'pending', ?, 0, ?, ?, ?, ?, ?, ?)`
	// qClaimNew claims a key no row holds in one statement, the common
	// case (a step's first attempt), with a token from the ledger's
	// reserved block: one autocommit statement, one page written. A key
	// that has a row is left as it is, and the claim reads it in a
	// transaction.
	qClaimNew = `INSERT INTO rung_ledger (key, fingerprint, state, token, landed, lease_until, created_at, updated_at, holder_host, holder_pid, holder_started)
				VALUES (?, ?, 'pending', ?, 0, ?, ?, ?, ?, ?, ?)
				ON CONFLICT (key) DO NOTHING`
	// qReserveTokens takes the next tokenBlock tokens off the counter.
	qReserveTokens = `UPDATE rung_ledger_tokens SET last = last + ? WHERE id = 1 RETURNING last`
	qComplete      = `UPDATE rung_ledger SET state = 'done', output = ?, failure = ?, outcome_at = ?, updated_at = ?
			WHERE key = ? AND token = ? AND state = 'pending'`
	qMarkUnknown = `UPDATE rung_ledger SET state = 'unknown', landed = 1, updated_at = ?
			WHERE key = ? AND token = ? AND state = 'pending'`
	qReleaseForget  = `DELETE FROM rung_ledger WHERE key = ? AND token = ? AND state = 'pending' AND landed = 0`
	qReleaseUnknown = `UPDATE rung_ledger SET state = 'unknown', updated_at = ?
			WHERE key = ? AND token = ? AND state = 'pending' AND landed = 1`
	qReap     = `DELETE FROM rung_ledger WHERE state = 'done' AND updated_at < ?`
	qSaveStep = `INSERT INTO rung_run_steps (run, plan, idx, step_id, tool, args_hash, state, output, failure, at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
			ON CONFLICT (run, plan, idx) DO UPDATE SET step_id = excluded.step_id, tool = excluded.tool, args_hash = excluded.args_hash,
				state = excluded.state, output = excluded.output, failure = excluded.failure, at = excluded.at`
	// qGet is Admin's Get, which mcp-proxy runs on every proxied write to
	// read its delivery generation's marker.
	qGet = `SELECT ` + entryColumns + ` FROM rung_ledger WHERE key = ?`
)

var hotQueries = []string{qClaimNew, qReserveTokens, qClaimRead, qTakeOver, qInsertClaim, qComplete, qMarkUnknown, qReleaseForget, qReleaseUnknown, qReap, qSaveStep, qGet}

// Claim implements rung.Ledger: one INSERT for a key without a row, else a
// transaction that reads the row and decides.
func (l *Ledger) Claim(ctx context.Context, key, fingerprint string, lease time.Duration) (rung.Claim, error) {
	now := l.opts.Now()
	until := now.Add(lease)
	self := l.opts.Self()
	token, err := l.tokens.take(ctx, l.stmts[qReserveTokens])
	if err != nil {
		return rung.Claim{}, fmt.Errorf("sqlite ledger: claim %s: reserve tokens: %w", key, err)
	}
	n, err := affected(l.stmts[qClaimNew].ExecContext(ctx, key, fingerprint, token, micros(until), micros(now), micros(now), self.Host, self.PID, startedMicros(self.Started)))
	switch {
	case err != nil:
		return rung.Claim{}, fmt.Errorf("sqlite ledger: claim %s: %w", key, err)
	case n == 1:
		return rung.Claim{State: rung.ClaimNew, Token: uint64(token)}, nil
	}
	return l.claimTx(ctx, key, fingerprint, now, until)
}

// tokenBlock is how many fencing tokens a Ledger reserves at once. A
// token only has to be issued once (a stale holder's writes are refused
// by token equality) and a takeover's must exceed the key's, so each open
// Ledger takes a block off the shared counter and hands it out in memory
// (hi/lo): a new key's claim then writes its row and nothing else, where
// advancing the counter would write a second page to the WAL on every
// claim. Any other claim (a takeover) reserves a new block in its
// transaction and takes its first token, larger than any issued; the
// Ledger goes on from that block, so its tokens increase. Tokens of a
// block that a process did not use are never issued.
const tokenBlock = 256

// tokens is an open Ledger's reserved block: next up to end, exclusive.
type tokens struct {
	mu        sync.Mutex
	next, end int64
}

// renew makes the block that ends at last, whose first token a claim
// took, the one to hand out from, unless a newer one already is.
func (t *tokens) renew(last int64) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if last+1 > t.end {
		t.next, t.end = last-tokenBlock+2, last+1
	}
}

func (t *tokens) take(ctx context.Context, reserve *sql.Stmt) (int64, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.next >= t.end {
		var last int64
		if err := reserve.QueryRowContext(ctx, tokenBlock).Scan(&last); err != nil {
			return 0, err
		}
		t.next, t.end = last-tokenBlock+1, last+1
	}
	tok := t.next
	t.next++
	return tok, nil
}

// claimTx claims a key in an immediate transaction: the row is read, and
// taken over when its lease lapsed or its holder died, or the key inserted
// when the row went away since the INSERT found it.
func (l *Ledger) claimTx(ctx context.Context, key, fingerprint string, now, until time.Time) (rung.Claim, error) {
	var (
		c        rung.Claim
		reserved int64 // the last token of the block the claim reserved
	)
	err := l.tx(ctx, func(tx *sql.Tx) error {
		var (
			fp, state string
			token     int64
			landed    bool
			leaseTo   int64
			output    []byte
			failure   *string
			outAt     sql.NullInt64
			holder    ledger.Holder
			started   int64
		)
		err := l.queryRow(ctx, tx, qClaimRead, key).Scan(&fp, &state, &token, &landed, &leaseTo, &output, &failure, &outAt, &holder.Host, &holder.PID, &started)
		found := err == nil
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		if found {
			if fp != fingerprint {
				c = rung.Claim{State: rung.ClaimMismatch}
				return nil
			}
			switch ledger.EntryState(state) {
			case ledger.EntryDone:
				f, err := sqlstore.DecodeFailure(failure)
				if err != nil {
					return err
				}
				c = rung.Claim{State: rung.ClaimDone, Outcome: &rung.Outcome{Output: sqlstore.Output(output), Failure: f, At: fromMicros(outAt.Int64)}}
				return nil
			case ledger.EntryPending:
				holder.Started = startedFrom(started)
				// The liveness check runs inside the immediate
				// transaction: no other claim can take the key between
				// the check and the takeover.
				if now.Before(fromMicros(leaseTo)) && !l.opts.Dead(holder) {
					c = rung.Claim{State: rung.ClaimInFlight, Until: fromMicros(leaseTo), Holder: holder.String()}
					return nil
				}
				// The holder's lease lapsed, or its process died: it may
				// have called, so whoever takes the key now replays
				// behind it.
				landed = true
			}
		}
		// A fresh block, whose first token the claim takes: above every
		// block reserved so far, so above any token the key had, and the
		// Ledger's later claims continue from it (tokens from one Ledger
		// increase).
		if err := l.queryRow(ctx, tx, qReserveTokens, tokenBlock).Scan(&reserved); err != nil {
			return err
		}
		next := reserved - tokenBlock + 1
		self := l.opts.Self()
		if found {
			// Fenced by the token read: a takeover never lands on a key
			// that moved on.
			var n int64
			n, err = affected(l.exec(ctx, tx, qTakeOver, next, landed, micros(until), micros(now), self.Host, self.PID, startedMicros(self.Started), key, token))
			if err == nil && n == 0 {
				err = fmt.Errorf("the entry changed under the claim")
			}
		} else {
			_, err = l.exec(ctx, tx, qInsertClaim, key, fingerprint, next, micros(until), micros(now), micros(now), self.Host, self.PID, startedMicros(self.Started))
		}
		if err != nil {
			return err
		}
		c = rung.Claim{State: rung.ClaimNew, Token: uint64(next), Replay: landed}
		return nil
	})
	if err != nil {
		return rung.Claim{}, fmt.Errorf("sqlite ledger: claim %s: %w", key, err)
	}
	if reserved != 0 {
		// Only once committed: a rolled-back block may be reserved again.
		l.tokens.renew(reserved)
	}
	return c, nil
}

// fenced1 runs query, one statement that changes key only while token is
// current and the entry pending, in autocommit mode: one statement is its
// own transaction, and BEGIN and COMMIT would be two more round trips. It
// reports ErrStaleToken when the statement changed nothing.
func (l *Ledger) fenced1(ctx context.Context, op, key, query string, args ...any) error {
	n, err := affected(l.stmts[query].ExecContext(ctx, args...))
	if err != nil {
		return fmt.Errorf("sqlite ledger: %s %s: %w", op, key, err)
	}
	if n == 0 {
		return rung.ErrStaleToken
	}
	return nil
}

// fenced runs statements that change key only while token is current
// and the entry pending, and reports ErrStaleToken when they changed nothing.
func (l *Ledger) fenced(ctx context.Context, op, key string, fn func(tx *sql.Tx) (int64, error)) error {
	var n int64
	err := l.tx(ctx, func(tx *sql.Tx) error {
		var err error
		n, err = fn(tx)
		return err
	})
	if err != nil {
		return fmt.Errorf("sqlite ledger: %s %s: %w", op, key, err)
	}
	if n == 0 {
		return rung.ErrStaleToken
	}
	return nil
}

func affected(r sql.Result, err error) (int64, error) {
	if err != nil {
		return 0, err
	}
	return r.RowsAffected()
}

// Complete implements rung.Ledger.
func (l *Ledger) Complete(ctx context.Context, key string, token uint64, outcome rung.Outcome) error {
	now := l.opts.Now()
	enc, err := sqlstore.EncodeOutcome(outcome, now)
	if err != nil {
		return err
	}
	return l.fenced1(ctx, "complete", key, qComplete, enc.Output, enc.Failure, micros(enc.At), micros(now), key, int64(token))
}

// MarkUnknown implements rung.Ledger.
func (l *Ledger) MarkUnknown(ctx context.Context, key string, token uint64) error {
	now := l.opts.Now()
	return l.fenced1(ctx, "mark unknown", key, qMarkUnknown, micros(now), key, int64(token))
}

// Release implements rung.Ledger. A key under which an earlier call may
// have landed is not forgotten: it goes back to unknown, so the next claim
// is still a replay.
func (l *Ledger) Release(ctx context.Context, key string, token uint64) error {
	now := l.opts.Now()
	return l.fenced(ctx, "release", key, func(tx *sql.Tx) (int64, error) {
		n, err := affected(l.exec(ctx, tx, qReleaseForget, key, int64(token)))
		if err != nil || n > 0 {
			return n, err
		}
		return affected(l.exec(ctx, tx, qReleaseUnknown, micros(now), key, int64(token)))
	})
}

const entryColumns = `key, fingerprint, state, token, landed, lease_until, created_at, updated_at, output, failure, outcome_at, holder_host, holder_pid, holder_started`

func scanEntry(row interface{ Scan(...any) error }) (ledger.Entry, error) {
	var (
		e                         ledger.Entry
		state                     string
		token, lease, created, up int64
		output                    []byte
		failure                   *string
		outAt                     sql.NullInt64
		holder                    ledger.Holder
		started                   int64
	)
	if err := row.Scan(&e.Key, &e.Fingerprint, &state, &token, &e.Landed, &lease, &created, &up, &output, &failure, &outAt, &holder.Host, &holder.PID, &started); err != nil {
		return e, err
	}
	if holder.Started = startedFrom(started); !holder.IsZero() {
		e.Holder = &holder
	}
	e.State, e.Token = ledger.EntryState(state), uint64(token)
	e.LeaseUntil, e.CreatedAt, e.UpdatedAt = fromMicros(lease), fromMicros(created), fromMicros(up)
	if e.State == ledger.EntryDone {
		f, err := sqlstore.DecodeFailure(failure)
		if err != nil {
			return e, err
		}
		e.Outcome = &rung.Outcome{Output: sqlstore.Output(output), Failure: f, At: fromMicros(outAt.Int64)}
	}
	return e, nil
}

// List implements ledger.Admin.
func (l *Ledger) List(ctx context.Context, opts ledger.ListOptions) ([]ledger.Entry, error) {
	limit := opts.Limit
	if limit <= 0 {
		limit = 100
	}
	q := `SELECT ` + entryColumns + ` FROM rung_ledger WHERE key > ?`
	args := []any{opts.After}
	if opts.State != "" {
		q += ` AND state = ?`
		args = append(args, string(opts.State))
	}
	if opts.Prefix != "" {
		// instr rather than LIKE, so the prefix needs no escaping.
		q += ` AND instr(key, ?) = 1`
		args = append(args, opts.Prefix)
	}
	q += ` ORDER BY key LIMIT ?`
	args = append(args, limit)
	rows, err := l.db.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("sqlite ledger: list: %w", err)
	}
	defer rows.Close()
	var out []ledger.Entry
	for rows.Next() {
		e, err := scanEntry(rows)
		if err != nil {
			return nil, fmt.Errorf("sqlite ledger: list: %w", err)
		}
		out = append(out, e)
	}
	return out, rows.Err()
}

// Get implements ledger.Admin.
func (l *Ledger) Get(ctx context.Context, key string) (ledger.Entry, error) {
	e, err := scanEntry(l.stmts[qGet].QueryRowContext(ctx, key))
	if errors.Is(err, sql.ErrNoRows) {
		return e, ledger.ErrNotFound
	}
	if err != nil {
		return e, fmt.Errorf("sqlite ledger: get %s: %w", key, err)
	}
	return e, nil
}

// Reap implements ledger.Admin.
func (l *Ledger) Reap(ctx context.Context, olderThan time.Duration) (int64, error) {
	olderThan = max(olderThan, l.opts.RetentionFloor())
	cutoff := l.opts.Now().Add(-olderThan)
	var n int64
	err := l.tx(ctx, func(tx *sql.Tx) error {
		var err error
		n, err = affected(l.exec(ctx, tx, qReap, micros(cutoff)))
		return err
	})
	if err != nil {
		return 0, fmt.Errorf("sqlite ledger: reap: %w", err)
	}
	return n, nil
}

// SaveStep implements ledger.RunStore.
func (l *Ledger) SaveStep(ctx context.Context, run string, rec ledger.StepRecord) error {
	args, err := l.stepArgs(run, rec)
	if err != nil {
		return err
	}
	if _, err := l.stmts[qSaveStep].ExecContext(ctx, args...); err != nil {
		return fmt.Errorf("sqlite ledger: save step %s/%d/%d: %w", run, rec.Plan, rec.Index, err)
	}
	return nil
}

// stepArgs returns qSaveStep's arguments for rec.
func (l *Ledger) stepArgs(run string, rec ledger.StepRecord) ([]any, error) {
	if rec.At.IsZero() {
		rec.At = l.opts.Now()
	}
	failure, err := sqlstore.EncodeFailure(rec.Failure)
	if err != nil {
		return nil, err
	}
	var output []byte
	if rec.Output != nil {
		output = append([]byte{}, rec.Output...)
	}
	return []any{run, rec.Plan, rec.Index, rec.StepID, rec.Tool, rec.ArgsHash, string(rec.State), output, failure, micros(rec.At)}, nil
}

// CompleteStep implements ledger.StepCompleter: the fenced completion and
// the checkpoint in one immediate transaction, one commit.
func (l *Ledger) CompleteStep(ctx context.Context, key string, token uint64, outcome rung.Outcome, run string, rec ledger.StepRecord) error {
	now := l.opts.Now()
	enc, err := sqlstore.EncodeOutcome(outcome, now)
	if err != nil {
		return err
	}
	args, err := l.stepArgs(run, rec)
	if err != nil {
		return err
	}
	return l.fenced(ctx, "complete step", key, func(tx *sql.Tx) (int64, error) {
		n, err := affected(l.exec(ctx, tx, qComplete, enc.Output, enc.Failure, micros(enc.At), micros(now), key, int64(token)))
		if err != nil || n == 0 {
			// n == 0 returns no error, so fenced commits an empty
			// transaction and reports ErrStaleToken: nothing was written.
			return n, err
		}
		_, err = l.exec(ctx, tx, qSaveStep, args...)
		return n, err
	})
}

// LoadRun implements ledger.RunStore.
func (l *Ledger) LoadRun(ctx context.Context, run string) ([]ledger.StepRecord, error) {
	rows, err := l.db.QueryContext(ctx, `SELECT plan, idx, step_id, tool, args_hash, state, output, failure, at
		FROM rung_run_steps WHERE run = ? ORDER BY plan, idx`, run)
	if err != nil {
		return nil, fmt.Errorf("sqlite ledger: load run %s: %w", run, err)
	}
	defer rows.Close()
	var out []ledger.StepRecord
	for rows.Next() {
		var (
			r       ledger.StepRecord
			state   string
			output  []byte
			failure *string
			at      int64
		)
		if err := rows.Scan(&r.Plan, &r.Index, &r.StepID, &r.Tool, &r.ArgsHash, &state, &output, &failure, &at); err != nil {
			return nil, fmt.Errorf("sqlite ledger: load run %s: %w", run, err)
		}
		r.State, r.Output, r.At = rung.StepState(state), sqlstore.Output(output), fromMicros(at)
		if r.Failure, err = sqlstore.DecodeFailure(failure); err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return nil, ledger.ErrNoRun
	}
	return out, nil
}

// ListRuns implements ledger.RunStore.
func (l *Ledger) ListRuns(ctx context.Context, limit int) ([]ledger.RunSummary, error) {
	if limit <= 0 {
		limit = 100
	}
	rows, err := l.db.QueryContext(ctx, `SELECT run, count(*), min(at), max(at) FROM rung_run_steps
		GROUP BY run ORDER BY max(at) DESC, run LIMIT ?`, limit)
	if err != nil {
		return nil, fmt.Errorf("sqlite ledger: list runs: %w", err)
	}
	defer rows.Close()
	var out []ledger.RunSummary
	for rows.Next() {
		var (
			s           ledger.RunSummary
			first, last int64
		)
		if err := rows.Scan(&s.Run, &s.Steps, &first, &last); err != nil {
			return nil, err
		}
		s.First, s.Last = fromMicros(first), fromMicros(last)
		out = append(out, s)
	}
	return out, rows.Err()
}

// Resolve implements ledger.Admin.
func (l *Ledger) Resolve(ctx context.Context, key string, applied bool, outcome rung.Outcome) error {
	now := l.opts.Now()
	enc, err := sqlstore.EncodeOutcome(outcome, now)
	if err != nil {
		return err
	}
	return l.tx(ctx, func(tx *sql.Tx) error {
		var (
			state string
			lease int64
		)
		err := tx.QueryRowContext(ctx, `SELECT state, lease_until FROM rung_ledger WHERE key = ?`, key).Scan(&state, &lease)
		switch {
		case errors.Is(err, sql.ErrNoRows):
			return ledger.ErrNotFound
		case err != nil:
			return fmt.Errorf("sqlite ledger: resolve %s: %w", key, err)
		case state == string(ledger.EntryDone):
			return ledger.ErrAlreadyDone
		case state == string(ledger.EntryPending) && lease > micros(now):
			return ledger.ErrLeaseHeld
		}
		if !applied {
			_, err = tx.ExecContext(ctx, `DELETE FROM rung_ledger WHERE key = ?`, key)
		} else {
			_, err = tx.ExecContext(ctx, `UPDATE rung_ledger SET state = 'done', token = token + 1, output = ?, failure = ?, outcome_at = ?, updated_at = ?
				WHERE key = ?`, enc.Output, enc.Failure, micros(enc.At), micros(now), key)
		}
		if err != nil {
			return fmt.Errorf("sqlite ledger: resolve %s: %w", key, err)
		}
		return nil
	})
}
