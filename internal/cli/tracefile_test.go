package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/rungkit/rung/trace"
)

// readTrace reads a trace file that must be whole: a header and records
// with no unreadable line.
func readTrace(t *testing.T, path string) []trace.Record {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r := trace.NewReader(f, path)
	var recs []trace.Record
	for {
		rec, err := r.Next()
		if err != nil {
			if err != io.EOF {
				t.Fatalf("%s: %v", path, err)
			}
			break
		}
		recs = append(recs, rec)
	}
	if r.Header() == nil {
		t.Fatalf("%s has no header", path)
	}
	return recs
}

// TestResumesKeepTheirOwnTraces: the run writes RUNID.jsonl and each resume
// a new RUNID.resume-N.jsonl; no resume rewrites an earlier trace, and
// `rung doctor RUNID` reads all of them.
func TestResumesKeepTheirOwnTraces(t *testing.T) {
	t.Chdir(t.TempDir())
	os.MkdirAll("data", 0o755)
	os.WriteFile("plan.yaml", []byte("goal: g\npolicy: {replans: 0, probes: 0}\ntools:\n  fs: {root: data}\nplan:\n  steps: [{id: read, tool: fs.read, args: {path: a.txt}}]\n"), 0o644)
	var out, errb bytes.Buffer
	if code := Main(context.Background(), []string{"run", "--json", "--quiet", "plan.yaml"}, strings.NewReader(""), &out, &errb); code != ExitHandback {
		t.Fatalf("run: exit %d\n%s", code, errb.String())
	}
	var rep struct {
		RunID string `json:"run_id"`
	}
	json.Unmarshal(out.Bytes(), &rep)
	first := filepath.Join(runsDir, rep.RunID+".jsonl")
	before := mustRead(t, first)

	// Two resumes, back to back (in the same second: the old scheme named
	// resume traces by the second and the second resume truncated the first).
	for range 2 {
		out.Reset()
		errb.Reset()
		if code := Main(context.Background(), []string{"resume", "--quiet", rep.RunID}, strings.NewReader(""), &out, &errb); code != ExitHandback {
			t.Fatalf("resume: exit %d\n%s", code, errb.String())
		}
	}
	if !bytes.Equal(mustRead(t, first), before) {
		t.Errorf("a resume rewrote the run's trace %s", first)
	}
	files := []string{first, filepath.Join(runsDir, rep.RunID+".resume-1.jsonl"), filepath.Join(runsDir, rep.RunID+".resume-2.jsonl")}
	for _, f := range files {
		recs := readTrace(t, f)
		if len(recs) < 2 || recs[0].Type != "run_start" || recs[len(recs)-1].Type != "run_end" || recs[0].Run != rep.RunID {
			t.Errorf("%s is not one whole run of %s: %d records", f, rep.RunID, len(recs))
		}
	}

	code, stdout, stderr := doctorRun(t, "", "--format", "json", rep.RunID)
	var a struct {
		Sources []struct{ Name string } `json:"sources"`
	}
	json.Unmarshal([]byte(stdout), &a)
	var got []string
	for _, s := range a.Sources {
		got = append(got, s.Name)
	}
	if code != ExitOK || strings.Join(got, " ") != strings.Join(files, " ") {
		t.Errorf("rung doctor %s: exit %d, read %q, want %q\n%s", rep.RunID, code, got, files, stderr)
	}
}

// TestHelperRung is not a test: TestRunKilledKeepsTrace starts the test
// binary again with RUNG_TEST_HELPER=1 to run `rung` in a process it can
// kill.
func TestHelperRung(t *testing.T) {
	if os.Getenv("RUNG_TEST_HELPER") != "1" {
		return
	}
	args := os.Args
	for i, a := range args {
		if a == "--" {
			args = args[i+1:]
			break
		}
	}
	os.Exit(Main(context.Background(), args, os.Stdin, os.Stdout, os.Stderr))
}

// TestRunKilledKeepsTrace runs `rung run` in a subprocess on a plan whose
// second step hangs, SIGKILLs it once the trace shows that step started,
// and checks the trace holds every event up to there, each line whole.
// Before the writer flushed by itself, the file was empty.
func TestRunKilledKeepsTrace(t *testing.T) {
	dir := t.TempDir()
	release := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/slow" {
			select {
			case <-r.Context().Done():
			case <-release:
			}
			return
		}
		w.Header().Set("Content-Type", "application/json")
		w.Write([]byte(`{"ok":true}`))
	}))
	defer srv.Close()
	defer close(release)
	os.WriteFile(filepath.Join(dir, "plan.yaml"), []byte(`goal: Call both endpoints.
tools:
  http: {base_url: "${API_URL}", timeout: 1m}
plan:
  steps:
    - {id: first, tool: http.get, args: {url: /first}}
    - {id: slow, tool: http.get, args: {url: /slow}}
`), 0o644)

	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperRung$", "--", "run", "--quiet", "plan.yaml")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "RUNG_TEST_HELPER=1", "API_URL="+srv.URL)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	defer func() {
		cmd.Process.Kill()
		<-exited
	}()

	// Poll for the slow step's start: it is flushed by the writer's timer,
	// not by a step boundary.
	var path string
	var data []byte
	deadline := time.Now().Add(30 * time.Second)
	for !bytes.Contains(data, []byte(`"type":"step_start","at"`)) || !bytes.Contains(data, []byte(`"step":"slow"`)) {
		select {
		case err := <-exited:
			t.Fatalf("rung run exited before it was killed: %v\n%s", err, stderr.String())
		case <-time.After(10 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			t.Fatalf("after 30 s the trace %q holds %d bytes and not the slow step's start:\n%s\nstderr:\n%s", path, len(data), data, stderr.String())
		}
		if m, _ := filepath.Glob(filepath.Join(dir, runsDir, "*.jsonl")); len(m) == 1 {
			path = m[0]
			data, _ = os.ReadFile(path)
		}
	}
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	err := <-exited
	exited <- err // for the deferred wait
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.Sys().(syscall.WaitStatus).Signal() != syscall.SIGKILL {
		t.Fatalf("rung run was not killed: %v", err)
	}

	recs := readTrace(t, path)
	var types []string
	for _, r := range recs {
		types = append(types, string(r.Type)+":"+r.Step)
	}
	got := strings.Join(types, " ")
	for _, want := range []string{"run_start:", "plan:", "step_start:first", "step_end:first", "step_start:slow"} {
		if !strings.Contains(got, want) {
			t.Errorf("the killed run's trace lacks %s: %s", want, got)
		}
	}
	if strings.Contains(got, "run_end") {
		t.Errorf("the run ended before it was killed: %s", got)
	}
}

// TestConcurrentResumesGetTheirOwnFiles: resumes of one run started at the
// same moment each create a trace file of their own (O_EXCL picks the next
// free number), and none opens a file that already exists.
func TestConcurrentResumesGetTheirOwnFiles(t *testing.T) {
	t.Chdir(t.TempDir())
	os.MkdirAll(runsDir, 0o755)
	os.WriteFile(filepath.Join(runsDir, "run-x.resume-2.jsonl"), []byte("another resume's\n"), 0o644)
	const n = 16
	paths := make(chan string, n)
	var wg sync.WaitGroup
	for range n {
		wg.Go(func() {
			f, path, err := createTrace("", "run-x", true)
			if err != nil {
				t.Error(err)
				return
			}
			f.Close()
			paths <- path
		})
	}
	wg.Wait()
	close(paths)
	seen := map[string]bool{}
	for p := range paths {
		if seen[p] {
			t.Errorf("two resumes got %s", p)
		}
		seen[p] = true
	}
	if len(seen) != n || seen[filepath.Join(runsDir, "run-x.resume-2.jsonl")] {
		t.Errorf("%d distinct files (want %d), the existing resume-2 taken: %v", len(seen), n, seen[filepath.Join(runsDir, "run-x.resume-2.jsonl")])
	}
	if b := mustRead(t, filepath.Join(runsDir, "run-x.resume-2.jsonl")); string(b) != "another resume's\n" {
		t.Errorf("an existing resume trace was overwritten: %q", b)
	}
	got, ok := runTraces("run-x")
	if !ok || len(got) != n+1 || got[0] != filepath.Join(runsDir, "run-x.resume-1.jsonl") || got[n] != filepath.Join(runsDir, "run-x.resume-17.jsonl") {
		t.Errorf("runTraces = %v, want resume-1 ... resume-17 in number order", got)
	}
}
