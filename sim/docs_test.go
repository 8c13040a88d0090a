package sim

import (
	"context"
	"os"
	"strings"
	"testing"
)

// TestDocsExample keeps docs/scenarios.md honest: every complete scenario
// in a yaml block (one with tools:) parses, runs, and ends as its expect:
// says.
func TestDocsExample(t *testing.T) {
	b, err := os.ReadFile("../docs/scenarios.md")
	if err != nil {
		t.Fatal(err)
	}
	blocks := strings.Split(string(b), "```yaml\n")
	n := 0
	for i, blk := range blocks[1:] {
		src, _, ok := strings.Cut(blk, "```")
		if !ok || !strings.Contains(src, "\ntools:") {
			continue
		}
		n++
		sc, err := Parse("docs/scenarios.md block "+string(rune('0'+i+1)), []byte(src))
		if err != nil {
			t.Errorf("%v", err)
			continue
		}
		res, err := Run(context.Background(), sc, Options{})
		if err != nil {
			t.Errorf("block %d: %v", i+1, err)
			continue
		}
		if sc.Expect != nil {
			checkExpect(t, sc, res)
		}
	}
	if n == 0 {
		t.Error("docs/scenarios.md has no complete scenario example")
	}
}
