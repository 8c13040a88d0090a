package arg

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rungkit/rung"
)

func TestReaders(t *testing.T) {
	args := map[string]any{"s": "x", "n": 3.0, "f": 2.5, "b": true, "m": map[string]any{"a": "1"}, "bad": map[string]any{"a": 1}}
	if s, err := String("go", args, "s", true); s != "x" || err != nil {
		t.Errorf("String = %q, %v", s, err)
	}
	if n, err := Int("go", args, "n", 0); n != 3 || err != nil {
		t.Errorf("Int = %d, %v", n, err)
	}
	if n, err := Int("go", args, "absent", 7); n != 7 || err != nil {
		t.Errorf("Int default = %d, %v", n, err)
	}
	if b, err := Bool("go", args, "b"); !b || err != nil {
		t.Errorf("Bool = %v, %v", b, err)
	}
	if m, err := StringMap("go", args, "m"); !cmp.Equal(m, map[string]string{"a": "1"}) || err != nil {
		t.Errorf("StringMap = %v, %v", m, err)
	}
	for name, err := range map[string]error{
		"missing required":   func() error { _, err := String("go", args, "absent", true); return err }(),
		"string of a number": func() error { _, err := String("go", args, "n", false); return err }(),
		"fraction":           func() error { _, err := Int("go", args, "f", 0); return err }(),
		"bool of a string":   func() error { _, err := Bool("go", args, "s"); return err }(),
		"map of numbers":     func() error { _, err := StringMap("go", args, "bad"); return err }(),
	} {
		if rung.KindOf(err) != rung.KindInvalid {
			t.Errorf("%s: %v, want an invalid failure", name, err)
		}
	}
}
