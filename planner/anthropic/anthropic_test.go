package anthropic_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/planner/anthropic"
)

const testKey = "sk-ant-api03-rungtestKEY0123456789abcdef"

type answerSpec struct {
	status int
	header map[string]string
	body   string
}

// server is a local Messages endpoint that records every request and
// answers from a script.
type server struct {
	t       *testing.T
	mu      sync.Mutex
	script  []answerSpec
	bodies  []map[string]any
	headers []http.Header
	paths   []string
	*httptest.Server
}

func newServer(t *testing.T, script ...answerSpec) *server {
	t.Helper()
	s := &server{t: t, script: script}
	s.Server = httptest.NewServer(http.HandlerFunc(s.handle))
	t.Cleanup(s.Close)
	return s
}

func (s *server) handle(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	defer s.mu.Unlock()
	b, _ := io.ReadAll(r.Body)
	var body map[string]any
	if err := json.Unmarshal(b, &body); err != nil {
		s.t.Errorf("request body is not JSON: %v\n%s", err, b)
	}
	s.bodies = append(s.bodies, body)
	s.headers = append(s.headers, r.Header.Clone())
	s.paths = append(s.paths, r.Method+" "+r.URL.Path)
	if len(s.script) == 0 {
		s.t.Errorf("unexpected request %d", len(s.bodies))
		w.WriteHeader(500)
		io.WriteString(w, `{"type":"error","error":{"type":"api_error","message":"no scripted answer"}}`)
		return
	}
	a := s.script[0]
	s.script = s.script[1:]
	for k, v := range a.header {
		w.Header().Set(k, v)
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("request-id", "req_011CSHoEeqs5C35K2UUqR7Fy")
	if a.status == 0 {
		a.status = 200
	}
	w.WriteHeader(a.status)
	io.WriteString(w, a.body)
}

func (s *server) requests() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.bodies)
}

func (s *server) body(i int) map[string]any {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.bodies[i]
}

func newPlanner(t *testing.T, s *server, mod func(*anthropic.Config)) *anthropic.Planner {
	t.Helper()
	cfg := anthropic.Config{Model: "claude-sonnet-4-5", BaseURL: s.URL, APIKey: testKey, HTTPClient: s.Client()}
	if mod != nil {
		mod(&cfg)
	}
	p, err := anthropic.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// message is a real Messages API response body.
func message(content, stop string, in, out int) string {
	return fmt.Sprintf(`{
  "id": "msg_013Zva2CMHLNnXjNJJKqJ2EF",
  "type": "message",
  "role": "assistant",
  "model": "claude-sonnet-4-5-20250929",
  "content": %s,
  "stop_reason": %q,
  "stop_sequence": null,
  "usage": {"input_tokens": %d, "cache_creation_input_tokens": 0, "cache_read_input_tokens": 0,
    "cache_creation": {"ephemeral_5m_input_tokens": 0, "ephemeral_1h_input_tokens": 0},
    "output_tokens": %d, "service_tier": "standard"}
}`, content, stop, in, out)
}

func toolUse(id, name, input string) string {
	return `[{"type": "tool_use", "id": "` + id + `", "name": "` + name + `", "input": ` + input + `}]`
}

func errorBody(typ, msg string) string {
	m, _ := json.Marshal(msg)
	return `{"type":"error","error":{"type":"` + typ + `","message":` + string(m) + `},"request_id":"req_011CSHoEeqs5C35K2UUqR7Fy"}`
}

var tools = []rung.ToolInfo{
	{Name: "bq_load", Description: "load rows into a table", InputSchema: []byte(`{"type":"object","properties":{"table":{"type":"string"},"batch_size":{"type":"integer"}},"required":["table"]}`)},
	{Name: "s3_list"},
}

func planRequest() rung.PlanRequest {
	req := rung.PlanRequest{Purpose: rung.PurposePlan, Goal: "load the orders", Tools: tools, Budget: "6,200 tokens left"}
	req.Prompt = rung.PlanPrompt(req)
	return req
}

func repairRequest() rung.RepairRequest {
	req := rung.RepairRequest{
		Step:    rung.Step{ID: "load", Tool: "bq_load", Args: map[string]any{"table": "orders", "batch_size": float64(1000)}, Intent: "load the orders"},
		Tool:    tools[0],
		Failure: (&rung.Failure{Kind: rung.KindInvalid, Message: "request payload too large"}).WithCode("http", 400, "invalid"),
		Budget:  "1 repair left",
	}
	req.Prompt = rung.RepairPrompt(req)
	return req
}

func TestPlanForcedToolRequestAndAnswer(t *testing.T) {
	input := `{"steps":[{"id":"list","tool":"s3_list","args":{"prefix":"exports/"},"intent":"find the export"},{"id":"load","tool":"bq_load","args":{"table":"orders"},"intent":"load it"}]}`
	s := newServer(t, answerSpec{body: message(toolUse("toolu_01A09q90qw90lq917835lq9", "rung_plan", input), "tool_use", 1020, 88)})
	p := newPlanner(t, s, func(c *anthropic.Config) {
		c.Header = http.Header{"X-Gateway-Route": {"planner"}}
		temp := 0.0
		c.Temperature = &temp
		c.MaxTokens = 2000
	})
	req := planRequest()
	resp, err := p.Plan(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	want := rung.Plan{Goal: "load the orders", Steps: []rung.Step{
		{ID: "list", Tool: "s3_list", Args: map[string]any{"prefix": "exports/"}, Intent: "find the export"},
		{ID: "load", Tool: "bq_load", Args: map[string]any{"table": "orders"}, Intent: "load it"},
	}}
	if diff := cmp.Diff(want, resp.Plan); diff != "" {
		t.Errorf("plan (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(rung.Usage{InputTokens: 1020, OutputTokens: 88, Calls: 1, Model: "claude-sonnet-4-5-20250929"}, resp.Usage); diff != "" {
		t.Errorf("usage (-want +got):\n%s", diff)
	}

	if got := s.paths[0]; got != "POST /v1/messages" {
		t.Errorf("request line = %q", got)
	}
	h := s.headers[0]
	if h.Get("Authorization") != "Bearer "+testKey && h.Get("X-Api-Key") != testKey {
		t.Errorf("the key is not sent: Authorization %q, X-Api-Key %q", h.Get("Authorization"), h.Get("X-Api-Key"))
	}
	if h.Get("Anthropic-Version") == "" {
		t.Errorf("no anthropic-version header")
	}
	if got := h.Get("X-Gateway-Route"); got != "planner" {
		t.Errorf("extra header = %q", got)
	}
	b := s.body(0)
	if b["model"] != "claude-sonnet-4-5" || b["max_tokens"] != float64(2000) || b["temperature"] != 0.0 {
		t.Errorf("model/max_tokens/temperature = %v/%v/%v", b["model"], b["max_tokens"], b["temperature"])
	}
	wantSystem := []any{map[string]any{"type": "text", "text": req.Prompt.System}}
	if diff := cmp.Diff(wantSystem, b["system"]); diff != "" {
		t.Errorf("system (-want +got):\n%s", diff)
	}
	wantMsgs := []any{map[string]any{"role": "user", "content": []any{map[string]any{"type": "text", "text": req.Prompt.User}}}}
	if diff := cmp.Diff(wantMsgs, b["messages"]); diff != "" {
		t.Errorf("messages (-want +got):\n%s", diff)
	}
	choice := b["tool_choice"].(map[string]any)
	if choice["type"] != "tool" || choice["name"] != "rung_plan" {
		t.Errorf("tool_choice = %v", choice)
	}
	tl := b["tools"].([]any)
	if len(tl) != 1 {
		t.Fatalf("tools = %v", tl)
	}
	tool := tl[0].(map[string]any)
	schema := tool["input_schema"].(map[string]any)
	if tool["name"] != "rung_plan" || schema["type"] != "object" {
		t.Errorf("tool = %v", tool)
	}
	item := schema["properties"].(map[string]any)["steps"].(map[string]any)["items"].(map[string]any)
	args := item["properties"].(map[string]any)["args"].(map[string]any)
	if args["type"] != "object" {
		t.Errorf("step args schema = %v, want an object", args)
	}
	if diff := cmp.Diff([]any{"steps"}, schema["required"]); diff != "" {
		t.Errorf("required (-want +got):\n%s", diff)
	}
	if schema["additionalProperties"] != false {
		t.Errorf("additionalProperties = %v", schema["additionalProperties"])
	}
}

func TestRepair(t *testing.T) {
	s := newServer(t, answerSpec{body: message(`[{"type":"text","text":"Halving the batch."},`+strings.TrimPrefix(toolUse("toolu_1", "rung_repair", `{"args":{"table":"orders","batch_size":500}}`), "["), "tool_use", 400, 30)})
	p := newPlanner(t, s, nil)
	resp, err := p.Repair(context.Background(), repairRequest())
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(map[string]any{"table": "orders", "batch_size": float64(500)}, resp.Args); diff != "" {
		t.Errorf("args (-want +got):\n%s", diff)
	}
	tool := s.body(0)["tools"].([]any)[0].(map[string]any)
	args := tool["input_schema"].(map[string]any)["properties"].(map[string]any)["args"].(map[string]any)
	if diff := cmp.Diff([]any{"table"}, args["required"]); tool["name"] != "rung_repair" || diff != "" {
		t.Errorf("tool = %v; the args schema should be the tool's own input schema", tool)
	}
}

func TestCacheTokensAreCharged(t *testing.T) {
	body := strings.Replace(message(toolUse("toolu_1", "rung_repair", `{"args":{"table":"t2"}}`), "tool_use", 10, 5),
		`"cache_creation_input_tokens": 0, "cache_read_input_tokens": 0`, `"cache_creation_input_tokens": 200, "cache_read_input_tokens": 3000`, 1)
	s := newServer(t, answerSpec{body: body})
	resp, err := newPlanner(t, s, nil).Repair(context.Background(), repairRequest())
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(rung.Usage{InputTokens: 3210, OutputTokens: 5, Calls: 1, Model: "claude-sonnet-4-5-20250929"}, resp.Usage); diff != "" {
		t.Errorf("usage (-want +got):\n%s", diff)
	}
}

func TestInvalidAnswerGetsOneErrorToolResult(t *testing.T) {
	s := newServer(t,
		answerSpec{body: message(toolUse("toolu_bad", "rung_repair", `{"args":{"table":"orders","batch_size":1000}}`), "tool_use", 400, 30)},
		answerSpec{body: message(toolUse("toolu_good", "rung_repair", `{"args":{"table":"orders","batch_size":500}}`), "tool_use", 520, 31)},
	)
	p := newPlanner(t, s, nil)
	resp, err := p.Repair(context.Background(), repairRequest())
	if err != nil {
		t.Fatal(err)
	}
	if resp.Args["batch_size"] != float64(500) {
		t.Errorf("args = %v", resp.Args)
	}
	if diff := cmp.Diff(rung.Usage{InputTokens: 920, OutputTokens: 61, Calls: 2, Model: "claude-sonnet-4-5-20250929"}, resp.Usage); diff != "" {
		t.Errorf("usage of both calls (-want +got):\n%s", diff)
	}
	msgs := s.body(1)["messages"].([]any)
	if len(msgs) != 3 {
		t.Fatalf("second request has %d messages, want 3", len(msgs))
	}
	asst := msgs[1].(map[string]any)
	if asst["role"] != "assistant" || asst["content"].([]any)[0].(map[string]any)["id"] != "toolu_bad" {
		t.Errorf("second message = %v, want the refused tool call", asst)
	}
	res := msgs[2].(map[string]any)["content"].([]any)[0].(map[string]any)
	if res["type"] != "tool_result" || res["tool_use_id"] != "toolu_bad" || res["is_error"] != true {
		t.Errorf("feedback = %v, want an error tool_result for toolu_bad", res)
	}
	text := res["content"].([]any)[0].(map[string]any)["text"].(string)
	if !strings.Contains(text, "<data>\nargs: are the arguments that failed") {
		t.Errorf("feedback does not fence the problem as data:\n%s", text)
	}
}

func TestInvalidTwiceIsAnInvalidFailure(t *testing.T) {
	bad := message(toolUse("toolu_1", "rung_plan", `{"steps":[{"id":"a","tool":"bq_load","args":["orders"]}]}`), "tool_use", 100, 20)
	s := newServer(t, answerSpec{body: bad}, answerSpec{body: bad})
	resp, err := newPlanner(t, s, nil).Plan(context.Background(), planRequest())
	f, ok := rung.AsFailure(err)
	if !ok || f.Kind != rung.KindInvalid || f.Protocol != "anthropic" || !strings.Contains(f.Reason, "steps[0].args") {
		t.Fatalf("err = %#v, want invalid naming steps[0].args", err)
	}
	if resp.Usage != (rung.Usage{InputTokens: 200, OutputTokens: 40, Calls: 2, Model: "claude-sonnet-4-5-20250929"}) {
		t.Errorf("usage = %+v, want both calls", resp.Usage)
	}
	if s.requests() != 2 {
		t.Errorf("requests = %d, want 2", s.requests())
	}
}

func TestUnusableAnswers(t *testing.T) {
	tests := []struct{ name, content, stop, code string }{
		{"max tokens", toolUse("toolu_1", "rung_plan", `{"steps":[]}`), "max_tokens", "max_tokens"},
		{"refusal", `[{"type":"text","text":"I can't help with that."}]`, "refusal", "refusal"},
		{"empty", `[]`, "end_turn", "empty_content"},
		{"context window", `[{"type":"text","text":"{\"steps\":"}]`, "model_context_window_exceeded", "model_context_window_exceeded"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newServer(t, answerSpec{body: message(tt.content, tt.stop, 50, 9)})
			resp, err := newPlanner(t, s, nil).Plan(context.Background(), planRequest())
			f, ok := rung.AsFailure(err)
			if !ok || f.Kind != rung.KindAmbiguous || f.Code != tt.code {
				t.Fatalf("err = %#v, want ambiguous %s", err, tt.code)
			}
			if resp.Usage.Tokens() != 59 {
				t.Errorf("usage = %+v, want the call's tokens charged", resp.Usage)
			}
			if s.requests() != 1 {
				t.Errorf("requests = %d, want 1", s.requests())
			}
		})
	}
}

func TestAPIErrors(t *testing.T) {
	tests := []struct {
		name       string
		status     int
		header     map[string]string
		body       string
		kind       rung.Kind
		code       string
		retryAfter time.Duration
		reason     string
	}{
		{
			name: "rate limit", status: 429,
			header: map[string]string{"retry-after": "13", "anthropic-ratelimit-input-tokens-remaining": "0", "anthropic-ratelimit-input-tokens-reset": "2026-11-29T12:00:13Z"},
			body:   errorBody("rate_limit_error", "This request would exceed the rate limit for your organization (abc) of 30,000 input tokens per minute. For details, refer to: https://docs.claude.com/en/api/rate-limits."),
			kind:   rung.KindTransient, code: "rate_limit_error", retryAfter: 13 * time.Second,
		},
		{
			name: "overloaded", status: 529,
			body: errorBody("overloaded_error", "Overloaded"),
			kind: rung.KindTransient, code: "overloaded_error",
		},
		{
			name: "prompt too long", status: 400,
			body: errorBody("invalid_request_error", "prompt is too long: 215304 tokens > 200000 maximum"),
			kind: rung.KindInvalid, code: "invalid_request_error", reason: "shrink",
		},
		{
			name: "credit balance too low", status: 400,
			body: errorBody("invalid_request_error", "Your credit balance is too low to access the Anthropic API. Please go to Plans & Billing to upgrade or purchase credits."),
			kind: rung.KindPremise, code: "invalid_request_error",
		},
		{
			name: "authentication", status: 401,
			body: errorBody("authentication_error", "invalid x-api-key"),
			kind: rung.KindDenied, code: "authentication_error",
		},
		{
			name: "permission", status: 403,
			body: errorBody("permission_error", "Your API key does not have permission to use the specified resource."),
			kind: rung.KindDenied, code: "permission_error",
		},
		{
			name: "request too large", status: 413,
			body: errorBody("request_too_large", "Request exceeds the maximum allowed number of bytes."),
			kind: rung.KindInvalid, code: "request_too_large", reason: "shrink",
		},
		{
			name: "api error", status: 500,
			body: errorBody("api_error", "Internal server error"),
			kind: rung.KindTransient, code: "api_error",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newServer(t, answerSpec{status: tt.status, header: tt.header, body: tt.body})
			_, err := newPlanner(t, s, nil).Plan(context.Background(), planRequest())
			if n := s.requests(); n != 1 {
				t.Errorf("requests = %d, want exactly 1 (the SDK must not retry)", n)
			}
			f, ok := rung.AsFailure(err)
			if !ok {
				t.Fatalf("err = %v, want a *rung.Failure", err)
			}
			if f.Kind != tt.kind || f.Code != tt.code || f.Status != tt.status || f.Protocol != "anthropic" {
				t.Errorf("failure = kind %v code %q status %d protocol %q, want %v %q %d anthropic (reason %q)", f.Kind, f.Code, f.Status, f.Protocol, tt.kind, tt.code, tt.status, f.Reason)
			}
			if f.RetryAfter != tt.retryAfter {
				t.Errorf("RetryAfter = %v, want %v", f.RetryAfter, tt.retryAfter)
			}
			if !strings.Contains(f.Reason, tt.reason) {
				t.Errorf("reason = %q, want it to contain %q", f.Reason, tt.reason)
			}
			// The cause tells its HTTP status to code that knows no
			// planner's types.
			var st interface{ HTTPStatus() int }
			if !errors.As(err, &st) || st.HTTPStatus() != tt.status {
				t.Errorf("errors.As(HTTPStatus) = %v", st)
			}
			js, _ := json.Marshal(f)
			for _, text := range []string{err.Error(), f.Message, f.Reason, string(js), fmt.Sprintf("%v %+v", err, err)} {
				if strings.Contains(text, testKey) {
					t.Errorf("the API key leaked: %s", text)
				}
			}
		})
	}
}

func TestKeyEchoedInErrorIsScrubbed(t *testing.T) {
	s := newServer(t, answerSpec{status: 401, body: errorBody("authentication_error", "invalid x-api-key: "+testKey)})
	_, err := newPlanner(t, s, nil).Plan(context.Background(), planRequest())
	f, _ := rung.AsFailure(err)
	if f == nil || strings.Contains(f.Message, testKey) || !strings.Contains(f.Message, rung.Redacted) {
		t.Errorf("message = %q, want the key redacted", f.Message)
	}
}

func TestTransportError(t *testing.T) {
	s := newServer(t)
	url := s.URL
	s.Close()
	p, err := anthropic.New(anthropic.Config{Model: "m", BaseURL: url, APIKey: testKey})
	if err != nil {
		t.Fatal(err)
	}
	_, err = p.Repair(context.Background(), repairRequest())
	f, ok := rung.AsFailure(err)
	if !ok || f.Protocol != "anthropic" || f.Status != 0 || f.Kind != rung.KindTransient {
		t.Fatalf("err = %#v, want a transient transport failure", err)
	}
}

func TestConfig(t *testing.T) {
	t.Setenv("ANTHROPIC_API_KEY", "")
	if _, err := anthropic.New(anthropic.Config{APIKey: "k"}); err == nil || !strings.Contains(err.Error(), "Model") {
		t.Errorf("no model: err = %v", err)
	}
	if _, err := anthropic.New(anthropic.Config{Model: "m"}); err == nil || !strings.Contains(err.Error(), "ANTHROPIC_API_KEY") {
		t.Errorf("no key: err = %v", err)
	}
	if _, err := anthropic.New(anthropic.Config{Model: "m", APIKey: "k", BaseURL: "::"}); err == nil {
		t.Errorf("bad base URL accepted")
	}
	s := newServer(t, answerSpec{body: message(toolUse("toolu_1", "rung_plan", `{"steps":[{"id":"a","tool":"s3_list","args":{}}]}`), "tool_use", 1, 1)})
	t.Setenv("ANTHROPIC_API_KEY", "sk-ant-from-the-environment")
	p, err := anthropic.New(anthropic.Config{Model: "m", BaseURL: s.URL})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.Plan(context.Background(), planRequest()); err != nil {
		t.Fatal(err)
	}
	h := s.headers[0]
	if !strings.Contains(h.Get("Authorization")+h.Get("X-Api-Key"), "sk-ant-from-the-environment") {
		t.Errorf("the key from ANTHROPIC_API_KEY is not sent: %v", h)
	}
	if b := s.body(0); b["max_tokens"] != float64(anthropic.DefaultMaxTokens) {
		t.Errorf("max_tokens = %v", b["max_tokens"])
	}
	if _, ok := s.body(0)["temperature"]; ok {
		t.Errorf("temperature sent without being configured")
	}
}

// A compatible server that answers in text despite the forced tool choice
// is read in the prompt's own format (a repair is the bare arguments), and
// the feedback turn is then a text turn.
func TestTextAnswerInsteadOfToolCall(t *testing.T) {
	s := newServer(t,
		answerSpec{body: message(`[{"type":"text","text":"{\"table\": \"orders\", \"batch_size\": 1000}"}]`, "end_turn", 30, 10)},
		answerSpec{body: message(`[{"type":"text","text":"{\"table\": \"orders\", \"batch_size\": 250}"}]`, "end_turn", 50, 10)},
	)
	resp, err := newPlanner(t, s, nil).Repair(context.Background(), repairRequest())
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(map[string]any{"table": "orders", "batch_size": float64(250)}, resp.Args); diff != "" {
		t.Errorf("args (-want +got):\n%s", diff)
	}
	msgs := s.body(1)["messages"].([]any)
	fb := msgs[2].(map[string]any)["content"].([]any)[0].(map[string]any)
	if fb["type"] != "text" || !strings.Contains(fb["text"].(string), "are the arguments that failed") {
		t.Errorf("feedback = %v, want a text turn", fb)
	}
}
