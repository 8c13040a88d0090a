package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/classify"
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

// TestTriageUnreadProtocol: a protocol classify has no rules for is taken
// and read as none, as the Go API reads it, and triage notes it once on
// stderr, listing the ones it has, so that a misspelt "htpp" is seen; the
// exit status stays 0.
func TestTriageUnreadProtocol(t *testing.T) {
	wantProtocols := strings.Join(classify.Protocols(), ", ")
	out, stderr, code := runTriageCLI(t, "", "triage", "--protocol", "htpp", "--status", "503")
	if code != ExitOK || !strings.Contains(stderr, `"htpp"`) || !strings.Contains(stderr, wantProtocols) || !strings.Contains(out, "transient") {
		t.Errorf("--protocol htpp: exit %d, want %d, a transient verdict and a note listing %q; stdout %q, stderr %q", code, ExitOK, wantProtocols, out, stderr)
	}
	in := `{"id":1,"protocol":"htpp","status":503,"message":"upstream unavailable"}` + "\n" +
		`{"id":2,"protocol":" HTTP ","status":503}` + "\n" +
		`{"id":3,"protocol":"HTPP","status":429}` + "\n"
	out, stderr, code = runTriageCLI(t, in, "triage")
	if code != ExitOK {
		t.Errorf("exit %d, want %d", code, ExitOK)
	}
	lines := decodeLines(t, out)
	if len(lines) != 3 {
		t.Fatalf("got %d lines, want 3:\n%s", len(lines), out)
	}
	for i, l := range lines {
		if l["error"] != nil || l["kind"] != "transient" {
			t.Errorf("line %d = %v, want a transient verdict", i+1, l)
		}
	}
	note := `stdin:1: note: classify has no rules of its own for protocol "htpp" and reads it as none (it has rules for ` + wantProtocols + ")"
	if !strings.Contains(stderr, note) || strings.Count(stderr, "note:") != 1 {
		t.Errorf("stderr %q, want the note once: %q", stderr, note)
	}
}

// TestTriageReadsEveryClassifyProtocol: triage accepts each protocol that
// classify has rules for, not only the first eight it documented (an SMTP
// reply, a command's exit status, a DNS rcode), and one it has none for
// (MySQL, SSH), and its verdict is the one classify gives for the same
// failure.
func TestTriageReadsEveryClassifyProtocol(t *testing.T) {
	cases := []struct{ protocol, code, message string }{
		{"smtp", "550", "550 5.1.1 <nobody@example.org>: Recipient address rejected: User unknown in local recipient table"},
		{"exec", "127", "sh: 1: frobnicate: not found\nexit status 127"},
		{"dns", "NXDOMAIN", "lookup nothere.example.org on 127.0.0.1:53: no such host"},
		{"ftp", "530", "530 Login incorrect."},
		{"SQLite", "5", "database is locked"},
		{"mysql", "1213", "Error 1213 (40001): Deadlock found when trying to get lock; try restarting transaction"},
		{"ssh", "", "ssh: handshake failed: ssh: unable to authenticate, attempted methods [none publickey], no supported methods remain"},
	}
	var in strings.Builder
	for i, c := range cases {
		line, err := json.Marshal(map[string]any{"id": i, "protocol": c.protocol, "code": c.code, "message": c.message})
		if err != nil {
			t.Fatal(err)
		}
		in.Write(line)
		in.WriteByte('\n')
	}
	out, stderr, code := runTriageCLI(t, in.String(), "triage")
	if code != ExitOK {
		t.Fatalf("exit %d, want %d; stderr %q", code, ExitOK, stderr)
	}
	lines := decodeLines(t, out)
	if len(lines) != len(cases) {
		t.Fatalf("got %d lines, want %d:\n%s", len(lines), len(cases), out)
	}
	for i, c := range cases {
		want := classify.Classify(classify.Input{Protocol: strings.ToLower(c.protocol), Code: c.code, Message: c.message})
		if want.Kind == rung.KindUnknown {
			t.Fatalf("%s: classify reads %q as unknown; pick a failure it knows", c.protocol, c.message)
		}
		if lines[i]["error"] != nil || lines[i]["kind"] != want.Kind.String() {
			t.Errorf("%s: line %v, want kind %s", c.protocol, lines[i], want.Kind)
		}
	}
	if _, stderr, code := runTriageCLI(t, "", "triage", "--protocol", "smtp", "--code", "421", "--body", "421 4.3.2 Service shutting down"); code != ExitOK {
		t.Errorf("--protocol smtp: exit %d, want %d; stderr %q", code, ExitOK, stderr)
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
