package planfile_test

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/planfile"
	"github.com/rungkit/rung/tool/mcp/mcptest"
)

// lint parses src as dir/plan.yaml and lints it.
func lint(t *testing.T, dir, src string, opts planfile.LintOptions) (*planfile.LintReport, error) {
	t.Helper()
	p, err := planfile.Parse(filepath.Join(dir, "plan.yaml"), []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return p.Lint(context.Background(), opts)
}

func strs(ws []rung.Warning) []string {
	var out []string
	for _, w := range ws {
		out = append(out, w.String())
	}
	return out
}

func hasPrefix(got []string, want string) bool {
	for _, g := range got {
		if strings.HasPrefix(g, want) {
			return true
		}
	}
	return false
}

// A server that cannot start: Lint without Connect must not try.
const unstartable = `goal: Read the report.
tools:
  mcp:
    - name: files
      command: /nonexistent/mcp-server
`

func TestLintMCPToolWithoutIdentifyingArgs(t *testing.T) {
	src := unstartable + `annotations:
  files.list_directory:
    identifying: [path]
plan:
  steps:
    - {id: list, tool: files.list_directory, args: {path: .}}
    - {id: read, tool: files.read_text_file, args: {path: report.md, tail: 10}}
`
	rep, err := lint(t, t.TempDir(), src, planfile.LintOptions{})
	if err != nil {
		t.Fatalf("Lint started the server or failed: %v", err)
	}
	if len(rep.Errors) != 0 {
		t.Errorf("errors = %q, want none", strs(rep.Errors))
	}
	warnings := strs(rep.Warnings)
	if !hasPrefix(warnings, "tool files.read_text_file: no identifying arguments declared") {
		t.Errorf("warnings = %q, want files.read_text_file's missing identifying arguments (an MCP server never declares them)", warnings)
	}
	if hasPrefix(warnings, "tool files.list_directory") {
		t.Errorf("warnings = %q: files.list_directory declares its identifying arguments", warnings)
	}
	if len(rep.Notes) != 1 || !strings.Contains(rep.Notes[0], "tools.mcp[0] (files): not started") ||
		!strings.Contains(rep.Notes[0], "files.list_directory, files.read_text_file") {
		t.Errorf("notes = %q, want one saying the server's tools are not checked", rep.Notes)
	}
}

func TestLintConnectStartsTheServers(t *testing.T) {
	src := unstartable + `plan:
  steps:
    - {id: read, tool: files.read_text_file, args: {path: report.md}}
`
	_, err := lint(t, t.TempDir(), src, planfile.LintOptions{Connect: true})
	var pe *planfile.Error
	if !errors.As(err, &pe) || pe.Field != "tools.mcp[0]" || !strings.Contains(pe.Msg, "could not connect") {
		t.Fatalf("err = %v, want tools.mcp[0]: could not connect", err)
	}
}

func TestLintUnknownToolInAStep(t *testing.T) {
	// With only built-in sources every source is checked: a step naming a
	// tool none declares is an error at its line, before anything runs.
	_, err := planfile.Parse("plan.yaml", []byte(strings.Replace(valid, "tool: fs.read", "tool: fs.reed", 1)))
	var pe *planfile.Error
	if !errors.As(err, &pe) || pe.Line != 11 || pe.Field != "plan.steps[0].tool" {
		t.Fatalf("err = %v, want plan.yaml:11: plan.steps[0].tool: unknown tool", err)
	}
	// A name an unconnected MCP server could provide is a note, not an
	// error.
	src := unstartable + `plan:
  steps:
    - {id: read, tool: files.no_such_tool, args: {path: report.md}}
`
	rep, err := lint(t, t.TempDir(), src, planfile.LintOptions{})
	if err != nil || len(rep.Errors) != 0 {
		t.Fatalf("err = %v, errors = %q; want a note only", err, strs(rep.Errors))
	}
	if len(rep.Notes) != 1 || !strings.Contains(rep.Notes[0], "whether it offers files.no_such_tool") {
		t.Errorf("notes = %q", rep.Notes)
	}
}

func TestLintBuiltinTools(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "warehouse.db")
	base := `goal: Backfill.
tools:
  fs: {root: nowhere}
  http: {base_url: "${API_URL}", header: {Authorization: "Bearer ${API_TOKEN}"}}
  sql: {driver: sqlite, dsn: warehouse.db}
`
	t.Run("static planner: only the tools the file names", func(t *testing.T) {
		src := base + `annotations:
  sql.query:
    alternatives: [http.get]
plan:
  steps:
    - {id: count, tool: sql.query, args: {query: "SELECT count(*) FROM orders"}}
    - {id: save, tool: fs.write, args: {path: count.txt, content: "${count.rows}"}}
`
		rep, err := lint(t, dir, src, planfile.LintOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if len(rep.Errors)+len(rep.Warnings)+len(rep.Notes) != 0 {
			t.Errorf("errors %q, warnings %q, notes %q; want none (sql.exec is never called)", strs(rep.Errors), strs(rep.Warnings), rep.Notes)
		}
	})
	t.Run("a step that calls sql.exec", func(t *testing.T) {
		src := base + `plan:
  steps:
    - {id: load, tool: sql.exec, args: {query: "INSERT INTO t VALUES (1)"}}
`
		rep, err := lint(t, dir, src, planfile.LintOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if got := strs(rep.Warnings); len(got) != 1 || !strings.HasPrefix(got[0], "tool sql.exec: has side effects but accepts no idempotency key") {
			t.Errorf("warnings = %q", got)
		}
		// An annotation declaring the statement idempotent answers it.
		rep, err = lint(t, dir, strings.Replace(src, "plan:", "annotations:\n  sql.exec: {accepts_idempotency_key: true}\nplan:", 1), planfile.LintOptions{})
		if err != nil || len(rep.Warnings) != 0 {
			t.Errorf("err = %v, warnings = %q; want none", err, strs(rep.Warnings))
		}
	})
	t.Run("a model planner may call every tool", func(t *testing.T) {
		rep, err := lint(t, dir, base+"planner:\n  openai: {model: m}\n", planfile.LintOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if got := strs(rep.Warnings); len(got) != 1 || !strings.HasPrefix(got[0], "tool sql.exec:") {
			t.Errorf("warnings = %q, want sql.exec's", got)
		}
	})
	t.Run("replans", func(t *testing.T) {
		src := base + `plan:
  steps:
    - {id: count, tool: sql.query, args: {query: "SELECT 1"}}
    - {id: fetch, tool: http.get, args: {url: /orders}}
planner:
  static:
    replans:
      - when: {step: fetch, kind: premise}
        steps:
          - {id: fetch, tool: http.get, args: {url: "/orders?n=${count.rows}"}}
          - {id: save, tool: fs.write, args: {path: out.txt, content: "${fetch.body}"}}
`
		rep, err := lint(t, dir, src, planfile.LintOptions{})
		if err != nil {
			t.Fatal(err)
		}
		// A reference to no step at all is refused by Parse
		// (TestReferencesChecked).
		if got := strs(rep.Warnings); len(got) != 0 || len(rep.Errors) != 0 {
			t.Errorf("errors %q, warnings %q; want none (a replan may use the initial plan's outputs and its own)", strs(rep.Errors), got)
		}
	})
	// Declarations only: no database file, no environment, no root needed.
	if _, err := os.Stat(db); !os.IsNotExist(err) {
		t.Errorf("Lint opened the database: %s exists (%v)", db, err)
	}
}

// TestLintConnect lints a plan against the real server-filesystem: its tools
// are listed, a name it does not offer is an error at its line, and the
// server is stopped.
func TestLintConnect(t *testing.T) {
	srv := mcptest.FilesystemServer(t, t.TempDir()) // skips without node or the servers
	args, _ := json.Marshal(srv.Args)
	src := `goal: Read the report.
tools:
  mcp:
    - name: fs
      command: ` + srv.Command + `
      args: ` + string(args) + `
annotations:
  fs.read_text_file:
    identifying: [path]
plan:
  steps:
    - {id: read, tool: fs.read_text_file, args: {path: report.md}}
    - {id: write, tool: fs.write_file, args: {path: copy.md, content: "${read.content}"}}
`
	rep, err := lint(t, t.TempDir(), src, planfile.LintOptions{Connect: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Notes) != 0 || len(rep.Errors) != 0 {
		t.Errorf("notes %q, errors %q; want none", rep.Notes, strs(rep.Errors))
	}
	// write_file has no identifying arguments (a server never declares
	// them); the tools the plan does not name are not judged.
	got := strs(rep.Warnings)
	if !hasPrefix(got, "tool fs.write_file: no identifying arguments declared") {
		t.Errorf("warnings = %q, want fs.write_file's", got)
	}
	for _, w := range got {
		if !strings.HasPrefix(w, "tool fs.write_file:") {
			t.Errorf("unexpected warning %q", w)
		}
	}

	_, err = lint(t, t.TempDir(), strings.Replace(src, "fs.write_file", "fs.write_files", 1), planfile.LintOptions{Connect: true})
	var pe *planfile.Error
	if !errors.As(err, &pe) || pe.Field != "plan.steps[1].tool" || pe.Line != 13 {
		t.Fatalf("err = %v, want plan.yaml:13: plan.steps[1].tool: unknown tool", err)
	}
}
