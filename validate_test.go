package rung_test

import (
	"context"
	"encoding/json"
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

// TestValidateArgs: the structural check of a schema without Validate, and
// Validate taking over when it is set.
func TestValidateArgs(t *testing.T) {
	type point struct{ X, Y int }
	n := 3
	tool := &rung.Tool{Name: "load", InputSchema: []byte(`{"type":"object","properties":{
		"s":{"type":"string"},"n":{"type":"number"},"i":{"type":"integer"},"b":{"type":"boolean"},
		"o":{"type":"object"},"a":{"type":"array"},"z":{"type":"null"},"either":{"type":["string","null"]},
		"odd name":{"type":"string"},"free":{}},
		"required":["s"],"additionalProperties":false}`)}
	tests := []struct {
		name    string
		args    map[string]any
		wantErr string // "" for valid
	}{
		{"JSON-decoded values", map[string]any{"s": "x", "n": 1.5, "i": float64(3), "b": true, "o": map[string]any{}, "a": []any{}, "z": nil, "either": nil}, ""},
		{"Go values", map[string]any{"s": "x", "n": 2, "i": int64(3), "o": point{}, "a": []string{"a"}, "either": "y", "free": make(chan int)}, ""},
		{"pointer and json.Number", map[string]any{"s": "x", "i": &n, "n": json.Number("1e3")}, ""},
		{"missing required", map[string]any{"n": 1}, "args.s: is missing; the tool's input schema requires it (schema rule required)"},
		{"extra property", map[string]any{"s": "x", "extra": 1}, "args.extra: is not a property of the tool's input schema (it has a, b, either, free, i, n, o, odd name, s, z) (schema rule additionalProperties)"},
		{"string for integer", map[string]any{"s": "x", "i": "3"}, "args.i: is a string, not integer (schema rule type)"},
		{"fraction for integer", map[string]any{"s": "x", "i": 2.5}, "args.i: is a number, not integer (schema rule type)"},
		{"array for object", map[string]any{"s": "x", "o": []any{}}, "args.o: is an array, not object (schema rule type)"},
		{"number for either", map[string]any{"s": "x", "either": 1}, "args.either: is an integer, not string or null (schema rule type)"},
		{"odd name path", map[string]any{"s": "x", "odd name": 1}, `args["odd name"]: is an integer, not string (schema rule type)`},
		{"reference is not excused at call time", map[string]any{"s": "x", "i": "${a.n}"}, "args.i: is a string, not integer"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := rung.ValidateArgs(tool, tt.args)
			if tt.wantErr == "" {
				if err != nil {
					t.Fatalf("err = %v, want none", err)
				}
				return
			}
			var ae *rung.ArgError
			if !errors.As(err, &ae) || !strings.Contains(err.Error(), tt.wantErr) {
				t.Fatalf("err = %v, want an *ArgError containing %q", err, tt.wantErr)
			}
		})
	}

	// Validate, when set, decides instead of the structural check.
	called := 0
	custom := *tool
	custom.Validate = func(args map[string]any) error {
		called++
		return &rung.ArgError{Path: "args.s", Rule: "pattern", Problem: "does not match ^[a-z]+$"}
	}
	if err := rung.ValidateArgs(&custom, map[string]any{"s": "X"}); err == nil || called != 1 || !strings.Contains(err.Error(), "pattern") {
		t.Errorf("err = %v after %d calls of Validate", err, called)
	}

	// No schema, or an empty one, accepts anything; a broken one is an
	// error naming the tool.
	for _, s := range []string{"", "{}", "true"} {
		if err := rung.ValidateArgs(&rung.Tool{Name: "t", InputSchema: []byte(s)}, map[string]any{"x": 1}); err != nil {
			t.Errorf("schema %q: %v", s, err)
		}
	}
	if err := rung.ValidateArgs(&rung.Tool{Name: "broken", InputSchema: []byte(`{"type":`)}, nil); err == nil || !strings.Contains(err.Error(), "tool broken") {
		t.Errorf("broken schema: err = %v, want one naming the tool", err)
	}
	if err := rung.ValidateArgs(nil, map[string]any{"x": 1}); err != nil {
		t.Errorf("nil tool: %v", err)
	}
}

// TestPlannedReferencesMatchAnyType: at plan time an argument that is or
// holds a reference passes the type check (its value is known at run time),
// but not the required and additionalProperties checks.
func TestPlannedReferencesMatchAnyType(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	count := rungtest.Returns(map[string]any{"n": 5})
	load := rungtest.Returns("loaded")
	e := newEngine(clock, count.Tool("count"), schemaTool(load, "load"))
	rep, err := e.Run(context.Background(), &rung.Plan{Goal: "g", Steps: []rung.Step{
		{ID: "a", Tool: "count"},
		{ID: "b", Tool: "load", Args: map[string]any{"table": "t", "limit": "${a.n}", "other": "${a.n}"}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	if count.Count() != 0 || rep.Rule != rung.RuleSchema || !strings.Contains(rep.Reason, "args.other: is not a property") {
		t.Errorf("count called %d times, rule %q, reason %q; want the plan refused on args.other", count.Count(), rep.Rule, rep.Reason)
	}
	if rep.Failed == nil || rep.Failed.Code != "invalid_arguments" || len(rep.Options) == 0 || !strings.Contains(rep.Options[0], "correct the arguments of b") {
		t.Errorf("failed %+v, options %q", rep.Failed, rep.Options)
	}
}
