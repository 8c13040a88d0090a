package rung_test

import (
	"context"
	"testing"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/rungtest"
)

func TestSessionClaimsCallerKey(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	store := ledger.NewMemory(clock)
	s := newSession(clock, rung.SessionOptions{ID: "s1", Ledger: store})
	var seen string
	tool := rung.Tool{Name: "pay", SideEffects: true, Call: func(ctx context.Context, args map[string]any) (any, error) {
		seen = rung.IdempotencyKey(ctx)
		return "paid", nil
	}}
	args := map[string]any{"amount": 5}
	if _, err := s.Call(rung.WithCallKey(context.Background(), "scope/pay#0"), &tool, args); err != nil {
		t.Fatal(err)
	}
	if seen != "scope/pay#0" {
		t.Fatalf("the tool saw key %q, want the caller's", seen)
	}
	if _, err := store.Get(context.Background(), "scope/pay#0"); err != nil {
		t.Fatalf("the ledger has no entry under the caller's key: %v", err)
	}
	// Without a caller key the session derives its own, as before.
	if _, err := s.Call(context.Background(), &tool, args); err != nil {
		t.Fatal(err)
	}
	if seen == "scope/pay#0" || seen == "" {
		t.Fatalf("without WithCallKey the key was %q, want the derived one", seen)
	}
}
