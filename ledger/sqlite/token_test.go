package sqlite_test

import (
	"context"
	"errors"
	"math/rand/v2"
	"path/filepath"
	"testing"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/ledger/sqlite"
	"github.com/rungkit/rung/rungtest"
)

// TestTokensOnceAndTakeoversHigher: each open Ledger hands out tokens from
// a block it reserved on the shared counter, so a new key's claim writes
// only its row. Two Ledgers on one file (two processes) make random claims,
// completions, releases, unknowns, lapses, dead-holder takeovers, reaps and
// resolves over a few keys; every token is issued once, a takeover's token
// is larger than every token its key had, and no write under a superseded
// token lands.
func TestTokensOnceAndTakeoversHigher(t *testing.T) {
	ctx := context.Background()
	clock := rungtest.NewClock(time.Time{})
	alive := true
	path := filepath.Join(t.TempDir(), "rung.db")
	var ls [2]*sqlite.Ledger
	for i := range ls {
		l, err := sqlite.Open(ctx, path, ledger.Options{Clock: clock, Retention: time.Second,
			Holder: ledger.Holder{Host: ledger.ThisProcess().Host, PID: 100 + i}, HolderAlive: func(ledger.Holder) bool { return alive }})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { l.Close() })
		ls[i] = l
	}
	keys := []string{"a", "b", "c"}
	issued := map[uint64]string{}
	cur := map[string]uint64{}    // the latest token issued per key
	held := map[string][]uint64{} // every token issued per key
	rng := rand.New(rand.NewPCG(1, 2))
	takeovers := 0
	for i := range 4000 {
		k := keys[rng.IntN(len(keys))]
		l := ls[rng.IntN(len(ls))]
		switch rng.IntN(8) {
		case 0, 1, 2:
			alive = rng.IntN(4) != 0
			c, err := l.Claim(ctx, k, "fp", time.Duration(1+rng.IntN(3))*time.Second)
			if err != nil {
				t.Fatal(err)
			}
			if c.State != rung.ClaimNew {
				continue
			}
			if other, dup := issued[c.Token]; dup {
				t.Fatalf("op %d: token %d issued to %s was issued again, to %s", i, c.Token, other, k)
			}
			if c.Replay {
				takeovers++
				for _, old := range held[k] {
					if c.Token <= old {
						t.Fatalf("op %d: takeover of %s with token %d, not above its earlier token %d", i, k, c.Token, old)
					}
				}
			}
			issued[c.Token], cur[k] = k, c.Token
			held[k] = append(held[k], c.Token)
		case 3, 4:
			// Any holder, current or superseded, writes; only the
			// current one may land.
			ts := held[k]
			if len(ts) == 0 {
				continue
			}
			tok := ts[rng.IntN(len(ts))]
			var err error
			switch rng.IntN(3) {
			case 0:
				err = l.Complete(ctx, k, tok, rung.Outcome{})
			case 1:
				err = l.Release(ctx, k, tok)
			default:
				err = l.MarkUnknown(ctx, k, tok)
			}
			if err == nil && tok != cur[k] {
				t.Fatalf("op %d: a write under superseded token %d of %s landed (current %d)", i, tok, k, cur[k])
			}
			if err != nil && !errors.Is(err, rung.ErrStaleToken) {
				t.Fatal(err)
			}
		case 5:
			clock.Advance(time.Duration(rng.IntN(3000)) * time.Millisecond)
		case 6:
			if _, err := l.Reap(ctx, time.Second); err != nil {
				t.Fatal(err)
			}
		case 7:
			err := l.Resolve(ctx, k, false, rung.Outcome{})
			if err != nil && !errors.Is(err, ledger.ErrNotFound) && !errors.Is(err, ledger.ErrAlreadyDone) && !errors.Is(err, ledger.ErrLeaseHeld) {
				t.Fatal(err)
			}
		}
	}
	if len(issued) < 300 || takeovers < 50 {
		t.Errorf("%d tokens issued, %d takeovers: the random walk did not exercise blocks and takeovers", len(issued), takeovers)
	}
}
