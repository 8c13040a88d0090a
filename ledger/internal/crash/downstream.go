package crash

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"os"
	"time"

	_ "modernc.org/sqlite" // the downstream's store
)

// Downstream is a service that honours idempotency keys, as Stripe does: the
// first request under a key applies the effect and stores its response; a
// repeated request under the key gets the stored response and changes
// nothing. It keeps its effects in its own SQLite file, shared by every
// worker process, and logs every request it receives, so the proof can count
// how many times each key was sent and whether a resend was flagged a replay.
type Downstream struct {
	db *sql.DB
}

// OpenDownstream opens (creating) the downstream's file.
func OpenDownstream(path string) (*Downstream, error) {
	dsn := "file:" + (&url.URL{Path: path}).EscapedPath() +
		"?_pragma=busy_timeout(30000)&_pragma=journal_mode(WAL)&_pragma=synchronous(NORMAL)&_txlock=immediate"
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, err
	}
	db.SetMaxOpenConns(1)
	ctx := context.Background()
	for _, q := range []string{
		`CREATE TABLE IF NOT EXISTS effects (key TEXT PRIMARY KEY, value TEXT NOT NULL, worker TEXT NOT NULL)`,
		`CREATE TABLE IF NOT EXISTS calls (id INTEGER PRIMARY KEY, key TEXT NOT NULL, worker TEXT NOT NULL, replay INTEGER NOT NULL, applied INTEGER NOT NULL)`,
	} {
		if err := retryBusy(func() error { _, err := db.ExecContext(ctx, q); return err }); err != nil {
			db.Close()
			return nil, err
		}
	}
	return &Downstream{db: db}, nil
}

// retryBusy retries fn while SQLite reports the database locked by another
// process opening it at the same moment (schema creation races).
func retryBusy(fn func() error) error {
	var err error
	for i := 0; i < 100; i++ {
		if err = fn(); err == nil {
			return nil
		}
		if os.Getenv("RUNG_CRASH_DEBUG") != "" {
			fmt.Fprintln(os.Stderr, "busy:", err)
		}
		time.Sleep(10 * time.Millisecond)
	}
	return err
}

// Close closes the file.
func (d *Downstream) Close() error { return d.db.Close() }

// Call applies the effect for key once and returns its value: the stored one
// for a repeated key. beforeCommit, when set, runs inside the downstream's
// transaction after the effect is written and before it commits (the crash
// tests kill the worker there: a call that was sent and never applied).
func (d *Downstream) Call(ctx context.Context, key, worker string, replay bool, beforeCommit func()) (string, error) {
	var value string
	err := retryBusy(func() error {
		tx, err := d.db.BeginTx(ctx, nil)
		if err != nil {
			return err
		}
		defer tx.Rollback()
		applied := 0
		err = tx.QueryRowContext(ctx, `SELECT value FROM effects WHERE key = ?`, key).Scan(&value)
		if errors.Is(err, sql.ErrNoRows) {
			value = fmt.Sprintf("effect(%s) by %s", key, worker)
			if _, err := tx.ExecContext(ctx, `INSERT INTO effects (key, value, worker) VALUES (?, ?, ?)`, key, value, worker); err != nil {
				return err
			}
			applied = 1
		} else if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO calls (key, worker, replay, applied) VALUES (?, ?, ?, ?)`, key, worker, replay, applied); err != nil {
			return err
		}
		if beforeCommit != nil {
			beforeCommit()
		}
		return tx.Commit()
	})
	return value, err
}

// Effects returns every applied effect's value by key.
func (d *Downstream) Effects(ctx context.Context) (map[string]string, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT key, value FROM effects`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string]string{}
	for rows.Next() {
		var k, v string
		if err := rows.Scan(&k, &v); err != nil {
			return nil, err
		}
		out[k] = v
	}
	return out, rows.Err()
}

// CallStats counts, per key, the requests received: applied (effects made),
// blind (requests not flagged as a replay) and replays.
type CallStats struct {
	Calls, Applied, Blind, Replays int
}

// Calls returns the request log's counts by key.
func (d *Downstream) Calls(ctx context.Context) (map[string]CallStats, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT key, count(*), sum(applied), sum(1 - replay), sum(replay) FROM calls GROUP BY key`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string]CallStats{}
	for rows.Next() {
		var k string
		var s CallStats
		if err := rows.Scan(&k, &s.Calls, &s.Applied, &s.Blind, &s.Replays); err != nil {
			return nil, err
		}
		out[k] = s
	}
	return out, rows.Err()
}
