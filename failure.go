package rung

import (
	"encoding/json"
	"errors"
	"time"
)

// Failure is a failed step as a value: what it proves false (its Kind) and
// everything the engine needs to act on it. Tools return one when they know
// what they are throwing; classifiers build one when they do not.
//
// A Failure wraps the underlying error, so errors.As finds it through any
// wrapping and errors.Is sees the cause. It round-trips through JSON (the
// ledger and traces store it); the wrapped error survives only as Message.
//
// The builder methods (WithTarget, WithEffect, ...) mutate and return the
// receiver; use them while constructing, before the Failure is shared.
type Failure struct {
	// Kind is what the failure proves false.
	Kind Kind
	// Message is the verbatim error text, as the service gave it.
	Message string
	// Protocol names the preset family that produced Status and Code: http,
	// grpc, aws, postgres, openai, anthropic, mcp, go, or another name
	// classify.Protocols lists (exec, smtp, dns, ...).
	Protocol string
	// Status is the protocol status (HTTP status, gRPC code number), 0 if none.
	Status int
	// Code is the service's own error code (NoSuchKey, 40P01, rate_limit_exceeded).
	Code string
	// RetryAfter is how long the service asked the caller to wait; 0 if it
	// did not say.
	RetryAfter time.Duration
	// Timeout marks a transient failure where the call ran out of time
	// (deadline exceeded, 408, 504, statement timeout). Persistent timeouts
	// fall to repair, since they often mean the request is too big.
	Timeout bool
	// Invalidates lists the plan steps (by ID) whose premise this failure
	// falsifies; a replan discards from the earliest of them onward.
	Invalidates []string
	// Effect says whether the attempt may have changed the world.
	Effect Effect
	// Fact is what a conflict discovered (the existing purchase order's id),
	// carried forward as the skipped step's output.
	Fact map[string]any
	// Target is what the call touched (bucket/key, table), part of the
	// failure's signature.
	Target string
	// Reason names the classifier rule that decided Kind.
	Reason string
	// ClassifiedBy is ClassifiedByModel when a model gave Kind (the opt-in
	// model classifier), "" when a rule or the tool did.
	ClassifiedBy string
	// Err is the wrapped cause; nil after a JSON round-trip.
	Err error
}

// Error returns "kind: message".
func (f *Failure) Error() string {
	msg := f.Message
	if msg == "" && f.Err != nil {
		msg = f.Err.Error()
	}
	if msg == "" {
		return f.Kind.String() + " failure"
	}
	return f.Kind.String() + ": " + msg
}

// Unwrap returns the wrapped cause.
func (f *Failure) Unwrap() error { return f.Err }

// WithTarget sets what the call touched and returns f.
func (f *Failure) WithTarget(target string) *Failure { f.Target = target; return f }

// WithEffect sets whether the attempt may have changed the world and returns f.
func (f *Failure) WithEffect(e Effect) *Failure { f.Effect = e; return f }

// WithCode records the protocol, status and service code and returns f.
func (f *Failure) WithCode(protocol string, status int, code string) *Failure {
	f.Protocol, f.Status, f.Code = protocol, status, code
	return f
}

// WithReason records the rule that classified the failure and returns f.
func (f *Failure) WithReason(reason string) *Failure { f.Reason = reason; return f }

// newFailure starts from the Failure already inside err, if any, so that
// re-wrapping (RetryAfter(d, Transient(err))) keeps what earlier layers knew.
func newFailure(kind Kind, err error) *Failure {
	var f *Failure
	if prev, ok := AsFailure(err); ok {
		cp := *prev
		cp.Invalidates = append([]string(nil), prev.Invalidates...)
		f = &cp
		f.Err = err
	} else {
		f = &Failure{Err: err}
		if err != nil {
			f.Message = err.Error()
		}
	}
	f.Kind = kind
	return f
}

// Transient marks err as proving nothing false: retry later.
func Transient(err error) *Failure { return newFailure(KindTransient, err) }

// Timeout marks err as a transient failure where the call ran out of time.
func Timeout(err error) *Failure {
	f := newFailure(KindTransient, err)
	f.Timeout = true
	return f
}

// RetryAfter marks err as transient with the wait the service asked for.
func RetryAfter(d time.Duration, err error) *Failure {
	f := newFailure(KindTransient, err)
	f.RetryAfter = d
	return f
}

// Invalid marks err as proving the call wrong: repair its arguments.
func Invalid(err error) *Failure { return newFailure(KindInvalid, err) }

// Premise marks err as falsifying a belief later steps rest on. invalidates
// names the plan steps whose premise is now false (often the step that chose
// what this one acted on, such as "select_supplier").
func Premise(err error, invalidates ...string) *Failure {
	f := newFailure(KindPremise, err)
	f.Invalidates = append(f.Invalidates, invalidates...)
	return f
}

// Denied marks err as a lack of authority: reroute or hand back.
func Denied(err error) *Failure { return newFailure(KindDenied, err) }

// Conflict marks err as "the world already holds this" and records the
// discovered fact (such as the existing resource's id) that later steps use
// in place of this step's output.
func Conflict(err error, fact map[string]any) *Failure {
	f := newFailure(KindConflict, err)
	if fact != nil {
		f.Fact = fact
	}
	return f
}

// Ambiguous marks a call that worked but whose result is unusable.
func Ambiguous(err error) *Failure { return newFailure(KindAmbiguous, err) }

// Unknown wraps err without a verdict: one retry, then premise.
func Unknown(err error) *Failure { return newFailure(KindUnknown, err) }

// AsFailure finds the first *Failure in err's chain.
func AsFailure(err error) (*Failure, bool) {
	// The common case, a *Failure itself, without errors.As's allocation.
	if f, ok := err.(*Failure); ok {
		return f, f != nil
	}
	var f *Failure
	if errors.As(err, &f) && f != nil {
		return f, true
	}
	return nil, false
}

// KindOf returns the kind of the first *Failure in err's chain, or
// KindUnknown when there is none.
func KindOf(err error) Kind {
	if f, ok := AsFailure(err); ok {
		return f.Kind
	}
	return KindUnknown
}

// failureJSON is the stored form of a Failure; field names are part of the
// trace and ledger formats, so they only ever grow.
type failureJSON struct {
	Kind         Kind           `json:"kind"`
	Message      string         `json:"message"`
	Protocol     string         `json:"protocol,omitempty"`
	Status       int            `json:"status,omitempty"`
	Code         string         `json:"code,omitempty"`
	RetryAfterMS *int64         `json:"retry_after_ms,omitempty"`
	Timeout      bool           `json:"timeout,omitempty"`
	Invalidates  []string       `json:"invalidates,omitempty"`
	Effect       Effect         `json:"effect"`
	Fact         map[string]any `json:"fact,omitempty"`
	Target       string         `json:"target,omitempty"`
	Reason       string         `json:"reason,omitempty"`
	ClassifiedBy string         `json:"classified_by,omitempty"`
}

// MarshalJSON encodes the failure; the wrapped error is kept as Message.
func (f *Failure) MarshalJSON() ([]byte, error) {
	w := failureJSON{
		Kind: f.Kind, Message: f.Message, Protocol: f.Protocol, Status: f.Status,
		Code: f.Code, Timeout: f.Timeout, Invalidates: f.Invalidates,
		Effect: f.Effect, Fact: f.Fact, Target: f.Target, Reason: f.Reason,
		ClassifiedBy: f.ClassifiedBy,
	}
	if w.Message == "" && f.Err != nil {
		w.Message = f.Err.Error()
	}
	if f.RetryAfter > 0 {
		ms := f.RetryAfter.Milliseconds()
		w.RetryAfterMS = &ms
	}
	return json.Marshal(w)
}

// UnmarshalJSON decodes a failure written by MarshalJSON.
func (f *Failure) UnmarshalJSON(b []byte) error {
	var w failureJSON
	if err := json.Unmarshal(b, &w); err != nil {
		return err
	}
	*f = Failure{
		Kind: w.Kind, Message: w.Message, Protocol: w.Protocol, Status: w.Status,
		Code: w.Code, Timeout: w.Timeout, Invalidates: w.Invalidates,
		Effect: w.Effect, Fact: w.Fact, Target: w.Target, Reason: w.Reason,
		ClassifiedBy: w.ClassifiedBy,
	}
	if w.RetryAfterMS != nil {
		f.RetryAfter = time.Duration(*w.RetryAfterMS) * time.Millisecond
	}
	return nil
}
