package sim

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rungkit/rung/internal/yamlfile"
	"github.com/rungkit/rung/internal/yamlfile/yamlfiletest"
)

// TestParseRefusesHostileScenarios: a scenario built to exhaust the loader
// (an alias bomb in a scripted result, nesting 100,000 deep, a file past the
// size limit, an endless one) is refused quickly and in a few MB, by an
// error naming the file, the line and the limit.
func TestParseRefusesHostileScenarios(t *testing.T) {
	const head = "tools:\n  - name: a\n    outcomes:\n      - call: 1\n        result:\n"
	const tail = "plan: {steps: [{id: s, tool: a}]}\n"
	if _, err := Parse("f.yaml", []byte(head+"          x: 1\n"+tail)); err != nil {
		t.Fatalf("the scenario the hostile ones are built on: %v", err)
	}
	bomb := head + yamlfiletest.AliasBomb("          ") + tail
	flow := head + "          x: " + yamlfiletest.DeepFlow(100_000) + tail
	block := head + yamlfiletest.DeepBlock(10, 600) + tail
	pad := head + "          x: 1\n" + tail + yamlfiletest.Padding(yamlfile.MaxFileSize)
	big := filepath.Join(t.TempDir(), "big.yaml")
	if err := os.WriteFile(big, []byte(pad), 0o644); err != nil {
		t.Fatal(err)
	}
	parse := func(src string) func() error {
		return func() error { _, err := Parse("f.yaml", []byte(src)); return err }
	}
	padLine := strings.Count(pad[:yamlfile.MaxFileSize], "\n") + 1
	blockLine := yamlfiletest.LineOf(block, "          a:")
	for _, tc := range []struct {
		name           string
		load           func() error
		file           string
		lineLo, lineHi int
		limit          string
	}{
		{"alias bomb", parse(bomb), "f.yaml", yamlfiletest.LineOf(bomb, "&a4"), 0, "alias limit of 10000"},
		{"nested flow sequences", parse(flow), "f.yaml", yamlfiletest.LineOf(flow, "x: ["), 0, "depth limit of 64"},
		{"nested block mappings", parse(block), "f.yaml", blockLine, blockLine + 64, "depth limit of 64"},
		{"oversize, parsed", parse(pad), "f.yaml", padLine, 0, "size limit of 256 KiB"},
		{"oversize, loaded", func() error { _, err := Load(big); return err }, big, padLine, 0, "size limit of 256 KiB"},
		{"endless, loaded", func() error { _, err := Load("/dev/zero"); return err }, "/dev/zero", 1, 0, "size limit of 256 KiB"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.file == "/dev/zero" {
				if _, err := os.Stat("/dev/zero"); err != nil {
					t.Skip("no /dev/zero here")
				}
			}
			r := yamlfiletest.Run(t, tc.name, tc.load)
			t.Logf("refused in %v, %d KB allocated", r.Took, r.Alloc>>10)
			var e *Error
			if !errors.As(r.Err, &e) {
				t.Fatalf("error %v (%T), want an *Error", r.Err, r.Err)
			}
			hi := max(tc.lineHi, tc.lineLo)
			if e.File != tc.file || e.Line < tc.lineLo || e.Line > hi || !strings.Contains(e.Msg, tc.limit) {
				t.Errorf("error %q, want %s:%d-%d: ...%s...", e, tc.file, tc.lineLo, hi, tc.limit)
			}
			if r.Alloc > 16<<20 {
				t.Errorf("refusing it allocated %d MB, want at most 16 MB", r.Alloc>>20)
			}
		})
	}
}
