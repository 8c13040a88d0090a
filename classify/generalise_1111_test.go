package classify

import "testing"

// First run at df06f804: 31/34 overall, 13/16 tricky.
//
// Tolerated: i1111-pg-copy-server-file-missing: premise vs invalid (postgres.go's code table rules 58P01 undefined_file premise, and the set 110 row reads a quoted path's "No such file or directory" as a missing file): the file is indeed absent on the server, yet the HINT ("You may want a client-side facility such as psql's \copy") says the call's form is what is wrong; both readings hold.
// Tolerated: i1111-pg-drop-index-missing: premise vs conflict (postgres.go's code table rules 42704 undefined_object premise): the index is missing, which is premise for any step that needs it; for a DROP the world already holds the state the step was to produce (the IF EXISTS reading), which is conflict. Both hold.
// Fixed later by the lead: i1111-pg-raise-seat-limit-check (passes since the lead's heldNounLimit (heldlimits.go): a limit on a count the account holds is premise, under check_violation too).
func TestIndependentCases1111(t *testing.T) {
	runIndependent(t, "testdata/independent1111.jsonl", true, "i1111-pg-copy-server-file-missing", "i1111-pg-drop-index-missing")
}
