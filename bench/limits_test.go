package bench

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rungkit/rung/internal/yamlfile"
	"github.com/rungkit/rung/internal/yamlfile/yamlfiletest"
)

// TestLoadMixRefusesHostileFiles: a mix file built to exhaust the loader
// (nesting 100,000 deep, a file past the size limit, an endless one) is
// refused quickly and in a few MB, by an error naming the file, the line
// and the limit; a YAML alias bomb is refused as what it is, not JSON, at
// its line.
func TestLoadMixRefusesHostileFiles(t *testing.T) {
	dir := t.TempDir()
	write := func(name, src string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	big := `{"name": "` + strings.Repeat("x", yamlfile.MaxFileSize) + `"}`
	for _, tc := range []struct {
		name, file string
		line       int
		want       string
	}{
		{"alias bomb", write("bomb.json", "{\"name\": \"bomb\",\n"+yamlfiletest.AliasBomb("")+"}\n"), 2, "not JSON"},
		{"nested arrays", write("flow.json", "{\"name\": \"deep\",\n\"burst\": "+yamlfiletest.DeepFlow(100_000)+"}\n"), 2, "depth limit of 64"},
		{"nested block mappings", write("block.json", yamlfiletest.DeepBlock(0, 600)), 65, "depth limit of 64"},
		{"oversize", write("big.json", big), 1, "size limit of 256 KiB"},
		{"endless", "/dev/zero", 1, "size limit of 256 KiB"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.file == "/dev/zero" {
				if _, err := os.Stat("/dev/zero"); err != nil {
					t.Skip("no /dev/zero here")
				}
			}
			r := yamlfiletest.Run(t, tc.name, func() error { _, err := LoadMix(tc.file); return err })
			t.Logf("refused in %v, %d KB allocated", r.Took, r.Alloc>>10)
			if r.Err == nil {
				t.Fatal("loaded, want an error")
			}
			prefix := fmt.Sprintf("%s:%d: ", tc.file, tc.line)
			if got := r.Err.Error(); !strings.HasPrefix(got, prefix) || !strings.Contains(got, tc.want) {
				t.Errorf("error %q, want %s...%s...", got, prefix, tc.want)
			}
			if r.Alloc > 16<<20 {
				t.Errorf("refusing it allocated %d MB, want at most 16 MB", r.Alloc>>20)
			}
		})
	}
}
