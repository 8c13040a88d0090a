package classify

import "testing"

// First run at 28464346: 33/34 overall, 15/16 tricky.
//
// Passes since the lead revised the ruling after set 1193 (codes.go serviceCode reads the timeout transient); was tolerated: i1118-openai-image-url-timeout: invalid vs transient (codes.go rules OpenAI's
// invalid_image_url "is an invalid image", modeFixed): a one-off not fixed by principle in the
// time. OpenAI's fetch of a caller's image URL timed out ("Timeout while downloading <url>"):
// read as transient, the URL is fine and a later try may fetch it; read as invalid, the usual
// remedy is to send the image inline as base64 instead of a slow URL, a new argument. No other
// software's documented wording of "the server's fetch of the caller's URL timed out" was
// gathered, so no class was written.
func TestIndependentCases1118(t *testing.T) {
	runIndependent(t, "testdata/independent1118.jsonl", true)
}
