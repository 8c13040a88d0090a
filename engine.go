package rung

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// Engine executes plans and climbs the recovery ladder when a step fails:
// it classifies the failure, asks Decide what to do, and does it. Every
// field is optional except Tools; the zero values are working defaults.
//
// An Engine may run several plans concurrently once configured, as long as
// its fields are not changed meanwhile, its tools, planner, classifier,
// ledger and observers are safe for concurrent use, and Jitter is too.
type Engine struct {
	// Tools are what plan steps may call.
	Tools []Tool
	// Planner writes the first plan (when Run is given only a goal),
	// repairs and replans. Without one, a repair or replan hands back.
	Planner Planner
	// Classifier turns tool errors that are not already classified
	// *Failure values into failures. Default: BasicClassifier; package
	// classify has the protocol presets.
	Classifier Classifier
	// Ledger claims an idempotency key before every call of a tool with
	// SideEffects. Without one, side-effecting steps have no checkpoint, so
	// an uncertain effect aborts the run instead of replaying.
	Ledger Ledger
	// Lease is how long a ledger claim is held for one call. Default: the
	// tool's Timeout, else one minute.
	Lease time.Duration
	// Clock is the only source of time. Default: SystemClock.
	Clock Clock
	// Policy sets the per-step and per-run rung budgets.
	Policy Policy
	// Limits is the run's shared budget.
	Limits Limits
	// Observers receive every event of every run, synchronously.
	Observers []Observer
	// Jitter returns a uniform number in [0, 1) to spread retry waits.
	// Default: math/rand/v2. Inject a seeded source for deterministic runs.
	Jitter func() float64
	// RunID names the next run; it prefixes idempotency keys, so runs that
	// share a ledger need distinct ids. Default: "run-" plus the start time,
	// a sequence number and 32 random bits (engines in other processes share
	// the ledger and the clock).
	RunID string
	// Checkpoints, when set, records every completed step of every run, so
	// that Resume can continue a cancelled or crashed run without running
	// its recorded steps again. Without it, runs are not resumable.
	Checkpoints Checkpointer
	// MaxInlineWait, when positive, is the longest wait before a retry or
	// replay that a run sleeps through in place; a longer one stops the run
	// with rule RuleLongWait and Report.ResumeAt, so that a job queue can
	// park the run and Resume it when the wait is over (package jobs does).
	// Default 0: every wait is slept in place.
	MaxInlineWait time.Duration
	// Health, when set, is what the fleet of runs sharing it knows about
	// the tools' endpoints (a circuit breaker per tool and host, a shared
	// Retry-After): while a breaker is open a call is not made and the step
	// goes straight to a declared alternative, or hands back; Policy.Breaker
	// sets when it opens. See health.go.
	Health Health

	seq atomic.Uint64
}

// RunGoal asks the Planner for a plan toward goal and runs it.
func (e *Engine) RunGoal(ctx context.Context, goal string) (*Report, error) {
	return e.Run(ctx, &Plan{Goal: goal})
}

// Run executes plan, recovering from failed steps, and reports how it
// ended. A plan with no steps is planned first by the Planner from its Goal.
// Handbacks and aborts are outcomes, not errors: Run returns an error only
// for unusable input (a nil plan, an empty plan with no planner) or when ctx
// ends the run, and then still returns the report so far.
func (e *Engine) Run(ctx context.Context, plan *Plan) (*Report, error) {
	return e.run(ctx, plan, "", nil)
}

func (e *Engine) run(ctx context.Context, plan *Plan, runID string, rs *resumeState) (*Report, error) {
	if plan == nil {
		return nil, errors.New("rung: Run: nil plan")
	}
	if len(plan.Steps) == 0 && e.Planner == nil {
		return nil, errors.New("rung: Run: the plan has no steps and the engine has no planner to write one")
	}
	r := e.newRunner(ctx, plan.Goal)
	if runID != "" {
		r.id = runID
	}
	r.resume = rs
	if r.observed {
		r.emit(Event{Type: EventRunStart, Reason: Redact(plan.Goal), Budget: r.budget.State().Line(r.clock.Now(), -1)})
	}
	if len(plan.Steps) == 0 {
		r.firstPlan()
	} else {
		r.install(plan, "given")
	}
	for r.outcome == "" {
		if len(r.queue) == 0 {
			r.outcome, r.reason = OutcomeCompleted, "every step of plan 1 is done" // the usual case, not built
			if r.planNo != 1 {
				r.reason = "every step of plan " + strconv.Itoa(r.planNo) + " is done"
			}
			break
		}
		if err := r.ctx.Err(); err != nil {
			r.stop(OutcomeHandback, RuleCanceled, "the run's context ended: "+err.Error(), nil, nil, Signature{})
			r.err = err
			break
		}
		s := r.queue[0]
		r.queue = r.queue[1:]
		r.execStep(s)
	}
	rep, err := r.finish(), r.err
	// Nothing the report holds points into the runner (its slices and
	// pointers are their own allocations, the fingerprints a copy), and
	// nothing that outlives the run holds the runner: a tool left running
	// past its deadline holds only its context and arguments. So the
	// runner is cleared and reused by the next run.
	*r = runner{}
	runners.Put(r)
	return rep, err
}

// runners recycles runners: a runner is most of a short run's allocation.
var runners = sync.Pool{New: func() any { return new(runner) }}

type stepRun struct {
	Step
	plan      int
	state     StepState
	tool      *Tool // current tool, after reroutes
	orig      *Tool // the step's own tool
	sent      map[string]any
	attempts  int
	repairs   int
	reroutes  int
	replays   int
	tried     []string
	repairSig Signature
	repairMsg string // the verbatim message the last repair was asked to fix
	output    any
	fact      map[string]any
	failure   *Failure
	invalid   bool
	key       string
	token     uint64
	ckpt      string
	index     int    // position in its plan
	request   string // request fingerprint of the plan's arguments, for checkpoints
	restored  bool   // completed from a checkpoint on resume
	no        int    // its number in the report's steps, from 1
	// pending is the call's outcome, left to be stored with the
	// checkpoint in one transaction (StepCommitter).
	pending *pendingOutcome
	// fleet is what Engine.Health said of the current tool's endpoint.
	fleet HealthCheck
}

type keyLineage struct {
	request string
	gen     int
}

type runner struct {
	e        *Engine
	ctx      context.Context
	id       string
	goal     string
	clock    Clock
	policy   Policy
	budget   *Budget
	start    time.Time
	observed bool

	conv         Convergence
	planNo       int
	fingerprints []string
	plans        []*Plan // every plan installed, in order
	need         Cost    // what a budget hand-back refused to start
	steps        []*stepRun
	queue        []*stepRun
	done         map[string]*stepRun
	completed    []*stepRun
	observations []Observation
	obsAtPlan    int
	replans      int
	probeRungs   int
	actions      []ActionRecord
	keys         map[string]keyLineage
	toolInfos    []ToolInfo
	active       *stepRun // the step being executed, if any

	outcome  RunOutcome
	rule     string
	reason   string
	failed   *FailedStep
	evidence Evidence
	options  []string
	err      error

	resume   *resumeState
	resumeAt time.Time // set by longWait

	// First backing arrays of the slices above: most runs install one plan
	// of few steps, and these spare them an allocation each.
	plan1  [1]*Plan
	fp1    [1]string
	steps1 [1]*stepRun
	queue1 [1]*stepRun
	done1  [1]*stepRun
	// The budget and the step of a one-step first plan live here too, so
	// that such a run allocates its runner once, not three times.
	budget0 Budget
	run1    [1]stepRun
}

// doneMapAt is how many completed steps a run looks up by scanning before it
// keeps a map of them: below it, a scan of a few ids is cheaper than the
// map, and most runs never build one.
const doneMapAt = 8

func (e *Engine) newRunner(ctx context.Context, goal string) *runner {
	clock := e.Clock
	if clock == nil {
		clock = SystemClock{}
	}
	start := clock.Now()
	id := e.RunID
	if id == "" {
		id = defaultRunID(start, e.seq.Add(1))
	}
	var deadline time.Time
	if d, ok := ctx.Deadline(); ok {
		if _, wall := clock.(SystemClock); wall { // a virtual clock's time is not the context's
			deadline = d
		}
	}
	r := runners.Get().(*runner)
	r.e, r.ctx, r.id, r.goal, r.clock, r.policy = e, ctx, id, goal, clock, e.Policy
	r.start, r.observed = start, len(e.Observers) > 0
	r.budget0.init(e.Limits, start, deadline)
	r.budget = &r.budget0
	r.plans, r.fingerprints = r.plan1[:0], r.fp1[:0]
	r.steps, r.queue, r.completed = r.steps1[:0], r.queue1[:0], r.done1[:0]
	return r
}

func (r *runner) emit(ev Event) {
	ev.At = r.clock.Now()
	ev.RunID = r.id
	if ev.Plan == 0 {
		ev.Plan = r.planNo
	}
	for _, o := range r.e.Observers {
		o.Observe(ev)
	}
}

func (r *runner) tools() []ToolInfo {
	if r.toolInfos == nil {
		r.toolInfos = make([]ToolInfo, len(r.e.Tools))
		for i := range r.e.Tools {
			r.toolInfos[i] = toolInfo(&r.e.Tools[i])
		}
	}
	return r.toolInfos
}

func toolInfo(t *Tool) ToolInfo {
	if t == nil {
		return ToolInfo{}
	}
	return ToolInfo{Name: t.Name, Description: t.Description, InputSchema: t.InputSchema, SideEffects: t.SideEffects}
}

func (r *runner) chargeTool() {
	st := r.budget.ChargeTool(1)
	if r.observed {
		r.emit(Event{Type: EventBudget, Spent: st.Spent, Budget: st.Line(r.clock.Now(), -1)})
	}
}

// chargeModel charges a model turn. A turn that reaches the token or cost
// ceiling ends the run right there: what it answered is not acted on, since
// nothing is left to pay for acting on it.
func (r *runner) chargeModel(purpose Purpose, u Usage, took time.Duration) {
	before := r.budget.State()
	st := r.budget.ChargeModel(u)
	if r.observed {
		// A declared answer (NoModel, planner/static's) called no model:
		// no model_call record, so traces, doctor and OTel count none.
		if u.Calls != NoModel {
			r.emit(Event{Type: EventModelCall, Purpose: purpose, Usage: u, DurationMS: took.Milliseconds()})
		}
		r.emit(Event{Type: EventBudget, Spent: st.Spent, Budget: st.Line(r.clock.Now(), -1)})
	}
	if spent := st.Overspent(); spent != "" && before.Overspent() == "" {
		turn := "the " + string(purpose) + " model turn (model call " + strconv.Itoa(st.Spent.ModelCalls) + ", " + groupDigits(u.Tokens()) + " tokens"
		if u.Cost > 0 {
			turn += ", cost " + strconv.FormatFloat(u.Cost, 'f', 2, 64)
		}
		var f *Failure
		if r.active != nil {
			f = r.active.failure
		}
		r.stop(OutcomeHandback, RuleBudget, "budget: "+turn+") crossed the ceiling: "+spent+"; its answer was not acted on", r.active, f, Signature{})
	}
}

// firstPlan asks the planner for the run's first plan.
func (r *runner) firstPlan() {
	if short := r.shortfall(Cost{ModelCalls: 1, Tokens: r.policy.ReplanTokens}); short != "" {
		r.stop(OutcomeHandback, RuleBudget, "budget: "+short+" for the first plan", nil, nil, Signature{})
		return
	}
	req := PlanRequest{Purpose: PurposePlan, Goal: r.goal, Tools: r.tools(), Budget: r.budget.State().Line(r.clock.Now(), -1)}
	req.Prompt = PlanPrompt(req)
	resp, err := r.askPlan(PurposePlan, req)
	if r.outcome != "" {
		return // the turn crossed a ceiling
	}
	if err != nil || resp == nil {
		r.stop(OutcomeHandback, "planner", "the planner could not write a plan: "+errText(err), nil, nil, Signature{})
		return
	}
	if len(resp.Plan.Steps) == 0 {
		r.stop(OutcomeHandback, "planner", "the planner returned a plan with no steps", nil, nil, Signature{})
		return
	}
	r.install(&resp.Plan, "first")
}

// install makes p the current plan, unless its fingerprint repeats an
// earlier plan's. Steps already done (and not invalidated) are kept.
func (r *runner) install(p *Plan, why string) bool {
	if p.Goal != "" && r.goal == "" {
		r.goal = p.Goal
	}
	if !r.admitPlan(p, why) {
		return false
	}
	// The first plan's fingerprint is left for later when nothing reads it
	// now: a run of one plan that completes never shows it (see
	// firstFingerprint), and its SHA-256 was a tenth of such a run's cost.
	var fp string
	if len(r.plans) > 0 || r.observed {
		r.firstFingerprint()
		fp = Fingerprint(p, r.e.Tools)
	}
	n, repeatOf := r.conv.Plan(fp)
	if repeatOf == 0 && len(r.plans) > 0 {
		// A replan may leave out the steps already done; what it would
		// execute is what counts. The same remaining actions as the last
		// plan's is a repeat, however the plans differ in what is behind.
		rest, prev := r.remaining(p), r.remaining(r.plans[len(r.plans)-1])
		if len(rest.Steps) > 0 && len(prev.Steps) > 0 {
			if rfp := Fingerprint(&rest, r.e.Tools); rfp == Fingerprint(&prev, r.e.Tools) {
				fp, repeatOf = rfp, n-1
			}
		}
	}
	r.plans = append(r.plans, p)
	r.planNo = n
	r.fingerprints = append(r.fingerprints, fp)
	if r.observed {
		// The steps are shared, not copied: the engine never changes an
		// installed plan's steps (a repair replaces a step's arguments on
		// its own copy), and observers must not change them either.
		r.emit(Event{Type: EventPlan, Fingerprint: fp, Reason: why, Steps: p.Steps})
	}
	for _, s := range r.queue {
		s.state = StepSuperseded
	}
	r.queue = r.queue[:0]
	if n == 1 && !r.checkDivergence(p) {
		return false
	}
	if repeatOf > 0 {
		r.evidence.Fingerprint, r.evidence.RepeatOf = fp, repeatOf
		var last *stepRun
		if len(r.steps) > 0 {
			last = r.steps[len(r.steps)-1]
			for i := len(r.steps) - 1; i >= 0; i-- {
				if r.steps[i].state == StepFailed {
					last = r.steps[i]
					break
				}
			}
		}
		var f *Failure
		if last != nil {
			f = last.failure
		}
		reason := "convergence: plan " + strconv.Itoa(n) + " has fingerprint " + fp + ", the same as plan " + strconv.Itoa(repeatOf) + "; it proposes the same actions, so it would meet the same outcome"
		rec := ActionRecord{Action: ActionHandback, Rule: RuleConvergence, Reason: reason, At: r.clock.Now()}
		if last != nil {
			rec.Step, rec.Tool = last.ID, last.Step.Tool
		}
		if f != nil {
			rec.Kind = f.Kind
		}
		r.actions = append(r.actions, rec)
		r.stop(OutcomeHandback, RuleConvergence, reason, last, f, Signature{})
		return false
	}
	var runs []stepRun
	if n == 1 && len(p.Steps) == len(r.run1) {
		runs = r.run1[:]
	} else {
		runs = make([]stepRun, len(p.Steps))
	}
	for i := range p.Steps {
		st := p.Steps[i]
		if st.ID == "" {
			st.ID = "step" + strconv.Itoa(i+1)
		}
		if d, ok := r.doneStep(st.ID); ok && !d.invalid {
			continue
		}
		s := &runs[i]
		s.Step, s.plan, s.state, s.index = st, n, StepNeverRan, i
		if r.e.Checkpoints != nil {
			s.request = RequestFingerprint(st.Tool, st.Args)
		}
		s.no = len(r.steps) + 1
		r.steps = append(r.steps, s)
		r.queue = append(r.queue, s)
	}
	return true
}

// firstFingerprint fills in the first plan's fingerprint, which install
// leaves empty (a fingerprint never is) when no observer is attached, before
// anything reads it: the next plan's convergence check, or the report of a
// run that did not complete. It is the same value install would have
// computed, since an installed plan's steps are never changed.
func (r *runner) firstFingerprint() {
	if len(r.fingerprints) == 0 || r.fingerprints[0] != "" {
		return
	}
	fp := Fingerprint(r.plans[0], r.e.Tools)
	r.fingerprints[0], r.conv.first = fp, fp
}

// execStep runs one step to completion, a skip, a replan or the end of the run.
func (r *runner) execStep(s *stepRun) {
	r.active = s
	defer func() { r.active = nil }()
	s.orig = findTool(r.e.Tools, s.Step.Tool)
	s.tool = s.orig
	s.state = StepRunning
	if r.restore(s) {
		return
	}
	if !r.checkPreconditions(s) {
		return
	}
	for {
		if s.tool == nil {
			name := s.Step.Tool
			if len(s.tried) > 0 {
				name = s.tried[len(s.tried)-1]
			}
			f := Premise(errors.New("no tool named " + strconv.Quote(name) + " is declared"))
			if !r.handleFailure(s, f, Signature{Tool: name, Class: "unknown_tool"}) {
				return
			}
			continue
		}
		args, err := r.resolve(s.Args)
		if err != nil {
			f := Premise(err)
			if !r.handleFailure(s, f, SignatureOf(s.tool.Name, f, s.Args, s.tool)) {
				return
			}
			continue
		}
		s.sent = args
		if !r.admitCall(s, args) {
			return
		}
		if short := r.shortfall(Cost{Time: r.expected(s.tool), ToolCalls: 1}); short != "" {
			r.stop(OutcomeHandback, RuleBudget, "budget: "+short+" for a call of "+s.tool.Name+"; handing back instead of starting what cannot finish", s, s.failure, Signature{})
			return
		}
		if r.e.Health != nil {
			switch r.fleetAdmit(s, args) {
			case fleetAgain:
				continue
			case fleetStop:
				return
			}
		}
		s.attempts++
		if r.observed {
			r.emit(Event{Type: EventStepStart, Step: s.ID, Tool: s.tool.Name, Attempt: s.attempts, Index: s.no, State: StepRunning, Args: args})
		}
		mark := r.fleetMark()
		out, f := r.attempt(s, args)
		r.fleetRecord(s, args, f, mark)
		if r.outcome != "" {
			r.flushPending(s)
			return
		}
		if f == nil {
			s.output, s.failure = out, nil
			r.complete(s, StepDone)
			return
		}
		if !r.handleFailure(s, f, SignatureOf(s.tool.Name, f, args, s.tool)) {
			return
		}
	}
}

// checkPreconditions runs the step's checks; a failing check is a premise
// failure of the step, recorded as an observation.
func (r *runner) checkPreconditions(s *stepRun) bool {
	for _, pc := range s.Preconditions {
		t := findTool(r.e.Tools, pc.Tool)
		var out any
		var f *Failure
		if t == nil {
			f = Premise(errors.New("no tool named " + strconv.Quote(pc.Tool) + " is declared"))
		} else {
			if short := r.shortfall(Cost{Time: r.expected(t), ToolCalls: 1}); short != "" {
				r.stop(OutcomeHandback, RuleBudget, "budget: "+short+" for the precondition "+pc.Tool+" of "+s.ID, s, nil, Signature{})
				return false
			}
			args, err := r.resolve(pc.Args)
			if err != nil {
				f = Premise(err)
			} else {
				var rerr error
				out, rerr = r.invoke(t, args, "")
				r.chargeTool()
				if rerr != nil {
					f = r.classify(t, rerr)
				}
			}
		}
		obs := Observation{Call: pc, Output: out, Failure: f, At: r.clock.Now()}
		r.observations = append(r.observations, obs)
		if r.observed {
			ro := redactedObservation(obs)
			r.emit(Event{Type: EventPrecondition, Step: s.ID, Tool: pc.Tool, Observation: &ro})
		}
		if f != nil {
			pf := *f
			pf.Kind, pf.Timeout, pf.RetryAfter = KindPremise, false, 0
			pf.Message = "precondition " + pc.Tool + " failed: " + failureText(f)
			pf.Err = f
			if !r.handleFailure(s, &pf, SignatureOf(pc.Tool, f, pc.Args, t)) {
				return false
			}
			// A premise failure never retries the step, but a decision
			// could, in principle, ask to go on: then the check is passed.
		}
	}
	return true
}

func (r *runner) expected(t *Tool) time.Duration {
	if t != nil && t.ExpectedDuration > 0 {
		return t.ExpectedDuration
	}
	return r.policy.CallDuration
}

// attempt makes one call of the step's tool, behind a ledger claim when the
// tool has side effects. It returns the output or the classified failure.
func (r *runner) attempt(s *stepRun, args map[string]any) (any, *Failure) {
	t := s.tool
	led := r.e.Ledger
	if !t.SideEffects {
		out, err := r.invoke(t, args, "")
		r.chargeTool()
		if err != nil {
			return nil, r.classify(t, err)
		}
		return out, nil
	}
	if led == nil {
		out, err := r.invoke(t, args, "")
		r.chargeTool()
		if err != nil {
			return nil, sideEffectFailure(r.classify(t, err), err)
		}
		return out, nil
	}
	req := RequestFingerprint(t.Name, args)
	s.key, s.ckpt = r.keyFor(s.ID, req), "ckpt-"+strconv.Itoa(len(r.completed))
	kc := keyedCall{
		ledger: led, clock: r.clock, tool: t, key: s.key, lease: leaseFor(r.e.Lease, t), ctx: r.ctx,
		call:       func(key string) (any, error) { return r.invoke(t, args, key) },
		classify:   func(err error) *Failure { return r.classify(t, err) },
		charge:     r.chargeTool,
		attemptCtx: func() (context.Context, context.CancelFunc) { return r.attemptContext(t) },
		deferDone:  r.e.Checkpoints != nil && r.e.stepCommitter() != nil,
	}
	res := kc.run(args)
	s.token, s.pending = res.token, res.pending
	switch res.status {
	case keyedStored:
		if r.observed {
			r.emit(Event{Type: EventReplay, Step: s.ID, Tool: t.Name, Key: s.key, Reason: "the ledger holds this key's outcome; returned it without calling"})
		}
	case keyedApplied:
		if r.observed {
			r.emit(Event{Type: EventReplay, Step: s.ID, Tool: t.Name, Key: s.key, Reason: "an earlier call under this key may have landed; the reconciliation read found its effect, so the step is done without calling"})
		}
	case keyedMismatch:
		r.stop(OutcomeAbort, RuleSideEffect, "side-effect: "+ErrKeyMismatch.Error()+" ("+s.key+"); nothing ran", s, nil, Signature{})
		return nil, nil
	case keyedStale:
		r.stop(OutcomeAbort, RuleSideEffect, staleLeaseReason(s.key), s, nil, Signature{})
		return nil, nil
	case keyedUnreconciled:
		s.token = 0
		r.stop(OutcomeAbort, RuleSideEffect, "side-effect: an earlier call of "+t.Name+" under key "+s.key+" may have landed and the tool takes no idempotency key, so calling again could act twice ("+res.why+"); reconcile first: `rung ledger resolve "+s.key+" --applied` if the effect exists, `--not-applied` if it does not, then resume", s, res.f, Signature{})
		return nil, nil
	case keyedCalled:
		if res.replay && r.observed {
			reason := "an earlier call under this key may have landed; the downstream deduplicates by the key"
			if !t.AcceptsIdempotencyKey {
				reason = "an earlier call under this key may have landed; the reconciliation read found no effect, so the call was made again"
			}
			r.emit(Event{Type: EventReplay, Step: s.ID, Tool: t.Name, Key: s.key, Reason: reason})
		}
	}
	return res.out, res.f
}

// sideEffectFailure records on a side-effecting call's failure whether the
// call may have changed the world, by EffectOf: from whether the request
// may have reached the service, not from the kind alone.
func sideEffectFailure(f *Failure, err error) *Failure {
	e := EffectOf(f, err)
	if e == f.Effect {
		return f
	}
	cp := *f
	cp.Effect = e
	return &cp
}

// keyFor derives a step's idempotency key from the run, the step and the
// lineage of its request fingerprints (req): retries and replays of the same request share a key; a
// repaired or rerouted request gets the next one.
func (r *runner) keyFor(step, req string) string {
	if r.keys == nil {
		r.keys = make(map[string]keyLineage)
	}
	l, ok := r.keys[step]
	if !ok || l.request != req {
		l.request, l.gen = req, l.gen+1
		r.keys[step] = l
	}
	return r.id + "/" + step + "/" + strconv.Itoa(l.gen)
}

// invoke calls the tool under a per-attempt context; a panic becomes an
// unknown failure. A tool that ignores its context cannot hold the run past
// the attempt's timeout or the run's deadline: the call is left to finish
// on its own and the attempt fails as timed out (its goroutine ends when
// the tool returns).
func (r *runner) invoke(t *Tool, args map[string]any, key string) (any, error) {
	if t.Call == nil {
		return nil, Premise(errors.New("tool " + t.Name + " has no Call function"))
	}
	ctx, cancel := r.attemptContext(t)
	defer cancel()
	if key != "" {
		ctx = WithIdempotencyKey(ctx, key)
	}
	return callTool(ctx, t, args)
}

// attemptContext bounds one attempt by the tool's timeout (or the policy's)
// and, on the wall clock, by the time the run's deadline leaves.
func (r *runner) attemptContext(t *Tool) (context.Context, context.CancelFunc) {
	return attemptContext(r.ctx, r.clock, r.budget, t, r.policy)
}

// attemptContext is the context of one attempt, shared by the engine and
// Session: the tool's timeout (else the policy's) and, on the wall clock,
// never past the budget's deadline.
func attemptContext(ctx context.Context, clock Clock, b *Budget, t *Tool, p Policy) (context.Context, context.CancelFunc) {
	timeout := t.Timeout
	if timeout <= 0 {
		timeout = p.CallTimeout
	}
	if _, wall := clock.(SystemClock); wall {
		if left, ok := b.State().TimeLeft(clock.Now()); ok && (timeout <= 0 || left < timeout) {
			timeout = max(left, time.Millisecond)
		}
	}
	if timeout > 0 {
		return context.WithTimeout(ctx, timeout)
	}
	return ctx, func() {}
}

// callTool calls t.Call, returning when it does or, should it block past
// ctx's deadline (the attempt's timeout, the run's deadline), when the
// deadline passes. A context with no deadline costs no goroutine: the call
// runs inline, and a cancellation reaches it through ctx (a second Ctrl-C
// exits the process whatever the tool does).
func callTool(ctx context.Context, t *Tool, args map[string]any) (any, error) {
	if _, ok := ctx.Deadline(); !ok {
		return guardedCall(ctx, t, args)
	}
	type result struct {
		out any
		err error
	}
	done := make(chan result, 1)
	go func() {
		out, err := guardedCall(ctx, t, args)
		done <- result{out, err}
	}()
	select {
	case res := <-done:
		return res.out, pastDeadline(ctx, res.err)
	case <-ctx.Done():
		// Give a tool that honours its context the first word: its own
		// error says more than ours.
		select {
		case res := <-done:
			return res.out, pastDeadline(ctx, res.err)
		default:
		}
		err := fmt.Errorf("tool %s did not return when its context ended: %w", t.Name, context.Cause(ctx))
		if errors.Is(ctx.Err(), context.DeadlineExceeded) {
			return nil, Timeout(err)
		}
		return nil, err
	}
}

// deadlineCut is a tool's error returned after its attempt's deadline
// passed: the text is the tool's, and the mark lets classification tell a
// cancellation the deadline caused from one the caller asked for.
type deadlineCut struct{ err error }

func (d *deadlineCut) Error() string { return d.err.Error() }
func (d *deadlineCut) Unwrap() error { return d.err }

// pastDeadline marks err as cut by ctx's deadline when that deadline has
// passed; any other error, or none, is returned as it is. The deadline is
// read from its time as well as from ctx.Err: a tool that returns at the
// deadline's instant can come back before the context's timer has marked
// it done.
func pastDeadline(ctx context.Context, err error) error {
	if err == nil {
		return err
	}
	if dl, ok := ctx.Deadline(); !errors.Is(ctx.Err(), context.DeadlineExceeded) && (!ok || time.Now().Before(dl)) {
		return err
	}
	return &deadlineCut{err: err}
}

// ReasonAttemptDeadline is the reason of a failure the tool reported as a
// cancellation when it was rung's own attempt deadline (or the run's) that
// stopped it: lib/pq, for one, answers a context deadline with PostgreSQL's
// 57014 "canceling statement due to user request", whose words read as the
// caller's decision to stop. No one decided to stop; the call ran out of
// time, which is a timeout.
const ReasonAttemptDeadline = "timeout: the attempt's deadline passed while the call ran; the cancellation the tool reports is that deadline's, not the caller's"

// cutByDeadline turns f, a cancellation by the caller, into the timeout it
// was when err is marked as cut by the attempt's deadline. Every other
// failure keeps its reading: a deadline proves nothing about an error that
// does not say it was cancelled.
func cutByDeadline(err error, f *Failure) *Failure {
	var cut *deadlineCut
	if f == nil || !canceledByCaller(f) || !errors.As(err, &cut) {
		return f
	}
	cp := *f
	cp.Kind, cp.Timeout, cp.Reason = KindTransient, true, ReasonAttemptDeadline
	return &cp
}

// guardedCall makes the call, turning a panic into an unknown failure.
func guardedCall(ctx context.Context, t *Tool, args map[string]any) (out any, err error) {
	defer func() {
		if p := recover(); p != nil {
			out = nil
			err = &Failure{Kind: KindUnknown, Message: fmt.Sprintf("tool %s panicked: %v", t.Name, p), Reason: "panic"}
		}
	}()
	return t.Call(ctx, args)
}

func (r *runner) classify(t *Tool, err error) *Failure {
	if c, ok := r.e.Classifier.(ContextClassifier); ok {
		return r.classifyModel(c, t, err)
	}
	return classifyWith(r.e.Classifier, t, err)
}

// classifyWith classifies a tool's error: a *Failure with a kind (or a
// panic) is taken as it is; otherwise c (BasicClassifier when nil) decides,
// and what it cannot read is unknown.
func classifyWith(c Classifier, t *Tool, err error) *Failure {
	if f, ok := AsFailure(err); ok && (f.Kind != KindUnknown || f.Reason == "panic") {
		return cutByDeadline(err, f)
	}
	if c == nil {
		c = BasicClassifier{}
	}
	if f := c.Classify(t, err); f != nil {
		return cutByDeadline(err, f)
	}
	return Unknown(err)
}

// handleFailure decides about f and acts. It returns true when the step
// should be attempted again (retry, replay, repair, reroute).
func (r *runner) handleFailure(s *stepRun, f *Failure, sig Signature) bool {
	s.failure = f
	recurring := r.conv.Failure(sig, f.Kind)
	if r.observed {
		r.emit(Event{Type: EventFailure, Step: s.ID, Tool: sig.Tool, Attempt: s.attempts, Failure: redactedFailure(f), Signature: sig})
	}
	if err := r.ctx.Err(); err != nil && f.Effect == EffectNone {
		r.err = err
		r.stop(OutcomeHandback, RuleCanceled, "the run's context ended: "+err.Error(), s, f, sig)
		return false
	}
	hist := StepHistory{
		Tool: sig.Tool, Attempts: s.attempts, Repairs: s.repairs, Reroutes: s.reroutes, Replays: s.replays,
		ErrorChanged:  s.repairs > 0 && sig != s.repairSig,
		ErrorRepeated: s.repairs > 0 && sig == s.repairSig && f.Message == s.repairMsg,
		Expected:      r.expected(s.tool),
		Fleet:         s.fleet,
	}
	if s.key != "" && s.token != 0 {
		hist.Checkpoint = s.ckpt
		hist.KeyAccepted = s.tool != nil && s.tool.AcceptsIdempotencyKey
	}
	if s.orig != nil {
		for _, alt := range s.orig.Alternatives {
			if !contains(s.tried, alt) && (s.tool == nil || alt != s.tool.Name) {
				hist.Alternatives = append(hist.Alternatives, alt)
			}
		}
	}
	switch {
	case s.tool != nil && len(s.tool.Probes) > 0:
		hist.Probes = s.tool.Probes
	case s.orig != nil:
		hist.Probes = s.orig.Probes
	}
	run := RunHistory{Replans: r.replans, Probes: r.probeRungs, NewObservations: len(r.observations) - r.obsAtPlan, RecurringIn: recurring}
	if recurring > 0 {
		run.Signature = sig.String()
	}
	for {
		d := Decide(r.clock.Now(), f, hist, run, r.budget.State(), r.policy)
		r.record(s, d, sig)
		switch d.Action {
		case ActionRetry:
			return r.wait(s, d)
		case ActionReplay:
			s.replays++
			if r.observed {
				r.emit(Event{Type: EventReplay, Step: s.ID, Tool: sig.Tool, Key: s.key, Reason: d.Reason})
			}
			return r.wait(s, d)
		case ActionRepair:
			return r.repair(s, f, sig)
		case ActionReroute:
			s.tried = append(s.tried, d.Alternative)
			s.reroutes++
			s.tool = findTool(r.e.Tools, d.Alternative)
			s.key, s.token = "", 0
			return true
		case ActionSkip:
			s.fact = f.Fact
			s.output = f.Fact
			if r.observed {
				r.emit(Event{Type: EventSkip, Step: s.ID, Tool: sig.Tool, Fact: f.Fact})
			}
			r.complete(s, StepSkipped)
			return false
		case ActionProbe:
			r.probe(s, d.Probes)
			run.Probes = r.probeRungs
			run.NewObservations = len(r.observations) - r.obsAtPlan
			if r.outcome != "" {
				return false
			}
			continue
		case ActionReplan:
			r.replan(s, f)
			return false
		default: // handback, abort
			outcome := OutcomeHandback
			if d.Action == ActionAbort {
				outcome = OutcomeAbort
			}
			reason := d.Reason
			if d.Rule == RuleSideEffect && s.key != "" {
				// Decide cannot know the key; the person who reconciles
				// needs it, and the command that records what they find.
				reason += " (idempotency key " + s.key + "): if the effect exists, `rung ledger resolve " + s.key + " --applied`; if it does not, `rung ledger resolve " + s.key + " --not-applied`; then resume"
			}
			r.stop(outcome, d.Rule, reason, s, f, sig)
			return false
		}
	}
}

func redactedFailure(f *Failure) *Failure {
	msg := Redact(failureText(f))
	if msg == f.Message {
		return f
	}
	cp := *f
	cp.Message = msg
	return &cp
}

// redactedObservation is o as traces and reports may show it: a failure's
// message and a text output pass through Redact.
func redactedObservation(o Observation) Observation {
	if o.Failure != nil {
		o.Failure = redactedFailure(o.Failure)
	}
	if text, ok := o.Output.(string); ok {
		o.Output = Redact(text)
	}
	return o
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

// shortfall checks the shared budget for cost and, when it cannot pay,
// remembers cost as what the hand-back refused (the report's options).
func (r *runner) shortfall(cost Cost) string {
	short := r.budget.State().Shortfall(r.clock.Now(), cost)
	if short != "" {
		r.need = cost
	}
	return short
}

func (r *runner) record(s *stepRun, d Decision, sig Signature) {
	if d.Rule == RuleBudget {
		r.need = d.Need
	}
	r.actions = append(r.actions, ActionRecord{Action: d.Action, Kind: d.Kind, Step: s.ID, Tool: sig.Tool, Rule: d.Rule, Reason: d.Reason, At: r.clock.Now()})
	if r.observed {
		r.emit(Event{Type: EventDecision, Step: s.ID, Tool: sig.Tool, Action: d.Action, Rule: d.Rule, Reason: d.Reason,
			WaitMS: d.Wait.Milliseconds(), Alternative: d.Alternative, Signature: sig})
	}
}

// remaining is the part of p the run would still execute: its steps that
// are not already done (or were done on a premise now false).
func (r *runner) remaining(p *Plan) Plan {
	var rest Plan
	for i, st := range p.Steps {
		id := st.ID
		if id == "" {
			id = "step" + strconv.Itoa(i+1)
		}
		if d, ok := r.doneStep(id); ok && !d.invalid {
			continue
		}
		rest.Steps = append(rest.Steps, st)
	}
	return rest
}

// askPlan asks the planner for a plan (callPlanner retries transient
// failures). When the model says the prompt did not fit its context window,
// it asks once more with the compact request, if the budget allows.
func (r *runner) askPlan(purpose Purpose, req PlanRequest) (*PlanResponse, error) {
	var resp *PlanResponse
	ask := func(req PlanRequest) error {
		return r.callPlanner(purpose, func() (Usage, bool, error) {
			var err error
			resp, err = r.e.Planner.Plan(r.ctx, req)
			if resp == nil {
				return Usage{}, false, err
			}
			return resp.Usage, true, err
		})
	}
	err := ask(req)
	f, ok := AsFailure(err)
	if !ok || !PromptTooLong(f) || r.outcome != "" {
		return resp, err
	}
	if short := r.budget.State().Shortfall(r.clock.Now(), Cost{ModelCalls: 1}); short != "" {
		return resp, err
	}
	d := Decision{Action: ActionRepair, Rule: RuleKind, Kind: KindInvalid,
		Reason: "the " + string(purpose) + " prompt did not fit the model's context window: ask once more with a compact prompt"}
	r.actions = append(r.actions, ActionRecord{Action: d.Action, Kind: d.Kind, Tool: "planner", Rule: d.Rule, Reason: d.Reason, At: r.clock.Now()})
	if r.observed {
		r.emit(Event{Type: EventDecision, Tool: "planner", Purpose: purpose, Action: d.Action, Rule: d.Rule, Reason: d.Reason})
	}
	resp = nil
	err = ask(CompactPlanRequest(req))
	return resp, err
}

// callPlanner makes one planner call and charges what it reports, retrying
// the call while it fails transiently (a rate limit, an overloaded model),
// within the policy's retries and only when the budget can pay for the wait
// and another model call. The LLM planners turn their SDKs' own retries
// off, so this is the one place a model call is retried. Any other failure
// is returned for the caller to hand back.
func (r *runner) callPlanner(purpose Purpose, call func() (Usage, bool, error)) error {
	for n := 1; ; n++ {
		start := r.clock.Now()
		u, charged, err := call()
		if charged {
			r.chargeModel(purpose, u, r.clock.Now().Sub(start))
			if r.outcome != "" {
				return err
			}
		}
		f, ok := AsFailure(err)
		if err == nil || !ok || f.Kind != KindTransient || n > r.policy.retries() {
			return err
		}
		d := Decision{Action: ActionRetry, Rule: RuleKind, Kind: KindTransient}
		d.Wait, d.MinWait = waitFor(f, n, r.policy)
		if short := r.budget.State().Shortfall(r.clock.Now(), Cost{Time: d.Wait, ModelCalls: 1}); short != "" {
			return err
		}
		d.Reason = "transient failure of the " + string(purpose) + " model call: retry " + strconv.Itoa(n) + " of " + strconv.Itoa(r.policy.retries())
		r.actions = append(r.actions, ActionRecord{Action: d.Action, Kind: d.Kind, Tool: "planner", Rule: d.Rule, Reason: d.Reason, At: r.clock.Now()})
		if r.observed {
			r.emit(Event{Type: EventDecision, Tool: "planner", Purpose: purpose, Action: d.Action, Rule: d.Rule, Reason: d.Reason, WaitMS: d.Wait.Milliseconds()})
		}
		if !r.wait(nil, d) {
			return r.err
		}
	}
}

// wait sleeps before a retry or replay for a jittered duration between the
// decision's bounds.
func (r *runner) wait(s *stepRun, d Decision) bool {
	w := jittered(d, r.e.Jitter)
	if r.longWait(s, w) {
		return false
	}
	if err := r.clock.Sleep(r.ctx, w); err != nil {
		r.err = err
		var f *Failure
		if s != nil {
			f = s.failure
		}
		r.stop(OutcomeHandback, RuleCanceled, "the run's context ended during a wait: "+err.Error(), s, f, Signature{})
		return false
	}
	return true
}

func (r *runner) retriesLeft(s *stepRun) int {
	h := StepHistory{Attempts: s.attempts, Repairs: s.repairs, Reroutes: s.reroutes, Replays: s.replays}
	return max(r.policy.retries()-h.retries(), 0)
}

// repair asks the planner for new arguments, with the narrow context only.
func (r *runner) repair(s *stepRun, f *Failure, sig Signature) bool {
	if r.e.Planner == nil {
		r.stop(OutcomeHandback, RuleKind, "the step needs a repair and the engine has no planner", s, f, sig)
		return false
	}
	step := s.Step
	if s.tool != nil {
		step.Tool = s.tool.Name
	}
	if s.sent != nil {
		step.Args = s.sent
	}
	req := RepairRequest{Step: step, Tool: toolInfo(s.tool), Failure: f, Budget: r.budget.State().Line(r.clock.Now(), r.retriesLeft(s))}
	req.Prompt = RepairPrompt(req)
	var resp *RepairResponse
	err := r.callPlanner(PurposeRepair, func() (Usage, bool, error) {
		var err error
		resp, err = r.e.Planner.Repair(r.ctx, req)
		if resp == nil {
			return Usage{}, false, err
		}
		return resp.Usage, true, err
	})
	if r.outcome != "" {
		return false // the turn crossed a ceiling
	}
	if err != nil || resp == nil {
		r.stop(OutcomeHandback, "planner", "the planner could not repair "+s.ID+": "+errText(err), s, f, sig)
		return false
	}
	if !r.admitRepair(s, resp.Args) {
		return false
	}
	s.Args = resp.Args
	s.repairs++
	s.repairSig, s.repairMsg = sig, f.Message
	s.key, s.token = "", 0
	// A repair that returns the very request that failed changed nothing:
	// for a failure that time does not cure, calling again can only fail
	// the same way, so it is decided again as the same failure after a
	// repair (poison) instead. A persistent timeout's repair may keep the
	// request, and is then one more attempt.
	if f.Kind != KindTransient && step.Args != nil && resp.Args != nil && s.tool != nil &&
		RequestFingerprint(s.tool.Name, resp.Args) == RequestFingerprint(s.tool.Name, step.Args) {
		return r.handleFailure(s, f, sig)
	}
	return true
}

// probe makes the diagnostic calls and records their observations.
func (r *runner) probe(s *stepRun, calls []Call) {
	r.probeRungs++
	for _, c := range calls {
		t := findTool(r.e.Tools, c.Tool)
		var out any
		var f *Failure
		if t == nil {
			f = Premise(errors.New("no tool named " + strconv.Quote(c.Tool) + " is declared"))
		} else if args, err := r.resolve(c.Args); err != nil {
			f = Premise(err)
		} else {
			var cerr error
			out, cerr = r.invoke(t, args, "")
			r.chargeTool()
			if cerr != nil {
				f = r.classify(t, cerr)
			}
		}
		obs := Observation{Call: c, Output: out, Failure: f, At: r.clock.Now()}
		r.observations = append(r.observations, obs)
		if r.observed {
			ro := redactedObservation(obs)
			r.emit(Event{Type: EventProbe, Step: s.ID, Tool: c.Tool, Observation: &ro})
		}
	}
}

// replan asks the planner for a new plan from the failure point, with the
// broad context, and installs it.
func (r *runner) replan(s *stepRun, f *Failure) {
	sig := SignatureOf(s.Step.Tool, f, s.sent, s.tool)
	if r.e.Planner == nil {
		r.stop(OutcomeHandback, RuleKind, "the plan needs a replan and the engine has no planner", s, f, sig)
		return
	}
	r.invalidate(f.Invalidates)
	failed := s.Step
	if s.sent != nil {
		failed.Args = s.sent
	}
	req := PlanRequest{
		Purpose: PurposeReplan, Goal: r.goal, Tools: r.tools(), Completed: r.completedList(),
		FailedStep: &failed, Failure: f, Observations: r.observations,
		Budget: r.budget.State().Line(r.clock.Now(), -1),
	}
	req.Prompt = ReplanPrompt(req)
	resp, err := r.askPlan(PurposeReplan, req)
	if r.outcome != "" {
		return // the turn crossed a ceiling
	}
	if err != nil || resp == nil {
		r.stop(OutcomeHandback, "planner", "the planner could not replan: "+errText(err), s, f, sig)
		return
	}
	r.replans++
	s.state = StepFailed
	if r.observed {
		r.emit(Event{Type: EventStepEnd, Step: s.ID, Tool: s.Step.Tool, Attempt: s.attempts, State: StepFailed, Reason: "replanned"})
	}
	if len(resp.Plan.Steps) == 0 {
		r.stop(OutcomeHandback, "planner", "the planner found no plan around the failure of "+s.ID, s, f, sig)
		return
	}
	r.obsAtPlan = len(r.observations)
	r.install(&resp.Plan, "replan")
}

// invalidate marks completed steps, from the earliest one named onward, as
// resting on a falsified premise, so a new plan may redo them.
func (r *runner) invalidate(ids []string) {
	if len(ids) == 0 {
		return
	}
	from := -1
	for i, c := range r.completed {
		if contains(ids, c.ID) {
			from = i
			break
		}
	}
	if from < 0 {
		return
	}
	for _, c := range r.completed[from:] {
		c.invalid = true
		delete(r.done, c.ID)
	}
}

// doneStep returns the completed step named id, as a map of the completed
// steps by id, kept up to date by complete and invalidate, would: the last
// completion of id, unless invalidate has since removed it. Until the run
// has doneMapAt completions it scans them instead; the last completion of
// an id is invalid exactly when invalidate removed it, since invalidate
// marks a tail of the completions.
func (r *runner) doneStep(id string) (*stepRun, bool) {
	if r.done != nil {
		s, ok := r.done[id]
		return s, ok
	}
	for i := len(r.completed) - 1; i >= 0; i-- {
		if c := r.completed[i]; c.ID == id {
			if c.invalid {
				return nil, false
			}
			return c, true
		}
	}
	return nil, false
}

func (r *runner) completedList() []Completed {
	out := make([]Completed, len(r.completed))
	for i, c := range r.completed {
		step := c.Step
		if c.sent != nil {
			step.Args = c.sent
		}
		out[i] = Completed{Step: step, Output: c.output, Skipped: c.state == StepSkipped, Invalidated: c.invalid}
	}
	return out
}

func (r *runner) complete(s *stepRun, state StepState) {
	s.state = state
	r.completed = append(r.completed, s)
	switch {
	case r.done != nil:
		r.done[s.ID] = s
	case len(r.completed) >= doneMapAt:
		// Built from the completions so far, in order, sized for the
		// steps known now; until then doneStep scans (deletes of a nil
		// map are safe).
		r.done = make(map[string]*stepRun, max(len(r.steps), len(r.completed)))
		for _, c := range r.completed {
			if c.invalid {
				delete(r.done, c.ID)
			} else {
				r.done[c.ID] = c
			}
		}
	}
	if r.observed {
		ev := Event{Type: EventStepEnd, Step: s.ID, Tool: s.Step.Tool, Attempt: s.attempts, State: state}
		if s.restored {
			ev.Reason = "restored from checkpoint"
		}
		r.emit(ev)
	}
	r.checkpoint(s)
}

// stop ends the run.
func (r *runner) stop(outcome RunOutcome, rule, reason string, s *stepRun, f *Failure, sig Signature) {
	if r.outcome != "" {
		return
	}
	r.outcome, r.rule, r.reason = outcome, rule, reason
	if rule == RuleConvergence && !sig.IsZero() {
		r.evidence.Signature = sig
	}
	if s != nil {
		switch {
		case f != nil || s.attempts > 0:
			s.state = StepFailed
		case s.state == StepRunning:
			s.state = StepNeverRan // stopped before its first call
		}
		if f != nil {
			tool := s.Step.Tool
			if s.tool != nil {
				tool = s.tool.Name
			}
			if sig.IsZero() {
				sig = SignatureOf(tool, f, s.sent, s.tool)
			}
			r.failed = &FailedStep{Step: s.ID, Tool: tool, Kind: f.Kind, Code: codeText(f), Message: Redact(failureText(f)), Signature: sig, ClassifiedBy: f.ClassifiedBy}
		}
	}
	r.options = r.optionsFor(rule, s, f)
	if r.observed {
		step := ""
		if s != nil {
			step = s.ID
			r.emit(Event{Type: EventStepEnd, Step: s.ID, Tool: s.Step.Tool, Attempt: s.attempts, State: s.state})
		}
		r.emit(Event{Type: EventTerminal, Step: step, Rule: rule, Reason: reason, Outcome: outcome})
	}
}

func codeText(f *Failure) string {
	var parts []string
	if f.Protocol != "" {
		parts = append(parts, f.Protocol)
	}
	if f.Status != 0 {
		parts = append(parts, strconv.Itoa(f.Status))
	}
	if f.Code != "" {
		parts = append(parts, f.Code)
	}
	return strings.Join(parts, " ")
}

func errText(err error) string {
	if err == nil {
		return "no answer"
	}
	return Redact(err.Error())
}

// finish builds the report.
func (r *runner) finish() *Report {
	now := r.clock.Now()
	st := r.budget.State()
	var rep *Report
	if len(r.steps) == 1 {
		// The report and its one step in one allocation.
		one := new(reportOf1)
		rep, one.Report.Steps = &one.Report, one.steps[:]
	} else {
		rep = &Report{Steps: make([]StepReport, len(r.steps))}
	}
	*rep = Report{
		Steps: rep.Steps, RunID: r.id, Goal: r.goal, Outcome: r.outcome, Rule: r.rule, Reason: r.reason,
		Failed: r.failed, Evidence: r.evidence, Actions: r.actions, Options: r.options,
		Limits: r.e.Limits, Started: r.start, Ended: now, ResumeAt: r.resumeAt,
		Counters: Counters{
			ToolCalls: st.Spent.ToolCalls, ModelCalls: st.Spent.ModelCalls, Tokens: st.Spent.Tokens,
			Plans: r.conv.Plans(), ElapsedMS: now.Sub(r.start).Milliseconds(),
		},
	}
	if rep.Actions == nil {
		rep.Actions = []ActionRecord{}
	}
	if len(r.fingerprints) > 1 || (len(r.fingerprints) > 0 && rep.Outcome != OutcomeCompleted) {
		// A copy: the first fingerprint lives in the runner, which the
		// report must not keep alive.
		r.firstFingerprint()
		rep.Evidence.Plans = slices.Clone(r.fingerprints)
	}
	observations := make([]Observation, len(r.observations))
	for i, o := range r.observations {
		observations[i] = redactedObservation(o)
	}
	if rep.Outcome != OutcomeCompleted {
		rep.Evidence.Observations = observations
		rep.BudgetLeft = st.Line(now, -1)
	}
	rep.World = lastObservations(observations)
	for i, s := range r.steps {
		tool := s.Step.Tool
		if s.tool != nil {
			tool = s.tool.Name
		}
		sr := StepReport{ID: s.ID, Tool: tool, Plan: s.plan, State: s.state, Attempts: s.attempts,
			Repairs: s.repairs, Reroutes: s.reroutes, Replays: s.replays, Fact: s.fact, Invalidated: s.invalid, Restored: s.restored}
		switch s.state {
		case StepDone:
			sr.Output = s.output
		case StepRunning:
			sr.State = StepFailed
		}
		if s.failure != nil && s.state != StepDone {
			sr.Error = Redact(failureText(s.failure))
			sr.Kind = s.failure.Kind.String()
		}
		rep.Steps[i] = sr
	}
	if r.observed {
		r.emit(Event{Type: EventRunEnd, Outcome: rep.Outcome, Reason: rep.Reason, Spent: st.Spent})
	}
	return rep
}

// reportOf1 is a report with room for one step.
type reportOf1 struct {
	Report
	steps [1]StepReport
}

// lastObservations keeps the latest observation of each distinct call.
func lastObservations(obs []Observation) []Observation {
	if len(obs) == 0 {
		return nil
	}
	index := make(map[string]int)
	var out []Observation
	for _, o := range obs {
		k := o.Call.Tool + " " + jsonText(o.Call.Args)
		if i, ok := index[k]; ok {
			out[i] = o
			continue
		}
		index[k] = len(out)
		out = append(out, o)
	}
	return out
}

// jittered is the wait a decision asks for, drawn between its bounds by
// jitter (math/rand when nil); the engine and Session share it.
func jittered(d Decision, jitter func() float64) time.Duration {
	span := d.Wait - d.MinWait
	if span <= 0 {
		return d.Wait
	}
	if jitter == nil {
		jitter = rand.Float64
	}
	return d.MinWait + time.Duration(float64(span)*jitter())
}
