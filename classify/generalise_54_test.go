package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise54 holds each class that held-out set 54 (everyday failures
// captured live from the MCP reference servers through go-sdk and the
// TypeScript SDK, openai-go and anthropic-sdk-go) missed on its first run,
// with the set's own lines and the same class in other software's words,
// each with where it comes from, and neighbours that must keep their kind.
func TestGeneralise54(t *testing.T) {
	cases := []wordingCase{
		// A "no such file" on a path spelled as a URI: the argument is
		// wrong, the file may be there under its path.
		{"path spelled as a URI: set 54: server-filesystem 2026.8.31 via the TypeScript SDK, a file:// URI as the path (captured live)", "mcp", 0, "", "{\"content\":[{\"type\":\"text\",\"text\":\"ENOENT: no such file or directory, open '/tmp/w54/ws/file:/tmp/w54/ws/drafts/q3.md'\"}],\"isError\":true}", rung.KindInvalid},
		{"path spelled as a URI: set 54: server-filesystem 2026.8.31 via go-sdk, a percent-encoded space (captured live)", "mcp", 0, "", "{\"content\":[{\"type\":\"text\",\"text\":\"ENOENT: no such file or directory, open '/tmp/w54/ws/drafts/q3%20final.md'\"}],\"isError\":true}", rung.KindInvalid},
		{"path spelled as a URI: Go os.Open of a file:// URI (os.PathError \"op path: err\", pkg.go.dev/os#PathError)", "go", 0, "", "tool fs.read: open file:///srv/reports/q3.md: no such file or directory", rung.KindInvalid},
		{"path spelled as a URI: CPython OSError str \"[Errno 2] No such file or directory: 'path'\" (Objects/exceptions.c OSError_str), a URL-encoded name", "", 0, "", "FileNotFoundError: [Errno 2] No such file or directory: 'exports/Q3%20Revenue%20(final).csv'", rung.KindInvalid},
		{"path spelled as a URI: Node fs (lib/internal/errors.js uvException: \"ENOENT: no such file or directory, open '...'\"), an s3:// address handed to a local read", "", 0, "", "Error: ENOENT: no such file or directory, open 's3://acme-exports/2026/11/orders.csv'", rung.KindInvalid},
		{"path spelled as a URI: Go os.Open of a printf template never filled (\"%02d\" reads as percent-encoding and is the same fault)", "go", 0, "", "open /var/log/acme/worker-%02d.log: no such file or directory", rung.KindInvalid},
		// Plain paths keep ENOENT's premise, also with a colon or a bare %.
		{"plain path stays premise: server-filesystem, a draft never written (set 54 i54-gosdk-fs-edit-missing)", "mcp", 0, "", `{"content":[{"type":"text","text":"ENOENT: no such file or directory, open '/tmp/w54/ws/drafts/q4.md'"}],"isError":true}`, rung.KindPremise},
		{"plain path stays premise: CPython FileNotFoundError on a plain path", "", 0, "", "FileNotFoundError: [Errno 2] No such file or directory: '/data/reports/2026-11.csv'", rung.KindPremise},
		{"plain path stays premise: Go os.Open, a colon inside a name is no scheme", "go", 0, "", "open /srv/backups/db:2026-11-30.sql: no such file or directory", rung.KindPremise},
		{"plain path stays premise: Go os.Open, a % not followed by two hex digits", "go", 0, "", "open /srv/notes/100%.md: no such file or directory", rung.KindPremise},

		// The person dismissed or closed the request put to them.
		{"the person dismissed the request: set 54: server-everything 2026.8.31 trigger-elicitation-request via go-sdk, the client answered action cancel (captured live)", "mcp", 0, "", "{\"content\":[{\"type\":\"text\",\"text\":\"\u26a0\ufe0f User cancelled the elicitation dialog.\"},{\"type\":\"text\",\"text\":\"\\nRaw result: {\\n  \\\"action\\\": \\\"cancel\\\"\\n}\"}]}", rung.KindDenied},
		{"the person dismissed the request: MCP spec 2025-06-18 client/elicitation (\"Cancel: User dismissed without making an explicit choice\"), as a server passes it on", "mcp", 0, "", `{"content":[{"type":"text","text":"User dismissed the confirmation without making an explicit choice; nothing was deleted."}]}`, rung.KindDenied},
		{"the person dismissed the request: Inquirer.js @inquirer/core create-prompt (ExitPromptError \"User force closed the prompt with ${signal}\"), a CLI tool's prompt", "", 0, "", "ExitPromptError: User force closed the prompt with SIGINT", rung.KindDenied},
		{"the person dismissed the request: Claude Code's tool result when the person rejects a tool use", "", 0, "", "The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file edit, the new_string was NOT written to the file). STOP what you are doing and wait for the user to tell you how to proceed.", rung.KindDenied},
	}
	runWordingCases(t, cases)
}
