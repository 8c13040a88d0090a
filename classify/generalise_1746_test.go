package classify

import "testing"

// First run at 352bab95: 26/34 overall, 10/15 tricky.
// Tolerated: i1746-svn-commit-file-locked: premise vs denied (ruling): set 1585's svn code table reads E195022 CLIENT_NO_LOCK_TOKEN premise (svncode.go).
// Tolerated: i1746-svn-lock-already-locked: premise vs denied (ruling): set 1585 reads W160035 FS_PATH_ALREADY_LOCKED premise ("svn lock held").
// Tolerated: i1746-hg-push-ssl-required: invalid vs denied (ruling): set 1709 reads "SSL required" invalid, the call's own scheme to change.
func TestIndependentCases1746(t *testing.T) {
	runIndependent(t, "testdata/independent1746.jsonl", true, "i1746-svn-commit-file-locked", "i1746-svn-lock-already-locked", "i1746-hg-push-ssl-required")
}

// TestGeneralise1746SvnObstructed: Subversion E155000 WC_OBSTRUCTED_UPDATE
// (svn_error_codes.h "Obstructed update"): checkout into a directory that is
// already a working copy of another URL, an update or switch blocked by an
// unversioned item: the target holds something else, premise (svncode.go
// svnCodes). Near misses: E155007 not a working copy (premise too, its own
// code) and E150002 already versioned (conflict) keep their readings.
func TestGeneralise1746SvnObstructed(t *testing.T) {
	x := "\nexit status 1"
	runWordingCases(t, []wordingCase{
		{"co other url", "exec", 1, "1", "svn: E155000: '/tmp/w/wc' is already a working copy for a different URL" + x, premise},
		{"switch obstructed", "exec", 1, "1", "svn: E155000: Cannot switch '/w/wc' because it is not in the repository yet" + x, premise},
		{"add obstruction", "exec", 1, "1", "svn: E155000: Failed to add directory 'lib': an unversioned directory of the same name already exists" + x, premise},
		{"near: already versioned", "exec", 1, "1", "svn: warning: W150002: '/w/a.txt' is already under version control\nsvn: E200009: Could not add all targets because some targets are already versioned\nsvn: E200009: Illegal target for the requested operation" + x, conflict},
		{"near: bad option", "exec", 1, "1", "svn: E205000: --message (-m) and --file (-F) are mutually exclusive" + x, invalid},
	})
}

// TestGeneralise1746HgNestedAndAbort: Mercurial's "abort: path 'x' is inside
// nested repo 'y'" (pathutil.py; hg add, commit, status of a path in a
// nested repository) reads invalid, run the call in that repository; and an
// "abort:" line keeps hg's "no changes found" / "nothing changed" from
// reading a no-op (hg push over plain http prints "no changes found" on
// stdout before the 403 abort) (hgwords.go mercurialShapes, live hg 6.3.2).
// Near misses: a bare "no changes found" stays conflict; "nested repo" in
// prose without the quoted form is not read.
func TestGeneralise1746HgNestedAndAbort(t *testing.T) {
	x := "\nexit status 255"
	runWordingCases(t, []wordingCase{
		{"add nested", "exec", 255, "255", "abort: path 'nested/n' is inside nested repo 'nested'" + x, invalid},
		{"commit nested", "exec", 255, "255", "abort: path 'vendor/lib/a.c' is inside nested repo 'vendor/lib'" + x, invalid},
		{"push 403 with no changes", "exec", 255, "255", "abort: HTTP Error 403: Forbidden\npushing to http://hg.example/repo\nsearching for changes\nno changes found" + x, denied},
		{"near: push nothing", "exec", 1, "1", "pushing to /w/hga\nsearching for changes\nno changes found\nexit status 1", conflict},
		{"near: commit nothing", "exec", 1, "1", "nothing changed\nexit status 1", conflict},
	})
}

// TestGeneralise1746FossilShapes: Fossil's own exit-1 words (fossilwords.go,
// live fossil 2.21, fossil-scm.org/home/help): "not within an open
// check-out" premise (open one first); "cannot connect to host" transient;
// open's non-empty-directory refusal whose hint names --force / --keep
// invalid. Near misses: a bare "directory ... is not empty" keeps premise,
// and a server's "cannot connect to database" is not read here.
func TestGeneralise1746FossilShapes(t *testing.T) {
	x := "\nexit status 1"
	runWordingCases(t, []wordingCase{
		{"status outside", "exec", 1, "1", "current directory is not within an open check-out" + x, premise},
		{"older checkout", "exec", 1, "1", "current directory is not within an open checkout" + x, premise},
		{"clone refused", "exec", 1, "1", "cannot connect to host 127.0.0.1:8080\nserver returned an error - clone aborted\nClone done, wire bytes sent: 0  received: 0  remote: " + x, transient},
		{"sync refused", "exec", 1, "1", "cannot connect to host fossil.example.org:443" + x, transient},
		{"open not empty", "exec", 1, "1", "directory /w/co is not empty\nuse the -f (--force) option to override\nor the -k (--keep) option to keep local files unchanged" + x, invalid},
		{"near: bare not empty", "exec", 1, "1", "rmdir: failed to remove 'd': Directory not empty" + x, premise},
	})
}
