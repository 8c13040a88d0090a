package classify

import "testing"

// First run at 5f89aad6: 18/24 overall, 9/12 tricky.
// Passes since the lead revised the SIGPIPE ruling after set 1572 (childproc.go sigpipeEnd): i1557-pipefail-seq-epipe.
func TestIndependentCases1557(t *testing.T) {
	runIndependent(t, "testdata/independent1557.jsonl", true)
}

// TestGeneralise1557ArgListTooLong: E2BIG is the call's shape (execve(2):
// the argument list is too large), a glob or list to batch with find or
// xargs: invalid in any runtime's words, even when bash prints it before
// "exit status 126". A bare 126, or 126 after "Permission denied", stays
// the shell's "found but may not be executed" (textutils.go).
func TestGeneralise1557ArgListTooLong(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"bash glob", "exec", 126, "126", "bash: line 1: /usr/bin/ls: Argument list too long\nexit status 126", invalid},
		{"bash glob status first", "exec", 126, "126", "exit status 126: bash: line 1: /usr/bin/rm: Argument list too long", invalid},
		{"go fork/exec", "go", 0, "", "fork/exec /usr/bin/ls: argument list too long", invalid},
		{"python errno 7", "", 0, "", "OSError: [Errno 7] Argument list too long: 'ls'", invalid},
		{"xargs line", "exec", 1, "1", "xargs: argument line too long\nexit status 1", invalid},
		// near misses: the shell's own 126 and 127
		{"bare 126", "exec", 126, "126", "exit status 126", denied},
		{"126 permission", "exec", 126, "126", "bash: line 1: ./deploy.sh: Permission denied\nexit status 126", denied},
		{"127 not found", "exec", 127, "127", "bash: line 1: rgrep2: command not found\nexit status 127", premise},
	})
}

// TestGeneralise1557SortedInput: join and comm require inputs sorted on
// the key (coreutils join-invocation, comm --check-order); "is not in
// sorted order" asks the call to sort first: invalid. A missing input
// stays premise.
func TestGeneralise1557SortedInput(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"join", "exec", 1, "1", "join: f1:3: is not sorted: b 2\njoin: input is not in sorted order\nexit status 1", invalid},
		{"comm file 2", "exec", 1, "1", "comm: file 2 is not in sorted order\nexit status 1", invalid},
		{"comm file 1 no status", "", 0, "", "comm: file 1 is not in sorted order", invalid},
		// near misses
		{"join missing input", "exec", 1, "1", "join: f2.txt: No such file or directory\nexit status 1", premise},
		{"comm directory", "exec", 1, "1", "comm: d: Is a directory\nexit status 1", invalid},
	})
}

// TestGeneralise1557XargsQuotes: xargs parses quotes in its input
// (findutils xargs.c "unmatched %s quote; by default quotes are special to
// xargs unless you use the -0 option"): the call must read the input with
// -0 or -d: invalid. xargs's missing command stays premise.
func TestGeneralise1557XargsQuotes(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"single", "exec", 1, "1", "xargs: unmatched single quote; by default quotes are special to xargs unless you use the -0 option\nexit status 1", invalid},
		{"double", "exec", 1, "1", "xargs: unmatched double quote; by default quotes are special to xargs unless you use the -0 option\nexit status 1", invalid},
		{"double status first", "", 0, "", "exit status 1: xargs: unmatched double quote; by default quotes are special to xargs unless you use the -0 option", invalid},
		// near misses
		{"xargs command missing", "exec", 127, "127", "xargs: rgrep2: No such file or directory\nexit status 127", premise},
		{"bash quote", "exec", 2, "2", "bash: -c: line 1: unexpected EOF while looking for matching `''\nexit status 2", invalid},
	})
}

// TestGeneralise1557DestinationType: coreutils copy.c refuses to replace a
// directory with a file or a file with a directory ("cannot overwrite
// directory %s with non-directory", "cannot overwrite non-directory %s
// with directory %s"): the destination holds another kind of object than
// the plan assumed: premise, not a refusal (denied) nor the same object
// (conflict). Their siblings keep their kinds.
func TestGeneralise1557DestinationType(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"cp -T onto dir", "exec", 1, "1", "cp: cannot overwrite directory 't1/x' with non-directory\nexit status 1", premise},
		{"mv onto dir", "exec", 1, "1", "mv: cannot overwrite directory 't2/notes.txt' with non-directory\nexit status 1", premise},
		{"cp -r onto file", "exec", 1, "1", "cp: cannot overwrite non-directory 'q3/d' with directory 'q1/d'\nexit status 1", premise},
		// near misses
		{"cp permission", "exec", 1, "1", "cp: cannot create regular file 'ro_dir/x': Permission denied\nexit status 1", denied},
		{"mkdir exists", "exec", 1, "1", "mkdir: cannot create directory 'd': File exists\nexit status 1", conflict},
		{"rmdir not empty", "exec", 1, "1", "rmdir: failed to remove 'd': Directory not empty\nexit status 1", premise},
	})
}

// TestGeneralise1557MawkParse: mawk's parser diagnostics, after its own
// "line N: " prefix ("extra ')'", "missing ) near }", "syntax error at or
// near x"; mawk 1.3.4, Debian's awk): the program text does not parse:
// invalid. mawk's file messages have no line prefix and keep their kinds.
func TestGeneralise1557MawkParse(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"extra paren", "exec", 2, "2", "mawk: line 1: extra ')'\nexit status 2", invalid},
		{"extra brace", "exec", 2, "2", "mawk: line 1: extra '}'\nmawk: line 1: syntax error at or near end of line\nexit status 2", invalid},
		{"missing paren", "exec", 2, "2", "mawk: line 1: missing ) near }\nexit status 2", invalid},
		{"missing brace as awk", "exec", 2, "2", "awk: line 3: missing } near end of file\nexit status 2", invalid},
		{"gawk syntax", "exec", 1, "1", "gawk: cmd. line:1: { print $1 ) }\ngawk: cmd. line:1:            ^ syntax error\nexit status 1", invalid},
		// near misses
		{"mawk cannot open", "exec", 2, "2", "mawk: cannot open nope.log (No such file or directory)\nexit status 2", premise},
		{"gawk cannot open", "exec", 2, "2", "gawk: fatal: cannot open file `missing.log' for reading: No such file or directory\nexit status 2", premise},
		{"not an awk line", "", 0, "", "awk: line 1: missing operand", invalid},
	})
}
