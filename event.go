package rung

import "time"

// EventType names a transition of a run.
type EventType string

// The events a run emits, in the order they can occur.
const (
	EventRunStart     EventType = "run_start"    // Reason (the goal), Budget (the limits, as one line)
	EventPlan         EventType = "plan"         // Plan, Fingerprint, Reason (first, replan), Steps
	EventModelCall    EventType = "model_call"   // Purpose, Usage, DurationMS
	EventBudget       EventType = "budget"       // Spent, Budget (the line) after every charge
	EventStepStart    EventType = "step_start"   // Step, Tool, Attempt, Index, Args
	EventPrecondition EventType = "precondition" // Observation
	EventProbe        EventType = "probe"        // Observation
	EventFailure      EventType = "failure"      // Failure, Signature
	EventDecision     EventType = "decision"     // Action, Rule, Reason, Wait, Alternative
	EventSkip         EventType = "skip"         // Fact
	EventReplay       EventType = "replay"       // Key
	EventStepEnd      EventType = "step_end"     // State
	EventTerminal     EventType = "terminal"     // Outcome, Rule, Reason
	EventRunEnd       EventType = "run_end"      // Outcome
)

// Event is one transition of a run. Only the fields its type names are set.
// Events are values: an observer may keep them.
type Event struct {
	Type  EventType `json:"type"`
	At    time.Time `json:"at"`
	RunID string    `json:"run_id"`
	// Plan is the number of the plan being executed (1 for the first).
	Plan        int       `json:"plan,omitempty"`
	Step        string    `json:"step,omitempty"`
	Tool        string    `json:"tool,omitempty"`
	Attempt     int       `json:"attempt,omitempty"`
	Fingerprint string    `json:"fingerprint,omitempty"`
	Failure     *Failure  `json:"failure,omitempty"`
	Signature   Signature `json:"signature,omitzero"`
	Action      Action    `json:"action,omitzero"`
	Rule        string    `json:"rule,omitempty"`
	Reason      string    `json:"reason,omitempty"`
	// WaitMS is the wait before a retry or replay, in milliseconds.
	WaitMS int64 `json:"wait_ms,omitempty"`
	// DurationMS is how long a model call took on the engine's clock, in
	// milliseconds: the call began at At minus DurationMS.
	DurationMS  int64        `json:"duration_ms,omitempty"`
	Alternative string       `json:"alternative,omitempty"`
	Purpose     Purpose      `json:"purpose,omitempty"`
	Usage       Usage        `json:"usage,omitzero"`
	Spent       Spent        `json:"spent,omitzero"`
	Budget      string       `json:"budget,omitempty"`
	Observation *Observation `json:"observation,omitempty"`
	// Args are a step_start's resolved arguments, as sent to the tool. They
	// are not redacted: an observer that keeps them must redact them, as
	// package trace does.
	Args map[string]any `json:"args,omitempty"`
	// Steps are a plan event's steps as the planner wrote them. Like Args
	// they are not redacted, and they are the installed plan's own: an
	// observer must not change them.
	Steps   []Step     `json:"steps,omitempty"`
	Fact    any        `json:"fact,omitempty"`
	Key     string     `json:"key,omitempty"`
	State   StepState  `json:"state,omitempty"`
	Outcome RunOutcome `json:"outcome,omitempty"`
	// Index is a step_start's number in the report's steps, from 1, so
	// that progress lines and the report give a step the same number.
	Index int `json:"index,omitempty"`
}

// Observer receives a run's events, synchronously and in order. An observer
// shared by concurrent runs must be safe for concurrent use.
type Observer interface {
	Observe(Event)
}

// ObserverFunc adapts a function to Observer.
type ObserverFunc func(Event)

// Observe calls f(e).
func (f ObserverFunc) Observe(e Event) { f(e) }
