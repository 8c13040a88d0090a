package classify

// The path ruling (revised at set 262): EISDIR and ENOTDIR are read by
// what the path proves, in any tool's words (Go's *fs.PathError, Node's
// errno names, Python's [Errno 21]/[Errno 20], a shell's).
//
//   - EISDIR: the path the call named is a directory where the call needed
//     a file (read, write, rename onto it). The call's own argument names
//     the wrong kind of object, and the goal is fine: name a file in it,
//     after listing it. Invalid, as the labellers since set 126 read it
//     (151, 170, 201, 214, 221, 225, 232, 259, 262; not 133, 174, 222).
//   - ENOTDIR where the operation only takes a directory (Node's scandir
//     and opendir, Go's readdirent, fdopendir and chdir, a shell's cd): a
//     file named where the call needed a directory, the mirror of EISDIR:
//     invalid (170, 201, 232, 262; not 222).
//   - Any other ENOTDIR (an open, realpath or mkdir through a file the
//     plan took for a directory, "open notes.txt/draft.md"): the tree is
//     not as the plan believed: premise (110, 117, 128, 143, 177, 192,
//     196, 259, 260, 267). Go's "open x: not a directory" is also
//     os.ReadDir on a file, which the text cannot tell apart.
//
// A memory server's store file (ownfile.go) is read before this: there the
// path is the server's configuration, premise whatever the errno.
const (
	eisdirReason       = "EISDIR: the path the call named is a directory where it needed a file: name a file in it (list it first)"
	enotdirReason      = "ENOTDIR: a path component is a file where the call assumed a directory: the tree is not as the plan believed (re-read it, then plan again)"
	ntPathSyntaxReason = "the path is malformed for the share (NTSTATUS OBJECT_PATH_SYNTAX_BAD / OBJECT_PATH_INVALID): fix the argument"
	enotdirListReason  = "ENOTDIR: the path the call named is a file where it needed a directory: name its directory, or read the file"
)

// pathKind reads an EISDIR or ENOTDIR in t by the ruling above.
func pathKind(t string) (Result, bool) {
	switch {
	case hasAny(t, "is a directory", "eisdir", "illegal operation on a directory", "[errno 21]", "isadirectoryerror"):
		return verdict(invalid, eisdirReason)
	// MS-ERREF's OBJECT_PATH_INVALID / OBJECT_PATH_SYNTAX_BAD text, "The
	// object path component was not a directory object." (go-smb2, Samba's
	// answer to a ".." above the share root), is a malformed path, not
	// ENOTDIR: the call's argument (generic.go forbiddenCharWords; sets 1350
	// and 1565).
	case hasAny(t, "not a directory object", "status_object_path_syntax_bad", "status_object_path_invalid"):
		return verdict(invalid, ntPathSyntaxReason)
	// OpenSSH sftp's get/put whose glob matched several files while the
	// destination names one file (sftp.c process_get "Multiple source
	// paths, but destination \"p\" is not a directory", process_put
	// "Multiple paths match, but destination ..."): not ENOTDIR but
	// several matches where one was meant: ambiguous, narrow the pattern
	// (set 1624, live against OpenSSH 9.2p1).
	case hasAny(t, "multiple source paths, but destination", "multiple paths match, but destination"):
		return verdict(ambiguous, "sftp: the pattern matched several files but the destination names one file")
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
	// So does GNU sort's (and tac's) temporary directory, -T or TMPDIR,
	// which it names whole: "sort: cannot create temporary file in
	// '/dev/full': Not a directory" (set 1322).
	if hasAny(t, ", scandir '", ", opendir '", "readdirent ", "fdopendir ", "chdir ", "cd: ", "cannot create temporary file in '") {
		return true
	}
	// Elsewhere the text cannot tell: Go's "open /x/y: not a directory" is
	// both os.ReadDir on a file and a write through a file named y's
	// parent (sets 260 and 267 label both premise; 214 one invalid), and
	// a file's name need not have an extension. Premise, the tree's.
	return false
}
