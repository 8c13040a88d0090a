package classify

import "testing"

// First run at ef447410: 25/30 overall, 12/16 tricky.
// Tolerated: i1078-fsrv-read-eisdir: invalid vs premise (the path ruling, revised at set 262: "EISDIR, the path the call named is a directory where it needed a file (read, write, rename onto it), invalid"): the call named a folder to a file reader, so repair holds; the plan's belief that the path was a file is false, so replan holds too.
// Tolerated: i1078-fsrv-write-over-dir: invalid vs premise (the same path ruling, EISDIR on a rename onto the named path): write_file onto an existing folder is the call's wrong path, or the tree not being as the plan believed.
// Tolerated: i1078-fsrv-list-enotdir: invalid vs premise (the path ruling: "ENOTDIR where the operation only takes a directory, a file the call listed ... (Node's scandir ...), invalid"): list_directory named a file; repair and replan both hold.
// Tolerated: i1078-mem-create-duplicate: ambiguous vs conflict (set 60's row: "a bare `[]` (server-memory create_entities/create_relations) stays ambiguous, since a search answers the same"): the README says duplicates are ignored, so conflict holds for a create; without the tool name or structuredContent the text is any empty list.
// Tolerated: i1078-ev-roots-not-registered: invalid vs premise (the unknown-tool ruling: "an unknown tool or prompt ... invalid"): server-everything registers get-roots-list only for clients declaring roots, so this client's capability is the false belief; the text is word for word any unknown tool's.
func TestIndependentCases1078(t *testing.T) {
	runIndependent(t, "testdata/independent1078.jsonl", true,
		"i1078-fsrv-read-eisdir", "i1078-fsrv-write-over-dir", "i1078-fsrv-list-enotdir",
		"i1078-mem-create-duplicate", "i1078-ev-roots-not-registered")
}
