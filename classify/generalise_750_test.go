package classify

import "testing"

// TestIndependentCases750 runs held-out set 750: live MCP reference servers via Go SDK, TypeScript SDK and mcp-go clients, plus PostgreSQL/pgx, SQLite/modernc and nginx, labelled blind.
// First run at 18ea8ed: 29/32 overall, 14/16 tricky.
// Tolerated: i750-fs-edit-no-exact-match: invalid vs premise (the edit ruling, docs/taxonomy.md and generic.go/editecho.go: the file does not hold what the step believed, only a fresh read gives the text): the old text is the call's own argument (repair), and it is equally the file not being as believed; the blind sets split on it.
// Tolerated: i750-fs-list-on-file: premise vs invalid (the path ruling, pathkind.go and docs/taxonomy.md: ENOTDIR from scandir, an operation that only takes a directory, is the call naming a file): the plan took the file for a directory (its picture of the tree is wrong), and equally the call's argument names the wrong kind of object.
// Tolerated: i750-upstream-voucher-redeemed: conflict vs premise (appwords.go alreadyAgain and the taxonomy "already redeemed" row: a one-time object used up, by whoever, is premise): under a 409 the redemption the step was to make is already in the world (conflict), and equally the voucher is used up, which the plan did not expect.
func TestIndependentCases750(t *testing.T) {
	runIndependent(t, "testdata/independent750.jsonl", true,
		"i750-fs-edit-no-exact-match",
		"i750-fs-list-on-file",
		"i750-upstream-voucher-redeemed",
	)
}
