package classify

import "testing"

// First run at 436c8edd: 34/37 overall, 11/14 tricky.
// Fixed later by the lead: i1156-http-gitlab-404-private-project (right since GitLab's project 404 reads as its hidden private project (hedgednotfound.go hiddenRepoWords, lead after set 1156)).
// Tolerated: i1156-http-github-451-dmca: premise vs denied (taxonomy "451 | denied (GitHub's \"Repository access blocked\", a takedown for everyone: premise)"): RFC 7725 words a 451 as the server "denying access", which reads denied; the ruling reads the block as binding every caller, owners included, so no authority gets past it; both hold, and the ruling is the better remedy (replan without the repository).
// Tolerated: i1156-pg-schema-no-usage-hidden: premise vs denied (taxonomy: "42P01 ... premise"): the table exists and SELECT was granted, but search_path silently skips a schema without USAGE, so a privilege gap surfaces as 42P01; the text alone cannot tell it from a dropped table, and the ruling's premise (probe, then replan) is the fair reading of the words; a one-off only context separates.
func TestIndependentCases1156(t *testing.T) {
	runIndependent(t, "testdata/independent1156.jsonl", true, "i1156-http-github-451-dmca", "i1156-pg-schema-no-usage-hidden")
}
