package classify

import "testing"

// TestIndependentCases430 runs held-out set 430: Google services beyond the core (Gemini/Vertex, Firestore, BigQuery, GKE, Cloud Tasks, Drive, Sheets, Maps), from the vendors' docs, labelled blind.
func TestIndependentCases430(t *testing.T) {
	runIndependent(t, "testdata/independent430.jsonl", false)
}
