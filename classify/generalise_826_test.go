package classify

import "testing"

// TestIndependentCases826 runs held-out set 826: Gemini API and Vertex AI errors as the google-genai and older Google SDKs print them, labelled blind.
func TestIndependentCases826(t *testing.T) {
	runIndependent(t, "testdata/independent826.jsonl", false)
}
