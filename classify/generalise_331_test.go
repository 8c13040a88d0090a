package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases331 runs held-out set 331: MCP failures through go-sdk, mcp-go and the TS client, captured live, labelled blind.
// First run at 1245e30: 33/35 overall, 13/15 tricky.
// i331-fs-edit-nomatch passes since the revised edit ruling (premise; generic.go editMismatchReason).
func TestIndependentCases331(t *testing.T) {
	runIndependent(t, "testdata/independent331.jsonl", true)
}

// TestGeneralise331 checks a write reported done whose follow-up after a
// "but" failed, in other software's words, with near misses.
func TestGeneralise331(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"thunderbird sent copy", "", 0, "", "Your message was sent but a copy was not placed in your sent folder (Sent) due to network or file access errors.", rung.KindAmbiguous},
		{"charge receipt", "mcp", 0, "isError", "The charge was created but the receipt email failed to send", rung.KindAmbiguous},
		{"npm dist-tag", "", 0, "", "package was published but the dist-tag could not be set", rung.KindAmbiguous},
		{"order webhook", "go", 0, "", "order 4471 was committed but the confirmation webhook did not fire", rung.KindAmbiguous},
		{"record index", "mcp", 0, "isError", "The record was written, but the search index update failed; do not write it again", rung.KindAmbiguous},
		{"pr labels", "", 0, "", "pull request #12 was created but labels couldn't be added", rung.KindAmbiguous},
		// Near misses: a send that did not happen, and a done effect with
		// no failed follow-up after it, keep their reading.
		{"not sent", "mcp", 0, "isError", "message was not sent: recipient mailbox not found", rung.KindPremise},
		{"created then wait", "mcp", 0, "isError", "project was created but is still provisioning; retry in 30 seconds", rung.KindTransient},
	})
}
