package classify

import "testing"

// First run at 1b76dd35: 33/34 overall, 13/14 tricky.
// Tolerated: i1793-oai-stream-malformed-chunk: transient vs unknown (the lead ruling after set 1793, undecodable.go llmChunkGarbled: the provider\'s garbled chunk reads transient; sets 310 and 1275 label it so).
func TestIndependentCases1793(t *testing.T) {
	runIndependent(t, "testdata/independent1793.jsonl", true, "i1793-oai-stream-malformed-chunk")
}
