package classify

import "testing"

// First run at e7f674e2: 29/32 overall, 12/14 tricky.
// Tolerated: i963-pg-exclusion: premise vs conflict (the exclusion ruling, docs/taxonomy.md 23P01): the ruling reads the overlap as a false belief that the range was free, with no row of the step's own to skip to; my label read the overlapping booking as the world already holding the slot (as 42P07/23505 are), and the constraint's docs support both.
// Tolerated: i963-mcp-fs-readdir-file: invalid vs premise (the path ruling, revised at set 262: ENOTDIR where the operation only takes a directory, Node's scandir, is the call's own argument, invalid): list_directory named a file, so repairing the path works; I read it as the tree not being as the plan believed; both hold.
// Tolerated: i963-openai-409: conflict vs transient (no ruling on a bare 409 from a Stainless SDK; the 409 reads conflict): openai-go's README says 409 Conflict is retried by default, so the vendor treats it as a wait, but the text carries nothing else; a one-off not fixed in the time given (no class work done yet).
func TestIndependentCases963(t *testing.T) {
	runIndependent(t, "testdata/independent963.jsonl", true, "i963-pg-exclusion", "i963-mcp-fs-readdir-file", "i963-openai-409")
}
