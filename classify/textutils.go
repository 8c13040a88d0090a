package classify

import "strings"

// textUtilWords are the GNU text and file utilities' own fixed phrases, as
// an agent's shell tool hands back their stderr beside "exit status N"
// (set 1557, captured live with coreutils 9.1, findutils 4.9.0 and mawk
// 1.3.4). Each states what the call or the world is, whatever exit status
// the shell wrapped around it, so they are read ahead of the bare shell
// statuses (shellwords.go shellStatuses), which they would otherwise meet
// when the tool prints stderr before "exit status 126":
//
//   - E2BIG, "Argument list too long" (execve(2): "The total number of
//     bytes in the environment (envp) and argument list (argv) is too
//     large"; bash's "bash: line 1: /usr/bin/ls: Argument list too long"
//     with status 126, Go's "fork/exec /usr/bin/ls: argument list too
//     long", Python's "[Errno 7] Argument list too long"): the call's own
//     shape, a glob or list too big for one exec; batch it (find -exec +,
//     xargs): invalid, not the 126 of a file that may not be executed.
//   - An input that must be sorted and is not (coreutils join "join:
//     input is not in sorted order", comm "comm: file 1 is not in sorted
//     order", join-invocation: "the input files must be sorted"): the call
//     must sort its inputs first: invalid.
//   - xargs's quote parsing ("xargs: unmatched single quote; by default
//     quotes are special to xargs unless you use the -0 option", and
//     double quote; findutils xargs.c): the input holds a quote xargs
//     reads as syntax; the call must use -0 or -d: invalid.
//   - A destination whose type is not the one the copy or move writes
//     (coreutils copy.c "cannot overwrite directory %s with
//     non-directory", "cannot overwrite non-directory %s with directory
//     %s"): the path already holds another kind of object than the plan
//     assumed; not a refusal and not the same object existing: premise.
var textUtilWords = newMatcher([]pattern{
	{text: "argument list too long", kind: invalid, reason: "E2BIG: the argument list is too big for one exec (a glob or list too large): batch it with find -exec + or xargs"},
	{text: "is not in sorted order", kind: invalid, reason: "join/comm: an input is not sorted on the key: sort the inputs first"},
	{text: "unmatched single quote", kind: invalid, reason: "xargs: the input holds a quote xargs parses as syntax: use -0 or -d '\\n'"},
	{text: "unmatched double quote", kind: invalid, reason: "xargs: the input holds a quote xargs parses as syntax: use -0 or -d '\\n'"},
	{text: "cannot overwrite directory", kind: premise, reason: "cp/mv: the destination is a directory where the step writes a file: the target is not what the plan assumed"},
	// gawk's fatal words for its own program and command line (set 1678,
	// live GNU Awk 5.2.1): a call of a function the program never defines
	// (awkgram.y "function `%s' not defined") and a -v or command-line
	// assignment to a name that is no identifier ("`%s' is not a legal
	// variable name"). The program or the command line must change.
	{text: "fatal: function `", kind: invalid, reason: "gawk: the program calls a function it does not define: fix the program"},
	{text: "' is not a legal variable name", kind: invalid, reason: "gawk: a -v assignment names no legal variable: fix the command line"},
	{text: "cannot overwrite non-directory", kind: premise, reason: "cp/mv: the destination is a file where the step writes a directory: the target is not what the plan assumed"},
})

// mawkParseError reports mawk's parser diagnostics on the awk program
// text: "mawk: line 1: extra ')'", "missing ) near }", "missing } near
// end of file", "syntax error at or near x" (mawk 1.3.4, Debian's default
// awk, so also as "awk: line 1: ..."). The program the call gave does not
// parse; the same text fails on every run: invalid (set 1557). The
// "line N: " after the program's name is mawk's own prefix; its runtime
// and file messages ("mawk: cannot open x (No such file or directory)",
// "mawk: run time error: ...") have none and keep their readings.
func mawkParseError(t string) bool {
	for i := range foldMatches(t, "awk: line ") {
		rest := t[i+len("awk: line "):]
		j := 0
		for j < len(rest) && rest[j] >= '0' && rest[j] <= '9' {
			j++
		}
		if j == 0 || !strings.HasPrefix(rest[j:], ": ") {
			continue
		}
		rest = rest[j+2:]
		if strings.HasPrefix(rest, "extra '") || strings.HasPrefix(rest, "syntax error at or near") || strings.HasPrefix(rest, "unexpected character") {
			return true
		}
		if strings.HasPrefix(rest, "missing ") && len(rest) > len("missing x near") && strings.ContainsRune(")}]", rune(rest[len("missing ")])) && strings.HasPrefix(rest[len("missing x"):], " near") {
			return true
		}
	}
	return false
}

// textUtilShapes reads the two above (set 1557).
func textUtilShapes(t string) (Result, bool) {
	if mawkParseError(t) {
		return verdict(invalid, "mawk: the awk program text does not parse: fix the program")
	}
	return matchWords(textUtilWords, t)
}
