package classify

import "testing"

// Tolerated: i944-mcpts-no-session-id: premise vs invalid (set 60's row: "Bad Request: No valid session ID provided" is premise, start a new session; a missing header stays invalid): the TypeScript SDK sends this one text both when the Mcp-Session-Id header is missing (the spec's 400 case, repair the call) and when the server no longer knows the id (re-initialize); the words alone cannot tell which.
// Tolerated: i944-mcp-init-version: premise vs invalid (the -32602 row: premise for the initialize refusal "Unsupported protocol version", already contested by sets 9 and 298): the error's data lists versions the server does support, so a client that can speak one repairs its initialize; a client that cannot has a false premise.
// Tolerated: i944-fs-edit-nomatch: premise vs invalid (the edit ruling, revised by the lead: the old text not in the file is premise): the oldText is the call's own argument (repair), yet only a fresh read gives the right text (replan); the ruling records the split.
// Tolerated: i944-pw-goto-dns: premise vs invalid (set 79's and Go's "a name that does not resolve" is premise): Chromium's net::ERR_NAME_NOT_RESOLVED for a misspelt host is a wrong argument (repair the URL), while the ruling reads a name that does not exist as a false belief about the world; both hold.
// First run at 4574c077: 28/32 overall, 17/20 tricky.
func TestIndependentCases944(t *testing.T) {
	runIndependent(t, "testdata/independent944.jsonl", true,
		"i944-mcpts-no-session-id", "i944-mcp-init-version", "i944-fs-edit-nomatch", "i944-pw-goto-dns")
}
