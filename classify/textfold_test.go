package classify

import "testing"

// TestFoldNeedleAnyCase holds the case-insensitive search to its name: a
// word-table entry written with capitals ("SQLSTATE", "Retry-After",
// "ENOENT") must match as its lower-case spelling does. Before, indexFold
// required a lower-case needle and an entry with a capital silently never
// matched, a bug set 66's writer hit and only a failing test exposed.
func TestFoldNeedleAnyCase(t *testing.T) {
	cases := []struct {
		s, needle string
		want      int
	}{
		{"pq: SQLSTATE 40001", "sqlstate", 4},
		{"pq: SQLSTATE 40001", "SQLSTATE", 4},
		{"pq: sqlstate 40001", "SqlState", 4},
		{"header Retry-After: 30", "retry-after", 7},
		{"header retry-after: 30", "Retry-After", 7},
		{"open x: ENOENT", "enoent", 8},
		{"open x: enoent", "ENOENT", 8},
		{"no match here", "MATCH HERE!", -1},
		{"", "A", -1},
		{"abc", "", 0},
	}
	for _, c := range cases {
		if got := indexFold(c.s, c.needle); got != c.want {
			t.Errorf("indexFold(%q, %q) = %d, want %d", c.s, c.needle, got, c.want)
		}
		if got, want := hasFold(c.s, c.needle), c.want >= 0; got != want {
			t.Errorf("hasFold(%q, %q) = %v, want %v", c.s, c.needle, got, want)
		}
	}
}
