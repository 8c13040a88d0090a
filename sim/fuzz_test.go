package sim

import (
	"os"
	"path/filepath"
	"testing"
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
	f.Fuzz(func(t *testing.T, data []byte) {
		_, err := Parse("f.yaml", data)
		if err != nil && len(err.Error()) < len("f.yaml") {
			t.Fatalf("error without the file name: %v", err)
		}
	})
}
