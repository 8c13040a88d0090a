package classify

import "testing"

// First run at 4585d14f: 30/31 overall, 13/14 tricky.
// Tolerated: i895-http-451-github-dmca: premise vs denied (docs/taxonomy.md 451 row: "denied (GitHub's \"Repository access blocked\", a takedown for everyone: premise)"): the ruling reads a takedown as a standing fact no credential gets past, so the plan must change; RFC 7725 words 451 as "the server is denying access to the resource as a consequence of a legal demand", an access refusal the agent cannot appeal, so hand back. Both lead away from retry and repair.
func TestIndependentCases895(t *testing.T) {
	runIndependent(t, "testdata/independent895.jsonl", true, "i895-http-451-github-dmca")
}
