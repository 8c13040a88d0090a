package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases436 runs held-out set 436: Go standard library errors in depth, from the Go source, labelled blind.
func TestIndependentCases436(t *testing.T) {
	runIndependent(t, "testdata/independent436.jsonl", false)
}

// TestGeneralise436 checks encoding/json's "unexpected end of JSON input"
// after a caller's prefix that names the answer it decoded, with near misses.
func TestGeneralise436(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"gh api response", "go", 0, "", "failed to parse API response: unexpected end of JSON input", rung.KindAmbiguous},
		{"helm release output", "", 0, "", "failed to unmarshal release output: unexpected end of JSON input", rung.KindAmbiguous},
		{"webhook reply", "go", 0, "", "couldn't decode webhook reply: unexpected end of JSON input", rung.KindAmbiguous},
		{"terraform provider response", "", 0, "", "Error: Failed to decode provider response: unexpected end of JSON input", rung.KindAmbiguous},
		{"model output", "", 0, "", "parse model output: unexpected end of JSON input", rung.KindAmbiguous},
		{"query result", "go", 0, "", "scan query result: unexpected end of JSON input", rung.KindAmbiguous},
		// Near misses: the call's own arguments, a named file, and a
		// daemon's error answer keep their reading.
		{"decode arguments", "go", 0, "", "decode arguments: unexpected end of JSON input", rung.KindInvalid},
		{"named file", "go", 0, "", "read /var/lib/app/result.json: unexpected end of JSON input", rung.KindPremise},
		{"request body", "go", 0, "", "decode request body for response cache: unexpected end of JSON input", rung.KindInvalid},
	})
}
