package classify

import "testing"

// TestIndependentCases528 runs held-out set 528: Go standard library errors (net, net/http, os, io/fs, os/exec, encoding, database/sql, context, crypto/x509), captured live, labelled blind.
// First run at 19507ff: 22/25 overall, 11/13 tricky.
// Fixed later by the lead: i528-csv-fields (filedata.go csvRowsUnusable: a CSV reader's refusal with no file named is the call's CSV text, invalid, as six blind sets read it against 97 and 110).
// Tolerated: i528-sql-norows: premise vs ambiguous (docs/taxonomy.md "sql.ErrNoRows ... | ambiguous", goerr.go and native.go): a one-row lookup by key that found nothing, read by me as the missing-key premise, by the ruling as an empty result.
// Tolerated: i528-sql-txdone: ambiguous vs premise (docs/taxonomy.md the transaction ruling (issue 14), wording.go): I read "committed or rolled back" as an unknown write outcome; the ruling reads the ended transaction as a false belief, begin again.
func TestIndependentCases528(t *testing.T) {
	runIndependent(t, "testdata/independent528.jsonl", true, "i528-sql-norows", "i528-sql-txdone")
}
