package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 78c7235c: 22/27 overall, 10/15 tricky.
//
// Tolerated: i924-fsmcp-enotdir: invalid vs premise (the path ruling, revised at set 262: "ENOTDIR where the operation only takes a directory, a file the call listed ... (Node's scandir ...), invalid"): list_directory named a file, so the argument is the wrong kind (invalid), and equally the agent's belief that a.txt is a directory is false (premise).
// Tolerated: i924-fsmcp-write-onto-dir: invalid vs premise (the path ruling: "EISDIR, the path the call named is a directory where it needed a file (read, write, rename onto it), invalid"): write_file's rename onto dir1 names a folder (invalid), and the agent believed dir1 was a file (premise).
// Tolerated: i924-fsmcp-read-multiple-all-failed: premise vs ambiguous (set 66's read_multiple_files ruling: "every item failed: the first item's cause", which is ENOENT, premise): the set reads a successful call with nothing usable as ambiguous; the ruling reads the first item; the classifier answered the second item's denied at first; since the lead's itemsVerdict it answers the ruling's premise.
// Tolerated: i924-fsmcp-mkdir-eexist-file: conflict vs premise (the lead's revised reading after 15 blind sets: create_directory's EEXIST on a name with a file's extension is a file in the way, premise, dirheld.go mkdirOverFileName): the text says the name already exists, which reads conflict too
func TestIndependentCases924(t *testing.T) {
	runIndependent(t, "testdata/independent924.jsonl", true,
		"i924-fsmcp-enotdir", "i924-fsmcp-write-onto-dir", "i924-fsmcp-read-multiple-all-failed",
		"i924-fsmcp-mkdir-eexist-file")
}

// Set 924's binary-as-text class: a successful tool result whose text is a
// binary file's bytes (binarytext.go), from other formats and servers; and
// near misses that share a replacement character or a byte-encoding word.
func TestGeneralise924(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"gzip member (RFC 1952 ID1 ID2) via mcp-go read_file", "mcp", 0, "", "\x1f\ufffd\x08\x00\x00\x00\x00\x00\x00\x03\ufffd\ufffdK", rung.KindAmbiguous},
		{"zip local header (PKWARE APPNOTE) via server-filesystem", "mcp", 0, "", "PK\x03\x04\x14\x00\x00\x00\x08\x00\ufffd\ufffdZ", rung.KindAmbiguous},
		{"JPEG SOI/APP0 JFIF via Python mcp filesystem", "mcp", 0, "", "\ufffd\ufffd\ufffd\ufffd\x00\x10JFIF\x00\x01\x01\x00\x00H", rung.KindAmbiguous},
		{"ELF header via go-sdk CallToolResult text", "mcp", 0, "", "\x7fELF\x02\x01\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x02\x00>\x00", rung.KindAmbiguous},
		{"SQLite database header (fileformat2) via server-filesystem", "mcp", 0, "", "SQLite format 3\x00\x10\x00\x01\x01\x00@  \x00\x00\x00\x02", rung.KindAmbiguous},
		{"PDF binary comment (ISO 32000 7.5.2) via mcp fetch", "mcp", 0, "", "%PDF-1.7\n%\ufffd\ufffd\ufffd\ufffd\n1 0 obj\n<< /Type /Catalog >>", rung.KindAmbiguous},
		// near misses
		{"near miss: ENOENT naming a path with one undecodable byte", "mcp", 0, "isError", "ENOENT: no such file or directory, open '/srv/caf\ufffd.txt'", rung.KindPremise},
		{"near miss: PostgreSQL invalid byte sequence via server-postgres", "mcp", 0, "", "MCP error -32602: Input validation error: Invalid arguments for tool query: Invalid input: expected string, received number at sql", rung.KindInvalid},
		{"near miss: a listing with tabs and newlines", "mcp", 0, "", "No matches found\n\t(searched 3 directories)\r\n", rung.KindAmbiguous},
		{"near miss: Access denied for a name with one replacement char", "mcp", 0, "isError", "Access denied - path outside allowed directories: /etc/\ufffdpasswd not in /tmp/w924/fs/allowed", rung.KindDenied},
	})
}
