package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/rungkit/rung"
)

var _ rung.KindCache = (*Ledger)(nil)

// LookupKind implements rung.KindCache.
func (l *Ledger) LookupKind(ctx context.Context, signature string) (rung.KindEntry, bool, error) {
	e := rung.KindEntry{Signature: signature}
	var kind string
	var at int64
	err := l.db.QueryRowContext(ctx, `SELECT kind, reason, model, at FROM rung_kind_cache WHERE signature = ?`, signature).
		Scan(&kind, &e.Reason, &e.Model, &at)
	if errors.Is(err, sql.ErrNoRows) {
		return rung.KindEntry{}, false, nil
	}
	if err != nil {
		return rung.KindEntry{}, false, fmt.Errorf("sqlite ledger: lookup kind %s: %w", signature, err)
	}
	if e.Kind, err = rung.ParseKind(kind); err != nil {
		return rung.KindEntry{}, false, fmt.Errorf("sqlite ledger: rung_kind_cache row %s: column kind: %w", signature, err)
	}
	e.At = fromMicros(at)
	return e, true, nil
}

// StoreKind implements rung.KindCache: the first answer for a signature is
// kept.
func (l *Ledger) StoreKind(ctx context.Context, e rung.KindEntry) error {
	if e.At.IsZero() {
		e.At = l.opts.Now()
	}
	_, err := l.db.ExecContext(ctx, `INSERT INTO rung_kind_cache (signature, kind, reason, model, at) VALUES (?, ?, ?, ?, ?)
		ON CONFLICT (signature) DO NOTHING`, e.Signature, e.Kind.String(), e.Reason, e.Model, micros(e.At))
	if err != nil {
		return fmt.Errorf("sqlite ledger: store kind %s: %w", e.Signature, err)
	}
	return nil
}
