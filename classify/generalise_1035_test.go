package classify

import "testing"

// First run at 751eabf4: 30/32 overall, 11/12 tricky.
// Tolerated: i1035-github-451-dmca: premise vs denied (docs/taxonomy.md status table, 451: "denied (GitHub's "Repository access blocked", a takedown for everyone: premise)"): the ruling reads a takedown as a fact about the repository for everyone; RFC 7725 calls it the server "denying access", so an authority refusal reading holds too.
// Tolerated: i1035-openrouter-402-fewer-max-tokens: premise vs invalid (docs/taxonomy.md status table, "402 | premise"): the balance is the billing premise, yet the body names a repair that fits it ("or fewer max_tokens"); not fixed in the time, a class for a later set (402 whose body offers a smaller argument).
func TestIndependentCases1035(t *testing.T) {
	runIndependent(t, "testdata/independent1035.jsonl", true, "i1035-github-451-dmca", "i1035-openrouter-402-fewer-max-tokens")
}
