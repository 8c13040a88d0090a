package rung_test

import (
	"context"
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/rungtest"
)

// claimRecorder records the fingerprint of every claim, by key.
type claimRecorder struct {
	rung.Ledger
	mu  sync.Mutex
	fps map[string]string
}

func (c *claimRecorder) Claim(ctx context.Context, key, fp string, lease time.Duration) (rung.Claim, error) {
	c.mu.Lock()
	c.fps[key] = fp
	c.mu.Unlock()
	return c.Ledger.Claim(ctx, key, fp, lease)
}

func (c *claimRecorder) fp(key string) string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.fps[key]
}

// argumentShapes are arguments of the shapes a fingerprint must encode
// exactly: none, numbers from Go and from JSON, nested maps and lists,
// nulls, text outside ASCII, more keys than the encoder keeps on its
// stack, keys that sort differently as bytes and as text.
func argumentShapes(t *testing.T) []map[string]any {
	t.Helper()
	fromJSON := func(s string) map[string]any {
		var m map[string]any
		d := json.NewDecoder(strings.NewReader(s))
		if err := d.Decode(&m); err != nil {
			t.Fatal(err)
		}
		return m
	}
	number := func(s string) map[string]any {
		var m map[string]any
		d := json.NewDecoder(strings.NewReader(s))
		d.UseNumber()
		if err := d.Decode(&m); err != nil {
			t.Fatal(err)
		}
		return m
	}
	many := map[string]any{}
	for i := range 40 {
		many["k"+strconv.Itoa(i)] = i
	}
	return []map[string]any{
		nil,
		{},
		{"amount": 2000, "currency": "usd", "customer": "cus_1001"},
		{"amount": 2000.0, "currency": "usd", "customer": "cus_1001"},
		{"amount": int64(3), "ratio": float32(0.5), "big": uint64(1 << 63), "neg": -7},
		fromJSON(`{"amount":2e3,"items":[1,"x",null,true,{"b":[]}],"meta":{"z":{},"a":null}}`),
		number(`{"amount":2000,"precise":12345678901234567890.5}`),
		{"note": "naïve café ✓ \u2028 \"quoted\" \\ back", "B": 1, "a": 2, "é": 3, "Z": 4},
		{"nested": map[string]any{"list": []any{map[string]any{"x": 1}, []any{}, nil}}, "strs": []string{"a", "b"}},
		{"empty": "", "zero": 0, "false": false, "nil": nil},
		many,
	}
}

// A fingerprint passed down with WithRequestFingerprint is the one the
// session's ledger claim would have computed, for every argument shape;
// a call with another map or another tool hashes its own, so a key
// reused with other arguments is still a mismatch and runs nothing.
func TestRequestFingerprintPassedDown(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	rec := &claimRecorder{Ledger: ledger.NewMemory(clock), fps: map[string]string{}}
	s := newSession(clock, rung.SessionOptions{ID: "s1", Ledger: rec})
	var calls int
	tool := rung.Tool{Name: "pay", SideEffects: true, Call: func(context.Context, map[string]any) (any, error) {
		calls++
		return "paid", nil
	}}
	for i, args := range argumentShapes(t) {
		want := rung.RequestFingerprint("pay", args)
		ctx, fp := rung.WithRequestFingerprint(context.Background(), "pay", args)
		if fp != want {
			t.Fatalf("shape %d: WithRequestFingerprint gave %s, RequestFingerprint %s", i, fp, want)
		}
		key := "scope/pay/" + strconv.Itoa(i)
		if _, err := s.Call(rung.WithCallKey(ctx, key), &tool, args); err != nil {
			t.Fatalf("shape %d: %v", i, err)
		}
		if got := rec.fp(key); got != want {
			t.Errorf("shape %d: claimed with %s, want %s", i, got, want)
		}
		// Not the map the fingerprint was taken of: the claim hashes
		// the call's own arguments.
		other := map[string]any{"amount": 1, "shape": i}
		key2 := key + "/other-map"
		if _, err := s.Call(rung.WithCallKey(ctx, key2), &tool, other); err != nil {
			t.Fatalf("shape %d, another map: %v", i, err)
		}
		if got, want := rec.fp(key2), rung.RequestFingerprint("pay", other); got != want {
			t.Errorf("shape %d, another map: claimed with %s, want its own %s", i, got, want)
		}
		// Another tool: its own name is hashed.
		ctx3, _ := rung.WithRequestFingerprint(context.Background(), "refund", args)
		key3 := key + "/other-tool"
		if _, err := s.Call(rung.WithCallKey(ctx3, key3), &tool, args); err != nil {
			t.Fatalf("shape %d, another tool: %v", i, err)
		}
		if got := rec.fp(key3); got != want {
			t.Errorf("shape %d, another tool's fingerprint in ctx: claimed with %s, want %s", i, got, want)
		}
	}

	// The mismatch check: key 2's first use had shape 2's arguments; the
	// same key with other arguments, under a context holding the first
	// call's fingerprint, is refused and nothing runs.
	first := argumentShapes(t)[2]
	ctx, _ := rung.WithRequestFingerprint(context.Background(), "pay", first)
	before := calls
	_, err := s.Call(rung.WithCallKey(ctx, "scope/pay/2"), &tool, map[string]any{"amount": 9999, "currency": "usd", "customer": "cus_1001"})
	var v *rung.Verdict
	if !errors.As(err, &v) || calls != before || !strings.Contains(v.Reason, rung.ErrKeyMismatch.Error()) {
		t.Fatalf("a key reused with other arguments: err %v, %d calls made, want the mismatch verdict and none", err, calls-before)
	}
}
