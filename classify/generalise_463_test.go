package classify

import "testing"

// TestIndependentCases463 runs held-out set 463: an inventory agent's day (pgx, modernc sqlite, nginx, net/http+os, MCP servers, openai-go, anthropic-sdk-go), captured live, labelled blind.
// First run at 91c03d8: 28/30 overall, 15/16 tricky.
// Tolerated: i463-pg-check-negative-qty: premise vs invalid (taxonomy 23514 row, a check that guards a state such as stock >= 0, and set 122's i122-pg-stock-below-zero, the same text, premise): the stock the step assumed is not there; this set's reading of a negative count as a bad argument is tolerated.
// Tolerated: i463-sqlite-readonly-queue: denied vs premise (taxonomy SQLITE_READONLY row, the SQLite read-only ruling revised by the lead after sets 351, 352, 359 and 363): SQLite's text cannot tell a read-only open from a refused file and reads denied; this set's read-only-open reading joins the earlier premise lines tolerated by id.
func TestIndependentCases463(t *testing.T) {
	runIndependent(t, "testdata/independent463.jsonl", true, "i463-pg-check-negative-qty", "i463-sqlite-readonly-queue")
}
