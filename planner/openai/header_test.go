package openai_test

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rungkit/rung/planner/openai"
)

var okPlan = completion(contentMessage(`{"steps":[{"id":"a","tool":"s3_list","args":"{}","intent":""}]}`), "stop", 1, 1)

// The headers the SDK sent from the environment are sent still, under
// Config.Header, whose first value of a name replaces and whose further
// values are added; OPENAI_BASE_URL was never read, since the base URL is
// always explicit.
func TestHeaders(t *testing.T) {
	t.Setenv("OPENAI_ORG_ID", "org-env")
	t.Setenv("OPENAI_PROJECT_ID", "proj_env")
	t.Setenv("OPENAI_CUSTOM_HEADERS", "X-Team: search\nX-Cost-Center: 42")
	t.Setenv("OPENAI_BASE_URL", "http://127.0.0.1:1/v1")
	s := newServer(t, answerSpec{body: okPlan})
	p := newPlanner(t, s, func(c *openai.Config) {
		c.Header = http.Header{"X-Route": {"a", "b"}, "Openai-Project": {"proj_cfg"}, "X-Team": {"ads"}}
	})
	if _, err := p.Plan(context.Background(), planRequest()); err != nil {
		t.Fatal(err)
	}
	h := s.headers[0]
	want := map[string][]string{
		"Authorization":       {"Bearer " + testKey},
		"Openai-Organization": {"org-env"},
		"Openai-Project":      {"proj_cfg"},
		"X-Team":              {"ads"},
		"X-Cost-Center":       {"42"},
		"X-Route":             {"a", "b"},
		"Content-Type":        {"application/json"},
		"Accept":              {"application/json"},
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

// A gateway's own Authorization in Config.Header replaces the key's.
func TestHeaderAuthorizationWins(t *testing.T) {
	s := newServer(t, answerSpec{body: okPlan})
	p := newPlanner(t, s, func(c *openai.Config) { c.Header = http.Header{"Authorization": {"Bearer gw-token-4Fd9"}} })
	if _, err := p.Plan(context.Background(), planRequest()); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"Bearer gw-token-4Fd9"}, s.headers[0].Values("Authorization")); diff != "" {
		t.Errorf("Authorization (-want +got):\n%s", diff)
	}
}

// The refused tool call goes back as the assistant's message with its id,
// type and function, and the feedback answers it by id.
func TestFeedbackEchoesTheToolCall(t *testing.T) {
	bad := toolMessage("call_7", "rung_repair", `{"args":{"table":"orders","batch_size":1000}}`)
	good := toolMessage("call_8", "rung_repair", `{"args":{"table":"orders","batch_size":500}}`)
	s := newServer(t, answerSpec{body: completion(bad, "tool_calls", 5, 5)}, answerSpec{body: completion(good, "tool_calls", 5, 5)})
	p := newPlanner(t, s, func(c *openai.Config) { c.Output = openai.OutputTool })
	if _, err := p.Repair(context.Background(), repairRequest()); err != nil {
		t.Fatal(err)
	}
	msgs := s.body(1)["messages"].([]any)
	wantAsst := map[string]any{"role": "assistant", "tool_calls": []any{map[string]any{
		"id": "call_7", "type": "function",
		"function": map[string]any{"name": "rung_repair", "arguments": `{"args":{"table":"orders","batch_size":1000}}`},
	}}}
	if diff := cmp.Diff(wantAsst, msgs[2]); diff != "" {
		t.Errorf("assistant message (-want +got):\n%s", diff)
	}
	if m := msgs[3].(map[string]any); m["role"] != "tool" || m["tool_call_id"] != "call_7" {
		t.Errorf("feedback = %v", m)
	}
}

// Some OpenAI-compatible servers send a tool call's arguments as an object
// and content as an array of parts; both are read.
func TestCompatibleServerShapes(t *testing.T) {
	args := `{"role":"assistant","content":null,"tool_calls":[{"id":"c1","type":"function","function":{"name":"rung_repair","arguments":{"args":{"table":"orders","batch_size":250}}}}]}`
	parts := `{"role":"assistant","content":[{"type":"text","text":"{\"table\":\"orders\","},{"type":"text","text":"\"batch_size\":125}"}]}`
	s := newServer(t, answerSpec{body: completion(args, "tool_calls", 1, 1)}, answerSpec{body: completion(parts, "stop", 1, 1)})
	p := newPlanner(t, s, func(c *openai.Config) { c.Output = openai.OutputTool })
	for _, want := range []float64{250, 125} {
		resp, err := p.Repair(context.Background(), repairRequest())
		if err != nil {
			t.Fatal(err)
		}
		if resp.Args["batch_size"] != want {
			t.Errorf("args = %v, want batch_size %v", resp.Args, want)
		}
	}
}

// A header net/http would refuse at the first request is refused by New,
// naming where it came from and never echoing its value.
func TestBadHeader(t *testing.T) {
	tests := []struct {
		name string
		env  map[string]string
		hdr  http.Header
		want string
	}{
		{"name", nil, http.Header{"X Route": {"a"}}, `openai: Config.Header: header name "X Route" is not an HTTP token`},
		{"value", nil, http.Header{"X-Gateway-Key": {"gw-secret-9Xq\r\nInjected: 1"}}, "openai: Config.Header: header X-Gateway-Key: the value holds a control character"},
		{"custom env", map[string]string{"OPENAI_CUSTOM_HEADERS": "X-Team: a\x01b"}, nil, "openai: OPENAI_CUSTOM_HEADERS: header X-Team: the value holds a control character"},
		{"project env", map[string]string{"OPENAI_PROJECT_ID": "proj\n"}, nil, "openai: OPENAI_PROJECT_ID: header Openai-Project: the value holds a control character"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for k, v := range tt.env {
				t.Setenv(k, v)
			}
			_, err := openai.New(openai.Config{Model: "m", APIKey: "k", BaseURL: "http://127.0.0.1:1/v1", Header: tt.hdr})
			if err == nil || err.Error() != tt.want {
				t.Errorf("err = %v, want %q", err, tt.want)
			}
		})
	}
}
