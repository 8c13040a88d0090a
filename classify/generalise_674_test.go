package classify

import "testing"

// TestIndependentCases674 runs held-out set 674: git CLI and non-GitHub forges (GitLab, Bitbucket, Gitea/Forgejo, Azure Repos), labelled blind.
func TestIndependentCases674(t *testing.T) {
	runIndependent(t, "testdata/independent674.jsonl", false)
}
