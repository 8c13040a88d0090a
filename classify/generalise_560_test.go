package classify

import "testing"

// TestIndependentCases560 runs held-out set 560: documented failures from common cloud, payment, SaaS, database and Go software, labelled blind.
func TestIndependentCases560(t *testing.T) {
	runIndependent(t, "testdata/independent560.jsonl", false)
}
