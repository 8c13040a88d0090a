package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/rungkit/rung/internal/pgtest"
	"github.com/rungkit/rung/tool/mcp/mcptest"
)

var expectedRe = regexp.MustCompile(`(?m)^Expected outcome: (completed|handback|abort)\s*$`)

// TestExamplePlans runs every plan in examples/plans with `rung run --json`
// and checks that it ends in the outcome its README states. A plan that
// needs the MCP reference servers is skipped only when they are not
// installed; CI installs them.
func TestExamplePlans(t *testing.T) {
	root, err := filepath.Abs("../../examples/plans")
	if err != nil {
		t.Fatal(err)
	}
	dirs, err := os.ReadDir(root)
	if err != nil {
		t.Fatal(err)
	}
	if os.Getenv(mcptest.EnvDir) == "" {
		t.Setenv(mcptest.EnvDir, mcptest.Dir())
	}
	t.Chdir(t.TempDir()) // .rung/ (ledger, traces, run files) goes there
	n := 0
	for _, d := range dirs {
		if !d.IsDir() {
			continue
		}
		n++
		dir := filepath.Join(root, d.Name())
		t.Run(d.Name(), func(t *testing.T) {
			readme, err := os.ReadFile(filepath.Join(dir, "README.md"))
			if err != nil {
				t.Fatalf("every example needs a README stating its outcome: %v", err)
			}
			m := expectedRe.FindSubmatch(readme)
			if m == nil {
				t.Fatalf("%s/README.md has no line \"Expected outcome: completed|handback|abort\"", d.Name())
			}
			want := string(m[1])
			plan, err := os.ReadFile(filepath.Join(dir, "plan.yaml"))
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Contains(plan, []byte("outcome: "+want)) {
				t.Errorf("plan.yaml's expect.outcome disagrees with the README's %s", want)
			}
			if bytes.Contains(plan, []byte("RUNG_MCP_SERVERS_DIR")) {
				mcptest.FilesystemServer(t) // skips when node or the servers are missing
			}
			var out, errb bytes.Buffer
			code := Main(context.Background(), []string{"run", "--json", filepath.Join(dir, "plan.yaml")}, strings.NewReader(""), &out, &errb)
			var rep struct {
				Outcome string `json:"outcome"`
				Reason  string `json:"reason"`
			}
			if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
				t.Fatalf("exit %d, stdout is not a JSON report: %v\nstderr:\n%s", code, err, errb.String())
			}
			if rep.Outcome != want {
				t.Fatalf("outcome %s (%s), want %s\nstderr:\n%s", rep.Outcome, rep.Reason, want, errb.String())
			}
			if wantCode := map[string]int{"completed": ExitOK, "handback": ExitHandback, "abort": ExitAbort}[want]; code != wantCode {
				t.Errorf("exit status %d, want %d", code, wantCode)
			}
		})
	}
	if n < 3 {
		t.Errorf("found %d example plans, want at least 3", n)
	}
}

const resumePlan = `goal: Copy the report into the outbox.
tools:
  fs: {root: data}
plan:
  steps:
    - {id: read, tool: fs.read, args: {path: in/report.txt}}
    - {id: write, tool: fs.write, args: {path: out/report.txt, content: "${read.content}", parents: true}}
`

// TestRunResume: a run that handed back (the input is missing) resumes once
// the input exists, without re-running what it recorded; a plan edited in
// between is a divergence and exits 3 with nothing run.
func TestRunResume(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	os.MkdirAll("data/in", 0o755)
	os.WriteFile("plan.yaml", []byte(strings.Replace(resumePlan, "fs: {root: data}", "fs: {root: data}\npolicy: {replans: 0}", 1)), 0o644)
	os.WriteFile("data/in/first.txt", []byte("x"), 0o644)

	// A first step that completes, then a step that cannot: hand back.
	plan2 := strings.Replace(resumePlan, "    - {id: read,", "    - {id: list, tool: fs.list, args: {path: in}}\n    - {id: read,", 1)
	os.WriteFile("plan.yaml", []byte(strings.Replace(plan2, "fs: {root: data}", "fs: {root: data}\npolicy: {replans: 0, probes: 0}", 1)), 0o644)
	var out, errb bytes.Buffer
	code := Main(context.Background(), []string{"run", "--json", "plan.yaml"}, strings.NewReader(""), &out, &errb)
	if code != ExitHandback {
		t.Fatalf("run: exit %d, want 3\n%s\n%s", code, out.String(), errb.String())
	}
	var rep struct {
		RunID string `json:"run_id"`
	}
	json.Unmarshal(out.Bytes(), &rep)
	if rep.RunID == "" {
		t.Fatal("no run id in the report")
	}
	if _, err := os.Stat(filepath.Join(".rung/runs", rep.RunID+".jsonl")); err != nil {
		t.Errorf("trace: %v", err)
	}

	// The person fixes the world; resume.
	os.WriteFile("data/in/report.txt", []byte("hello"), 0o644)
	out.Reset()
	errb.Reset()
	code = Main(context.Background(), []string{"resume", "--json", rep.RunID}, strings.NewReader(""), &out, &errb)
	if code != ExitOK {
		t.Fatalf("resume: exit %d\n%s\n%s", code, out.String(), errb.String())
	}
	var res struct {
		Steps []struct {
			ID       string `json:"id"`
			Restored bool   `json:"restored"`
		} `json:"steps"`
		ToolCalls int `json:"tool_calls"`
	}
	json.Unmarshal(out.Bytes(), &res)
	if len(res.Steps) != 3 || !res.Steps[0].Restored || res.ToolCalls != 2 {
		t.Errorf("resume report: %+v, %d tool calls; want list restored and 2 calls", res.Steps, res.ToolCalls)
	}
	if b, _ := os.ReadFile("data/out/report.txt"); string(b) != "hello" {
		t.Errorf("out/report.txt = %q", b)
	}

	// A renamed step between the record and the resume: divergence.
	os.WriteFile("plan.yaml", []byte(strings.Replace(string(mustRead(t, "plan.yaml")), "id: list,", "id: list_inbox,", 1)), 0o644)
	out.Reset()
	errb.Reset()
	code = Main(context.Background(), []string{"resume", rep.RunID}, strings.NewReader(""), &out, &errb)
	if code != ExitHandback || !strings.Contains(out.String(), `recorded as "list" and is now "list_inbox"`) {
		t.Errorf("diverged resume: exit %d\n%s", code, out.String())
	}
}

func mustRead(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestRunUsageAndErrors(t *testing.T) {
	t.Chdir(t.TempDir())
	var out, errb bytes.Buffer
	if code := Main(context.Background(), []string{"run"}, nil, &out, &errb); code != ExitUsage {
		t.Errorf("no plan: exit %d, want 2", code)
	}
	os.WriteFile("bad.yaml", []byte("goal: g\ntools:\n  fs: {root: .}\nplan:\n  steps: [{tool: nope}]\n"), 0o644)
	errb.Reset()
	if code := Main(context.Background(), []string{"run", "bad.yaml"}, nil, &out, &errb); code != ExitFailure || !strings.Contains(errb.String(), "bad.yaml:5: plan.steps[0].tool: unknown tool") {
		t.Errorf("bad plan: exit %d, stderr %q", code, errb.String())
	}
	errb.Reset()
	if code := Main(context.Background(), []string{"resume", "run-nope"}, nil, &out, &errb); code != ExitFailure {
		t.Errorf("unknown run: exit %d, want 1 (%s)", code, errb.String())
	}
}

// TestRunCtrlC cancels the run's context while its second call is in flight
// (what Ctrl-C does): the run stops cleanly with exit 3 and says how to
// resume, and the resume does not call the first step's endpoint again.
func TestRunCtrlC(t *testing.T) {
	t.Chdir(t.TempDir())
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var mu sync.Mutex
	hits := map[string]int{}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		hits[r.URL.Path]++
		n := hits[r.URL.Path]
		mu.Unlock()
		if r.URL.Path == "/slow" && n == 1 {
			cancel() // Ctrl-C while the call runs
			<-r.Context().Done()
			return
		}
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, `{"ok":true}`)
	}))
	defer srv.Close()
	os.WriteFile("plan.yaml", []byte(`goal: Call both endpoints.
tools:
  http: {base_url: "${API_URL}"}
plan:
  steps:
    - {id: first, tool: http.get, args: {url: /first}}
    - {id: slow, tool: http.get, args: {url: /slow}}
`), 0o644)
	t.Setenv("API_URL", srv.URL)
	var out, errb bytes.Buffer
	code := Main(ctx, []string{"run", "--json", "plan.yaml"}, strings.NewReader(""), &out, &errb)
	var rep struct {
		RunID   string `json:"run_id"`
		Outcome string `json:"outcome"`
	}
	json.Unmarshal(out.Bytes(), &rep)
	if code != ExitHandback || rep.Outcome != "handback" || !strings.Contains(errb.String(), "rung resume "+rep.RunID) {
		t.Fatalf("exit %d, outcome %q, stderr:\n%s", code, rep.Outcome, errb.String())
	}
	out.Reset()
	errb.Reset()
	if code := Main(context.Background(), []string{"resume", rep.RunID}, strings.NewReader(""), &out, &errb); code != ExitOK {
		t.Fatalf("resume: exit %d\n%s\n%s", code, out.String(), errb.String())
	}
	mu.Lock()
	defer mu.Unlock()
	if hits["/first"] != 1 || hits["/slow"] != 2 {
		t.Errorf("hits = %v, want /first once and /slow twice", hits)
	}
}

// TestResumeBeforeAnyStep: a run stopped before its first step completed
// has no checkpoint; resuming it runs it from the start under its own id.
func TestResumeBeforeAnyStep(t *testing.T) {
	t.Chdir(t.TempDir())
	os.MkdirAll("data", 0o755)
	os.WriteFile("plan.yaml", []byte("goal: g\npolicy: {replans: 0, probes: 0}\ntools:\n  fs: {root: data}\nplan:\n  steps: [{id: read, tool: fs.read, args: {path: a.txt}}]\n"), 0o644)
	var out, errb bytes.Buffer
	if code := Main(context.Background(), []string{"run", "--json", "plan.yaml"}, strings.NewReader(""), &out, &errb); code != ExitHandback {
		t.Fatalf("run: exit %d\n%s", code, errb.String())
	}
	var rep struct {
		RunID string `json:"run_id"`
	}
	json.Unmarshal(out.Bytes(), &rep)
	os.WriteFile("data/a.txt", []byte("a"), 0o644)
	out.Reset()
	errb.Reset()
	if code := Main(context.Background(), []string{"resume", "--json", rep.RunID}, strings.NewReader(""), &out, &errb); code != ExitOK {
		t.Fatalf("resume: exit %d\n%s", code, errb.String())
	}
	if !strings.Contains(out.String(), `"run_id": "`+rep.RunID+`"`) {
		t.Errorf("the resumed run has another id:\n%s", out.String())
	}
}

// TestRunPostgresLedger runs an example with --ledger a PostgreSQL URL and
// resumes it there (skipped without TEST_DATABASE_URL, never in CI).
func TestRunPostgresLedger(t *testing.T) {
	url := pgtest.URL(t)
	plan, err := filepath.Abs("../../examples/plans/vendor-export/plan.yaml")
	if err != nil {
		t.Fatal(err)
	}
	t.Chdir(t.TempDir())
	var out, errb bytes.Buffer
	if code := Main(context.Background(), []string{"run", "--quiet", "--json", "--ledger", url, plan}, strings.NewReader(""), &out, &errb); code != ExitOK {
		t.Fatalf("exit %d\n%s", code, errb.String())
	}
	var rep struct {
		RunID string `json:"run_id"`
	}
	json.Unmarshal(out.Bytes(), &rep)
	out.Reset()
	errb.Reset()
	if code := Main(context.Background(), []string{"resume", "--quiet", "--json", "--ledger", url, rep.RunID}, strings.NewReader(""), &out, &errb); code != ExitOK {
		t.Fatalf("resume: exit %d\n%s", code, errb.String())
	}
	// The three steps that completed are restored; only the failed read
	// and its probe (read-only) run again.
	if n := strings.Count(out.String(), `"restored": true`); n != 3 || !strings.Contains(out.String(), `"tool_calls": 2`) {
		t.Errorf("resume restored %d steps, want 3, with 2 calls:\n%s", n, out.String())
	}
}

// TestProgressPlain: progress written to something that is not a terminal
// is plain lines: the step, the rung and the budget left, no escapes.
func TestProgressPlain(t *testing.T) {
	plan, _ := filepath.Abs("../../examples/plans/vendor-export/plan.yaml")
	t.Chdir(t.TempDir())
	var out, errb bytes.Buffer
	Main(context.Background(), []string{"run", "--markdown", "report.md", plan}, strings.NewReader(""), &out, &errb)
	if md, err := os.ReadFile("report.md"); err != nil || !bytes.Contains(md, []byte("### Steps")) {
		t.Errorf("--markdown: %v\n%s", err, md)
	}
	if !strings.HasPrefix(out.String(), "COMPLETED") {
		t.Errorf("the text report does not lead with the outcome:\n%s", out.String())
	}
	got := errb.String()
	for _, want := range []string{"step 2: read_export (fs.read), attempt 1", "✗ premise:", "→ probe (kind):", "→ replan (kind):", "59 s left]", "= plan 2 (replan"} {
		if !strings.Contains(got, want) {
			t.Errorf("progress lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "\x1b[") {
		t.Errorf("progress to a non-terminal has colour escapes:\n%q", got)
	}
}

// TestResumeRefusesTheMemoryLedger: a run made on the memory: ledger kept
// no checkpoint and no key, so resuming it would start over with its side
// effects unguarded; rung resume says so instead, whether the ledger was
// recorded with the run or named on the command line.
func TestResumeRefusesTheMemoryLedger(t *testing.T) {
	t.Chdir(t.TempDir())
	os.MkdirAll("data", 0o755)
	os.WriteFile("plan.yaml", []byte("goal: g\npolicy: {replans: 0, probes: 0}\ntools:\n  fs: {root: data}\nplan:\n  steps: [{id: read, tool: fs.read, args: {path: a.txt}}]\n"), 0o644)
	var out, errb bytes.Buffer
	if code := Main(context.Background(), []string{"run", "--json", "--ledger", "memory:", "plan.yaml"}, strings.NewReader(""), &out, &errb); code != ExitHandback {
		t.Fatalf("run: exit %d\n%s", code, errb.String())
	}
	var rep struct {
		RunID string `json:"run_id"`
	}
	json.Unmarshal(out.Bytes(), &rep)
	for _, args := range [][]string{{"resume", rep.RunID}, {"resume", "--ledger", "memory:", rep.RunID}} {
		out.Reset()
		errb.Reset()
		code := Main(context.Background(), args, strings.NewReader(""), &out, &errb)
		if code == ExitOK || !strings.Contains(errb.String(), "memory: ledger") || out.Len() != 0 {
			t.Errorf("%v: exit %d, stdout %q, stderr:\n%s", args, code, out.String(), errb.String())
		}
	}
}
