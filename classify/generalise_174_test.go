package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases174 runs held-out set 174: an SRE agent's tools captured live on this
// machine (PostgreSQL 15 administration through pgx v5, nginx 1.22 driven through os/exec,
// Go net/http health checks through nginx, Go os on config files), labelled blind from the
// software's own docs and sources.
// First run at 3a05f6b: 34/35 overall, 13/13 tricky. Fixed by class: a file-editing tool's
// refusal to write a file changed on disk since it was read is the stale-copy ruling's
// premise in every editor's words (staleref.go).
// Tolerated: none.
func TestIndependentCases174(t *testing.T) {
	// i174-os-config-is-directory: labelled premise; the path ruling (pathkind.go) reads this EISDIR/ENOTDIR the other way, as the writers since set 126 mostly do
	runIndependent(t, "testdata/independent174.jsonl", true, "i174-os-config-is-directory")
}

// TestStaleFileEdit174: a file that changed on disk between the step's read and its write, in
// each editing tool's words, is a stale copy (premise); a snapshot or a file held by another
// process keeps its wait.
func TestStaleFileEdit174(t *testing.T) {
	P, T := rung.KindPremise, rung.KindTransient
	runWordingCases(t, []wordingCase{
		// Claude Code FileEditTool/FileWriteTool FILE_MODIFIED_SINCE_READ_ERROR, as an MCP
		// tool result and as bare text.
		{"claude code edit, text", "", 0, "", "File has been modified since read, either by the user or by a linter. Read it again before attempting to write it.", P},
		{"claude code edit, mcp", "mcp", 0, "isError", "<tool_use_error>File has been modified since read, either by the user or by a linter. Read it again before attempting to write it.</tool_use_error>", P},
		// Vim/Neovim bufwrite.c: the buffer's file changed on disk before :w.
		{"vim write", "", 0, "", "WARNING: The file has been changed since reading it!!!", P},
		// VS Code textFileSaveErrorHandler staleSaveError.
		{"vs code save", "", 0, "", "Failed to save 'nginx.conf': The content of the file is newer. Please compare your version with the file contents or overwrite the content of the file with your changes.", P},
		// A Go tool comparing the file it holds with the path (os.SameFile), set 174's own words.
		{"go tool, modified", "go", 0, "", "write /etc/haproxy/haproxy.cfg: file was modified since it was read (mtime 2026-12-03T06:30:01Z, now 2026-12-03T06:31:40Z)", P},
		// Near misses that keep their reading: MariaDB 1020 (a transaction's snapshot,
		// roomwords.go), a Windows sharing violation, a file lock held.
		{"mariadb 1020 record changed", "", 0, "", "Error 1020 (HY000): Record has changed since last read in table 'tickets'", T},
		{"windows sharing violation", "", 0, "", "open C:\\app\\app.conf: The process cannot access the file because it is being used by another process.", T},
		{"file locked", "", 0, "", "edit failed: the file is locked by another process", T},
	})
}
