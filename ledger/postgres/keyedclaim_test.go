package postgres

import (
	"context"
	"testing"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/internal/pgtest"
	"github.com/rungkit/rung/ledger"
)

// TestClaimBatchCommitsAsync: the unflushed claim's batch is one implicit
// transaction with synchronous_commit off, and the setting ends with it:
// the next statement on the same connection (a Complete, say) commits with
// synchronous_commit on again.
func TestClaimBatchCommitsAsync(t *testing.T) {
	ctx := context.Background()
	l, err := Open(ctx, pgtest.URL(t)+"&pool_max_conns=1", ledger.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()

	b := claimBatch("k", "fp", time.Now(), time.Now().Add(time.Minute), "host", 1, nil)
	b.Queue(`SELECT current_setting('synchronous_commit')`)
	br := l.pool.SendBatch(ctx, b)
	if _, err := br.Exec(); err != nil {
		t.Fatal(err)
	}
	var token int64
	var landed bool
	if err := br.QueryRow().Scan(&token, &landed); err != nil {
		t.Fatal(err)
	}
	var during string
	if err := br.QueryRow().Scan(&during); err != nil {
		t.Fatal(err)
	}
	if err := br.Close(); err != nil {
		t.Fatal(err)
	}
	var after string
	if err := l.pool.QueryRow(ctx, `SHOW synchronous_commit`).Scan(&after); err != nil {
		t.Fatal(err)
	}
	if during != "off" || after != "on" {
		t.Fatalf("synchronous_commit in the claim's transaction %q and after it %q, want off then on", during, after)
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
