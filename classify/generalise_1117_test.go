package classify

import "testing"

// Tolerated: i1117-shopify-discount-code-taken: invalid vs conflict (set 199's ruling in docs/taxonomy.md, GitHub row: a bare "must be unique" stays invalid, as "Tool names must be unique" is a list inside the call; only "must be unique for this org/project" or a per-field ["must be unique"] is conflict): Shopify's sentence "Code must be unique. Please try a different code." alone reads like that list rule, but its userError code TAKEN ("The value is already taken", DiscountErrorCode) says a discount with that code exists; the classifier does not read a userError's code yet. Not fixed in the time (a class: GraphQL userErrors whose machine code is TAKEN).
// Tolerated: i1117-plaid-sync-mutation: invalid vs transient (set 154's ruling, docs/taxonomy.md: an expired pagination token is invalid, "list again without it"): Plaid's "restart pagination from last update" asks for the same move (list again from the first cursor), so invalid holds; Plaid's docs present it as a read-side race on data that changed mid-loop, which is transient (retry the whole loop) as 40001 is, so both readings hold.
// First run at 57c65c84: 28/30 overall, 20/22 tricky.
func TestIndependentCases1117(t *testing.T) {
	runIndependent(t, "testdata/independent1117.jsonl", true, "i1117-shopify-discount-code-taken", "i1117-plaid-sync-mutation")
}
