package classify

import "testing"

// First run at e0d0f3bc: 27/30 overall, 13/15 tricky.
// Tolerated: i1115-github-451-dmca: premise vs denied (docs/taxonomy.md status table, 451: "GitHub's \"Repository access blocked\", a takedown for everyone: premise"): RFC 7725 words it as the server denying access on a legal demand (denied), while the ruling reads a takedown that no credential lifts as a false belief that the repository is readable (premise); both end in no retry and no repair.
// Tolerated: i1115-sqlite-attached-limit: premise vs invalid ("too many attached databases - max N" ruling, sets 87 and 265: "the connection holds as many attached files as it may, and only a DETACH frees one"): the limit was set per connection with sqlite3_limit, so this line read it as a call shape to repair; the ruling reads the connection's state, which a DETACH changes.
// Tolerated: i1115-mcpfs-read-multiple-outside: ambiguous vs denied (set 66 ruling, read_multiple_files partial success: "ambiguous ... not the failed item's own kind"): the failed item is a sandbox refusal (denied), but the call returned content for the other file without isError, which the ruling reads as a partial success to narrow.
func TestIndependentCases1115(t *testing.T) {
	runIndependent(t, "testdata/independent1115.jsonl", true, "i1115-github-451-dmca", "i1115-sqlite-attached-limit", "i1115-mcpfs-read-multiple-outside")
}
