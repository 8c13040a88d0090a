package rung_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/rungkit/rung"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/rungtest"
)

func run(t *testing.T, e *rung.Engine, steps ...rung.Step) *rung.Report {
	t.Helper()
	rep, err := e.Run(context.Background(), &rung.Plan{Goal: "goal", Steps: steps})
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	return rep
}

func diff(t *testing.T, what string, want, got any) {
	t.Helper()
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("%s (-want +got):\n%s", what, d)
	}
}

// A failure signature seen in two different plans ends that approach, even
// though the plans differ.
func TestEngineSignatureConvergence(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	missing := rung.Premise(errors.New("NoSuchKey")).WithCode("aws", 404, "NoSuchKey")
	get := rungtest.Fails(missing)
	planner := &rungtest.Planner{Plans: []rung.Plan{{Steps: []rung.Step{
		{ID: "list", Tool: "s3.list", Args: map[string]any{"prefix": "vendor/"}},
		{ID: "fetch", Tool: "s3.get", Args: map[string]any{"bucket": "b", "key": "k"}},
	}}}}
	e := newEngine(clock, get.Tool("s3.get", "bucket", "key"), rungtest.Returns([]any{}).Tool("s3.list", "prefix"))
	e.Planner = planner
	rep := run(t, e, rung.Step{ID: "fetch", Tool: "s3.get", Args: map[string]any{"bucket": "b", "key": "k"}})
	diff(t, "actions", []string{"replan fetch", "handback fetch"}, actions(rep))
	if rep.Rule != rung.RuleConvergence || rep.Evidence.Signature != (rung.Signature{Tool: "s3.get", Class: "NoSuchKey", Target: "b/k"}) {
		t.Errorf("rule %q, evidence %+v", rep.Rule, rep.Evidence)
	}
	diff(t, "states", []string{"fetch failed", "list done", "fetch failed"}, states(rep))
	if len(rep.Evidence.Plans) != 2 || rep.Evidence.Plans[0] == rep.Evidence.Plans[1] {
		t.Errorf("plan fingerprints %v", rep.Evidence.Plans)
	}
}

// rung does not start what it cannot finish: with 3 s left and a call that
// takes 5 s, the run hands back before calling.
func TestEngineBudgetHandsBackBeforeTheCall(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	slow := rungtest.Returns("ok").WithLatency(clock, 5*time.Second)
	tool := slow.Tool("slow")
	tool.ExpectedDuration = 5 * time.Second
	e := newEngine(clock, tool)
	e.Limits = rung.Limits{Deadline: 8 * time.Second}
	rep := run(t, e, rung.Step{ID: "a", Tool: "slow"}, rung.Step{ID: "b", Tool: "slow"})
	if rep.Outcome != rung.OutcomeHandback || rep.Rule != rung.RuleBudget || slow.Count() != 1 {
		t.Fatalf("outcome %s rule %s after %d calls:\n%s", rep.Outcome, rep.Rule, slow.Count(), rep.Text())
	}
	diff(t, "states", []string{"a done", "b never_ran"}, states(rep))
	if !strings.Contains(rep.Reason, "3s left, needs 5s") || !strings.Contains(strings.Join(rep.Options, "\n"), "raise the deadline to") {
		t.Errorf("reason %q options %q", rep.Reason, rep.Options)
	}
}

func TestEngineToolCallCeiling(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	flaky := rungtest.Fails(rung.Transient(errors.New("503")))
	e := newEngine(clock, flaky.Tool("flaky"))
	e.Limits = rung.Limits{ToolCalls: 2}
	rep := run(t, e, rung.Step{ID: "a", Tool: "flaky"})
	diff(t, "actions", []string{"retry a", "handback a"}, actions(rep))
	if rep.Rule != rung.RuleBudget || rep.ToolCalls != 2 {
		t.Errorf("rule %s, %d tool calls", rep.Rule, rep.ToolCalls)
	}
}

// Retry-After is honoured exactly on the virtual clock.
func TestEngineRetryAfterIsExact(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	start := clock.Now()
	tool := rungtest.FailThen(1, rung.RetryAfter(7*time.Second, errors.New("429")), "ok")
	e := newEngine(clock, tool.Tool("api"))
	rep := run(t, e, rung.Step{ID: "a", Tool: "api"})
	if rep.Outcome != rung.OutcomeCompleted || clock.Now().Sub(start) != 7*time.Second {
		t.Errorf("outcome %s after %v, want completed after exactly 7s", rep.Outcome, clock.Now().Sub(start))
	}
}

// The same seed gives the same waits; the waits stay within the backoff's
// equal-jitter bounds.
func TestEngineJitterIsDeterministic(t *testing.T) {
	elapsed := func(seed uint64) time.Duration {
		clock := rungtest.NewClock(time.Time{})
		e := newEngine(clock, rungtest.FailThen(2, rung.Transient(errors.New("503")), "ok").Tool("api"))
		e.Jitter = rungtest.Jitter(seed)
		run(t, e, rung.Step{ID: "a", Tool: "api"})
		return clock.Now().Sub(rungtest.Epoch)
	}
	a, b, c := elapsed(42), elapsed(42), elapsed(43)
	if a != b || a == c {
		t.Errorf("seed 42 gave %v and %v, seed 43 %v", a, b, c)
	}
	if lo, hi := 100*time.Millisecond+200*time.Millisecond, 200*time.Millisecond+400*time.Millisecond; a < lo || a > hi {
		t.Errorf("two retries waited %v, want within [%v, %v]", a, lo, hi)
	}
}

// A failing precondition is a premise failure of the step, found before any
// work, and its output is an observation the replan sees.
func TestEnginePreconditionReplans(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	exists := rungtest.Fails(rung.Invalid(errors.New("object_exists: false")))
	load := rungtest.Returns("loaded")
	planner := &rungtest.Planner{Plans: []rung.Plan{{Steps: []rung.Step{
		{ID: "request_export", Tool: "vendor.request_export"},
	}}}}
	e := newEngine(clock, exists.Tool("s3.exists", "key"), load.Tool("load"), rungtest.Returns("job-1").Tool("vendor.request_export"))
	e.Planner = planner
	rep := run(t, e, rung.Step{ID: "load", Tool: "load", Preconditions: []rung.Call{{Tool: "s3.exists", Args: map[string]any{"key": "k"}}}})
	diff(t, "actions", []string{"replan load"}, actions(rep))
	if load.Count() != 0 {
		t.Errorf("the step ran despite its failed precondition")
	}
	req := planner.PlanRequests()[0]
	if len(req.Observations) != 1 || req.Observations[0].Failure == nil || req.Failure.Kind != rung.KindPremise {
		t.Errorf("replan request: failure %v, observations %+v", req.Failure, req.Observations)
	}
	diff(t, "states", []string{"load failed", "request_export done"}, states(rep))
}

// A persistent timeout falls to repair; the repair request is narrow and
// carries the budget line.
func TestEngineTimeoutFallsToRepair(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	load := rungtest.Func(func(n int, args map[string]any) (any, error) {
		if args["days"] == 7 {
			return nil, rung.Timeout(errors.New("504 Gateway Timeout"))
		}
		return "ok", nil
	})
	planner := &rungtest.Planner{Repairs: []map[string]any{{"days": 1}}}
	e := newEngine(clock, load.Tool("load", "days"))
	e.Planner = planner
	e.Limits = rung.Limits{Tokens: 10000}
	rep := run(t, e, rung.Step{ID: "week", Tool: "load", Intent: "load a week", Args: map[string]any{"days": 7}})
	diff(t, "actions", []string{"retry week", "retry week", "retry week", "repair week"}, actions(rep))
	req := planner.RepairRequests()[0]
	if req.Step.Intent != "load a week" || req.Failure == nil || !strings.Contains(req.Prompt.User, "Budget: 0 retries, 10,000 tokens left") {
		t.Errorf("repair request %+v\nprompt:\n%s", req, req.Prompt.User)
	}
	if strings.Contains(req.Prompt.User, "Goal") || strings.Contains(req.Prompt.User, "Completed") {
		t.Errorf("the repair prompt is not narrow:\n%s", req.Prompt.User)
	}
	if rep.ModelCalls != 1 || rep.Tokens == 0 || rep.Outcome != rung.OutcomeCompleted {
		t.Errorf("model calls %d tokens %d outcome %s", rep.ModelCalls, rep.Tokens, rep.Outcome)
	}
}

// A repair after which the error comes back word for word leaves the step
// poison at once: the error does not depend on the arguments.
func TestEnginePoison(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	extract := rungtest.Fails(rung.Invalid(errors.New("missing due_date")).WithCode("", 0, "schema"))
	e := newEngine(clock, extract.Tool("extract"))
	planner := &rungtest.Planner{Repairs: []map[string]any{{"schema": "v2"}, {"schema": "v3"}}}
	e.Planner = planner
	rep := run(t, e, rung.Step{ID: "x", Tool: "extract"})
	diff(t, "actions", []string{"repair x", "abort x"}, actions(rep))
	if rep.Rule != rung.RulePoison || rep.Outcome != rung.OutcomeAbort || !strings.Contains(rep.Reason, "word for word") {
		t.Errorf("rule %s outcome %s reason %q", rep.Rule, rep.Outcome, rep.Reason)
	}
	if n := len(planner.RepairRequests()); n != 1 {
		t.Errorf("%d repair requests, want 1", n)
	}
}

// A repair that moves the message (same code, so the same signature) is
// progress: the step gets the rest of the repair budget, and is poison only
// when that is spent with the signature unchanged.
func TestEnginePoisonAfterRepairBudget(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	extract := rungtest.Func(func(n int, args map[string]any) (any, error) {
		return nil, rung.Invalid(fmt.Errorf("missing due_date (schema %v)", args["schema"])).WithCode("", 0, "schema")
	})
	e := newEngine(clock, extract.Tool("extract"))
	planner := &rungtest.Planner{Repairs: []map[string]any{{"schema": "v2"}, {"schema": "v3"}}}
	e.Planner = planner
	rep := run(t, e, rung.Step{ID: "x", Tool: "extract", Args: map[string]any{"schema": "v1"}})
	diff(t, "actions", []string{"repair x", "repair x", "abort x"}, actions(rep))
	if rep.Rule != rung.RulePoison || rep.Outcome != rung.OutcomeAbort || !strings.Contains(rep.Reason, "survived 2 repairs") {
		t.Errorf("rule %s outcome %s reason %q", rep.Rule, rep.Outcome, rep.Reason)
	}
}

// A resubmitted run under the same id gets the stored outcome from the
// ledger instead of acting twice.
func TestEngineLedgerDeduplicatesAcrossRuns(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	charge := rungtest.Returns(map[string]any{"charge": "ch_1"})
	tool := charge.Tool("charge", "order")
	tool.SideEffects, tool.AcceptsIdempotencyKey = true, true
	e := newEngine(clock, tool)
	e.Ledger = ledger.NewMemory(clock)
	step := rung.Step{ID: "charge", Tool: "charge", Args: map[string]any{"order": "1001"}}
	first := run(t, e, step)
	second := run(t, e, step)
	if charge.Count() != 1 {
		t.Errorf("charged %d times, want once", charge.Count())
	}
	diff(t, "outputs", first.Steps[0].Output, second.Steps[0].Output)
	if key := charge.Calls()[0].Key; key != "run-1/charge/1" {
		t.Errorf("idempotency key %q", key)
	}
}

func TestEngineInFlightKeyWaits(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	led := ledger.NewMemory(clock)
	tool := rungtest.Returns("ok").Tool("charge", "order")
	tool.SideEffects, tool.AcceptsIdempotencyKey = true, true
	e := newEngine(clock, tool)
	e.Ledger, e.Lease = led, 10*time.Second
	step := rung.Step{ID: "charge", Tool: "charge", Args: map[string]any{"order": "1"}}
	// Another worker holds the key this step will use.
	if _, err := led.Claim(context.Background(), "run-1/charge/1", requestFP(t, e, step), 2*time.Second); err != nil {
		t.Fatal(err)
	}
	rep := run(t, e, step)
	diff(t, "actions", []string{"retry charge"}, actions(rep))
	if rep.Outcome != rung.OutcomeCompleted {
		t.Errorf("outcome %s", rep.Outcome)
	}
}

// requestFP learns the fingerprint the engine claims with, by claiming in a
// throwaway ledger.
func requestFP(t *testing.T, e *rung.Engine, step rung.Step) string {
	t.Helper()
	var fp string
	spy := &spyLedger{Ledger: ledger.NewMemory(nil), fp: &fp}
	cp := &rung.Engine{Tools: e.Tools, Ledger: spy, Clock: rungtest.NewClock(time.Time{}), RunID: "spy"}
	if _, err := cp.Run(context.Background(), &rung.Plan{Steps: []rung.Step{step}}); err != nil {
		t.Fatal(err)
	}
	return fp
}

type spyLedger struct {
	rung.Ledger
	fp *string
}

func (s *spyLedger) Claim(ctx context.Context, key, fp string, lease time.Duration) (rung.Claim, error) {
	*s.fp = fp
	return s.Ledger.Claim(ctx, key, fp, lease)
}

func TestEngineEvents(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	rec := &rungtest.Recorder{}
	e := newEngine(clock, rungtest.FailThen(1, rung.Transient(errors.New("503")), "ok").Tool("api"))
	e.Observers = []rung.Observer{rec}
	run(t, e, rung.Step{ID: "a", Tool: "api"})
	var got []string
	for _, ev := range rec.Events() {
		got = append(got, string(ev.Type))
	}
	diff(t, "events", []string{"run_start", "plan", "step_start", "budget", "failure", "decision", "step_start", "budget", "step_end", "run_end"}, got)
	dec := rec.Events(rung.EventDecision)[0]
	if dec.Action != rung.ActionRetry || dec.RunID != "run-1" || dec.Plan != 1 || dec.WaitMS == 0 {
		t.Errorf("decision event %+v", dec)
	}
	if fp := rec.Events(rung.EventPlan)[0].Fingerprint; len(fp) != 12 {
		t.Errorf("plan event fingerprint %q", fp)
	}
}

// The report's JSON field names are a contract with the sim CLI.
func TestReportJSONContract(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	e := newEngine(clock, rungtest.Fails(rung.Denied(errors.New("403 Authorization: Bearer abcdefgh12345678 rejected"))).Tool("api"))
	rep := run(t, e, rung.Step{ID: "a", Tool: "api"})
	b, err := rep.JSON()
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"outcome", "reason", "steps", "actions", "tool_calls", "model_calls", "tokens", "plans", "elapsed_ms", "duplicate_effects", "options", "failed"} {
		if _, ok := m[k]; !ok {
			t.Errorf("report JSON lacks %q:\n%s", k, b)
		}
	}
	action := m["actions"].([]any)[0].(map[string]any)
	if action["action"] != "handback" || action["kind"] != "denied" || action["step"] != "a" {
		t.Errorf("action %v", action)
	}
	step := m["steps"].([]any)[0].(map[string]any)
	if step["id"] != "a" || step["state"] != "failed" {
		t.Errorf("step %v", step)
	}
	if strings.Contains(string(b), "abcdefgh12345678") || strings.Contains(rep.Text(), "abcdefgh12345678") || strings.Contains(rep.Markdown(), "abcdefgh12345678") {
		t.Error("the report leaks a bearer token")
	}
	md := rep.Markdown()
	for _, want := range []string{"## Run run-1: handback", "### Options", "| 1 | a | api | 1 | failed | 1 |"} {
		if !strings.Contains(md, want) {
			t.Errorf("markdown lacks %q:\n%s", want, md)
		}
	}
}

func TestEngineCanceled(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	ctx, cancel := context.WithCancel(context.Background())
	first := rungtest.Func(func(int, map[string]any) (any, error) { cancel(); return "ok", nil })
	second := rungtest.Returns("ok")
	e := newEngine(clock, first.Tool("first"), second.Tool("second"))
	rep, err := e.Run(ctx, &rung.Plan{Steps: []rung.Step{{ID: "a", Tool: "first"}, {ID: "b", Tool: "second"}}})
	if !errors.Is(err, context.Canceled) || rep == nil || rep.Outcome != rung.OutcomeHandback || second.Count() != 0 {
		t.Fatalf("err %v, report %+v", err, rep)
	}
}

// The soft replan budget ends a run that keeps meeting new premises.
func TestEngineReplanBudget(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	n := 0
	planner := &rungtest.Planner{PlanFunc: func(ctx context.Context, req rung.PlanRequest) (*rung.PlanResponse, error) {
		n++
		return &rung.PlanResponse{Plan: rung.Plan{Steps: []rung.Step{{ID: "try", Tool: "t", Args: map[string]any{"n": n}}}}}, nil
	}}
	tool := rungtest.Func(func(c int, args map[string]any) (any, error) {
		return nil, rung.Premise(errors.New("gone")).WithTarget("x" + string(rune('a'+c)))
	})
	e := newEngine(clock, tool.Tool("t", "n"))
	e.Planner, e.Policy = planner, rung.Policy{Replans: 2}
	rep := run(t, e, rung.Step{ID: "try", Tool: "t", Args: map[string]any{"n": 0}})
	diff(t, "actions", []string{"replan try", "replan try", "handback try"}, actions(rep))
	if rep.Plans != 3 || !strings.Contains(rep.Reason, "replan budget is spent") {
		t.Errorf("plans %d reason %q", rep.Plans, rep.Reason)
	}
}

// A plan may call a tool that does not exist (a model wrote it): that is a
// premise failure, not a crash.
func TestEngineUnknownToolReplans(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	planner := &rungtest.Planner{Plans: []rung.Plan{{Steps: []rung.Step{{ID: "a", Tool: "real"}}}}}
	e := newEngine(clock, rungtest.Returns("ok").Tool("real"))
	e.Planner = planner
	rep := run(t, e, rung.Step{ID: "a", Tool: "imaginary"})
	diff(t, "actions", []string{"replan a"}, actions(rep))
	if rep.Outcome != rung.OutcomeCompleted {
		t.Errorf("outcome %s", rep.Outcome)
	}
}

func TestEngineGoalOnly(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	planner := &rungtest.Planner{Plans: []rung.Plan{{Steps: []rung.Step{{ID: "a", Tool: "real"}}}}}
	e := newEngine(clock, rungtest.Returns("ok").Tool("real"))
	e.Planner = planner
	rep, err := e.RunGoal(context.Background(), "do the thing")
	if err != nil || rep.Outcome != rung.OutcomeCompleted || rep.ModelCalls != 1 || rep.Plans != 1 {
		t.Fatalf("err %v report %+v", err, rep)
	}
	if req := planner.PlanRequests()[0]; req.Purpose != rung.PurposePlan || !strings.Contains(req.Prompt.User, "Goal: do the thing") {
		t.Errorf("first plan request %+v", req)
	}
	if _, err := (&rung.Engine{}).RunGoal(context.Background(), "x"); err == nil {
		t.Error("a goal without a planner did not error")
	}
}

// One configured Engine serves concurrent runs.
func TestEngineConcurrentRuns(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	charge := rungtest.FailThen(1, rung.Transient(errors.New("503")), map[string]any{"ok": true})
	tool := charge.Tool("charge", "order")
	tool.SideEffects, tool.AcceptsIdempotencyKey = true, true
	e := &rung.Engine{Tools: []rung.Tool{tool}, Clock: clock, Ledger: ledger.NewMemory(clock),
		Jitter: rungtest.Jitter(1), Observers: []rung.Observer{&rungtest.Recorder{}}}
	var wg sync.WaitGroup
	for i := range 8 {
		wg.Go(func() {
			rep, err := e.Run(context.Background(), &rung.Plan{Steps: []rung.Step{{ID: "charge", Tool: "charge", Args: map[string]any{"order": i}}}})
			if err != nil || rep.Outcome != rung.OutcomeCompleted {
				t.Errorf("run %d: %v %+v", i, err, rep)
			}
		})
	}
	wg.Wait()
	if charge.Count() != 9 { // one 503, then one success per run
		t.Errorf("%d calls, want 9", charge.Count())
	}
}

// A planner answer that took two model requests (a feedback turn) is
// charged as two model calls, and the model_call event says how long the
// call took on the engine's clock and which model answered.
func TestEngineChargesEveryModelRequest(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	extract := rungtest.Sequence(rungtest.Err(rung.Invalid(errors.New("missing due_date"))), rungtest.OK("done"))
	e := newEngine(clock, extract.Tool("extract"))
	e.Planner = &rungtest.Planner{RepairFunc: func(ctx context.Context, req rung.RepairRequest) (*rung.RepairResponse, error) {
		clock.Advance(1200 * time.Millisecond)
		return &rung.RepairResponse{Args: map[string]any{"schema": "v2"}, Usage: rung.Usage{InputTokens: 100, OutputTokens: 10, Calls: 2, Model: "m-1"}}, nil
	}}
	var calls []rung.Event
	e.Observers = []rung.Observer{rung.ObserverFunc(func(ev rung.Event) {
		if ev.Type == rung.EventModelCall {
			calls = append(calls, ev)
		}
	})}
	rep := run(t, e, rung.Step{ID: "x", Tool: "extract"})
	if rep.Outcome != rung.OutcomeCompleted || rep.ModelCalls != 2 {
		t.Errorf("outcome %s, %d model calls, want completed with 2", rep.Outcome, rep.ModelCalls)
	}
	if len(calls) != 1 || calls[0].DurationMS != 1200 || calls[0].Usage.Model != "m-1" {
		t.Errorf("model_call events: %+v", calls)
	}
}

// The run_start event carries the limits and every plan event the plan's
// steps, so a trace shows what each plan was, not only its fingerprint.
func TestEngineEventsCarryPlanAndLimits(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	get := rungtest.Sequence(rungtest.OK("v"))
	e := newEngine(clock, get.Tool("get", "id"))
	e.Limits = rung.Limits{Tokens: 5000}
	var evs []rung.Event
	e.Observers = []rung.Observer{rung.ObserverFunc(func(ev rung.Event) { evs = append(evs, ev) })}
	step := rung.Step{ID: "a", Tool: "get", Args: map[string]any{"id": "7"}, Intent: "read it"}
	run(t, e, step)
	if len(evs) < 2 || evs[0].Type != rung.EventRunStart || !strings.Contains(evs[0].Budget, "5,000 tokens left") {
		t.Fatalf("first event %+v, want run_start with the limits", evs[0])
	}
	if evs[1].Type != rung.EventPlan || len(evs[1].Steps) != 1 || evs[1].Steps[0].Intent != "read it" || evs[1].Steps[0].Args["id"] != "7" {
		t.Errorf("plan event %+v, want the plan's step", evs[1])
	}
}

// strictLedger refuses writes on a done context, as the SQL drivers do.
type strictLedger struct{ *ledger.Memory }

func (s strictLedger) Complete(ctx context.Context, key string, token uint64, o rung.Outcome) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	return s.Memory.Complete(ctx, key, token, o)
}

func (s strictLedger) MarkUnknown(ctx context.Context, key string, token uint64) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	return s.Memory.MarkUnknown(ctx, key, token)
}

// A side-effecting call that returns after the run was cancelled (Ctrl-C
// during the call) still has its outcome recorded under its key: otherwise
// the key stays pending until its lease lapses, and a resume would replay a
// call whose result was in hand.
func TestEngineRecordsACallThatEndsAfterCancel(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	led := strictLedger{ledger.NewMemory(clock)}
	ctx, cancel := context.WithCancel(context.Background())
	charge := rungtest.Func(func(n int, args map[string]any) (any, error) {
		cancel() // the person pressed Ctrl-C while the charge was in flight
		return map[string]any{"charge_id": "ch_1"}, nil
	}).Tool("charge", "order")
	charge.SideEffects, charge.AcceptsIdempotencyKey = true, true
	e := newEngine(clock, charge)
	e.Ledger = led
	if _, err := e.Run(ctx, &rung.Plan{Goal: "charge", Steps: []rung.Step{{ID: "charge", Tool: "charge", Args: map[string]any{"order": "1"}}}}); err != nil && !errors.Is(err, context.Canceled) {
		t.Fatal(err)
	}
	entries, err := led.List(context.Background(), ledger.ListOptions{})
	if err != nil || len(entries) != 1 {
		t.Fatalf("ledger entries %v, %v", entries, err)
	}
	if en := entries[0]; en.State != ledger.EntryDone || en.Outcome == nil || !strings.Contains(string(en.Outcome.Output), "ch_1") {
		t.Errorf("entry %+v, want done with the charge's output", en)
	}
}

// A repair that returns the arguments that failed makes no call: the
// failure is decided again as one a repair left unchanged (poison).
func TestEngineRepairThatChangesNothing(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	extract := rungtest.Fails(rung.Invalid(errors.New("missing due_date")).WithCode("", 0, "schema"))
	e := newEngine(clock, extract.Tool("extract"))
	e.Planner = &rungtest.Planner{Repairs: []map[string]any{{"schema": "v1"}}}
	rep := run(t, e, rung.Step{ID: "x", Tool: "extract", Args: map[string]any{"schema": "v1"}})
	diff(t, "actions", []string{"repair x", "abort x"}, actions(rep))
	if extract.Count() != 1 || rep.Rule != rung.RulePoison {
		t.Errorf("%d calls, rule %s (%s); want 1 call and poison", extract.Count(), rep.Rule, rep.Reason)
	}
}
