package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// rung submit queues plans in the default SQLite ledger, rung worker works
// them, and rung runs lists them as queued, then finished, in text and JSON.
func TestSubmitWorkerRuns(t *testing.T) {
	var mu sync.Mutex
	posts := map[string]int{}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodPost {
			mu.Lock()
			posts[r.Header.Get("Idempotency-Key")]++
			mu.Unlock()
		}
		w.Header().Set("Content-Type", "application/json")
		w.Write([]byte(`{"ok":true}`))
	}))
	defer srv.Close()
	t.Chdir(t.TempDir())
	var plans []string
	for i := range 2 {
		p := fmt.Sprintf("p%d.yaml", i)
		os.WriteFile(p, []byte(fmt.Sprintf("goal: note %d\ntools:\n  http:\n    base_url: %s\nplan:\n  steps:\n    - tool: http.get\n      args: {url: /a}\n    - tool: http.request\n      args: {method: POST, url: /note/%d}\n", i, srv.URL, i)), 0o644)
		plans = append(plans, p)
	}

	var out, errb bytes.Buffer
	if code := Main(context.Background(), append([]string{"submit"}, plans...), nil, &out, &errb); code != ExitOK {
		t.Fatalf("submit exited %d: %s", code, errb.String())
	}
	if n := strings.Count(out.String(), "queued run run-"); n != 2 {
		t.Fatalf("submit printed %q", out.String())
	}
	out.Reset()
	if code := Main(context.Background(), []string{"runs"}, nil, &out, &errb); code != ExitOK || strings.Count(out.String(), " queued ") != 2 {
		t.Fatalf("runs exited %d:\n%s%s", code, out.String(), errb.String())
	}

	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan int, 1)
	var werr bytes.Buffer
	go func() {
		done <- Main(ctx, []string{"worker", "--concurrency", "2", "--quiet"}, nil, &bytes.Buffer{}, &werr)
	}()
	deadline := time.Now().Add(time.Minute)
	var listed []map[string]any
	for {
		out.Reset()
		if code := Main(context.Background(), []string{"runs", "--json"}, nil, &out, &errb); code != ExitOK {
			t.Fatalf("runs --json exited %d: %s", code, errb.String())
		}
		listed = listed[:0]
		finished := 0
		for _, line := range strings.Split(strings.TrimSpace(out.String()), "\n") {
			var r map[string]any
			if err := json.Unmarshal([]byte(line), &r); err != nil {
				t.Fatalf("runs --json line %q: %v", line, err)
			}
			listed = append(listed, r)
			if r["state"] == "finished" {
				finished++
			}
		}
		if finished == 2 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("runs not finished after a minute: %s", out.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
	cancel()
	if code := <-done; code != ExitOK {
		t.Errorf("worker exited %d: %s", code, werr.String())
	}
	for _, r := range listed {
		res, _ := r["result"].(map[string]any)
		if res["outcome"] != "completed" || !strings.HasPrefix(r["plan_hash"].(string), "sha256:") {
			t.Errorf("listed run %v", r)
		}
		if _, err := os.Stat(filepath.Join(runsDir, r["run_id"].(string)+".jsonl")); err != nil {
			t.Errorf("no trace for %s: %v", r["run_id"], err)
		}
	}
	mu.Lock()
	defer mu.Unlock()
	if len(posts) != 2 {
		t.Errorf("POSTs by key %v: want one per run", posts)
	}
	for k, n := range posts {
		if n != 1 {
			t.Errorf("key %s POSTed %d times", k, n)
		}
	}
	out.Reset()
	Main(context.Background(), []string{"runs"}, nil, &out, &errb)
	if strings.Count(out.String(), " finished ") != 2 || !strings.Contains(out.String(), "completed") {
		t.Errorf("runs after the worker:\n%s", out.String())
	}
}

// The queue commands refuse what cannot work: no plan, a memory ledger.
func TestQueueCommandsUsage(t *testing.T) {
	t.Chdir(t.TempDir())
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"submit"}, ExitUsage, "Usage: rung submit"},
		{[]string{"submit", "--ledger", "memory:", "p.yaml"}, ExitUsage, "memory"},
		{[]string{"worker", "--concurrency", "0"}, ExitUsage, "--concurrency 0"},
		{[]string{"worker", "--ledger", "memory:"}, ExitUsage, "memory"},
		{[]string{"runs", "extra"}, ExitUsage, "Usage: rung runs"},
		{[]string{"submit", "missing.yaml"}, ExitFailure, "missing.yaml"},
	} {
		var out, errb bytes.Buffer
		if code := Main(context.Background(), c.args, nil, &out, &errb); code != c.code || !strings.Contains(errb.String(), c.want) {
			t.Errorf("%v: exit %d, stderr %q; want %d and %q", c.args, code, errb.String(), c.code, c.want)
		}
	}
}
