package rungtemporal

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/rungkit/rung"
	"go.temporal.io/sdk/workflow"
)

// Default names of the hand-back signal, update and report query.
const (
	// HandbackName is the signal and the update a person answers a
	// hand-back with (payload: Resolution). The update returns the report.
	HandbackName = "rung.handback"
	// ReportQuery returns the current report (*rung.Report).
	ReportQuery = "rung.report"
)

// Step is one activity in a workflow's plan.
type Step struct {
	// ID names the step in the report and in Outputs.
	ID string `json:"id"`
	// Activity is the activity type to run.
	Activity string `json:"activity"`
	// Args are the activity's arguments.
	Args []any `json:"args,omitempty"`
	// Intent says what the step is for; the repair and replan activities
	// see it.
	Intent string `json:"intent,omitempty"`
	// Probes are diagnostic activities (Call.Tool) run with Call.Args as
	// their one argument when a premise failure leaves nothing new to plan
	// on.
	Probes []rung.Call `json:"probes,omitempty"`
	// Alternatives are activity types serving the same sub-goal, for a
	// reroute.
	Alternatives []string `json:"alternatives,omitempty"`
}

// RepairRequest is the repair activity's input: the failed step and what
// its failure proves. The activity returns the step's new arguments.
type RepairRequest struct {
	Goal    string        `json:"goal,omitempty"`
	Step    Step          `json:"step"`
	Failure *rung.Failure `json:"failure"`
	Verdict *rung.Verdict `json:"verdict,omitempty"`
}

// ReplanRequest is the replan activity's input: the goal, what is done,
// the falsified premise and the observations. The activity returns the
// steps that replace the rest of the plan.
type ReplanRequest struct {
	Goal         string             `json:"goal,omitempty"`
	Completed    []Step             `json:"completed"`
	Failed       Step               `json:"failed"`
	Failure      *rung.Failure      `json:"failure"`
	Observations []rung.Observation `json:"observations,omitempty"`
}

// Resolution is a person's answer to a hand-back.
type Resolution struct {
	// Action is "retry" (run the step again, after fixing the world or
	// resolving its ledger key), "skip" (carry Output forward as the step's
	// result) or "stop" (end the run with the report).
	Action string `json:"action"`
	// Output is the skipped step's result.
	Output json.RawMessage `json:"output,omitempty"`
	// By names who answered, for the report.
	By string `json:"by,omitempty"`
}

// RecoveryOptions configures a Recovery. The zero value decides with
// rung.Background(), has no repair or replan activity (those rungs fall to
// a hand-back) and waits for a person without limit.
type RecoveryOptions struct {
	Goal   string
	Policy rung.Policy
	// Repair names the activity that repairs a step's arguments:
	// func(ctx, RepairRequest) ([]any, error).
	Repair string
	// Replan names the activity that replaces the rest of the plan:
	// func(ctx, ReplanRequest) ([]Step, error).
	Replan string
	// HandbackTimeout bounds the wait for a person (workflow time); 0
	// waits until one answers. A wait that times out stops the run.
	HandbackTimeout time.Duration
}

// Recovery decides on activity failures inside workflow code with
// rung.Decide at workflow time (workflow.Now) and acts on the answer:
// repair, replan and probe run as activities, a hand-back waits for a
// signal or an update from a person and carries the report. Its history
// (attempts, repairs, signatures, observations) is workflow state, rebuilt
// by replay like any other: it reads no clock, does no I/O and never
// depends on map iteration order.
//
// A Recovery belongs to one workflow execution and its goroutine.
type Recovery struct {
	opts     RecoveryOptions
	policy   rung.Policy
	start    time.Time
	plans    int
	replans  int
	probes   int
	observed []rung.Observation
	newObs   int
	sigs     map[string]int // signature -> the plan it was first seen in; looked up, never ranged over
	prints   []string
	actions  []rung.ActionRecord
	steps    []rung.StepReport
	report   *rung.Report
	waiting  bool
	hist     map[string]*stepRun // Decide's steps by ID; looked up, never ranged over
	answer   *Resolution
}

// Result is what Run produced: each step's output by step ID (a skipped
// step's is its fact or the person's Output) and the report.
type Result struct {
	Outputs map[string]json.RawMessage
	Report  *rung.Report
}

// HandbackError ends a run a person stopped, or whose wait for a person
// timed out; Report says what happened and what is left.
type HandbackError struct{ Report *rung.Report }

func (e *HandbackError) Error() string {
	return "rung: " + string(e.Report.Outcome) + ": " + e.Report.Reason
}

// NewRecovery returns a Recovery for the running workflow and registers
// the ReportQuery query and the HandbackName update and signal.
func NewRecovery(ctx workflow.Context, opts RecoveryOptions) (*Recovery, error) {
	r := &Recovery{opts: opts, policy: opts.Policy, start: workflow.Now(ctx), sigs: map[string]int{}}
	if r.policy == (rung.Policy{}) {
		r.policy = rung.Background()
	}
	if opts.Repair == "" {
		r.policy.Repairs = -1
	}
	if opts.Replan == "" {
		r.policy.Replans = -1
	}
	if err := workflow.SetQueryHandler(ctx, ReportQuery, func() (*rung.Report, error) { return r.report, nil }); err != nil {
		return nil, err
	}
	err := workflow.SetUpdateHandlerWithOptions(ctx, HandbackName, func(ctx workflow.Context, res Resolution) (*rung.Report, error) {
		r.answer = &res
		return r.report, nil
	}, workflow.UpdateHandlerOptions{Validator: func(ctx workflow.Context, res Resolution) error {
		if !r.waiting {
			return errors.New("rung: no hand-back is waiting for an answer")
		}
		return validResolution(res)
	}})
	if err != nil {
		return nil, err
	}
	// One receiver for the run's life: a signal counts only while a
	// hand-back waits, so a stray one cannot answer the next question.
	ch := workflow.GetSignalChannel(ctx, HandbackName)
	workflow.Go(ctx, func(gctx workflow.Context) {
		for {
			var res Resolution
			if !ch.Receive(gctx, &res) {
				return
			}
			if r.waiting && r.answer == nil && validResolution(res) == nil {
				r.answer = &res
			}
		}
	})
	return r, nil
}

func validResolution(res Resolution) error {
	switch res.Action {
	case "retry", "skip", "stop":
		return nil
	}
	return fmt.Errorf("rung: resolution action %q: want retry, skip or stop", res.Action)
}

// stepRun is one step's history as Decide reads it.
type stepRun struct {
	step                        Step
	attempts, repairs, reroutes int
	lastSig                     string
	lastMsg                     string
	changed, repeated           bool
	decided                     int // the attempt last decided on
}

// Run executes plan in order under ctx's activity options and recovers
// each failure as rung decides. It returns every step's output, or a
// *HandbackError when a person stopped the run (or did not answer in
// time).
func (r *Recovery) Run(ctx workflow.Context, plan []Step) (*Result, error) {
	res := &Result{Outputs: map[string]json.RawMessage{}}
	r.plans = 1
	r.prints = append(r.prints, r.fingerprint(plan))
	var done []Step
	for len(plan) > 0 {
		s := &stepRun{step: plan[0]}
		out, next, err := r.runStep(ctx, s, done)
		if err != nil {
			return nil, err
		}
		switch {
		case next != nil: // replanned
			plan = next
			continue
		default:
			res.Outputs[s.step.ID] = out
			done = append(done, s.step)
			plan = plan[1:]
		}
	}
	r.report = r.newReport(ctx, rung.OutcomeCompleted, "", "every step completed", nil)
	res.Report = r.report
	return res, nil
}

// runStep runs one step to an output, a new plan, or an error.
func (r *Recovery) runStep(ctx workflow.Context, s *stepRun, done []Step) (json.RawMessage, []Step, error) {
	for {
		s.attempts++
		var out json.RawMessage
		err := workflow.ExecuteActivity(r.activityCtx(ctx, s.step), s.step.Activity, s.step.Args...).Get(ctx, &out)
		if err == nil {
			r.steps = append(r.steps, rung.StepReport{ID: s.step.ID, Tool: s.step.Activity, Plan: r.plans, State: rung.StepDone, Attempts: s.attempts})
			return out, nil, nil
		}
		f, v, ok := FailureOf(err)
		if !ok {
			return nil, nil, err
		}
	decide:
		d := r.decide(ctx, s, f, v)
		switch d.Action {
		case rung.ActionRetry, rung.ActionReplay:
			continue
		case rung.ActionRepair:
			var args []any
			if err := workflow.ExecuteActivity(ctx, r.opts.Repair, RepairRequest{Goal: r.opts.Goal, Step: s.step, Failure: f, Verdict: v}).Get(ctx, &args); err != nil {
				return nil, nil, fmt.Errorf("rung: repair activity %s for step %s: %w", r.opts.Repair, s.step.ID, err)
			}
			s.step.Args = args
			s.repairs++
			continue
		case rung.ActionReroute:
			s.step.Activity = d.Alternative
			s.step.Alternatives = without(s.step.Alternatives, d.Alternative)
			s.reroutes++
			continue
		case rung.ActionSkip:
			fact, _ := json.Marshal(f.Fact)
			r.steps = append(r.steps, rung.StepReport{ID: s.step.ID, Tool: s.step.Activity, Plan: r.plans, State: rung.StepSkipped, Attempts: s.attempts})
			return fact, nil, nil
		case rung.ActionProbe:
			for _, c := range d.Probes {
				var pout any
				perr := workflow.ExecuteActivity(ctx, c.Tool, c.Args).Get(ctx, &pout)
				o := rung.Observation{Call: c, Output: pout, At: workflow.Now(ctx)}
				if perr != nil {
					o.Failure, _, _ = FailureOf(perr)
				}
				r.observed = append(r.observed, o)
				r.newObs++
			}
			r.probes++
			goto decide
		case rung.ActionReplan:
			var next []Step
			req := ReplanRequest{Goal: r.opts.Goal, Completed: done, Failed: s.step, Failure: f, Observations: r.observed}
			if err := workflow.ExecuteActivity(ctx, r.opts.Replan, req).Get(ctx, &next); err != nil {
				return nil, nil, fmt.Errorf("rung: replan activity %s after step %s: %w", r.opts.Replan, s.step.ID, err)
			}
			r.replans++
			r.newObs = 0
			fp := r.fingerprint(next)
			if fp == r.prints[len(r.prints)-1] {
				d = rung.Decision{Action: rung.ActionHandback, Rule: rung.RuleConvergence, Kind: f.Kind,
					Reason: "convergence: the new plan repeats the last one (fingerprint " + fp + "); planning again will not change the outcome"}
				r.record(ctx, s, d)
				break
			}
			r.prints = append(r.prints, fp)
			r.plans++
			r.steps = append(r.steps, rung.StepReport{ID: s.step.ID, Tool: s.step.Activity, Plan: r.plans - 1, State: rung.StepSuperseded, Attempts: s.attempts})
			return nil, next, nil
		}
		// A hand-back or an abort: a person decides.
		res, err := r.handback(ctx, s, f, d)
		if err != nil {
			return nil, nil, err
		}
		switch res.Action {
		case "retry":
			*s = stepRun{step: s.step}
			continue
		case "skip":
			r.steps = append(r.steps, rung.StepReport{ID: s.step.ID, Tool: s.step.Activity, Plan: r.plans, State: rung.StepSkipped, Attempts: s.attempts})
			return res.Output, nil, nil
		}
		return nil, nil, &HandbackError{Report: r.report}
	}
}

// Decide decides on err, the latest failure of an activity of step, for
// workflow code that acts on the decision itself; Run does this for every
// step. It counts attempts by step.ID: a call with other Args than the
// step's last counts as a repair, with another Activity as a reroute. ok is
// false for a nil error or a cancellation.
func (r *Recovery) Decide(ctx workflow.Context, step Step, err error) (d rung.Decision, f *rung.Failure, ok bool) {
	f, v, ok := FailureOf(err)
	if !ok {
		return rung.Decision{}, nil, false
	}
	if r.hist == nil {
		r.hist = map[string]*stepRun{}
	}
	s := r.hist[step.ID]
	switch {
	case s == nil:
		s = &stepRun{step: step}
		r.hist[step.ID] = s
	case step.Activity != s.step.Activity:
		s.reroutes++
	case r.fingerprint([]Step{step}) != r.fingerprint([]Step{s.step}):
		s.repairs++
	}
	s.step = step
	s.attempts++
	return r.decide(ctx, s, f, v), f, true
}

// decide decides on f, the failure of step s's latest attempt, with
// rung.Decide at workflow time, and records the decision. v is the
// interceptor's verdict, when there is one.
func (r *Recovery) decide(ctx workflow.Context, s *stepRun, f *rung.Failure, v *rung.Verdict) rung.Decision {
	args, _ := argsMap(s.step.Args)
	t := &rung.Tool{Name: s.step.Activity, Probes: s.step.Probes, Alternatives: s.step.Alternatives}
	sig := rung.SignatureOf(s.step.Activity, f, args, t).String()
	// A second decision on the same attempt's failure (after a probe) is
	// not a new failure: comparing it with itself would call it poison.
	if s.attempts != s.decided {
		if s.repairs > 0 {
			s.changed = sig != s.lastSig
			s.repeated = !s.changed && f.Message == s.lastMsg
		}
		s.lastSig, s.lastMsg, s.decided = sig, f.Message, s.attempts
	}
	attempts := s.attempts
	if f.Kind == rung.KindTransient {
		// Temporal's RetryPolicy already spent the retries of a transient
		// failure that reaches the workflow: retrying here would double them.
		attempts += max(r.policy.Retries, 0)
	}
	step := rung.StepHistory{Tool: s.step.Activity, Attempts: attempts, Repairs: s.repairs, Reroutes: s.reroutes,
		ErrorChanged: s.changed, ErrorRepeated: s.repeated, Alternatives: s.step.Alternatives, Probes: s.step.Probes}
	if v != nil && v.Key != "" {
		step.Checkpoint = "ledger claim " + v.Key
	}
	run := rung.RunHistory{Replans: r.replans, Probes: r.probes, NewObservations: r.newObs, Signature: sig}
	if f.Kind != rung.KindTransient {
		if p, ok := r.sigs[sig]; ok && p < r.plans {
			run.RecurringIn = p
		} else if !ok {
			r.sigs[sig] = r.plans
		}
	}
	var d rung.Decision
	if v != nil && v.Rule == rung.RuleSideEffect && f.Effect != rung.EffectNone {
		// The interceptor settled the side effect against the ledger: its
		// decision stands (a replay was Temporal's to make).
		d = rung.Decision{Action: rung.ActionAbort, Rule: rung.RuleSideEffect, Kind: f.Kind, Reason: v.Reason}
	} else {
		d = rung.Decide(workflow.Now(ctx), f, step, run, rung.BudgetState{}, r.policy)
	}
	r.record(ctx, s, d)
	return d
}

func (r *Recovery) record(ctx workflow.Context, s *stepRun, d rung.Decision) {
	r.actions = append(r.actions, rung.ActionRecord{Action: d.Action, Kind: d.Kind, Step: s.step.ID, Tool: s.step.Activity,
		Rule: d.Rule, Reason: d.Reason, At: workflow.Now(ctx)})
}

// handback publishes the report and waits for a person's Resolution, by
// signal or update.
func (r *Recovery) handback(ctx workflow.Context, s *stepRun, f *rung.Failure, d rung.Decision) (Resolution, error) {
	outcome := rung.OutcomeHandback
	if d.Action == rung.ActionAbort {
		outcome = rung.OutcomeAbort
	}
	r.steps = append(r.steps, rung.StepReport{ID: s.step.ID, Tool: s.step.Activity, Plan: r.plans, State: rung.StepFailed, Attempts: s.attempts})
	r.report = r.newReport(ctx, outcome, d.Rule, d.Reason, &rung.FailedStep{Step: s.step.ID, Tool: s.step.Activity, Kind: f.Kind,
		Message: rung.Redact(f.Message), Signature: rung.SignatureOf(s.step.Activity, f, nil, nil)})
	r.report.Options = handbackOptions(f, d)
	r.waiting, r.answer = true, nil
	defer func() { r.waiting = false }()
	done := func() bool { return r.answer != nil }
	if r.opts.HandbackTimeout > 0 {
		if _, err := workflow.AwaitWithTimeout(ctx, r.opts.HandbackTimeout, done); err != nil {
			return Resolution{}, err
		}
	} else if err := workflow.Await(ctx, done); err != nil {
		return Resolution{}, err
	}
	if r.answer == nil {
		r.report.Reason += "; no person answered within " + rung.DurationText(r.opts.HandbackTimeout)
		return Resolution{Action: "stop"}, nil
	}
	ans := *r.answer
	r.actions = append(r.actions, rung.ActionRecord{Action: rung.ActionHandback, Kind: f.Kind, Step: s.step.ID, Tool: s.step.Activity,
		Rule: "person", Reason: "answered " + ans.Action + by(ans.By), At: workflow.Now(ctx)})
	r.report.Actions = append([]rung.ActionRecord(nil), r.actions...)
	return ans, nil
}

func by(who string) string {
	if who == "" {
		return ""
	}
	return " (" + who + ")"
}

func handbackOptions(f *rung.Failure, d rung.Decision) []string {
	if d.Rule == rung.RuleSideEffect && f.Target != "" {
		return []string{
			"check whether the call took effect, run `rung ledger resolve " + f.Target + " --applied` or `--not-applied`, then answer retry (the stored outcome is returned, or the call is made once)",
			"answer skip with the step's output",
			"answer stop",
		}
	}
	return []string{"fix what the failure names, then answer retry", "answer skip with the step's output", "answer stop"}
}

func (r *Recovery) newReport(ctx workflow.Context, outcome rung.RunOutcome, rule, reason string, failed *rung.FailedStep) *rung.Report {
	info := workflow.GetInfo(ctx)
	now := workflow.Now(ctx)
	return &rung.Report{RunID: info.WorkflowExecution.ID, Goal: r.opts.Goal, Outcome: outcome, Rule: rule, Reason: reason,
		Failed: failed, Steps: append([]rung.StepReport(nil), r.steps...), Actions: append([]rung.ActionRecord(nil), r.actions...),
		World:    append([]rung.Observation(nil), r.observed...),
		Counters: rung.Counters{Plans: r.plans, ElapsedMS: now.Sub(r.start).Milliseconds()}, Started: r.start, Ended: now}
}

// activityCtx names the step's activity execution after the step and its
// request, so the interceptor's key (<workflow ID>/<activity ID>) is the
// same for every execution of the same request, the ones after a person's
// retry included: the ledger then answers them with the stored outcome. A
// repaired or rerouted request gets a new key.
func (r *Recovery) activityCtx(ctx workflow.Context, s Step) workflow.Context {
	ao := workflow.GetActivityOptions(ctx)
	args, _ := argsMap(s.Args)
	ao.ActivityID = s.ID + "/" + rung.RequestFingerprint(s.Activity, args)[:12]
	return workflow.WithActivityOptions(ctx, ao)
}

// fingerprint is the plan's rung fingerprint over (activity, arguments).
func (r *Recovery) fingerprint(plan []Step) string {
	p := &rung.Plan{Goal: r.opts.Goal}
	for i, s := range plan {
		args, _ := argsMap(s.Args)
		p.Steps = append(p.Steps, rung.Step{ID: "s" + strconv.Itoa(i), Tool: s.Activity, Args: args})
	}
	return rung.Fingerprint(p, nil)
}

func without(list []string, drop string) []string {
	var out []string
	for _, s := range list {
		if s != drop {
			out = append(out, s)
		}
	}
	return out
}
