package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestTriageUnreadableFile: a FILE that cannot be read is an error, exit 1
// (docs/cli.md), not a usage error.
func TestTriageUnreadableFile(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "nope.jsonl")
	for _, args := range [][]string{
		{"triage", missing},
		{"triage", "--status", "500", "--body", "@" + missing},
	} {
		_, stderr, code := runTriageCLI(t, "", args...)
		if code != ExitFailure || !strings.Contains(stderr, "nope.jsonl") {
			t.Errorf("%q: exit %d, want %d naming the file; stderr %q", args, code, ExitFailure, stderr)
		}
	}
}

const wantProtocols = "http, grpc, aws, postgres, openai, anthropic, mcp or go"

// TestTriageUnknownProtocol: a protocol triage has no preset for is an
// error that lists the valid ones, not a silent fallback: a usage error for
// the flag, the line's error output for a JSON line.
func TestTriageUnknownProtocol(t *testing.T) {
	_, stderr, code := runTriageCLI(t, "", "triage", "--protocol", "smtp", "--status", "550")
	if code != ExitUsage || !strings.Contains(stderr, `"smtp"`) || !strings.Contains(stderr, wantProtocols) {
		t.Errorf("--protocol smtp: exit %d, want %d listing %q; stderr %q", code, ExitUsage, wantProtocols, stderr)
	}
	in := `{"id":1,"protocol":"smtp","status":550,"message":"mailbox unavailable"}` + "\n" +
		`{"id":2,"protocol":" HTTP ","status":503}` + "\n"
	out, stderr, code := runTriageCLI(t, in, "triage")
	if code != ExitFailure {
		t.Errorf("exit %d, want %d", code, ExitFailure)
	}
	lines := decodeLines(t, out)
	if len(lines) != 2 {
		t.Fatalf("got %d lines, want 2:\n%s", len(lines), out)
	}
	want := `line 1: field protocol: unknown protocol "smtp": want ` + wantProtocols + ", or none"
	if lines[0]["id"] != 1.0 || lines[0]["error"] != want || lines[0]["kind"] != nil {
		t.Errorf("line 1 = %v, want id 1 and error %q", lines[0], want)
	}
	if lines[1]["error"] != nil || lines[1]["kind"] != "transient" {
		t.Errorf("line 2 = %v, want a transient verdict (case and spaces do not matter)", lines[1])
	}
	if !strings.Contains(stderr, "stdin:1: "+strings.TrimPrefix(want, "line 1: ")) {
		t.Errorf("stderr %q lacks the line's error", stderr)
	}
}

// TestTriageHintAtTerminal: a bare `rung triage` whose standard input is a
// terminal (a character device) says on stderr that it is reading failures
// from standard input and how to stop; from a pipe or file it says nothing.
func TestTriageHintAtTerminal(t *testing.T) {
	tty, err := os.Open(os.DevNull) // a character device, as a terminal is
	if err != nil {
		t.Fatal(err)
	}
	defer tty.Close()
	var out, errb bytes.Buffer
	code := Main(context.Background(), []string{"triage"}, tty, &out, &errb)
	if code != ExitOK || !strings.Contains(errb.String(), "reading failures as JSON lines from standard input") || !strings.Contains(errb.String(), "Ctrl-D") {
		t.Errorf("exit %d, stderr %q; want the hint", code, errb.String())
	}
	if n := strings.Count(errb.String(), "\n"); n != 1 {
		t.Errorf("hint is %d lines, want 1: %q", n, errb.String())
	}
	_, stderr, _ := runTriageCLI(t, `{"id":1,"status":503}`, "triage")
	if stderr != "" {
		t.Errorf("from a pipe, stderr = %q, want nothing", stderr)
	}
}

// TestVersionCommand: rung version prints the build's version and revision,
// --json as an object; it takes no arguments.
func TestVersionCommand(t *testing.T) {
	var out, errb bytes.Buffer
	if code := Main(context.Background(), []string{"version"}, strings.NewReader(""), &out, &errb); code != ExitOK || !strings.HasPrefix(out.String(), "rung ") {
		t.Errorf("version: exit %d, stdout %q, stderr %q", code, out.String(), errb.String())
	}
	out.Reset()
	if code := Main(context.Background(), []string{"version", "--json"}, strings.NewReader(""), &out, &errb); code != ExitOK {
		t.Fatalf("version --json: exit %d, stderr %q", code, errb.String())
	}
	var m map[string]any
	if err := json.Unmarshal(out.Bytes(), &m); err != nil || m["go"] == nil {
		t.Errorf("version --json = %q (%v), want an object with go", out.String(), err)
	}
	if code := Main(context.Background(), []string{"version", "extra"}, strings.NewReader(""), &out, &errb); code != ExitUsage {
		t.Errorf("version extra: exit %d, want %d", code, ExitUsage)
	}
}
