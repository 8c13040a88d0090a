package classify

import "testing"

// TestIndependentCases521 runs held-out set 521: MCP reference servers (filesystem, everything, memory) through the go-sdk client and nginx in front of a Go backend with a Go net/http client, captured live, labelled blind.
func TestIndependentCases521(t *testing.T) {
	runIndependent(t, "testdata/independent521.jsonl", false)
}
