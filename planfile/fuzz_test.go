package planfile_test

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

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
	f.Fuzz(func(t *testing.T, data []byte) {
		_, err := planfile.Parse("plan.yaml", data)
		var pe *planfile.Error
		if err != nil && !errors.As(err, &pe) {
			t.Fatalf("error %v (%T) is not a *planfile.Error", err, err)
		}
	})
}
