package human_test

import (
	"bytes"
	"context"
	"errors"
	"io"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/planner/human"
	"github.com/rungkit/rung/rungtest"
)

var loadTool = rung.ToolInfo{
	Name: "bq_load", Description: "load rows into a table",
	InputSchema: []byte(`{"type":"object","properties":{"table":{"type":"string"},"batch_size":{"type":"integer"}},"required":["table"]}`),
}

func repairRequest() rung.RepairRequest {
	return rung.RepairRequest{
		Step: rung.Step{ID: "load", Tool: "bq_load", Intent: "load the orders", Args: map[string]any{"table": "orders", "batch_size": 1000, "token": "s3cr3t-value"}},
		Tool: loadTool,
		Failure: rung.Invalid(errors.New("413 Payload Too Large\nAuthorization: Bearer sk-live-abcdefghijklmnopqrstuvwxyz")).
			WithCode("http", 413, "payloadTooLarge"),
		Budget: "1 retry, 8 s, 6,200 tokens left",
	}
}

func script(lines ...string) io.Reader { return strings.NewReader(strings.Join(lines, "\n") + "\n") }

func TestRepairEditIsCheckedAndReasked(t *testing.T) {
	var out bytes.Buffer
	p := human.New(script(
		"x",
		"e",
		`[1, 2]`,
		`{"batch_size": 10}`,
		`{"table": "orders", "batch_size": 1000, "token": "s3cr3t-value"}`,
		`{"table": "orders",`,
		`  "batch_size": 500}`,
	), &out)
	resp, err := p.Repair(context.Background(), repairRequest())
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(map[string]any{"table": "orders", "batch_size": float64(500)}, resp.Args); diff != "" {
		t.Errorf("args (-want +got):\n%s", diff)
	}
	if resp.Usage != (rung.Usage{}) {
		t.Errorf("usage = %+v, want none", resp.Usage)
	}
	text := out.String()
	for _, want := range []string{
		"rung needs a repair: step load (tool bq_load)",
		"intent:  load the orders",
		"failed:  invalid (http 413, code payloadTooLarge)",
		"413 Payload Too Large",
		"budget:  1 retry, 8 s, 6,200 tokens left",
		"[e] edit the arguments   [r] retry as is   [s] stop and hand back",
		"please answer e, r or s",
		"not usable: the answer is an array, not a JSON object",
		"not usable: args.table: is missing; the tool's input schema requires it",
		"not usable: args: are the arguments that failed",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("output lacks %q:\n%s", want, text)
		}
	}
	for _, secret := range []string{"sk-live-abcdefghijklmnopqrstuvwxyz", "s3cr3t-value"} {
		if strings.Contains(text, secret) {
			t.Errorf("output shows the secret %q:\n%s", secret, text)
		}
	}
}

func TestRepairRetryAsIs(t *testing.T) {
	p := human.New(script("r"), io.Discard)
	req := repairRequest()
	resp, err := p.Repair(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(req.Step.Args, resp.Args); diff != "" {
		t.Errorf("args (-want +got):\n%s", diff)
	}
	resp.Args["table"] = "changed"
	if req.Step.Args["table"] != "orders" {
		t.Errorf("retry as is shares the request's map")
	}
}

func TestStop(t *testing.T) {
	tests := []struct {
		name  string
		input io.Reader
		call  func(*human.Planner) error
		want  string
	}{
		{"repair stop", script("s"), func(p *human.Planner) error {
			_, err := p.Repair(context.Background(), repairRequest())
			return err
		}, "the person chose to stop at step load"},
		{"repair end of input", script("e", `{"table":`), func(p *human.Planner) error {
			_, err := p.Repair(context.Background(), repairRequest())
			return err
		}, "the input ended"},
		{"plan stop", script("", "stop"), func(p *human.Planner) error {
			_, err := p.Plan(context.Background(), rung.PlanRequest{Purpose: rung.PurposePlan, Goal: "g"})
			return err
		}, "the person chose to stop instead of planning"},
		{"plan end of input", strings.NewReader(""), func(p *human.Planner) error {
			_, err := p.Plan(context.Background(), rung.PlanRequest{Purpose: rung.PurposePlan, Goal: "g"})
			return err
		}, "the input ended"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.call(human.New(tt.input, io.Discard))
			f, ok := rung.AsFailure(err)
			if !ok || f.Kind != rung.KindDenied || !errors.Is(err, human.ErrStopped) || f.Code != "stopped" {
				t.Fatalf("err = %#v, want a denied failure wrapping ErrStopped", err)
			}
			if !strings.Contains(f.Message, tt.want) {
				t.Errorf("message = %q, want %q", f.Message, tt.want)
			}
		})
	}
}

func replanRequest() rung.PlanRequest {
	return rung.PlanRequest{
		Purpose: rung.PurposeReplan, Goal: "load the orders",
		Tools:      []rung.ToolInfo{loadTool, {Name: "s3_list", SideEffects: false}, {Name: "s3_restore", SideEffects: true}},
		Completed:  []rung.Completed{{Step: rung.Step{ID: "s3_list", Tool: "s3_list"}, Output: map[string]any{"keys": []any{"archive/orders.csv"}}}},
		FailedStep: &rung.Step{ID: "load", Tool: "bq_load", Args: map[string]any{"table": "orders", "password": "hunter22"}},
		Failure:    rung.Premise(errors.New("NoSuchKey: exports/orders.csv")).WithCode("aws", 404, "NoSuchKey"),
		Observations: []rung.Observation{
			{Call: rung.Call{Tool: "s3_list", Args: map[string]any{"prefix": "archive/"}}, Output: map[string]any{"keys": []any{"archive/orders.csv"}}, At: rungtest.Epoch},
		},
		Budget: "6,200 tokens left",
	}
}

func TestPlanLineFormat(t *testing.T) {
	var out bytes.Buffer
	p := human.New(script(
		"s3_restore prefix=archive/ days=7",
		`s3_list prefix='archive/ x'`,
		`load2: bq_load table=orders filter={"region": "eu", "ids": [1, 2]} note="two words" dry=false`,
		"",
	), &out)
	resp, err := p.Plan(context.Background(), replanRequest())
	if err != nil {
		t.Fatal(err)
	}
	want := rung.Plan{Goal: "load the orders", Steps: []rung.Step{
		{ID: "s3_restore", Tool: "s3_restore", Args: map[string]any{"prefix": "archive/", "days": float64(7)}},
		{ID: "s3_list_2", Tool: "s3_list", Args: map[string]any{"prefix": "archive/ x"}},
		{ID: "load2", Tool: "bq_load", Args: map[string]any{"table": "orders", "filter": map[string]any{"region": "eu", "ids": []any{float64(1), float64(2)}}, "note": "two words", "dry": false}},
	}}
	if diff := cmp.Diff(want, resp.Plan); diff != "" {
		t.Errorf("plan (-want +got):\n%s", diff)
	}
	text := out.String()
	for _, want := range []string{
		"rung needs a new plan",
		"goal:    load the orders",
		"budget:  6,200 tokens left",
		"failed:  step load (tool bq_load)",
		"error:   premise (aws 404, code NoSuchKey)",
		"NoSuchKey: exports/orders.csv",
		rungtest.Epoch.UTC().Format("15:04:05") + ` s3_list {"prefix":"archive/"} -> {"keys":["archive/orders.csv"]}`,
		"- s3_list (s3_list)",
		"- s3_restore (changes the world)",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("output lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "hunter22") {
		t.Errorf("output shows a password:\n%s", text)
	}
}

func TestPlanJSONIsCheckedAndReasked(t *testing.T) {
	var out bytes.Buffer
	p := human.New(script(
		`{"steps": [`,
		`  {"id": "a", "tool": "rm_rf", "args": {}}`,
		`]}`,
		`bq_load table`,
		``,
		`[{"id": "a", "tool": "bq_load", "args": {"table": "orders"}, "intent": "load"}]`,
	), &out)
	resp, err := p.Plan(context.Background(), rung.PlanRequest{Purpose: rung.PurposePlan, Goal: "g", Tools: []rung.ToolInfo{loadTool}})
	if err != nil {
		t.Fatal(err)
	}
	want := rung.Plan{Goal: "g", Steps: []rung.Step{{ID: "a", Tool: "bq_load", Args: map[string]any{"table": "orders"}, Intent: "load"}}}
	if diff := cmp.Diff(want, resp.Plan); diff != "" {
		t.Errorf("plan (-want +got):\n%s", diff)
	}
	for _, want := range []string{
		`not usable: steps[0].tool: "rm_rf" is not a listed tool (the tools are bq_load)`,
		`not usable: line 1: "table" is not key=value`,
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
}

// cancelOn cancels a context when the planner prints a prompt, so that a
// test can cancel a question while it waits, without sleeping.
type cancelOn struct {
	mu     sync.Mutex
	prompt string
	cancel context.CancelFunc
}

func (c *cancelOn) Write(b []byte) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.cancel != nil && strings.Contains(string(b), c.prompt) {
		c.cancel()
		c.cancel = nil
	}
	return len(b), nil
}

func TestCancelWhileWaiting(t *testing.T) {
	pr, pw := io.Pipe()
	defer pw.Close()
	ctx, cancel := context.WithCancel(context.Background())
	out := &cancelOn{prompt: "choice> ", cancel: cancel}
	p := human.New(pr, out)
	_, err := p.Repair(ctx, repairRequest())
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want context.Canceled", err)
	}
	// A line typed afterwards answers the next question.
	go io.WriteString(pw, "r\n")
	resp, err := p.Repair(context.Background(), repairRequest())
	if err != nil || resp.Args["table"] != "orders" {
		t.Fatalf("next question: %+v, %v", resp, err)
	}
}

// A person drives the engine's repair rung: the load fails as too large,
// the person halves the batch, the second call succeeds.
func TestEngineRepairByAPerson(t *testing.T) {
	load := rungtest.Sequence(
		rungtest.Err(rung.Invalid(errors.New("413 Payload Too Large")).WithCode("http", 413, "")),
		rungtest.OK(map[string]any{"rows": 500}),
	)
	tool := load.Tool("bq_load", "table")
	var out bytes.Buffer
	engine := &rung.Engine{
		Tools: []rung.Tool{tool}, Planner: human.New(script("e", `{"table": "orders", "batch_size": 500}`), &out),
		Clock: rungtest.NewClock(rungtest.Epoch), Limits: rung.Limits{Deadline: time.Minute, Tokens: 1000},
	}
	report, err := engine.Run(context.Background(), &rung.Plan{Goal: "load", Steps: []rung.Step{
		{ID: "load", Tool: "bq_load", Args: map[string]any{"table": "orders", "batch_size": 1000}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	if report.Outcome != rung.OutcomeCompleted {
		t.Fatalf("outcome = %v (%s)\n%s", report.Outcome, report.Reason, out.String())
	}
	if got := load.Calls()[1].Args["batch_size"]; got != float64(500) {
		t.Errorf("second call's batch_size = %v, want 500", got)
	}
	if !strings.Contains(out.String(), "budget:  ") {
		t.Errorf("the budget line is not shown:\n%s", out.String())
	}
}
