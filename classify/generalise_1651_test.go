package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// Tolerated: i1651-authz-ls-malformed: invalid vs denied (one-off): svnserve 1.14.2 answers svn ls of a path authz will not let the user read with "E210004: Malformed network data" (RA_SVN_MALFORMED_DATA), a protocol error whose own meaning is a broken or foreign stream; nothing in the text names the refusal, so no class rule reads it denied.
// First run at 9065bbb4: 24/34 overall, 13/18 tricky.
func TestIndependentCases1651(t *testing.T) {
	runIndependent(t, "testdata/independent1651.jsonl", true,
		"i1651-authz-ls-malformed")
}

// Subversion codes with a fixed meaning that set 1585's table lacked
// (svncode.go svnCodes and svnError; live svn 1.14.2, svn_error_codes.h):
// WC_UNSUPPORTED_FORMAT (E155021, the client is older than the working
// copy: premise), FS_CORRUPT (E160004, svnadmin verify's checksum mismatch:
// premise, as other stores' corruption), FS_UNKNOWN_FS_TYPE (E160033,
// svnadmin create --fs-type: invalid), and E200009's own line "'x' is not
// under version control" (svn commit of a file never added: premise).
// Near misses: E200009 "Illegal target" over an already versioned file
// stays conflict, over a directory for svn cat stays invalid; the too-old
// working copy (E155036) keeps premise.
func TestGeneralise1651SvnCodes(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"wc too new", "exec", 1, "1", "svn: E155021: This client is too old to work with the working copy at\n'/home/ci/src' (format 32).\nYou need to get a newer Subversion client. For more details, see\n  http://subversion.apache.org/faq.html#working-copy-format-change\nexit status 1", rung.KindPremise},
		{"fs corrupt verify", "exec", 1, "1", "* Error verifying repository metadata.\nsvnadmin: E160004: Checksum mismatch in item at offset 0 of length 60 bytes in file corrupt/db/revs/0/1\nexit status 1", rung.KindPremise},
		{"fs corrupt read", "exec", 1, "1", "svn: E160004: Corrupt node-revision '0.0.r3/812'\nexit status 1", rung.KindPremise},
		{"unknown fs type", "exec", 1, "1", "svnadmin: E160033: Unknown FS type 'foo'\nexit status 1", rung.KindInvalid},
		{"commit unversioned", "exec", 1, "1", "svn: E200009: Commit failed (details follow):\nsvn: E200009: '/srv/wc/notes.md' is not under version control\nexit status 1", rung.KindPremise},
		{"commit unversioned, no wrapper", "exec", 1, "1", "svn: E200009: '/srv/wc/docs/new' is not under version control\nexit status 1", rung.KindPremise},
		{"near miss: already versioned", "exec", 1, "1", "svn: warning: W150002: '/srv/wc/a.txt' is already under version control\nsvn: E200009: Could not add all targets because some targets are already versioned\nsvn: E200009: Illegal target for the requested operation\nexit status 1", rung.KindConflict},
		{"near miss: cat directory", "exec", 1, "1", "svn: warning: W195007: URL 'file:///srv/repo/trunk' refers to a directory\nsvn: E200009: Could not cat all targets because some targets are directories\nsvn: E200009: Illegal target for the requested operation\nexit status 1", rung.KindInvalid},
		{"near miss: wc too old", "exec", 1, "1", "svn: E155036: Please see the 'svn upgrade' command\nsvn: E155036: The working copy at '/srv/wc'\nis too old (format 29) to work with client version '1.14.2 (r1899510)' (expects format 31). You need to upgrade the working copy first.\nexit status 1", rung.KindPremise},
	})
}

// svn's exit-0 outputs that do not give the step what it wanted
// (svncode.go svnOutcome; live svn 1.14.2, svnbook "Resolve Any Conflicts",
// svn diff/blame --force, svn log): a "Summary of conflicts:" with a
// non-zero text, property or tree count (postponed by --non-interactive
// update, merge or switch: premise, as "remains in conflict"); diff's
// "Cannot display: file marked as a binary type." and blame's "Skipping
// binary file" (ambiguous); svn log whose whole output is its dashed rule
// (ambiguous). Near misses: "0 remaining (and 1 already resolved)" is a
// finished resolution (svn's own "marked as resolved" line beside it is
// read by an older rule); a log with an entry, a clean update, and a failing
// commit's "remains in conflict" keep their own readings.
func TestGeneralise1651SvnOutcome(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"merge tree conflict", "exec", 0, "0", "--- Merging r4 through r6 into '.':\n   C img.bin\n--- Recording mergeinfo for merge of r4 through r6 into '.':\n U   .\nSummary of conflicts:\n  Tree conflicts: 1\nexit status 0", rung.KindPremise},
		{"update text and prop conflicts", "exec", 0, "0", "Updating '.':\nCC   a.txt\nUpdated to revision 9.\nSummary of conflicts:\n  Text conflicts: 1\n  Property conflicts: 1\nexit status 0", rung.KindPremise},
		{"update text conflict", "exec", 0, "0", "Updating '.':\nC    src/main.c\nUpdated to revision 3.\nSummary of conflicts:\n  Text conflicts: 1\nexit status 0", rung.KindPremise},
		{"switch tree conflicts", "exec", 0, "0", "D    C lib\nUpdated to revision 120.\nSummary of conflicts:\n  Tree conflicts: 2\nexit status 0", rung.KindPremise},
		{"diff binary", "exec", 0, "0", "Index: logo.png\n===================================================================\nCannot display: file marked as a binary type.\nsvn:mime-type = image/png\nexit status 0", rung.KindAmbiguous},
		{"blame binary", "exec", 0, "0", "Skipping binary file (use --force to treat as text): 'assets/font.ttf'\nexit status 0", rung.KindAmbiguous},
		{"log empty", "exec", 0, "0", "------------------------------------------------------------------------\nexit status 0", rung.KindAmbiguous},
		{"log empty, bare", "exec", 0, "0", "------------------------------------------------------------------------\n", rung.KindAmbiguous},
		{"near miss: resolved", "exec", 0, "0", "Updating '.':\nC    lib\nUpdated to revision 10.\nSummary of conflicts:\n  Tree conflicts: 0 remaining (and 1 already resolved)\nexit status 0", rung.KindUnknown},
		{"near miss: log entry", "exec", 0, "0", "------------------------------------------------------------------------\nr2 | root | 2026-12-07 10:11:03 +0000 (Mon, 07 Dec 2026) | 1 line\n\nadd\n------------------------------------------------------------------------\nexit status 0", rung.KindUnknown},
		{"near miss: commit in conflict", "exec", 1, "1", "svn: E155015: Commit failed (details follow):\nsvn: E155015: Aborting commit: '/srv/wc/a.txt' remains in conflict\nexit status 1", rung.KindPremise},
	})
}

// svn's and svnadmin's "Unknown subcommand: 'x'" (wording.go, beside
// "unknown command"; live svn 1.14.2): a subcommand name the program does
// not have, invalid. Near misses: a missing program stays with its rules.
func TestGeneralise1651UnknownSubcommand(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"svn", "exec", 1, "1", "Unknown subcommand: 'frobnicate'\nType 'svn help' for usage.\nexit status 1", rung.KindInvalid},
		{"svnadmin", "exec", 1, "1", "Unknown subcommand: 'verfy'\nType 'svnadmin help' for usage.\nexit status 1", rung.KindInvalid},
		{"svnlook", "exec", 1, "1", "Unknown subcommand: 'verfy'\nType 'svnlook help' for usage.\nexit status 1", rung.KindInvalid},
		{"near miss: program missing", "exec", 127, "127", "bash: line 1: svn: command not found\nexit status 127", rung.KindPremise},
	})
}
