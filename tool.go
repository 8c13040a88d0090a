package rung

import (
	"context"
	"encoding/json"
	"time"
)

// Tool is something a plan step can call, with the annotations the engine
// needs to recover from its failures.
type Tool struct {
	// Name is how steps refer to the tool.
	Name string
	// Description is shown to planners.
	Description string
	// InputSchema is the JSON Schema of the arguments; a repair prompt shows it.
	InputSchema json.RawMessage
	// Identifying lists the arguments that decide what the call touches
	// (bucket and key for a get). Plan fingerprints and failure targets use
	// only these. Nil means every argument identifies (and `rung lint` warns).
	Identifying []string
	// SideEffects marks a tool that changes the world; its calls are claimed
	// in the ledger and never run twice for the same idempotency key.
	SideEffects bool
	// AcceptsIdempotencyKey marks a side-effecting tool whose downstream
	// honours the key from IdempotencyKey(ctx), so a replay returns the
	// original outcome instead of acting twice.
	AcceptsIdempotencyKey bool
	// Reconcile answers whether a side-effecting call whose outcome is
	// unknown landed: a read of the downstream (does the row, the charge,
	// the file exist?). It returns applied with the effect's output, or not
	// applied; an error leaves the outcome unknown. The engine asks it before
	// calling again a tool that takes no idempotency key; without it, the run
	// stops and names the key for a person to reconcile (`rung ledger resolve`).
	Reconcile func(ctx context.Context, args map[string]any) (applied bool, output any, err error)
	// Probes are diagnostic calls that produce observations about this
	// tool's failures (list the prefix, read the status endpoint).
	Probes []Call
	// Alternatives name other tools that serve the same sub-goal, in order
	// of preference, for a reroute.
	Alternatives []string
	// Host names the target host a call with args goes to (the URL's host,
	// the database server): the fleet's circuit breaker (Engine.Health) is
	// kept per tool and host. Nil keys the breaker by the tool alone.
	Host func(args map[string]any) string
	// Rules classify this tool's errors ahead of the protocol presets.
	Rules []Rule
	// ExpectedDuration is how long a call usually takes; the budget check
	// refuses to start a call it cannot finish.
	ExpectedDuration time.Duration
	// Validate checks a call's arguments against InputSchema before the
	// call is made; package schema builds one from the schema. Arguments a
	// model proposed (a repair, a replanned step) that fail it never run.
	// Nil falls back to the structural check of InputSchema in ValidateArgs.
	Validate func(args map[string]any) error
	// Timeout bounds one attempt of a call (a context deadline on the
	// wall clock); 0 falls back to Policy.CallTimeout.
	Timeout time.Duration
	// Call performs the call. It returns the step's output, or an error that
	// is classified (a *Failure is taken as it is).
	Call func(ctx context.Context, args map[string]any) (any, error)
}

// Rule classifies errors by status, code or message pattern. Empty fields
// match anything; a rule with every field empty matches nothing.
type Rule struct {
	// Status matches the protocol status exactly; 0 matches any.
	Status int `json:"status,omitempty" yaml:"status,omitempty"`
	// Code matches the service code, case-insensitively; "" matches any.
	Code string `json:"code,omitempty" yaml:"code,omitempty"`
	// Message is a regular expression matched against the verbatim message;
	// "" matches any.
	Message string `json:"message,omitempty" yaml:"message,omitempty"`
	// Kind is the verdict when the rule matches.
	Kind Kind `json:"kind" yaml:"kind"`
	// Timeout marks a matching transient failure as the call running out of time.
	Timeout bool `json:"timeout,omitempty" yaml:"timeout,omitempty"`
	// Reason names the rule in decisions and reports; defaults to a
	// description of its fields.
	Reason string `json:"reason,omitempty" yaml:"reason,omitempty"`
}

// Classifier turns a tool's error into a Failure. The engine calls it for
// every error that is not already a *Failure with a kind other than unknown;
// package classify provides the presets.
type Classifier interface {
	Classify(tool *Tool, err error) *Failure
}

type idempotencyKeyContext struct{}

// WithIdempotencyKey returns a context that carries the ledger key of the
// side-effecting call being made.
func WithIdempotencyKey(ctx context.Context, key string) context.Context {
	return context.WithValue(ctx, idempotencyKeyContext{}, key)
}

// IdempotencyKey returns the key a side-effecting call must pass downstream
// (an Idempotency-Key header, a client token argument), or "".
func IdempotencyKey(ctx context.Context) string {
	k, _ := ctx.Value(idempotencyKeyContext{}).(string)
	return k
}
