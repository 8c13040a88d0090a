package postgres

import (
	"context"
	"errors"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/rungkit/rung"
	"github.com/rungkit/rung/ledger/internal/sqlstore"
)

// health is the fleet health (rung.Health) of every worker sharing this
// database. Every write is a compare-and-swap on the row's version (one
// UPDATE ... WHERE version = $n, atomic under READ COMMITTED), so
// concurrent workers never lose an update and exactly one of them takes a
// half-open probe slot; a Check of a healthy endpoint is one read. It is
// safe for concurrent use.
type health struct{ l *Ledger }

// Health returns the fleet health kept in the ledger's database.
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
	pool := h.l.pool
	return sqlstore.HealthRow{
		Load: func(ctx context.Context) ([]byte, int64, bool, error) {
			var state []byte
			var version int64
			err := pool.QueryRow(ctx, `SELECT state, version FROM rung_health WHERE tool = $1 AND host = $2`, key.Tool, key.Host).Scan(&state, &version)
			if errors.Is(err, pgx.ErrNoRows) {
				return nil, 0, false, nil
			}
			return state, version, err == nil, err
		},
		Store: func(ctx context.Context, state []byte, version int64, found bool) (bool, error) {
			if found {
				tag, err := pool.Exec(ctx, `UPDATE rung_health SET state = $3, version = version + 1, updated_at = $5 WHERE tool = $1 AND host = $2 AND version = $4`,
					key.Tool, key.Host, state, version, now)
				return tag.RowsAffected() == 1, err
			}
			tag, err := pool.Exec(ctx, `INSERT INTO rung_health (tool, host, version, state, updated_at) VALUES ($1, $2, 1, $3, $4) ON CONFLICT (tool, host) DO NOTHING`,
				key.Tool, key.Host, state, now)
			return tag.RowsAffected() == 1, err
		},
	}
}
