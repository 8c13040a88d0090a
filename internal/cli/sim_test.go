package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rungkit/rung/trace"
)

const abortScenario = `
name: uncertain-charge
goal: Charge an order.
tools:
  - name: pay
    identifying: [order]
    side_effects: true
    # No idempotency key: a timeout after the request went out cannot be
    # replayed safely, so the run must abort for reconciliation.
    outcomes:
      - call: 1
        effect_applied: true
        fail: {protocol: go, message: "context deadline exceeded", timeout: true}
plan:
  steps:
    - {id: charge, tool: pay, args: {order: A-1}}
`

func TestSim(t *testing.T) {
	abort := writeScenario(t, "abort.yaml", abortScenario)
	wrong := writeScenario(t, "wrong.yaml", abortScenario+"expect:\n  outcome: completed\n")
	bad := writeScenario(t, "bad.yaml", "goal: g\ntools:\n  - name: a\n    latency: soon\n")
	tests := []struct {
		name string
		args []string
		code int
		// json fields to check when the output is JSON
		fields   map[string]any
		out, err []string
	}{
		{"handback exits 3", []string{"sim", "--json", "../../examples/scenarios/invoice-0341-loop.yaml"}, ExitHandback,
			map[string]any{"outcome": "handback", "plans": 2.0, "duplicate_effects": 0.0}, nil, nil},
		{"completed exits 0", []string{"sim", "--json", "../../examples/scenarios/invoice-0341-converging.yaml"}, ExitOK,
			map[string]any{"outcome": "completed", "duplicate_effects": 0.0}, nil, nil},
		{"abort exits 4", []string{"sim", "--json", abort}, ExitAbort,
			map[string]any{"outcome": "abort", "scenario": "uncertain-charge"}, nil, nil},
		{"flags after the file, as DESIGN.md writes it", []string{"sim", "../../examples/scenarios/invoice-0341-loop.yaml", "--json"}, ExitHandback,
			map[string]any{"outcome": "handback"}, nil, nil},
		{"check passes on a handback", []string{"sim", "--check", "../../examples/scenarios/invoice-0341-loop.yaml"}, ExitOK, nil, nil, nil},
		{"check without expect", []string{"sim", "--check", abort}, ExitFailure, nil, nil, []string{"no expect: block"}},
		{"check fails", []string{"sim", "--check", wrong}, ExitFailure, nil, nil, []string{"outcome is abort", "expected completed"}},
		{"two files", []string{"sim", "a.yaml", "b.yaml"}, ExitUsage, nil, nil, []string{"Usage: rung sim"}},
		{"seed override", []string{"sim", "--json", "--seed", "99", "../../examples/scenarios/restock-retry.yaml"}, ExitOK,
			map[string]any{"seed": 99.0}, nil, nil},
		{"text report", []string{"sim", "../../examples/scenarios/invoice-0341-loop.yaml"}, ExitHandback, nil,
			[]string{"HANDBACK", "sim: ", "duplicate effects"}, nil},
		{"prompts", []string{"sim", "--prompts", "../../examples/scenarios/invoice-0341-converging.yaml"}, ExitOK, nil,
			[]string{"replan (step fetch_export) -> model.rules[0]", "    | Observations (plan on these):"}, nil},
		{"compare naive", []string{"sim", "--compare-naive", "../../examples/scenarios/charge-timeout-replay.yaml"}, ExitOK, nil,
			[]string{"naive baseline"}, nil},
		{"malformed scenario names file and line", []string{"sim", bad}, ExitFailure, nil, nil,
			[]string{"bad.yaml:4: latency: invalid duration \"soon\""}},
		{"no file", []string{"sim"}, ExitUsage, nil, nil, []string{"Usage: rung sim"}},
		{"bad flag", []string{"sim", "--nope", "x.yaml"}, ExitUsage, nil, nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := runCLI(tt.args...)
			if code != tt.code {
				t.Errorf("exit %d, want %d\nstdout: %.2000s\nstderr: %s", code, tt.code, out, errOut)
			}
			if tt.fields != nil {
				var got map[string]any
				if err := json.Unmarshal([]byte(out), &got); err != nil {
					t.Fatalf("stdout is not one JSON object: %v\n%s", err, out)
				}
				for k, want := range tt.fields {
					if got[k] != want {
						t.Errorf("%s = %v, want %v", k, got[k], want)
					}
				}
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

// TestSimTrace writes the engine's trace of a simulated run, which the
// trace reader (and so rung doctor) reads back.
func TestSimTrace(t *testing.T) {
	out := filepath.Join(t.TempDir(), "loop.jsonl")
	code, _, errOut := runCLI("sim", "--trace", out, "../../examples/scenarios/invoice-0341-loop.yaml")
	if code != ExitHandback {
		t.Fatalf("exit %d, want %d: %s", code, ExitHandback, errOut)
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	recs, err := trace.Read(f)
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) < 5 {
		t.Errorf("trace has %d records; want the run's events", len(recs))
	}
	if code, _, _ := runCLI("sim", "--trace", filepath.Join(t.TempDir(), "no", "such", "dir.jsonl"), "../../examples/scenarios/invoice-0341-loop.yaml"); code != ExitFailure {
		t.Errorf("unwritable trace: exit %d, want %d", code, ExitFailure)
	}
}
