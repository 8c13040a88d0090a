package classify

import "testing"

// First run at 769d5693: 28/34 overall, 12/18 tricky.
// Tolerated: i1503-subprocess-noexec: denied vs invalid (ruling, childproc.go childFate: a program the kernel would not execute stays EACCES's denied, sets 7, 20, 29): here root got EACCES for a missing execute bit, but the text cannot show who ran it.
// Tolerated: i1503-sigkill-137: unknown vs ambiguous (ruling, childproc.go: a child killed by SIGKILL from outside is transient; my label reads the half-done work): the classifier also does not read bash's job report "bash: line 1: PID Killed  cmd", which the ruling's comment names.
// Tolerated: i1503-sigint-keyboardinterrupt: unknown vs ambiguous (ruling, goerr.go: SIGINT is the caller's own stop, denied with the cancel reason; my label reads the half-done work): a bare "KeyboardInterrupt" is not read.
// Tolerated: i1503-json-null-200: invalid vs ambiguous (scriptValueError, revised by the lead) (one-off: the 200 with a null body is in the note, not the text; jsonparse.go reads "'NoneType' object is not subscriptable" as data without a field, premise, in tool results).
func TestIndependentCases1503(t *testing.T) {
	runIndependent(t, "testdata/independent1503.jsonl", true, "i1503-subprocess-noexec", "i1503-sigkill-137", "i1503-sigint-keyboardinterrupt", "i1503-json-null-200")
}

// TestGeneralise1503LandedTally: a batch script's closing summary that
// counts what landed, 0 < n < m, on the output's last line ("imported 2
// of 3 rows", "Uploaded 4 of 7 files", "12 of 40 records inserted") is a
// partial success, ambiguous, when item errors precede it, ahead of a skipped item's own words (a
// UNIQUE constraint's conflict); set 1503, captured live from a Python
// sqlite3 import loop that exits 0. A full tally, nothing landed, a
// progress line that is not last, and counts with no landing verb keep
// their readings.
func TestGeneralise1503LandedTally(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"sqlite import summary", "exec", 0, "0", "skipped row: UNIQUE constraint failed: users.email\nimported 2 of 3 rows", ambiguous},
		{"upload summary", "exec", 0, "", "upload failed for b.png: HTTP Error 403: Forbidden\nUploaded 4 of 7 files.", ambiguous},
		{"verb after count", "", 0, "", "row 7: duplicate key value violates unique constraint \"users_email_key\"\n12 of 40 records inserted", ambiguous},
		{"verb after were", "exec", 0, "", "ERROR: permission denied for table orders\nDone: 3 of 9 rows were migrated", ambiguous},
		{"near miss: full tally", "exec", 0, "0", "skipped row: UNIQUE constraint failed: users.email\nimported 3 of 3 rows", conflict},
		{"near miss: nothing landed", "exec", 0, "0", "skipped row: UNIQUE constraint failed: users.email\nimported 0 of 3 rows", conflict},
		{"near miss: progress not last", "exec", 1, "", "imported 2 of 3 rows\nsqlite3.IntegrityError: UNIQUE constraint failed: users.email", conflict},
		{"near miss: lone summary line", "", 0, "", "Uploaded 4 of 7 files.", unk},
		{"near miss: attempt count", "", 0, "", "attempt 2 of 5: dial tcp 10.0.0.5:443: connect: connection refused", transient},
		{"near miss: step count", "", 0, "", "step 2 of 3: upload: HTTP Error 403: Forbidden", denied},
	})
}
