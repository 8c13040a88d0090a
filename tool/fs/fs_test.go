package fs_test

import (
	"context"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/tool/fs"
)

func setup(t *testing.T, opts *fs.Options) (map[string]rung.Tool, string) {
	t.Helper()
	dir := t.TempDir()
	root := filepath.Join(dir, "root")
	must(t, os.MkdirAll(filepath.Join(root, "sub"), 0o755))
	must(t, os.WriteFile(filepath.Join(root, "a.txt"), []byte("hello"), 0o644))
	must(t, os.WriteFile(filepath.Join(root, "bin"), []byte{0xff, 0xfe}, 0o644))
	must(t, os.WriteFile(filepath.Join(dir, "secret.txt"), []byte("s3cret"), 0o644))
	must(t, os.Symlink(filepath.Join(dir, "secret.txt"), filepath.Join(root, "escape")))
	must(t, os.Symlink(filepath.Join(dir), filepath.Join(root, "escapedir")))
	must(t, os.Symlink("a.txt", filepath.Join(root, "inside")))
	d, err := fs.Open(root, opts)
	must(t, err)
	t.Cleanup(func() { d.Close() })
	m := map[string]rung.Tool{}
	for _, tl := range d.Tools() {
		m[tl.Name] = tl
	}
	return m, root
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func TestToolsDeclared(t *testing.T) {
	m, _ := setup(t, nil)
	type decl struct {
		Identifying []string
		SideEffects bool
		Key         bool
	}
	got := map[string]decl{}
	for name, tl := range m {
		got[name] = decl{tl.Identifying, tl.SideEffects, tl.AcceptsIdempotencyKey}
	}
	want := map[string]decl{
		"fs.read":  {[]string{"path"}, false, false},
		"fs.list":  {[]string{"path"}, false, false},
		"fs.stat":  {[]string{"path"}, false, false},
		"fs.write": {[]string{"path"}, true, true},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("tools (-want +got):\n%s", diff)
	}
	m, _ = setup(t, &fs.Options{Name: "files", ReadOnly: true})
	if _, ok := m["files.write"]; ok || len(m) != 3 {
		t.Errorf("read-only tools: %v", m)
	}
}

func TestReadListStat(t *testing.T) {
	m, root := setup(t, nil)
	ctx := context.Background()
	tests := []struct {
		tool string
		path string
		want any
	}{
		{"fs.read", "a.txt", map[string]any{"path": "a.txt", "content": "hello", "bytes": 5, "truncated": false, "encoding": "utf-8"}},
		{"fs.read", filepath.Join(root, "a.txt"), map[string]any{"path": "a.txt", "content": "hello", "bytes": 5, "truncated": false, "encoding": "utf-8"}},
		{"fs.read", "sub/../inside", map[string]any{"path": "inside", "content": "hello", "bytes": 5, "truncated": false, "encoding": "utf-8"}},
		{"fs.read", "bin", map[string]any{"path": "bin", "content": "//4=", "bytes": 2, "truncated": false, "encoding": "base64"}},
		{"fs.list", ".", map[string]any{"path": ".", "truncated": false, "entries": []any{
			map[string]any{"name": "a.txt", "type": "file", "bytes": int64(5)},
			map[string]any{"name": "bin", "type": "file", "bytes": int64(2)},
			map[string]any{"name": "escape", "type": "symlink"},
			map[string]any{"name": "escapedir", "type": "symlink"},
			map[string]any{"name": "inside", "type": "symlink"},
			map[string]any{"name": "sub", "type": "directory"},
		}}},
	}
	for _, tt := range tests {
		got, err := m[tt.tool].Call(ctx, map[string]any{"path": tt.path})
		if err != nil {
			t.Errorf("%s %s: %v", tt.tool, tt.path, err)
			continue
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%s %s (-want +got):\n%s", tt.tool, tt.path, diff)
		}
	}
	got, err := m["fs.stat"].Call(ctx, map[string]any{"path": "a.txt"})
	must(t, err)
	if diff := cmp.Diff(map[string]any{"path": "a.txt", "type": "file", "bytes": int64(5), "mode": "0644"}, got,
		cmpopts.IgnoreMapEntries(func(k string, _ any) bool { return k == "modified" })); diff != "" {
		t.Errorf("stat (-want +got):\n%s", diff)
	}
}

func TestReadTruncates(t *testing.T) {
	m, _ := setup(t, &fs.Options{MaxReadBytes: 3})
	got, err := m["fs.read"].Call(context.Background(), map[string]any{"path": "a.txt"})
	must(t, err)
	if diff := cmp.Diff(map[string]any{"path": "a.txt", "content": "hel", "bytes": 3, "truncated": true, "encoding": "utf-8"}, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

func TestFailures(t *testing.T) {
	m, root := setup(t, nil)
	outside := filepath.Join(filepath.Dir(root), "secret.txt")
	tests := []struct {
		name   string
		tool   string
		args   map[string]any
		kind   rung.Kind
		target string
	}{
		{"missing file", "fs.read", map[string]any{"path": "nope.txt"}, rung.KindPremise, "nope.txt"},
		{"missing dir", "fs.list", map[string]any{"path": "nope"}, rung.KindPremise, "nope"},
		{"stat missing", "fs.stat", map[string]any{"path": "sub/nope"}, rung.KindPremise, "sub/nope"},
		{"dot-dot", "fs.read", map[string]any{"path": "../secret.txt"}, rung.KindDenied, "../secret.txt"},
		{"absolute outside", "fs.read", map[string]any{"path": outside}, rung.KindDenied, outside},
		{"absolute /etc", "fs.write", map[string]any{"path": "/etc/rung-test", "content": "x"}, rung.KindDenied, "/etc/rung-test"},
		{"symlink escaping", "fs.read", map[string]any{"path": "escape"}, rung.KindDenied, "escape"},
		{"through a symlinked dir", "fs.read", map[string]any{"path": "escapedir/secret.txt"}, rung.KindDenied, "escapedir/secret.txt"},
		{"write through an escaping symlink", "fs.write", map[string]any{"path": "escapedir/new.txt", "content": "x"}, rung.KindDenied, "escapedir/new.txt"},
		{"read a directory", "fs.read", map[string]any{"path": "sub"}, rung.KindInvalid, "sub"},
		{"list a file", "fs.list", map[string]any{"path": "a.txt"}, rung.KindInvalid, "a.txt"},
		{"write through a file", "fs.write", map[string]any{"path": "a.txt/x.txt", "content": "x"}, rung.KindPremise, "a.txt/x.txt"},
		{"write over a directory", "fs.write", map[string]any{"path": "sub", "content": "x"}, rung.KindInvalid, "sub"},
		{"write without parent", "fs.write", map[string]any{"path": "new/x.txt", "content": "x"}, rung.KindPremise, "new/x.txt"},
		{"missing path", "fs.read", map[string]any{}, rung.KindInvalid, ""},
		{"path of the wrong type", "fs.read", map[string]any{"path": 3.0}, rung.KindInvalid, ""},
		{"missing content", "fs.write", map[string]any{"path": "x.txt"}, rung.KindInvalid, ""},
		{"bad mode", "fs.write", map[string]any{"path": "x.txt", "content": "", "mode": "append"}, rung.KindInvalid, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := m[tt.tool].Call(context.Background(), tt.args)
			f, ok := rung.AsFailure(err)
			if !ok {
				t.Fatalf("error %v is not a Failure", err)
			}
			if f.Kind != tt.kind || f.Target != tt.target {
				t.Errorf("got %s target %q (%s), want %s target %q", f.Kind, f.Target, f.Message, tt.kind, tt.target)
			}
		})
	}
	if _, err := os.Stat(filepath.Join(filepath.Dir(root), "new.txt")); err == nil {
		t.Error("a denied write created a file outside the root")
	}
}

func TestWrite(t *testing.T) {
	m, root := setup(t, nil)
	w := m["fs.write"].Call
	ctx := context.Background()
	sumHi := "8f434346648f6b96df89dda901c5176b10a6d83961dd3c1ac88b59b2dc327aa4"

	got, err := w(ctx, map[string]any{"path": "out/hi.txt", "content": "hi", "parents": true, "mode": "create"})
	must(t, err)
	want := map[string]any{"path": "out/hi.txt", "bytes": 2, "sha256": sumHi, "created": true}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("create (-want +got):\n%s", diff)
	}
	// Replaying the same create finds the same content: success, not created.
	got, err = w(ctx, map[string]any{"path": "out/hi.txt", "content": "hi", "mode": "create"})
	must(t, err)
	want["created"] = false
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("replayed create (-want +got):\n%s", diff)
	}
	// Other content: a conflict carrying what is there.
	_, err = w(ctx, map[string]any{"path": "out/hi.txt", "content": "bye", "mode": "create"})
	f, ok := rung.AsFailure(err)
	if !ok || f.Kind != rung.KindConflict || f.Target != "out/hi.txt" {
		t.Fatalf("create over other content: %v", err)
	}
	if diff := cmp.Diff(map[string]any{"path": "out/hi.txt", "bytes": 2, "sha256": sumHi}, f.Fact); diff != "" {
		t.Errorf("fact (-want +got):\n%s", diff)
	}
	// Overwrite replaces.
	_, err = w(ctx, map[string]any{"path": "out/hi.txt", "content": "bye"})
	must(t, err)
	b, err := os.ReadFile(filepath.Join(root, "out", "hi.txt"))
	must(t, err)
	if string(b) != "bye" {
		t.Errorf("content = %q", b)
	}
	// No temporary files are left behind.
	des, err := os.ReadDir(filepath.Join(root, "out"))
	must(t, err)
	if len(des) != 1 {
		t.Errorf("out/ holds %d entries, want 1", len(des))
	}
}

func TestConcurrentWrites(t *testing.T) {
	m, _ := setup(t, nil)
	var wg sync.WaitGroup
	errs := make(chan error, 16)
	for i := range 16 {
		wg.Go(func() {
			_, err := m["fs.write"].Call(context.Background(), map[string]any{"path": "c.txt", "content": "same", "mode": []string{"create", "overwrite"}[i%2]})
			errs <- err
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Error(err)
		}
	}
}

// TestSandboxRefusalsReadAsRungs: a path the root does not hold is refused by
// rung's sandbox, not by the operating system, so the failure says so
// (protocol "rung", a code naming the boundary) instead of "go EACCES".
func TestSandboxRefusalsReadAsRungs(t *testing.T) {
	m, root := setup(t, nil)
	outside := filepath.Join(filepath.Dir(root), "secret.txt")
	for _, tc := range []struct {
		path, code string
	}{
		{"../secret.txt", "path_outside_root"},
		{outside, "path_outside_root"},
		{"escape", "symlink_outside_root"},
		{"escapedir/secret.txt", "symlink_outside_root"},
	} {
		_, err := m["fs.read"].Call(context.Background(), map[string]any{"path": tc.path})
		f, ok := rung.AsFailure(err)
		if !ok || f.Kind != rung.KindDenied || f.Protocol != "rung" || f.Code != tc.code {
			t.Errorf("%s: got %v; want denied, protocol rung, code %s", tc.path, f, tc.code)
		}
	}
}
