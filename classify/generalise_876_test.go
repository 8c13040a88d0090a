package classify

import "testing"

// First run at 9a4df164: 32/34 overall, 16/18 tricky.
// Tolerated: i876-fireworks-404-model: invalid vs premise (docs/taxonomy.md 404 row: "invalid when it is about a model or endpoint name"): Fireworks' one sentence hedges three causes ("not found, inaccessible, and/or not deployed"); a wrong model name is repaired, an undeployed custom model is a false premise, and the text cannot tell which.
// Tolerated: i876-openrouter-404-data-policy: premise vs denied (no written ruling; compatserver.go endpointsLack deliberately leaves "No endpoints found matching your data policy" to the 404 default): the account's privacy setting refuses every route, which reads as a boundary the agent cannot cross (denied) or as a false belief that the model is usable from this account (premise); both hand back. A one-off, not fixed in the time.
func TestIndependentCases876(t *testing.T) {
	runIndependent(t, "testdata/independent876.jsonl", true, "i876-fireworks-404-model", "i876-openrouter-404-data-policy")
}
