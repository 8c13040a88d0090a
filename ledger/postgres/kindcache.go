package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/rungkit/rung"
)

var _ rung.KindCache = (*Ledger)(nil)

// LookupKind implements rung.KindCache.
func (l *Ledger) LookupKind(ctx context.Context, signature string) (rung.KindEntry, bool, error) {
	e := rung.KindEntry{Signature: signature}
	var kind string
	var at time.Time
	err := l.pool.QueryRow(ctx, `SELECT kind, reason, model, at FROM rung_kind_cache WHERE signature = $1`, signature).
		Scan(&kind, &e.Reason, &e.Model, &at)
	if errors.Is(err, pgx.ErrNoRows) {
		return rung.KindEntry{}, false, nil
	}
	if err != nil {
		return rung.KindEntry{}, false, fmt.Errorf("postgres ledger: lookup kind %s: %w", signature, err)
	}
	if e.Kind, err = rung.ParseKind(kind); err != nil {
		return rung.KindEntry{}, false, fmt.Errorf("postgres ledger: rung_kind_cache row %s: column kind: %w", signature, err)
	}
	e.At = at.UTC()
	return e, true, nil
}

// StoreKind implements rung.KindCache: the first answer for a signature is
// kept, so fleet members that asked at once all read the same kind.
func (l *Ledger) StoreKind(ctx context.Context, e rung.KindEntry) error {
	if e.At.IsZero() {
		e.At = l.opts.Now()
	}
	_, err := l.pool.Exec(ctx, `INSERT INTO rung_kind_cache (signature, kind, reason, model, at) VALUES ($1, $2, $3, $4, $5)
		ON CONFLICT (signature) DO NOTHING`, e.Signature, e.Kind.String(), e.Reason, e.Model, e.At)
	if err != nil {
		return fmt.Errorf("postgres ledger: store kind %s: %w", e.Signature, err)
	}
	return nil
}
