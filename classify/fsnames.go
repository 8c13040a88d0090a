package classify

import (
	"io/fs"
	"strings"
)

// What a file error's operation and path name show about its cause, where
// the errno's own word points elsewhere (held-out set 70, Go 1.26 os and
// path/filepath captured live as an agent's file tool meets them).

// literalPathSpelling reads a "no such file" whose path shows it was
// written for something that rewrites paths (a shell, another operating
// system) and handed to a call that takes the bytes as they are. The
// file APIs do no quote removal, pathname expansion or separator
// translation (pkg.go.dev/os, Node fs, Python open; path_resolution(7):
// every byte but '/' and NUL belongs to a name), so the file the plan
// means may well exist under the path the argument was meant to be:
//
//   - stray whitespace at either end, a newline above all: command
//     substitution deletes trailing newlines (bash manual 3.5.4), a tool
//     that passes another command's output verbatim does not;
//   - quotes around the whole path: quote removal is the shell's (bash
//     manual 3.5.9);
//   - a wildcard, '*' or '?': pathname expansion is the shell's or
//     filepath.Glob's (bash manual 3.5.8), open(2) takes one name;
//   - a Windows spelling in a POSIX error (Go's "open C:\x: no such file
//     or directory"; Go on Windows says "The system cannot find ..."):
//     backslash separators or a drive letter, which filepath reads as
//     separators and a volume only on Windows (pkg.go.dev/path/filepath
//     VolumeName).
//
// callMisuse's unexpandedShell (~, $VAR) and uripath.go's URI spellings
// are the same principle. The verdict is invalid: the argument's
// spelling is false, not the world.
func literalPathSpelling(t string) (Result, bool) {
	p, goForm := spelledPath(t)
	if p == "" {
		return Result{}, false
	}
	switch {
	case strayWhitespace(p):
		return verdict(invalid, "ENOENT on a path with stray whitespace (a newline copied from command output): trim the argument")
	case quotedWhole(p):
		return verdict(invalid, "ENOENT on a path wrapped in quotes: no shell removed them: pass the bare path")
	case strings.ContainsAny(p, "*?"):
		return verdict(invalid, "ENOENT on a path with a wildcard: the call opens one name and nothing expanded the pattern: glob first")
	case goForm && windowsSpelling(p):
		return verdict(invalid, "ENOENT on a Windows-spelt path (backslashes, a drive letter) on a POSIX host: give the path with '/'")
	}
	return Result{}, false
}

// spelledPath returns the path of a "no such file" and whether the text is
// Go's PathError ("op path: no such file or directory"), which names the
// path verbatim, newline included. Other forms (Node's "..., open 'p'",
// Python's "...: 'p'") are read through enoentPath; a Python repr shows a
// newline as the two characters `\n`.
func spelledPath(t string) (string, bool) {
	const enoent = ": no such file or directory"
	if i := indexFold(t, enoent); i > 0 {
		seg := t[:i]
		if k := strings.LastIndex(seg, ": "); k >= 0 {
			seg = seg[k+2:]
		}
		if sp := strings.IndexByte(seg, ' '); sp > 0 && goPathOp(seg[:sp]) {
			return seg[sp+1:], true
		}
	}
	return enoentPath(t), false
}

// goPathOp reports the operations of os and os.Root whose PathError names
// one path (a LinkError's two paths are not split here).
func goPathOp(op string) bool {
	switch op {
	case "open", "openat", "stat", "statat", "lstat", "lstatat", "mkdir", "mkdirat", "remove", "removeat",
		"chdir", "chmod", "chmodat", "chown", "chownat", "lchown", "lchownat", "chtimes", "chtimesat",
		"truncate", "readlink", "readlinkat", "unlinkat", "readdirent", "CopyFS", "RemoveAll":
		return true
	}
	return false
}

func strayWhitespace(p string) bool {
	if p == "" {
		return false
	}
	isSpace := func(b byte) bool { return b == ' ' || b == '\n' || b == '\r' || b == '\t' }
	return isSpace(p[0]) || isSpace(p[len(p)-1]) || strings.HasSuffix(p, `\n`) || strings.HasSuffix(p, `\r`)
}

func quotedWhole(p string) bool {
	return len(p) >= 3 && (p[0] == '\'' || p[0] == '"') && p[len(p)-1] == p[0]
}

// windowsSpelling reports a drive letter ("C:\", "C:/") or backslash
// separators in a path with no forward slash.
func windowsSpelling(p string) bool {
	if len(p) >= 3 && isLetter(p[0]) && p[1] == ':' && (p[2] == '\\' || p[2] == '/') {
		return true
	}
	return strings.IndexByte(p, '\\') > 0 && strings.IndexByte(p, '/') < 0
}

// emptyLinkOperand reports a two-path operation with an empty operand:
// Go's LinkError prints "symlink  new" for an empty target (symlink(2):
// ENOENT when "target or linkpath is an empty string"), Node an empty
// pair of quotes before " -> ". As callMisuse's emptyPath: the call named
// nothing.
func emptyLinkOperand(t string) bool {
	return hasAny(t, "symlink  ", "rename  ", "link  ", ", symlink ''", ", link ''", ", rename ''", ", copyfile ''")
}

// lockName reports a path whose last component is a lock file by its
// spelling: "x.lock", or a lock convention (conventionalLockName). An
// O_EXCL create of one that answers EEXIST may be another process holding
// the lock (goerr.go heldLockFile decides). A package manager's lockfile
// (Cargo.lock, yarn.lock, poetry.lock) is a content file that records
// pinned versions, not a mutex: an EEXIST on one is the file the step
// would write, already there (set 701's note).
func lockName(p string) bool {
	l, ok := lockCandidate(p)
	return ok && (l == ".lock" || strings.HasSuffix(l, ".lock") || conventionalLock(l))
}

// conventionalLockName reports a path whose last component is named by a
// convention used only for lock files: "x.lck" (java.util.logging
// FileHandler, Berkeley DB), "x.lockfile", "LOCK", LibreOffice's
// ".~lock.x#". A plain "x.lock" is also a marker or a step's own output,
// so it needs its text (goerr.go heldLockFile).
func conventionalLockName(p string) bool {
	l, ok := lockCandidate(p)
	return ok && conventionalLock(l)
}

// lockCandidate returns the last component of path p, lower-cased, and
// false for a package manager's lockfile, which is never a lock.
func lockCandidate(p string) (string, bool) {
	p = strings.Trim(p, `'"`)
	if k := strings.LastIndexAny(p, `/\`); k >= 0 {
		p = p[k+1:]
	}
	l := strings.ToLower(p)
	if _, ok := foldIn(l, manifestLockfiles[:]); ok {
		return "", false
	}
	return l, true
}

func conventionalLock(l string) bool {
	return l == "lock" || strings.HasPrefix(l, ".~lock.") || strings.HasSuffix(l, ".lck") || strings.HasSuffix(l, ".lockfile")
}

// namesManifestLockfile reports a text that names a package manager's
// lockfile (manifestLockfiles) anywhere in it.
func namesManifestLockfile(t string) bool {
	for _, f := range manifestLockfiles {
		if hasFold(t, f) {
			return true
		}
	}
	return false
}

// manifestLockfiles are package managers' pinned-version files, named like
// lock files.
var manifestLockfiles = [...]string{"cargo.lock", "yarn.lock", "poetry.lock", "gemfile.lock", "flake.lock", "composer.lock", "pipfile.lock", "podfile.lock", "mix.lock", "pdm.lock", "uv.lock", "bun.lock", "pubspec.lock", "package.resolved", "gradle.lockfile", "packages.lock.json"}

// recursiveMkdir reports a directory creation that succeeds when the
// directory is already there: mkdir -p, Go's MkdirAll ("If path is already
// a directory, MkdirAll does nothing and returns nil"), Python's makedirs,
// Node's mkdir {recursive: true}, Rust's create_dir_all. An EEXIST from one
// means the name is held by something that is not a directory, for
// MkdirAll a symbolic link whose target is missing (an existing file
// answers ENOTDIR; mkdir(2): EEXIST "includes the case where pathname is a
// symbolic link, dangling or not"). Cargo wraps its create_dir_all
// (cargo-util paths::create_dir_all) as "failed to create directory
// `<path>`" with the OS error under "Caused by:" (set 1551, cargo 1.95
// live: a target dir under a plain file answers "File exists (os error
// 17)").
func recursiveMkdir(t string) bool {
	return hasAny(t, "mkdir -p", "mkdirall", "makedirs", "create_dir_all", "recursive: true", "recursive=true", "mkdir_p", "--parents", "failed to create directory `")
}

// linkedFileName reports a link(2) whose source the text names as a
// regular file by its extension ("link /srv/app.yaml /tmp/app.yaml"). Its
// EPERM is not "oldpath is a directory" but fs.protected_hardlinks: the
// caller neither owns the file nor may read and write it
// (docs.kernel.org admin-guide/sysctl/fs protected_hardlinks): the
// authority, denied. A directory's name rarely has one (".d" directories
// do, and count as directories).
func linkedFileName(t string) bool {
	i := indexFold(t, "link ")
	for i > 0 && isLetter(t[i-1]) { // "symlink " is not link(2)'s
		j := indexFold(t[i+5:], "link ")
		if j < 0 {
			return false
		}
		i += 5 + j
	}
	if i < 0 {
		return false
	}
	old := strings.TrimLeft(t[i+5:], `'"`)
	if sp := strings.IndexAny(old, ` '"`); sp >= 0 {
		old = old[:sp]
	}
	return fileExtensionName(old)
}

// fileExtensionName reports whether the last element of path is named as
// a file is, with an extension: one to five letters and digits, the first
// a letter, after a dot that does not start the name (".cache" is a dot
// file's name) and is not ".d" (conf.d, sites-enabled.d are directories).
func fileExtensionName(path string) bool {
	path = strings.TrimRight(path, "/")
	name := path[strings.LastIndexByte(path, '/')+1:]
	dot := strings.LastIndexByte(name, '.')
	if dot <= 0 || dot == len(name)-1 {
		return false
	}
	ext := name[dot+1:]
	if ext == "d" || len(ext) > 5 {
		return false
	}
	for k := 0; k < len(ext); k++ {
		if !isLetter(ext[k]) && (ext[k] < '0' || ext[k] > '9') {
			return false
		}
	}
	return isLetter(ext[0])
}

// fsPathSpelling reads io/fs's "file does not exist" (fs.ErrNotExist's
// own text; os says "no such file or directory") on a relative name that
// io/fs does not accept: a leading "./", a ".." element, an empty element
// ("a//b") or a trailing slash. fs.ValidPath refuses those names, and
// embed.FS, fstest.MapFS and zip.Reader answer an invalid name with
// ErrNotExist rather than ErrInvalid (pkg.go.dev/embed, io/fs#ValidPath),
// so the file may well be there under the cleaned name: the argument's
// spelling is false, invalid (held-out set 1430, embed.FS captured live).
// An absolute name is left alone: in-memory filesystems (afero) take
// those and answer a missing file with the same text.
func fsPathSpelling(t string) bool {
	i := indexFold(t, ": file does not exist")
	if i <= 0 {
		return false
	}
	p := t[strings.LastIndexByte(t[:i], ' ')+1 : i]
	if p == "" || p == "." || p[0] == '/' || strings.ContainsAny(p, "\"'`") {
		return false
	}
	return !fs.ValidPath(p)
}
