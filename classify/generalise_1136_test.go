package classify

import "testing"

// First run at 4a5c66ec: 30/32 overall, 12/14 tricky.
// Tolerated: i1136-github-451-dmca: premise vs denied (docs/taxonomy.md 451 row: "GitHub's \"Repository access blocked\", a takedown for everyone: premise"): the block binds every caller, owners included, so no credential gets past it (premise); RFC 7725 words it as the server "denying access ... as a consequence of a legal demand" and the agent can only hand back (denied).
// Tolerated: i1136-go-redirect-to-login: premise vs denied (docs/taxonomy.md redirect-loop row: Go "stopped after 10 redirects" is premise, "a login wall that wants a cookie"): the loop is the site's state and every retry meets it (premise); here each hop goes to /v1/login, which says the session is not authenticated (denied).
func TestIndependentCases1136(t *testing.T) {
	runIndependent(t, "testdata/independent1136.jsonl", true, "i1136-github-451-dmca", "i1136-go-redirect-to-login")
}
