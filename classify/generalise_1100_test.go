package classify

import "testing"

// Tolerated: i1100-sqlite-attach-limit-zero: premise vs denied (docs/taxonomy.md, "too many attached databases - max N": premise, the connection holds as many attached files as it may and only a DETACH frees one; sets 87 and 265): the ruling reads a count that is full; with "max 0" nothing is attached and no DETACH frees a slot, so the host has switched ATTACH off (sqlite.org/security.html advises SQLITE_LIMIT_ATTACHED 0 against untrusted SQL), a boundary the agent cannot cross. Both readings hold; the ruling stands.
// Fixed later by the lead: i1100-sendgrid-429-maximum-credits (passes since the lead gave quotaVerdict the credit words quotaWords already reads as spent (generic.go)).
// First run at 7d1bc20b: 28/30 overall, 12/14 tricky.
func TestIndependentCases1100(t *testing.T) {
	runIndependent(t, "testdata/independent1100.jsonl", true, "i1100-sqlite-attach-limit-zero")
}
