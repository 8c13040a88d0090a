package classify

import "testing"

// First run at 852f35b1: 30/32 overall, 12/14 tricky.
// Tolerated: i946-http-451-github-dmca: premise vs denied (docs/taxonomy.md 451 row: "denied (GitHub's \"Repository access blocked\", a takedown for everyone: premise)"): the block binds every caller, owners included, so no credential helps (premise); RFC 7725 words it as the server "denying access ... as a consequence of a legal demand" and the agent can only hand back (denied).
// Tolerated: i946-sqlite-vdbe-op-nomem: transient vs invalid (set 110's ruling: SQLITE_NOMEM as modernc writes it, "out of memory (7)", transient by its code): the text is word for word a real allocation failure, which a retry can pass; here SQLITE_LIMIT_VDBE_OP made prepare return SQLITE_NOMEM (c3ref/c_limit_attached.html), so the same statement fails again. Nothing in the message tells the two apart, so no rule can read it.
func TestIndependentCases946(t *testing.T) {
	runIndependent(t, "testdata/independent946.jsonl", true, "i946-http-451-github-dmca", "i946-sqlite-vdbe-op-nomem")
}
