package mcpproxy_test

import (
	"context"
	"encoding/json"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/mcpproxy"
	"github.com/rungkit/rung/mcpproxy/mcpfault"
)

// countingLedger counts the operations made on a ledger. It offers no
// read of a key: the proxy then reads a delivery marker by claiming and
// releasing it.
type countingLedger struct {
	rung.Ledger
	mu  sync.Mutex
	ops map[string]int
	// marked has the key of each delivery marker completed: the marker
	// is written once the answer's write succeeded, after the client
	// may have read it.
	marked chan string
}

func (c *countingLedger) count(op string) {
	c.mu.Lock()
	c.ops[op]++
	c.mu.Unlock()
}

func (c *countingLedger) took() map[string]int {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := c.ops
	c.ops = map[string]int{}
	return out
}

func (c *countingLedger) Claim(ctx context.Context, key, fp string, lease time.Duration) (rung.Claim, error) {
	c.count("claim")
	return c.Ledger.Claim(ctx, key, fp, lease)
}

func (c *countingLedger) Complete(ctx context.Context, key string, token uint64, o rung.Outcome) error {
	c.count("complete")
	err := c.Ledger.Complete(ctx, key, token, o)
	if strings.HasSuffix(key, "/delivered") {
		c.marked <- key
	}
	return err
}

func (c *countingLedger) MarkUnknown(ctx context.Context, key string, token uint64) error {
	c.count("unknown")
	return c.Ledger.MarkUnknown(ctx, key, token)
}

func (c *countingLedger) Release(ctx context.Context, key string, token uint64) error {
	c.count("release")
	return c.Ledger.Release(ctx, key, token)
}

// readingLedger is a countingLedger that reads keys too (ledger.Admin's
// Get), as the SQL drivers and Memory do.
type readingLedger struct {
	*countingLedger
	admin ledger.Admin
}

func (r readingLedger) Get(ctx context.Context, key string) (ledger.Entry, error) {
	r.count("get")
	return r.admin.Get(ctx, key)
}

// A write's delivery generation is read with one read where the ledger
// offers one (no claim and release of the marker), and by a claim and
// release where it does not; either way a delivered answer's repeat runs
// again, a proxy started afresh on the same ledger finds the generations
// already delivered, and an answer that was not delivered is returned,
// recorded, to the call re-sent.
func TestDeliveryGenerationRead(t *testing.T) {
	for _, tc := range []struct {
		name  string
		reads bool
		// ops is what one delivered write costs the ledger: the
		// generation's read, the call's claim and completion, the
		// marker's claim and completion.
		ops map[string]int
	}{
		{"get", true, map[string]int{"get": 1, "claim": 2, "complete": 2}},
		{"claim", false, map[string]int{"claim": 3, "release": 1, "complete": 2}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, upstream := faultHTTP(t, mcpfault.Config{})
			e := newEnv()
			mem := e.ledger.(*ledger.Memory)
			counting := &countingLedger{Ledger: mem, ops: map[string]int{}, marked: make(chan string, 16)}
			e.ledger = counting
			if tc.reads {
				e.ledger = readingLedger{counting, mem}
			}
			config := faultConfig(upstream, "")
			cs := connect(t, e.proxy(t, config), "claude-code")
			for i, id := range []string{"ch_0001", "ch_0002"} {
				res := call(t, cs, "create_charge", charge)
				if res.IsError || !strings.Contains(text(res), `"id":"`+id+`"`) || res.Meta[mcpproxy.MetaRecorded] == true {
					t.Fatalf("call %d: want a new charge %s: %v: %s", i+1, id, res.Meta, text(res))
				}
				select {
				case <-counting.marked:
				case <-time.After(10 * time.Second):
					t.Fatalf("call %d: its delivery was never marked", i+1)
				}
				if got := counting.took(); !equalOps(got, tc.ops) {
					t.Errorf("call %d: ledger operations %v, want %v", i+1, got, tc.ops)
				}
			}

			// A proxy started afresh knows no generation: it finds the
			// two delivered ones in the ledger and runs the call anew.
			cs2 := connect(t, e.proxy(t, config), "claude-code")
			res := call(t, cs2, "create_charge", charge)
			if res.IsError || !strings.Contains(text(res), `"id":"ch_0003"`) || res.Meta[mcpproxy.MetaRecorded] == true {
				t.Fatalf("after a restart: want a new charge ch_0003: %v: %s", res.Meta, text(res))
			}
			if n := s.Counts().Effects[chargeKey()]; n != 3 {
				t.Fatalf("%d charges, want 3", n)
			}

			// An answer that does not reach the client leaves its
			// generation: the call re-sent gets the recorded outcome.
			other := map[string]any{"customer": "cus_1001", "amount": 500, "currency": "usd"}
			p3 := e.proxy(t, config)
			callAnswerLost(t, p3, "create_charge", other)
			res = call(t, connect(t, p3, "claude-code"), "create_charge", other)
			if res.IsError || res.Meta[mcpproxy.MetaRecorded] != true {
				t.Fatalf("the re-sent call did not get the recorded outcome: %v: %s", res.Meta, text(res))
			}
			if n := s.Counts().Effects[mcpfault.ChargeKey("cus_1001", 500, "usd")]; n != 1 {
				t.Fatalf("%d charges of 500, want 1", n)
			}
		})
	}
}

func equalOps(a, b map[string]int) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// claimLog records each claim's key and fingerprint.
type claimLog struct {
	rung.Ledger
	mu     sync.Mutex
	claims map[string]string
}

func (c *claimLog) Claim(ctx context.Context, key, fp string, lease time.Duration) (rung.Claim, error) {
	c.mu.Lock()
	c.claims[key] = fp
	c.mu.Unlock()
	return c.Ledger.Claim(ctx, key, fp, lease)
}

// A proxied write's ledger key and its claim's fingerprint are what they
// were before the fingerprint was passed down: SCOPE/TOOL/FP/gN, FP the
// request fingerprint of the arguments as decoded from the client's JSON,
// for arguments of every shape.
func TestWriteKeyAndFingerprintUnchanged(t *testing.T) {
	_, upstream := faultHTTP(t, mcpfault.Config{})
	e := newEnv()
	log := &claimLog{Ledger: e.ledger, claims: map[string]string{}}
	e.ledger = log
	cs := connect(t, e.proxy(t, faultConfig(upstream, "")), "claude-code")
	for i, args := range []map[string]any{
		{"customer": "cus_1001", "amount": 2000, "currency": "usd"},
		{"customer": "cus_1001", "amount": 2000.5, "currency": "USD"},
		{"currency": "usd", "amount": 1e21, "customer": "cus_1001"},
		{"customer": "cus_1001", "amount": 7, "currency": "usd", "metadata": map[string]any{"order": []any{1, "x", nil, true, map[string]any{}}}},
		{"customer": "naïve ✓ \u2028 \"q\"", "amount": -1, "currency": ""},
		{},
	} {
		call(t, cs, "create_charge", args)
		raw, err := json.Marshal(args)
		if err != nil {
			t.Fatal(err)
		}
		var decoded map[string]any
		if err := json.Unmarshal(raw, &decoded); err != nil {
			t.Fatal(err)
		}
		fp := rung.RequestFingerprint("create_charge", decoded)
		key := "test/create_charge/" + fp + "/g0"
		log.mu.Lock()
		got, ok := log.claims[key]
		log.mu.Unlock()
		if !ok {
			t.Errorf("shape %d: no claim of %s; claims %v", i, key, log.claims)
			continue
		}
		if got != fp {
			t.Errorf("shape %d: %s claimed with fingerprint %s, want %s", i, key, got, fp)
		}
	}
}
