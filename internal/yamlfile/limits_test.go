package yamlfile

import (
	"errors"
	"strings"
	"testing"

	"github.com/rungkit/rung/internal/yamlfile/yamlfiletest"
)

// hostileAlloc is what refusing a hostile file may allocate: the check runs
// before the parser builds anything large, so a few MB is already generous.
const hostileAlloc = 16 << 20

// TestDecodeRefusesHostileInput: a file that would take the parser or the
// decoder past any sane time or memory is refused, quickly and in a few MB,
// with an error naming the file, the line and the limit.
func TestDecodeRefusesHostileInput(t *testing.T) {
	bomb := yamlfiletest.AliasBomb("")
	pad := yamlfiletest.Padding(1<<20 + 1)
	for _, tc := range []struct {
		name, src string
		line      int
		want      string
	}{
		{"alias bomb", bomb, yamlfiletest.LineOf(bomb, "&a4"), "alias limit of 10000"},
		{"nested flow sequences", "x: " + yamlfiletest.DeepFlow(100_000), 1, "depth limit of 64"},
		{"nested flow mappings", strings.Repeat("{a: ", 50_000) + strings.Repeat("}", 50_000), 1, "depth limit of 64"},
		{"nested block sequences", strings.Repeat("- ", 100_000) + "x\n", 1, "depth limit of 64"},
		{"nested block mappings", yamlfiletest.DeepBlock(0, 600), 65, "depth limit of 64"},
		{"too many values", "[" + strings.Repeat("1, ", 100_000) + "1]\n", 1, "node limit of 20000"},
		{"oversize", pad, strings.Count(pad[:1<<20], "\n") + 1, "size limit of 1 MiB"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var v any
			r := yamlfiletest.Run(t, tc.name, func() error {
				_, err := Decode("f.yaml", []byte(tc.src), &v)
				return err
			})
			t.Logf("%d bytes: refused in %v, %d KB allocated", len(tc.src), r.Took, r.Alloc>>10)
			var e *Error
			if !errors.As(r.Err, &e) {
				t.Fatalf("error %v (%T), want an *Error", r.Err, r.Err)
			}
			if e.File != "f.yaml" || e.Line != tc.line || !strings.Contains(e.Msg, tc.want) {
				t.Errorf("error %q, want f.yaml:%d: ...%s...", e, tc.line, tc.want)
			}
			if r.Alloc > hostileAlloc {
				t.Errorf("refusing it allocated %d MB, want at most %d MB", r.Alloc>>20, hostileAlloc>>20)
			}
		})
	}
}
