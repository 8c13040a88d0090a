package cli

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
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
	tests := []struct {
		name     string
		args     []string
		code     int
		out, err []string
	}{
		{"clean", []string{"lint", clean}, ExitOK, []string{"clean.yaml: ok"}, nil},
		{"warnings name the tool", []string{"lint", warned}, ExitOK, []string{
			"warning: tool s3.get: no identifying arguments declared",
			"warning: tool pay: has side effects but accepts no idempotency key",
		}, nil},
		{"unknown tool in a step", []string{"lint", unknown}, ExitFailure, nil, []string{"unknown.yaml:10: plan.steps[1].tool: unknown tool \"warehouse.load\""}},
		{"missing file", []string{"lint", filepath.Join(t.TempDir(), "nope.yaml")}, ExitFailure, nil, []string{"no such file"}},
		{"no file", []string{"lint"}, ExitUsage, nil, []string{"Usage: rung lint FILE"}},
		{"a replan may use the initial plan's outputs", []string{"lint", replanRefs}, ExitOK, []string{
			"step again (load): argument refers to ${nowhere}, which is not an earlier step",
		}, nil},
		{"examples lint", []string{"lint", "../../examples/scenarios/invoice-0341-converging.yaml"}, ExitOK, nil, nil},
	}
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
