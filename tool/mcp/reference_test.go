package mcp_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/tool/mcp"
	"github.com/rungkit/rung/tool/mcp/mcptest"
)

// These tests run against the MCP reference servers from npm
// (.ci/mcp-servers.sh installs them); they skip when the servers are absent.

func TestFilesystemServer(t *testing.T) {
	c, dir := mcptest.Filesystem(t)
	if err := os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("hello"), 0o644); err != nil {
		t.Fatal(err)
	}
	// A file whose name has no extension, read as a directory's name.
	if err := os.WriteFile(filepath.Join(dir, "out"), []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	m := toolMap(t, c)
	for _, name := range []string{"fs.read_text_file", "fs.write_file", "fs.list_directory", "fs.create_directory"} {
		if _, ok := m[name]; !ok {
			t.Errorf("tool %s not listed", name)
		}
	}
	if m["fs.read_text_file"].SideEffects || !m["fs.write_file"].SideEffects {
		t.Errorf("annotations: read_text_file side effects %v, write_file %v", m["fs.read_text_file"].SideEffects, m["fs.write_file"].SideEffects)
	}
	ctx := context.Background()

	got, err := m["fs.read_text_file"].Call(ctx, map[string]any{"path": filepath.Join(dir, "notes.txt")})
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(map[string]any{"content": "hello"}, got); diff != "" {
		t.Errorf("read (-want +got):\n%s", diff)
	}

	tests := []struct {
		name   string
		tool   string
		args   map[string]any
		kind   rung.Kind
		target string
		code   string
	}{
		{"missing file is a premise", "fs.read_text_file", map[string]any{"path": filepath.Join(dir, "missing.txt")}, rung.KindPremise, filepath.Join(dir, "missing.txt"), "ENOENT"},
		{"write outside the allowed directories is denied", "fs.write_file", map[string]any{"path": "/etc/rung-denied.txt", "content": "x"}, rung.KindDenied, "/etc/rung-denied.txt", ""},
		{"reading a directory is invalid (the path ruling: the call named a directory)", "fs.read_text_file", map[string]any{"path": dir}, rung.KindInvalid, dir, "EISDIR"},
		// create_directory is a recursive mkdir, so its EEXIST is a file at
		// the name: a file's name (an extension) reads as a file in the way,
		// premise; a directory's name keeps the "already exists" reading,
		// conflict (classify/dirheld.go mkdirOverFileName).
		{"mkdir over a file's name is a premise", "fs.create_directory", map[string]any{"path": filepath.Join(dir, "notes.txt")}, rung.KindPremise, filepath.Join(dir, "notes.txt"), "EEXIST"},
		{"mkdir over a directory's name is a conflict", "fs.create_directory", map[string]any{"path": filepath.Join(dir, "out")}, rung.KindConflict, filepath.Join(dir, "out"), "EEXIST"},
		{"bad arguments are invalid", "fs.read_text_file", map[string]any{"head": 1}, rung.KindInvalid, "", "-32602"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := m[tt.tool].Call(ctx, tt.args)
			f := failureOf(t, err)
			if f.Kind != tt.kind || f.Target != tt.target || f.Code != tt.code || f.Effect != rung.EffectNone {
				t.Errorf("got %s (target %q, code %q, effect %s, reason %q), want %s (target %q, code %q): %s", f.Kind, f.Target, f.Code, f.Effect, f.Reason, tt.kind, tt.target, tt.code, f.Message)
			}
		})
	}
	if _, err := os.Stat("/etc/rung-denied.txt"); err == nil {
		t.Error("the denied write created the file")
	}
	// An unknown tool name is the call's fault.
	if _, err := c.Call(ctx, "no_such_tool", nil); rung.KindOf(err) != rung.KindInvalid {
		t.Errorf("unknown tool: %v", err)
	}
}

// server-memory ignores entities that already exist: creating the same
// entity twice succeeds and returns the entities it added (none), so the
// truthful verdict is success, not a conflict.
func TestMemoryServer(t *testing.T) {
	m := toolMap(t, mcptest.Connect(t, mcptest.MemoryServer(t)))
	if len(m) == 0 {
		t.Fatal("no tools")
	}
	if m["memory.read_graph"].SideEffects || !m["memory.create_entities"].SideEffects || !m["memory.delete_entities"].AcceptsIdempotencyKey {
		t.Error("annotations: read_graph read-only, create_entities side-effecting, delete_entities idempotent")
	}
	ctx := context.Background()
	alice := map[string]any{"name": "alice", "entityType": "person", "observations": []any{"likes tea"}}
	args := map[string]any{"entities": []any{alice}}
	got, err := m["memory.create_entities"].Call(ctx, args)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(map[string]any{"entities": []any{alice}}, got); diff != "" {
		t.Errorf("first create (-want +got):\n%s", diff)
	}
	got, err = m["memory.create_entities"].Call(ctx, args)
	if err != nil {
		t.Fatalf("second create: %v", err)
	}
	if diff := cmp.Diff(map[string]any{"entities": []any{}}, got); diff != "" {
		t.Errorf("second create (-want +got):\n%s", diff)
	}
	_, err = m["memory.add_observations"].Call(ctx, map[string]any{"observations": []any{map[string]any{"entityName": "carol", "contents": []any{"x"}}}})
	if f := failureOf(t, err); f.Kind != rung.KindPremise {
		t.Errorf("observation on a missing entity: got %s (%s), want premise", f.Kind, f.Message)
	}
}

func everythingChecks(t *testing.T, c *mcp.Client, prefix string) {
	t.Helper()
	m := toolMap(t, c)
	ctx := context.Background()
	got, err := m[prefix+"echo"].Call(ctx, map[string]any{"message": "hi"})
	if err != nil || got != "Echo: hi" {
		t.Errorf("echo = %v, %v", got, err)
	}
	got, err = m[prefix+"get-sum"].Call(ctx, map[string]any{"a": 2, "b": 3})
	if err != nil || got != "The sum of 2 and 3 is 5." {
		t.Errorf("get-sum = %v, %v", got, err)
	}
	got, err = m[prefix+"get-structured-content"].Call(ctx, map[string]any{"location": "Chicago"})
	if err != nil {
		t.Errorf("get-structured-content: %v", err)
	} else if obj, ok := got.(map[string]any); !ok || obj["temperature"] == nil {
		t.Errorf("get-structured-content = %#v, want the structured object", got)
	}
	// Arguments the schema rejects come back as an isError result.
	_, err = m[prefix+"get-sum"].Call(ctx, map[string]any{"a": "two"})
	if f := failureOf(t, err); f.Kind != rung.KindInvalid || !strings.Contains(f.Message, "-32602") {
		t.Errorf("get-sum with a string: %+v", f)
	}
	// A tool that throws: an unsupported URL scheme is the call's fault.
	_, err = m[prefix+"gzip-file-as-resource"].Call(ctx, map[string]any{"name": "x.gz", "data": "ftp://example.com/x"})
	if f := failureOf(t, err); f.Kind != rung.KindInvalid || f.Target != "x.gz" {
		t.Errorf("gzip-file-as-resource with ftp: %+v", f)
	}
}

func TestEverythingServerStdio(t *testing.T) {
	everythingChecks(t, mcptest.Connect(t, mcptest.EverythingServer(t)), "everything.")
}

func TestEverythingServerStreamableHTTP(t *testing.T) {
	url := mcptest.EverythingHTTP(t)
	everythingChecks(t, mcptest.Connect(t, mcp.Server{URL: url}), "")
}

// A server that exits during startup is a premise failure whose message
// carries the server's own explanation.
func TestServerExitsAtStartup(t *testing.T) {
	_, err := mcp.Connect(context.Background(), mcptest.FilesystemServer(t, "/nonexistent-rung-dir"))
	f := failureOf(t, err)
	if f.Kind != rung.KindPremise || !strings.Contains(f.Message, "/nonexistent-rung-dir") {
		t.Errorf("got %s: %s", f.Kind, f.Message)
	}
}
