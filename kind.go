package rung

import (
	"fmt"
	"strings"
)

// Kind is what a failure proves false. It decides which rung of the recovery
// ladder the engine may climb to. The zero value is [KindUnknown].
type Kind uint8

const (
	// KindUnknown means the failure could not be classified: one retry, then
	// it is treated as a premise failure.
	KindUnknown Kind = iota
	// KindTransient proves nothing false; time is the variable (timeouts,
	// 429, 502/503/504, resets, serialization failures).
	KindTransient
	// KindInvalid proves the call wrong but the goal fine: repair the
	// arguments (400 validation, unknown column, payload too large).
	KindInvalid
	// KindPremise proves false a belief that later steps rest on: replan
	// from the failure point (missing table, closed account, quota spent).
	KindPremise
	// KindDenied proves the agent lacks the authority (401, 403, revoked
	// token, sandbox boundary): reroute to a declared alternative or hand back.
	KindDenied
	// KindConflict proves the world already holds what the step was to
	// create (409 already exists, unique violation): skip and carry the
	// discovered fact forward.
	KindConflict
	// KindAmbiguous means the call worked but the result is unusable (empty
	// where rows were needed, several matches, truncated model output).
	KindAmbiguous
)

var kindNames = [...]string{
	KindUnknown:   "unknown",
	KindTransient: "transient",
	KindInvalid:   "invalid",
	KindPremise:   "premise",
	KindDenied:    "denied",
	KindConflict:  "conflict",
	KindAmbiguous: "ambiguous",
}

// Kinds lists every kind in ladder order, for tables and documentation.
func Kinds() []Kind {
	return []Kind{KindTransient, KindInvalid, KindPremise, KindDenied, KindConflict, KindAmbiguous, KindUnknown}
}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// MarshalText encodes the kind as its lower-case name.
func (k Kind) MarshalText() ([]byte, error) {
	if int(k) >= len(kindNames) {
		return nil, fmt.Errorf("rung: invalid kind %d", uint8(k))
	}
	return []byte(kindNames[k]), nil
}

// UnmarshalText accepts a kind's name, case-insensitively.
func (k *Kind) UnmarshalText(b []byte) error {
	parsed, err := ParseKind(string(b))
	if err != nil {
		return err
	}
	*k = parsed
	return nil
}

// ParseKind returns the kind with the given name. It also accepts the
// article vocabulary's aliases: "invalid_call", "precondition" and
// "deterministic" are not kinds, and are rejected so that a typo in a
// configuration file is an error rather than a silent "unknown".
func ParseKind(s string) (Kind, error) {
	name := strings.ToLower(strings.TrimSpace(s))
	for i, n := range kindNames {
		if n == name {
			return Kind(i), nil
		}
	}
	return KindUnknown, fmt.Errorf("rung: unknown kind %q (want one of transient, invalid, premise, denied, conflict, ambiguous, unknown)", s)
}

// Effect says whether a failed attempt may have changed the world.
type Effect uint8

const (
	// EffectNone: the attempt certainly changed nothing (it was refused, or
	// never sent).
	EffectNone Effect = iota
	// EffectPossible: the request was sent and no definitive answer came
	// back (a timeout after the write was sent). Only a replay behind the
	// same idempotency key or a reconciliation read may settle it.
	EffectPossible
	// EffectCommitted: the downstream applied the effect, but the step still
	// failed afterwards (the response was lost, a later part failed).
	EffectCommitted
)

var effectNames = [...]string{EffectNone: "none", EffectPossible: "possible", EffectCommitted: "committed"}

func (e Effect) String() string {
	if int(e) < len(effectNames) {
		return effectNames[e]
	}
	return fmt.Sprintf("Effect(%d)", uint8(e))
}

// MarshalText encodes the effect as its lower-case name.
func (e Effect) MarshalText() ([]byte, error) {
	if int(e) >= len(effectNames) {
		return nil, fmt.Errorf("rung: invalid effect %d", uint8(e))
	}
	return []byte(effectNames[e]), nil
}

// UnmarshalText accepts "none", "possible" or "committed"; the empty string
// means none.
func (e *Effect) UnmarshalText(b []byte) error {
	parsed, err := ParseEffect(string(b))
	if err != nil {
		return err
	}
	*e = parsed
	return nil
}

// ParseEffect returns the effect with the given name.
func ParseEffect(s string) (Effect, error) {
	name := strings.ToLower(strings.TrimSpace(s))
	if name == "" {
		return EffectNone, nil
	}
	for i, n := range effectNames {
		if n == name {
			return Effect(i), nil
		}
	}
	return EffectNone, fmt.Errorf("rung: unknown effect %q (want none, possible or committed)", s)
}

// Action is a rung of the recovery ladder: what the engine does next about a
// failed step. The zero value, ActionNone, is not a decision.
type Action uint8

const (
	ActionNone Action = iota
	// ActionRetry: same tool, same arguments, later.
	ActionRetry
	// ActionRepair: same sub-goal, new arguments from a narrow model turn.
	ActionRepair
	// ActionSkip: drop the step, record the discovered fact, continue.
	ActionSkip
	// ActionReroute: a declared alternative tool for the same sub-goal.
	ActionReroute
	// ActionProbe: a diagnostic call whose only job is an observation the
	// next plan needs.
	ActionProbe
	// ActionReplan: discard the remaining steps and plan again from the
	// failure point, with the falsified premise and the observations.
	ActionReplan
	// ActionReplay: re-run a side-effecting step from its checkpoint behind
	// the same idempotency key.
	ActionReplay
	// ActionHandback: stop with the world consistent and hand a person the
	// report and the decision they must make.
	ActionHandback
	// ActionAbort: stop; the world may be inconsistent or the step is
	// poison. Quarantine and reconcile before any resubmission.
	ActionAbort
)

var actionNames = [...]string{
	ActionNone:     "none",
	ActionRetry:    "retry",
	ActionRepair:   "repair",
	ActionSkip:     "skip",
	ActionReroute:  "reroute",
	ActionProbe:    "probe",
	ActionReplan:   "replan",
	ActionReplay:   "replay",
	ActionHandback: "handback",
	ActionAbort:    "abort",
}

func (a Action) String() string {
	if int(a) < len(actionNames) {
		return actionNames[a]
	}
	return fmt.Sprintf("Action(%d)", uint8(a))
}

// MarshalText encodes the action as its lower-case name.
func (a Action) MarshalText() ([]byte, error) {
	if int(a) >= len(actionNames) {
		return nil, fmt.Errorf("rung: invalid action %d", uint8(a))
	}
	return []byte(actionNames[a]), nil
}

// UnmarshalText accepts an action's name, case-insensitively.
func (a *Action) UnmarshalText(b []byte) error {
	parsed, err := ParseAction(string(b))
	if err != nil {
		return err
	}
	*a = parsed
	return nil
}

// ParseAction returns the action with the given name.
func ParseAction(s string) (Action, error) {
	name := strings.ToLower(strings.TrimSpace(s))
	for i, n := range actionNames {
		if n == name {
			return Action(i), nil
		}
	}
	return ActionNone, fmt.Errorf("rung: unknown action %q", s)
}

// Terminal reports whether the action ends the run.
func (a Action) Terminal() bool { return a == ActionHandback || a == ActionAbort }
