package cli

import (
	"strings"
	"testing"
)

// TestWrongKindOfFile: each command given a file meant for another says
// what the file is and which command reads it, instead of a parser's
// complaint about its first line that does not fit (docs/cli.md).
func TestWrongKindOfFile(t *testing.T) {
	plan := writeScenario(t, "plan.yaml", `
goal: copy a file
tools:
  fs: {builtin: fs, root: .}
plan:
  steps:
    - {id: read, tool: fs.read, args: {path: a.txt}}
`)
	scenario := writeScenario(t, "scenario.yaml", `
goal: g
tools:
  - name: s3.get
    identifying: [bucket, key]
plan:
  steps:
    - {id: fetch, tool: s3.get, args: {bucket: b, key: k}}
`)
	notes := writeScenario(t, "notes.md", "# Notes\n\nSome `text` that is\nnot a trace at all.\n{\"a\": 1}\n")

	for _, tc := range []struct {
		name     string
		args     []string
		wantCode int
		want     []string
	}{
		{"sim on a plan file", []string{"sim", plan}, ExitUsage, []string{plan, "is a plan file", "rung run"}},
		{"run on a scenario", []string{"run", scenario}, ExitUsage, []string{scenario, "is a scenario", "rung sim"}},
		{"doctor on a plan file", []string{"doctor", plan}, ExitFailure, []string{plan, "not a rung trace", "is a plan file"}},
		{"doctor on a scenario", []string{"doctor", scenario}, ExitFailure, []string{scenario, "not a rung trace", "is a scenario", "rung sim --trace"}},
		{"doctor on notes", []string{"doctor", notes}, ExitFailure, []string{notes + ":1: ", "not a rung trace"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, stdout, stderr := runCLI(tc.args...)
			if code != tc.wantCode {
				t.Errorf("exit %d, want %d; stderr:\n%s", code, tc.wantCode, stderr)
			}
			for _, w := range tc.want {
				if !strings.Contains(stderr, w) {
					t.Errorf("stderr lacks %q:\n%s", w, stderr)
				}
			}
			if strings.Count(stderr, "\n") > 3 {
				t.Errorf("stderr has %d lines, want the one finding (and a hint):\n%s", strings.Count(stderr, "\n"), stderr)
			}
			if tc.args[0] == "doctor" && stdout != "" {
				t.Errorf("doctor printed a report of nothing:\n%s", stdout)
			}
		})
	}
}

// TestBenchBadCountSaysWhy: a count the bench cannot run names the flag
// and what it wants, before the usage.
func TestBenchBadCountSaysWhy(t *testing.T) {
	for _, args := range [][]string{{"bench", "-n", "0"}, {"bench", "-n", "-5"}, {"bench", "--fleet", "-1"}, {"bench", "extra"}} {
		code, _, stderr := runCLI(args...)
		if code != ExitUsage {
			t.Errorf("%v: exit %d, want %d", args, code, ExitUsage)
		}
		first, _, _ := strings.Cut(stderr, "\n")
		if !strings.HasPrefix(first, "rung bench: ") {
			t.Errorf("%v: first line %q does not say what is wrong", args, first)
		}
	}
}
