package classify

import "testing"

// First run at 50da1264: 27/28 overall, 6/7 tricky.
// Tolerated: i1603-go-post-eof: transient vs ambiguous (ruling: taxonomy io.EOF row and set 314's "a transport's `Get "url": EOF` stays transient"; sets 108, 159, 290, 330, 339, 344, 345, 346, 1067, 1391 read or tolerate a bare `Post "url": EOF` the same): a lost connection, retried behind an idempotency key; the blind label read the POST's unknown outcome.
func TestIndependentCases1603(t *testing.T) {
	runIndependent(t, "testdata/independent1603.jsonl", true, "i1603-go-post-eof")
}
