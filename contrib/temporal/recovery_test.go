package rungtemporal_test

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/rungkit/rung"
	rungtemporal "github.com/rungkit/rung/contrib/temporal"
	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/interceptor"
	"go.temporal.io/sdk/log"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/testsuite"
	"go.temporal.io/sdk/worker"
	"go.temporal.io/sdk/workflow"
)

func exportWorkflow(ctx workflow.Context, plan []rungtemporal.Step) (*rungtemporal.Result, error) {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute,
		RetryPolicy: &temporal.RetryPolicy{InitialInterval: time.Second, MaximumAttempts: 3}})
	r, err := rungtemporal.NewRecovery(ctx, rungtemporal.RecoveryOptions{Goal: "export December", Repair: "FixArgs", Replan: "Replan"})
	if err != nil {
		return nil, err
	}
	return r.Run(ctx, plan)
}

// TestRecoveryClimbsTheLadder: inside the workflow, an invalid call is
// repaired by the repair activity, a premise failure with nothing new to
// plan on probes first, and the replan activity sees the probe's output;
// the new plan completes. Each rung is an activity; the decisions are
// rung.Decide's, on workflow time.
func TestRecoveryClimbsTheLadder(t *testing.T) {
	var ts testsuite.WorkflowTestSuite
	ts.SetLogger(log.NewStructuredLogger(slog.New(slog.DiscardHandler)))
	env := ts.NewTestWorkflowEnvironment()
	rt, err := rungtemporal.New(rungtemporal.Options{})
	if err != nil {
		t.Fatal(err)
	}
	env.SetWorkerOptions(worker.Options{Interceptors: []interceptor.WorkerInterceptor{rt}, DeadlockDetectionTimeout: time.Minute})
	var exports []string
	env.RegisterActivityWithOptions(func(ctx context.Context, month, bucket string) (string, error) {
		exports = append(exports, month+" to "+bucket)
		switch {
		case strings.HasPrefix(month, "2026-13"):
			return "", rung.Invalid(errors.New("month 13 is out of range"))
		case bucket != "exports-eu":
			return "", rung.Premise(errors.New("NoSuchBucket: the bucket " + bucket + " does not exist")).WithTarget(bucket)
		}
		return "exported " + month + " to " + bucket, nil
	}, activity.RegisterOptions{Name: "Export"})
	var repairSaw, replanSaw string
	env.RegisterActivityWithOptions(func(ctx context.Context, req rungtemporal.RepairRequest) ([]any, error) {
		repairSaw = req.Failure.Kind.String() + ": " + req.Failure.Message
		return []any{"2026-12", req.Step.Args[1]}, nil
	}, activity.RegisterOptions{Name: "FixArgs"})
	env.RegisterActivityWithOptions(func(ctx context.Context, args map[string]any) ([]string, error) {
		return []string{"exports-eu"}, nil
	}, activity.RegisterOptions{Name: "ListBuckets"})
	env.RegisterActivityWithOptions(func(ctx context.Context, req rungtemporal.ReplanRequest) ([]rungtemporal.Step, error) {
		if len(req.Observations) > 0 {
			replanSaw = req.Failure.Kind.String() + " after observing " + strings.Join(toStrings(req.Observations[0].Output), ",")
		}
		return []rungtemporal.Step{{ID: "export", Activity: "Export", Args: []any{"2026-12", "exports-eu"}}}, nil
	}, activity.RegisterOptions{Name: "Replan"})
	env.RegisterWorkflow(exportWorkflow)

	env.ExecuteWorkflow(exportWorkflow, []rungtemporal.Step{{
		ID: "export", Activity: "Export", Args: []any{"2026-13", "exports"},
		Probes: []rung.Call{{Tool: "ListBuckets", Args: map[string]any{"prefix": "exports"}}},
	}})
	if err := env.GetWorkflowError(); err != nil {
		t.Fatalf("workflow error = %v", err)
	}
	var res rungtemporal.Result
	if err := env.GetWorkflowResult(&res); err != nil {
		t.Fatal(err)
	}
	if got := string(res.Outputs["export"]); got != `"exported 2026-12 to exports-eu"` {
		t.Errorf("output = %s", got)
	}
	want := []string{"2026-13 to exports", "2026-12 to exports", "2026-12 to exports-eu"}
	if strings.Join(exports, "|") != strings.Join(want, "|") {
		t.Errorf("exports = %q, want %q (invalid and premise failures are not retried by Temporal)", exports, want)
	}
	if repairSaw != "invalid: month 13 is out of range" {
		t.Errorf("repair saw %q", repairSaw)
	}
	if replanSaw != "premise after observing exports-eu" {
		t.Errorf("replan saw %q", replanSaw)
	}
	var actions []string
	for _, a := range res.Report.Actions {
		actions = append(actions, a.Action.String())
	}
	if got := strings.Join(actions, ","); got != "repair,probe,replan" {
		t.Errorf("actions = %s, want repair,probe,replan", got)
	}
	if res.Report.Outcome != rung.OutcomeCompleted || res.Report.Plans != 2 {
		t.Errorf("report: outcome %s, %d plans", res.Report.Outcome, res.Report.Plans)
	}
}

func toStrings(v any) []string {
	var out []string
	if list, ok := v.([]any); ok {
		for _, x := range list {
			if s, ok := x.(string); ok {
				out = append(out, s)
			}
		}
	}
	return out
}

func decideWorkflow(ctx workflow.Context) ([]string, error) {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute,
		RetryPolicy: &temporal.RetryPolicy{InitialInterval: time.Second, MaximumAttempts: 3}})
	r, err := rungtemporal.NewRecovery(ctx, rungtemporal.RecoveryOptions{Repair: "FixArgs"})
	if err != nil {
		return nil, err
	}
	var seen []string
	step := rungtemporal.Step{ID: "export", Activity: "Export", Args: []any{"2026-13"}}
	for range 3 {
		err := workflow.ExecuteActivity(ctx, step.Activity, step.Args...).Get(ctx, nil)
		d, f, ok := r.Decide(ctx, step, err)
		if !ok {
			return seen, err
		}
		seen = append(seen, f.Kind.String()+"->"+d.Action.String()+" ("+d.Rule+")")
		if d.Action != rung.ActionRepair {
			break
		}
		step.Args = []any{"2026-1" + fmt.Sprint(3+len(seen))} // a repair that does not fix it
	}
	return seen, nil
}

// TestDecideInWorkflowCode: workflow code that acts on its own gets rung's
// decisions: repairs while they change the error, then poison once the
// repair budget is spent with the error unchanged in kind and signature.
func TestDecideInWorkflowCode(t *testing.T) {
	var ts testsuite.WorkflowTestSuite
	ts.SetLogger(log.NewStructuredLogger(slog.New(slog.DiscardHandler)))
	env := ts.NewTestWorkflowEnvironment()
	rt, _ := rungtemporal.New(rungtemporal.Options{})
	env.SetWorkerOptions(worker.Options{Interceptors: []interceptor.WorkerInterceptor{rt}, DeadlockDetectionTimeout: time.Minute})
	env.RegisterActivityWithOptions(func(ctx context.Context, month string) error {
		return rung.Invalid(errors.New("month " + month + " is out of range")).WithTarget("export")
	}, activity.RegisterOptions{Name: "Export"})
	env.RegisterWorkflow(decideWorkflow)
	env.ExecuteWorkflow(decideWorkflow)
	var seen []string
	if err := env.GetWorkflowResult(&seen); err != nil {
		t.Fatal(err)
	}
	want := "invalid->repair (kind)|invalid->repair (kind)|invalid->abort (poison)"
	if got := strings.Join(seen, "|"); got != want {
		t.Errorf("decisions = %s\nwant        %s", got, want)
	}
}
