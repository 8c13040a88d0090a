package classify

import "testing"

// TestIndependentCases481 runs held-out set 481: a scheduling agent's day across pgx, SQLite, nginx, net/http, MCP servers and LLM SDKs, captured live, labelled blind.
//
// First run at 4fbc65a: 28/30 overall, 15/16 tricky.
// Tolerated: i481-pg-booking-overlap: premise vs conflict (taxonomy exclusion ruling, 23P01 premise after sets 301, 312, 319, 336, 338 and 358; set 480 tolerated the same text): I read the overlapping booking as the world already holding the slot; the ruling reads it as the plan's belief that the range was free, with no row of the step's own to carry forward.
// Tolerated: i481-sqlite-cache-readonly: denied vs premise (taxonomy SQLite read-only ruling revised, SQLITE_READONLY denied after sets 351, 352, 359 and 363): I followed the dev file's read-only transaction (25006 premise); the ruling reads SQLite's words as a write permission the connection lacks, and this file was in fact mode 0444.
func TestIndependentCases481(t *testing.T) {
	runIndependent(t, "testdata/independent481.jsonl", true,
		"i481-pg-booking-overlap",
		"i481-sqlite-cache-readonly")
}
