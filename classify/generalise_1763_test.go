package classify

import "testing"

// First run at e8212b10: 33/36 overall, 15/17 tricky.
// Tolerated: i1763-ws-max-uses: premise vs invalid (ruling): the server-tool table (taxonomy, Anthropic server tool error_code row; llm.go serverToolErrors) reads max_uses_exceeded premise; this set reads the request's own max_uses as the argument to raise.
// Tolerated: i1763-ce-execution-time-exceeded: transient vs invalid (ruling): the same row reads execution_time_exceeded transient; this set reads the sandbox's per-execution limit as one the same code hits again.
// Tolerated: i1763-vertex-model-not-in-region: invalid vs premise (ruling): Vertex's "Publisher Model ... was not found or your project does not have access to it. Please ensure you are using a valid model version" is the same text for a misspelt model, read invalid by the model-name rulings (sets 37, 63); only the caller knows the id is valid and the region lacks it.
func TestIndependentCases1763(t *testing.T) {
	runIndependent(t, "testdata/independent1763.jsonl", true, "i1763-ws-max-uses", "i1763-ce-execution-time-exceeded", "i1763-vertex-model-not-in-region")
}
