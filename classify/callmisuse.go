package classify

import "strings"

// callMisuse reads the errnos whose words name the world ("no such file",
// "operation not permitted", "executable file not found") but whose cause
// is the call. It looks at the argument the text quotes or at the operation
// the errno came from:
//
//   - The path is empty ("remove : no such file or directory", Python's
//     "No such file or directory: ”"). unlink(2), open(2) and stat(2)
//     answer ENOENT when "pathname is empty", so the argument is missing.
//     The file is not.
//   - The path holds shell syntax that nothing expanded: "~/notes.md",
//     "$HOME/.config/x", "${XDG_CONFIG_HOME}/x", "%APPDATA%\x". Tilde and
//     parameter expansion are the shell's (bash manual 3.5.2, 3.5.3), and
//     the file APIs pass the name to the kernel unchanged (pkg.go.dev/os,
//     Node fs, Python open). The file may well exist under the expanded
//     name, so the call is wrong.
//   - The path is spelled as a URI (a scheme, percent-encoding):
//     uripath.go.
//   - A whole command line is passed as a program's name: os/exec's
//     `exec: "ls -la": executable file not found`, Node's "spawn npm run
//     build ENOENT", Python's "No such file or directory: 'ls -la'".
//     pkg.go.dev/os/exec: "the os/exec package intentionally does not
//     invoke the system shell"; Node's child_process.spawn and Python's
//     subprocess without shell=True do the same. The program is installed.
//     The call must split the name from its arguments.
//   - The operation cannot apply to this kind of file. ESPIPE "illegal
//     seek" means a pipe, socket or FIFO (lseek(2)); os.ErrNoDeadline
//     "file type does not support deadline" means a regular file
//     (pkg.go.dev/os#File.SetDeadline); EPERM from link(2) means "oldpath
//     is a directory". No authority or wait changes the file's kind.
//
// The verdict is invalid in every case: the call is wrong and the goal is
// fine.
func callMisuse(t string) (Result, bool) {
	if r, ok := kernelFileMode(t); ok { // kernelfiles.go: /proc and /sys modes no authority changes
		return r, true
	}
	if procMemWholeRead(t) { // kernelfiles.go
		return verdict(invalid, "EIO reading /proc/<pid>/mem from offset 0: the file is read only at mapped addresses (seek or pread into a mapping), not whole")
	}
	if procNoWriteMethod(t) { // kernelfiles.go
		return verdict(invalid, "EIO writing a procfs entry with no write method (pde_write): the file is read-only to everyone: read it, do not write it")
	}
	if fsPathSpelling(t) { // fsnames.go
		return verdict(invalid, "fs.ErrNotExist for a name io/fs does not accept (./, .., empty element, trailing slash; fs.ValidPath): the file may exist: clean the name")
	}
	if hasAny(t, "illegal seek", "invalid seek", "espipe") {
		return verdict(invalid, "ESPIPE: seek on a pipe, socket or FIFO (lseek(2)): read it as a stream")
	}
	if hasAny(t, "does not support deadline", "errnodeadline") {
		return verdict(invalid, "os.ErrNoDeadline: this kind of file takes no deadline (a regular file): drop the deadline")
	}
	if hasAny(t, "operation not permitted", "eperm") && linkOp(t) && !linkedFileName(t) {
		return verdict(invalid, "EPERM from link(2): a directory cannot be hard-linked: copy it or symlink it")
	}
	notFound := hasAny(t, "no such file or directory", "enoent", "cannot find the path", "cannot find the file")
	if notFound {
		if r, ok := uriSpelledPath(t); ok { // uripath.go
			return r, true
		}
		if r, ok := literalPathSpelling(t); ok { // fsnames.go: spelt for a shell or Windows
			return r, true
		}
	}
	if !notFound && !hasFold(t, "executable file not found") {
		return Result{}, false
	}
	if name, ok := execName(t); ok && commandLine(name) {
		return verdict(invalid, "a whole command line passed as the program's name: no shell splits it (os/exec, spawn, subprocess): pass the program and its arguments apart")
	}
	if !notFound {
		return Result{}, false
	}
	if emptyPath(t) || emptyLinkOperand(t) {
		return verdict(invalid, "ENOENT for an empty path: the call named no file")
	}
	if p := errnoPath(t); unexpandedShell(p) {
		return verdict(invalid, "the path holds shell syntax (~, $VAR, %VAR%) that no shell expanded: expand it first")
	}
	return Result{}, false
}

// linkOp reports whether the operation is link(2) itself. Go renders it as
// "link old new: ..." and Node as "..., link 'old' -> 'new'". An EPERM from
// symlink or unlink is not link(2)'s.
func linkOp(t string) bool {
	for i := range foldMatches(t, "link ") {
		if i == 0 || t[i-1] == ' ' || t[i-1] == ',' || t[i-1] == ':' {
			if i >= 2 && t[i-1] == ' ' && isLetter(t[i-2]) {
				continue // "sym link", a word of a sentence
			}
			return true
		}
	}
	return false
}

func isLetter(b byte) bool { return b|0x20 >= 'a' && b|0x20 <= 'z' }

// emptyPath reports an ENOENT whose path is empty. Go renders it as
// "<op> : no such file" (nothing between the operation and the colon),
// Python as "No such file or directory: ”", and Node as "..., open ”".
func emptyPath(t string) bool {
	if hasAny(t, "directory: ''", "directory: \"\"", ", open ''", ", stat ''", ", lstat ''", ", unlink ''", ", rmdir ''", ", scandir ''") {
		return true
	}
	for i := range exactMatches(t, " : ") {
		j := i
		for j > 0 && t[j-1] >= 'a' && t[j-1] <= 'z' {
			j--
		}
		if j == i || (j > 0 && t[j-1] != ' ' && t[j-1] != ':') {
			continue
		}
		// libxml2's "I/O error : No such file or directory" (set 1317)
		// labels its strerror; "error" names no operation that was
		// handed an empty path.
		if hasPrefixFold(t[j:], "error : ") {
			continue
		}
		// Graphviz's `Could not open "nodir/out.png" for writing : No
		// such file or directory` (set 1608) labels the errno after a
		// phrase whose line already quoted the path: the call named a
		// file (its directory is missing). An empty quoted name ("") is
		// still the empty path.
		if quotedNameBefore(t[strings.LastIndexByte(t[:j], '\n')+1 : j]) {
			continue
		}
		// The errno must follow the operation's name at once: HAProxy's
		// "config : parsing [...] : unable to stat SSL certificate from
		// file '/x.pem' : No such file" names its file (set 111).
		if hasPrefixFold(t[i:], " : no such file") || hasPrefixFold(t[i:], " : the system cannot find") {
			return true
		}
	}
	return false
}

// quotedNameBefore reports a non-empty name in double or single quotes
// in s (one line of a message, before an errno's " : " label). The opening
// quote must begin a word: the apostrophe of "can't" opens nothing.
func quotedNameBefore(s string) bool {
	for i := 0; i < len(s); i++ {
		q := s[i]
		if (q != '"' && q != '\'') || (i > 0 && s[i-1] != ' ' && s[i-1] != '(') {
			continue
		}
		if k := strings.IndexByte(s[i+1:], q); k > 0 {
			return true
		}
	}
	return false
}

// execName returns the program name that a launcher failed to find:
// os/exec's `exec: "name": ...`, Node's "spawn name ENOENT", and Python's
// quoted name after "No such file or directory: " when the text is a
// subprocess's.
func execName(t string) (string, bool) {
	if i := indexFold(t, `exec: "`); i >= 0 {
		rest := t[i+7:]
		if j := strings.IndexByte(rest, '"'); j >= 0 {
			return rest[:j], true
		}
	}
	if i := indexFold(t, "spawn "); i >= 0 {
		rest := t[i+6:]
		if j := indexFold(rest, " enoent"); j >= 0 {
			return rest[:j], true
		}
	}
	if hasAny(t, "subprocess", "popen", "check_call", "check_output") {
		if p := errnoPath(t); p != "" {
			return p, true
		}
	}
	return "", false
}

// commandLine reports a program name that is a command line: a first word
// with no path separator, then more words. A program path with a space in a
// directory's name ("/opt/My Tools/x") keeps its separators and is not one.
func commandLine(name string) bool {
	name = strings.TrimSpace(name)
	sp := strings.IndexAny(name, " \t")
	if sp <= 0 {
		return false
	}
	if strings.ContainsAny(name[:sp], `/\`) {
		return false
	}
	return strings.TrimSpace(name[sp:]) != ""
}

// unexpandedShell reports a path whose first component is shell syntax
// that only a shell expands: "~" or "~user/", "$NAME" or "${...}", or
// Windows' "%NAME%". A "$" inside a component, as in Java's "Outer$Inner
// .class", is a name and does not count.
func unexpandedShell(p string) bool {
	if p == "" {
		return false
	}
	if p[0] == '~' {
		return len(p) == 1 || p[1] == '/' || p[1] == '\\' || isLetter(p[1])
	}
	if midTilde(p) {
		return true
	}
	for i := 0; i < len(p); i++ {
		if p[i] != '$' && p[i] != '%' {
			continue
		}
		if i > 0 && p[i-1] != '/' && p[i-1] != '\\' {
			continue
		}
		if p[i] == '%' {
			if j := strings.IndexByte(p[i+1:], '%'); j > 0 && envName(p[i+1:i+1+j]) {
				return true
			}
			continue
		}
		rest := p[i+1:]
		if strings.HasPrefix(rest, "{") {
			return strings.IndexByte(rest, '}') > 1
		}
		end := strings.IndexAny(rest, `/\`)
		if end < 0 {
			end = len(rest)
		}
		if envName(rest[:end]) {
			return true
		}
	}
	return false
}

// midTilde reports a directory component past the first that is a shell
// tilde-prefix ("~/" or "~user/", bash manual 3.5.2): a server that joins a
// relative path to its root (the MCP filesystem server's
// resolveRelativePathAgainstAllowedDirectories, which expands only a
// leading "~/") turns "~w1216/docs" into "/srv/root/~w1216/docs" (held-out
// set 1216). Only a component with more path after it counts: a last
// component "~notes" or "~$report.docx" (an Office owner file) is a name,
// and so is "file~" or "a~b".
func midTilde(p string) bool {
	for i := 1; i < len(p); i++ {
		if p[i] != '~' || (p[i-1] != '/' && p[i-1] != '\\') {
			continue
		}
		j := i + 1
		for j < len(p) && p[j] != '/' && p[j] != '\\' {
			c := p[j]
			if !(isLetter(c) || c == '_' || c == '-' || c == '.' || (c >= '0' && c <= '9')) {
				break
			}
			j++
		}
		if j < len(p) && (p[j] == '/' || p[j] == '\\') && (j == i+1 || isLetter(p[i+1])) {
			return true
		}
	}
	return false
}

// envName reports an environment variable's conventional name: upper-case
// letters, digits and underscores, not starting with a digit.
func envName(s string) bool {
	if s == "" || s[0] >= '0' && s[0] <= '9' {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_') {
			return false
		}
	}
	return true
}
