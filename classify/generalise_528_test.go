package classify

import "testing"

// TestIndependentCases528 runs held-out set 528: Go standard library errors (net, net/http, os, io/fs, os/exec, encoding, database/sql, context, crypto/x509), captured live, labelled blind.
// First run at 19507ff: 22/25 overall, 11/13 tricky.
// Tolerated: i528-csv-fields: invalid vs ambiguous (docs/taxonomy.md set 110: a CSV reader's refusal of a record's shape with no file named reads as rows the tool read back, filedata.go csvRowsUnusable): the bare text does not say whose rows they are; I read them as the call's input.
// Tolerated: i528-sql-norows: premise vs ambiguous (docs/taxonomy.md "sql.ErrNoRows ... | ambiguous", goerr.go and native.go): a one-row lookup by key that found nothing, read by me as the missing-key premise, by the ruling as an empty result.
// Tolerated: i528-sql-txdone: ambiguous vs premise (docs/taxonomy.md the transaction ruling (issue 14), wording.go): I read "committed or rolled back" as an unknown write outcome; the ruling reads the ended transaction as a false belief, begin again.
func TestIndependentCases528(t *testing.T) {
	runIndependent(t, "testdata/independent528.jsonl", true, "i528-csv-fields", "i528-sql-norows", "i528-sql-txdone")
}
