package classify

import (
	"strings"
	"testing"
)

// Tolerated: i1216-multi-one-gone: ambiguous vs premise (set 66 / lead at 924: "a partial success is ambiguous under any protocol ... before any one item's ENOENT"): the ruling's narrowing (resend only the failed item) is a fair recovery for a read; my label read the failed item's cause.
// Tolerated: i1216-multi-dir-entry: ambiguous vs invalid (same partial-success ruling): one entry named a directory; the rest landed, so the ruling narrows to that entry.
// Tolerated: i1216-multi-eacces-entry: ambiguous vs denied (same partial-success ruling): one entry was refused by permissions; the ruling keeps the whole read ambiguous.
// Tolerated: i1216-edit-no-match: premise vs invalid (the edit ruling, revised: "the file does not hold what the step believed it holds, and only a fresh read gives the text to send"): blind sets split on it; I read the old text as the call's own argument, the ruling as the world's state.
// First run at 785a4aba: 7/13 overall, 2/7 tricky.
func TestIndependentCases1216(t *testing.T) {
	runIndependent(t, "testdata/independent1216.jsonl", true,
		"i1216-multi-one-gone", "i1216-multi-dir-entry", "i1216-multi-eacces-entry", "i1216-edit-no-match")
}

// TestGeneralise1216EmptyDiff: a tool result that is a unified diff's
// headers with no hunk (edit_file whose edits change nothing) is a success
// that did nothing; a diff with a hunk, or a test log's "--- FAIL", is not.
func TestGeneralise1216EmptyDiff(t *testing.T) {
	hdr := "Index: /srv/w1216/app.py\n===================================================================\n--- /srv/w1216/app.py\toriginal\n+++ /srv/w1216/app.py\tmodified\n"
	runWordingCases(t, []wordingCase{
		{name: "server-filesystem dryRun, fenced", protocol: "mcp", msg: "```diff\n" + hdr + "```\n\n", want: ambiguous},
		{name: "server-filesystem, unfenced", protocol: "mcp", msg: hdr, want: ambiguous},
		{name: "git diff header alone", protocol: "mcp", msg: "diff --git a/w1216.txt b/w1216.txt\nindex 3b18e51..3b18e51 100644\n--- a/w1216.txt\n+++ b/w1216.txt\n", want: ambiguous},
		{name: "raw tools/call result", protocol: "mcp", msg: `{"jsonrpc":"2.0","id":4,"result":{"content":[{"type":"text","text":"` + "```diff\\nIndex: /srv/w1216/a.txt\\n===================================================================\\n--- /srv/w1216/a.txt\\toriginal\\n+++ /srv/w1216/a.txt\\tmodified\\n```\\n\\n" + `"}]}}`, want: ambiguous},
	})
	for _, msg := range []string{
		"```diff\n" + hdr + "@@ -1,1 +1,1 @@\n-a\n+b\n```\n",
		"--- FAIL: TestW1216 (0.00s)\n+++ extra\n    w1216_test.go:9: boom",
	} {
		if r := Classify(Input{Protocol: "mcp", Message: msg}); r.Kind == ambiguous && strings.Contains(r.Reason, "no hunk") {
			t.Errorf("%q read as an empty diff (%s)", msg, r.Reason)
		}
	}
}

// TestGeneralise1216MidPathTilde: ENOENT on a path where a server joined a
// "~user/" or "~/" tilde-prefix to its root is a call spelt for a shell
// (invalid); a last component "~notes" or "~$x.docx", or "a~b/", is a name.
func TestGeneralise1216MidPathTilde(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "server-filesystem search_files ~user", protocol: "mcp", msg: "ENOENT: no such file or directory, scandir '/tmp/w1216/fs/~w1216/docs'", want: invalid},
		{name: "server-filesystem ~/ joined", protocol: "mcp", msg: "ENOENT: no such file or directory, open '/srv/root/~/notes-w1216.md'", want: invalid},
		{name: "Go os.Open", protocol: "fs", msg: "open /work/w1216/~deploy/.env: no such file or directory", want: invalid},
	})
	runWordingCases(t, []wordingCase{
		{name: "last component ~notes", protocol: "mcp", msg: "ENOENT: no such file or directory, open '/tmp/w1216/fs/~notes'", want: premise},
		{name: "Office owner file", protocol: "fs", msg: "open /srv/w1216/~$report.docx: no such file or directory", want: premise},
		{name: "backup dir a~b", protocol: "mcp", msg: "ENOENT: no such file or directory, scandir '/tmp/w1216/fs/old~w1216/docs'", want: premise},
	})
}
