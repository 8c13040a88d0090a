package classify

import "testing"

// First run at eed3a6c4: 25/29 overall, 10/13 tricky.
//
// Tolerated: i1253-mcpgo-no-tools: invalid vs premise (docs/taxonomy.md: "the mirror \"Server does not support completions\" stays -32601's invalid (a method the client should not call)"; -32601 is invalid): a server without the tools capability is a fact about that server, not a typo, but the written ruling reads a server's lacked feature under -32601 as a method the client should not have called; not flipped alone.
func TestIndependentCases1253(t *testing.T) {
	runIndependent(t, "testdata/independent1253.jsonl", true,
		"i1253-mcpgo-no-tools",
	)
}

// TestGeneralise1253RequiredArgument: mcp-go's RequireString, RequireInt and
// friends answer a tool call that left an argument out with `required
// argument %q not found` (mark3labs/mcp-go mcp/tools.go): the call must carry
// it, as set 32's "required key [x] not found"; a missing object stays premise.
func TestGeneralise1253RequiredArgument(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "mcp-go isError text", protocol: "mcp", msg: `required argument "repository" not found`, want: invalid},
		{name: "no protocol", msg: `required argument "limit" not found`, want: invalid},
		{name: "wrapped by a server", protocol: "mcp", msg: `invalid arguments: required argument "path" not found`, want: invalid},
		{name: "near miss: a missing file stays premise", protocol: "mcp", msg: `file "w1253/notes.md" not found`, want: premise},
		{name: "near miss: a missing repository stays premise", protocol: "mcp", msg: `repository "acme-w1253/w1253-api" not found`, want: premise},
	})
}

// TestGeneralise1253BrowserProfileHeld: a browser profile directory another
// instance holds is heldWords' premise (the step made nothing; use another
// profile or --isolated), not "already in use"'s conflict.
func TestGeneralise1253BrowserProfileHeld(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "playwright mcp isError text", protocol: "mcp", msg: "### Error\nError: Browser is already in use for /home/agent/.cache/ms-playwright/mcp-chrome-w1253, use --isolated to run multiple instances of the same browser", want: premise},
		{name: "bare", msg: "Browser is already in use for /tmp/w1253-profile, use --isolated to run multiple instances of the same browser", want: premise},
		{name: "puppeteer", msg: "The browser is already running for /tmp/w1253-profile. Use a different `userDataDir` or stop the running browser first.", want: premise},
		{name: "near miss: a name already in use stays conflict", msg: `The name "w1253-runner" is already in use.`, want: conflict},
	})
}

// TestGeneralise1253NoActiveAccount: Cloudflare's MCP servers answer an
// account-scoped tool before set_active_account with "No currently active
// accountId...": the session lacks a selected account, a setup step the plan
// must take first (premise, as Snowflake's "no active warehouse").
func TestGeneralise1253NoActiveAccount(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "cloudflare mcp text", protocol: "mcp", msg: "No currently active accountId. Try listing your accounts (accounts_list) and then setting an active account (set_active_account)", want: premise},
		{name: "one-line form", msg: "No currently active accountId. Try listing your accounts (accounts_list) and then setting an active account (set_active_account)", want: premise},
		{name: "no protocol, short", msg: "Error: no currently active account", want: premise},
		{name: "near miss: a malformed account id stays invalid", protocol: "mcp", msg: "Invalid accountId: w1253 is not a valid account identifier", want: invalid},
	})
}
