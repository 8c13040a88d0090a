package rung_test

import (
	"context"
	"crypto/tls"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/classify"
	"github.com/rungkit/rung/durable"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/rungtest"
)

// A side-effecting call of a tool that takes no idempotency key times out
// (the write may have landed); the run stops. Resuming it must not send the
// write again: the key stays "may have landed" until it is reconciled.
func TestResumeNeverResendsUnknownOutcomeWithoutKey(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	store := ledger.NewMemoryStore(ledger.Options{Clock: clock})
	defer store.Close()
	var writes atomic.Int32
	insert := rung.Tool{Name: "insert", SideEffects: true, Identifying: []string{"row"},
		Call: func(ctx context.Context, args map[string]any) (any, error) {
			if writes.Add(1) == 1 {
				// The row is written, then the answer is lost.
				return nil, rung.Timeout(errors.New("read tcp 10.0.0.2:5432: i/o timeout"))
			}
			return map[string]any{"ok": true}, nil
		}}
	read := rungtest.Returns(map[string]any{"row": "a"})
	engine := &rung.Engine{Tools: []rung.Tool{read.Tool("read"), insert}, Ledger: store, Checkpoints: durable.New(store), Clock: clock, RunID: "r1"}
	plan := &rung.Plan{Goal: "insert a row", Steps: []rung.Step{{ID: "read", Tool: "read"}, {ID: "insert", Tool: "insert", Args: map[string]any{"row": "${read.row}"}}}}

	rep, _ := engine.Run(context.Background(), plan)
	if rep.Outcome != rung.OutcomeAbort || writes.Load() != 1 {
		t.Fatalf("first run: outcome %s after %d writes, want abort after 1", rep.Outcome, writes.Load())
	}
	if !strings.Contains(rep.Reason, "r1/insert/1") || !strings.Contains(rep.Reason, "rung ledger resolve r1/insert/1 --not-applied") {
		t.Fatalf("the first stop does not name the key and the reconciliation: %q", rep.Reason)
	}
	for i := range 2 { // every resume stops again, until someone reconciles
		clock.Advance(time.Hour) // any lease has long lapsed
		rep, err := engine.Resume(context.Background(), "r1", plan)
		if err != nil {
			t.Fatal(err)
		}
		if writes.Load() != 1 {
			t.Fatalf("resume %d sent the write again: %d writes", i+1, writes.Load())
		}
		if rep.Outcome != rung.OutcomeAbort || !strings.Contains(rep.Reason, "r1/insert/1") || !strings.Contains(rep.Reason, "rung ledger resolve") {
			t.Fatalf("resume %d: outcome %s, reason %q; want an abort naming the key and the reconciliation", i+1, rep.Outcome, rep.Reason)
		}
	}
	e, err := store.Get(context.Background(), "r1/insert/1")
	if err != nil || e.State != ledger.EntryUnknown {
		t.Fatalf("ledger entry %+v, %v; want unknown", e, err)
	}
}

// The process dies between the downstream's commit and the ledger write: the
// key is left pending, its lease lapses, and a resume must not call again.
func TestResumeAfterCrashBetweenCallAndLedgerWrite(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	store := ledger.NewMemoryStore(ledger.Options{Clock: clock})
	defer store.Close()
	var writes atomic.Int32
	insert := rung.Tool{Name: "insert", SideEffects: true, Identifying: []string{"row"},
		Call: func(ctx context.Context, args map[string]any) (any, error) {
			writes.Add(1)
			return map[string]any{"ok": true}, nil
		}}
	engine := &rung.Engine{Tools: []rung.Tool{insert}, Ledger: store, Checkpoints: durable.New(store), Clock: clock, RunID: "r2"}
	plan := &rung.Plan{Goal: "insert a row", Steps: []rung.Step{{ID: "insert", Tool: "insert", Args: map[string]any{"row": "a"}}}}
	// What the dead process left: the claim taken, the call made, nothing
	// recorded after it.
	req := rung.RequestFingerprint("insert", map[string]any{"row": "a"})
	if _, err := store.Claim(context.Background(), "r2/insert/1", req, time.Minute); err != nil {
		t.Fatal(err)
	}
	writes.Add(1)
	clock.Advance(2 * time.Minute)
	// The run had recorded no step: it is run again under its id (what
	// `rung resume` does for it), meeting the key the dead process left.
	rep, _ := engine.Run(context.Background(), plan)
	if writes.Load() != 1 {
		t.Fatalf("the write ran %d times", writes.Load())
	}
	if rep.Outcome != rung.OutcomeAbort || !strings.Contains(rep.Reason, "r2/insert/1") {
		t.Fatalf("outcome %s, reason %q", rep.Outcome, rep.Reason)
	}
}

// A declared reconciliation read settles the unknown outcome without a
// person: found, the step is done without calling; not found, the call is
// made once.
func TestReconcileReadSettlesUnknownOutcome(t *testing.T) {
	for _, found := range []bool{true, false} {
		t.Run(fmt.Sprint("found=", found), func(t *testing.T) {
			clock := rungtest.NewClock(time.Time{})
			store := ledger.NewMemoryStore(ledger.Options{Clock: clock})
			defer store.Close()
			var writes, reads atomic.Int32
			insert := rung.Tool{Name: "insert", SideEffects: true, Identifying: []string{"row"},
				Call: func(ctx context.Context, args map[string]any) (any, error) {
					if writes.Add(1) == 1 {
						return nil, rung.Timeout(errors.New("i/o timeout"))
					}
					return map[string]any{"id": 7}, nil
				},
				Reconcile: func(ctx context.Context, args map[string]any) (bool, any, error) {
					reads.Add(1)
					if found {
						return true, map[string]any{"id": 7}, nil
					}
					return false, nil, nil
				}}
			read := rungtest.Returns(map[string]any{"row": "a"})
			engine := &rung.Engine{Tools: []rung.Tool{read.Tool("read"), insert}, Ledger: store, Checkpoints: durable.New(store), Clock: clock, RunID: "r3"}
			plan := &rung.Plan{Goal: "insert", Steps: []rung.Step{{ID: "read", Tool: "read"}, {ID: "insert", Tool: "insert", Args: map[string]any{"row": "${read.row}"}}}}
			if rep, _ := engine.Run(context.Background(), plan); rep.Outcome != rung.OutcomeAbort {
				t.Fatalf("first run %s", rep.Outcome)
			}
			rep, err := engine.Resume(context.Background(), "r3", plan)
			if err != nil {
				t.Fatal(err)
			}
			want := int32(1)
			if !found {
				want = 2
			}
			if rep.Outcome != rung.OutcomeCompleted || writes.Load() != want || reads.Load() != 1 {
				t.Fatalf("outcome %s (%s), %d writes, %d reads; want completed, %d writes, 1 read", rep.Outcome, rep.Reason, writes.Load(), reads.Load(), want)
			}
		})
	}
}

// Whether a side-effecting call's failure leaves its outcome unknown depends
// on whether the request may have reached the server (docs/engine.md, "When
// is an outcome unknown"). One row of that table per case.
func TestEffectOfFailedSideEffect(t *testing.T) {
	refused := dialRefused(t)
	cases := []struct {
		name string
		err  error
		want rung.Effect
	}{
		{"connection refused", refused, rung.EffectNone},
		{"DNS failure", &net.DNSError{Err: "no such host", Name: "api.invalid", IsNotFound: true}, rung.EffectNone},
		{"TLS handshake failure", &net.OpError{Op: "remote error", Err: tls.AlertError(40)}, rung.EffectNone},
		{"documented not-processed refusal", rung.Transient(rung.Unsent(errors.New("queue full, request not processed"))), rung.EffectNone},
		{"429 answered before processing", rung.RetryAfter(time.Second, errors.New("429 Too Many Requests")).WithCode("http", 429, ""), rung.EffectNone},
		{"503 answered before processing", rung.Transient(errors.New("503 Service Unavailable")).WithCode("http", 503, ""), rung.EffectNone},
		{"reset while reading the response", &net.OpError{Op: "read", Net: "tcp", Err: syscall.ECONNRESET}, rung.EffectPossible},
		{"EOF while reading the response", fmt.Errorf("reading response: %w", io.ErrUnexpectedEOF), rung.EffectPossible},
		{"timeout after the request was written", &net.OpError{Op: "read", Net: "tcp", Err: osTimeout{}}, rung.EffectPossible},
		{"502 from a gateway that forwarded it", rung.Transient(errors.New("502 Bad Gateway")).WithCode("http", 502, ""), rung.EffectPossible},
		{"504 from a gateway that forwarded it", rung.Timeout(errors.New("504 Gateway Timeout")).WithCode("http", 504, ""), rung.EffectPossible},
		{"MCP stream broke after the request was sent", rung.Transient(errors.New("calling \"tools/call\": connection closed")).WithCode("mcp", 0, ""), rung.EffectPossible},
		{"a definitive refusal", rung.Invalid(errors.New("amount must be positive")), rung.EffectNone},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f, ok := rung.AsFailure(c.err)
			if !ok {
				f = rung.Transient(c.err)
			}
			if got := rung.EffectOf(f, c.err); got != c.want {
				t.Errorf("EffectOf = %s, want %s", got, c.want)
			}
		})
	}
}

type osTimeout struct{}

func (osTimeout) Error() string   { return "i/o timeout" }
func (osTimeout) Timeout() bool   { return true }
func (osTimeout) Temporary() bool { return true }

// dialRefused returns the error of a real dial to a port nothing listens on.
func dialRefused(t *testing.T) error {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	_, err = net.Dial("tcp", addr)
	if err == nil {
		t.Skip("something listens on a just-closed port")
	}
	return err
}

// A reset while reading the response of a write that takes no key: the
// write may have landed, so it is not retried as a plain transient.
func TestResetWhileReadingIsNotRetriedWithoutKey(t *testing.T) {
	var hits atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1) // the write lands...
		hj, _ := w.(http.Hijacker)
		conn, _, err := hj.Hijack()
		if err != nil {
			return
		}
		if tc, ok := conn.(*net.TCPConn); ok {
			tc.SetLinger(0) // ...and the answer is a reset
		}
		conn.Close()
	}))
	defer srv.Close()
	post := rung.Tool{Name: "post", SideEffects: true, Identifying: []string{"id"},
		Call: func(ctx context.Context, args map[string]any) (any, error) {
			req, _ := http.NewRequestWithContext(ctx, "POST", srv.URL, strings.NewReader(`{"id":1}`))
			resp, err := srv.Client().Do(req)
			if err != nil {
				return nil, err
			}
			resp.Body.Close()
			return resp.Status, nil
		}}
	clock := rungtest.NewClock(time.Time{})
	store := ledger.NewMemoryStore(ledger.Options{Clock: clock})
	defer store.Close()
	for _, led := range []rung.Ledger{nil, store} {
		hits.Store(0)
		engine := &rung.Engine{Tools: []rung.Tool{post}, Ledger: led, Clock: clock, Classifier: &classify.Chain{}}
		rep, _ := engine.Run(context.Background(), &rung.Plan{Goal: "post", Steps: []rung.Step{{ID: "post", Tool: "post", Args: map[string]any{"id": 1}}}})
		if hits.Load() != 1 || rep.Outcome != rung.OutcomeAbort {
			t.Errorf("ledger %T: %d requests reached the server, outcome %s (%s); want 1 and abort", led, hits.Load(), rep.Outcome, rep.Reason)
		}
	}
}

// A replan whose turn pushes the tokens past the ceiling ends the run right
// after that turn: nothing of the new plan runs, side effects included, and
// the hand-back names the ceiling, the spend and the turn.
func TestModelTurnPastTokenCeilingEndsRun(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	read := rungtest.Fails(rung.Premise(errors.New("no such file: export.csv")))
	var writes atomic.Int32
	write := rung.Tool{Name: "write", SideEffects: true, Call: func(context.Context, map[string]any) (any, error) {
		writes.Add(1)
		return "ok", nil
	}}
	planner := &overspender{plan: rung.Plan{Steps: []rung.Step{{ID: "w", Tool: "write", Args: map[string]any{"x": 1}}}}, tokens: 5000}
	engine := &rung.Engine{Tools: []rung.Tool{read.Tool("read"), write}, Planner: planner, Clock: clock,
		Limits: rung.Limits{Tokens: 1000}}
	rep, _ := engine.Run(context.Background(), &rung.Plan{Goal: "copy", Steps: []rung.Step{{ID: "r", Tool: "read"}}})
	if writes.Load() != 0 {
		t.Fatalf("the overspent plan ran: %d writes", writes.Load())
	}
	if rep.Outcome != rung.OutcomeHandback || rep.Rule != rung.RuleBudget {
		t.Fatalf("outcome %s rule %s (%s), want a budget hand-back", rep.Outcome, rep.Rule, rep.Reason)
	}
	for _, want := range []string{"replan", "5,000 of 1,000 tokens"} {
		if !strings.Contains(rep.Reason, want) {
			t.Errorf("reason %q does not name %q", rep.Reason, want)
		}
	}
}

// No tool call starts once the cost ceiling is spent.
func TestNoToolCallAfterCostCeiling(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	var calls atomic.Int32
	tool := rung.Tool{Name: "t", Call: func(context.Context, map[string]any) (any, error) { calls.Add(1); return "ok", nil }}
	planner := &overspender{plan: rung.Plan{Steps: []rung.Step{{ID: "a", Tool: "t"}}}, tokens: 10, cost: 2}
	engine := &rung.Engine{Tools: []rung.Tool{tool}, Planner: planner, Clock: clock, Limits: rung.Limits{Cost: 1}}
	rep, _ := engine.RunGoal(context.Background(), "do it")
	if calls.Load() != 0 || rep.Outcome != rung.OutcomeHandback {
		t.Fatalf("%d calls, outcome %s (%s)", calls.Load(), rep.Outcome, rep.Reason)
	}
}

// overspender is a planner whose every answer costs a fixed usage.
type overspender struct {
	plan   rung.Plan
	tokens int
	cost   float64
}

func (p *overspender) Plan(context.Context, rung.PlanRequest) (*rung.PlanResponse, error) {
	return &rung.PlanResponse{Plan: p.plan, Usage: rung.Usage{OutputTokens: p.tokens, Cost: p.cost}}, nil
}

func (p *overspender) Repair(context.Context, rung.RepairRequest) (*rung.RepairResponse, error) {
	return nil, errors.New("no repairs")
}

// A tool that ignores its context cannot hold the run past its per-attempt
// timeout.
func TestBlockingToolHonoursCallTimeout(t *testing.T) {
	block := make(chan struct{})
	defer close(block)
	tool := rung.Tool{Name: "fifo", Timeout: 50 * time.Millisecond, Call: func(context.Context, map[string]any) (any, error) {
		<-block // a read of a FIFO nobody writes
		return nil, nil
	}}
	engine := &rung.Engine{Tools: []rung.Tool{tool}, Policy: rung.Policy{Retries: -1}}
	done := make(chan *rung.Report, 1)
	go func() {
		rep, _ := engine.Run(context.Background(), &rung.Plan{Goal: "read", Steps: []rung.Step{{ID: "r", Tool: "fifo"}}})
		done <- rep
	}()
	select {
	case rep := <-done:
		if rep.Outcome == rung.OutcomeCompleted {
			t.Fatalf("outcome %s", rep.Outcome)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the run is held by a tool that ignores its context")
	}
}

// A secret a tool returns is not stored at rest: the ledger's outcome and
// the step's checkpoint hold it redacted.
func TestSecretsNotStoredInLedgerOrCheckpoints(t *testing.T) {
	const secret = "tok_live_7f3a9c2e5d1b8a4f"
	rung.AddSecrets(secret)
	clock := rungtest.NewClock(time.Time{})
	store := ledger.NewMemoryStore(ledger.Options{Clock: clock})
	defer store.Close()
	create := rung.Tool{Name: "create_key", SideEffects: true, AcceptsIdempotencyKey: true,
		Call: func(context.Context, map[string]any) (any, error) { return map[string]any{"key": secret}, nil }}
	fail := rung.Tool{Name: "post", SideEffects: true, AcceptsIdempotencyKey: true,
		Call: func(context.Context, map[string]any) (any, error) {
			return nil, rung.Invalid(errors.New("bad request: token " + secret + " is malformed"))
		}}
	e := &rung.Engine{Tools: []rung.Tool{create, fail}, Ledger: store, Checkpoints: durable.New(store), Clock: clock, RunID: "sec"}
	e.Run(context.Background(), &rung.Plan{Goal: "g", Steps: []rung.Step{{ID: "create", Tool: "create_key"}, {ID: "post", Tool: "post"}}})
	entries, err := store.List(context.Background(), ledger.ListOptions{})
	if err != nil || len(entries) == 0 {
		t.Fatal(entries, err)
	}
	for _, en := range entries {
		if b, _ := json.Marshal(en); strings.Contains(string(b), secret) {
			t.Errorf("ledger entry %s holds the secret: %s", en.Key, b)
		}
	}
	recs, _ := store.LoadRun(context.Background(), "sec")
	for _, r := range recs {
		if strings.Contains(string(r.Output), secret) {
			t.Errorf("checkpoint %s holds the secret: %s", r.StepID, r.Output)
		}
	}
}
