package rungtest_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/rungtest"
)

func TestScript(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	boom := errors.New("boom")
	s := rungtest.FailThen(2, boom, "ok").WithLatency(clock, time.Second)
	ctx := rung.WithIdempotencyKey(context.Background(), "k1")
	var got []string
	for range 4 {
		out, err := s.Call(ctx, map[string]any{"a": 1})
		if err != nil {
			got = append(got, err.Error())
		} else {
			got = append(got, out.(string))
		}
	}
	if want := []string{"boom", "boom", "ok", "ok"}; !equal(got, want) {
		t.Errorf("results %v, want %v (the last result repeats)", got, want)
	}
	if s.Count() != 4 || s.Calls()[0].Key != "k1" || clock.Now().Sub(rungtest.Epoch) != 4*time.Second {
		t.Errorf("count %d, key %q, elapsed %v", s.Count(), s.Calls()[0].Key, clock.Now().Sub(rungtest.Epoch))
	}
	fn := rungtest.Func(func(n int, args map[string]any) (any, error) { return n, nil })
	if out, _ := fn.Call(ctx, nil); out != 1 {
		t.Errorf("Func first call got n=%v", out)
	}
	if tool := s.Tool("x"); tool.Identifying == nil || tool.Name != "x" {
		t.Errorf("Tool = %+v", tool)
	}
}

func TestPlanner(t *testing.T) {
	p := &rungtest.Planner{
		Plans:   []rung.Plan{{Steps: []rung.Step{{ID: "a", Tool: "t"}}}},
		Repairs: []map[string]any{{"x": 1}},
	}
	ctx := context.Background()
	resp, err := p.Plan(ctx, rung.PlanRequest{Goal: "g", Prompt: rung.Prompt{User: "12345678"}})
	if err != nil || resp.Plan.Steps[0].ID != "a" || resp.Usage.InputTokens != 2 || resp.Usage.OutputTokens == 0 {
		t.Fatalf("Plan = %+v, %v", resp, err)
	}
	if _, err := p.Plan(ctx, rung.PlanRequest{}); !errors.Is(err, rungtest.ErrNoAnswer) {
		t.Errorf("empty queue: %v", err)
	}
	if r, err := p.Repair(ctx, rung.RepairRequest{}); err != nil || r.Args["x"] != 1 {
		t.Errorf("Repair = %+v, %v", r, err)
	}
	if len(p.PlanRequests()) != 2 || len(p.RepairRequests()) != 1 || p.PlanRequests()[0].Goal != "g" {
		t.Errorf("recorded %d plan and %d repair requests", len(p.PlanRequests()), len(p.RepairRequests()))
	}
}

func TestJitter(t *testing.T) {
	a, b := rungtest.Jitter(3), rungtest.Jitter(3)
	for range 10 {
		x, y := a(), b()
		if x != y || x < 0 || x >= 1 {
			t.Fatalf("seeded jitter gave %v and %v", x, y)
		}
	}
}

func equal(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
