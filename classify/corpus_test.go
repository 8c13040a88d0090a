package classify

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/rungkit/rung"
)

// corpusLine is one labelled failure of the shared error corpus.
type corpusLine struct {
	ID          string   `json:"id"`
	Protocol    string   `json:"protocol"`
	Status      *int     `json:"status"`
	Code        string   `json:"code"`
	Message     string   `json:"message"`
	Expected    string   `json:"expected"`
	RetryAfterS *float64 `json:"retry_after_s"`
	Tricky      bool     `json:"tricky"`
}

// findCorpus walks up from the package directory looking for
// shared/testdata/errors-dev.jsonl (the project's sibling ../shared).
func findCorpus(t *testing.T) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		p := filepath.Join(dir, "shared", "testdata", "errors-dev.jsonl")
		if _, err := os.Stat(p); err == nil {
			return p
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
}

func loadCorpus(t *testing.T) []corpusLine {
	t.Helper()
	path := findCorpus(t)
	if path == "" {
		t.Skip("shared/testdata/errors-dev.jsonl not found (a clean clone has no corpus)")
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var lines []corpusLine
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for n := 1; sc.Scan(); n++ {
		if len(sc.Bytes()) == 0 {
			continue
		}
		var l corpusLine
		if err := json.Unmarshal(sc.Bytes(), &l); err != nil {
			t.Fatalf("%s:%d: %v", path, n, err)
		}
		lines = append(lines, l)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return lines
}

func (l corpusLine) input() Input {
	in := Input{Protocol: l.Protocol, Code: l.Code, Message: l.Message}
	if l.Status != nil {
		in.Status = *l.Status
	}
	return in
}

func TestCorpus(t *testing.T) {
	lines := loadCorpus(t)
	var total, right, tricky, trickyRight int
	for _, l := range lines {
		want, err := rung.ParseKind(l.Expected)
		if err != nil {
			t.Errorf("%s: %v", l.ID, err)
			continue
		}
		got := Classify(l.input())
		total++
		if l.Tricky {
			tricky++
		}
		if got.Kind == want {
			right++
			if l.Tricky {
				trickyRight++
			}
		} else {
			t.Logf("MISMATCH %s (%s): got %s want %s; reason %q", l.ID, l.Protocol, got.Kind, want, got.Reason)
		}
		if l.RetryAfterS != nil && want == rung.KindTransient {
			min := time.Duration(*l.RetryAfterS * float64(time.Second))
			if !got.HasRetryAfter || got.RetryAfter < min-time.Microsecond {
				t.Errorf("%s: RetryAfter = %v (has %v), want >= %v", l.ID, got.RetryAfter, got.HasRetryAfter, min)
			}
		}
	}
	overall := float64(right) / float64(total)
	trickyAcc := 1.0
	if tricky > 0 {
		trickyAcc = float64(trickyRight) / float64(tricky)
	}
	t.Logf("corpus: overall %d/%d = %.1f%%, tricky %d/%d = %.1f%%", right, total, 100*overall, trickyRight, tricky, 100*trickyAcc)
	if overall < 0.97 {
		t.Errorf("overall accuracy %.1f%% < 97%%", 100*overall)
	}
	if trickyAcc < 0.95 {
		t.Errorf("tricky accuracy %.1f%% < 95%%", 100*trickyAcc)
	}
}
