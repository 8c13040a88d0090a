package planfile_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rungkit/rung/internal/yamlfile/yamlfiletest"
	"github.com/rungkit/rung/planfile"
)

// FuzzParse: any input parses or fails with a *planfile.Error (or a plain
// YAML error); it never panics.
func FuzzParse(f *testing.F) {
	files, _ := filepath.Glob("../examples/plans/*/plan.yaml")
	for _, file := range files {
		if b, err := os.ReadFile(file); err == nil {
			f.Add(b)
		}
	}
	f.Add([]byte(valid))
	// Files past a limit (an alias bomb, nesting past MaxDepth), which must
	// fail fast with an error, not exhaust the fuzzer.
	f.Add([]byte(yamlfiletest.AliasBomb("")))
	f.Add([]byte("goal: g\nx: " + yamlfiletest.DeepFlow(100)))
	f.Add([]byte(strings.Repeat("- ", 100) + "x\n"))
	f.Add([]byte(yamlfiletest.DeepBlock(0, 100)))
	f.Fuzz(func(t *testing.T, data []byte) {
		_, err := planfile.Parse("plan.yaml", data)
		var pe *planfile.Error
		if err != nil && !errors.As(err, &pe) {
			t.Fatalf("error %v (%T) is not a *planfile.Error", err, err)
		}
	})
}
