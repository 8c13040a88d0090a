package static_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/planner/static"
	"github.com/rungkit/rung/rungtest"
)

func tooLarge() *rung.Failure {
	return rung.Invalid(errors.New("413 Payload Too Large: batch exceeds 10,000 rows")).WithCode("http", 413, "payloadTooLarge")
}

func repairReq(args map[string]any, f *rung.Failure) rung.RepairRequest {
	return rung.RepairRequest{Step: rung.Step{ID: "load", Tool: "bq_load", Args: args}, Tool: rung.ToolInfo{Name: "bq_load"}, Failure: f}
}

func mustNew(t *testing.T, cfg static.Config) *static.Planner {
	t.Helper()
	p, err := static.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestRepairEdits(t *testing.T) {
	p := mustNew(t, static.Config{Repairs: []static.Repair{
		{When: static.When{Tool: "other"}, Set: map[string]any{"never": true}},
		{When: static.When{Tool: "bq_load", Kind: "invalid", Message: "too large|exceeds"}, Halve: []string{"batch_size"}, Set: map[string]any{"mode": "append"}, Delete: []string{"hint"}},
		{When: static.When{Code: "rangeTooWide"}, Narrow: []static.Range{{From: "from", To: "to"}}},
		{When: static.When{Status: 400, Code: "unknownRegion"}, Set: map[string]any{"region": "us-east1"}},
	}})
	tests := []struct {
		name string
		args map[string]any
		f    *rung.Failure
		want map[string]any
	}{
		{
			name: "halve an int, set, delete",
			args: map[string]any{"table": "orders", "batch_size": 1000, "hint": "x"},
			f:    tooLarge(),
			want: map[string]any{"table": "orders", "batch_size": 500, "mode": "append"},
		},
		{
			name: "halve a JSON number, rounding down",
			args: map[string]any{"batch_size": float64(25)},
			f:    tooLarge(),
			want: map[string]any{"batch_size": float64(12), "mode": "append"},
		},
		{
			name: "narrow a date range",
			args: map[string]any{"from": "2026-11-01", "to": "2026-11-30"},
			f:    rung.Invalid(errors.New("range too wide")).WithCode("http", 400, "RANGETOOWIDE"),
			want: map[string]any{"from": "2026-11-01", "to": "2026-11-15"},
		},
		{
			name: "narrow a time range",
			args: map[string]any{"from": "2026-11-01T00:00:00Z", "to": "2026-11-01T12:00:00Z"},
			f:    rung.Invalid(errors.New("range too wide")).WithCode("http", 400, "rangeTooWide"),
			want: map[string]any{"from": "2026-11-01T00:00:00Z", "to": "2026-11-01T06:00:00Z"},
		},
		{
			name: "narrow a number range",
			args: map[string]any{"from": 100, "to": 201},
			f:    rung.Invalid(errors.New("range too wide")).WithCode("http", 400, "rangeTooWide"),
			want: map[string]any{"from": 100, "to": 150},
		},
		{
			name: "set",
			args: map[string]any{"region": "mars-1"},
			f:    rung.Invalid(errors.New("unknown region")).WithCode("http", 400, "unknownRegion"),
			want: map[string]any{"region": "us-east1"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := cmp.Diff(map[string]any{}, tt.args)
			resp, err := p.Repair(context.Background(), repairReq(tt.args, tt.f))
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, resp.Args); diff != "" {
				t.Errorf("args (-want +got):\n%s", diff)
			}
			if resp.Usage != (rung.Usage{Calls: rung.NoModel}) {
				t.Errorf("usage = %+v, want no model call and no tokens", resp.Usage)
			}
			if after := cmp.Diff(map[string]any{}, tt.args); after != before {
				t.Errorf("the request's arguments were changed")
			}
		})
	}
}

func TestRepairThatCannotApplyFallsThrough(t *testing.T) {
	p := mustNew(t, static.Config{Repairs: []static.Repair{
		{When: static.When{Tool: "bq_load"}, Halve: []string{"batch_size"}},
		{When: static.When{Tool: "bq_load"}, Set: map[string]any{"engine": "streaming"}},
	}})
	resp, err := p.Repair(context.Background(), repairReq(map[string]any{"batch_size": 1}, tooLarge()))
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(map[string]any{"batch_size": 1, "engine": "streaming"}, resp.Args); diff != "" {
		t.Errorf("args (-want +got):\n%s", diff)
	}
	// Once streaming is set, the second repair changes nothing either.
	_, err = p.Repair(context.Background(), repairReq(resp.Args, tooLarge()))
	f, ok := rung.AsFailure(err)
	if !ok || f.Kind != rung.KindDenied || !errors.Is(err, static.ErrUndeclared) {
		t.Fatalf("err = %v, want a denied failure wrapping ErrUndeclared", err)
	}
	for _, want := range []string{"repairs[0] matches but cannot halve batch_size: it is already 1", "repairs[1] matches but its edits leave the arguments as they were"} {
		if !strings.Contains(f.Message, want) {
			t.Errorf("message %q lacks %q", f.Message, want)
		}
	}
}

func TestNoDeclaredRepair(t *testing.T) {
	p := mustNew(t, static.Config{Repairs: []static.Repair{{When: static.When{Kind: "premise"}, Set: map[string]any{"a": 1}}}})
	resp, err := p.Repair(context.Background(), repairReq(map[string]any{"a": 2}, tooLarge()))
	if resp != nil {
		t.Errorf("resp = %+v, want nil", resp)
	}
	f, ok := rung.AsFailure(err)
	if !ok || f.Kind != rung.KindDenied || !strings.Contains(f.Message, "no declared repair matches step load (tool bq_load) failing invalid 413 payloadTooLarge") {
		t.Errorf("err = %v", err)
	}
}

func TestPlan(t *testing.T) {
	declared := &rung.Plan{Steps: []rung.Step{{ID: "load", Tool: "bq_load", Args: map[string]any{"table": "orders"}}}}
	p := mustNew(t, static.Config{Plan: declared})
	req := rung.PlanRequest{Purpose: rung.PurposePlan, Goal: "load the orders", Tools: []rung.ToolInfo{{Name: "bq_load"}}}
	resp, err := p.Plan(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	want := rung.Plan{Goal: "load the orders", Steps: declared.Steps}
	if diff := cmp.Diff(want, resp.Plan); diff != "" {
		t.Errorf("plan (-want +got):\n%s", diff)
	}
	resp.Plan.Steps[0].Args["table"] = "changed"
	again, _ := p.Plan(context.Background(), req)
	if again.Plan.Steps[0].Args["table"] != "orders" {
		t.Errorf("a caller's change leaked into the declared plan")
	}

	req.Tools = []rung.ToolInfo{{Name: "s3_list"}}
	if _, err := p.Plan(context.Background(), req); !errors.Is(err, static.ErrUndeclared) || !strings.Contains(err.Error(), `"bq_load" is not a listed tool`) {
		t.Errorf("plan naming an unknown tool: err = %v", err)
	}
	if _, err := mustNew(t, static.Config{}).Plan(context.Background(), rung.PlanRequest{Purpose: rung.PurposePlan}); !errors.Is(err, static.ErrUndeclared) {
		t.Errorf("no plan declared: err = %v", err)
	}
}

func TestReplanByObservation(t *testing.T) {
	restore := []rung.Step{
		{ID: "restore", Tool: "s3_restore", Args: map[string]any{"prefix": "archive/orders/"}},
		{ID: "load_restored", Tool: "bq_load", Args: map[string]any{"source": "${restore.uri}"}},
	}
	p := mustNew(t, static.Config{Replans: []static.Replan{
		{When: static.When{Step: "load", Kind: "premise", Observation: `archive/`}, Steps: restore},
		{When: static.When{Step: "load", Kind: "premise"}, Steps: nil},
	}})
	missing := rung.Premise(errors.New("NoSuchKey: exports/orders.csv")).WithCode("aws", 404, "NoSuchKey")
	req := rung.PlanRequest{
		Purpose: rung.PurposeReplan, Goal: "load the orders",
		FailedStep: &rung.Step{ID: "load", Tool: "bq_load"}, Failure: missing,
		Observations: []rung.Observation{
			{Call: rung.Call{Tool: "s3_list"}, Output: map[string]any{"keys": []any{"archive/orders/2026-11.csv"}}, At: rungtest.Epoch},
		},
	}
	resp, err := p.Plan(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(rung.Plan{Goal: "load the orders", Steps: restore}, resp.Plan); diff != "" {
		t.Errorf("plan (-want +got):\n%s", diff)
	}

	// Without the observation the catch-all answers: no steps, which the
	// engine reads as "nothing would work" and hands back.
	req.Observations = []rung.Observation{{Call: rung.Call{Tool: "s3_list"}, Output: map[string]any{"keys": []any{}}, At: rungtest.Epoch}}
	resp, err = p.Plan(context.Background(), req)
	if err != nil || len(resp.Plan.Steps) != 0 {
		t.Errorf("catch-all: plan %+v, err %v; want no steps", resp, err)
	}

	req.FailedStep = &rung.Step{ID: "other", Tool: "bq_load"}
	if _, err := p.Plan(context.Background(), req); !errors.Is(err, static.ErrUndeclared) {
		t.Errorf("no replan matches: err = %v", err)
	}
}

func TestNewErrorsNameTheField(t *testing.T) {
	tests := []struct {
		cfg  static.Config
		want string
	}{
		{static.Config{Repairs: []static.Repair{{Set: map[string]any{"a": 1}}, {When: static.When{Message: "("}, Halve: []string{"n"}}}}, "repairs[1].when.message"},
		{static.Config{Repairs: []static.Repair{{When: static.When{Kind: "fatal"}, Halve: []string{"n"}}}}, "repairs[0].when.kind"},
		{static.Config{Repairs: []static.Repair{{When: static.When{Tool: "t"}}}}, "repairs[0]: declares no edit"},
		{static.Config{Repairs: []static.Repair{{When: static.When{Observation: "x"}, Halve: []string{"n"}}}}, "repairs[0].when.observation"},
		{static.Config{Repairs: []static.Repair{{Narrow: []static.Range{{From: "a"}}}}}, "repairs[0].narrow[0]"},
		{static.Config{Replans: []static.Replan{{Steps: []rung.Step{{ID: "a", Tool: "t"}, {ID: "a", Tool: "t"}}}}}, "replans[0].steps[1].id"},
		{static.Config{Plan: &rung.Plan{}}, "plan.steps: is empty"},
		{static.Config{Plan: &rung.Plan{Steps: []rung.Step{{ID: "a"}}}}, "plan.steps[0].tool"},
	}
	for _, tt := range tests {
		_, err := static.New(tt.cfg)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("New(%+v) = %v, want an error naming %s", tt.cfg, err, tt.want)
		}
	}
}

// The static planner drives the engine's repair rung: the load fails as too
// large, the declared repair halves the batch, the second call succeeds, and
// no tokens are spent.
func TestEngineRepairsWithDeclaredEdit(t *testing.T) {
	load := rungtest.Sequence(rungtest.Err(tooLarge()), rungtest.OK(map[string]any{"rows": 500}))
	tool := load.Tool("bq_load", "table")
	p := mustNew(t, static.Config{Repairs: []static.Repair{
		{When: static.When{Tool: "bq_load", Message: "too large"}, Halve: []string{"batch_size"}},
	}})
	engine := &rung.Engine{
		Tools: []rung.Tool{tool}, Planner: p, Clock: rungtest.NewClock(rungtest.Epoch),
		Limits: rung.Limits{Deadline: time.Minute, Tokens: 1000},
	}
	report, err := engine.Run(context.Background(), &rung.Plan{Goal: "load", Steps: []rung.Step{
		{ID: "load", Tool: "bq_load", Args: map[string]any{"table": "orders", "batch_size": 1000}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	if report.Outcome != rung.OutcomeCompleted {
		t.Fatalf("outcome = %v (%s)", report.Outcome, report.Reason)
	}
	if got := load.Calls()[1].Args["batch_size"]; got != 500 {
		t.Errorf("second call's batch_size = %v, want 500", got)
	}
}

func TestFieldError(t *testing.T) {
	_, err := static.New(static.Config{Replans: []static.Replan{{Steps: []rung.Step{{ID: "a", Tool: "t"}, {ID: "a", Tool: "t"}}}}})
	var fe *static.FieldError
	if !errors.As(err, &fe) || fe.Field != "replans[0].steps[1].id" || !strings.HasPrefix(fe.Problem, `"a" is also the id`) {
		t.Errorf("err = %#v", err)
	}
}

// TestDeclarationsCostNoModelCall: a first plan and a declared repair come
// from the plan file, not a model, so the run is charged no model call and
// no tokens for them, even under a model-call ceiling of one.
func TestDeclarationsCostNoModelCall(t *testing.T) {
	load := rungtest.Sequence(rungtest.Err(tooLarge()), rungtest.OK(map[string]any{"rows": 500}))
	p := mustNew(t, static.Config{
		Repairs: []static.Repair{{When: static.When{Tool: "bq_load", Message: "too large"}, Halve: []string{"batch_size"}}},
	})
	engine := &rung.Engine{
		Tools: []rung.Tool{load.Tool("bq_load", "table")}, Planner: p, Clock: rungtest.NewClock(rungtest.Epoch),
		Limits: rung.Limits{Deadline: time.Minute, Tokens: 1000},
	}
	report, err := engine.Run(context.Background(), &rung.Plan{Goal: "load", Steps: []rung.Step{
		{ID: "load", Tool: "bq_load", Args: map[string]any{"table": "orders", "batch_size": 1000}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	if report.Outcome != rung.OutcomeCompleted || report.ModelCalls != 0 || report.Tokens != 0 {
		t.Errorf("outcome %s (%s), %d model calls, %d tokens; want completed, 0 model calls, 0 tokens", report.Outcome, report.Reason, report.ModelCalls, report.Tokens)
	}
}
