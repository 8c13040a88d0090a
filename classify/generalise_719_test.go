package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at daf97d7: 28/32 overall, 10/14 tricky.
// Tolerated: i719-multi-read-one-missing: premise vs ambiguous (the partial-success ruling, partialItems in wording.go and mcp.go's tool-result reading: some items report an error, the rest hold content): read_multiple_files answers without isError and one of two files is ENOENT, so the plan's missing file (premise) and the call's half-usable result (ambiguous) are both fair readings.
// Tolerated: i719-write-under-plain-file: invalid vs premise (the path ruling in pathkind.go, revised at set 262: an ENOTDIR on realpath or open through a file the plan took for a directory is the tree's, premise): the argument names a path through a regular file (invalid as this set reads it), and equally the tree is not as the plan believed.
// Tolerated: i719-mkdir-under-plain-file: invalid vs premise (the same path ruling in pathkind.go): create_directory below a regular file; both readings hold for the same reason.
//
// TestIndependentCases719 runs held-out set 719: MCP filesystem reference server failures captured live through the Go and TypeScript SDK clients, labelled blind.
func TestIndependentCases719(t *testing.T) {
	runIndependent(t, "testdata/independent719.jsonl", true, "i719-multi-read-one-missing", "i719-write-under-plain-file", "i719-mkdir-under-plain-file")
}

// TestGeneralise719 covers the class set 719 showed: a path holding a NUL
// byte is a malformed argument whatever word the refusal uses; the MCP
// filesystem server calls it "Access denied - path outside allowed
// directories" when the text is not marked as an isError tool result.
func TestGeneralise719(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"MCP filesystem server read_text_file, text as the Go SDK client shows it (set 719 wording, other root)", "mcp", 0, "",
			"Access denied - path outside allowed directories: /srv/notes/draft\x00.md not in /srv/notes", rung.KindInvalid},
		{"Go os.Open on a path with NUL (captured: go1.26 linux)", "go", 0, "",
			"open /tmp/w719/fs/vault-ø/kiln-19/glaze\x00notes.txt: invalid argument", rung.KindInvalid},
		{"Go os.Stat on a path with NUL (captured: go1.26 linux)", "go", 0, "",
			"stat /tmp/w719/fs/vault-ø/kiln-19/glaze\x00notes.txt: invalid argument", rung.KindInvalid},
		{"Go os.Mkdir on a path with NUL (captured: go1.26 linux)", "go", 0, "",
			"mkdir /tmp/w719/fs/vault-ø/kiln\x00-21: invalid argument", rung.KindInvalid},
		{"Go os.Remove on a path with NUL (captured: go1.26 linux)", "go", 0, "",
			"remove /tmp/w719/fs/ledger-ħ/tally\x00.csv: invalid argument", rung.KindInvalid},
		{"java.nio.file.InvalidPathException (sun.nio.fs.UnixPath.normalizeAndCheck)", "", 0, "",
			"java.nio.file.InvalidPathException: Nul character not allowed: /srv/app/in\x00box.txt", rung.KindInvalid},
		// Near misses: no NUL byte, so the refusal's word stands.
		{"near miss: MCP filesystem server path outside the roots (set 719 capture)", "mcp", 0, "",
			"Access denied - path outside allowed directories: /tmp/w719/fs/outside-quince/quince-key.txt not in /tmp/w719/fs/vault-ø, /tmp/w719/fs/ledger-ħ", rung.KindDenied},
		{"near miss: Node ENOENT for a plain missing file (set 719 capture)", "mcp", 0, "",
			"ENOENT: no such file or directory, open '/tmp/w719/fs/vault-ø/kiln-19/glaze-notes-v2.txt'", rung.KindPremise},
	})
}
