package classify

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestScanLead lists corpus lines matching SCAN_STATUS (optional) and every |-separated word of SCAN_WORDS (case-folded).
func TestScanLead(t *testing.T) {
	words := os.Getenv("SCAN_WORDS")
	if words == "" {
		t.Skip()
	}
	st, _ := strconv.Atoi(os.Getenv("SCAN_STATUS"))
	files, _ := filepath.Glob("testdata/*.jsonl")
	for _, p := range files {
		f, _ := os.Open(p)
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			var l corpusLine
			if json.Unmarshal(sc.Bytes(), &l) != nil || l.Expected == "" {
				continue
			}
			in := l.input()
			if st != 0 && in.Status != st {
				continue
			}
			ok := true
			for _, w := range strings.Split(words, "|") {
				if !strings.Contains(strings.ToLower(in.Message+" "+in.Code), strings.ToLower(w)) {
					ok = false
				}
			}
			if !ok {
				continue
			}
			r := Classify(in)
			mark := " "
			if fmt.Sprint(r.Kind) != l.Expected {
				mark = "X"
			}
			fmt.Printf("%s %-40s want=%-9s got=%-9s %d %q | %.150q | %s\n", mark, l.ID, l.Expected, r.Kind, in.Status, in.Code, in.Message, r.Reason)
		}
		f.Close()
	}
}
