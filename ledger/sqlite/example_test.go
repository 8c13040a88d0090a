package sqlite_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/ledger/sqlite"
)

// The life of a key: the first claim makes the call, a repeat gets the
// stored outcome, and other parameters under the same key are refused.
func Example() {
	dir, _ := os.MkdirTemp("", "rung-example")
	defer os.RemoveAll(dir)
	ctx := context.Background()
	l, err := sqlite.Open(ctx, filepath.Join(dir, "rung.db"), ledger.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer l.Close()

	key, fp := "run-7/charge", rung.RequestFingerprint("stripe.charge", map[string]any{"amount": 4200})
	c, _ := l.Claim(ctx, key, fp, time.Minute)
	fmt.Println("first claim:", c.State)
	// ... call the tool with rung.WithIdempotencyKey(ctx, key) ...
	_ = l.Complete(ctx, key, c.Token, rung.Outcome{Output: json.RawMessage(`{"charge":"ch_1"}`)})

	again, _ := l.Claim(ctx, key, fp, time.Minute)
	fmt.Println("repeat:", again.State, string(again.Outcome.Output))

	other, _ := l.Claim(ctx, key, rung.RequestFingerprint("stripe.charge", map[string]any{"amount": 9900}), time.Minute)
	fmt.Println("other parameters:", other.State)

	e, _ := l.Get(ctx, key)
	fmt.Println("entry:", e.State, "token", e.Token)
	// Output:
	// first claim: new
	// repeat: done {"charge":"ch_1"}
	// other parameters: mismatch
	// entry: done token 1
}
