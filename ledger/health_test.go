package ledger_test

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/ledger/dsn"
)

// TestHealthOf: a SQL store's health is shared through its database (a
// second handle on the file sees the breaker the first opened); the memory
// store gets an in-process health.
func TestHealthOf(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "rung.db")
	var hs [2]rung.Health
	for i := range hs {
		s, err := dsn.Open(ctx, path, ledger.Options{})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		hs[i] = ledger.HealthOf(s)
	}
	key := rung.HealthKey{Tool: "charge", Host: "api"}
	at := time.Date(2026, 3, 2, 12, 3, 0, 0, time.UTC)
	for i := range 5 {
		if _, err := hs[0].Record(ctx, key, "r1", rung.HealthOutcome{At: at.Add(time.Duration(i) * time.Second), Down: true}, rung.Breaker{}); err != nil {
			t.Fatal(err)
		}
	}
	if c, err := hs[1].Check(ctx, key, "r2", at.Add(10*time.Second), rung.Breaker{}); err != nil || c.State != rung.HealthOpen || c.Failures != 5 {
		t.Fatalf("the other handle's check = %+v, %v; want open with 5 failures", c, err)
	}
	mem := ledger.HealthOf(ledger.NewMemoryStore(ledger.Options{}))
	if c, err := mem.Check(ctx, key, "r1", at, rung.Breaker{}); err != nil || c.State != rung.HealthClosed {
		t.Fatalf("memory store's health = %+v, %v", c, err)
	}
}
