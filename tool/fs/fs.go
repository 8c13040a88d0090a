// Package fs provides rung tools that read, list, stat and write files under
// one root directory.
//
// # Confinement
//
// Every path is resolved inside the root through os.Root: an absolute path
// outside the root, a path that climbs out with "..", and a symbolic link
// whose target lies outside the root are all denied failures, and nothing
// outside the root is opened, stat'ed or written. An absolute path inside the
// root is accepted and treated as relative to it.
//
// # Failures
//
// Errors are *rung.Failure values with protocol "go":
//
//   - the file does not exist: premise, Target the path (relative to the root);
//   - permission denied, or a path that escapes the root: denied;
//   - write with mode "create" over a file with other content: conflict,
//     Fact {"path", "bytes", "sha256"} of the file that is there;
//   - a directory where a file was expected (or the reverse): invalid;
//   - a FIFO, socket or device (or a link to one), which no tool opens,
//     reads or replaces: invalid;
//   - a missing or mistyped argument: invalid.
//
// # Idempotency
//
// fs.write has side effects and accepts an idempotency key because it is
// idempotent by content: it writes atomically (a temporary file renamed
// over the target), so writing the same content again leaves the same file;
// in mode "create", finding the file already holding exactly that content is
// reported as success ("created": false), which is what a replay of a
// create that did land must see. The key itself is not stored.
//
// The package name shadows io/fs; import it under another name if you use
// both (rungfs).
package fs

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	iofs "io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"time"
	"unicode/utf8"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/classify"
	"github.com/rungkit/rung/tool/internal/arg"
	"github.com/rungkit/rung/tool/internal/verdict"
)

// Options configure a Dir. The zero value is a working configuration.
type Options struct {
	// Name prefixes the tool names: "fs" (the default) gives fs.read,
	// fs.list, fs.stat and fs.write.
	Name string `json:"name,omitempty" yaml:"name,omitempty"`
	// MaxReadBytes caps what fs.read returns; longer files are cut and
	// marked "truncated". 0 means 1 MiB.
	MaxReadBytes int64 `json:"max_read_bytes,omitempty" yaml:"max_read_bytes,omitempty"`
	// MaxListEntries caps what fs.list returns; 0 means 1000.
	MaxListEntries int `json:"max_list_entries,omitempty" yaml:"max_list_entries,omitempty"`
	// ReadOnly leaves fs.write out of Tools.
	ReadOnly bool `json:"read_only,omitempty" yaml:"read_only,omitempty"`
	// FileMode is the permission of files fs.write creates; 0 means 0644.
	FileMode os.FileMode `json:"file_mode,omitempty" yaml:"file_mode,omitempty"`
}

// Dir is a root directory the tools are confined to. It is safe for
// concurrent use; Close it when the tools are no longer called.
type Dir struct {
	root *os.Root
	abs  string // the root's absolute path, symlinks resolved
	opts Options
}

// Open opens root for the tools. The directory must exist.
func Open(root string, opts *Options) (*Dir, error) {
	abs, err := filepath.Abs(root)
	if err != nil {
		return nil, fmt.Errorf("fs: root %q: %w", root, err)
	}
	if resolved, err := filepath.EvalSymlinks(abs); err == nil {
		abs = resolved
	}
	r, err := os.OpenRoot(abs)
	if err != nil {
		return nil, fmt.Errorf("fs: root: %w", err)
	}
	d := &Dir{root: r, abs: abs}
	if opts != nil {
		d.opts = *opts
	}
	if d.opts.Name == "" {
		d.opts.Name = "fs"
	}
	if d.opts.MaxReadBytes <= 0 {
		d.opts.MaxReadBytes = 1 << 20
	}
	if d.opts.MaxListEntries <= 0 {
		d.opts.MaxListEntries = 1000
	}
	if d.opts.FileMode == 0 {
		d.opts.FileMode = 0o644
	}
	return d, nil
}

// Close releases the root directory.
func (d *Dir) Close() error { return d.root.Close() }

// Path returns the root's absolute path.
func (d *Dir) Path() string { return d.abs }

// Tools returns fs.read, fs.list, fs.stat and (unless ReadOnly) fs.write.
func (d *Dir) Tools() []rung.Tool {
	tools := []rung.Tool{d.Read(), d.List(), d.Stat()}
	if !d.opts.ReadOnly {
		tools = append(tools, d.Write())
	}
	return tools
}

const pathSchema = `"path":{"type":"string","description":"file path, relative to the root directory"}`

// Read returns the tool that reads a file: {"path"} -> {"path", "content",
// "bytes", "truncated", "encoding"}. Content that is not UTF-8 comes back
// base64-encoded with "encoding": "base64".
func (d *Dir) Read() rung.Tool {
	return rung.Tool{
		Name:        d.opts.Name + ".read",
		Description: "Read a file under the root directory.",
		InputSchema: []byte(`{"type":"object","properties":{` + pathSchema + `},"required":["path"]}`),
		Identifying: []string{"path"},
		Call: func(ctx context.Context, args map[string]any) (any, error) {
			rel, err := d.resolve(args)
			if err != nil {
				return nil, err
			}
			f, err := d.open(rel, "read", false)
			if err != nil {
				return nil, err
			}
			defer f.Close()
			b, err := io.ReadAll(io.LimitReader(f, d.opts.MaxReadBytes+1))
			if err != nil {
				return nil, d.failure(rel, err)
			}
			truncated := int64(len(b)) > d.opts.MaxReadBytes
			if truncated {
				b = b[:d.opts.MaxReadBytes]
			}
			out := map[string]any{"path": rel, "bytes": len(b), "truncated": truncated}
			if utf8.Valid(b) {
				out["content"], out["encoding"] = string(b), "utf-8"
			} else {
				out["content"], out["encoding"] = base64.StdEncoding.EncodeToString(b), "base64"
			}
			return out, nil
		},
	}
}

// List returns the tool that lists a directory: {"path"} -> {"path",
// "entries": [{"name", "type", "bytes"}], "truncated"}, sorted by name.
// Symbolic links are listed as "symlink", not followed.
func (d *Dir) List() rung.Tool {
	return rung.Tool{
		Name:        d.opts.Name + ".list",
		Description: "List a directory under the root directory (\".\" is the root).",
		InputSchema: []byte(`{"type":"object","properties":{` + pathSchema + `},"required":["path"]}`),
		Identifying: []string{"path"},
		Call: func(ctx context.Context, args map[string]any) (any, error) {
			rel, err := d.resolve(args)
			if err != nil {
				return nil, err
			}
			f, err := d.open(rel, "list", true)
			if err != nil {
				return nil, err
			}
			defer f.Close()
			des, err := f.ReadDir(-1)
			if err != nil {
				return nil, d.failure(rel, err)
			}
			slices.SortFunc(des, func(a, b iofs.DirEntry) int { return strings.Compare(a.Name(), b.Name()) })
			truncated := len(des) > d.opts.MaxListEntries
			if truncated {
				des = des[:d.opts.MaxListEntries]
			}
			entries := make([]any, 0, len(des))
			for _, de := range des {
				e := map[string]any{"name": de.Name(), "type": typeOf(de.Type())}
				if de.Type().IsRegular() {
					if info, err := de.Info(); err == nil {
						e["bytes"] = info.Size()
					}
				}
				entries = append(entries, e)
			}
			return map[string]any{"path": rel, "entries": entries, "truncated": truncated}, nil
		},
	}
}

// Stat returns the tool that describes a path without following a final
// symbolic link: {"path"} -> {"path", "type", "bytes", "mode", "modified"}.
func (d *Dir) Stat() rung.Tool {
	return rung.Tool{
		Name:        d.opts.Name + ".stat",
		Description: "Describe a file or directory under the root directory: type, size, mode, modification time.",
		InputSchema: []byte(`{"type":"object","properties":{` + pathSchema + `},"required":["path"]}`),
		Identifying: []string{"path"},
		Call: func(ctx context.Context, args map[string]any) (any, error) {
			rel, err := d.resolve(args)
			if err != nil {
				return nil, err
			}
			fi, err := d.root.Lstat(rel)
			if err != nil {
				return nil, d.failure(rel, err)
			}
			return map[string]any{
				"path":     rel,
				"type":     typeOf(fi.Mode().Type()),
				"bytes":    fi.Size(),
				"mode":     fmt.Sprintf("%#o", fi.Mode().Perm()),
				"modified": fi.ModTime().UTC().Format(time.RFC3339Nano),
			}, nil
		},
	}
}

// Write returns the tool that writes a file atomically: {"path",
// "content", "mode": "overwrite"|"create", "parents"} -> {"path", "bytes",
// "sha256", "created"}. Mode "create" refuses to replace a file with other
// content (a conflict carrying that file's path, size and digest);
// "parents" creates missing parent directories.
func (d *Dir) Write() rung.Tool {
	return rung.Tool{
		Name:        d.opts.Name + ".write",
		Description: "Write a text file under the root directory, atomically. mode \"create\" fails if a file with other content exists.",
		InputSchema: []byte(`{"type":"object","properties":{` + pathSchema + `,` +
			`"content":{"type":"string","description":"the whole new content of the file"},` +
			`"mode":{"type":"string","enum":["overwrite","create"],"default":"overwrite"},` +
			`"parents":{"type":"boolean","default":false,"description":"create missing parent directories"}},` +
			`"required":["path","content"]}`),
		Identifying:           []string{"path"},
		SideEffects:           true,
		AcceptsIdempotencyKey: true,
		Call:                  d.write,
	}
}

func (d *Dir) write(ctx context.Context, args map[string]any) (any, error) {
	rel, err := d.resolve(args)
	if err != nil {
		return nil, err
	}
	content, err := arg.String("go", args, "content", false)
	if err != nil {
		return nil, err
	}
	if _, ok := args["content"]; !ok {
		return nil, arg.Invalid("go", "missing argument %q", "content")
	}
	mode, err := arg.String("go", args, "mode", false)
	if err != nil {
		return nil, err
	}
	if mode == "" {
		mode = "overwrite"
	}
	if mode != "overwrite" && mode != "create" {
		return nil, arg.Invalid("go", "argument \"mode\": want \"overwrite\" or \"create\", got %q", mode)
	}
	parents, err := arg.Bool("go", args, "parents")
	if err != nil {
		return nil, err
	}
	if rel == "." {
		return nil, d.failure(rel, &iofs.PathError{Op: "write", Path: rel, Err: syscall.EISDIR})
	}
	if err := ctx.Err(); err != nil {
		return nil, verdict.Failure(classify.Error(err), "go", 0, err.Error(), err)
	}
	data := []byte(content)
	sum := sha256.Sum256(data)
	out := map[string]any{"path": rel, "bytes": len(data), "sha256": hex.EncodeToString(sum[:]), "created": true}

	if parents {
		if dir := path.Dir(rel); dir != "." {
			if err := d.root.MkdirAll(dir, 0o755); err != nil {
				return nil, d.failure(rel, err)
			}
		}
	}
	if fi, err := d.root.Lstat(rel); err == nil {
		m := fi.Mode()
		if m&iofs.ModeSymlink != 0 {
			// A link inside the root to a FIFO, socket or device names
			// that file; a dangling or escaping link is left to the
			// rename (which replaces the link) or the read below.
			if target, err := d.root.Stat(rel); err == nil {
				m = target.Mode()
			}
		}
		switch {
		case m.IsDir():
			return nil, d.failure(rel, &iofs.PathError{Op: "write", Path: rel, Err: syscall.EISDIR})
		case m&iofs.ModeSymlink == 0 && !m.IsRegular():
			// Renaming over a FIFO or a socket would take it away from
			// whatever uses it; writing into a device is not a file write.
			return nil, d.special(rel, m)
		}
		if mode == "create" {
			existing, err := d.readAll(rel)
			if err != nil {
				return nil, err
			}
			if string(existing) == content {
				out["created"] = false
				return out, nil
			}
			es := sha256.Sum256(existing)
			msg := fmt.Sprintf("create %s: file exists with other content", rel)
			f := verdict.New(rung.KindConflict, "go", "EEXIST", msg, "fs: create-only write over an existing file", iofs.ErrExist)
			f.Fact = map[string]any{"path": rel, "bytes": len(existing), "sha256": hex.EncodeToString(es[:])}
			f.Target = rel
			return nil, f
		}
		out["created"] = false
	}

	// Write a temporary file beside the target and rename it over, so a
	// reader (or a crash) never sees half a file.
	tmp := path.Join(path.Dir(rel), fmt.Sprintf(".%s.rung-%s.tmp", path.Base(rel), rand.Text()[:12]))
	f, err := d.root.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_EXCL, d.opts.FileMode)
	if err != nil {
		return nil, d.failure(rel, err)
	}
	_, werr := f.Write(data)
	if werr == nil {
		werr = f.Sync()
	}
	if cerr := f.Close(); werr == nil {
		werr = cerr
	}
	if werr != nil {
		_ = d.root.Remove(tmp)
		return nil, d.failure(rel, werr)
	}
	if mode == "create" {
		// Link fails if the target appeared since the check above.
		err = d.root.Link(tmp, rel)
		_ = d.root.Remove(tmp)
		if errors.Is(err, iofs.ErrExist) {
			return d.write(ctx, args)
		}
	} else {
		err = d.root.Rename(tmp, rel)
		if err != nil {
			_ = d.root.Remove(tmp)
		}
	}
	if err != nil {
		return nil, d.failure(rel, err)
	}
	return out, nil
}

// open opens rel for reading, refusing anything but a regular file (or,
// with dir, a directory). Opening a FIFO for reading blocks until a writer
// appears, past any deadline, and opening a device can act by itself (a
// terminal, a tape), so the type is checked before opening; the open is
// non-blocking and the descriptor is checked again, so a file swapped for a
// FIFO in between is refused too, not waited on. O_NONBLOCK does not change
// reads of regular files or directories, so it stays set.
func (d *Dir) open(rel, op string, dir bool) (*os.File, error) {
	fi, err := d.root.Stat(rel)
	if err != nil {
		return nil, d.failure(rel, err)
	}
	if err := d.want(rel, op, fi.Mode(), dir); err != nil {
		return nil, err
	}
	f, err := d.root.OpenFile(rel, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, d.failure(rel, err)
	}
	if fi, err = f.Stat(); err != nil {
		f.Close()
		return nil, d.failure(rel, err)
	}
	if err := d.want(rel, op, fi.Mode(), dir); err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// want checks that m is a regular file (or, with dir, a directory).
func (d *Dir) want(rel, op string, m iofs.FileMode, dir bool) error {
	switch {
	case dir && m.IsDir(), !dir && m.IsRegular():
		return nil
	case dir && m.IsRegular():
		// The path the call named is a file where it needs a directory:
		// the call's, as classify's path ruling reads a listing's ENOTDIR
		// (pathkind.go). An ENOTDIR from deeper in a path stays premise.
		f := d.failure(rel, &iofs.PathError{Op: op, Path: rel, Err: syscall.ENOTDIR})
		f.Kind, f.Reason = rung.KindInvalid, "fs: the path names a file where a directory was needed: name its directory, or read the file"
		return f
	case !dir && m.IsDir():
		return d.failure(rel, &iofs.PathError{Op: op, Path: rel, Err: syscall.EISDIR})
	}
	return d.special(rel, m)
}

// readAll reads the whole regular file rel.
func (d *Dir) readAll(rel string) ([]byte, error) {
	f, err := d.open(rel, "read", false)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	b, err := io.ReadAll(f)
	if err != nil {
		return nil, d.failure(rel, err)
	}
	return b, nil
}

// special is the failure for a FIFO, socket or device: invalid, because the
// path names something that is not a file the tools read or write; the
// model must choose another path, and neither permission nor waiting would
// make this one work.
func (d *Dir) special(rel string, m iofs.FileMode) *rung.Failure {
	msg := fmt.Sprintf("%s: not a regular file (type %s): the fs tools read and write only regular files", rel, typeOf(m))
	f := verdict.New(rung.KindInvalid, "go", "EINVAL", msg, "fs: not a regular file (a FIFO, socket or device)", nil)
	f.Target = rel
	return f
}

// resolve returns the call's path relative to the root, or a denied
// failure when it lies outside (nothing is touched).
func (d *Dir) resolve(args map[string]any) (string, error) {
	p, err := arg.String("go", args, "path", true)
	if err != nil {
		return "", err
	}
	if strings.IndexByte(p, 0) >= 0 {
		return "", arg.Invalid("go", "argument \"path\" contains a NUL byte")
	}
	if filepath.IsAbs(p) {
		rel, err := filepath.Rel(d.abs, filepath.Clean(p))
		if err != nil || !filepath.IsLocal(rel) && rel != "." {
			return "", d.escape(p)
		}
		p = rel
	}
	p = filepath.ToSlash(filepath.Clean(p))
	if p != "." && !filepath.IsLocal(p) {
		return "", d.escape(p)
	}
	return p, nil
}

func (d *Dir) escape(p string) *rung.Failure {
	msg := fmt.Sprintf("%s: path is outside the root directory", p)
	f := verdict.New(rung.KindDenied, verdict.Sandbox, "path_outside_root", msg, "fs: the path escapes the root directory", nil)
	f.Target = p
	return f
}

// failure maps a filesystem error on rel to a Failure.
func (d *Dir) failure(rel string, err error) *rung.Failure {
	msg := strings.ReplaceAll(err.Error(), d.abs, ".")
	var (
		kind   rung.Kind
		code   string
		reason string
	)
	switch {
	case strings.Contains(err.Error(), "path escapes from parent"):
		// os.Root refused to follow a symbolic link out of the root.
		f := verdict.New(rung.KindDenied, verdict.Sandbox, "symlink_outside_root", msg, "fs: a symbolic link escapes the root directory", err)
		f.Target = rel
		return f
	case errors.Is(err, iofs.ErrNotExist):
		kind, code, reason = rung.KindPremise, "ENOENT", "fs: the file does not exist"
	case errors.Is(err, iofs.ErrPermission):
		kind, code, reason = rung.KindDenied, "EACCES", "fs: permission denied"
	// The path ruling (classify/pathkind.go): EISDIR is the path the call
	// named being a directory where it needs a file, the call's (invalid);
	// ENOTDIR from a path that runs through a file is the tree not being
	// as the plan believed (premise). want reads the named path's own kind.
	case errors.Is(err, syscall.EISDIR):
		kind, code, reason = rung.KindInvalid, "EISDIR", "fs: the path names a directory where a file was needed: name a file in it (list it first)"
	case errors.Is(err, syscall.ENOTDIR):
		kind, code, reason = rung.KindPremise, "ENOTDIR", "fs: a path component is a file where a directory was expected"
	case errors.Is(err, iofs.ErrExist):
		f := verdict.New(rung.KindConflict, "go", "EEXIST", msg, "fs: the file exists", err)
		f.Fact, f.Target = map[string]any{"path": rel}, rel
		return f
	default:
		f := verdict.Failure(classify.Error(err), "go", 0, msg, err)
		f.Target = rel
		return f
	}
	f := verdict.New(kind, "go", code, msg, reason, err)
	f.Target = rel
	return f
}

func typeOf(m iofs.FileMode) string {
	switch {
	case m.IsDir():
		return "directory"
	case m&iofs.ModeSymlink != 0:
		return "symlink"
	case m.IsRegular():
		return "file"
	case m&iofs.ModeNamedPipe != 0:
		return "fifo"
	case m&iofs.ModeSocket != 0:
		return "socket"
	case m&iofs.ModeDevice != 0:
		return "device"
	}
	return "other"
}
