package classify

// staleRef reports a compare-and-swap on a ref or a file whose expected
// value moved on between the step's read and its write: git's "is at <sha>
// but expected <sha>" (refs/files-backend.c, "cannot lock ref"), which
// GitHub's contents and refs APIs pass on in a 409, Gitea's
// ErrSHADoesNotMatch "sha does not match [given: <sha>, expected: <sha>]",
// and GitLab's FileChangedError "has changed since you started editing it"
// (last_commit_id). Nothing the step makes is there (not conflict) and the
// call was right when it was read (not invalid): read the ref again and
// repeat the change, as an optimistic lock (set 46). The sha forms count
// only with hex on both sides, so that "is a string but expected an
// integer" keeps its own reading.
func staleRef(t string) bool {
	if hasAny(t, "changed since you started editing") {
		return true
	}
	const mark = " but expected "
	for i := range foldMatches(t, mark) {
		if hexRun(t[i+len(mark):]) >= 7 && hexBefore(t[:i]) >= 7 {
			return true
		}
	}
	const given = "does not match [given: "
	if i := indexFold(t, given); i >= 0 && hexRun(t[i+len(given):]) >= 7 {
		return true
	}
	return false
}

// isLowerHex reports a lower-case hex digit, as git and the forges print
// object names.
func isLowerHex(c byte) bool { return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' }

// hexRun is the length of the run of lower-case hex digits s begins with.
func hexRun(s string) int {
	n := 0
	for n < len(s) && isLowerHex(s[n]) {
		n++
	}
	return n
}

// hexBefore is the length of the run of lower-case hex digits s ends with.
func hexBefore(s string) int {
	n := 0
	for n < len(s) && isLowerHex(s[len(s)-1-n]) {
		n++
	}
	return n
}

const staleRefReason = "the ref or file moved on since the step read it (a stale compare-and-swap): read it again and repeat the change"
