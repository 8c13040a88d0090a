package classify

import "testing"

// Tolerated: i1775-ollama-runner-exit: transient vs unknown (one-off): an opaque runner crash under HTTP 500 with only "exit status 2" reads as the bare-5xx default; no wording says more.
// Tolerated: i1775-ollama-no-tools: transient vs premise (ruling): taxonomy (set 193, `missingCapability`) reads "does not support <capability>" as invalid, and the body's type "api_error" is read first as a server error; see the report.
// First run at 7ca00c81: 34/36 overall, 17/19 tricky.
func TestIndependentCases1775(t *testing.T) {
	runIndependent(t, "testdata/independent1775.jsonl", true, "i1775-ollama-runner-exit", "i1775-ollama-no-tools")
}
