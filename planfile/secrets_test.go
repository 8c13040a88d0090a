package planfile_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/planfile"
)

const withSecrets = `goal: Load the export.
secrets: [RUNG_TEST_WEBHOOK_SECRET, RUNG_TEST_DB_PASSWORD]
tools:
  fs: {root: data}
plan:
  steps:
    - {id: read, tool: fs.read, args: {path: a.csv}}
`

// TestSecretsAreRegistered: the values of the variables a plan lists under
// secrets are registered with rung.AddSecrets when the plan is opened, and
// are then redacted wherever they appear (a webhook secret echoed in a
// tool's output is in no known format).
func TestSecretsAreRegistered(t *testing.T) {
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, "data"), 0o755); err != nil {
		t.Fatal(err)
	}
	p, err := planfile.Parse(filepath.Join(dir, "plan.yaml"), []byte(withSecrets))
	if err != nil {
		t.Fatal(err)
	}
	env := map[string]string{"RUNG_TEST_WEBHOOK_SECRET": "whk-plan-secret-4Rv9", "RUNG_TEST_DB_PASSWORD": "db-plan-secret-7Ls2\n"}
	s, err := p.Open(context.Background(), planfile.Options{Getenv: func(k string) (string, bool) { v, ok := env[k]; return v, ok }})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	got := rung.Redact("signature whk-plan-secret-4Rv9 rejected; login db-plan-secret-7Ls2 failed")
	if want := "signature [REDACTED] rejected; login [REDACTED] failed"; got != want {
		t.Errorf("Redact = %q, want %q", got, want)
	}
}

// TestSecretsErrors: a secrets entry that is not a variable's name, a name
// listed twice, or a variable that is not set is an error at its line.
func TestSecretsErrors(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		want      planfile.Error
	}{
		{"a value, not a name", strings.Replace(withSecrets, "RUNG_TEST_WEBHOOK_SECRET", `"whsec 1234"`, 1),
			planfile.Error{Line: 2, Field: "secrets[0]", Msg: `"whsec 1234" is not an environment variable name (write the variable's name, never its value)`}},
		{"twice", strings.Replace(withSecrets, "RUNG_TEST_DB_PASSWORD", "RUNG_TEST_WEBHOOK_SECRET", 1),
			planfile.Error{Line: 2, Field: "secrets[1]", Msg: `RUNG_TEST_WEBHOOK_SECRET is listed twice`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := planfile.Parse("plan.yaml", []byte(tc.src))
			var pe *planfile.Error
			if !errors.As(err, &pe) {
				t.Fatalf("err = %v, want a *planfile.Error", err)
			}
			tc.want.File = "plan.yaml"
			if *pe != tc.want {
				t.Errorf("error = %+v, want %+v", *pe, tc.want)
			}
		})
	}
	// Not a list: the YAML decoder's error, at the field.
	_, err := planfile.Parse("plan.yaml", []byte(strings.Replace(withSecrets, "[RUNG_TEST_WEBHOOK_SECRET, RUNG_TEST_DB_PASSWORD]", "RUNG_TEST_DB_PASSWORD", 1)))
	var pe *planfile.Error
	if !errors.As(err, &pe) || pe.Line != 2 || !strings.Contains(pe.Field, "secrets") {
		t.Errorf("secrets as a string: err = %v, want an error at line 2, field secrets", err)
	}
	// Not set: an error at Open that names the variable, never a value.
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, "data"), 0o755); err != nil {
		t.Fatal(err)
	}
	p, err := planfile.Parse(filepath.Join(dir, "plan.yaml"), []byte(withSecrets))
	if err != nil {
		t.Fatal(err)
	}
	_, err = p.Open(context.Background(), planfile.Options{Getenv: func(k string) (string, bool) { return "x", k == "RUNG_TEST_WEBHOOK_SECRET" }})
	if !errors.As(err, &pe) || pe.Field != "secrets[1]" || pe.Line != 2 || pe.Msg != "the environment variable RUNG_TEST_DB_PASSWORD is not set" {
		t.Errorf("unset secret: err = %v, want secrets[1] at line 2: the environment variable RUNG_TEST_DB_PASSWORD is not set", err)
	}
}
