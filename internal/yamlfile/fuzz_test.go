package yamlfile

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/goccy/go-yaml/ast"
	"github.com/goccy/go-yaml/parser"

	"github.com/rungkit/rung/internal/yamlfile/yamlfiletest"
)

// FuzzCheckBounds: whatever CheckBounds lets through, the parser does not
// nest deeper than MaxDepth. The scanner reads YAML on its own, before the
// parser; this looks for a text the two read differently (a quote, a block
// scalar, a continuation line) in a way that would hide nesting from it.
// The seeds put 70 levels of nesting after each such construct.
func FuzzCheckBounds(f *testing.F) {
	files, _ := filepath.Glob("../../examples/*/*.yaml")
	more, _ := filepath.Glob("../../examples/plans/*/plan.yaml")
	for _, file := range append(files, more...) {
		if b, err := os.ReadFile(file); err == nil {
			f.Add(b)
		}
	}
	deep := []string{
		yamlfiletest.DeepFlow(70),
		strings.Repeat("- ", 70) + "x\n",
		yamlfiletest.DeepBlock(0, 70),
		strings.Repeat("[\n", 70),
		"k: " + yamlfiletest.DeepFlow(70),
	}
	for _, prefix := range []string{
		"", "a: b\n  'x\n", "a: b\n  \"x\n", "- b\n  'x\n", "key:\n  value\n  'x\n",
		"a: |\n  x\n", "a: |\n     x\n  ", "- |\n x\n", "--- |\nx\n", "a: |\n  x\n---\n",
		"a: 'x\n  y'\n", "a: \"x\\\"\n  y\"\n", "a: b # 'c\n", "a: x[[y\n", "a: b\n  [x\n",
		"a: [b, 'c\n", "? |\n  x\n", "a: &x |\n  x\n", "a: |2\n   x\n", "a:\t'x\n",
	} {
		for _, d := range deep {
			f.Add([]byte(prefix + d))
		}
	}
	f.Add([]byte(yamlfiletest.AliasBomb("")))
	f.Fuzz(func(t *testing.T, data []byte) {
		if CheckBounds("f.yaml", data) != nil {
			return
		}
		file, err := parser.ParseBytes(data, 0)
		if err != nil {
			return
		}
		for _, doc := range file.Docs {
			if d := astDepth(doc); d > MaxDepth {
				t.Fatalf("CheckBounds let through a file the parser nests %d deep:\n%q", d, data)
			}
		}
		var v any
		_, _ = Decode("f.yaml", data, &v)
	})
}

// astDepth returns how deep n nests collections.
func astDepth(n ast.Node) int {
	deepest := func(nodes ...ast.Node) int {
		d := 0
		for _, c := range nodes {
			d = max(d, astDepth(c))
		}
		return d
	}
	switch n := n.(type) {
	case *ast.DocumentNode:
		return astDepth(n.Body)
	case *ast.MappingNode:
		d := 0
		for _, v := range n.Values {
			d = max(d, astDepth(v))
		}
		return 1 + d
	case *ast.MappingValueNode:
		return deepest(n.Key, n.Value)
	case *ast.SequenceNode:
		return 1 + deepest(n.Values...)
	case *ast.AnchorNode:
		return astDepth(n.Value)
	case *ast.TagNode:
		return astDepth(n.Value)
	case *ast.MappingKeyNode:
		return astDepth(n.Value)
	}
	return 0
}
