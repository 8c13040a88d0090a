package planfile_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/planfile"
	"github.com/rungkit/rung/rungtest"
)

// openPlan parses src as dir/plan.yaml and opens it with env and opts.
func openPlan(t *testing.T, dir, src string, env map[string]string, opts planfile.Options) *planfile.Setup {
	t.Helper()
	p, err := planfile.Parse(filepath.Join(dir, "plan.yaml"), []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	opts.Getenv = func(k string) (string, bool) { v, ok := env[k]; return v, ok }
	s, err := p.Open(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// TestAnthropicPlannerWritesThePlan: a file with no plan and an anthropic
// planner (a local server speaking the Messages API) gets its plan written
// from the goal through the forced rung_plan tool; the key reaches the
// server only, and the usage the API reports is what the run spent.
func TestAnthropicPlannerWritesThePlan(t *testing.T) {
	var calls atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		// The SDK sends the key as a bearer token (older versions used
		// x-api-key); either reaches the API.
		key := r.Header.Get("X-Api-Key")
		if key == "" {
			key = strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")
		}
		if key != "sk-ant-test-456" || r.Header.Get("Anthropic-Version") == "" || !strings.HasSuffix(r.URL.Path, "/v1/messages") {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusUnauthorized)
			io.WriteString(w, `{"type":"error","error":{"type":"authentication_error","message":"invalid x-api-key"},"request_id":"req_1"}`)
			return
		}
		var req map[string]any
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
			t.Errorf("request body: %v", err)
		}
		if b, _ := json.Marshal(req); !strings.Contains(string(b), "List the inbox.") || req["model"] != "claude-test" {
			t.Errorf("the request does not carry the goal and the model: %s", b)
		}
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, `{"id":"msg_01","type":"message","role":"assistant","model":"claude-test-20260101",
		  "content":[{"type":"tool_use","id":"toolu_01","name":"rung_plan","input":{"steps":[{"id":"list","tool":"fs.list","args":{"path":"."},"intent":"look at the inbox"}]}}],
		  "stop_reason":"tool_use","stop_sequence":null,
		  "usage":{"input_tokens":140,"cache_creation_input_tokens":0,"cache_read_input_tokens":0,"output_tokens":25}}`)
	}))
	defer srv.Close()
	dir := t.TempDir()
	os.Mkdir(filepath.Join(dir, "inbox"), 0o755)
	src := `goal: List the inbox.
tools:
  fs: {root: inbox, read_only: true}
planner:
  anthropic:
    model: claude-test
    base_url: ${ANTHROPIC_TEST_URL}
    api_key_env: ANTHROPIC_TEST_KEY
`
	s := openPlan(t, dir, src, map[string]string{"ANTHROPIC_TEST_URL": srv.URL, "ANTHROPIC_TEST_KEY": "sk-ant-test-456"}, planfile.Options{})
	var models []string
	e := s.Engine()
	e.Observers = append(e.Observers, rung.ObserverFunc(func(ev rung.Event) {
		if ev.Type == rung.EventModelCall {
			models = append(models, ev.Usage.Model)
		}
	}))
	rep, err := e.Run(context.Background(), s.Plan)
	if err != nil || rep.Outcome != rung.OutcomeCompleted {
		t.Fatalf("run: %v %s %s", err, rep.Outcome, rep.Reason)
	}
	if calls.Load() != 1 || rep.Counters.Tokens != 165 || len(rep.Steps) != 1 || rep.Steps[0].Tool != "fs.list" {
		t.Errorf("calls %d, tokens %d, steps %+v", calls.Load(), rep.Counters.Tokens, rep.Steps)
	}
	if len(models) != 1 || models[0] != "claude-test-20260101" {
		t.Errorf("model_call events name %v", models)
	}
	if j, _ := rep.JSON(); strings.Contains(string(j), "sk-ant-test-456") {
		t.Error("the report shows the API key")
	}
}

// TestAnthropicPlannerOverloadedIsRetried: the API's 529 overloaded_error
// is transient; the engine waits and asks again, and the run completes.
func TestAnthropicPlannerOverloadedIsRetried(t *testing.T) {
	var calls atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		if calls.Add(1) == 1 {
			w.Header().Set("Retry-After", "0")
			w.WriteHeader(529)
			io.WriteString(w, `{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"},"request_id":"req_2"}`)
			return
		}
		io.WriteString(w, `{"id":"msg_02","type":"message","role":"assistant","model":"claude-test",
		  "content":[{"type":"tool_use","id":"toolu_02","name":"rung_plan","input":{"steps":[{"id":"list","tool":"fs.list","args":{"path":"."}}]}}],
		  "stop_reason":"tool_use","stop_sequence":null,"usage":{"input_tokens":100,"output_tokens":20}}`)
	}))
	defer srv.Close()
	dir := t.TempDir()
	os.Mkdir(filepath.Join(dir, "inbox"), 0o755)
	src := `goal: List the inbox.
tools:
  fs: {root: inbox, read_only: true}
planner:
  anthropic: {model: claude-test, base_url: "${ANTHROPIC_TEST_URL}", api_key_env: ANTHROPIC_TEST_KEY}
`
	s := openPlan(t, dir, src, map[string]string{"ANTHROPIC_TEST_URL": srv.URL, "ANTHROPIC_TEST_KEY": "k"}, planfile.Options{})
	e := s.Engine()
	clock := rungtest.NewClock(time.Date(2026, 11, 29, 0, 0, 0, 0, time.UTC))
	e.Clock = clock // the backoff before the second request is virtual
	rep, err := e.Run(context.Background(), s.Plan)
	if err != nil || rep.Outcome != rung.OutcomeCompleted || calls.Load() != 2 {
		t.Fatalf("run: %v %s %s after %d calls", err, rep.Outcome, rep.Reason, calls.Load())
	}
	if waited := clock.Now().Sub(time.Date(2026, 11, 29, 0, 0, 0, 0, time.UTC)); waited <= 0 {
		t.Errorf("the engine did not wait before asking again (%v)", waited)
	}
}

// TestHumanPlannerFromAPlanFile: a file with a human planner and a plan
// whose read fails as a premise; the person sees the failure at the
// terminal and writes the replacement step, and the run completes.
func TestHumanPlannerFromAPlanFile(t *testing.T) {
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "drop", "fallback"), 0o755)
	os.WriteFile(filepath.Join(dir, "drop", "fallback", "export.csv"), []byte("id\n1\n"), 0o644)
	src := `goal: Read the vendor's export.
tools:
  fs: {root: drop, read_only: true}
planner:
  human: {}
plan:
  steps:
    - {id: read, tool: fs.read, args: {path: export.csv}, intent: read the export}
`
	in := strings.NewReader("read2: fs.read path=fallback/export.csv\n\n")
	var out bytes.Buffer
	s := openPlan(t, dir, src, nil, planfile.Options{In: in, Out: &out})
	rep, err := s.Engine().Run(context.Background(), s.Plan)
	if err != nil || rep.Outcome != rung.OutcomeCompleted {
		t.Fatalf("run: %v %s %s\nterminal:\n%s", err, rep.Outcome, rep.Reason, out.String())
	}
	if !strings.Contains(out.String(), "export.csv") || rep.Counters.Tokens != 0 {
		t.Errorf("the person did not see the failure, or tokens were spent (%d):\n%s", rep.Counters.Tokens, out.String())
	}
	var done []string
	for _, st := range rep.Steps {
		if st.State == rung.StepDone {
			done = append(done, st.ID)
		}
	}
	if strings.Join(done, ",") != "read2" {
		t.Errorf("done steps %v, want read2", done)
	}
}

// TestHumanPlannerStopHandsBack: the person types stop; the run hands back
// and says the person stopped it.
func TestHumanPlannerStopHandsBack(t *testing.T) {
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "drop"), 0o755)
	src := `goal: Read the vendor's export.
tools:
  fs: {root: drop, read_only: true}
planner:
  human: {}
plan:
  steps:
    - {id: read, tool: fs.read, args: {path: export.csv}}
`
	var out bytes.Buffer
	s := openPlan(t, dir, src, nil, planfile.Options{In: strings.NewReader("stop\n"), Out: &out})
	rep, err := s.Engine().Run(context.Background(), s.Plan)
	if err != nil || rep.Outcome != rung.OutcomeHandback || !strings.Contains(rep.Reason, "the person chose to stop") {
		t.Fatalf("run: %v %s %q", err, rep.Outcome, rep.Reason)
	}
}
