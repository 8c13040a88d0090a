package classify

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
)

// TestProbeLead prints the verdict for each line of /tmp/probe.txt (proto|status|code|message; \n as a literal).
func TestProbeLead(t *testing.T) {
	f, err := os.Open("/tmp/probe.txt")
	if err != nil {
		t.Skip(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		parts := strings.SplitN(sc.Text(), "|", 4)
		if len(parts) < 4 {
			continue
		}
		st, _ := strconv.Atoi(parts[1])
		msg := strings.ReplaceAll(parts[3], `\n`, "\n")
		r := Classify(Input{Protocol: parts[0], Status: st, Code: parts[2], Message: msg})
		fmt.Printf("%-9s %-60.60s | %s\n", r.Kind, strings.ReplaceAll(parts[3], "\n", " "), r.Reason)
	}
}
