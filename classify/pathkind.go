package classify

import "strings"

// The path ruling (revised at set 262): EISDIR and ENOTDIR are read by
// what the path proves, in any tool's words (Go's *fs.PathError, Node's
// errno names, Python's [Errno 21]/[Errno 20], a shell's).
//
//   - EISDIR: the path the call named is a directory where the call needed
//     a file (read, write, rename onto it). The call's own argument names
//     the wrong kind of object, and the goal is fine: name a file in it,
//     after listing it. Invalid, as the labellers since set 126 read it
//     (151, 170, 201, 214, 221, 225, 232, 259, 262; not 133, 174, 222).
//   - ENOTDIR on the last component: a file named where the call needed a
//     directory (listing it: Node's scandir/opendir, Go's readdirent and
//     chdir, Go 1.21's os.ReadDir "open x.txt: not a directory"). The
//     mirror of EISDIR: invalid (170, 201, 214, 232, 262; not 222, 260).
//   - ENOTDIR on an inner component: the path runs through a file the plan
//     took for a directory ("open notes.txt/draft.md", mkdir under a file,
//     Node's open or realpath). The tree is not as the plan believed: premise
//     (110, 117, 128, 143, 177, 192, 196, 259).
//
// A memory server's store file (ownfile.go) is read before this: there the
// path is the server's configuration, premise whatever the errno.
const (
	eisdirReason      = "EISDIR: the path the call named is a directory where it needed a file: name a file in it (list it first)"
	enotdirReason     = "ENOTDIR: a path component is a file where the call assumed a directory: the tree is not as the plan believed (re-read it, then plan again)"
	enotdirListReason = "ENOTDIR: the path the call named is a file where it needed a directory: name its directory, or read the file"
)

// pathKind reads an EISDIR or ENOTDIR in t by the ruling above.
func pathKind(t string) (Result, bool) {
	switch {
	case hasAny(t, "is a directory", "eisdir", "illegal operation on a directory", "[errno 21]", "isadirectoryerror"):
		return verdict(invalid, eisdirReason)
	case hasAny(t, "not a directory", "enotdir", "[errno 20]", "notadirectoryerror"):
		if namesFileAsDir(t) {
			return verdict(invalid, enotdirListReason)
		}
		return verdict(premise, enotdirReason)
	}
	return Result{}, false
}

// namesFileAsDir reports an ENOTDIR whose last path component is the file
// (the call wanted to list or enter it), rather than an inner one.
func namesFileAsDir(t string) bool {
	// The operation says so where it only takes a directory: Node's
	// "ENOTDIR: not a directory, scandir '/x'", Go's "readdirent /x",
	// "fdopendir /x", "chdir /x", a shell's "cd: x: Not a directory".
	if hasAny(t, ", scandir '", ", opendir '", "readdirent ", "fdopendir ", "chdir ", "cd: ") {
		return true
	}
	// Operations whose ENOTDIR is always an inner component: Node's open,
	// realpath, mkdir, stat (the path itself may be a file), and any mkdir.
	if hasAny(t, ", open '", ", realpath '", ", mkdir '", ", stat '", ", lstat '", ", access '", "mkdir ") {
		return false
	}
	// Otherwise the path's shape decides (Go's "open /x: not a directory"
	// is both os.ReadDir on a file and a path through one): an inner
	// component with a file's extension is a file passed through; a last
	// one, with no inner file, is the file named.
	p := errnoPath(t)
	if strings.IndexByte(p, '/') < 0 {
		return false
	}
	parts := strings.Split(strings.TrimRight(p, "/"), "/")
	for _, c := range parts[:len(parts)-1] {
		if fileLikeName(c) {
			return false
		}
	}
	return fileLikeName(parts[len(parts)-1])
}

// fileLikeName reports a path component with a file's extension
// ("notes.txt", "report.pdf"): a dot after the first byte, then one to five
// letters or digits.
func fileLikeName(c string) bool {
	i := strings.LastIndexByte(c, '.')
	if i <= 0 || len(c)-i-1 < 1 || len(c)-i-1 > 5 {
		return false
	}
	for _, r := range c[i+1:] {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
			return false
		}
	}
	return true
}
