package classify

import "testing"

// First run at 5f7956a4: 28/31 overall, 11/14 tricky.
// Tolerated: i1006-go-exec-notexec: denied vs invalid (docs/taxonomy.md Go section: "fs.ErrPermission, EACCES, EPERM ... | denied"; set 386 tolerated the same fork/exec text against premise): the file run was a config file with no exec bit, so the call named the wrong thing, but the EACCES text cannot tell that from a program the agent may not run.
// Fixed later by the lead: i1006-pgx-scan-null (postgres.go aggregateNullText reads a NULL from an aggregate over no rows as ambiguous). Was: invalid vs ambiguous (docs/taxonomy.md row pgx "cannot scan NULL into" | invalid; sets 240, 297, 346 tolerated the same dispute): the NULL came from max() over no rows, an unusable result, but the text cannot tell that from a wrong destination type.
// Tolerated: i1006-pgx-second-pk: invalid vs premise (docs/taxonomy.md PostgreSQL table "class 42 otherwise | invalid"; set 315 tolerated the same 42P16 text): the table already holds a primary key the plan did not know of, yet the message cannot say whether that key is the one the step wanted, so a repair reading holds too.
func TestIndependentCases1006(t *testing.T) {
	runIndependent(t, "testdata/independent1006.jsonl", true, "i1006-go-exec-notexec", "i1006-pgx-second-pk")
}
