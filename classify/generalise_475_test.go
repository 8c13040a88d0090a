package classify

import "testing"

// TestIndependentCases475 runs held-out set 475: Google services beyond the core (Gemini/Vertex, Firestore, BigQuery, GKE, Drive, Sheets, Maps), from the vendors' docs, labelled blind.
func TestIndependentCases475(t *testing.T) {
	runIndependent(t, "testdata/independent475.jsonl", false)
}
