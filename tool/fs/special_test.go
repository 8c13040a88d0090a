//go:build unix

package fs_test

import (
	"context"
	"errors"
	"net"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/tool/fs"
)

var errHung = errors.New("hung")

// callBounded calls tool in a goroutine and fails the test if it does not
// return within a few seconds: opening a FIFO for reading blocks until a
// writer appears, so a tool that opens one hangs. The FIFOs in fifos are
// then opened for writing to release the stuck goroutine.
func callBounded(t *testing.T, tool rung.Tool, args map[string]any, fifos ...string) error {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	done := make(chan error, 1)
	go func() {
		_, err := tool.Call(ctx, args)
		done <- err
	}()
	select {
	case err := <-done:
		return err
	case <-time.After(3 * time.Second):
		for _, p := range fifos {
			if w, err := os.OpenFile(p, os.O_WRONLY|syscall.O_NONBLOCK, 0); err == nil {
				w.Close()
			}
		}
		t.Errorf("%s %v did not return within 3s (the call's deadline was 1s): it blocked opening a special file", tool.Name, args)
		return errHung
	}
}

// TestSpecialFilesRefused: a FIFO, a unix socket, a symbolic link to
// either and a device are not files the tools read or write: every
// operation on their content fails at once as invalid, naming the path,
// and leaves them in place. Before, fs.read and fs.list on a FIFO blocked
// forever (past the call's deadline), and fs.write renamed a regular file
// over it.
func TestSpecialFilesRefused(t *testing.T) {
	m, root := setup(t, nil)
	fifo := filepath.Join(root, "pipe")
	must(t, syscall.Mkfifo(fifo, 0o644))
	must(t, os.Symlink("pipe", filepath.Join(root, "topipe")))
	// A socket path must fit in sun_path (108 bytes); t.TempDir's may not.
	sockDir, err := os.MkdirTemp("", "rungfs")
	must(t, err)
	t.Cleanup(func() { os.RemoveAll(sockDir) })
	l, err := net.Listen("unix", filepath.Join(sockDir, "s"))
	if err != nil {
		t.Fatalf("listen on a unix socket: %v", err)
	}
	t.Cleanup(func() { l.Close() })
	must(t, os.Symlink(filepath.Join(sockDir, "s"), filepath.Join(root, "outsock"))) // escapes: denied, not opened
	must(t, os.Link(filepath.Join(sockDir, "s"), filepath.Join(root, "sock")))

	fifos := []string{fifo}
	tests := []struct {
		tool string
		args map[string]any
		kind rung.Kind
	}{
		{"fs.read", map[string]any{"path": "pipe"}, rung.KindInvalid},
		{"fs.read", map[string]any{"path": "topipe"}, rung.KindInvalid},
		{"fs.read", map[string]any{"path": "sock"}, rung.KindInvalid},
		{"fs.read", map[string]any{"path": "outsock"}, rung.KindDenied},
		{"fs.list", map[string]any{"path": "pipe"}, rung.KindInvalid},
		{"fs.list", map[string]any{"path": "topipe"}, rung.KindInvalid},
		{"fs.write", map[string]any{"path": "pipe", "content": "x", "mode": "create"}, rung.KindInvalid},
		{"fs.write", map[string]any{"path": "topipe", "content": "x", "mode": "create"}, rung.KindInvalid},
		{"fs.write", map[string]any{"path": "pipe", "content": "x"}, rung.KindInvalid},
		{"fs.write", map[string]any{"path": "topipe", "content": "x"}, rung.KindInvalid},
		{"fs.write", map[string]any{"path": "sock", "content": "x", "mode": "create"}, rung.KindInvalid},
		{"fs.write", map[string]any{"path": "sock", "content": "x"}, rung.KindInvalid},
	}
	for _, tt := range tests {
		err := callBounded(t, m[tt.tool], tt.args, fifos...)
		if err == errHung {
			continue
		}
		f, ok := rung.AsFailure(err)
		if !ok {
			t.Errorf("%s %v: got %v, want a %s failure", tt.tool, tt.args, err, tt.kind)
			continue
		}
		if f.Kind != tt.kind || f.Target != tt.args["path"] {
			t.Errorf("%s %v: got %s target %q (%s), want %s target %q", tt.tool, tt.args, f.Kind, f.Target, f.Message, tt.kind, tt.args["path"])
		}
	}
	for _, p := range []string{"pipe", "topipe", "sock"} {
		fi, err := os.Lstat(filepath.Join(root, p))
		if err != nil || fi.Mode().IsRegular() {
			t.Errorf("%s was replaced by a regular file (or removed): %v", p, err)
		}
	}
	// fs.stat describes a special file without opening it.
	got, err := m["fs.stat"].Call(context.Background(), map[string]any{"path": "pipe"})
	must(t, err)
	if got.(map[string]any)["type"] != "fifo" {
		t.Errorf("stat pipe: %v, want type fifo", got)
	}
}

// TestDeviceRefused: a character device under the root (here /dev/null,
// with /dev as the root) is not read.
func TestDeviceRefused(t *testing.T) {
	if fi, err := os.Stat("/dev/null"); err != nil || fi.Mode()&os.ModeCharDevice == 0 {
		t.Skip("no /dev/null character device")
	}
	d, err := fs.Open("/dev", &fs.Options{ReadOnly: true})
	must(t, err)
	defer d.Close()
	err = callBounded(t, d.Read(), map[string]any{"path": "null"})
	if err == errHung {
		return
	}
	if f, ok := rung.AsFailure(err); !ok || f.Kind != rung.KindInvalid || f.Target != "null" {
		t.Errorf("read /dev/null: got %v, want invalid target \"null\"", err)
	}
}
