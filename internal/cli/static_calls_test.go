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

// TestStaticReplanNoModelCallInTrace: the same run's trace has no
// model_call record (no model was called: the plan event says where the
// replan came from), so neither rung doctor nor an OTLP exporter reading
// the events counts or draws one.
func TestStaticReplanNoModelCallInTrace(t *testing.T) {
	plan, err := filepath.Abs("../../examples/plans/vendor-export/plan.yaml")
	if err != nil {
		t.Fatal(err)
	}
	t.Chdir(t.TempDir())
	var out, errb bytes.Buffer
	if code := Main(context.Background(), []string{"run", "--quiet", "--trace", "run.jsonl", plan}, strings.NewReader(""), &out, &errb); code != ExitOK {
		t.Fatalf("exit %d\n%s\n%s", code, out.String(), errb.String())
	}
	tr := string(mustRead(t, "run.jsonl"))
	if strings.Contains(tr, `"type":"model_call"`) {
		t.Errorf("the trace records a model call no model made:\n%s", tr)
	}
	if !strings.Contains(tr, `"type":"plan"`) || !strings.Contains(tr, `"reason":"replan"`) {
		t.Errorf("the trace lost the replan's plan record:\n%s", tr)
	}

	out.Reset()
	errb.Reset()
	if code := Main(context.Background(), []string{"doctor", "--format", "json", "run.jsonl"}, strings.NewReader(""), &out, &errb); code != ExitOK {
		t.Fatalf("doctor: exit %d\n%s\n%s", code, out.String(), errb.String())
	}
	var an struct {
		Runs []struct {
			Plans      int            `json:"plans"`
			ModelCalls int            `json:"model_calls"`
			Tokens     map[string]int `json:"tokens"`
		} `json:"runs"`
	}
	if err := json.Unmarshal(out.Bytes(), &an); err != nil {
		t.Fatalf("doctor --json: %v\n%s", err, out.String())
	}
	if len(an.Runs) != 1 || an.Runs[0].Plans != 2 || an.Runs[0].ModelCalls != 0 || len(an.Runs[0].Tokens) != 0 {
		t.Errorf("doctor: %+v; want one run of 2 plans, no model call and no tokens by purpose", an.Runs)
	}
}
