package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases436 runs held-out set 436: Go standard library errors in depth, from the Go source, labelled blind.
// First run at 81f6e52: 30/35 overall, 24/27 tricky.
// Tolerated: i436-tx-done: premise vs invalid (the transaction ruling, issue 14, taxonomy): an ended transaction reads premise whoever ended it; sets 28, 48 and 71 are tolerated the same way.
// Tolerated: i436-csv-fieldcount: premise vs invalid (set 56): a CSV refusal with the file named is the file's bytes, not the call.
// Tolerated: i436-erofs: premise vs denied (taxonomy goWords row and set 367: EROFS stays premise with the read-only family): left for the lead beside the SQLite read-only revision.
// Tolerated: i436-exec-errdot: invalid vs denied (set 38): exec.ErrDot is a library's check on the program's own configuration; name the program by path.
// Fixed: i436-json-truncated (answerJSONCut, TestGeneralise436).
func TestIndependentCases436(t *testing.T) {
	runIndependent(t, "testdata/independent436.jsonl", true, "i436-tx-done", "i436-csv-fieldcount", "i436-erofs", "i436-exec-errdot")
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
