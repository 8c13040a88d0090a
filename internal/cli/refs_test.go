package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestTypoReferenceRefused: a plan whose step refers to a step that does not
// exist is refused by rung lint and rung run alike, at the argument's line,
// and rung run writes nothing before refusing it.
func TestTypoReferenceRefused(t *testing.T) {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "data"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "data", "a.csv"), []byte("x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	plan := filepath.Join(dir, "plan.yaml")
	src := `goal: Copy the export.
tools:
  fs: {root: data}
plan:
  steps:
    - {id: marker, tool: fs.write, args: {path: marker.txt, content: ran, mode: create}}
    - {id: read, tool: fs.read, args: {path: a.csv}}
    - {id: write, tool: fs.write, args: {path: b.csv, content: "${raed.content}"}}
`
	if err := os.WriteFile(plan, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	want := plan + ":8: plan.steps[2].args.content: refers to ${raed.content}"
	code, out, errOut := runCLI("lint", plan)
	if code != ExitFailure || !strings.Contains(errOut, want) {
		t.Errorf("lint: exit %d, want %d with %q\nstdout: %s\nstderr: %s", code, ExitFailure, want, out, errOut)
	}
	t.Chdir(dir)
	code, out, errOut = runCLI("run", plan)
	if code != ExitFailure || !strings.Contains(errOut, want) {
		t.Errorf("run: exit %d, want %d with %q\nstdout: %s\nstderr: %s", code, ExitFailure, want, out, errOut)
	}
	if _, err := os.Stat(filepath.Join(dir, "data", "marker.txt")); !os.IsNotExist(err) {
		t.Errorf("run called a side-effecting step before refusing the plan (marker.txt: %v)", err)
	}
}
