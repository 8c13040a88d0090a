package sqlite_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/ledger"
)

// BenchmarkGet: Admin's Get of a key the ledger lacks (a delivery marker
// not yet written, mcp-proxy's common case) and of a completed one, and
// the claim and release that read a marker before.
//
//	go test -run '^$' -bench Get -benchtime 20000x ./ledger/sqlite/
func BenchmarkGet(b *testing.B) {
	ctx := context.Background()
	l := open(b, ledger.Options{})
	c, err := l.Claim(ctx, "scope/create_charge/fp/g0/delivered", "rung-mcp-proxy/delivered", time.Minute)
	if err != nil {
		b.Fatal(err)
	}
	if err := l.Complete(ctx, "scope/create_charge/fp/g0/delivered", c.Token, rung.Outcome{Output: []byte(`true`), At: time.Now()}); err != nil {
		b.Fatal(err)
	}
	b.Run("missing", func(b *testing.B) {
		for b.Loop() {
			if _, err := l.Get(ctx, "scope/create_charge/fp/g1/delivered"); !errors.Is(err, ledger.ErrNotFound) {
				b.Fatal(err)
			}
		}
	})
	// What reading a marker cost before Get: claiming it, then releasing
	// the claim.
	b.Run("claim+release", func(b *testing.B) {
		for b.Loop() {
			c, err := l.Claim(ctx, "scope/create_charge/fp/g1/delivered", "rung-mcp-proxy/delivered", time.Minute)
			if err != nil || c.State != rung.ClaimNew {
				b.Fatal(c, err)
			}
			if err := l.Release(ctx, "scope/create_charge/fp/g1/delivered", c.Token); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("done", func(b *testing.B) {
		for b.Loop() {
			if e, err := l.Get(ctx, "scope/create_charge/fp/g0/delivered"); err != nil || e.State != ledger.EntryDone {
				b.Fatal(e, err)
			}
		}
	})
}
