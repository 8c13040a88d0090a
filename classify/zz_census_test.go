package classify

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestCensus prints every line whose message contains $CENSUS (lowercase), with label and verdict.
func TestCensus(t *testing.T) {
	key := os.Getenv("CENSUS")
	files, _ := filepath.Glob("testdata/independent*.jsonl")
	re := regexp.MustCompile(`(\d*)\.jsonl`)
	for _, f := range files {
		fh, _ := os.Open(f)
		sc := bufio.NewScanner(fh)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			var l corpusLine
			json.Unmarshal(sc.Bytes(), &l)
			if !strings.Contains(strings.ToLower(l.Message), key) {
				continue
			}
			got := Classify(l.input())
			mark := "  "
			if got.Kind.String() != l.Expected {
				mark = "XX"
			}
			msg := l.Message
			if len(msg) > 110 {
				msg = msg[:110]
			}
			t.Logf("%s set%-4s %-40s want %-9s got %-9s | %q", mark, re.FindStringSubmatch(f)[1], l.ID, l.Expected, got.Kind, msg)
		}
		fh.Close()
	}
}
