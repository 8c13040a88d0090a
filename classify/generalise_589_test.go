package classify

import "testing"

// TestIndependentCases589 runs held-out set 589: live Go net/http client against nginx (TLS, HTTP/2, h2c, limits, proxy faults) and Go upstreams returning RFC statuses, labelled blind.
func TestIndependentCases589(t *testing.T) {
	runIndependent(t, "testdata/independent589.jsonl", false)
}
