package classify

import "testing"

// TestIndependentCases844 runs held-out set 844: Google Workspace APIs (Drive, Sheets, Docs, Gmail, Calendar, Admin SDK) as the Go and Python clients print them, labelled blind.
func TestIndependentCases844(t *testing.T) {
	runIndependent(t, "testdata/independent844.jsonl", false)
}
