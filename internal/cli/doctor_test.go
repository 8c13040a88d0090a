package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func doctorRun(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := Main(context.Background(), append([]string{"doctor"}, args...), strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

// TestDoctor: rung sim --trace writes what rung doctor reads, in every
// output format, with flags before or after the traces.
func TestDoctor(t *testing.T) {
	dir := t.TempDir()
	loop := filepath.Join(dir, "loop.jsonl")
	clean := filepath.Join(dir, "clean.jsonl")
	for file, scenario := range map[string]string{loop: "invoice-0341-loop", clean: "restock-conflict-skip"} {
		var out, errb bytes.Buffer
		code := Main(context.Background(), []string{"sim", "--trace", file, "../../examples/scenarios/" + scenario + ".yaml"}, strings.NewReader(""), &out, &errb)
		if code != ExitOK && code != ExitHandback {
			t.Fatalf("sim %s: exit %d: %s", scenario, code, errb.String())
		}
	}

	code, out, errs := doctorRun(t, "", loop, clean)
	if code != ExitOK || !strings.Contains(out, "[repeated-plan] run invoice-0341-loop") || !strings.Contains(out, "Rung distribution") {
		t.Errorf("text: exit %d\n%s\n%s", code, out, errs)
	}
	code, _, _ = doctorRun(t, "", clean, "--fail-on-tells")
	if code != ExitOK {
		t.Errorf("clean trace with --fail-on-tells: exit %d", code)
	}
	code, _, _ = doctorRun(t, "", "--fail-on-tells", loop)
	if code != ExitFailure {
		t.Errorf("loop trace with --fail-on-tells: exit %d", code)
	}
	// The loop run calls s3.get once: with --wall-calls 0 rejected, a
	// threshold of 1 still does not make one call a wall.
	code, out, _ = doctorRun(t, "", "--wall-calls", "1", "--deliberation-replans", "1", "--deliberation-share", "0.1", loop)
	if code != ExitOK || strings.Contains(out, "retried-wall") {
		t.Errorf("thresholds: exit %d\n%s", code, out)
	}

	code, out, _ = doctorRun(t, "", "--format", "json", loop, clean)
	var a struct {
		Tells []struct{ ID, Run string } `json:"tells"`
		Runs  []struct{ ID string }      `json:"runs"`
	}
	if err := json.Unmarshal([]byte(out), &a); err != nil || code != ExitOK || len(a.Runs) != 2 || len(a.Tells) != 1 || a.Tells[0].ID != "repeated-plan" {
		t.Errorf("json: exit %d, %v\n%s", code, err, out)
	}

	code, out, _ = doctorRun(t, "", loop, "--format=markdown")
	if code != ExitOK || !strings.HasPrefix(out, "# rung doctor") || !strings.Contains(out, "### repeated-plan") {
		t.Errorf("markdown: exit %d\n%s", code, out)
	}

	html := filepath.Join(dir, "report.html")
	code, out, errs = doctorRun(t, "", "--format", "html", "--out", html, "--run", "invoice-0341-loop", loop, clean)
	page, err := os.ReadFile(html)
	if code != ExitOK || err != nil || out != "" || !strings.Contains(string(page), "Timeline of run invoice-0341-loop") || !strings.Contains(errs, "wrote ") {
		t.Errorf("html: exit %d, %v, stdout %q, stderr %q", code, err, out, errs)
	}

	trace, _ := os.ReadFile(clean)
	code, out, _ = doctorRun(t, string(trace), "-")
	if code != ExitOK || !strings.Contains(out, "No tells.") {
		t.Errorf("stdin: exit %d\n%s", code, out)
	}
}

func TestDoctorErrors(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.jsonl")
	os.WriteFile(bad, []byte(`{"format":"rung.trace","version":1}
{"seq":1,"type":"run_start","run":"r","at":"2026-01-01T00:00:00Z"}
{"seq":2,"type":
{"seq":3,"type":"run_end","run":"r","at":"2026-01-01T00:00:00Z","outcome":"completed"}
`), 0o644)
	code, out, errs := doctorRun(t, "", bad)
	if code != ExitFailure || !strings.Contains(errs, "bad.jsonl: malformed lines: 1") || !strings.Contains(out, "bad.jsonl:3: ") || !strings.Contains(out, "r  completed") {
		t.Errorf("malformed: exit %d\n%s\n%s", code, out, errs)
	}
	for _, args := range [][]string{{}, {"--format", "pdf", bad}, {"--nope", bad}, {"--deliberation-share", "1.5", bad}, {"--wall-calls", "0", bad}} {
		if code, _, _ := doctorRun(t, "", args...); code != ExitUsage {
			t.Errorf("%v: exit %d, want %d", args, code, ExitUsage)
		}
	}
	if code, _, errs := doctorRun(t, "", filepath.Join(dir, "missing.jsonl")); code != ExitFailure || !strings.Contains(errs, "missing.jsonl") {
		t.Errorf("missing file: exit %d, %s", code, errs)
	}
	if code, out, _ := doctorRun(t, "", "-h"); code != ExitOK || out != "" {
		t.Errorf("-h: exit %d", code)
	}
}
