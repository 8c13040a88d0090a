package cli

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestBenchFleet(t *testing.T) {
	code, out, errText := runCLI("bench", "--fleet", "200", "--seed", "1", "--json")
	if code != ExitOK {
		t.Fatalf("exit %d, stderr:\n%s", code, errText)
	}
	var rep struct {
		Workload struct {
			Runs int   `json:"runs"`
			Seed int64 `json:"seed"`
		} `json:"workload"`
		Policies []struct {
			Policy    string `json:"policy"`
			Completed int    `json:"completed"`
			Wasted    int    `json:"wasted_calls"`
		} `json:"policies"`
		Ratio  float64 `json:"wasted_ratio"`
		Target struct {
			Met bool `json:"met"`
		} `json:"target"`
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("--json output is not JSON: %v\n%s", err, out)
	}
	var names []string
	for _, p := range rep.Policies {
		names = append(names, p.Policy)
	}
	if rep.Workload.Runs != 200 || rep.Workload.Seed != 1 || strings.Join(names, ",") != "rung-fleet,rung,naive,backoff" || !rep.Target.Met || rep.Ratio < 5 {
		t.Errorf("report: %+v", rep)
	}

	code, out, errText = runCLI("bench", "--fleet", "20")
	if code != ExitOK || !strings.Contains(out, "rung-fleet") || !strings.Contains(out, "target:") {
		t.Errorf("table: exit %d\n%s\n%s", code, out, errText)
	}
	if code, _, _ := runCLI("bench", "--fleet", "-3"); code != ExitUsage {
		t.Errorf("--fleet -3: exit %d, want %d", code, ExitUsage)
	}
}
