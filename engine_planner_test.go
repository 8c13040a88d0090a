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
