package classify

import "testing"

// First run at e4dcd583: 31/34 overall, 13/15 tricky.
// Tolerated: i1782-context-canceled: denied vs transient (ruling): docs/taxonomy.md reads context.Canceled, the caller's own cancel, as denied (cancelled by the caller, do not retry); this line's transient label read it as "proves nothing".
// Tolerated: i1782-attach-limit: premise vs invalid (ruling): "too many attached databases - max N" is premise in docs/taxonomy.md (sets 87 and 265; 24 and 1115 tolerated): the connection's attach slots are full and only a DETACH frees one.
// Tolerated: i1782-conn-done: invalid vs premise (ruling): the handle ruling keeps a *sql.Conn used after Close (sql.ErrConnDone) invalid (docs/taxonomy.md, wording.go; 278 and 1480 tolerated the same way).
func TestIndependentCases1782(t *testing.T) {
	runIndependent(t, "testdata/independent1782.jsonl", true, "i1782-context-canceled", "i1782-attach-limit", "i1782-conn-done")
}
