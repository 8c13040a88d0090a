package answer_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/planner/internal/answer"
	"github.com/rungkit/rung/planner/openai"
	"github.com/rungkit/rung/rungtest"
)

const loadSchema = `{"type":"object","properties":{"table":{"type":"string"},"batch_size":{"type":"integer","minimum":1},"mode":{"enum":["append","replace"]},"columns":{"type":"array","items":{"type":"object","properties":{"name":{"type":"string"}},"required":["name"]}}},"required":["table"],"additionalProperties":false}`

var schemaTools = []rung.ToolInfo{
	{Name: "bq_load", InputSchema: []byte(loadSchema)},
	{Name: "s3_list"},
}

func TestCheckPlanValidatesArgsAgainstTheToolSchema(t *testing.T) {
	req := rung.PlanRequest{Purpose: rung.PurposeReplan, Goal: "g", Tools: schemaTools}
	list := rung.Step{ID: "list", Tool: "s3_list", Args: map[string]any{"prefix": "x"}}
	tests := []struct {
		name      string
		args      map[string]any
		wantField string
	}{
		{"valid", map[string]any{"table": "t", "batch_size": float64(10)}, ""},
		{"wrong type", map[string]any{"table": "t", "batch_size": "ten"}, "steps[1].args.batch_size"},
		{"number for integer", map[string]any{"table": "t", "batch_size": 2.5}, "steps[1].args.batch_size"},
		{"missing required", map[string]any{"batch_size": float64(10)}, "steps[1].args.table"},
		{"extra property", map[string]any{"table": "t", "drop": true}, "steps[1].args.drop"},
		{"below minimum", map[string]any{"table": "t", "batch_size": float64(0)}, "steps[1].args.batch_size"},
		{"not in enum", map[string]any{"table": "t", "mode": "merge"}, "steps[1].args.mode"},
		{"nested item", map[string]any{"table": "t", "columns": []any{map[string]any{"name": "a"}, map[string]any{"name": 7}}}, "steps[1].args.columns[1].name"},
		{"whole-value reference matches any type", map[string]any{"table": "t", "batch_size": "${list.count}"}, ""},
		{"reference inside a string", map[string]any{"table": "orders_${list.day}", "batch_size": "${list.count}"}, ""},
		{"reference does not excuse another argument", map[string]any{"table": "${list.name}", "batch_size": "ten"}, "steps[1].args.batch_size"},
		{"reference does not excuse a missing one", map[string]any{"batch_size": "${list.count}"}, "steps[1].args.table"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			plan := rung.Plan{Steps: []rung.Step{list, {ID: "load", Tool: "bq_load", Args: tt.args}}}
			err := answer.CheckPlan(plan, req)
			if tt.wantField == "" {
				if err != nil {
					t.Fatalf("err = %v, want none", err)
				}
				return
			}
			var ae *answer.Error
			if !errors.As(err, &ae) || ae.Field != tt.wantField {
				t.Fatalf("err = %v, want an *Error on %s", err, tt.wantField)
			}
		})
	}
}

func TestCheckRepairValidatesArgsAgainstTheToolSchema(t *testing.T) {
	req := rung.RepairRequest{Step: rung.Step{ID: "load", Tool: "bq_load", Args: map[string]any{"table": "t", "batch_size": float64(1000)}}, Tool: schemaTools[0]}
	for args, want := range map[string]string{
		`{"table":"t","batch_size":"500"}`: "args.batch_size",
		`{"table":"t","batch_size":0}`:     "args.batch_size",
		`{"batch_size":500}`:               "args.table",
		`{"table":"t","rows":500}`:         "args.rows",
		`{"table":"t","mode":"merge"}`:     "args.mode",
	} {
		_, err := answer.ParseRepair(args, req, false)
		var ae *answer.Error
		if !errors.As(err, &ae) || ae.Field != want {
			t.Errorf("%s: err = %v, want an *Error on %s", args, err, want)
		}
	}
	if _, err := answer.ParseRepair(`{"table":"t","batch_size":500}`, req, false); err != nil {
		t.Errorf("valid repair refused: %v", err)
	}
}

// chatServer is a local Chat Completions endpoint answering from a script
// and recording each request's messages.
type chatServer struct {
	mu      sync.Mutex
	answers []string
	bodies  []string
	*httptest.Server
}

func newChatServer(t *testing.T, answers ...string) *chatServer {
	s := &chatServer{answers: answers}
	s.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		s.mu.Lock()
		defer s.mu.Unlock()
		s.bodies = append(s.bodies, string(b))
		if len(s.answers) == 0 {
			t.Errorf("unexpected request %d", len(s.bodies))
			http.Error(w, `{"error":{"message":"no scripted answer","type":"server_error"}}`, 500)
			return
		}
		content := s.answers[0]
		s.answers = s.answers[1:]
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprintf(w, `{"id":"chatcmpl-1","object":"chat.completion","created":1741570283,"model":"gpt-4.1-mini-2025-04-14",
"choices":[{"index":0,"message":{"role":"assistant","content":%q,"refusal":null},"finish_reason":"stop"}],
"usage":{"prompt_tokens":100,"completion_tokens":20,"total_tokens":120}}`, content)
	}))
	t.Cleanup(s.Close)
	return s
}

func (s *chatServer) body(i int) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.bodies[i]
}

func (s *chatServer) planner(t *testing.T) *openai.Planner {
	p, err := openai.New(openai.Config{Model: "gpt-4.1-mini", BaseURL: s.URL + "/v1", APIKey: "sk-test-0123456789", HTTPClient: s.Client()})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func loadTool(s *rungtest.Script) rung.Tool {
	t := s.Tool("bq_load", "table")
	t.InputSchema = []byte(loadSchema)
	return t
}

// TestOpenAIReplanBreakingTheSchemaGetsFeedback: the model's replan has a
// step whose batch_size is a string; the feedback turn names
// steps[0].args.batch_size; the corrected replan runs, and the refused one
// never reached the tool.
func TestOpenAIReplanBreakingTheSchemaGetsFeedback(t *testing.T) {
	bad := `{"steps":[{"id":"load","tool":"bq_load","args":"{\"table\":\"orders\",\"batch_size\":\"500\"}","intent":"load"}]}`
	good := `{"steps":[{"id":"load","tool":"bq_load","args":"{\"table\":\"orders\",\"batch_size\":500}","intent":"load"}]}`
	s := newChatServer(t, bad, good)
	list := rungtest.Fails(rung.Premise(errors.New("NoSuchKey: exports/orders.csv")))
	load := rungtest.Returns(map[string]any{"rows": 500})
	e := &rung.Engine{
		Tools:   []rung.Tool{list.Tool("s3_list", "prefix"), loadTool(load)},
		Planner: s.planner(t), Clock: rungtest.NewClock(rungtest.Epoch),
		Limits: rung.Limits{Deadline: time.Minute, Tokens: 100000},
	}
	rep, err := e.Run(context.Background(), &rung.Plan{Goal: "load the orders", Steps: []rung.Step{
		{ID: "list", Tool: "s3_list", Args: map[string]any{"prefix": "exports/orders.csv"}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Outcome != rung.OutcomeCompleted {
		t.Fatalf("outcome %s: %s", rep.Outcome, rep.Reason)
	}
	if calls := load.Calls(); len(calls) != 1 || calls[0].Args["batch_size"] != float64(500) {
		t.Fatalf("load calls %+v, want one with batch_size 500", calls)
	}
	if fb := s.body(1); !strings.Contains(fb, `steps[0].args.batch_size: `) {
		t.Errorf("the feedback turn does not name steps[0].args.batch_size:\n%s", fb)
	}
}

// TestOpenAIRepairBreakingTheSchemaGetsFeedback: the same for a repair:
// the first answer drops the required table, the feedback names args.table,
// the second answer runs.
func TestOpenAIRepairBreakingTheSchemaGetsFeedback(t *testing.T) {
	s := newChatServer(t, `{"args":"{\"batch_size\":500}"}`, `{"args":"{\"table\":\"orders\",\"batch_size\":500}"}`)
	load := rungtest.Sequence(
		rungtest.Err(rung.Invalid(errors.New("413 Payload Too Large: batch exceeds 600 rows")).WithCode("http", 413, "")),
		rungtest.OK(map[string]any{"rows": 500}),
	)
	e := &rung.Engine{
		Tools: []rung.Tool{loadTool(load)}, Planner: s.planner(t), Clock: rungtest.NewClock(rungtest.Epoch),
		Limits: rung.Limits{Deadline: time.Minute, Tokens: 100000},
	}
	rep, err := e.Run(context.Background(), &rung.Plan{Goal: "load", Steps: []rung.Step{
		{ID: "load", Tool: "bq_load", Args: map[string]any{"table": "orders", "batch_size": 1000}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Outcome != rung.OutcomeCompleted {
		t.Fatalf("outcome %s: %s", rep.Outcome, rep.Reason)
	}
	calls := load.Calls()
	if len(calls) != 2 || calls[1].Args["table"] != "orders" {
		t.Fatalf("load calls %+v, want the failing one and the valid repair", calls)
	}
	if fb := s.body(1); !strings.Contains(fb, `args.table: is missing`) {
		t.Errorf("the feedback turn does not name args.table:\n%s", fb)
	}
}
