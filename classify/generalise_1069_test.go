package classify

import "testing"

// First run at c56ea7b1: 29/32 overall, 19/20 tricky.
// Tolerated: i1069-mcp-init-version-mismatch: premise vs invalid (docs/taxonomy.md -32602 row: "premise for the spec's initialize refusal \"Unsupported protocol version\""): the server lists the versions it supports, so a client able to speak one can repair the initialize call; a client that cannot shares no version with the server, the ruling's premise.
// Tolerated: i1069-fs-edit-no-match: premise vs invalid (the edit ruling, "a coding agent's edit tool whose old text is not in the file ... premise", and set 641's header row): the old text is the call's own argument (repair), yet only a fresh read of the file gives the text to send (replan); blind sets split on it.
// Tolerated: i1069-gh-file-contents-404: denied vs premise (GitHub row: "404 → denied (GitHub hides private resources)"; a bare "Not Found" stays denied): the contents API answers a bare 404 both for a missing path in a readable repository (premise, as this line's tool had read the repository) and for a repository the token cannot see (denied); the message alone does not tell them apart.
func TestIndependentCases1069(t *testing.T) {
	runIndependent(t, "testdata/independent1069.jsonl", true, "i1069-mcp-init-version-mismatch", "i1069-fs-edit-no-match", "i1069-gh-file-contents-404")
}
