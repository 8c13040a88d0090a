package planfile_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rungkit/rung/internal/yamlfile"
	"github.com/rungkit/rung/internal/yamlfile/yamlfiletest"
	"github.com/rungkit/rung/planfile"
)

// TestParseRefusesHostileFiles: a plan file built to exhaust the loader (an
// alias bomb, nesting 100,000 deep, a file past the size limit, an endless
// one) is refused quickly and in a few MB, by an error naming the file, the
// line and the limit.
func TestParseRefusesHostileFiles(t *testing.T) {
	head, _, _ := strings.Cut(valid, "      args: {path: a.csv}\n")
	head += "      args:\n"
	bomb := head + yamlfiletest.AliasBomb("        ")
	flow := head + "        x: " + yamlfiletest.DeepFlow(100_000)
	block := head + yamlfiletest.DeepBlock(8, 600)
	pad := valid + yamlfiletest.Padding(yamlfile.MaxFileSize)
	big := filepath.Join(t.TempDir(), "plan.yaml")
	if err := os.WriteFile(big, []byte(pad), 0o644); err != nil {
		t.Fatal(err)
	}
	parse := func(src string) func() error {
		return func() error { _, err := planfile.Parse("plan.yaml", []byte(src)); return err }
	}
	type want struct {
		file           string
		lineLo, lineHi int
		limit          string
	}
	for _, tc := range []struct {
		name string
		load func() error
		want want
	}{
		{"alias bomb", parse(bomb), want{"plan.yaml", yamlfiletest.LineOf(bomb, "&a4"), 0, "alias limit of 10000"}},
		{"nested flow sequences", parse(flow), want{"plan.yaml", yamlfiletest.LineOf(flow, "x: ["), 0, "depth limit of 64"}},
		{"nested block mappings", parse(block), want{"plan.yaml", yamlfiletest.LineOf(block, "        a:"), yamlfiletest.LineOf(block, "        a:") + 64, "depth limit of 64"}},
		{"oversize, parsed", parse(pad), want{"plan.yaml", strings.Count(pad[:yamlfile.MaxFileSize], "\n") + 1, 0, "size limit of 256 KiB"}},
		{"oversize, loaded", func() error { _, err := planfile.Load(big); return err }, want{big, strings.Count(pad[:yamlfile.MaxFileSize], "\n") + 1, 0, "size limit of 256 KiB"}},
		{"endless, loaded", func() error { _, err := planfile.Load("/dev/zero"); return err }, want{"/dev/zero", 1, 0, "size limit of 256 KiB"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.want.file == "/dev/zero" {
				if _, err := os.Stat("/dev/zero"); err != nil {
					t.Skip("no /dev/zero here")
				}
			}
			r := yamlfiletest.Run(t, tc.name, tc.load)
			t.Logf("refused in %v, %d KB allocated", r.Took, r.Alloc>>10)
			var e *planfile.Error
			if !errors.As(r.Err, &e) {
				t.Fatalf("error %v (%T), want a *planfile.Error", r.Err, r.Err)
			}
			hi := max(tc.want.lineHi, tc.want.lineLo)
			if e.File != tc.want.file || e.Line < tc.want.lineLo || e.Line > hi || !strings.Contains(e.Msg, tc.want.limit) {
				t.Errorf("error %q, want %s:%d-%d: ...%s...", e, tc.want.file, tc.want.lineLo, hi, tc.want.limit)
			}
			if r.Alloc > 16<<20 {
				t.Errorf("refusing it allocated %d MB, want at most 16 MB", r.Alloc>>20)
			}
		})
	}
}
