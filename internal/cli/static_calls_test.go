package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

// TestStaticReplanIsNoModelCall: examples/plans/vendor-export recovers by
// the static planner's declared replan, which no model wrote, so its report
// counts no model call and no tokens.
func TestStaticReplanIsNoModelCall(t *testing.T) {
	plan, err := filepath.Abs("../../examples/plans/vendor-export/plan.yaml")
	if err != nil {
		t.Fatal(err)
	}
	t.Chdir(t.TempDir())
	var out, errb bytes.Buffer
	code := Main(context.Background(), []string{"run", "--json", plan}, strings.NewReader(""), &out, &errb)
	var rep struct {
		Outcome    string `json:"outcome"`
		Plans      int    `json:"plans"`
		ModelCalls int    `json:"model_calls"`
		Tokens     int    `json:"tokens"`
	}
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatalf("exit %d, stdout is not a JSON report: %v\nstderr:\n%s", code, err, errb.String())
	}
	if rep.Outcome != "completed" || rep.Plans != 2 || rep.ModelCalls != 0 || rep.Tokens != 0 {
		t.Errorf("%+v; want completed after 2 plans, 0 model calls, 0 tokens", rep)
	}
}
