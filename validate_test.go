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

const loadSchema = `{"type":"object","properties":{"table":{"type":"string"},"limit":{"type":"integer"}},"required":["table"],"additionalProperties":false}`

// badArgs are proposed arguments that break loadSchema, each with the path
// the refusal must name.
var badArgs = []struct {
	name string
	args map[string]any
	path string
}{
	{"wrong type", map[string]any{"table": "orders", "limit": "ten"}, "args.limit"},
	{"missing required", map[string]any{"limit": 10}, "args.table"},
	{"extra property", map[string]any{"table": "orders", "drop": true}, "args.drop"},
}

func schemaTool(s *rungtest.Script, name string) rung.Tool {
	t := s.Tool(name, "table")
	t.InputSchema = []byte(loadSchema)
	return t
}

// TestReplannedStepBreakingTheSchemaIsNeverCalled: a planner that bypasses
// the answer package (a scripted one here) replans with a step whose
// arguments break the tool's input schema; the engine refuses the plan as
// an invalid planner answer and the tool is never called.
func TestReplannedStepBreakingTheSchemaIsNeverCalled(t *testing.T) {
	for _, tc := range badArgs {
		t.Run(tc.name, func(t *testing.T) {
			clock := rungtest.NewClock(time.Time{})
			load := rungtest.Returns("loaded")
			fail := rungtest.Fails(rung.Premise(errors.New("no file exports/orders.csv")))
			e := newEngine(clock, fail.Tool("read"), schemaTool(load, "load"))
			e.Planner = &rungtest.Planner{Plans: []rung.Plan{{Steps: []rung.Step{{ID: "b", Tool: "load", Args: tc.args}}}}}
			rep, err := e.Run(context.Background(), &rung.Plan{Goal: "g", Steps: []rung.Step{{ID: "a", Tool: "read", Args: map[string]any{"path": "exports/orders.csv"}}}})
			if err != nil {
				t.Fatal(err)
			}
			if n := load.Count(); n != 0 {
				t.Fatalf("load was called %d times with %v; want never", n, load.Calls()[0].Args)
			}
			if rep.Outcome != rung.OutcomeHandback || rep.Rule != "schema" || !strings.Contains(rep.Reason, tc.path) {
				t.Errorf("outcome %s, rule %q, reason %q; want a schema hand-back naming %s", rep.Outcome, rep.Rule, rep.Reason, tc.path)
			}
			if rep.Failed == nil || rep.Failed.Step != "b" || rep.Failed.Kind != rung.KindInvalid {
				t.Errorf("failed step %+v, want b, invalid", rep.Failed)
			}
		})
	}
}

// TestRepairBreakingTheSchemaIsNeverCalled: repaired arguments that break
// the schema are refused; the tool is called once (the failing call) only.
func TestRepairBreakingTheSchemaIsNeverCalled(t *testing.T) {
	for _, tc := range badArgs {
		t.Run(tc.name, func(t *testing.T) {
			clock := rungtest.NewClock(time.Time{})
			load := rungtest.Sequence(
				rungtest.Err(rung.Invalid(errors.New("400 limit must be at most 100"))),
				rungtest.OK("loaded"),
			)
			e := newEngine(clock, schemaTool(load, "load"))
			e.Planner = &rungtest.Planner{Repairs: []map[string]any{tc.args}}
			rep, err := e.Run(context.Background(), &rung.Plan{Goal: "g", Steps: []rung.Step{{ID: "a", Tool: "load", Args: map[string]any{"table": "orders", "limit": 1000}}}})
			if err != nil {
				t.Fatal(err)
			}
			if n := load.Count(); n != 1 {
				t.Fatalf("load was called %d times; want once, before the repair", n)
			}
			if rep.Outcome != rung.OutcomeHandback || rep.Rule != "schema" || !strings.Contains(rep.Reason, tc.path) {
				t.Errorf("outcome %s, rule %q, reason %q; want a schema hand-back naming %s", rep.Outcome, rep.Rule, rep.Reason, tc.path)
			}
		})
	}
	// The control: a repair within the schema runs.
	clock := rungtest.NewClock(time.Time{})
	load := rungtest.Sequence(rungtest.Err(rung.Invalid(errors.New("400 limit must be at most 100"))), rungtest.OK("loaded"))
	e := newEngine(clock, schemaTool(load, "load"))
	e.Planner = &rungtest.Planner{Repairs: []map[string]any{{"table": "orders", "limit": 100}}}
	rep, err := e.Run(context.Background(), &rung.Plan{Goal: "g", Steps: []rung.Step{{ID: "a", Tool: "load", Args: map[string]any{"table": "orders", "limit": 1000}}}})
	if err != nil || rep.Outcome != rung.OutcomeCompleted || load.Count() != 2 {
		t.Errorf("valid repair: err %v, outcome %s (%s), %d calls; want completed after 2", err, rep.Outcome, rep.Reason, load.Count())
	}
}

// TestResolvedArgumentsBreakingTheSchemaAreNeverCalled: a reference that
// passes at plan time resolves to a value of the wrong type; the call is
// refused on the resolved arguments, right before it would be made.
func TestResolvedArgumentsBreakingTheSchemaAreNeverCalled(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	count := rungtest.Returns(map[string]any{"rows": "ten"})
	load := rungtest.Returns("loaded")
	e := newEngine(clock, count.Tool("count"), schemaTool(load, "load"))
	rep, err := e.Run(context.Background(), &rung.Plan{Goal: "g", Steps: []rung.Step{
		{ID: "a", Tool: "count"},
		{ID: "b", Tool: "load", Args: map[string]any{"table": "orders", "limit": "${a.rows}"}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	if count.Count() != 1 || load.Count() != 0 {
		t.Fatalf("count called %d, load called %d times; want 1 and never", count.Count(), load.Count())
	}
	if rep.Outcome != rung.OutcomeHandback || rep.Rule != "schema" || !strings.Contains(rep.Reason, "args.limit") {
		t.Errorf("outcome %s, rule %q, reason %q", rep.Outcome, rep.Rule, rep.Reason)
	}
	// A reference that resolves to the right type runs.
	count = rungtest.Returns(map[string]any{"rows": 10})
	load = rungtest.Returns("loaded")
	e = newEngine(clock, count.Tool("count"), schemaTool(load, "load"))
	rep, err = e.Run(context.Background(), &rung.Plan{Goal: "g", Steps: []rung.Step{
		{ID: "a", Tool: "count"},
		{ID: "b", Tool: "load", Args: map[string]any{"table": "orders_${a.rows}", "limit": "${a.rows}"}},
	}})
	if err != nil || rep.Outcome != rung.OutcomeCompleted || load.Count() != 1 {
		t.Errorf("err %v, outcome %s (%s), load called %d; want completed", err, rep.Outcome, rep.Reason, load.Count())
	}
}

// TestGivenPlanBreakingTheSchemaRunsNothing: a plan whose later step breaks
// its tool's schema is refused whole, before its first step's call.
func TestGivenPlanBreakingTheSchemaRunsNothing(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	first := rungtest.Returns("ok")
	load := rungtest.Returns("loaded")
	e := newEngine(clock, first.Tool("first"), schemaTool(load, "load"))
	rep, err := e.Run(context.Background(), &rung.Plan{Goal: "g", Steps: []rung.Step{
		{ID: "a", Tool: "first"},
		{ID: "b", Tool: "load", Args: map[string]any{"table": "orders", "limit": 2.5}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	if first.Count() != 0 || load.Count() != 0 {
		t.Fatalf("first called %d, load called %d times; want neither", first.Count(), load.Count())
	}
	if rep.Rule != "schema" || !strings.Contains(rep.Reason, "args.limit") || !strings.Contains(rep.Reason, "step b") {
		t.Errorf("rule %q, reason %q", rep.Rule, rep.Reason)
	}
}
