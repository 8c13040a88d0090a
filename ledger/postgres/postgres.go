package postgres

import (
	"context"
	"embed"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/ledger/internal/sqlstore"
)

//go:embed migrations/*.sql
var migrationFS embed.FS

// Ledger is a rung.Ledger, a ledger.Admin and a ledger.RunStore in
// PostgreSQL. It is safe for concurrent use by many goroutines, processes
// and machines sharing one database: a claim is one INSERT ... ON CONFLICT
// ... RETURNING statement under READ COMMITTED, and every later write is
// fenced by the claim's token.
type Ledger struct {
	pool  *pgxpool.Pool
	opts  ledger.Options
	owned bool
}

var (
	_ ledger.Store         = (*Ledger)(nil)
	_ ledger.StepCompleter = (*Ledger)(nil)
	_ rung.KeyedClaimer    = (*Ledger)(nil)
)

// Open connects to the database at url (a postgres:// or postgresql:// URL,
// or a key=value DSN; pgx's pool_* parameters are honoured) and applies any
// pending migrations. The tables live in the connection's current schema
// (set search_path in the URL to choose another).
func Open(ctx context.Context, url string, opts ledger.Options) (*Ledger, error) {
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		return nil, fmt.Errorf("postgres ledger: %w", err)
	}
	// pgx found the password in the URL, PGPASSWORD or the passfile: it
	// must leave through no error, trace or report.
	rung.AddSecrets(cfg.ConnConfig.Password)
	// The pool keeps pgx's default size (the larger of 4 and the number of
	// CPUs) unless the URL sets pool_max_conns: claims are two short
	// statements, and on a small machine more connections than cores only
	// add backends that contend for them (measured in docs/ledger.md).
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("postgres ledger: %w", err)
	}
	l, err := New(ctx, pool, opts)
	if err != nil {
		pool.Close()
		return nil, err
	}
	l.owned = true
	return l, nil
}

// New returns a ledger over an existing pool, applying any pending
// migrations. Close does not close a pool given to New.
func New(ctx context.Context, pool *pgxpool.Pool, opts ledger.Options) (*Ledger, error) {
	l := &Ledger{pool: pool, opts: opts}
	if err := l.migrate(ctx); err != nil {
		return nil, fmt.Errorf("postgres ledger: %w", err)
	}
	return l, nil
}

// Close closes the pool if Open made it.
func (l *Ledger) Close() error {
	if l.owned {
		l.pool.Close()
	}
	return nil
}

// Pool returns the underlying pool.
func (l *Ledger) Pool() *pgxpool.Pool { return l.pool }

// migrate applies the embedded migrations not yet recorded in
// rung_schema_migrations, in one transaction holding an advisory lock keyed
// by the schema, so processes opening the database at once apply each
// migration exactly once.
func (l *Ledger) migrate(ctx context.Context) error {
	ms, err := sqlstore.Migrations(migrationFS, "migrations")
	if err != nil {
		return err
	}
	return pgx.BeginFunc(ctx, l.pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock(hashtext('rung.ledger.migrate.' || current_schema()))`); err != nil {
			return fmt.Errorf("migration lock: %w", err)
		}
		if _, err := tx.Exec(ctx, `CREATE TABLE IF NOT EXISTS rung_schema_migrations (
			version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`); err != nil {
			return err
		}
		rows, err := tx.Query(ctx, `SELECT version FROM rung_schema_migrations`)
		if err != nil {
			return err
		}
		applied, err := pgx.CollectRows(rows, pgx.RowTo[int32])
		if err != nil {
			return err
		}
		done := map[int]bool{}
		for _, v := range applied {
			done[int(v)] = true
		}
		for _, m := range ms {
			if done[m.Version] {
				continue
			}
			if _, err := tx.Exec(ctx, m.SQL); err != nil {
				return fmt.Errorf("migration %d_%s: %w", m.Version, m.Name, err)
			}
			if _, err := tx.Exec(ctx, `INSERT INTO rung_schema_migrations (version, name) VALUES ($1, $2)`, m.Version, m.Name); err != nil {
				return err
			}
		}
		return nil
	})
}

// claimSQL takes a new key, or a key whose lease lapsed or whose outcome is
// unknown, in one statement. Under READ COMMITTED a conflicting row locked
// by a concurrent claim is waited for and the WHERE re-checked against its
// newest version, so exactly one claimer gets a row back. Time is a
// parameter, not now(), so leases follow the ledger's clock.
const claimSQL = `
INSERT INTO rung_ledger AS l (key, fingerprint, state, token, landed, lease_until, created_at, updated_at, holder_host, holder_pid, holder_started)
VALUES ($1, $2, 'pending', nextval('rung_ledger_tokens'), false, $4, $3, $3, $5, $6, $7)
` + claimConflictSQL

// claimConflictSQL is the claim's answer to an existing key, shared by
// claimSQL and claimKeyedSQL.
const claimConflictSQL = `ON CONFLICT (key) DO UPDATE
SET state = 'pending', token = EXCLUDED.token, landed = true,
    lease_until = EXCLUDED.lease_until, updated_at = EXCLUDED.updated_at,
    holder_host = EXCLUDED.holder_host, holder_pid = EXCLUDED.holder_pid, holder_started = EXCLUDED.holder_started
WHERE l.fingerprint = EXCLUDED.fingerprint
  AND (l.state = 'unknown' OR (l.state = 'pending' AND l.lease_until <= $3))
RETURNING token, landed`

// takeOverSQL takes a live lease from a holder found dead, fenced by the
// token read with the holder: of two claimants that judged the same holder
// dead, one updates the row and the other finds the token moved on.
const takeOverSQL = `
UPDATE rung_ledger SET token = nextval('rung_ledger_tokens'), landed = true, lease_until = $4, updated_at = $3,
    holder_host = $5, holder_pid = $6, holder_started = $7
WHERE key = $1 AND token = $2 AND state = 'pending'
RETURNING token`

// Claim implements rung.Ledger.
func (l *Ledger) Claim(ctx context.Context, key, fingerprint string, lease time.Duration) (rung.Claim, error) {
	return l.claim(ctx, key, fingerprint, lease, true)
}

// ClaimKeyed implements rung.KeyedClaimer: the claim commits with
// synchronous_commit off, so it is visible to every other claimant at once
// but the call does not wait for its WAL flush; the outcome's commit, with
// synchronous_commit on, flushes the WAL up to itself, the claim included.
func (l *Ledger) ClaimKeyed(ctx context.Context, key, fingerprint string, lease time.Duration) (rung.Claim, error) {
	return l.claim(ctx, key, fingerprint, lease, false)
}

// claimKeyedSQL is claimSQL with synchronous_commit off for its own
// transaction only (set_config's is_local): its commit does not wait for
// the WAL flush. The setting is made in a CTE the INSERT reads from, so
// that it runs; the parameters are cast because a SELECT list does not take
// the target columns' types as VALUES does.
const claimKeyedSQL = `
WITH async_commit AS (SELECT set_config('synchronous_commit', 'off', true))
INSERT INTO rung_ledger AS l (key, fingerprint, state, token, landed, lease_until, created_at, updated_at, holder_host, holder_pid, holder_started)
SELECT $1::text, $2::text, 'pending', nextval('rung_ledger_tokens'), false, $4::timestamptz, $3::timestamptz, $3::timestamptz, $5::text, $6::integer, $7::timestamptz
FROM async_commit
` + claimConflictSQL

func (l *Ledger) claim(ctx context.Context, key, fingerprint string, lease time.Duration, flush bool) (rung.Claim, error) {
	now := l.opts.Now()
	until := now.Add(lease)
	self := l.opts.Self()
	var selfStarted *time.Time
	if !self.Started.IsZero() {
		selfStarted = &self.Started
	}
	// A claim that loses the upsert reads the row to say why; if the row
	// changed in between (released, completed...), it tries again.
	for attempt := 0; attempt < 100; attempt++ {
		sql := claimSQL
		if !flush {
			sql = claimKeyedSQL
		}
		var (
			token  int64
			landed bool
		)
		err := l.pool.QueryRow(ctx, sql, key, fingerprint, now, until, self.Host, self.PID, selfStarted).Scan(&token, &landed)
		if err == nil {
			return rung.Claim{State: rung.ClaimNew, Token: uint64(token), Replay: landed}, nil
		}
		if !errors.Is(err, pgx.ErrNoRows) {
			return rung.Claim{}, fmt.Errorf("postgres ledger: claim %s: %w", key, err)
		}
		var (
			fp, state string
			leaseTo   time.Time
			output    []byte
			failure   *string
			outAt     *time.Time
			current   int64
			holder    ledger.Holder
			started   *time.Time
		)
		err = l.pool.QueryRow(ctx, `SELECT fingerprint, state, lease_until, output, failure, outcome_at, token, holder_host, holder_pid, holder_started
			FROM rung_ledger WHERE key = $1`, key).
			Scan(&fp, &state, &leaseTo, &output, &failure, &outAt, &current, &holder.Host, &holder.PID, &started)
		if errors.Is(err, pgx.ErrNoRows) {
			continue
		}
		if err != nil {
			return rung.Claim{}, fmt.Errorf("postgres ledger: claim %s: %w", key, err)
		}
		if fp != fingerprint {
			return rung.Claim{State: rung.ClaimMismatch}, nil
		}
		switch ledger.EntryState(state) {
		case ledger.EntryDone:
			f, err := sqlstore.DecodeFailure(failure)
			if err != nil {
				return rung.Claim{}, err
			}
			o := &rung.Outcome{Output: sqlstore.Output(output), Failure: f}
			if outAt != nil {
				o.At = outAt.UTC()
			}
			return rung.Claim{State: rung.ClaimDone, Outcome: o}, nil
		case ledger.EntryPending:
			if !now.Before(leaseTo) {
				continue
			}
			if started != nil {
				holder.Started = started.UTC()
			}
			if !l.opts.Dead(holder) {
				return rung.Claim{State: rung.ClaimInFlight, Until: leaseTo.UTC(), Holder: holder.String()}, nil
			}
			// The holder died holding the lease: it may have called, so
			// the key is taken over now, as a replay.
			err := l.pool.QueryRow(ctx, takeOverSQL, key, current, now, until, self.Host, self.PID, selfStarted).Scan(&token)
			if err == nil {
				return rung.Claim{State: rung.ClaimNew, Token: uint64(token), Replay: true}, nil
			}
			if !errors.Is(err, pgx.ErrNoRows) {
				return rung.Claim{}, fmt.Errorf("postgres ledger: claim %s: %w", key, err)
			}
		}
	}
	return rung.Claim{}, fmt.Errorf("postgres ledger: claim %s: the key kept changing under the claim", key)
}

// fenced runs a write that changes key only while token is current and the
// entry pending, and reports ErrStaleToken when it changed nothing.
func (l *Ledger) fenced(ctx context.Context, op, key string, sql string, args ...any) error {
	tag, err := l.pool.Exec(ctx, sql, args...)
	if err != nil {
		return fmt.Errorf("postgres ledger: %s %s: %w", op, key, err)
	}
	if tag.RowsAffected() == 0 {
		return rung.ErrStaleToken
	}
	return nil
}

// Complete implements rung.Ledger.
func (l *Ledger) Complete(ctx context.Context, key string, token uint64, outcome rung.Outcome) error {
	now := l.opts.Now()
	enc, err := sqlstore.EncodeOutcome(outcome, now)
	if err != nil {
		return err
	}
	return l.fenced(ctx, "complete", key, `UPDATE rung_ledger SET state = 'done', output = $3, failure = $4, outcome_at = $5, updated_at = $6
		WHERE key = $1 AND token = $2 AND state = 'pending'`, key, int64(token), enc.Output, enc.Failure, enc.At, now)
}

// MarkUnknown implements rung.Ledger.
func (l *Ledger) MarkUnknown(ctx context.Context, key string, token uint64) error {
	return l.fenced(ctx, "mark unknown", key, `UPDATE rung_ledger SET state = 'unknown', landed = true, updated_at = $3
		WHERE key = $1 AND token = $2 AND state = 'pending'`, key, int64(token), l.opts.Now())
}

// Release implements rung.Ledger. A key under which an earlier call may
// have landed is not forgotten: it goes back to unknown, so the next claim
// is still a replay.
func (l *Ledger) Release(ctx context.Context, key string, token uint64) error {
	var n int64
	err := l.pool.QueryRow(ctx, `
WITH d AS (
	DELETE FROM rung_ledger WHERE key = $1 AND token = $2 AND state = 'pending' AND NOT landed RETURNING 1
), u AS (
	UPDATE rung_ledger SET state = 'unknown', updated_at = $3
	WHERE key = $1 AND token = $2 AND state = 'pending' AND landed RETURNING 1
)
SELECT (SELECT count(*) FROM d) + (SELECT count(*) FROM u)`, key, int64(token), l.opts.Now()).Scan(&n)
	if err != nil {
		return fmt.Errorf("postgres ledger: release %s: %w", key, err)
	}
	if n == 0 {
		return rung.ErrStaleToken
	}
	return nil
}

const entryColumns = `key, fingerprint, state, token, landed, lease_until, created_at, updated_at, output, failure, outcome_at, holder_host, holder_pid, holder_started`

func scanEntry(row pgx.Row) (ledger.Entry, error) {
	var (
		e       ledger.Entry
		state   string
		token   int64
		output  []byte
		failure *string
		outAt   *time.Time
		holder  ledger.Holder
		started *time.Time
	)
	if err := row.Scan(&e.Key, &e.Fingerprint, &state, &token, &e.Landed, &e.LeaseUntil, &e.CreatedAt, &e.UpdatedAt, &output, &failure, &outAt,
		&holder.Host, &holder.PID, &started); err != nil {
		return e, err
	}
	if started != nil {
		holder.Started = started.UTC()
	}
	if !holder.IsZero() {
		e.Holder = &holder
	}
	e.State, e.Token = ledger.EntryState(state), uint64(token)
	e.LeaseUntil, e.CreatedAt, e.UpdatedAt = e.LeaseUntil.UTC(), e.CreatedAt.UTC(), e.UpdatedAt.UTC()
	if e.State == ledger.EntryDone {
		f, err := sqlstore.DecodeFailure(failure)
		if err != nil {
			return e, err
		}
		e.Outcome = &rung.Outcome{Output: sqlstore.Output(output), Failure: f}
		if outAt != nil {
			e.Outcome.At = outAt.UTC()
		}
	}
	return e, nil
}

// List implements ledger.Admin.
func (l *Ledger) List(ctx context.Context, opts ledger.ListOptions) ([]ledger.Entry, error) {
	limit := opts.Limit
	if limit <= 0 {
		limit = 100
	}
	rows, err := l.pool.Query(ctx, `SELECT `+entryColumns+` FROM rung_ledger
		WHERE key > $1 AND ($2 = '' OR state = $2) AND ($3 = '' OR starts_with(key, $3))
		ORDER BY key LIMIT $4`, opts.After, string(opts.State), opts.Prefix, limit)
	if err != nil {
		return nil, fmt.Errorf("postgres ledger: list: %w", err)
	}
	defer rows.Close()
	var out []ledger.Entry
	for rows.Next() {
		e, err := scanEntry(rows)
		if err != nil {
			return nil, fmt.Errorf("postgres ledger: list: %w", err)
		}
		out = append(out, e)
	}
	return out, rows.Err()
}

// Get implements ledger.Admin.
func (l *Ledger) Get(ctx context.Context, key string) (ledger.Entry, error) {
	e, err := scanEntry(l.pool.QueryRow(ctx, `SELECT `+entryColumns+` FROM rung_ledger WHERE key = $1`, key))
	if errors.Is(err, pgx.ErrNoRows) {
		return e, ledger.ErrNotFound
	}
	if err != nil {
		return e, fmt.Errorf("postgres ledger: get %s: %w", key, err)
	}
	return e, nil
}

// Reap implements ledger.Admin.
func (l *Ledger) Reap(ctx context.Context, olderThan time.Duration) (int64, error) {
	olderThan = max(olderThan, l.opts.RetentionFloor())
	tag, err := l.pool.Exec(ctx, `DELETE FROM rung_ledger WHERE state = 'done' AND updated_at < $1`, l.opts.Now().Add(-olderThan))
	if err != nil {
		return 0, fmt.Errorf("postgres ledger: reap: %w", err)
	}
	return tag.RowsAffected(), nil
}

// SaveStep implements ledger.RunStore.
func (l *Ledger) SaveStep(ctx context.Context, run string, rec ledger.StepRecord) error {
	if rec.At.IsZero() {
		rec.At = l.opts.Now()
	}
	failure, err := sqlstore.EncodeFailure(rec.Failure)
	if err != nil {
		return err
	}
	var output []byte
	if rec.Output != nil {
		output = append([]byte{}, rec.Output...)
	}
	_, err = l.pool.Exec(ctx, `INSERT INTO rung_run_steps (run, plan, idx, step_id, tool, args_hash, state, output, failure, at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
		ON CONFLICT (run, plan, idx) DO UPDATE SET step_id = EXCLUDED.step_id, tool = EXCLUDED.tool, args_hash = EXCLUDED.args_hash,
			state = EXCLUDED.state, output = EXCLUDED.output, failure = EXCLUDED.failure, at = EXCLUDED.at`,
		run, rec.Plan, rec.Index, rec.StepID, rec.Tool, rec.ArgsHash, string(rec.State), output, failure, rec.At)
	if err != nil {
		return fmt.Errorf("postgres ledger: save step %s/%d/%d: %w", run, rec.Plan, rec.Index, err)
	}
	return nil
}

// completeStepSQL is Complete's fenced UPDATE and SaveStep's upsert in one
// statement, so one implicit transaction: the checkpoint is written only
// from the row the completion returned, and a stale token writes neither.
const completeStepSQL = `
WITH c AS (
	UPDATE rung_ledger SET state = 'done', output = $3, failure = $4, outcome_at = $5, updated_at = $6
	WHERE key = $1 AND token = $2 AND state = 'pending'
	RETURNING 1
)
INSERT INTO rung_run_steps (run, plan, idx, step_id, tool, args_hash, state, output, failure, at)
SELECT $7::text, $8::integer, $9::integer, $10::text, $11::text, $12::text, $13::text, $14::bytea, $15::text, $16::timestamptz FROM c
ON CONFLICT (run, plan, idx) DO UPDATE SET step_id = EXCLUDED.step_id, tool = EXCLUDED.tool, args_hash = EXCLUDED.args_hash,
	state = EXCLUDED.state, output = EXCLUDED.output, failure = EXCLUDED.failure, at = EXCLUDED.at`

// CompleteStep implements ledger.StepCompleter in one statement.
func (l *Ledger) CompleteStep(ctx context.Context, key string, token uint64, outcome rung.Outcome, run string, rec ledger.StepRecord) error {
	now := l.opts.Now()
	enc, err := sqlstore.EncodeOutcome(outcome, now)
	if err != nil {
		return err
	}
	if rec.At.IsZero() {
		rec.At = now
	}
	failure, err := sqlstore.EncodeFailure(rec.Failure)
	if err != nil {
		return err
	}
	var output []byte
	if rec.Output != nil {
		output = append([]byte{}, rec.Output...)
	}
	return l.fenced(ctx, "complete step", key, completeStepSQL, key, int64(token), enc.Output, enc.Failure, enc.At, now,
		run, rec.Plan, rec.Index, rec.StepID, rec.Tool, rec.ArgsHash, string(rec.State), output, failure, rec.At)
}

// LoadRun implements ledger.RunStore.
func (l *Ledger) LoadRun(ctx context.Context, run string) ([]ledger.StepRecord, error) {
	rows, err := l.pool.Query(ctx, `SELECT plan, idx, step_id, tool, args_hash, state, output, failure, at
		FROM rung_run_steps WHERE run = $1 ORDER BY plan, idx`, run)
	if err != nil {
		return nil, fmt.Errorf("postgres ledger: load run %s: %w", run, err)
	}
	defer rows.Close()
	var out []ledger.StepRecord
	for rows.Next() {
		var (
			r       ledger.StepRecord
			plan    int32
			idx     int32
			state   string
			output  []byte
			failure *string
		)
		if err := rows.Scan(&plan, &idx, &r.StepID, &r.Tool, &r.ArgsHash, &state, &output, &failure, &r.At); err != nil {
			return nil, fmt.Errorf("postgres ledger: load run %s: %w", run, err)
		}
		r.Plan, r.Index, r.State, r.Output, r.At = int(plan), int(idx), rung.StepState(state), sqlstore.Output(output), r.At.UTC()
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
	rows, err := l.pool.Query(ctx, `SELECT run, count(*), min(at), max(at) FROM rung_run_steps
		GROUP BY run ORDER BY max(at) DESC, run LIMIT $1`, limit)
	if err != nil {
		return nil, fmt.Errorf("postgres ledger: list runs: %w", err)
	}
	defer rows.Close()
	var out []ledger.RunSummary
	for rows.Next() {
		var (
			s ledger.RunSummary
			n int64
		)
		if err := rows.Scan(&s.Run, &n, &s.First, &s.Last); err != nil {
			return nil, err
		}
		s.Steps, s.First, s.Last = int(n), s.First.UTC(), s.Last.UTC()
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
	tx, err := l.pool.Begin(ctx)
	if err != nil {
		return fmt.Errorf("postgres ledger: resolve %s: %w", key, err)
	}
	defer tx.Rollback(ctx)
	var (
		state string
		lease time.Time
	)
	err = tx.QueryRow(ctx, `SELECT state, lease_until FROM rung_ledger WHERE key = $1 FOR UPDATE`, key).Scan(&state, &lease)
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		return ledger.ErrNotFound
	case err != nil:
		return fmt.Errorf("postgres ledger: resolve %s: %w", key, err)
	case state == string(ledger.EntryDone):
		return ledger.ErrAlreadyDone
	case state == string(ledger.EntryPending) && lease.After(now):
		return ledger.ErrLeaseHeld
	}
	if !applied {
		_, err = tx.Exec(ctx, `DELETE FROM rung_ledger WHERE key = $1`, key)
	} else {
		_, err = tx.Exec(ctx, `UPDATE rung_ledger SET state = 'done', token = token + 1, output = $2, failure = $3, outcome_at = $4, updated_at = $5
			WHERE key = $1`, key, enc.Output, enc.Failure, enc.At, now)
	}
	if err != nil {
		return fmt.Errorf("postgres ledger: resolve %s: %w", key, err)
	}
	if err := tx.Commit(ctx); err != nil {
		return fmt.Errorf("postgres ledger: resolve %s: %w", key, err)
	}
	return nil
}
