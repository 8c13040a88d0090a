package classify

import "testing"

// TestIndependentCases759 runs held-out set 759: a documented mix of cloud, database, model-API, SaaS, Kubernetes, MCP and Go stdlib failures as the Go SDKs print them, labelled blind.
func TestIndependentCases759(t *testing.T) {
	runIndependent(t, "testdata/independent759.jsonl", false)
}
