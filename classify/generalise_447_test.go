package classify

import "testing"

// TestIndependentCases447 runs held-out set 447: MCP reference servers through the go-sdk and the TS client, captured live, labelled blind.
// First run at 8943c3e: 27/30 overall, 14/16 tricky.
// Tolerated: i447-ts-edit-nomatch: premise vs invalid (taxonomy, the edit ruling, revised by the lead: an edit's old text not in the file is premise): my invalid label (the old text is the call's own argument) is the side that ruling tolerates by id.
// Tolerated: i447-ts-mkdir-over-file: conflict vs premise (taxonomy set 97 and dirheld.go: the whole isError result is read by mcpPreset first and keeps the dev sample mcp-iserror-eexist's conflict): the same marshalled-result form sets 21, 29 and 123 label premise and tolerate; set 358 labels it conflict.
// Tolerated: i447-ts-readmulti-partial: ambiguous vs premise (taxonomy set 66: read_multiple_files with some items failing is a partial success, ambiguous, also as a marshalled result): my premise label reads the failed item's own cause.
func TestIndependentCases447(t *testing.T) {
	runIndependent(t, "testdata/independent447.jsonl", true,
		"i447-ts-edit-nomatch",
		"i447-ts-mkdir-over-file",
		"i447-ts-readmulti-partial")
}
