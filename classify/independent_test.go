package classify

import (
	"bufio"
	"encoding/json"
	"os"
	"testing"
	"time"

	"github.com/rungkit/rung"
)

// TestIndependentCases runs testdata/independent.jsonl: failures written
// from the services' own documentation by an engineer who had not read the
// classifier, as a check on how it generalises beyond the shared corpus. Its
// lines are in the corpus's format; a line whose label was arguable (the
// service's docs support two kinds) was left out rather than fitted.
func TestIndependentCases(t *testing.T) {
	f, err := os.Open("testdata/independent.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	total, right := 0, 0
	for n := 1; sc.Scan(); n++ {
		var l corpusLine
		if err := json.Unmarshal(sc.Bytes(), &l); err != nil {
			t.Fatalf("testdata/independent.jsonl:%d: %v", n, err)
		}
		want, err := rung.ParseKind(l.Expected)
		if err != nil {
			t.Fatalf("testdata/independent.jsonl:%d: %v", n, err)
		}
		got := Classify(l.input())
		total++
		if got.Kind == want {
			right++
		} else {
			t.Errorf("%s (line %d): got %s, want %s; reason %q", l.ID, n, got.Kind, want, got.Reason)
		}
		if l.RetryAfterS != nil && want == rung.KindTransient {
			min := time.Duration(*l.RetryAfterS * float64(time.Second))
			if !got.HasRetryAfter || got.RetryAfter < min-time.Microsecond {
				t.Errorf("%s: RetryAfter = %v (has %v), want >= %v", l.ID, got.RetryAfter, got.HasRetryAfter, min)
			}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	t.Logf("independent cases: %d/%d", right, total)
}
