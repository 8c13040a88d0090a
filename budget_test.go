package rung_test

import (
	"encoding/json"
	"sync"
	"testing"
	"time"

	"github.com/rungkit/rung"
)

func TestBudgetLine(t *testing.T) {
	b := rung.NewBudget(rung.Limits{Deadline: 20 * time.Second, Tokens: 8000}, t0, time.Time{})
	b.ChargeModel(rung.Usage{InputTokens: 1500, OutputTokens: 300})
	st := b.State()
	for _, c := range []struct {
		now     time.Time
		retries int
		want    string
	}{
		{t0.Add(12 * time.Second), 1, "1 retry, 8 s, 6,200 tokens left"},
		{t0.Add(12500 * time.Millisecond), 2, "2 retries, 7.5 s, 6,200 tokens left"},
		{t0.Add(30 * time.Second), -1, "0 s, 6,200 tokens left"},
	} {
		if got := st.Line(c.now, c.retries); got != c.want {
			t.Errorf("Line(%v, %d) = %q, want %q", c.now.Sub(t0), c.retries, got, c.want)
		}
	}
	if got := (rung.BudgetState{}).Line(t0, -1); got != "no limits" {
		t.Errorf("empty budget line = %q", got)
	}
	calls := rung.NewBudget(rung.Limits{ToolCalls: 3, Tokens: 1234567}, t0, time.Time{}).ChargeTool(2)
	if got := calls.Line(t0, 0); got != "0 retries, 1,234,567 tokens, 1 tool call left" {
		t.Errorf("line = %q", got)
	}
}

func TestBudgetDeadlineFromContext(t *testing.T) {
	b := rung.NewBudget(rung.Limits{Deadline: time.Minute}, t0, t0.Add(10*time.Second))
	if left, _ := b.State().TimeLeft(t0); left != 10*time.Second {
		t.Errorf("time left = %v, want the earlier context deadline's 10s", left)
	}
}

func TestBudgetShortfall(t *testing.T) {
	st := rung.NewBudget(rung.Limits{Deadline: 10 * time.Second, ToolCalls: 2, Tokens: 100}, t0, time.Time{}).ChargeTool(2)
	cases := []struct {
		c    rung.Cost
		want string
	}{
		{rung.Cost{}, ""},
		{rung.Cost{Time: 11 * time.Second}, "10s left, needs 11s"},
		{rung.Cost{ToolCalls: 1}, "0 tool calls left, needs 1"},
		{rung.Cost{ModelCalls: 1, Tokens: 500}, "100 tokens left, needs 500"},
	}
	for _, c := range cases {
		if got := st.Shortfall(t0, c.c); got != c.want {
			t.Errorf("Shortfall(%+v) = %q, want %q", c.c, got, c.want)
		}
	}
	if got := st.Shortfall(t0.Add(time.Minute), rung.Cost{ToolCalls: 0, Time: 1}); got != "the deadline has passed" {
		t.Errorf("after the deadline: %q", got)
	}
}

func TestBudgetConcurrent(t *testing.T) {
	b := rung.NewBudget(rung.Limits{}, t0, time.Time{})
	var wg sync.WaitGroup
	for i := 0; i < 8; i++ {
		wg.Go(func() {
			for j := 0; j < 100; j++ {
				b.ChargeTool(1)
				b.ChargeModel(rung.Usage{InputTokens: 2, OutputTokens: 1})
			}
		})
	}
	wg.Wait()
	if got := b.State().Spent; got != (rung.Spent{ToolCalls: 800, ModelCalls: 800, Tokens: 2400}) {
		t.Errorf("spent = %+v", got)
	}
}

func TestLimitsJSON(t *testing.T) {
	l := rung.Limits{Deadline: 300 * time.Second, Tokens: 30000}
	b, err := json.Marshal(l)
	if err != nil {
		t.Fatal(err)
	}
	if string(b) != `{"deadline_ms":300000,"tokens":30000}` {
		t.Errorf("Limits JSON = %s", b)
	}
	var back rung.Limits
	if err := json.Unmarshal(b, &back); err != nil || back != l {
		t.Errorf("round trip = %+v, %v", back, err)
	}
}
