package sim

import (
	"path/filepath"
	"strings"
	"testing"
)

func TestParseExamples(t *testing.T) {
	files, err := filepath.Glob("../examples/scenarios/*.yaml")
	if err != nil || len(files) == 0 {
		t.Fatalf("no example scenarios: %v", err)
	}
	for _, f := range files {
		if _, err := Load(f); err != nil {
			t.Errorf("%v", err)
		}
	}
}

func TestParseErrors(t *testing.T) {
	const head = "name: x\ngoal: g\ntools:\n  - name: a\n"
	tests := []struct {
		name, src, want string
	}{
		{"bad duration", head + "    latency: 2q\n", `f.yaml:5: latency: invalid duration "2q"`},
		{"unknown field", head + "    bogus: 1\n", "f.yaml:5: bogus: unknown field"},
		{"unknown step tool", head + "plan:\n  steps:\n    - id: s1\n      tool: b\n", `f.yaml:8: plan.steps[0].tool: unknown tool "b"`},
		{"wrong type", head + "    outcomes:\n      - fail: {status: \"abc\"}\n", "f.yaml:6: status: got a string, want a whole number"},
		{"unknown kind", head + "    outcomes:\n      - fail: {kind: nope}\n", `f.yaml:6: tools[0].outcomes[0].fail.kind: unknown kind "nope"`},
		{"unknown step field", head + "plan:\n  steps:\n    - id: s1\n      tool: a\n      argz: {}\n", "f.yaml:9: argz: unknown field"},
		{"duplicate tool", head + "  - name: a\n", `f.yaml:5: tools[1].name: tool "a" is already declared`},
		{"no plan", head, "model.rules: no plan in the scenario"},
		{"model answer", head + "model:\n  rules:\n    - purpose: plan\n", "f.yaml:7: model.rules[0]: a model rule answers with exactly one of plan, args or fail"},
		{"bad rate", head + "plan:\n  steps: [{id: s, tool: a}]\ninject:\n  rate: 2\n  fail: {kind: transient}\n", "f.yaml:8: inject.rate: a rate is between 0 and 1"},
		{"result on failure", head + "    outcomes:\n      - fail: {kind: transient}\n        result: 1\n", "f.yaml:7: tools[0].outcomes[0].result: a failing outcome has a result only when effect_applied"},
		{"bad expect", head + "plan:\n  steps: [{id: s, tool: a}]\nexpect:\n  outcome: done\n", `f.yaml:8: expect.outcome: unknown outcome "done"`},
		{"syntax", "name: x\n  goal: g\n", "f.yaml:1:"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse("f.yaml", []byte(tt.src))
			if err == nil {
				t.Fatalf("Parse succeeded, want error containing %q", tt.want)
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error = %q, want it to contain %q", err, tt.want)
			}
		})
	}
}

// TestParseClassifyProtocols: a scripted failure may name any protocol
// classify has rules for (a command's exit status, an SMTP reply), not
// only the first eight, in any case, and one it has none for.
func TestParseClassifyProtocols(t *testing.T) {
	const head = "name: x\ngoal: g\ntools:\n  - name: a\n    outcomes:\n"
	for _, fail := range []string{
		`{protocol: exec, code: "127", message: "sh: 1: frob: not found"}`,
		`{protocol: SMTP, code: "550", message: "550 5.1.1 User unknown"}`,
		`{protocol: dns, code: NXDOMAIN, message: "no such host"}`,
		`{protocol: mysql, code: "1213", message: "Deadlock found when trying to get lock"}`,
	} {
		src := head + "      - fail: " + fail + "\nplan:\n  steps: [{id: s, tool: a}]\n"
		if _, err := Parse("f.yaml", []byte(src)); err != nil {
			t.Errorf("fail %s: %v", fail, err)
		}
	}
}
