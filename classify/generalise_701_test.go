package classify

import "testing"

// First run at 2d1bfea: 29/30 overall, 15/15 tricky.
// Tolerated: i701-os-excl-twice: conflict vs transient (EEXIST on a name spelt x.lock is a lock another process holds: docs/taxonomy.md set 40 and set 70 rows, goerr.go errnoOnPath, fsnames.go lockName): the agent's own second O_EXCL write of "manifest.lock" is a file written twice (conflict), but from the message alone a .lock name reads as a held lock file, and the anchored ruling follows that reading.
//
// TestIndependentCases701 runs held-out set 701: live failures an agent causes itself (PostgreSQL/pgx, SQLite/modernc, Go os and net/http, MCP reference servers, openai-go and anthropic-sdk-go), labelled blind.
func TestIndependentCases701(t *testing.T) {
	runIndependent(t, "testdata/independent701.jsonl", true, "i701-os-excl-twice")
}
