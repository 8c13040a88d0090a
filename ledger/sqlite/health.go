package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/ledger/internal/sqlstore"
)

// health is the fleet health (rung.Health) of the runs sharing this SQLite
// file: the processes of one machine. Every write is a compare-and-swap on
// the row's version, so concurrent processes never lose an update and
// exactly one of them takes a half-open probe slot. It is safe for
// concurrent use.
type health struct{ l *Ledger }

// Health returns the fleet health kept in the ledger's file.
func (l *Ledger) Health() rung.Health { return health{l} }

// Check implements rung.Health.
func (h health) Check(ctx context.Context, key rung.HealthKey, run string, now time.Time, b rung.Breaker) (rung.HealthCheck, error) {
	return sqlstore.UpdateHealth(ctx, h.row(key, now), func(r *rung.HealthRecord) (rung.HealthCheck, bool) {
		return r.Check(run, now, b)
	})
}

// Record implements rung.Health.
func (h health) Record(ctx context.Context, key rung.HealthKey, run string, o rung.HealthOutcome, b rung.Breaker) (rung.HealthCheck, error) {
	return sqlstore.UpdateHealth(ctx, h.row(key, o.At), func(r *rung.HealthRecord) (rung.HealthCheck, bool) {
		return r.Record(run, o, b)
	})
}

func (h health) row(key rung.HealthKey, now time.Time) sqlstore.HealthRow {
	db := h.l.db
	return sqlstore.HealthRow{
		Load: func(ctx context.Context) ([]byte, int64, bool, error) {
			var state []byte
			var version int64
			err := db.QueryRowContext(ctx, `SELECT state, version FROM rung_health WHERE tool = ? AND host = ?`, key.Tool, key.Host).Scan(&state, &version)
			if errors.Is(err, sql.ErrNoRows) {
				return nil, 0, false, nil
			}
			return state, version, err == nil, err
		},
		Store: func(ctx context.Context, state []byte, version int64, found bool) (bool, error) {
			var res sql.Result
			var err error
			if found {
				res, err = db.ExecContext(ctx, `UPDATE rung_health SET state = ?, version = version + 1, updated_at = ? WHERE tool = ? AND host = ? AND version = ?`,
					string(state), micros(now), key.Tool, key.Host, version)
			} else {
				res, err = db.ExecContext(ctx, `INSERT INTO rung_health (tool, host, version, state, updated_at) VALUES (?, ?, 1, ?, ?) ON CONFLICT (tool, host) DO NOTHING`,
					key.Tool, key.Host, string(state), micros(now))
			}
			n, err := affected(res, err)
			return n == 1, err
		},
	}
}
