package classify

import "testing"

// TestIndependentCases533 runs held-out set 533: MCP errors across SDKs, transports, auth and reference/popular servers, from the vendors' docs, labelled blind.
func TestIndependentCases533(t *testing.T) { runIndependent(t, "testdata/independent533.jsonl", false) }
