package rung

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"time"
)

// Rule ids name the triage rule behind a Decision, in the order Decide
// applies them.
const (
	// RulePoison: a non-transient failure whose signature survived the
	// repair budget, or that a repair left word for word unchanged.
	RulePoison = "poison"
	// RuleSideEffect: the attempt may have changed the world.
	RuleSideEffect = "side-effect"
	// RuleConvergence: the failure's signature was already seen in an
	// earlier plan (or, in the engine, a new plan repeats a fingerprint).
	RuleConvergence = "convergence"
	// RuleKind: the default response to the failure's kind, with the
	// per-step rung budgets falling upward.
	RuleKind = "kind"
	// RuleBudget: the shared run budget cannot pay for the next rung.
	RuleBudget = "budget"
	// RuleCanceled: the run's context ended, or the call was cancelled by
	// its caller; a hand-back, never a retry.
	RuleCanceled = "canceled"
)

// StepHistory is what Decide needs to know about the failing step. Zero
// values are safe: a caller that knows only the attempt count (the triage
// CLI) fills Attempts and leaves the rest.
type StepHistory struct {
	// Tool names the failing step's tool; reasons cite it.
	Tool string
	// Attempts counts the calls made for this step so far, the failing one
	// included (0 is read as 1). Every call after the first was a retry, a
	// repair, a reroute or a replay, so retries taken are Attempts-1 minus
	// Repairs, Reroutes and Replays.
	Attempts int
	// Repairs, Reroutes and Replays count those rungs taken for this step.
	Repairs  int
	Reroutes int
	Replays  int
	// ErrorChanged reports that the failure's signature differs from the
	// one the last repair was asked to fix. When it is false after the
	// repair budget is spent, the step is poison.
	ErrorChanged bool
	// ErrorRepeated reports that the repaired call failed word for word as
	// the call the repair was asked to fix did: the same signature and the
	// same verbatim message. New arguments did not move the error at all,
	// so it does not depend on them: the step is poison without spending
	// the rest of the repair budget. (A message that changed, even under
	// the same signature, is progress and gets the remaining repairs.)
	ErrorRepeated bool
	// Checkpoint names the step's last known-good state (the ledger claim
	// made before the side-effect boundary); "" means none.
	Checkpoint string
	// KeyAccepted reports that the step's idempotency key reaches the
	// downstream (Tool.AcceptsIdempotencyKey), so a replay cannot act twice.
	// The triage CLI, which has only a checkpoint, sets it with the
	// checkpoint.
	KeyAccepted bool
	// Alternatives are the declared alternatives not yet tried, in order of
	// preference.
	Alternatives []string
	// Probes are the failing tool's declared diagnostic probes.
	Probes []Call
	// Expected is how long the call usually takes (Tool.ExpectedDuration);
	// 0 falls back to Policy.CallDuration.
	Expected time.Duration
	// Fleet is what the fleet's Health knows about the tool's endpoint.
	// While its breaker is open (Blocked), a transient failure skips the
	// retries: straight to a declared alternative, or hand back.
	Fleet HealthCheck
}

// retries returns the retries already taken.
func (s StepHistory) retries() int {
	return max(max(s.Attempts, 1)-1-s.Repairs-s.Reroutes-s.Replays, 0)
}

// RunHistory is what Decide needs to know about the run.
type RunHistory struct {
	// Replans counts the replans made so far.
	Replans int
	// Probes counts the probe rungs taken so far.
	Probes int
	// NewObservations counts the observations the current plan was not
	// written with; a premise failure with none probes before replanning.
	NewObservations int
	// RecurringIn is the number (1-based) of an earlier plan in which the
	// failure's signature was already seen; 0 when it was not.
	RecurringIn int
	// Signature is the failure's signature, cited in reasons.
	Signature string
}

// Decision is what to do about a failure, and why.
type Decision struct {
	Action Action
	// Rule is the short id of the rule that decided (RulePoison, ...).
	Rule string
	// Reason is a sentence naming the rule and its evidence.
	Reason string
	// Kind is the kind the decision treated the failure as (an unknown
	// failure that used its retry is treated as premise).
	Kind Kind
	// Wait is the longest wait before a retry or replay; MinWait the
	// shortest. The engine draws the actual wait uniformly between them
	// (equal jitter); a server's Retry-After makes them equal.
	Wait, MinWait time.Duration
	// Alternative is the tool to reroute to.
	Alternative string
	// Probes are the diagnostic calls to make for ActionProbe.
	Probes []Call
	// Need is, for a budget hand-back, what the refused rung would have
	// cost; the report's options say which limit to raise, and to what.
	Need Cost
}

// Decide is the triage core: a pure function of the failure, the step's and
// the run's history, the budget, the policy and the time, with no clock
// reads and no I/O. It applies, in order:
//
//  1. poison: a non-transient failure whose signature survived the repair
//     budget, or that a repair left word for word unchanged, aborts (an
//     ambiguous result hands back instead: its own limit is to narrow once);
//  2. side effect: a possible or committed effect replays behind the same
//     idempotency key when a checkpoint exists and the key reaches the
//     downstream, and aborts otherwise;
//  3. convergence: a non-transient signature already seen in an earlier plan
//     hands back (that approach is exhausted);
//  4. kind: the kind's default rung, with per-step budgets that fall upward;
//  5. budget: if the shared budget cannot pay for that rung (the wait before
//     a retry and the call's expected duration included), hand back now.
//
// Decide returns a handback for a nil failure.
func Decide(now time.Time, f *Failure, step StepHistory, run RunHistory, b BudgetState, p Policy) Decision {
	if f == nil {
		return Decision{Action: ActionHandback, Rule: RuleKind, Reason: "no failure to decide on"}
	}
	kind := f.Kind
	// An ambiguous result has its own, more specific limit (narrow once,
	// then hand back): the world is consistent, so it is not quarantined.
	if kind != KindTransient && kind != KindAmbiguous && step.Repairs > 0 && !step.ErrorChanged {
		switch {
		case step.ErrorRepeated && step.Repairs < p.repairs():
			return Decision{Action: ActionAbort, Rule: RulePoison, Kind: kind,
				Reason: "poison: the " + kind.String() + " failure" + onTool(step.Tool) + " is word for word the same after a repair, so it does not depend on the arguments the model controls; quarantine the step"}
		case step.Repairs >= p.repairs():
			return Decision{Action: ActionAbort, Rule: RulePoison, Kind: kind,
				Reason: "poison: the " + kind.String() + " failure" + onTool(step.Tool) + " survived " + plural(step.Repairs, "repair") + " unchanged; quarantine the step"}
		}
	}
	if f.Effect != EffectNone {
		return decideSideEffect(now, f, step, b, p)
	}
	if canceledByCaller(f) {
		// A write it may have made is settled above, by its key.
		return Decision{Action: ActionHandback, Rule: RuleCanceled, Kind: kind,
			Reason: "canceled: the call was cancelled by its caller, which proves nothing false about the world; not retried or rerouted against the decision to stop"}
	}
	if kind != KindTransient && run.RecurringIn > 0 {
		return Decision{Action: ActionHandback, Rule: RuleConvergence, Kind: kind,
			Reason: "convergence: failure signature " + orWord(run.Signature, kind.String()) + " already seen in plan " + strconv.Itoa(run.RecurringIn) + "; changing the plan did not change the outcome"}
	}
	d := decideKind(f, step, run, p)
	if !d.Action.Terminal() && d.Action != ActionSkip {
		cost := rungCost(d, step, p)
		if short := b.Shortfall(now, cost); short != "" {
			return Decision{Action: ActionHandback, Rule: RuleBudget, Kind: d.Kind, Need: cost,
				Reason: "budget: " + short + " for a " + d.Action.String() + "; handing back instead of starting what cannot finish"}
		}
	}
	return d
}

func decideSideEffect(now time.Time, f *Failure, step StepHistory, b BudgetState, p Policy) Decision {
	effect := f.Effect.String()
	if step.Checkpoint == "" {
		return Decision{Action: ActionAbort, Rule: RuleSideEffect, Kind: f.Kind,
			Reason: "side-effect: effect " + effect + onTool(step.Tool) + " and no checkpoint: reconcile by hand before any resubmission"}
	}
	if !step.KeyAccepted {
		return Decision{Action: ActionAbort, Rule: RuleSideEffect, Kind: f.Kind,
			Reason: "side-effect: effect " + effect + onTool(step.Tool) + " and the tool takes no idempotency key, so a replay could act twice: reconcile by hand"}
	}
	if step.Replays >= max(p.retries(), 1) {
		return Decision{Action: ActionAbort, Rule: RuleSideEffect, Kind: f.Kind,
			Reason: "side-effect: effect still " + effect + " after " + plural(step.Replays, "replay") + " from " + step.Checkpoint + ": reconcile by hand"}
	}
	d := Decision{Action: ActionReplay, Rule: RuleSideEffect, Kind: f.Kind,
		Reason: "side-effect: effect " + effect + ": replay from checkpoint " + step.Checkpoint + " behind the same idempotency key"}
	d.Wait, d.MinWait = waitFor(f, step.Replays+1, p)
	if short := b.Shortfall(now, rungCost(d, step, p)); short != "" {
		return Decision{Action: ActionAbort, Rule: RuleSideEffect, Kind: f.Kind,
			Reason: "side-effect: effect " + effect + " and the budget cannot pay for a replay (" + short + "): reconcile by hand"}
	}
	return d
}

func decideKind(f *Failure, step StepHistory, run RunHistory, p Policy) Decision {
	retries := step.retries()
	switch f.Kind {
	case KindTransient:
		if step.Fleet.Blocked() {
			return rerouteOrHandback(step, p, KindTransient, fleetReason(step))
		}
		// A declared alternative is worth more than a second retry of an
		// endpoint that failed twice running: the first retry rules out a
		// blip, and the alternative costs the same one call with no wait.
		if retries >= 1 && retries < p.retries() {
			if alt, ok := nextAlternative(step, p); ok {
				return Decision{Action: ActionReroute, Rule: RuleKind, Kind: KindTransient, Alternative: alt,
					Reason: "transient failure persisted through " + plural(retries, "retry") + ", and the declared alternative " + alt + " costs no more than another retry: reroute"}
			}
		}
		if retries < p.retries() {
			d := Decision{Action: ActionRetry, Rule: RuleKind, Kind: KindTransient,
				Reason: "transient failure: retry " + strconv.Itoa(retries+1) + " of " + strconv.Itoa(p.retries())}
			d.Wait, d.MinWait = waitFor(f, retries+1, p)
			switch {
			case f.Reason == ReasonLeaseHeld:
				d.Reason += ": " + f.Message
			case f.RetryAfter > 0:
				d.Reason += ", after the " + DurationText(f.RetryAfter) + " the service asked for"
			}
			return d
		}
		spent := "transient failure persisted through " + plural(retries, "retry")
		if f.Timeout && step.Repairs < p.repairs() {
			return Decision{Action: ActionRepair, Rule: RuleKind, Kind: KindTransient,
				Reason: spent + "; a persistent timeout means the request is likely too big: repair"}
		}
		return rerouteOrHandback(step, p, KindTransient, spent+"; a dead endpoint is not a prompt problem")
	case KindInvalid:
		if step.Repairs < p.repairs() {
			return Decision{Action: ActionRepair, Rule: RuleKind, Kind: KindInvalid,
				Reason: "invalid call: repair " + strconv.Itoa(step.Repairs+1) + " of " + strconv.Itoa(p.repairs()) + ", same sub-goal with new arguments"}
		}
		return decidePremise(step, run, p, "the repairs changed the error but did not fix it")
	case KindPremise:
		return decidePremise(step, run, p, "a premise of the plan is false")
	case KindDenied:
		return rerouteOrHandback(step, p, KindDenied, "denied: the agent lacks the authority; waiting will not change it")
	case KindConflict:
		return Decision{Action: ActionSkip, Rule: RuleKind, Kind: KindConflict,
			Reason: "conflict: the world already holds what the step was to create; skip and carry the discovered fact forward"}
	case KindAmbiguous:
		if step.Reroutes+step.Repairs == 0 {
			if alt, ok := nextAlternative(step, p); ok {
				return Decision{Action: ActionReroute, Rule: RuleKind, Kind: KindAmbiguous, Alternative: alt,
					Reason: "ambiguous result: narrow once through the declared alternative " + alt}
			}
			if p.repairs() > 0 {
				return Decision{Action: ActionRepair, Rule: RuleKind, Kind: KindAmbiguous,
					Reason: "ambiguous result: narrow the call once with a repair"}
			}
		}
		return Decision{Action: ActionHandback, Rule: RuleKind, Kind: KindAmbiguous,
			Reason: "ambiguous result after narrowing once: a person must choose"}
	}
	// Unknown: one retry, then premise.
	if retries < min(1, p.retries()) {
		d := Decision{Action: ActionRetry, Rule: RuleKind, Kind: KindUnknown,
			Reason: "unknown failure: one retry before treating it as a premise failure"}
		d.Wait, d.MinWait = waitFor(f, 1, p)
		return d
	}
	return decidePremise(step, run, p, "unknown failure persisted after its retry, so it is treated as a premise failure")
}

// decidePremise probes when the next plan would have nothing new to
// condition on, and replans otherwise, within the soft replan budget.
func decidePremise(step StepHistory, run RunHistory, p Policy, why string) Decision {
	if run.Replans >= p.replans() {
		return Decision{Action: ActionHandback, Rule: RuleKind, Kind: KindPremise,
			Reason: why + ", and the replan budget is spent (" + strconv.Itoa(run.Replans) + " of " + strconv.Itoa(p.replans()) + ")"}
	}
	if run.NewObservations == 0 && len(step.Probes) > 0 && run.Probes < p.probes() {
		return Decision{Action: ActionProbe, Rule: RuleKind, Kind: KindPremise, Probes: step.Probes,
			Reason: why + "; the run has no observation the last plan lacked, so probe before replanning"}
	}
	return Decision{Action: ActionReplan, Rule: RuleKind, Kind: KindPremise,
		Reason: why + ": replan from the failure point"}
}

func rerouteOrHandback(step StepHistory, p Policy, kind Kind, why string) Decision {
	if alt, ok := nextAlternative(step, p); ok {
		return Decision{Action: ActionReroute, Rule: RuleKind, Kind: kind, Alternative: alt,
			Reason: why + ": reroute to the declared alternative " + alt}
	}
	var whyNot string
	switch {
	case len(step.Alternatives) == 0:
		whyNot = ", and no untried alternative is declared"
	case p.reroutes() == 0:
		// The alternatives change what the person gets, so the policy
		// leaves the choice to them: they become the report's options.
		whyNot = ", and the policy allows no automatic reroute to the declared alternatives"
	default:
		whyNot = ", and the reroute budget (" + plural(p.reroutes(), "reroute") + ") is spent"
	}
	return Decision{Action: ActionHandback, Rule: RuleKind, Kind: kind,
		Reason: why + whyNot + ": hand back"}
}

func nextAlternative(step StepHistory, p Policy) (string, bool) {
	if len(step.Alternatives) == 0 || step.Reroutes >= p.reroutes() {
		return "", false
	}
	return step.Alternatives[0], true
}

// waitFor returns the wait bounds before retry n: the service's Retry-After
// exactly, else the policy's backoff with equal jitter.
func waitFor(f *Failure, n int, p Policy) (hi, lo time.Duration) {
	if f.RetryAfter > 0 {
		return f.RetryAfter, f.RetryAfter
	}
	hi = p.Backoff(n)
	return hi, hi / 2
}

// rungCost is what the rung d is expected to consume.
func rungCost(d Decision, step StepHistory, p Policy) Cost {
	call := step.Expected
	if call <= 0 {
		call = p.CallDuration
	}
	switch d.Action {
	case ActionRetry, ActionReplay:
		return Cost{Time: d.Wait + call, ToolCalls: 1}
	case ActionReroute:
		return Cost{Time: call, ToolCalls: 1}
	case ActionRepair:
		return Cost{Time: call, ToolCalls: 1, ModelCalls: 1, Tokens: p.RepairTokens}
	case ActionProbe:
		return Cost{ToolCalls: len(d.Probes)}
	case ActionReplan:
		return Cost{ModelCalls: 1, Tokens: p.ReplanTokens}
	}
	return Cost{}
}

func onTool(tool string) string {
	if tool == "" {
		return ""
	}
	return " on " + tool
}

func plural(n int, word string) string {
	s := strconv.Itoa(n) + " " + word
	if n == 1 {
		return s
	}
	if word == "retry" {
		return strconv.Itoa(n) + " retries"
	}
	return s + "s"
}

// ReasonCanceled is the reason the classifier gives a call its own caller
// cancelled: nothing it says about the world is false, and retrying or
// rerouting would undo the caller's decision to stop.
const ReasonCanceled = "cancelled by the caller: not a failure to recover; do not retry, hand back"

// canceledByCaller reports whether f is the caller's own cancellation: the
// error in process, or the classifier's reason once only the text is left.
func canceledByCaller(f *Failure) bool {
	if f.Kind == KindTransient && f.Timeout {
		return false // a deadline, not a decision to stop
	}
	return strings.Contains(f.Reason, ReasonCanceled) ||
		(f.Err != nil && errors.Is(f.Err, context.Canceled) && !errors.Is(f.Err, context.DeadlineExceeded))
}
