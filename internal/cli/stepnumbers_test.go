package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

var (
	progressStepRe = regexp.MustCompile(`(?m)^▸ step (\d+): (\S+) \(`)
	restoredStepRe = regexp.MustCompile(`(?m)^✓ step (\d+): (\S+) \(.*restored from checkpoint`)
	reportStepRe   = regexp.MustCompile(`(?m)^  (\d+) (\S+) \(`)
	divergenceRe   = regexp.MustCompile(`step (\d+) was recorded as "([^"]+)"`)
)

// stepNumbers reads "N id" pairs out of text; an id met twice must carry
// the same number each time, or the text contradicts itself.
func stepNumbers(t *testing.T, where, text string, res ...*regexp.Regexp) map[string][]int {
	t.Helper()
	got := map[string][]int{}
	for _, re := range res {
		for _, m := range re.FindAllStringSubmatch(text, -1) {
			n, _ := strconv.Atoi(m[1])
			got[m[2]] = append(got[m[2]], n)
		}
	}
	if len(got) == 0 {
		t.Fatalf("%s: no step numbers in\n%s", where, text)
	}
	return got
}

// sameNumbers checks that every number sub gives a step is one the report
// gives it.
func sameNumbers(t *testing.T, where string, sub, report map[string][]int) {
	t.Helper()
	for id, ns := range sub {
		for _, n := range ns {
			if !containsInt(report[id], n) {
				t.Errorf("%s numbers %s as step %d; the report numbers it %v", where, id, n, report[id])
			}
		}
	}
}

func containsInt(xs []int, x int) bool {
	for _, v := range xs {
		if v == x {
			return true
		}
	}
	return false
}

// TestStepNumbersAgree: one step has one number in the progress lines, the
// report (text and Markdown), a resume's progress and report, and a
// divergence message: the report's, counted from 1 over every step the run
// had, superseded and restored ones included.
func TestStepNumbersAgree(t *testing.T) {
	// A replan: the report keeps the superseded step, so a count of the
	// steps run so far would drift from the report's numbers.
	plan, _ := filepath.Abs("../../examples/plans/vendor-export/plan.yaml")
	t.Chdir(t.TempDir())
	var out, errb bytes.Buffer
	if code := Main(context.Background(), []string{"run", "--markdown", "report.md", plan}, strings.NewReader(""), &out, &errb); code != ExitOK {
		t.Fatalf("run: exit %d\n%s\n%s", code, out.String(), errb.String())
	}
	report := stepNumbers(t, "report", out.String(), reportStepRe)
	if report["read_fallback"][0] != 4 {
		t.Fatalf("report numbers read_fallback %v, want 4 (after the superseded load):\n%s", report["read_fallback"], out.String())
	}
	sameNumbers(t, "progress", stepNumbers(t, "progress", errb.String(), progressStepRe), report)
	md := string(mustRead(t, "report.md"))
	sameNumbers(t, "markdown report", stepNumbers(t, "markdown", md, regexp.MustCompile(`(?m)^\| (\d+) \| (\S+) \|`)), report)

	// A resume: the restored step keeps its number and the steps after it
	// go on from there.
	t.Chdir(t.TempDir())
	os.MkdirAll("data/in", 0o755)
	os.WriteFile("data/in/first.txt", []byte("x"), 0o644)
	plan2 := strings.Replace(resumePlan, "    - {id: read,", "    - {id: list, tool: fs.list, args: {path: in}}\n    - {id: read,", 1)
	os.WriteFile("plan.yaml", []byte(strings.Replace(plan2, "fs: {root: data}", "fs: {root: data}\npolicy: {replans: 0, probes: 0}", 1)), 0o644)
	out.Reset()
	errb.Reset()
	if code := Main(context.Background(), []string{"run", "plan.yaml"}, strings.NewReader(""), &out, &errb); code != ExitHandback {
		t.Fatalf("run: exit %d\n%s\n%s", code, out.String(), errb.String())
	}
	first := stepNumbers(t, "first report", out.String(), reportStepRe)
	sameNumbers(t, "first progress", stepNumbers(t, "first progress", errb.String(), progressStepRe), first)
	runID := regexp.MustCompile(`run (run-\S+) `).FindStringSubmatch(errb.String())
	if runID == nil {
		t.Fatalf("no run id in\n%s", errb.String())
	}

	os.WriteFile("data/in/report.txt", []byte("hello"), 0o644)
	out.Reset()
	errb.Reset()
	if code := Main(context.Background(), []string{"resume", runID[1]}, strings.NewReader(""), &out, &errb); code != ExitOK {
		t.Fatalf("resume: exit %d\n%s\n%s", code, out.String(), errb.String())
	}
	resumed := stepNumbers(t, "resume report", out.String(), reportStepRe)
	sameNumbers(t, "the first run's report", first, resumed)
	prog := stepNumbers(t, "resume progress", errb.String(), progressStepRe, restoredStepRe)
	if _, ok := prog["list"]; !ok {
		t.Errorf("the resume's progress does not number the restored step:\n%s", errb.String())
	}
	sameNumbers(t, "resume progress", prog, resumed)

	// A divergence names the recorded step by the number the first run's
	// report gave it.
	os.WriteFile("plan.yaml", []byte(strings.Replace(string(mustRead(t, "plan.yaml")), "id: list,", "id: list_inbox,", 1)), 0o644)
	out.Reset()
	errb.Reset()
	Main(context.Background(), []string{"resume", "--json", runID[1]}, strings.NewReader(""), &out, &errb)
	var rep struct {
		Reason string `json:"reason"`
	}
	json.Unmarshal(out.Bytes(), &rep)
	sameNumbers(t, "divergence", stepNumbers(t, "divergence", rep.Reason, divergenceRe), first)
}
