package cli

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rungkit/rung/tool/mcp/mcptest"
)

func writeScenario(t *testing.T, name, src string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func runCLI(args ...string) (code int, stdout, stderr string) {
	var out, errb bytes.Buffer
	code = Main(context.Background(), args, strings.NewReader(""), &out, &errb)
	return code, out.String(), errb.String()
}

func TestLint(t *testing.T) {
	clean := writeScenario(t, "clean.yaml", `
goal: g
tools:
  - name: s3.get
    identifying: [bucket, key]
plan:
  steps:
    - {id: fetch, tool: s3.get, args: {bucket: b, key: k}}
`)
	warned := writeScenario(t, "warned.yaml", `
goal: g
tools:
  - name: s3.get
  - name: pay
    identifying: [order]
    side_effects: true
plan:
  steps:
    - {id: fetch, tool: s3.get, args: {bucket: b, key: k}}
    - {id: charge, tool: pay, args: {order: 1}}
`)
	unknown := writeScenario(t, "unknown.yaml", `
goal: g
tools:
  - name: s3.get
    identifying: [bucket, key]
plan:
  steps:
    - {id: fetch, tool: s3.get}
    - id: load
      tool: warehouse.load
`)
	replanRefs := writeScenario(t, "replan.yaml", `
goal: g
tools:
  - name: s3.head
    identifying: [key]
  - name: load
    identifying: [table]
plan:
  steps:
    - {id: check, tool: s3.head, args: {key: k}}
    - {id: load, tool: load, args: {table: t}}
model:
  rules:
    - purpose: replan
      plan:
        steps:
          - {id: load, tool: load, args: {table: t, size: "${check.bytes}"}}
          - {id: again, tool: load, args: {table: "${nowhere.table}"}}
`)
	tests := []lintCase{
		{"clean", []string{"lint", clean}, ExitOK, []string{"clean.yaml: ok"}, nil},
		{"warnings name the tool", []string{"lint", warned}, ExitOK, []string{
			"warning: tool s3.get: no identifying arguments declared",
			"warning: tool pay: has side effects but accepts no idempotency key",
		}, nil},
		{"unknown tool in a step", []string{"lint", unknown}, ExitFailure, nil, []string{"unknown.yaml:10: plan.steps[1].tool: unknown tool \"warehouse.load\""}},
		{"missing file", []string{"lint", filepath.Join(t.TempDir(), "nope.yaml")}, ExitFailure, nil, []string{"no such file"}},
		{"no file", []string{"lint"}, ExitUsage, nil, []string{"Usage: rung lint [--connect] FILE..."}},
		{"a replan may use the initial plan's outputs", []string{"lint", replanRefs}, ExitOK, []string{
			"step again (load): argument refers to ${nowhere}, which is not an earlier step",
		}, nil},
		{"examples lint", []string{"lint", "../../examples/scenarios/invoice-0341-converging.yaml"}, ExitOK, nil, nil},
	}
	runLintCases(t, tests)
}

// TestLintExamples lints every example plan file and scenario: each is
// recognised for what it is and has no error.
func TestLintExamples(t *testing.T) {
	plans, _ := filepath.Glob("../../examples/plans/*/plan.yaml")
	scenarios, _ := filepath.Glob("../../examples/scenarios/*.yaml")
	if len(plans) < 3 || len(scenarios) < 3 {
		t.Fatalf("found %d plans and %d scenarios", len(plans), len(scenarios))
	}
	for _, file := range append(plans, scenarios...) {
		t.Run(filepath.Base(filepath.Dir(file))+"/"+filepath.Base(file), func(t *testing.T) {
			code, out, errOut := runCLI("lint", file)
			if code != ExitOK || strings.Contains(out, ": error:") || errOut != "" {
				t.Errorf("exit %d\nstdout: %s\nstderr: %s", code, out, errOut)
			}
		})
	}
	// All of them at once, as a pre-commit hook would.
	code, out, errOut := runCLI(append([]string{"lint"}, append(plans, scenarios...)...)...)
	if code != ExitOK {
		t.Errorf("exit %d\nstdout: %s\nstderr: %s", code, out, errOut)
	}
}

func TestLintPlanFiles(t *testing.T) {
	warned := writeScenario(t, "plan.yaml", `
goal: Load the export.
tools:
  sql: {driver: sqlite, dsn: warehouse.db}
plan:
  steps:
    - {id: load, tool: sql.exec, args: {query: "INSERT INTO t VALUES (1)"}}
`)
	unknown := writeScenario(t, "unknown.yaml", `
goal: Load the export.
tools:
  fs: {root: data}
plan:
  steps:
    - {id: read, tool: fs.read, args: {path: a.csv}}
    - {id: load, tool: warehouse.load}
`)
	mcp := writeScenario(t, "mcp.yaml", `
goal: Read the report.
tools:
  mcp:
    - {name: files, command: /nonexistent/mcp-server}
plan:
  steps:
    - {id: read, tool: files.read_text_file, args: {path: report.md}}
`)
	neither := writeScenario(t, "neither.yaml", "goal: g\nsteps: [a, b]\n")
	list := writeScenario(t, "list.yaml", "- goal: g\n")
	tests := []lintCase{
		{"warnings", []string{"lint", warned}, ExitOK, []string{
			"plan.yaml: warning: tool sql.exec: has side effects but accepts no idempotency key",
		}, nil},
		{"unknown tool in a step", []string{"lint", unknown}, ExitFailure, nil, []string{"unknown.yaml:8: plan.steps[1].tool: unknown tool \"warehouse.load\": no tool source declares it"}},
		{"MCP tools unchecked", []string{"lint", mcp}, ExitOK, []string{
			"mcp.yaml: warning: tool files.read_text_file: no identifying arguments declared",
			"mcp.yaml: note: tools.mcp[0] (files): not started (rung lint --connect starts it): whether it offers files.read_text_file, and their side effects, are not checked",
		}, nil},
		{"--connect starts them", []string{"lint", "--connect", mcp}, ExitFailure, nil, []string{"mcp.yaml:5: tools.mcp[0]: could not connect"}},
		{"neither", []string{"lint", neither}, ExitFailure, nil, []string{"neither.yaml: neither a plan file (tools: a mapping of tool sources) nor a scenario (tools: a list of tools)"}},
		{"not a mapping", []string{"lint", list}, ExitFailure, nil, []string{"list.yaml: neither a plan file"}},
		{"several files: each is linted, one failure fails", []string{"lint", warned, unknown, "../../examples/scenarios/invoice-0341-loop.yaml"}, ExitFailure, []string{
			"plan.yaml: warning: tool sql.exec",
			"invoice-0341-loop.yaml: ok",
		}, []string{"unknown.yaml:8:"}},
	}
	runLintCases(t, tests)
}

// TestLintConnectExample lints examples/plans/mcp-files with its MCP server
// started: the server's tools are listed and checked, so no note remains.
func TestLintConnectExample(t *testing.T) {
	if os.Getenv(mcptest.EnvDir) == "" {
		t.Setenv(mcptest.EnvDir, mcptest.Dir())
	}
	mcptest.FilesystemServer(t) // skips when node or the servers are missing
	file := "../../examples/plans/mcp-files/plan.yaml"
	code, out, errOut := runCLI("lint", "--connect", file)
	if code != ExitOK || out != file+": ok\n" {
		t.Errorf("exit %d\nstdout: %s\nstderr: %s", code, out, errOut)
	}
}

// lintCase is one `rung lint` invocation and what it must print.
type lintCase struct {
	name     string
	args     []string
	code     int
	out, err []string
}

func runLintCases(t *testing.T, tests []lintCase) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := runCLI(tt.args...)
			if code != tt.code {
				t.Errorf("exit %d, want %d\nstdout: %s\nstderr: %s", code, tt.code, out, errOut)
			}
			for _, w := range tt.out {
				if !strings.Contains(out, w) {
					t.Errorf("stdout lacks %q:\n%s", w, out)
				}
			}
			for _, w := range tt.err {
				if !strings.Contains(errOut, w) {
					t.Errorf("stderr lacks %q:\n%s", w, errOut)
				}
			}
		})
	}
}
