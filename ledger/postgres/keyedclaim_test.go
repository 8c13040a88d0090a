package postgres

import (
	"context"
	"testing"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/internal/pgtest"
	"github.com/rungkit/rung/ledger"
)

// TestClaimKeyedSQLCommitsAsync: the keyed claim's statement turns
// synchronous_commit off for its own transaction, and the setting ends with
// it: the next transaction on the same connection (a Complete, say)
// commits with synchronous_commit on again.
func TestClaimKeyedSQLCommitsAsync(t *testing.T) {
	ctx := context.Background()
	l, err := Open(ctx, pgtest.URL(t)+"&pool_max_conns=1", ledger.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()

	tx, err := l.pool.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var token int64
	var landed bool
	now := time.Now()
	if err := tx.QueryRow(ctx, claimKeyedSQL, "k", "fp", now, now.Add(time.Minute), "host", 1, nil).Scan(&token, &landed); err != nil {
		t.Fatal(err)
	}
	var during string
	if err := tx.QueryRow(ctx, `SHOW synchronous_commit`).Scan(&during); err != nil {
		t.Fatal(err)
	}
	if err := tx.Commit(ctx); err != nil {
		t.Fatal(err)
	}
	var after string
	if err := l.pool.QueryRow(ctx, `SHOW synchronous_commit`).Scan(&after); err != nil {
		t.Fatal(err)
	}
	if during != "off" || after != "on" || token == 0 || landed {
		t.Fatalf("synchronous_commit in the claim's transaction %q and after it %q (token %d, landed %v), want off then on, a new token", during, after, token, landed)
	}
}

// TestClaimKeyedLeavesSyncCommitOn: on a one-connection pool, the
// connection's setting is on after a ClaimKeyed, whose claim every reader
// sees at once, and its Complete is stored.
func TestClaimKeyedLeavesSyncCommitOn(t *testing.T) {
	ctx := context.Background()
	l, err := Open(ctx, pgtest.URL(t)+"&pool_max_conns=1", ledger.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	c, err := l.ClaimKeyed(ctx, "k", "fp", time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	var s string
	if err := l.pool.QueryRow(ctx, `SHOW synchronous_commit`).Scan(&s); err != nil || s != "on" {
		t.Fatalf("after ClaimKeyed: %q %v, want on", s, err)
	}
	e, err := l.Get(ctx, "k")
	if err != nil || e.State != ledger.EntryPending {
		t.Fatalf("the unflushed claim is not visible: %+v %v", e, err)
	}
	if err := l.Complete(ctx, "k", c.Token, rung.Outcome{Output: []byte(`"ok"`)}); err != nil {
		t.Fatal(err)
	}
	if e, err := l.Get(ctx, "k"); err != nil || e.State != ledger.EntryDone {
		t.Fatalf("after Complete: %+v %v, want done", e, err)
	}
}
