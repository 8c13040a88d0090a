package classify

import (
	"strings"
	"testing"
)

// TestLastField checks lastField against strings.Fields: the last field and
// what stands before it.
func TestLastField(t *testing.T) {
	for _, s := range []string{"", "   ", "model", "the model ", "gpt-4o-2024-08-06 refused", "a\tb\nc  ", "Ω model  x", "OpenAI API"} {
		field, before := lastField(s)
		f := strings.Fields(s)
		want := ""
		if len(f) > 0 {
			want = f[len(f)-1]
		}
		if field != want {
			t.Errorf("lastField(%q) = %q, want %q", s, field, want)
		}
		if got := strings.Fields(before); len(f) > 0 && strings.Join(got, " ") != strings.Join(f[:len(f)-1], " ") {
			t.Errorf("lastField(%q) before = %q, want the fields %q", s, before, f[:len(f)-1])
		}
	}
}
