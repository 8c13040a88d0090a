package classify

import "testing"

// Tolerated: i1148-github-graphql-could-not-resolve: premise vs denied (taxonomy's GraphQL `errors[].extensions.code / type` row: "`NOT_FOUND` premise"): GitHub answers NOT_FOUND alike for a repository the token cannot see (its REST 404 that hides permission, denied in errors-dev) and one that does not exist; nothing in the body tells them apart, so both readings hold (as sets 905, 930, 1026 and 1057 found).
// First run at 1e203a70: 30/31 overall, 21/22 tricky.
func TestIndependentCases1148(t *testing.T) {
	runIndependent(t, "testdata/independent1148.jsonl", true, "i1148-github-graphql-could-not-resolve")
}
