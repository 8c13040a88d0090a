package classify

import "testing"

// First run at a2a4f6e5: 26/30 overall, 16/20 tricky.
// Tolerated: i1120-gosdk-fs-readmulti-partial: premise vs ambiguous (docs/taxonomy.md partial-success row: "every row listed, the rows' reasons decide"; the read_multiple_files row covers only "some report an error and the rest hold content"): every file of the call failed with ENOENT, so the items' reason (missing files, premise) is a fair reading; mine read the successful call with nothing usable as ambiguous.
// Tolerated: i1120-gosdk-ev-prompt-standup: invalid vs premise (-32602 row: "invalid for an unknown tool or an unknown prompt"): the ruling reads the prompt name as the client's wrong argument; mine read the prompt the plan assumed as missing from the server, as a missing resource is.
// Tolerated: i1120-mcpgo-ev-prompt-weekly: invalid vs premise (same -32602 unknown-prompt ruling): as above, through mcp-go's "invalid params: " prefix.
// Tolerated: i1120-gosdk-fs-mkdir-eexist: premise vs conflict (set 97 row, the lead after set 1044: EEXIST mkdir over a name with an extension is premise, `dirheld.go` mkdirOverFileName): a file sits where the directory was to go, so nothing the step would make is there; mine followed the dev sample's mcp-iserror-eexist (conflict).
func TestIndependentCases1120(t *testing.T) {
	runIndependent(t, "testdata/independent1120.jsonl", true,
		"i1120-gosdk-fs-readmulti-partial",
		"i1120-gosdk-ev-prompt-standup",
		"i1120-mcpgo-ev-prompt-weekly",
		"i1120-gosdk-fs-mkdir-eexist",
	)
}
