package classify

import "testing"

// Tolerated: i910-pg-savepoint-missing: invalid vs premise (no written ruling; postgres.go maps class 3B savepoint_exception to invalid): ROLLBACK TO a savepoint that was never established (or was released) is either a wrong name in the call (repair) or a false belief that the savepoint exists (replan the recovery); the PostgreSQL docs call it only "an error", so both readings hold and the class default was left alone.
// Tolerated: i910-pg-trigger-raise-shipped: unknown vs premise (not fixed in the time): a P0001 whose words say the object already reached a blocking state ("shipment 7001 already left the warehouse") is the alreadyBlocking class (appwords.go: "already shipped", "already departed"), but "already left" also names a caller's own finished act (leaving a group or channel: conflict), so a narrow fix needs its near misses; not yet done.
// First run at 538d7c81: 29/31 overall, 12/14 tricky.
func TestIndependentCases910(t *testing.T) {
	runIndependent(t, "testdata/independent910.jsonl", true, "i910-pg-savepoint-missing", "i910-pg-trigger-raise-shipped")
}
