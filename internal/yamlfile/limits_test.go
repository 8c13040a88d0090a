package yamlfile

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rungkit/rung/internal/yamlfile/yamlfiletest"
)

// hostileAlloc is what refusing a hostile file may allocate: the check runs
// before the parser builds anything large, so a few MB is already generous.
const hostileAlloc = 16 << 20

// TestDecodeRefusesHostileInput: a file that would take the parser or the
// decoder past any sane time or memory is refused, quickly and in a few MB,
// with an error naming the file, the line and the limit.
func TestDecodeRefusesHostileInput(t *testing.T) {
	bomb := yamlfiletest.AliasBomb("")
	pad := yamlfiletest.Padding(MaxFileSize + 1)
	for _, tc := range []struct {
		name, src string
		line      int
		want      string
	}{
		{"alias bomb", bomb, yamlfiletest.LineOf(bomb, "&a4"), "alias limit of 10000"},
		{"nested flow sequences", "x: " + yamlfiletest.DeepFlow(100_000), 1, "depth limit of 64"},
		{"nested flow mappings", strings.Repeat("{a: ", 50_000) + strings.Repeat("}", 50_000), 1, "depth limit of 64"},
		{"nested block sequences", strings.Repeat("- ", 100_000) + "x\n", 1, "depth limit of 64"},
		{"nested block mappings", yamlfiletest.DeepBlock(0, 600), 65, "depth limit of 64"},
		{"too many nodes", "[" + strings.Repeat("1, ", 30_000) + "1]\n", 1, "node limit of 20000"},
		{"oversize", pad, strings.Count(pad[:MaxFileSize], "\n") + 1, "size limit of 256 KiB"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var v any
			r := yamlfiletest.Run(t, tc.name, func() error {
				_, err := Decode("f.yaml", []byte(tc.src), &v)
				return err
			})
			t.Logf("%d bytes: refused in %v, %d KB allocated", len(tc.src), r.Took, r.Alloc>>10)
			var e *Error
			if !errors.As(r.Err, &e) {
				t.Fatalf("error %v (%T), want an *Error", r.Err, r.Err)
			}
			if e.File != "f.yaml" || e.Line != tc.line || !strings.Contains(e.Msg, tc.want) {
				t.Errorf("error %q, want f.yaml:%d: ...%s...", e, tc.line, tc.want)
			}
			if r.Alloc > hostileAlloc {
				t.Errorf("refusing it allocated %d MB, want at most %d MB", r.Alloc>>20, hostileAlloc>>20)
			}
		})
	}
}

// TestCheckBoundsAtTheLimits: nesting and aliases right at a limit pass,
// one past it is refused, so the limits are what the docs say.
func TestCheckBoundsAtTheLimits(t *testing.T) {
	aliases := func(n int) string {
		// An anchor of 100 nodes (a list of 99), then n aliases of it.
		return "a: &a [" + strings.Repeat("x, ", 98) + "x]\nb: [" + strings.Repeat("*a, ", n-1) + "*a]\n"
	}
	for _, tc := range []struct {
		name, src string
		want      string // "" when it passes
	}{
		{"64 levels of block mappings", yamlfiletest.DeepBlock(0, MaxDepth), ""},
		{"65 levels of block mappings", yamlfiletest.DeepBlock(0, MaxDepth+1), "f.yaml:65: nested deeper than the depth limit of 64"},
		{"a mapping holding 63 levels of flow", "x: " + yamlfiletest.DeepFlow(MaxDepth-1), ""},
		{"a mapping holding 64 levels of flow", "x: " + yamlfiletest.DeepFlow(MaxDepth), "f.yaml:1: nested deeper than the depth limit of 64"},
		{"aliases adding 10,000 nodes", aliases(100), ""},
		{"aliases adding 10,100 nodes", aliases(101), "f.yaml:2: aliases expand to more than the alias limit of 10000 nodes"},
		// The mapping, its key, the list and its items.
		{"20,000 nodes", "x: [" + strings.Repeat("1, ", MaxNodes-4) + "1]\n", ""},
		{"20,001 nodes", "x: [" + strings.Repeat("1, ", MaxNodes-3) + "1]\n", "f.yaml:1: more nodes than the node limit of 20000 (scalars, keys and collections)"},
		{"256 KiB", yamlfiletest.Padding(MaxFileSize)[:MaxFileSize], ""},
		{"256 KiB and a byte", yamlfiletest.Padding(MaxFileSize + 1)[:MaxFileSize+1], "f.yaml:2622: the file goes past the size limit of 256 KiB here"},
	} {
		var v any
		_, err := Decode("f.yaml", []byte(tc.src), &v)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: %v, want it to pass", tc.name, err)
		case tc.want != "" && (err == nil || err.Error() != tc.want):
			t.Errorf("%s: error %v, want %q", tc.name, err, tc.want)
		}
	}
}

// TestCheckBoundsCountsYAMLNotText: what is text to YAML (quoted, block
// and plain scalars, their continuation lines, comments) does not count
// as nesting, however many brackets, dashes or indentation levels it has.
func TestCheckBoundsCountsYAMLNotText(t *testing.T) {
	deepText := func(from int) string {
		var b strings.Builder
		for i := range 100 {
			b.WriteString(strings.Repeat(" ", from+i) + "- [x]: {y}\n")
		}
		return b.String()
	}
	for name, src := range map[string]string{
		"double-quoted":     `msg: "` + strings.Repeat(`[a {b \" `, 100) + "\"\n",
		"single-quoted":     "msg: '" + strings.Repeat("[a {b '' ", 100) + "'\n",
		"multi-line quoted": "msg: \"start\n" + deepText(2) + "  end\"\nnext: 1\n",
		"literal block":     "body: |\n" + deepText(2) + "next: 1\n",
		"folded block":      "- >-\n" + deepText(1) + "- next\n",
		"plain":             "msg: a" + strings.Repeat("[b{c", 100) + "\n",
		"plain, continued":  "msg: start\n" + deepText(2) + "next: 1\n",
		"comments":          strings.Repeat("# [a [b {c\n", 100) + "x: 1 # [[a [b\n",
		"flat list":         "list:\n" + strings.Repeat("  - {a: [1, 2], b: 'x'}\n", 1000),
		"pretty JSON":       strings.Repeat("{\n \"a\": ", 60) + "1" + strings.Repeat("\n}", 60) + "\n",
	} {
		if err := CheckBounds("f.yaml", []byte(src)); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// TestRealFilesAreFarFromTheLimits: every YAML file in the repository (the
// examples, the test data) passes, and the largest figures are logged.
func TestRealFilesAreFarFromTheLimits(t *testing.T) {
	var files, size, nodes, depth int
	err := filepath.WalkDir("../..", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() && strings.HasPrefix(d.Name(), ".") && path != "../.." {
			return err
		}
		if d.IsDir() || !strings.HasSuffix(path, ".yaml") && !strings.HasSuffix(path, ".yml") {
			return nil
		}
		data, err := ReadFile(path)
		if err != nil {
			return err
		}
		s := boundScanner{file: path, blockParent: noBlockScalar}
		if err := s.scan(data); err != nil {
			return err
		}
		files++
		size, nodes, depth = max(size, len(data)), max(nodes, s.nodes), max(depth, s.deepest)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if files < 10 {
		t.Fatalf("found %d YAML files", files)
	}
	t.Logf("%d files; the largest is %d bytes, the most nodes %d, the deepest %d levels", files, size, nodes, depth)
}

func TestReadFile(t *testing.T) {
	dir := t.TempDir()
	at := filepath.Join(dir, "at.yaml")
	past := filepath.Join(dir, "past.yaml")
	os.WriteFile(at, make([]byte, MaxFileSize), 0o644)
	os.WriteFile(past, make([]byte, MaxFileSize+1), 0o644)
	if data, err := ReadFile(at); err != nil || len(data) != MaxFileSize {
		t.Errorf("a file of MaxFileSize bytes: %d bytes, %v", len(data), err)
	}
	var e *Error
	if _, err := ReadFile(past); !errors.As(err, &e) || e.File != past || !strings.Contains(e.Msg, "size limit") {
		t.Errorf("a file past MaxFileSize: %v, want the size limit", err)
	}
	if _, err := ReadFile(filepath.Join(dir, "missing.yaml")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a missing file: %v, want fs.ErrNotExist", err)
	}
}
