package classify

import "testing"

// First run at 436c8edd: 34/37 overall, 11/14 tricky.
// Tolerated: i1156-http-gitlab-404-private-project: premise vs denied (taxonomy 404 row, "a bare 404 reads as the resource missing", and set 576's near miss "GitLab-style 404 stays premise"; set 372 tolerates the same body): GitLab's docs say its 404 also answers a project the user may not access, as GitHub's, so denied holds; the ruling keeps premise because the text cannot show which. A GitLab-404 class was tried and dropped: it broke set 576's near miss.
// Tolerated: i1156-http-github-451-dmca: premise vs denied (taxonomy "451 | denied (GitHub's \"Repository access blocked\", a takedown for everyone: premise)"): RFC 7725 words a 451 as the server "denying access", which reads denied; the ruling reads the block as binding every caller, owners included, so no authority gets past it; both hold, and the ruling is the better remedy (replan without the repository).
// Tolerated: i1156-pg-schema-no-usage-hidden: premise vs denied (taxonomy: "42P01 ... premise"): the table exists and SELECT was granted, but search_path silently skips a schema without USAGE, so a privilege gap surfaces as 42P01; the text alone cannot tell it from a dropped table, and the ruling's premise (probe, then replan) is the fair reading of the words; a one-off only context separates.
func TestIndependentCases1156(t *testing.T) {
	runIndependent(t, "testdata/independent1156.jsonl", true, "i1156-http-github-451-dmca", "i1156-pg-schema-no-usage-hidden", "i1156-http-gitlab-404-private-project")
}
