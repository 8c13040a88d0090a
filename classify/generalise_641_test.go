package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at e8a7459: 28/31 overall, 9/12 tricky.
// Tolerated: i641-fs-edit-oldtext-missing: invalid vs premise (the edit ruling, revised: docs/taxonomy.md "a coding agent's edit tool whose old text is not in the file" row and the tool-result row, classify/generic.go editMismatchReason): the oldText is the call's own argument, so repairing it after a read keeps the goal (invalid, the label), while the ruling reads the file as not holding what the step believed, mended only by a fresh read (premise); both readings hold. Its first-run miss (transient, the echoed "status: pending-ζ" read as a Pending phase) was a class gap, fixed in editecho.go.
// Tolerated: i641-fs-list-dir-on-file: premise vs invalid (the path ruling, revised at set 262: classify/pathkind.go and docs/taxonomy.md EISDIR/ENOTDIR row: ENOTDIR from Node's scandir, the path the call named is a file where it needed a directory, invalid): the label reads the tree as not being what the plan believed (premise), the ruling reads the call's own argument as naming the wrong kind of object; both readings hold.
// Tolerated: i641-ts-not-connected: premise vs transient (the session ruling, issue 14: docs/taxonomy.md "an MCP client session that is no longer open" row, classify/toolquotes.go closedSession): the label reads the closed session as a premise the later calls rest on, the ruling reads "Not connected" as a session a reconnect runs the same call on, since the text cannot tell a program's Close from a server that exited; both readings hold.
//
// TestIndependentCases641 runs held-out set 641: live MCP reference servers via go-sdk, TS SDK and mcp-go clients, plus pgx/PostgreSQL 15, modernc SQLite and nginx, labelled blind.
func TestIndependentCases641(t *testing.T) {
	runIndependent(t, "testdata/independent641.jsonl", true, "i641-fs-edit-oldtext-missing", "i641-fs-list-dir-on-file", "i641-ts-not-connected")
}

// TestGeneralise641: an edit tool's mismatch header decides ahead of the
// old text it echoes (editecho.go): words of the caller's own argument
// ("pending", "timeout", "permission denied", "connection reset") are not
// the world's state.
func TestGeneralise641(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "MCP server-filesystem edit_file (lib.ts applyFileEdits), old text with a timeout", protocol: "mcp", msg: "Could not find exact match for edit:\nread_timeout: 30s", want: rung.KindPremise},
		{name: "Claude Code Edit tool, old string with a rate-limit word", msg: "String to replace not found in file.\nString: if resp.status == 429: retry later", want: rung.KindPremise},
		{name: "Anthropic str_replace_editor reference (edit.py str_replace), old_str with Pending", msg: "No replacement was performed, old_str `phase: Pending` did not appear verbatim in /repo/deploy/job.yaml.", want: rung.KindPremise},
		{name: "Aider SEARCH/REPLACE (editblock_coder.py), block with permission denied", msg: "SearchReplaceNoExactMatch: This SEARCH block failed to exactly match lines in app/auth.py\n<<<<<<< SEARCH\n    raise PermissionError(\"permission denied\")\n=======", want: rung.KindPremise},
		{name: "Codex apply_patch (codex-rs apply-patch), expected lines with a reset", msg: "Failed to find expected lines in /repo/net/dial.go:\n    return errors.New(\"connection reset by peer\")", want: rung.KindPremise},
		{name: "Anthropic text editor tool docs, no echo", msg: "Error: No match found for replacement. Please check your text and try again.", want: rung.KindPremise},
		// Near misses: no edit header, so the state words keep their kind.
		{name: "near miss: kubectl Pending phase (no edit header)", msg: "error: unable to upgrade connection: pod is not running. Current status=Pending", want: rung.KindTransient},
		{name: "near miss: str_replace_editor several matches", msg: "No replacement was performed. Multiple occurrences of old_str `retries: 3` in lines [4, 19]. Please ensure it is unique", want: rung.KindAmbiguous},
		{name: "near miss: exact-match wording of a search, not an edit", msg: "could not find exact match for query \"w641-kestrel\" in index products", want: rung.KindPremise},
	})
}
