package classify

import "testing"

// First run at 0c95b7a0: 27/30 overall, 11/14 tricky.
// Tolerated: i893-curl-badurl: transient vs invalid (the curl row of docs/taxonomy.md: curl's (6) "Could not resolve host" "says the same for a name that does not exist and a resolver that failed, and stays transient"): curl cannot tell which, so transient holds for the text; here the host "htp" is what curl parsed out of the agent's own malformed URL ("htp//..."), so the call is wrong (invalid), which only the command line shows.
// i893-git-push-hook passes since set 1504 (standing.go branchRuleRefusal: a hook that forbids "direct pushes to" a branch is the branch rule, denied).
func TestIndependentCases893(t *testing.T) {
	runIndependent(t, "testdata/independent893.jsonl", true, "i893-curl-badurl")
}
