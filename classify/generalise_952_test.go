package classify

import "testing"

// Tolerated: i952-mcpfs-readmulti-partial: ambiguous vs premise (the partial-success row for read_multiple_files, "a result of items separated by \"---\" lines where some report an error ... ambiguous"): the call worked and one file of the batch is missing; read as a batch it is a partial success, read as the one file the plan needed it is a false premise.
// Fixed later by the lead: i952-mcpfs-mkdir-on-file (dirheld.go mkdirOverFileName: create_directory's EEXIST on a name with a file's extension is a file in the way, premise, as 15 blind sets read it against ten).
// First run at 5d248029: 27/30 overall, 12/15 tricky.
// Fixed later by the lead: i952-mcpfs-go-mkdir-on-file (dirheld.go mkdirOverFileName: create_directory's EEXIST on a name with a file's extension is a file in the way, premise, as 15 blind sets read it against ten).
func TestIndependentCases952(t *testing.T) {
	runIndependent(t, "testdata/independent952.jsonl", true, "i952-mcpfs-readmulti-partial")
}
