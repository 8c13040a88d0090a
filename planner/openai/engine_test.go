package openai_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/rungtest"
)

// The planner drives the engine's repair rung end to end: the load fails
// as too large, the model (a local server) answers with half the batch,
// the second call succeeds, and the run is charged the model's tokens.
func TestEngineRepair(t *testing.T) {
	s := newServer(t, answerSpec{body: completion(contentMessage(`{"args":"{\"table\":\"orders\",\"batch_size\":500}"}`), "stop", 700, 40)})
	load := rungtest.Sequence(
		rungtest.Err(rung.Invalid(errors.New("413 Payload Too Large: batch exceeds 600 rows")).WithCode("http", 413, "")),
		rungtest.OK(map[string]any{"rows": 500}),
	)
	tool := load.Tool("bq_load", "table")
	engine := &rung.Engine{
		Tools: []rung.Tool{tool}, Planner: newPlanner(t, s, nil), Clock: rungtest.NewClock(rungtest.Epoch),
		Limits: rung.Limits{Deadline: time.Minute, Tokens: 10000},
	}
	report, err := engine.Run(context.Background(), &rung.Plan{Goal: "load", Steps: []rung.Step{
		{ID: "load", Tool: "bq_load", Intent: "load the orders", Args: map[string]any{"table": "orders", "batch_size": 1000}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	if report.Outcome != rung.OutcomeCompleted || report.Tokens != 740 {
		t.Fatalf("outcome %v, tokens %d (%s); want completed with 740 tokens", report.Outcome, report.Tokens, report.Reason)
	}
	if got := load.Calls()[1].Args["batch_size"]; got != float64(500) {
		t.Errorf("second call's batch_size = %v, want 500", got)
	}
	// What the model saw is the engine's repair prompt, as is.
	user := s.body(0)["messages"].([]any)[1].(map[string]any)["content"].(string)
	if !strings.Contains(user, "batch exceeds 600 rows") || !strings.Contains(user, "Budget: ") {
		t.Errorf("user message is not the engine's repair prompt:\n%s", user)
	}
}

// A model whose answers stay unusable makes the engine hand back, and both
// calls are charged.
func TestEngineHandsBackOnInvalidAnswers(t *testing.T) {
	bad := completion(contentMessage(`{"args":"[]"}`), "stop", 300, 10)
	s := newServer(t, answerSpec{body: bad}, answerSpec{body: bad})
	load := rungtest.Sequence(rungtest.Err(rung.Invalid(errors.New("400 bad batch_size")).WithCode("http", 400, "")))
	engine := &rung.Engine{
		Tools: []rung.Tool{load.Tool("bq_load", "table")}, Planner: newPlanner(t, s, nil), Clock: rungtest.NewClock(rungtest.Epoch),
		Limits: rung.Limits{Deadline: time.Minute, Tokens: 10000},
	}
	report, err := engine.Run(context.Background(), &rung.Plan{Goal: "load", Steps: []rung.Step{
		{ID: "load", Tool: "bq_load", Args: map[string]any{"table": "orders", "batch_size": 1000}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	if report.Outcome != rung.OutcomeHandback || report.Tokens != 620 {
		t.Errorf("outcome %v, tokens %d; want handback with 620 tokens", report.Outcome, report.Tokens)
	}
	if !strings.Contains(report.Reason, "args") {
		t.Errorf("reason = %q, want it to name the field", report.Reason)
	}
}
