package cli

import (
	"fmt"
	"strings"
	"testing"

	"github.com/rungkit/rung/internal/yamlfile/yamlfiletest"
)

// TestLintRefusesHostileFiles: rung lint, which reads a file once to tell a
// plan file from a scenario before loading it, refuses a hostile file
// quickly with the error naming the file, the line and the limit, at the
// first read as at the load.
func TestLintRefusesHostileFiles(t *testing.T) {
	bomb := "tools:\n  - name: a\n    outcomes:\n      - call: 1\n        result:\n" + yamlfiletest.AliasBomb("          ") + "plan: {steps: [{id: s, tool: a}]}\n"
	for _, tc := range []struct {
		name, src string
		line      int
		want      string
	}{
		{"alias bomb", bomb, yamlfiletest.LineOf(bomb, "&a4"), "alias limit of 10000"},
		{"nested flow sequences", "tools: " + yamlfiletest.DeepFlow(100_000), 1, "depth limit of 64"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			file := writeScenario(t, "hostile.yaml", tc.src)
			var code int
			var stderr string
			r := yamlfiletest.Run(t, tc.name, func() error {
				code, _, stderr = runCLI("lint", file)
				return nil
			})
			t.Logf("refused in %v, %d KB allocated", r.Took, r.Alloc>>10)
			prefix := fmt.Sprintf("rung lint: error: %s:%d: ", file, tc.line)
			if code != ExitFailure || !strings.HasPrefix(stderr, prefix) || !strings.Contains(stderr, tc.want) {
				t.Errorf("exit %d, stderr %q; want exit %d and %s...%s...", code, stderr, ExitFailure, prefix, tc.want)
			}
		})
	}
}
