package cli

import (
	"os"
	"strings"
	"testing"
)

// --classify-model asks the planner's model: a plan whose planner has none
// is refused before anything runs, naming the file.
func TestRunClassifyModelNeedsAModel(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	os.MkdirAll("data", 0o755)
	os.WriteFile("plan.yaml", []byte("goal: g\ntools:\n  fs: {root: data}\nplan:\n  steps:\n    - {id: read, tool: fs.read, args: {path: a.txt}}\n"), 0o644)
	code, out, errb := runCLI("run", "--quiet", "--ledger", "memory:", "--classify-model", "plan.yaml")
	if code != ExitFailure || !strings.Contains(errb, "plan.yaml: the model classifier asks the planner's model, and this plan's planner has none") {
		t.Fatalf("exit %d, want %d naming the file\nstdout %s\nstderr %s", code, ExitFailure, out, errb)
	}
	if runs, _ := os.ReadDir(runsDir); len(runs) != 0 {
		t.Errorf("a refused plan left %d files in %s", len(runs), runsDir)
	}
	// Without the flag the same plan runs (and hands back: a.txt is missing).
	if code, _, errb := runCLI("run", "--quiet", "--ledger", "memory:", "plan.yaml"); code != ExitHandback {
		t.Fatalf("without the flag: exit %d, want %d\n%s", code, ExitHandback, errb)
	}
}
