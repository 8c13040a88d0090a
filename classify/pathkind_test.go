package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestPathKind checks the revised path ruling (pathkind.go) in several
// runtimes' words: EISDIR and ENOTDIR on the path the call named are the
// call's (invalid); ENOTDIR on a component inside it is the tree's
// (premise).
func TestPathKind(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// EISDIR: the call named a directory.
		{"Go os.ReadFile on a directory", "go", 0, "", "read /srv/exports/2026-11: is a directory", rung.KindInvalid},
		{"Go os.WriteFile onto a directory", "go", 0, "", "open /srv/out: is a directory", rung.KindInvalid},
		{"Node readFile on a directory", "", 0, "", "EISDIR: illegal operation on a directory, read", rung.KindInvalid},
		{"Python open() on a directory", "", 0, "", "IsADirectoryError: [Errno 21] Is a directory: 'reports'", rung.KindInvalid},
		{"Rust std::fs::read on a directory", "", 0, "", "Is a directory (os error 21)", rung.KindInvalid},
		// ENOTDIR on the last component: a file listed or entered.
		{"Node readdir on a file", "", 0, "", "ENOTDIR: not a directory, scandir '/work/notes.txt'", rung.KindInvalid},
		{"Go chdir into a file", "go", 0, "", "chdir /work/build.log: not a directory", rung.KindInvalid},
		{"bash cd into a file", "", 0, "", "bash: line 1: cd: main.go: Not a directory", rung.KindInvalid},
		// ENOTDIR on an inner component: the path runs through a file.
		{"Go open through a file", "go", 0, "", "open /work/notes.txt/draft.md: not a directory", rung.KindPremise},
		{"Go MkdirAll under a file", "go", 0, "", "mkdir /work/build/out: not a directory", rung.KindPremise},
		{"Node open through a file", "", 0, "", "ENOTDIR: not a directory, open '/dev/null/mem.json'", rung.KindPremise},
		{"Node mkdir under a file (realpath)", "", 0, "", "ENOTDIR: not a directory, realpath '/work/go.mod/sub'", rung.KindPremise},
		{"Python open through a file", "", 0, "", "NotADirectoryError: [Errno 20] Not a directory: '/work/data.csv/part-1.csv'", rung.KindPremise},
		// Where the text cannot tell the two apart (Go's open is also
		// os.ReadDir on a file; a file's name may lack an extension): the tree's.
		{"Go os.ReadDir on a file, or a write through it", "go", 0, "", "open /work/notes.txt: not a directory", rung.KindPremise},
		{"Go write through a file without an extension", "go", 0, "", "open /work/afile/out.csv: not a directory", rung.KindPremise},
		{"Python os.listdir on a file, or open through it", "", 0, "", "NotADirectoryError: [Errno 20] Not a directory: '/work/data.csv'", rung.KindPremise},
		// Near misses that keep their own readings.
		{"rm without -r (shellwords.go)", "", 0, "", "rm: cannot remove 'data': Is a directory", rung.KindInvalid},
		{"a file where mkdir wants a directory (dirheld.go)", "", 0, "", "File /work/out exists and is not a directory. Unable to create directory.", rung.KindPremise},
	})
	// A memory server's store file stays the server's configuration when
	// the caller names the graph tool (ownfile.go).
	got := Classify(Input{Protocol: "mcp", Code: "isError", Tool: "memory.read_graph", Message: "EISDIR: illegal operation on a directory, read"})
	if got.Kind != rung.KindPremise {
		t.Errorf("memory.read_graph EISDIR: got %s (%s), want premise", got.Kind, got.Reason)
	}
}
