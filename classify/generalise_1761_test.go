package classify

import "testing"

// Set 1761: Go standard library errors captured live (net/http client and
// server, crypto/tls and x509, net, os and io/fs, os/exec, encoding/json,
// time). Its four misses are all decided by standing rulings in
// docs/taxonomy.md, so no rule was added.
//
// Tolerated: i1761-tls-protocol-version-mismatch: premise vs invalid (ruling): "no TLS version ... both sides accept" reads premise (one side's configuration must change), even where the client's own MaxVersion caps it.
// Tolerated: i1761-write-read-only-filesystem: premise vs denied (ruling): EROFS is premise in the Go errno row (*net.DNSError ... ENOSPC, EROFS, EDQUOT).
// Tolerated: i1761-context-canceled-by-caller: denied vs unknown (ruling): context.Canceled is the caller's own cancel, denied so it is never retried in place.
// Tolerated: i1761-open-path-through-file-enotdir: premise vs invalid (ruling): the path ruling reads Go's "open x/y: not a directory" (a path through a file) premise.
// First run at a6e30d48: 30/34 overall, 11/14 tricky.
func TestIndependentCases1761(t *testing.T) {
	runIndependent(t, "testdata/independent1761.jsonl", true,
		"i1761-tls-protocol-version-mismatch",
		"i1761-write-read-only-filesystem",
		"i1761-context-canceled-by-caller",
		"i1761-open-path-through-file-enotdir")
}
