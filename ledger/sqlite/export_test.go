package sqlite

import (
	"context"
	"database/sql"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/ledger/internal/sqlstore"
)

// ClaimTx claims as Claim did before its single INSERT: an immediate
// transaction of three statements (read the row, advance the counter,
// insert). The benchmarks run it beside Claim.
func (l *Ledger) ClaimTx(ctx context.Context, key, fingerprint string, lease time.Duration) (rung.Claim, error) {
	now := l.opts.Now()
	return l.claimTx(ctx, key, fingerprint, now, now.Add(lease))
}

// CompleteTx completes as Complete did before it ran in autocommit mode:
// its UPDATE inside BEGIN IMMEDIATE ... COMMIT.
func (l *Ledger) CompleteTx(ctx context.Context, key string, token uint64, outcome rung.Outcome) error {
	now := l.opts.Now()
	enc, err := sqlstore.EncodeOutcome(outcome, now)
	if err != nil {
		return err
	}
	return l.fenced(ctx, "complete", key, func(tx *sql.Tx) (int64, error) {
		return affected(l.exec(ctx, tx, qComplete, enc.Output, enc.Failure, micros(enc.At), micros(now), key, int64(token)))
	})
}
