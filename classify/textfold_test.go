package classify

import (
	"encoding/json"
	"slices"
	"testing"
)

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

// TestOccurrenceIterators holds foldMatches and exactMatches to the loop
// they replace: every occurrence, left to right, each search starting at
// the end of the previous match (so never overlapping), stopping early when
// the range body breaks, and allocating nothing.
func TestOccurrenceIterators(t *testing.T) {
	cases := []struct {
		s, needle   string
		fold, exact []int
	}{
		{"ERROR: a; error: b; Error: c", "error:", []int{0, 10, 20}, []int{10}},
		{"aaaa", "aa", []int{0, 2}, []int{0, 2}},
		{"aaaaa", "AA", []int{0, 2}, nil},
		{"abcabc", "abc", []int{0, 3}, []int{0, 3}},
		{"x: y: z", ": ", []int{1, 4}, []int{1, 4}},
		{"abc", "abcd", nil, nil},
		{"", "a", nil, nil},
		{"abc", "", nil, nil},
		{"SQLSTATE 1 sqlstate 2", "SqlState", []int{0, 11}, nil},
		{"end match", "match", []int{4}, []int{4}},
	}
	for _, c := range cases {
		if got := slices.Collect(foldMatches(c.s, c.needle)); !slices.Equal(got, c.fold) {
			t.Errorf("foldMatches(%q, %q) = %v, want %v", c.s, c.needle, got, c.fold)
		}
		if got := slices.Collect(exactMatches(c.s, c.needle)); !slices.Equal(got, c.exact) {
			t.Errorf("exactMatches(%q, %q) = %v, want %v", c.s, c.needle, got, c.exact)
		}
	}
	// A break stops the scan: the iterator must not call yield again.
	n := 0
	for range foldMatches("a a a a", "a") {
		n++
		if n == 2 {
			break
		}
	}
	if n != 2 {
		t.Errorf("break after 2 matches counted %d", n)
	}
	s := "pq: SQLSTATE 40001, then sqlstate 40002 and : : :"
	if a := testing.AllocsPerRun(100, func() {
		n := 0
		for i := range foldMatches(s, "sqlstate") {
			n += i
		}
		for i := range exactMatches(s, ": ") {
			n += i
		}
		if n == 0 {
			t.Fatal("no matches")
		}
	}); a != 0 {
		t.Errorf("ranging over foldMatches and exactMatches allocates %v times", a)
	}
}

// naiveIndexFold is indexFold's definition, written plainly: the first i
// at which every byte of needle equals s's, ASCII letters folded.
func naiveIndexFold(s, needle string) int {
	for i := 0; i+len(needle) <= len(s); i++ {
		if matchAt(s, i, needle) {
			return i
		}
	}
	return -1
}

// FuzzIndexFold holds indexFold, which skips between candidates of the
// needle's first byte in either case, to the plain definition: the leftmost
// match (overlapping candidates, both cases interleaved, a needle at either
// end, bytes beyond ASCII matched exactly).
func FuzzIndexFold(f *testing.F) {
	for _, c := range [][2]string{
		{`create user: ERROR: duplicate key value violates unique constraint "users_email_key" (SQLSTATE 23505)`, "could not create unique index"},
		{"ERROR: could not create UNIQUE INDEX \"i\"", "could not create unique index"},
		{"qqq quick QUIQUE quique", "quique"},
		{"xx-x index INDEX", "index"},
		{"abc", "abcd"},
		{"zzz", "z"},
		{"Ünïcode: naïve ÜBER über", "über"},
		{"rate limit; Rate Limit", "Rate limit"},
	} {
		f.Add(c[0], c[1])
	}
	f.Fuzz(func(t *testing.T, s, needle string) {
		if got, want := indexFold(s, needle), naiveIndexFold(s, needle); got != want {
			t.Fatalf("indexFold(%q, %q) = %d, want %d", s, needle, got, want)
		}
	})
}

// TestPyDictJSON holds pyDictJSON to JSON: either quote, escapes, None,
// True and False, nested dicts and lists, and a dict that does not close.
func TestPyDictJSON(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`{'a': 'x', 'b': None, 'c': True, 'd': False}`, `{"a": "x", "b": null, "c": true, "d": false}`},
		{`{'m': "it's \"q\"", 'n': 'don\'t'}`, `{"m": "it's \"q\"", "n": "don't"}`},
		{`{'l': [1, 'two', {'x': None}]} trailing`, `{"l": [1, "two", {"x": null}]}`},
		{`{'e': 'tab\there \x41'}`, `{"e": "tab\there \u0041"}`},
		{`{'NoneSuch': 'Nonetheless'}`, `{"NoneSuch": "Nonetheless"}`},
		{`{'open': 'no close'`, ``},
	} {
		got := pyDictJSON(c.in)
		if got != c.want {
			t.Errorf("pyDictJSON(%q) = %q, want %q", c.in, got, c.want)
		}
		if got != "" && !json.Valid([]byte(got)) {
			t.Errorf("pyDictJSON(%q) = %q: not JSON", c.in, got)
		}
	}
}

// TestGitHubNoneFound holds githubNoneFound to "No <one to three words>
// found" as whole words.
func TestGitHubNoneFound(t *testing.T) {
	for _, c := range []struct {
		s    string
		want bool
	}{
		{"No commit found for the ref release-2", true},
		{"No commit found for SHA: abc123", true},
		{"no matching workflow run found", true},
		{"No such thing was ever found", false}, // four words between
		{"Not Found", false},
		{"casino chips found", false}, // "no" inside a word
		{"No commit foundry", false},
		{"No 404 found", false},
	} {
		if got := githubNoneFound(c.s); got != c.want {
			t.Errorf("githubNoneFound(%q) = %v, want %v", c.s, got, c.want)
		}
	}
}
