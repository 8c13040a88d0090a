package rung

import (
	"context"
	"math/rand/v2"
	"strconv"
	"strings"
	"sync"
	"time"
)

// SessionOptions configures a Session. The zero value is a working
// background session with no limits, no ledger and the basic classifier.
type SessionOptions struct {
	// ID names the session in idempotency keys, events and the report;
	// default a random id. Give the same ID to a session that continues a
	// conversation after a restart, so its side effects meet their keys.
	ID string
	// Goal is shown in the report.
	Goal string
	// Limits is the shared budget: deadline, tokens, tool and model calls,
	// cost.
	Limits Limits
	// Policy sets the retries and backoff; the zero value is Background().
	Policy Policy
	// Ledger records side-effecting calls under keys derived from the
	// session and the call, so a repeated call returns the recorded outcome
	// instead of acting twice. Nil makes side effects run without a key:
	// a failure whose outcome is unknown is then never retried.
	Ledger Ledger
	// Lease bounds a claim; 0 uses the tool's timeout, else a minute.
	Lease time.Duration
	// Classifier reads errors that are not already *Failure; nil is
	// BasicClassifier. Pass &classify.Chain{} for the presets.
	Classifier Classifier
	// Clock is the source of time; nil is the wall clock.
	Clock Clock
	// Jitter returns a number in [0,1) that spreads backoff waits; nil is
	// math/rand.
	Jitter func() float64
	// Observers receive the session's events (one step per call).
	Observers []Observer
	// ApproachLimit is how many premise failures of one tool with one code,
	// on different targets, end that approach (a model guessing a new path
	// on every call); 0 means 3.
	ApproachLimit int
	// StaleLimit is how many failures in a row that teach nothing new (no
	// new failure signature, no success between them) make the session hand
	// back; 0 means 3.
	StaleLimit int
	// Health, when set, is what the fleet of sessions and runs sharing it
	// knows about the tools' endpoints: while a tool's breaker is open a
	// call is not made and its verdict names the declared alternative, or
	// hands back; a Retry-After one of them received is waited out by all.
	// Policy.Breaker sets when a breaker opens. See health.go.
	Health Health
}

// Session is per-run recovery for an agent that calls tools one at a time:
// a model loop inside a framework, or an MCP client. It holds the budget, the
// history of calls and failures, the ledger and the observers, and runs each
// call through the rungs that need no plan (classify, retry in place, replay
// behind a key, refuse what the budget cannot pay for). A failure it cannot
// fix becomes a *Verdict the model reads instead of a bare error.
//
// The engine and the session share one implementation of those rungs (the
// decision core, the attempt context, the keyed call).
//
// A Session is safe for concurrent use: frameworks call tools in parallel.
type Session struct {
	opts   SessionOptions
	id     string
	clock  Clock
	policy Policy
	budget *Budget
	start  time.Time

	mu       sync.Mutex
	calls    int // calls started, for step ids
	records  []sessionCall
	actions  []ActionRecord
	failed   map[string]*Verdict // the last verdict of a call identity that failed
	failures map[string]int      // failures recorded per tool, so Call skips hashing on a clean tool
	seen     map[Signature]bool  // failure signatures seen
	targets  map[string]map[string]bool
	closed   map[string]string // tool -> why its approach ended
	stale    int               // failures in a row that taught nothing new
	outcome  RunOutcome
	rule     string
	reason   string
	last     *FailedStep
}

// sessionCall is one call as the report shows it.
type sessionCall struct {
	n        int // the call's number in the session
	tool     string
	state    StepState
	attempts int
	replays  int
	output   any
	failure  *Failure
	refused  bool
}

// id names the call in events and the report.
func (c sessionCall) id() string { return "call-" + strconv.Itoa(c.n) }

// maxSessionRecords bounds the calls and actions a session keeps for its
// report: a long-lived session (an MCP proxy's connection) must not grow
// without bound. The oldest half goes when it is reached; the counters keep
// the totals.
const maxSessionRecords = 1024

// keep records a finished call for the report; the caller holds s.mu.
func (s *Session) keep(c sessionCall) {
	if len(s.records) >= maxSessionRecords {
		s.records = append(s.records[:0], s.records[maxSessionRecords/2:]...)
	}
	s.records = append(s.records, c)
}

// NewSession returns a session with opts.
func NewSession(opts SessionOptions) *Session {
	s := &Session{opts: opts, id: opts.ID, clock: opts.Clock, policy: opts.Policy}
	if s.clock == nil {
		s.clock = SystemClock{}
	}
	if s.id == "" {
		s.id = "session-" + strconv.FormatUint(rand.Uint64()>>16, 36)
	}
	s.start = s.clock.Now()
	s.budget = NewBudget(opts.Limits, s.start, time.Time{})
	return s
}

// ID returns the session's id.
func (s *Session) ID() string { return s.id }

// BudgetLine renders what is left for a system prompt: "8 s, 6,200 tokens
// left".
func (s *Session) BudgetLine() string { return s.budget.State().Line(s.clock.Now(), -1) }

// Budget returns the session's budget, to charge model turns the session
// does not see (adapters charge them with ChargeModel instead).
func (s *Session) Budget() *Budget { return s.budget }

// ChargeModel charges a model turn. A turn that reaches the token or cost
// ceiling makes the session hand back: every later call is refused with a
// stop verdict.
func (s *Session) ChargeModel(u Usage) { s.chargeModel("", u) }

func (s *Session) chargeModel(purpose Purpose, u Usage) {
	before := s.budget.State()
	st := s.budget.ChargeModel(u)
	if u.Calls != NoModel { // a declared answer called no model
		s.emit(Event{Type: EventModelCall, Purpose: purpose, Usage: u})
	}
	if spent := st.Overspent(); spent != "" && before.Overspent() == "" {
		s.mu.Lock()
		s.stopLocked(OutcomeHandback, RuleBudget, "budget: model call "+strconv.Itoa(st.Spent.ModelCalls)+" ("+groupDigits(u.Tokens())+" tokens) crossed the ceiling: "+spent)
		s.mu.Unlock()
	}
}

// Stopped reports whether the session has handed back or aborted, and why.
func (s *Session) Stopped() (bool, string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.outcome != "", s.reason
}

// Call makes one call of t with args through the rungs that need no plan. It
// returns the tool's output, or an error that is a *Verdict when the call
// failed in a way retrying could not fix or was refused (render it as the
// tool result), or the context's error when ctx ended during a wait.
func (s *Session) Call(ctx context.Context, t *Tool, args map[string]any) (any, error) {
	if v := s.admit(t, args); v != nil {
		return nil, v
	}
	s.mu.Lock()
	s.calls++
	rec := sessionCall{n: s.calls, tool: t.Name}
	s.mu.Unlock()
	observed := len(s.opts.Observers) > 0
	var key string
	if t.SideEffects && s.opts.Ledger != nil {
		if key = callKey(ctx); key == "" {
			// The claim reuses the fingerprint the key is built from.
			var fp string
			ctx, fp = WithRequestFingerprint(ctx, t.Name, args)
			key = s.id + "/" + t.Name + "/" + fp
		}
	}
	var fleet HealthCheck
	for {
		rec.attempts++
		if observed {
			s.emit(Event{Type: EventStepStart, Step: rec.id(), Tool: t.Name, Attempt: rec.attempts, State: StepRunning, Args: args})
		}
		out, f, stop := s.fleetAttempt(ctx, t, args, key, rec.replays > 0, &fleet)
		if f == nil && stop == nil {
			rec.state, rec.output = StepDone, out
			s.succeed(rec)
			return out, nil
		}
		if stop != nil {
			rec.state, rec.failure = StepFailed, f
			return nil, s.fail(rec, t, args, f, *stop, key)
		}
		d := Decide(s.clock.Now(), f, StepHistory{
			Tool: t.Name, Attempts: rec.attempts, Replays: rec.replays,
			Checkpoint: checkpointFor(key), KeyAccepted: t.AcceptsIdempotencyKey,
			Alternatives: t.Alternatives, Probes: t.Probes, Expected: t.ExpectedDuration, Fleet: fleet,
		}, RunHistory{}, s.budget.State(), s.policy)
		if observed {
			s.emit(Event{Type: EventFailure, Step: rec.id(), Tool: t.Name, Attempt: rec.attempts, Failure: redactedFailure(f)})
			s.emit(Event{Type: EventDecision, Step: rec.id(), Tool: t.Name, Action: d.Action, Rule: d.Rule, Reason: d.Reason, WaitMS: d.Wait.Milliseconds()})
		}
		s.record(rec.id(), t.Name, d)
		if d.Action != ActionRetry && d.Action != ActionReplay {
			rec.state, rec.failure = StepFailed, f
			return nil, s.fail(rec, t, args, f, d, key)
		}
		if d.Action == ActionReplay {
			rec.replays++
		}
		if err := s.wait(ctx, d); err != nil {
			rec.state, rec.failure = StepFailed, f
			s.mu.Lock()
			s.keep(rec)
			s.mu.Unlock()
			return nil, err
		}
	}
}

// checkpointFor is the checkpoint Decide needs for a replay: the ledger
// claim is the session's known-good state.
func checkpointFor(key string) string {
	if key == "" {
		return ""
	}
	return "ledger claim " + key
}

// admit refuses a call before it is made: the session has stopped, the same
// call already failed the same way, its approach has ended, or the budget
// cannot pay for it.
func (s *Session) admit(t *Tool, args map[string]any) *Verdict {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.outcome != "" {
		return s.refusal(t, Verdict{Kind: KindUnknown, Next: NextStop, Rule: s.rule, Reason: s.reason,
			Advice: "The session has stopped (" + s.reason + "). Make no more tool calls; report to the user what was done and what is left."})
	}
	if s.failures[t.Name] > 0 {
		if prev := s.failed[callIdentity(t, args, KindUnknown)]; prev != nil && prev.Kind != KindInvalid {
			return s.repeatRefusal(t, prev)
		}
		if prev := s.failed[callIdentity(t, args, KindInvalid)]; prev != nil && prev.Kind == KindInvalid {
			return s.repeatRefusal(t, prev)
		}
	}
	if why, ok := s.closed[t.Name]; ok {
		return s.refusal(t, Verdict{Kind: KindPremise, Next: NextAskUser, Rule: RuleConvergence, Reason: why,
			Advice: "This approach has ended: " + why + ". Do not guess another target with " + t.Name + "; ask the user where it is, or use another tool."})
	}
	exp := t.ExpectedDuration
	if exp <= 0 {
		exp = s.policy.CallDuration
	}
	if short := s.budget.State().Shortfall(s.clock.Now(), Cost{Time: exp, ToolCalls: 1}); short != "" {
		reason := "budget: " + short + " for a call of " + t.Name
		s.stopLocked(OutcomeHandback, RuleBudget, reason)
		return s.refusal(t, Verdict{Kind: KindUnknown, Next: NextStop, Rule: RuleBudget, Reason: reason,
			Advice: "The budget cannot pay for this call (" + short + "). Stop calling tools and report what was done and what is left."})
	}
	return nil
}

// repeatRefusal refuses a call whose identity already failed the same way.
func (s *Session) repeatRefusal(t *Tool, prev *Verdict) *Verdict {
	v := *prev
	v.Refused, v.Attempts = true, 0
	v.Rule = RuleConvergence
	v.Reason = "convergence: this call (" + t.Name + " with the same arguments) already failed as " + prev.Kind.String() + "; the same call would fail the same way"
	v.Next = NextDontRepeat
	v.Advice = "This exact call already failed: do not repeat it. "
	if prev.Kind == KindInvalid {
		v.Next = NextRepair
		v.Advice += "Change the arguments the error names."
	} else {
		v.Advice += prev.Advice
	}
	s.stepStale(Signature{Tool: t.Name, Class: "repeat:" + prev.Kind.String(), Target: prev.Code})
	return s.refusal(t, v)
}

// refusal completes a verdict for a call that was not made.
func (s *Session) refusal(t *Tool, v Verdict) *Verdict {
	v.Tool, v.Refused = t.Name, true
	if v.Proves == "" {
		v.Proves = Proves(v.Kind)
	}
	v.Budget = s.budget.State().Line(s.clock.Now(), -1)
	s.calls++
	s.keep(sessionCall{n: s.calls, tool: t.Name, state: StepFailed, refused: true})
	return &v
}

// attempt makes one call: behind the ledger key for a side effect, else
// directly, under the attempt context. A non-nil stop is a decision the
// ledger forced (a stored failure is a failure, not a stop).
func (s *Session) attempt(ctx context.Context, t *Tool, args map[string]any, key string) (any, *Failure, *Decision) {
	if key == "" {
		// Inline, not through the closures the keyed call takes: they
		// escape into keyedCall, and building them cost a successful call
		// two of its three allocations (contrib/bench).
		actx, cancel := attemptContext(ctx, s.clock, s.budget, t, s.policy)
		out, err := callTool(actx, t, args)
		cancel()
		s.budget.ChargeTool(1)
		if err == nil {
			return out, nil, nil
		}
		f := s.classify(ctx, t, err)
		if t.SideEffects {
			f = sideEffectFailure(f, err)
		}
		return nil, f, nil
	}
	call := func(key string) (any, error) {
		actx, cancel := attemptContext(ctx, s.clock, s.budget, t, s.policy)
		defer cancel()
		return callTool(WithIdempotencyKey(actx, key), t, args)
	}
	charge := func() { s.budget.ChargeTool(1) }
	kc := keyedCall{
		ledger: s.opts.Ledger, clock: s.clock, tool: t, key: key, lease: leaseFor(s.opts.Lease, t), ctx: ctx,
		call: call, classify: func(err error) *Failure { return s.classify(ctx, t, err) }, charge: charge,
		fingerprint: requestFingerprint(ctx, t.Name, args),
		attemptCtx: func() (context.Context, context.CancelFunc) {
			return attemptContext(ctx, s.clock, s.budget, t, s.policy)
		},
	}
	res := kc.run(args)
	switch res.status {
	case keyedMismatch:
		return nil, nil, &Decision{Action: ActionAbort, Rule: RuleSideEffect, Kind: KindUnknown,
			Reason: "side-effect: " + ErrKeyMismatch.Error() + " (" + key + "); nothing ran"}
	case keyedStale:
		return nil, nil, &Decision{Action: ActionAbort, Rule: RuleSideEffect, Kind: KindUnknown,
			Reason: "side-effect: the ledger lease on " + key + " lapsed during the call and the key was claimed again; reconcile by hand"}
	case keyedUnreconciled:
		return nil, res.f, &Decision{Action: ActionAbort, Rule: RuleSideEffect, Kind: KindUnknown,
			Reason: "side-effect: an earlier call of " + t.Name + " under key " + key + " may have landed and the tool takes no idempotency key (" + res.why + "); reconcile first: `rung ledger resolve " + key + " --applied` if the effect exists, `--not-applied` if it does not"}
	}
	return res.out, res.f, nil
}

// wait sleeps before a retry or replay for a jittered duration.
func (s *Session) wait(ctx context.Context, d Decision) error {
	return s.clock.Sleep(ctx, jittered(d, s.opts.Jitter))
}

// succeed records a call that returned; a success teaches something.
func (s *Session) succeed(rec sessionCall) {
	s.mu.Lock()
	s.stale = 0
	s.keep(rec)
	s.mu.Unlock()
	if len(s.opts.Observers) > 0 {
		s.emit(Event{Type: EventStepEnd, Step: rec.id(), Tool: rec.tool, Attempt: rec.attempts, State: StepDone})
	}
}

// fail turns a decision the session cannot act on into the verdict the
// model sees, and applies the stops on evidence.
func (s *Session) fail(rec sessionCall, t *Tool, args map[string]any, f *Failure, d Decision, key string) *Verdict {
	v := NewVerdict(t, f, d, key, rec.attempts, "")
	sig := SignatureOf(t.Name, f, args, t)

	s.mu.Lock()
	defer s.mu.Unlock()
	s.keep(rec)
	if f != nil {
		s.last = &FailedStep{Step: rec.id(), Tool: t.Name, Kind: f.Kind, Code: v.Code, Message: v.Message, Signature: sig, ClassifiedBy: f.ClassifiedBy}
	}
	if d.Action == ActionAbort && d.Rule == RuleSideEffect || d.Rule == RuleBudget {
		s.stopLocked(outcomeOf(d), d.Rule, d.Reason)
	}
	if f != nil && f.Kind != KindTransient {
		// Remember the call, so the same call is refused, not made again.
		if s.failed == nil {
			s.failed, s.failures = map[string]*Verdict{}, map[string]int{}
		}
		s.failed[callIdentity(t, args, f.Kind)] = v
		s.failures[t.Name]++
		if f.Kind == KindPremise {
			s.countApproach(t, f, sig)
		}
	}
	if f != nil {
		s.learnLocked(sig)
	}
	v.Budget = s.budget.State().Line(s.clock.Now(), -1)
	if s.outcome != "" && v.Next != NextStop {
		v.Next = NextStop
		v.Advice = "The session has stopped (" + s.reason + "). " + v.Advice
	}
	return v
}

func outcomeOf(d Decision) RunOutcome {
	if d.Action == ActionAbort {
		return OutcomeAbort
	}
	return OutcomeHandback
}

// countApproach ends the approach of a tool whose premise failures with one
// code pile up on different targets: the model is guessing.
func (s *Session) countApproach(t *Tool, f *Failure, sig Signature) {
	class := t.Name + "\x00" + sig.Class
	if s.targets == nil {
		s.targets, s.closed = map[string]map[string]bool{}, map[string]string{}
	}
	set := s.targets[class]
	if set == nil {
		set = map[string]bool{}
		s.targets[class] = set
	}
	set[sig.Target] = true
	limit := s.opts.ApproachLimit
	if limit <= 0 {
		limit = 3
	}
	if len(set) >= limit {
		s.closed[t.Name] = "convergence: " + strconv.Itoa(len(set)) + " different targets of " + t.Name + " failed as " + sig.Class + "; guessing another target is not progress"
	}
}

// learnLocked counts failures that teach nothing new; enough in a row hand
// back.
func (s *Session) learnLocked(sig Signature) {
	if s.seen == nil {
		s.seen = map[Signature]bool{}
	}
	if !s.seen[sig] {
		s.seen[sig] = true
		s.stale = 0
		return
	}
	s.stepStaleLocked()
}

func (s *Session) stepStale(sig Signature) {
	if s.seen == nil {
		s.seen = map[Signature]bool{}
	}
	s.seen[sig] = true
	s.stepStaleLocked()
}

func (s *Session) stepStaleLocked() {
	s.stale++
	limit := s.opts.StaleLimit
	if limit <= 0 {
		limit = 3
	}
	if s.stale >= limit {
		s.stopLocked(OutcomeHandback, RuleConvergence, "convergence: "+strconv.Itoa(s.stale)+" failures in a row taught nothing new (each repeated a failure already seen)")
	}
}

func (s *Session) stopLocked(outcome RunOutcome, rule, reason string) {
	if s.outcome != "" {
		return
	}
	s.outcome, s.rule, s.reason = outcome, rule, reason
	if len(s.opts.Observers) > 0 {
		s.emit(Event{Type: EventTerminal, Rule: rule, Reason: reason, Outcome: outcome})
	}
}

func (s *Session) record(step, tool string, d Decision) {
	s.mu.Lock()
	if len(s.actions) >= maxSessionRecords {
		s.actions = append(s.actions[:0], s.actions[maxSessionRecords/2:]...)
	}
	s.actions = append(s.actions, ActionRecord{Action: d.Action, Kind: d.Kind, Step: step, Tool: tool, Rule: d.Rule, Reason: d.Reason, At: s.clock.Now()})
	s.mu.Unlock()
}

func (s *Session) emit(ev Event) {
	if len(s.opts.Observers) == 0 {
		return
	}
	ev.At, ev.RunID = s.clock.Now(), s.id
	for _, o := range s.opts.Observers {
		o.Observe(ev)
	}
}

// callIdentity is what makes two calls "the same call": the tool and its
// identifying arguments, or, for an invalid failure (which the arguments
// caused), every argument.
func callIdentity(t *Tool, args map[string]any, k Kind) string {
	if k == KindInvalid {
		return RequestFingerprint(t.Name, args)
	}
	return RequestFingerprint(t.Name, identifyingArgs(t, args))
}

func identifyingArgs(t *Tool, args map[string]any) map[string]any {
	if t.Identifying == nil {
		return args
	}
	out := make(map[string]any, len(t.Identifying))
	for _, k := range t.Identifying {
		if v, ok := args[k]; ok {
			out[k] = v
		}
	}
	return out
}

// advise sets the verdict's next move and the sentence the model reads.
func advise(v *Verdict, t *Tool, f *Failure, d Decision, key string) {
	alts := t.Alternatives
	v.Alternatives = alts
	altText := ""
	if len(alts) > 0 {
		altText = " Declared alternatives: " + strings.Join(alts, ", ") + "."
	}
	switch {
	case d.Rule == RuleSideEffect && key != "":
		v.Key = key
		v.Next = NextAskUser
		v.Advice = "The call may have taken effect and its outcome is unknown; do not call it again. A person must check whether it happened (key " + key + ")."
	case d.Rule == RuleSideEffect:
		v.Next = NextAskUser
		v.Advice = "The call may have taken effect and its outcome is unknown; do not call it again. Ask the user to check whether it happened."
	case d.Rule == RuleBudget:
		v.Next = NextStop
		v.Advice = "The budget cannot pay for another attempt. Stop calling tools and report what was done and what is left."
	case d.Rule == RulePoison:
		v.Next = NextStop
		v.Advice = "This call fails the same way whatever its arguments; stop and report it."
	case v.Kind == KindTransient:
		v.Next = NextDontRepeat
		v.Advice = "The service kept failing after " + plural(v.Attempts, "attempt") + "; do not call it again now." + altText + " Otherwise tell the user it is unavailable."
	case v.Kind == KindInvalid:
		v.Next = NextRepair
		v.Advice = "Call " + t.Name + " again with arguments corrected as the error says; the goal is fine."
	case v.Kind == KindPremise:
		if len(t.Probes) > 0 {
			v.Next = NextProbe
			v.Probe = t.Probes[0].Tool
			v.Advice = "Something this call assumed is false. Look first with " + v.Probe + ", then choose from what you find; do not guess."
		} else {
			v.Next = NextDontRepeat
			v.Advice = "Something this call assumed is false (it names what does not exist or is not as assumed). Do not repeat it or guess variations; find out what exists, or ask the user."
		}
	case v.Kind == KindDenied:
		if len(alts) > 0 {
			v.Next = NextDontRepeat
			v.Advice = "The agent may not make this call." + altText
		} else {
			v.Next = NextAskUser
			v.Advice = "The agent may not make this call. Ask the user for the permission or to do it themselves; do not retry."
		}
	case v.Kind == KindConflict:
		v.Next = NextDontRepeat
		v.Advice = "What this call was to create already exists; treat it as done and use the existing record (fact) instead of calling again."
	case v.Kind == KindAmbiguous:
		v.Next = NextRepair
		v.Advice = "The call worked but its result cannot be used as it is; narrow the request once (more specific arguments), or ask the user which is meant."
	default:
		v.Next = NextDontRepeat
		v.Advice = "The failure cannot be told apart from the error; do not repeat the call unchanged."
	}
}

// Report returns the session's hand-back report: what succeeded, what
// failed and why it stopped (with its evidence), the state of every call,
// what was spent and the options that unblock it, in the engine's format.
func (s *Session) Report() *Report {
	s.mu.Lock()
	defer s.mu.Unlock()
	now := s.clock.Now()
	st := s.budget.State()
	rep := &Report{RunID: s.id, Goal: s.opts.Goal, Outcome: s.outcome, Rule: s.rule, Reason: s.reason,
		Failed: s.last, Actions: append([]ActionRecord(nil), s.actions...), Limits: s.opts.Limits,
		BudgetLeft: st.Line(now, -1), Started: s.start, Ended: now}
	if rep.Outcome == "" {
		rep.Outcome, rep.Reason = OutcomeCompleted, "the session has not stopped"
	}
	for _, c := range s.records {
		sr := StepReport{ID: c.id(), Tool: c.tool, Plan: 1, State: c.state, Attempts: c.attempts, Replays: c.replays}
		if c.state == StepDone {
			sr.Output = c.output
		}
		rep.Steps = append(rep.Steps, sr)
	}
	rep.Counters = Counters{ToolCalls: st.Spent.ToolCalls, ModelCalls: st.Spent.ModelCalls, Tokens: st.Spent.Tokens,
		ElapsedMS: now.Sub(s.start).Milliseconds()}
	rep.Options = s.optionsLocked()
	return rep
}

// optionsLocked is the smallest decision that unblocks the session.
func (s *Session) optionsLocked() []string {
	switch s.rule {
	case "":
		return nil
	case RuleBudget:
		return []string{"raise the budget and continue the conversation", "accept what was done and stop"}
	case RuleSideEffect:
		return []string{"check whether the uncertain call took effect, then record it with rung ledger resolve KEY --applied or --not-applied", "accept the uncertainty and stop"}
	case RuleConvergence:
		return []string{"tell the agent where the missing thing is, or what to use instead", "fix the cause of the repeated failure and start a new session"}
	}
	return []string{"read the failure and decide whether to continue"}
}
