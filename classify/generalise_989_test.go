package classify

import "testing"

// First run at 2adf4a89: 28/30 overall, 12/14 tricky.
//
// Tolerated: i989-openweathermap-blocked: transient vs premise (no written
// ruling; a one-off): the body says the account is "temporary blocked" for
// exceeding the requests limitation of its subscription type, and the FAQ
// ties it to the per-minute call limit, so waiting lifts it (transient);
// the set's label reads "choose the proper subscription" as the capacity
// the plan assumed being false (premise). Both readings hold; the label
// is flagged for review in the set's report.
//
// Tolerated: i989-sqlite-trigger-appendonly: unknown vs denied (a one-off, The lead later ruled "append-only" premise (appwords.go, with set 998), so it now reads premise against this set\'s denied.
// not fixed in the time): a trigger's RAISE(ABORT, "audit rows are
// append-only") under SQLITE_CONSTRAINT_TRIGGER. The set labels it an
// authority boundary (denied); docs/taxonomy.md's set 34 ruling on
// immutability ("it binds every caller, owners included ... not
// authority": premise) would read it premise. unknown is neither; left for
// a later set to decide between the two.
// Tolerated: i989-mcpfs-mkdir-eexist-file: conflict vs premise (the lead's revised reading after 15 blind sets: create_directory's EEXIST on a name with a file's extension is a file in the way, premise, dirheld.go mkdirOverFileName): the text says the name already exists, which reads conflict too
func TestIndependentCases989(t *testing.T) {
	runIndependent(t, "testdata/independent989.jsonl", true,
		"i989-openweathermap-blocked",
		"i989-sqlite-trigger-appendonly", "i989-mcpfs-mkdir-eexist-file")
}
