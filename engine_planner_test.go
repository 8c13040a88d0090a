package rung_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/rungtest"
)

// TestPlannerTransientFailureIsRetried: a rate-limited model call (the LLM
// planners' SDK retries are off) is retried after the wait the API asked
// for, on the virtual clock, and both calls are charged.
func TestPlannerTransientFailureIsRetried(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	calls := 0
	p := &rungtest.Planner{PlanFunc: func(ctx context.Context, req rung.PlanRequest) (*rung.PlanResponse, error) {
		calls++
		if calls == 1 {
			return &rung.PlanResponse{Usage: rung.Usage{InputTokens: 100}},
				rung.RetryAfter(3*time.Second, errors.New("429 rate_limit_error: retry after 3s"))
		}
		return &rung.PlanResponse{Plan: rung.Plan{Steps: []rung.Step{{ID: "a", Tool: "t"}}}, Usage: rung.Usage{InputTokens: 100, OutputTokens: 20}}, nil
	}}
	e := newEngine(clock, rungtest.Returns("ok").Tool("t"))
	e.Planner = p
	start := clock.Now()
	rep, err := e.RunGoal(context.Background(), "do it")
	if err != nil {
		t.Fatal(err)
	}
	if rep.Outcome != rung.OutcomeCompleted {
		t.Fatalf("outcome %s: %s", rep.Outcome, rep.Text())
	}
	if calls != 2 || rep.ModelCalls != 2 || rep.Tokens != 220 {
		t.Errorf("calls %d, model calls %d, tokens %d; want 2, 2, 220", calls, rep.ModelCalls, rep.Tokens)
	}
	if waited := clock.Now().Sub(start); waited < 3*time.Second {
		t.Errorf("virtual time %v, want at least the 3s the API asked for", waited)
	}
	if len(rep.Actions) == 0 || rep.Actions[0].Action != rung.ActionRetry || rep.Actions[0].Tool != "planner" {
		t.Errorf("actions %+v, want a retry of the planner first", rep.Actions)
	}
}

// TestPlannerNonTransientFailureHandsBack: a quota (premise) or a bad answer
// (invalid) is not retried.
func TestPlannerNonTransientFailureHandsBack(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	calls := 0
	p := &rungtest.Planner{PlanFunc: func(ctx context.Context, req rung.PlanRequest) (*rung.PlanResponse, error) {
		calls++
		return nil, rung.Premise(errors.New("429 insufficient_quota"))
	}}
	e := newEngine(clock)
	e.Planner = p
	rep, err := e.RunGoal(context.Background(), "do it")
	if err != nil {
		t.Fatal(err)
	}
	if calls != 1 || rep.Outcome != rung.OutcomeHandback || !strings.Contains(rep.Reason, "insufficient_quota") {
		t.Errorf("calls %d, outcome %s, reason %q", calls, rep.Outcome, rep.Reason)
	}
}

// TestPlannerRetryRespectsTheBudget: a wait the deadline cannot pay for is
// not started.
func TestPlannerRetryRespectsTheBudget(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	calls := 0
	p := &rungtest.Planner{PlanFunc: func(ctx context.Context, req rung.PlanRequest) (*rung.PlanResponse, error) {
		calls++
		return nil, rung.RetryAfter(time.Minute, errors.New("529 overloaded_error"))
	}}
	e := newEngine(clock)
	e.Planner = p
	e.Limits = rung.Limits{Deadline: 10 * time.Second}
	rep, err := e.RunGoal(context.Background(), "do it")
	if err != nil {
		t.Fatal(err)
	}
	if calls != 1 || rep.Outcome != rung.OutcomeHandback {
		t.Errorf("calls %d, outcome %s; want one call and a hand-back", calls, rep.Outcome)
	}
}

// TestReplanPromptTooLongIsAskedOnceCompact: a replan whose prompt did not
// fit the model's context window is asked once more with the compact
// request (no tool schemas, clipped outputs), and the run goes on.
func TestReplanPromptTooLongIsAskedOnceCompact(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	big := strings.Repeat("row,", 2000)
	var prompts []int
	p := &rungtest.Planner{PlanFunc: func(ctx context.Context, req rung.PlanRequest) (*rung.PlanResponse, error) {
		prompts = append(prompts, len(req.Prompt.User))
		if len(prompts) == 1 {
			f := rung.Invalid(errors.New("This model's maximum context length is 8192 tokens. However, your messages resulted in 9001 tokens."))
			f.Code, f.Status = "context_length_exceeded", 400
			return &rung.PlanResponse{Usage: rung.Usage{InputTokens: 9001}}, f
		}
		return &rung.PlanResponse{Plan: rung.Plan{Steps: []rung.Step{{ID: "b2", Tool: "alt"}}}, Usage: rung.Usage{InputTokens: 500, OutputTokens: 20}}, nil
	}}
	schema := []byte(`{"type":"object","properties":{"table":{"type":"string","description":"` + strings.Repeat("x", 3000) + `"}}}`)
	load := rungtest.Returns(big).Tool("load")
	load.InputSchema = schema
	fail := rungtest.Fails(rung.Premise(errors.New("column revenue_net does not exist"))).Tool("use")
	e := newEngine(clock, load, fail, rungtest.Returns("ok").Tool("alt"))
	e.Planner = p
	rep, err := e.Run(context.Background(), &rung.Plan{Goal: "g", Steps: []rung.Step{{ID: "a", Tool: "load"}, {ID: "b", Tool: "use"}}})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Outcome != rung.OutcomeCompleted {
		t.Fatalf("outcome %s: %s", rep.Outcome, rep.Text())
	}
	if len(prompts) != 2 || prompts[1] >= prompts[0]/2 {
		t.Errorf("prompt sizes %v: want a second, compact prompt under half the first", prompts)
	}
	if rep.ModelCalls != 2 || rep.Tokens != 9001+520 {
		t.Errorf("model calls %d, tokens %d; want both calls charged", rep.ModelCalls, rep.Tokens)
	}
}

func TestPromptTooLong(t *testing.T) {
	for _, tc := range []struct {
		f    *rung.Failure
		want bool
	}{
		{&rung.Failure{Kind: rung.KindInvalid, Code: "context_length_exceeded"}, true},
		{&rung.Failure{Kind: rung.KindInvalid, Status: 400, Message: "prompt is too long: 215041 tokens > 200000 maximum"}, true},
		{&rung.Failure{Kind: rung.KindInvalid, Status: 413, Code: "request_too_large"}, true},
		{&rung.Failure{Kind: rung.KindInvalid, Status: 400, Message: "Invalid value for 'temperature'"}, false},
		{nil, false},
	} {
		if got := rung.PromptTooLong(tc.f); got != tc.want {
			t.Errorf("PromptTooLong(%+v) = %v, want %v", tc.f, got, tc.want)
		}
	}
}

// TestReplanOmittingDoneStepsStillRepeats: the 03:41 run's plan 2 asked for
// the same key with a region hint and left out the staging step already
// done. What it would execute is plan 1's remainder, so the run stops on the
// repeated fingerprint, and the hand-back is the last action.
func TestReplanOmittingDoneStepsStillRepeats(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	getScript := rungtest.Fails(rung.Premise(errors.New("NoSuchKey")))
	get := getScript.Tool("s3.get", "bucket", "key")
	p := &rungtest.Planner{Plans: []rung.Plan{{Steps: []rung.Step{
		{ID: "fetch2", Tool: "s3.get", Args: map[string]any{"bucket": "vendor-drops", "key": "2026-03.csv", "region": "us-east-1"}},
	}}}}
	e := newEngine(clock, rungtest.Returns("ok").Tool("stage"), get)
	e.Planner = p
	rep, err := e.Run(context.Background(), &rung.Plan{Goal: "g", Steps: []rung.Step{
		{ID: "stage", Tool: "stage"},
		{ID: "fetch", Tool: "s3.get", Args: map[string]any{"bucket": "vendor-drops", "key": "2026-03.csv"}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Outcome != rung.OutcomeHandback || rep.Rule != rung.RuleConvergence || rep.Plans != 2 {
		t.Fatalf("outcome %s rule %s plans %d: %s", rep.Outcome, rep.Rule, rep.Plans, rep.Text())
	}
	if n := len(getScript.Calls()); n != 1 {
		t.Errorf("s3.get called %d times, want 1: plan 2 must not run", n)
	}
	last := rep.Actions[len(rep.Actions)-1]
	if last.Action != rung.ActionHandback || last.Rule != rung.RuleConvergence {
		t.Errorf("last action %+v, want the convergence hand-back", last)
	}
}

// TestBudgetOptionsNameTheShortLimit: a retry refused for want of time
// suggests a deadline that covers the wait the service asked for, and not
// a token raise when tokens were not short.
func TestBudgetOptionsNameTheShortLimit(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	busy := rungtest.Fails(rung.RetryAfter(30*time.Second, errors.New("429 quota exhausted for the next 30 seconds"))).Tool("calendar")
	e := newEngine(clock, busy)
	e.Limits = rung.Limits{Deadline: 20 * time.Second, Tokens: 8000}
	rep, err := e.Run(context.Background(), &rung.Plan{Goal: "g", Steps: []rung.Step{{ID: "find", Tool: "calendar"}}})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Rule != rung.RuleBudget {
		t.Fatalf("rule %s: %s", rep.Rule, rep.Text())
	}
	opts := strings.Join(rep.Options, "\n")
	if !strings.Contains(opts, "raise the deadline to 31 s") || strings.Contains(opts, "token ceiling") {
		t.Errorf("options %q: want the deadline raised past the 30 s wait, and no token raise", rep.Options)
	}
}
