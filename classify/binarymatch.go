package classify

// Set 1443: a search that matched but would not print the matching lines
// because the file looks binary: GNU grep 3.5+ "grep: FILE: binary file
// matches" (exit 0; grep(1) --binary-files: "grep suppresses output after
// null input binary data is discovered"), grep before 3.5 "Binary file
// FILE matches", ripgrep's "FILE: binary file matches (found \"\\0\" byte
// around offset N)". The call worked, and the lines the step wanted are
// not in its output: ambiguous (narrow once: grep -a, or another tool).
// "cannot execute binary file" (ENOEXEC) and diff's "Binary files a and b
// differ" are not this.
func binaryMatchSuppressed(t string) (Result, bool) {
	if hasFold(t, "binary file matches") {
		return verdict(ambiguous, "the search matched in a file it took for binary and printed no matching lines: the result the step wanted is not in its output; search as text (grep -a) or narrow")
	}
	if i := indexFold(t, "binary file "); i >= 0 {
		rest := t[i+len("binary file "):]
		if j := indexFold(rest, " matches"); j > 0 && j < 256 && !hasAny(rest[:j], "\n") {
			return verdict(ambiguous, "the search matched in a file it took for binary and printed no matching lines: the result the step wanted is not in its output; search as text (grep -a) or narrow")
		}
	}
	return Result{}, false
}
