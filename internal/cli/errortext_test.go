package cli

import (
	"bytes"
	"context"
	"os"
	"regexp"
	"strings"
	"testing"
)

// goTypeRe matches what only a Go programmer reads: Go type names, the
// decoders' own prefixes and YAML tags.
var goTypeRe = regexp.MustCompile(`\b(u?int(8|16|32|64)?|uintptr|float(32|64)|complex(64|128))\b|interface ?\{\}|map\[|\[\]|Go (value|struct)|!!(str|int|map|seq|bool|float)|(^|\s)(json|yaml): |UnmarshalJSON|\*?\b[a-z][a-z0-9]*\.[A-Z][A-Za-z0-9]*\b`)

// repeatedLineRe matches a message that gives its line twice: "f:12: line
// 12: ..." or the YAML decoder's "[12:3]" after the file's ":12:".
var repeatedLineRe = regexp.MustCompile(`:(\d+):.*(\bline (\d+)\b|\[\d+:\d+\])`)

// TestErrorTextsForPeople feeds bad plan files, scenarios, traces, triage
// input and flags through the CLI as a user would, and checks every message
// it prints: no Go type names, no line number said twice, and the file and
// line named.
func TestErrorTextsForPeople(t *testing.T) {
	files := map[string]string{
		"tokens.yaml":   "goal: x\nbudget:\n  tokens: lots\ntools:\n  fs: {root: data}\nplan:\n  steps:\n    - {id: a, tool: fs.read, args: {path: x}}\n",
		"replans.yaml":  "goal: x\npolicy:\n  replans: 99999999999999999999999\ntools:\n  fs: {root: data}\nplan:\n  steps:\n    - {id: a, tool: fs.read, args: {path: x}}\n",
		"args.yaml":     "goal: x\ntools:\n  fs: {root: data}\nplan:\n  steps:\n    - id: a\n      tool: fs.read\n      args: [1, 2]\n",
		"steps.yaml":    "goal: x\ntools:\n  fs: {root: data}\nplan:\n  steps: {id: a}\n",
		"readonly.yaml": "goal: x\ntools:\n  fs: {root: data, read_only: 3}\nplan:\n  steps:\n    - {id: a, tool: fs.read, args: {path: x}}\n",
		"seed.yaml":     "name: s\nseed: notanumber\ngoal: x\ntools:\n  - name: a.b\n    outcomes:\n      - {call: 1, ok: {}}\nplan:\n  steps:\n    - {id: a, tool: a.b}\n",
		"effects.yaml":  "name: s\ngoal: x\ntools:\n  - name: a.b\n    side_effects: maybe\nplan:\n  steps:\n    - {id: a, tool: a.b}\n",
		"call.yaml":     "name: s\ngoal: x\ntools:\n  - name: a.b\n    outcomes:\n      - {call: [1]}\nplan:\n  steps:\n    - {id: a, tool: a.b}\n",
		"trace.jsonl": `{"type":"step_start","run":"r","attempt":"two","at":"2026-01-01T00:00:00Z"}
{"type":"step_start","run":"r","at":5}
{"type":"step_start","run":"r","at":"yesterday"}
{"type":"decision","run":"r","action":7,"at":"2026-01-01T00:00:00Z"}
{"type":"budget","run":"r","at":"2026-01-01T00:00:00Z","spent":{"tokens":"x"}}
{"type":"plan","run":"r","at":"2026-01-01T00:00:00Z","steps":{"id":"a"}}
`,
	}
	t.Chdir(t.TempDir())
	for name, body := range files {
		if err := os.WriteFile(name, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct {
		args  []string
		stdin string
		// want is a piece of the message that shows it names the place.
		want string
	}{
		{args: []string{"run", "tokens.yaml"}, want: "tokens.yaml:3: tokens:"},
		{args: []string{"lint", "tokens.yaml"}, want: "tokens.yaml:3: tokens:"},
		{args: []string{"run", "replans.yaml"}, want: "replans.yaml:3: replans:"},
		{args: []string{"run", "args.yaml"}, want: "args.yaml:8: args:"},
		{args: []string{"run", "steps.yaml"}, want: "steps.yaml:5: steps:"},
		{args: []string{"run", "readonly.yaml"}, want: "readonly.yaml:3:"},
		{args: []string{"sim", "seed.yaml"}, want: "seed.yaml:2: seed:"},
		{args: []string{"lint", "seed.yaml"}, want: "seed.yaml:2: seed:"},
		{args: []string{"sim", "effects.yaml"}, want: "effects.yaml:5: side_effects:"},
		{args: []string{"sim", "call.yaml"}, want: "call.yaml:6:"},
		{args: []string{"doctor", "trace.jsonl"}, want: "trace.jsonl:1:"},
		{args: []string{"triage"}, stdin: `{"status":"abc"}` + "\n" + `{"protocol":5}` + "\n", want: "stdin:2:"},
		{args: []string{"triage", "--status", "abc"}, want: "abc"},
		{args: []string{"bench", "-n", "abc"}, want: "abc"},
		{args: []string{"sim", "--seed", "x", "seed.yaml"}, want: "x"},
		{args: []string{"run", "--quiet=maybe", "tokens.yaml"}, want: "maybe"},
		{args: []string{"run", "missing.yaml"}, want: "missing.yaml"},
		{args: []string{"doctor", "missing.jsonl"}, want: "missing.jsonl"},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			var out, errb bytes.Buffer
			code := Main(context.Background(), tc.args, strings.NewReader(tc.stdin), &out, &errb)
			if code == ExitOK {
				t.Fatalf("exit 0 on bad input\n%s\n%s", out.String(), errb.String())
			}
			text := errb.String() + out.String()
			if !strings.Contains(text, tc.want) {
				t.Errorf("the message does not name %q:\n%s", tc.want, text)
			}
			for _, line := range strings.Split(text, "\n") {
				if strings.HasPrefix(strings.TrimSpace(line), "-") {
					// The flag package's usage lists ("-n int") are
					// help, not an error's text.
					continue
				}
				if m := goTypeRe.FindString(line); m != "" {
					t.Errorf("a Go name (%q) in: %s", m, line)
				}
				if repeatedLineRe.MatchString(line) {
					t.Errorf("the line number said twice in: %s", line)
				}
			}
		})
	}
}
