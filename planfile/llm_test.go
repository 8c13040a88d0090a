package planfile_test

import (
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

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/planfile"
)

// TestOpenAIPlannerWritesThePlan: a file with no plan and an openai planner
// (a local server speaking Chat Completions) gets its plan written from the
// goal; the API key comes from the variable the file names and reaches the
// server only.
func TestOpenAIPlannerWritesThePlan(t *testing.T) {
	var calls atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		if r.Header.Get("Authorization") != "Bearer k-test-123" || !strings.HasSuffix(r.URL.Path, "/chat/completions") {
			http.Error(w, `{"error":{"message":"bad auth","type":"invalid_request_error"}}`, http.StatusUnauthorized)
			return
		}
		body, _ := io.ReadAll(r.Body)
		if !strings.Contains(string(body), "List the inbox.") {
			t.Errorf("the request does not carry the goal: %s", body)
		}
		plan := `{"steps":[{"id":"list","tool":"fs.list","args":"{\"path\":\".\"}","intent":"look at the inbox"}]}`
		c, _ := json.Marshal(plan)
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, `{"id":"chatcmpl-1","object":"chat.completion","created":1741570283,"model":"m",
		  "choices":[{"index":0,"message":{"role":"assistant","content":`+string(c)+`,"refusal":null},"finish_reason":"stop"}],
		  "usage":{"prompt_tokens":120,"completion_tokens":30,"total_tokens":150}}`)
	}))
	defer srv.Close()
	dir := t.TempDir()
	os.Mkdir(filepath.Join(dir, "inbox"), 0o755)
	src := `goal: List the inbox.
tools:
  fs: {root: inbox, read_only: true}
planner:
  openai:
    model: m
    base_url: ${OPENAI_TEST_URL}/v1
    api_key_env: OPENAI_TEST_KEY
`
	s := openPlan(t, dir, src, map[string]string{"OPENAI_TEST_URL": srv.URL, "OPENAI_TEST_KEY": "k-test-123"}, planfile.Options{})
	if len(s.Plan.Steps) != 0 {
		t.Fatalf("the file has no plan, got %d steps", len(s.Plan.Steps))
	}
	rep, err := s.Engine().Run(context.Background(), s.Plan)
	if err != nil || rep.Outcome != rung.OutcomeCompleted {
		t.Fatalf("run: %v %s %s", err, rep.Outcome, rep.Reason)
	}
	if calls.Load() != 1 || rep.Counters.Tokens != 150 || len(rep.Steps) != 1 || rep.Steps[0].Tool != "fs.list" {
		t.Errorf("calls %d, tokens %d, steps %+v", calls.Load(), rep.Counters.Tokens, rep.Steps)
	}
	if j, _ := rep.JSON(); strings.Contains(string(j), "k-test-123") {
		t.Error("the report shows the API key")
	}
}
