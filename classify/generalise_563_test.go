package classify

import "testing"

// TestIndependentCases563 runs held-out set 563: a live day of a travel-booking agent (pgx/PostgreSQL, modernc SQLite, nginx, vendor-like httptest APIs, openai-go, anthropic-sdk-go, MCP servers), labelled blind.
// First run at 25e620c: 27/28 overall, 13/13 tricky.
// Tolerated: i563-pg-exclusion: conflict vs premise (the exclusion ruling, docs/taxonomy.md 23P01 row and postgres.go sqlStates "23P01"): the set read 23P01 as a class-23 sibling of the unique violation (the room already holds an overlapping booking, carry it), the ruling reads it as a taken range the plan assumed free; the overlapping row here is another guest's booking, so the ruling's reading is at least as fair and it is not overturned for one line.
func TestIndependentCases563(t *testing.T) {
	runIndependent(t, "testdata/independent563.jsonl", true, "i563-pg-exclusion")
}
