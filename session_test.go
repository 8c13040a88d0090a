package rung_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/rungtest"
)

func newSession(clock *rungtest.Clock, opts rung.SessionOptions) *rung.Session {
	opts.Clock = clock
	if opts.Jitter == nil {
		opts.Jitter = func() float64 { return 1 } // the upper bound: exact virtual waits
	}
	return rung.NewSession(opts)
}

func TestSessionRetriesTransientInPlace(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	s := newSession(clock, rung.SessionOptions{})
	script := rungtest.Sequence(
		rungtest.Err(rung.RetryAfter(7*time.Second, errors.New("429 slow down"))),
		rungtest.Err(rung.Transient(errors.New("503 unavailable"))),
		rungtest.OK(map[string]any{"rows": 3}),
	)
	tool := script.Tool("search")
	out, err := s.Call(context.Background(), &tool, map[string]any{"q": "x"})
	if err != nil {
		t.Fatal(err)
	}
	if m, _ := out.(map[string]any); m["rows"] != 3 || script.Count() != 3 {
		t.Fatalf("out %v after %d calls", out, script.Count())
	}
	// 7 s asked by the service, then the policy's second backoff.
	want := 7*time.Second + (rung.Policy{}).Backoff(2)
	if got := clock.Now().Sub(rungtest.Epoch); got != want {
		t.Errorf("waited %s, want %s", got, want)
	}
}

func TestSessionVerdictForInvalidAndRepeatRefused(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	s := newSession(clock, rung.SessionOptions{})
	var calls atomic.Int32
	tool := rung.Tool{Name: "query", Identifying: []string{"table"}, Call: func(_ context.Context, args map[string]any) (any, error) {
		calls.Add(1)
		if args["limit"] == "ten" {
			return nil, rung.Invalid(errors.New(`limit: "ten" is not an integer`))
		}
		return "ok", nil
	}}
	bad := map[string]any{"table": "orders", "limit": "ten"}
	_, err := s.Call(context.Background(), &tool, bad)
	v, ok := rung.AsVerdict(err)
	if !ok {
		t.Fatalf("error %v is not a verdict", err)
	}
	if v.Kind != rung.KindInvalid || v.Next != rung.NextRepair || !strings.Contains(v.Message, "is not an integer") || v.Refused || v.Budget == "" {
		t.Fatalf("verdict %+v", v)
	}
	for _, want := range []string{"invalid", "repair_arguments", "<data>limit", "Budget:"} {
		if !strings.Contains(v.Text(), want) {
			t.Errorf("text lacks %q:\n%s", want, v.Text())
		}
	}
	_, err = s.Call(context.Background(), &tool, bad)
	if v, _ := rung.AsVerdict(err); v == nil || !v.Refused || calls.Load() != 1 {
		t.Fatalf("the same failing call was made again: %d calls, %v", calls.Load(), err)
	}
	if out, err := s.Call(context.Background(), &tool, map[string]any{"table": "orders", "limit": 10}); err != nil || out != "ok" {
		t.Fatalf("the repaired call: %v %v", out, err)
	}
}

func TestSessionKeyPreventsDoubleWrite(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	store := ledger.NewMemory(clock)
	s := newSession(clock, rung.SessionOptions{ID: "s1", Ledger: store})
	var charges atomic.Int32
	var keys []string
	pay := rung.Tool{Name: "pay", SideEffects: true, AcceptsIdempotencyKey: true, Identifying: []string{"order"},
		Call: func(ctx context.Context, args map[string]any) (any, error) {
			keys = append(keys, rung.IdempotencyKey(ctx))
			if charges.Add(1) == 1 {
				// Charged, then the answer is lost.
				return nil, rung.Timeout(errors.New("read: i/o timeout"))
			}
			return map[string]any{"charge": "ch_1"}, nil
		}}
	args := map[string]any{"order": "A-1", "amount": 40}
	out, err := s.Call(context.Background(), &pay, args)
	if err != nil {
		t.Fatal(err)
	}
	// The model, unsure, pays again: the ledger returns the outcome.
	again, err := s.Call(context.Background(), &pay, args)
	if err != nil || fmt.Sprint(again) != fmt.Sprint(out) {
		t.Fatalf("second call: %v %v", again, err)
	}
	if charges.Load() != 2 || keys[0] == "" || keys[0] != keys[1] {
		t.Fatalf("%d downstream calls with keys %q; want the replay under one key and no third", charges.Load(), keys)
	}
}

func TestSessionUnknownOutcomeWithoutKeyAsksUser(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	s := newSession(clock, rung.SessionOptions{Ledger: ledger.NewMemory(clock)})
	var writes atomic.Int32
	send := rung.Tool{Name: "send_email", SideEffects: true, Call: func(context.Context, map[string]any) (any, error) {
		writes.Add(1)
		return nil, fmt.Errorf("reading response: %w", errors.New("connection reset by peer"))
	}}
	_, err := s.Call(context.Background(), &send, map[string]any{"to": "a@example.com"})
	v, _ := rung.AsVerdict(err)
	if v == nil || v.Next != rung.NextStop || v.Key == "" || writes.Load() != 1 {
		t.Fatalf("verdict %+v after %d writes", v, writes.Load())
	}
	if stopped, _ := s.Stopped(); !stopped {
		t.Fatal("the session goes on after an unknown outcome")
	}
	if rep := s.Report(); rep.Outcome != rung.OutcomeAbort || len(rep.Options) == 0 || rep.Failed == nil {
		t.Fatalf("report %+v", rep)
	}
}

// A model guessing a new path on every call: each target is new, so the
// signature alone never repeats; the third premise failure of the tool with
// the same code ends the approach.
func TestSessionEndsGuessingApproach(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	s := newSession(clock, rung.SessionOptions{})
	var calls atomic.Int32
	read := rung.Tool{Name: "read_file", Identifying: []string{"path"}, Call: func(_ context.Context, args map[string]any) (any, error) {
		calls.Add(1)
		return nil, rung.Premise(fmt.Errorf("open %s: no such file or directory", args["path"])).WithCode("go", 0, "ENOENT").WithTarget(fmt.Sprint(args["path"]))
	}}
	for i, p := range []string{"a.csv", "data/a.csv", "export/a.csv", "tmp/a.csv"} {
		_, err := s.Call(context.Background(), &read, map[string]any{"path": p})
		v, _ := rung.AsVerdict(err)
		if v == nil {
			t.Fatalf("call %d: %v", i, err)
		}
		if i == 3 && (!v.Refused || v.Next != rung.NextAskUser) {
			t.Fatalf("fourth guess: %+v", v)
		}
	}
	if calls.Load() != 3 {
		t.Errorf("%d calls, want 3 (the fourth refused)", calls.Load())
	}
}

func TestSessionHandsBackWhenFailuresTeachNothing(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	s := newSession(clock, rung.SessionOptions{})
	tool := rung.Tool{Name: "lookup", Call: func(_ context.Context, args map[string]any) (any, error) {
		return nil, rung.Denied(errors.New("403 forbidden")).WithCode("http", 403, "").WithTarget("crm")
	}}
	var last *rung.Verdict
	for i := range 6 {
		_, err := s.Call(context.Background(), &tool, map[string]any{"id": i})
		last, _ = rung.AsVerdict(err)
	}
	if stopped, why := s.Stopped(); !stopped || !strings.Contains(why, "taught nothing new") || last.Next != rung.NextStop {
		t.Fatalf("stopped %v (%s), last %+v", stopped, why, last)
	}
}

func TestSessionRefusesWhatTheBudgetCannotPay(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	s := newSession(clock, rung.SessionOptions{Limits: rung.Limits{ToolCalls: 1, Tokens: 1000}})
	tool := rungtest.Returns("ok").Tool("t")
	if _, err := s.Call(context.Background(), &tool, nil); err != nil {
		t.Fatal(err)
	}
	_, err := s.Call(context.Background(), &tool, nil)
	if v, _ := rung.AsVerdict(err); v == nil || !v.Refused || v.Next != rung.NextStop || v.Rule != rung.RuleBudget {
		t.Fatalf("%v", err)
	}

	s = newSession(clock, rung.SessionOptions{Limits: rung.Limits{Tokens: 1000}})
	s.ChargeModel(rung.Usage{InputTokens: 900, OutputTokens: 200})
	if _, err := s.Call(context.Background(), &tool, nil); err == nil {
		t.Fatal("a call ran after a model turn spent the token ceiling")
	}
	if line := s.BudgetLine(); !strings.Contains(line, "tokens") {
		t.Errorf("budget line %q", line)
	}
}

// The JSON fields of a verdict are a contract (docs/session.md).
func TestVerdictJSONContract(t *testing.T) {
	v := rung.Verdict{Tool: "t", Kind: rung.KindConflict, Proves: rung.Proves(rung.KindConflict), Next: rung.NextDontRepeat,
		Advice: "use the fact", Message: "409 exists", Code: "http 409", Fact: map[string]any{"id": 1}, Attempts: 1, Rule: "kind", Reason: "r", Budget: "no limits"}
	var m map[string]any
	if err := json.Unmarshal(v.JSON(), &m); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"tool", "kind", "proves", "next", "advice", "error", "code", "fact", "attempts", "rule", "reason", "budget"} {
		if _, ok := m[k]; !ok {
			t.Errorf("JSON lacks %q: %s", k, v.JSON())
		}
	}
	if m["kind"] != "conflict" || m["next"] != "dont_repeat" {
		t.Errorf("JSON %s", v.JSON())
	}
}

// A secret in a failure never reaches the verdict.
func TestVerdictRedactsSecrets(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	s := newSession(clock, rung.SessionOptions{})
	tool := rung.Tool{Name: "t", Call: func(context.Context, map[string]any) (any, error) {
		return nil, rung.Denied(errors.New("401: invalid api key sk-proj-abcdefghijklmnopqrstuvwx"))
	}}
	_, err := s.Call(context.Background(), &tool, nil)
	if strings.Contains(err.Error(), "abcdefghijklmnop") {
		t.Fatalf("secret in verdict: %s", err)
	}
}
