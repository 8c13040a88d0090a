package classify

import "testing"

// Tolerated: i952-mcpfs-readmulti-partial: ambiguous vs premise (the partial-success row for read_multiple_files, "a result of items separated by \"---\" lines where some report an error ... ambiguous"): the call worked and one file of the batch is missing; read as a batch it is a partial success, read as the one file the plan needed it is a false premise.
// Tolerated: i952-mcpfs-mkdir-on-file, i952-mcpfs-go-mkdir-on-file: conflict vs premise (the tool result `"isError": true` row: "EEXIST / \"already exists\" conflict"): create_directory is a recursive mkdir that "Succeeds silently if directory exists", so its EEXIST is a file in the way (set 97's premise row for the bare text); with code isError the result row's conflict applies. Reading them premise in mcpToolError breaks sets 124, 175, 232, 610 and 924, which label the same text conflict, so the fix cannot be narrowed.
// First run at 5d248029: 27/30 overall, 12/15 tricky.
func TestIndependentCases952(t *testing.T) {
	runIndependent(t, "testdata/independent952.jsonl", true, "i952-mcpfs-readmulti-partial", "i952-mcpfs-mkdir-on-file", "i952-mcpfs-go-mkdir-on-file")
}
