package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRunQuiet: with --quiet a run that completes writes nothing to
// standard error (no progress, no header naming the run); the report still
// goes to standard output.
func TestRunQuiet(t *testing.T) {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "data"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "data", "a.csv"), []byte("x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	plan := filepath.Join(dir, "plan.yaml")
	src := `goal: Read the export.
tools:
  fs: {root: data, read_only: true}
plan:
  steps:
    - {id: read, tool: fs.read, args: {path: a.csv}}
`
	if err := os.WriteFile(plan, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	code, out, errOut := runCLI("run", "--quiet", plan)
	if code != ExitOK || out == "" || errOut != "" {
		t.Errorf("run --quiet: exit %d, want %d, a report and nothing on stderr\nstdout: %s\nstderr: %s", code, ExitOK, out, errOut)
	}
	// A hand-back exits 3; one line names the run, the only place a quiet
	// text run says what to resume.
	handback := filepath.Join(dir, "handback.yaml")
	if err := os.WriteFile(handback, []byte(strings.Replace(src, "a.csv", "gone.csv", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errOut = runCLI("run", "--quiet", handback)
	if code != ExitHandback || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, "ended handback") || !strings.Contains(errOut, "run run-") {
		t.Errorf("run --quiet, handing back: exit %d, want %d and one line naming the run; stderr %q", code, ExitHandback, errOut)
	}
	code, _, errOut = runCLI("run", "--quiet", filepath.Join(dir, "missing.yaml"))
	if code != ExitFailure || errOut == "" {
		t.Errorf("run --quiet on a missing plan: exit %d, stderr %q; want the error", code, errOut)
	}
}
