package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestBench(t *testing.T) {
	code, out, errText := runCLI("bench", "-n", "20", "--seed", "3", "--json")
	if code != ExitOK {
		t.Fatalf("exit %d, stderr:\n%s", code, errText)
	}
	var rep struct {
		Seed      int64 `json:"seed"`
		Scenarios int   `json:"scenarios"`
		Mix       struct {
			Name string `json:"name"`
		} `json:"mix"`
		Policies []struct {
			Policy      string  `json:"policy"`
			SuccessRate float64 `json:"success_rate"`
		} `json:"policies"`
		Targets []struct {
			Name string `json:"name"`
		} `json:"targets"`
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("--json output is not JSON: %v\n%s", err, out)
	}
	if rep.Seed != 3 || rep.Scenarios != 20 || rep.Mix.Name != "default" || len(rep.Policies) != 7 || len(rep.Targets) == 0 {
		t.Errorf("report: %+v", rep)
	}
	// Not a terminal: plain progress lines, no carriage returns.
	if !strings.Contains(errText, "bench: 20/20 scenarios\n") || strings.Contains(errText, "\r") {
		t.Errorf("progress on stderr:\n%q", errText)
	}
}

func TestBenchTableAndSVG(t *testing.T) {
	dir := t.TempDir()
	svg := filepath.Join(dir, "chart.svg")
	dump := filepath.Join(dir, "scenarios")
	code, out, errText := runCLI("bench", "-n", "12", "--mix", "timeout-applied", "--policies", "rung,naive", "--svg", svg, "--dump", dump)
	if code != ExitOK {
		t.Fatalf("exit %d, stderr:\n%s", code, errText)
	}
	for _, want := range []string{"rung bench: 12 scenarios", "mix timeout-applied", "naive", "oracle", "targets"} {
		if !strings.Contains(out, want) {
			t.Errorf("table lacks %q:\n%s", want, out)
		}
	}
	b, err := os.ReadFile(svg)
	if err != nil || !strings.HasPrefix(string(b), "<svg ") {
		t.Errorf("chart: %v\n%.100s", err, b)
	}
	// A dumped scenario replays with rung sim.
	files, _ := filepath.Glob(filepath.Join(dump, "*.yaml"))
	if len(files) != 12 {
		t.Fatalf("dumped %d scenarios, want 12", len(files))
	}
	if code, _, errText := runCLI("sim", "--json", files[0]); code != ExitOK {
		t.Errorf("rung sim %s: exit %d\n%s", files[0], code, errText)
	}
}

func TestBenchUsage(t *testing.T) {
	tests := []struct {
		args []string
		code int
		err  string
	}{
		{[]string{"bench", "--policies", "rung,yolo"}, ExitUsage, "unknown policy"},
		{[]string{"bench", "-n", "0"}, ExitUsage, "Usage: rung bench"},
		{[]string{"bench", "stray.yaml"}, ExitUsage, "Usage: rung bench"},
		{[]string{"bench", "--bogus"}, ExitUsage, "bogus"},
		{[]string{"bench", "--mix", "no-such-mix.json"}, ExitFailure, "neither a preset"},
		{[]string{"bench", "-h"}, ExitOK, "--policies"},
	}
	for _, tt := range tests {
		code, _, errText := runCLI(tt.args...)
		if code != tt.code || !strings.Contains(errText, tt.err) {
			t.Errorf("%v: exit %d, want %d; stderr:\n%s", tt.args, code, tt.code, errText)
		}
	}
}
