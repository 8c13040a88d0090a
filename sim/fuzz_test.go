package sim

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rungkit/rung/internal/yamlfile/yamlfiletest"
)

// FuzzParse checks that no scenario text makes Parse panic, and that every
// error it returns names the file.
func FuzzParse(f *testing.F) {
	files, _ := filepath.Glob("../examples/scenarios/*.yaml")
	for _, file := range files {
		if b, err := os.ReadFile(file); err == nil {
			f.Add(b)
		}
	}
	f.Add([]byte("tools: [{name: a, outcomes: [{call: 1, fail: {status: 500}}]}]\nplan: {steps: [{id: s, tool: a}]}\n"))
	// Files past a limit (an alias bomb, nesting past MaxDepth), which must
	// fail fast with an error, not exhaust the fuzzer.
	f.Add([]byte(yamlfiletest.AliasBomb("")))
	f.Add([]byte("goal: g\nx: " + yamlfiletest.DeepFlow(100)))
	f.Add([]byte(strings.Repeat("- ", 100) + "x\n"))
	f.Add([]byte(yamlfiletest.DeepBlock(0, 100)))
	f.Fuzz(func(t *testing.T, data []byte) {
		_, err := Parse("f.yaml", data)
		if err != nil && len(err.Error()) < len("f.yaml") {
			t.Fatalf("error without the file name: %v", err)
		}
	})
}
