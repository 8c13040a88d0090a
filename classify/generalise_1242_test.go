package classify

import "testing"

// First run at ae459e7f: 20/26 overall, 7/13 tricky.
func TestIndependentCases1242(t *testing.T) {
	runIndependent(t, "testdata/independent1242.jsonl", false)
}

// TestGeneralise1242GeminiEndings holds Gemini's other abnormal
// finishReason values named after the field in an agent's words, and the
// near misses that keep their old kind.
func TestGeneralise1242GeminiEndings(t *testing.T) {
	cases := []struct {
		msg  string
		want string
	}{
		{"gemini gemini-2.5-flash: candidate finished with finishReason=MALFORMED_FUNCTION_CALL; 0 chars of text kept", "ambiguous"},
		{"generation stopped: finishReason=OTHER", "ambiguous"},
		{`candidate 0 ended with finish_reason "UNEXPECTED_TOOL_CALL"`, "ambiguous"},
		{"gemini stream for gemini-2.5-pro stopped: finishReason=OTHER after 4 chunks (120 chars of partial text)", "ambiguous"},
		// Gemini's spelling of the missing terminal field keeps set 1194's reading
		{"gemini gemini-2.5-flash: stream ended after 2 chunks without a finishReason; 54 chars of text kept", "transient"},
		{"genai stream closed with no finishReason after 3 chunks", "transient"},
		// near misses: a malformed request and "other" outside an ending field
		{"invalid request: malformed function call arguments in tools[0]", "invalid"},
	}
	for _, c := range cases {
		if got := Classify(Input{Message: c.msg}); got.Kind.String() != c.want {
			t.Errorf("%q: got %s (%s), want %s", c.msg, got.Kind, got.Reason, c.want)
		}
	}
}
