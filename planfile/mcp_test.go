package planfile_test

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/planfile"
	"github.com/rungkit/rung/tool/mcp/mcptest"
)

// mcpPlan writes and opens a plan whose tools come from the reference
// filesystem server, allowed to touch a data directory only; body writes
// the plan and planner sections given that directory's path.
func mcpPlan(t *testing.T, body func(data string) string) *planfile.Setup {
	t.Helper()
	dir, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	data := filepath.Join(dir, "data")
	os.MkdirAll(filepath.Join(data, "archive"), 0o755)
	os.WriteFile(filepath.Join(data, "archive", "report.md"), []byte("# report\n"), 0o644)
	srv := mcptest.FilesystemServer(t, data) // skips without node or the servers
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
    probes:
      - {tool: fs.list_directory, args: {path: "` + data + `"}, about: what is in the data directory?}
  fs.write_file:
    identifying: [path]
` + body(data)
	p, err := planfile.Parse(filepath.Join(dir, "plan.yaml"), []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	s, err := p.Open(context.Background(), planfile.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// TestMCPFilesystemReplan: on the real server-filesystem, reading a file that
// does not exist is a premise; the declared probe lists the directory; the
// static planner's declared replan takes another route and completes.
func TestMCPFilesystemReplan(t *testing.T) {
	s := mcpPlan(t, func(data string) string {
		return `plan:
  steps:
    - {id: read, tool: fs.read_text_file, args: {path: "` + data + `/inbox/report.md"}}
planner:
  static:
    replans:
      - when: {step: read, kind: premise, observation: "archive"}
        steps:
          - {id: read_archive, tool: fs.read_text_file, args: {path: "` + data + `/archive/report.md"}}
`
	})
	rep, err := s.Engine().Run(context.Background(), s.Plan)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Outcome != rung.OutcomeCompleted {
		t.Fatalf("outcome %s: %s\n%s", rep.Outcome, rep.Reason, rep.Text())
	}
	var got []string
	for _, a := range rep.Actions {
		got = append(got, a.Kind.String()+":"+string(a.Action.String()))
	}
	if strings.Join(got, " ") != "premise:probe premise:replan" {
		t.Errorf("actions = %v, want a premise probed, then replanned", got)
	}
	if len(rep.World) != 1 || !strings.Contains(jsonText(rep.World[0].Output), "archive") {
		t.Errorf("world = %+v, want the listing showing archive", rep.World)
	}
}

// TestMCPFilesystemDeniedWrite: a write outside the server's allowed
// directories is denied; with no declared alternative the run hands back.
func TestMCPFilesystemDeniedWrite(t *testing.T) {
	outside := filepath.Join(t.TempDir(), "escape.txt")
	s := mcpPlan(t, func(string) string {
		return `plan:
  steps:
    - {id: write, tool: fs.write_file, args: {path: "` + outside + `", content: x}}
`
	})
	rep, err := s.Engine().Run(context.Background(), s.Plan)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Outcome != rung.OutcomeHandback || rep.Failed == nil || rep.Failed.Kind != rung.KindDenied {
		t.Fatalf("outcome %s, failed %+v; want a denied hand-back\n%s", rep.Outcome, rep.Failed, rep.Text())
	}
	if _, err := os.Stat(outside); !os.IsNotExist(err) {
		t.Errorf("the file outside the allowed directory exists: %v", err)
	}
}

func jsonText(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}
