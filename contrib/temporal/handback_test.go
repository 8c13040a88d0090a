package rungtemporal_test

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/rungkit/rung"
	rungtemporal "github.com/rungkit/rung/contrib/temporal"
	"go.temporal.io/sdk/testsuite"
	"go.temporal.io/sdk/workflow"
)

var customerStep = rungtemporal.Step{ID: "customer", Activity: "ReadCustomer", Args: []any{"cus_missing"}}

// TestHandbackByUpdate: a person answers the hand-back with an update,
// which returns the report; an answer that is not retry, skip or stop is
// rejected by the update's validator, and the run waits on.
func TestHandbackByUpdate(t *testing.T) {
	fx := newFixture(t, rungtemporal.Activity{}, sqliteLedger(t), nil)
	env := fx.env
	var rejected error
	var report *rung.Report
	env.RegisterDelayedCallback(func() {
		env.UpdateWorkflow(rungtemporal.HandbackName, "bad", &testsuite.TestUpdateCallback{
			OnAccept: func() { t.Error("an unknown action was accepted") },
			OnReject: func(err error) { rejected = err },
		}, rungtemporal.Resolution{Action: "ignore"})
		env.UpdateWorkflow(rungtemporal.HandbackName, "skip", &testsuite.TestUpdateCallback{
			OnAccept: func() {},
			OnReject: func(err error) { t.Errorf("skip rejected: %v", err) },
			OnComplete: func(v any, err error) {
				if err != nil {
					t.Errorf("update: %v", err)
					return
				}
				report, _ = v.(*rung.Report)
			},
		}, rungtemporal.Resolution{Action: "skip", Output: json.RawMessage(`{"id":"cus_new"}`), By: "ana"})
	}, time.Hour)
	env.ExecuteWorkflow(planWorkflow, []rungtemporal.Step{customerStep})
	if err := env.GetWorkflowError(); err != nil {
		t.Fatalf("workflow error = %v", err)
	}
	if rejected == nil || !strings.Contains(rejected.Error(), `"ignore"`) {
		t.Errorf("rejection = %v, want one naming the bad action", rejected)
	}
	var res rungtemporal.Result
	env.GetWorkflowResult(&res)
	if got := string(res.Outputs["customer"]); got != `{"id":"cus_new"}` {
		t.Errorf("output = %s, want the person's", got)
	}
	if report == nil || report.Failed == nil || report.Failed.Kind != rung.KindPremise {
		t.Errorf("update returned report %+v, want the hand-back's", report)
	}
	last := res.Report.Actions[len(res.Report.Actions)-1]
	if last.Rule != "person" || !strings.Contains(last.Reason, "skip (ana)") {
		t.Errorf("last action = %+v, want the person's answer", last)
	}
}

func patientWorkflow(ctx workflow.Context, plan []rungtemporal.Step) (*rungtemporal.Result, error) {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute, RetryPolicy: retryPolicy})
	r, err := rungtemporal.NewRecovery(ctx, rungtemporal.RecoveryOptions{HandbackTimeout: 2 * time.Hour})
	if err != nil {
		return nil, err
	}
	return r.Run(ctx, plan)
}

// TestHandbackTimeout: nobody answers within HandbackTimeout (workflow
// time), and the run stops with its report.
func TestHandbackTimeout(t *testing.T) {
	fx := newFixture(t, rungtemporal.Activity{}, sqliteLedger(t), nil)
	fx.env.RegisterWorkflow(patientWorkflow)
	start := fx.env.Now()
	fx.env.ExecuteWorkflow(patientWorkflow, []rungtemporal.Step{customerStep})
	err := fx.env.GetWorkflowError()
	if err == nil || !strings.Contains(err.Error(), "no person answered within 2h") {
		t.Fatalf("workflow error = %v, want the stop after 2h unanswered", err)
	}
	if waited := fx.env.Now().Sub(start); waited != 2*time.Hour {
		t.Errorf("waited %v of workflow time, want 2h", waited)
	}
}
