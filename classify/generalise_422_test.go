package classify

import "testing"

// TestIndependentCases422 runs held-out set 422: PostgreSQL, Go stdlib and HTTP RFC failures on named operations, captured live and from the vendors' docs, labelled blind.
//
// First run at 81c861b: 32/35 overall, 21/24 tricky.
// Tolerated: i422-go-erofs: premise vs denied (the read-only family ruling, docs/taxonomy.md Go errno row and the SQLite read-only ruling: EROFS, 25006, Redis READONLY stay premise): I read a read-only mount as a sandbox boundary.
// Tolerated: i422-http-409-k8s-modified: transient vs premise (the Kubernetes ruling, docs/taxonomy.md: "the object has been modified" is transient, as client-go's RetryOnConflict): I read the stale resourceVersion as a false belief to re-read.
func TestIndependentCases422(t *testing.T) {
	runIndependent(t, "testdata/independent422.jsonl", true,
		"i422-go-erofs", "i422-http-409-k8s-modified")
}
