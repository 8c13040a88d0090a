package classify

import "testing"

// TestIndependentCases705 runs held-out set 705: live captures from PostgreSQL/pgx, SQLite, nginx+Go upstreams, Go net/http/os, MCP reference servers and the Anthropic SDK, labelled blind.
// First run at ce85d5b: 29/30 overall, 14/14 tricky.
// Tolerated: i705-os-excl-seal-lock: conflict vs transient (the lock-file ruling of sets 40 and 70: EEXIST creating a file whose name spells a lock, `x.lock`, is another process holding the lock; docs/taxonomy.md, goerr.go errnoOnPath, fsnames.go lockName): the set read an O_EXCL create-only marker that already exists, the ruling reads the .lock spelling as a mutex that goes when its holder ends; the message alone supports both.
func TestIndependentCases705(t *testing.T) {
	runIndependent(t, "testdata/independent705.jsonl", true, "i705-os-excl-seal-lock")
}
