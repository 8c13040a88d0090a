package classify

import "testing"

// First run at 4c777d5a: 18/34 overall, 7/17 tricky.
// Tolerated: i1585-svn-log-no-such-revision: premise vs invalid (ruling): a revision the repository does not have reads premise, as git's "bad revision" and "not a valid object name" (toolwords.go worktreeWords); svncode.go leaves E160006 to that wording.
func TestIndependentCases1585(t *testing.T) {
	runIndependent(t, "testdata/independent1585.jsonl", true, "i1585-svn-log-no-such-revision")
}

// TestGeneralise1585SvnErrorCode: a Subversion command's "svn: E######:"
// lines carry svn_error_codes.h numbers, outermost first; the innermost
// line whose code has a fixed meaning decides over wrappers such as
// E170013 "Unable to connect" and E200009 "Illegal target" (set 1585, live
// Subversion 1.14.2). APR errno codes (E0000xx) and E175002 stay with the
// wording, and a hook's refusal is denied unless it asks for another log
// message.
func TestGeneralise1585SvnErrorCode(t *testing.T) {
	const x = "\nexit status 1"
	runWordingCases(t, []wordingCase{
		{"svn add versioned", "exec", 1, "1", "svn: warning: W150002: '/w/b.txt' is already under version control\nsvn: E200009: Could not add all targets because some targets are already versioned\nsvn: E200009: Illegal target for the requested operation" + x, conflict},
		{"svn ls missing", "exec", 1, "1", "svn: warning: W160013: Path '/trunk/gone' not found\nsvn: E200009: Could not list all targets because some targets don't exist" + x, premise},
		{"svn blame dir", "exec", 1, "1", "svn: warning: W160017: '/trunk' is not a file\nsvn: E200009: Could not perform blame on all targets because some targets don't exist" + x, invalid},
		{"svn cleanup required", "exec", 1, "1", "svn: E155037: Previous operation has not finished; run 'cleanup' if it was interrupted" + x, premise},
		{"svn unreadable", "exec", 1, "1", "svn: E220001: Item is not readable" + x, denied},
		{"svn unwritable", "", 0, "", "svn: E220004: Access denied", denied},
		{"svn mkdir exists", "exec", 1, "1", "svn: E160020: File already exists: filesystem '0f1e', transaction '7-9', path '/branches/rel'" + x, conflict},
		{"svn lock held", "exec", 1, "1", "svn: warning: W160035: Path '/trunk/logo.png' is already locked by user 'ann' in filesystem '0f1e'\nsvn: E200009: One or more locks could not be obtained" + x, premise},
		{"svn no repository", "exec", 1, "1", "svn: E170013: Unable to connect to a repository at URL 'svn://vcs/repo'\nsvn: E210005: No repository found in 'svn://vcs/repo'" + x, premise},
		{"svn file url no repo", "exec", 1, "1", "svn: E170013: Unable to connect to a repository at URL 'file:///srv/none'\nsvn: E180001: Unable to open repository 'file:///srv/none'" + x, premise},
		{"svn http not svn", "exec", 1, "1", "svn: E170013: Unable to connect to a repository at URL 'http://h/x'\nsvn: E200007: The requested feature is not supported by '/x'" + x, premise},
		{"svn readonly db", "exec", 1, "1", "svn: E155004: Run 'svn cleanup' to remove locks (type 'svn help cleanup' for details)\nsvn: E155004: Failed to lock working copy '/w'.\nsvn: E200031: sqlite[S8]: attempt to write a readonly database" + x, denied},
		{"svn pre-commit empty log", "exec", 1, "1", "svn: E165001: Commit failed (details follow):\nsvn: E165001: Commit blocked by pre-commit hook (exit code 1) with output:\nEmpty log message not allowed. Commit aborted!" + x, invalid},
		{"svn pre-lock policy", "exec", 1, "1", "svn: warning: W165001: Lock blocked by pre-lock hook (exit code 1) with output:\nOnly release managers may lock files under /tags" + x, denied},
		{"svnadmin create exists", "exec", 1, "1", "svnadmin: E165002: '/srv/svn/main' is an existing repository" + x, conflict},
		// Near misses: APR errno codes and the DAV status keep the wording's reading.
		{"svn refused", "exec", 1, "1", "svn: E170013: Unable to connect to a repository at URL 'svn://127.0.0.1:3690/r'\nsvn: E000111: Can't connect to host '127.0.0.1': Connection refused" + x, transient},
		{"svn http 503", "exec", 1, "1", "svn: E170013: Unable to connect to a repository at URL 'http://h/r'\nsvn: E175002: Unexpected HTTP status 503 'Service Unavailable' on '/r'" + x, transient},
		{"svn no such revision", "exec", 1, "1", "svn: E160006: No such revision 42" + x, premise},
	})
}
