package anthropic_test

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rungkit/rung/planner/anthropic"
)

func okPlan() answerSpec {
	return answerSpec{body: message(toolUse("toolu_1", "rung_plan", `{"steps":[{"id":"a","tool":"s3_list","args":{}}]}`), "tool_use", 1, 1)}
}

// The key goes in x-api-key with anthropic-version 2023-06-01; Config.Header
// comes last, its first value of a name replacing and its further values
// added. ANTHROPIC_BASE_URL is not read, as the SDK's environment defaults
// were off.
func TestHeaders(t *testing.T) {
	t.Setenv("ANTHROPIC_BASE_URL", "http://127.0.0.1:1")
	s := newServer(t, okPlan())
	p := newPlanner(t, s, func(c *anthropic.Config) {
		c.Header = http.Header{"Anthropic-Beta": {"a-2025-01-01", "b-2025-02-02"}}
	})
	if _, err := p.Plan(context.Background(), planRequest()); err != nil {
		t.Fatal(err)
	}
	h := s.headers[0]
	want := map[string][]string{
		"X-Api-Key":         {testKey},
		"Anthropic-Version": {"2023-06-01"},
		"Anthropic-Beta":    {"a-2025-01-01", "b-2025-02-02"},
		"Content-Type":      {"application/json"},
		"Accept":            {"application/json"},
		"Authorization":     nil,
	}
	for k, v := range want {
		if diff := cmp.Diff(v, h.Values(k)); diff != "" {
			t.Errorf("%s (-want +got):\n%s", k, diff)
		}
	}
	if ua := h.Get("User-Agent"); !strings.HasPrefix(ua, "rung/") {
		t.Errorf("User-Agent = %q, want rung/VERSION", ua)
	}
}

// A gateway that authenticates with its own bearer token gets that, and not
// the key in x-api-key as well.
func TestHeaderAuthorizationReplacesTheKey(t *testing.T) {
	s := newServer(t, okPlan())
	p := newPlanner(t, s, func(c *anthropic.Config) { c.Header = http.Header{"Authorization": {"Bearer gw-token-2Ka7"}} })
	if _, err := p.Plan(context.Background(), planRequest()); err != nil {
		t.Fatal(err)
	}
	h := s.headers[0]
	if h.Get("Authorization") != "Bearer gw-token-2Ka7" || h.Get("X-Api-Key") != "" {
		t.Errorf("Authorization %q, X-Api-Key %q; want the gateway's token only", h.Get("Authorization"), h.Get("X-Api-Key"))
	}
}

// The feedback turn sends the assistant's content back as it came: text,
// thinking with its signature (the API checks it), the tool call, and a
// block of a type the planner does not know.
func TestFeedbackSendsTheAnswerBack(t *testing.T) {
	content := `[{"type":"thinking","thinking":"halve it","signature":"EqQBCgIYAhIM"},` +
		`{"type":"text","text":"Halving.","citations":null},` +
		`{"type":"server_tool_use","id":"srvtoolu_1","name":"web_search","input":{"query":"x"}},` +
		`{"type":"tool_use","id":"toolu_bad","name":"rung_repair","input":{"args":{"table":"orders","batch_size":1000}}}]`
	s := newServer(t,
		answerSpec{body: message(content, "tool_use", 10, 10)},
		answerSpec{body: message(toolUse("toolu_good", "rung_repair", `{"args":{"table":"orders","batch_size":500}}`), "tool_use", 10, 10)},
	)
	if _, err := newPlanner(t, s, nil).Repair(context.Background(), repairRequest()); err != nil {
		t.Fatal(err)
	}
	want := map[string]any{"role": "assistant", "content": []any{
		map[string]any{"type": "thinking", "thinking": "halve it", "signature": "EqQBCgIYAhIM"},
		map[string]any{"type": "text", "text": "Halving."},
		map[string]any{"type": "server_tool_use", "id": "srvtoolu_1", "name": "web_search", "input": map[string]any{"query": "x"}},
		map[string]any{"type": "tool_use", "id": "toolu_bad", "name": "rung_repair", "input": map[string]any{"args": map[string]any{"table": "orders", "batch_size": float64(1000)}}},
	}}
	if diff := cmp.Diff(want, s.body(1)["messages"].([]any)[1]); diff != "" {
		t.Errorf("assistant turn (-want +got):\n%s", diff)
	}
}

func TestBadHeader(t *testing.T) {
	_, err := anthropic.New(anthropic.Config{Model: "m", APIKey: "k", Header: http.Header{"Anthropic-Beta": {"a\nb"}}})
	if want := "anthropic: Config.Header: header Anthropic-Beta: the value holds a control character"; err == nil || err.Error() != want {
		t.Errorf("err = %v, want %q", err, want)
	}
}
