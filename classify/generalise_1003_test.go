package classify

import "testing"

// First run at ad92eede: 29/30 overall, 18/19 tricky.
//
// Fixed later by the lead: i1003-github-merge-ruleset-405 (httppreset.go and standing.go read a merge held until the pull request is ready as premise). Was: denied vs premise (the ruling in standing.go
// branchRuleRefusal and docs/taxonomy.md set 43: GitHub's "Repository rule violations found",
// push or REST, is the host's branch rules refusing this actor, denied): both readings hold:
// the ruleset does stand between the agent and the merge, yet this violation is the pull
// request's own readiness (an unresolved conversation), which GitHub's merge docs treat as
// "405 if merge cannot be performed" and httppreset.go already reads as premise for required
// reviews and status checks.
func TestIndependentCases1003(t *testing.T) {
	runIndependent(t, "testdata/independent1003.jsonl", true)
}
