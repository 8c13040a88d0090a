package planfile_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rungkit/rung/planfile"
)

const valid = `goal: Load the export.
tools:
  fs: {root: data}
annotations:
  fs.read:
    rules:
      - {message: "no such file", kind: premise}
plan:
  steps:
    - id: read
      tool: fs.read
      args: {path: a.csv}
`

func TestParseErrors(t *testing.T) {
	for _, tc := range []struct {
		name string
		src  string
		want planfile.Error // File is always "plan.yaml"
	}{
		{"unknown field", strings.Replace(valid, "goal:", "gaol: x\ngoal:", 1), planfile.Error{Line: 1, Field: "gaol", Msg: "unknown field"}},
		{"wrong type", strings.Replace(valid, "tools:", "budget: {tool_calls: many}\ntools:", 1), planfile.Error{Line: 2, Field: "tool_calls", Msg: "got a string, want a whole number"}},
		{"missing goal", strings.Replace(valid, "goal: Load the export.\n", "", 1), planfile.Error{Field: "goal", Msg: "missing: a plan file needs a goal (what the run is for)"}},
		{"unknown tool", strings.Replace(valid, "tool: fs.read", "tool: s3.get", 1), planfile.Error{Line: 11, Field: "plan.steps[0].tool", Msg: `unknown tool "s3.get": no tool source declares it`}},
		{"bad rule regexp", strings.Replace(valid, `"no such file"`, `"no such (file"`, 1), planfile.Error{Line: 7, Field: "annotations.fs.read.rules[0].message", Msg: "invalid regular expression: error parsing regexp: missing closing ): `no such (file`"}},
		{"unknown kind", strings.Replace(valid, "kind: premise", "kind: flaky", 1), planfile.Error{Line: 7, Field: "annotations.fs.read.rules[0].kind", Msg: `"flaky" is not a kind (want transient, invalid, premise, denied, conflict, ambiguous or unknown)`}},
		{"bad duration", strings.Replace(valid, "tools:", "budget: {deadline: soon}\ntools:", 1), planfile.Error{Line: 2, Field: "deadline", Msg: `invalid duration "soon" (want a Go duration such as 250ms, 2s or 1m30s)`}},
		{"api key in the file", valid + "planner:\n  openai: {model: m, api_key: sk-123}\n", planfile.Error{Line: 14, Field: "api_key", Msg: "unknown field: never write an API key in a plan file; put it in an environment variable and name the variable in api_key_env"}},
		{"two planners", valid + "planner:\n  static: {}\n  human: {}\n", planfile.Error{Line: 14, Field: "planner", Msg: "choose one planner: static, openai, anthropic or human"}},
		{"replan unknown tool", valid + "planner:\n  static:\n    replans:\n      - when: {kind: premise}\n        steps: [{id: x, tool: nope}]\n", planfile.Error{Line: 17, Field: "planner.static.replans[0].steps[0].tool", Msg: `unknown tool "nope": no tool source declares it`}},
		{"static bad message", valid + "planner:\n  static:\n    repairs:\n      - when: {message: \"(\"}\n        set: {a: 1}\n", planfile.Error{Line: 16, Field: "planner.static.repairs[0].when.message", Msg: "error parsing regexp: missing closing ): `(?i)(`"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := planfile.Parse("plan.yaml", []byte(tc.src))
			var pe *planfile.Error
			if !errors.As(err, &pe) {
				t.Fatalf("err = %v, want a *planfile.Error", err)
			}
			tc.want.File = "plan.yaml"
			if diff := cmp.Diff(tc.want, *pe); diff != "" {
				t.Errorf("error (-want +got):\n%s\n%v", diff, err)
			}
			if !strings.HasPrefix(err.Error(), "plan.yaml:") {
				t.Errorf("%q does not start with the file name", err)
			}
		})
	}
}

func TestEnvExpansion(t *testing.T) {
	dir := t.TempDir()
	os.Mkdir(filepath.Join(dir, "data"), 0o755)
	src := `goal: g
tools:
  fs: {root: "${DATA_DIR}"}
  http:
    base_url: https://api.example.com
    header: {Authorization: "Bearer ${API_TOKEN}"}
plan:
  steps: [{tool: fs.list, args: {path: .}}]
`
	path := filepath.Join(dir, "plan.yaml")
	p, err := planfile.Parse(path, []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	env := map[string]string{"DATA_DIR": filepath.Join(dir, "data"), "API_TOKEN": "s3cr3t-token"}
	getenv := func(k string) (string, bool) { v, ok := env[k]; return v, ok }
	s, err := p.Open(context.Background(), planfile.Options{Getenv: getenv})
	if err != nil {
		t.Fatal(err)
	}
	s.Close()

	delete(env, "API_TOKEN")
	_, err = p.Open(context.Background(), planfile.Options{Getenv: getenv})
	if err == nil || !strings.Contains(err.Error(), "tools.http.header.Authorization: the environment variable API_TOKEN is not set") {
		t.Fatalf("err = %v", err)
	}
	env["API_TOKEN"] = "s3cr3t-token"
	delete(env, "DATA_DIR")
	_, err = p.Open(context.Background(), planfile.Options{Getenv: getenv})
	if err == nil || strings.Contains(err.Error(), "s3cr3t") {
		t.Fatalf("err = %v: want an error that does not show the secret", err)
	}
}

func TestOpenChecksAPIKeyVariable(t *testing.T) {
	src := valid + "planner:\n  anthropic: {model: claude-x, api_key_env: MY_KEY}\n"
	dir := t.TempDir()
	os.Mkdir(filepath.Join(dir, "data"), 0o755)
	p, err := planfile.Parse(filepath.Join(dir, "plan.yaml"), []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	_, err = p.Open(context.Background(), planfile.Options{Getenv: func(string) (string, bool) { return "", false }})
	if err == nil || !strings.Contains(err.Error(), "planner.anthropic.api_key_env: the environment variable MY_KEY holding the API key is not set") {
		t.Fatalf("err = %v", err)
	}
}
