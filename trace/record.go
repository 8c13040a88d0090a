package trace

import (
	"strconv"
	"time"

	"github.com/rungkit/rung"
)

// Format and Version identify the trace format in its header line. Fields
// are only ever added within a version; a reader ignores fields it does not
// know, so a version 1 reader reads a later version 1 file. A change that
// removes or redefines a field increments Version.
const (
	Format  = "rung.trace"
	Version = 1
)

// Header is the first line of a trace.
type Header struct {
	Format  string `json:"format"`
	Version int    `json:"version"`
	// Writer names what wrote the trace ("rung", or another tool writing
	// the same format).
	Writer string `json:"writer,omitempty"`
}

// Record is one line of a trace: one engine event. Only the fields its Type
// names are set (docs/trace.md lists them); enumerations are kept as
// strings, so a record with a value this version does not know still reads.
type Record struct {
	// Seq numbers the records of one writer from 1, in the order written.
	Seq  int64          `json:"seq"`
	Type rung.EventType `json:"type"`
	At   time.Time      `json:"at"`
	Run  string         `json:"run"`
	// Plan is the number of the plan being executed (1 for the first).
	Plan        int    `json:"plan,omitempty"`
	Step        string `json:"step,omitempty"`
	Tool        string `json:"tool,omitempty"`
	Attempt     int    `json:"attempt,omitempty"`
	Fingerprint string `json:"fingerprint,omitempty"`
	// Failure is set on failure events (and inside observations).
	Failure   *Failure   `json:"failure,omitempty"`
	Signature *Signature `json:"signature,omitempty"`
	// Action is the rung a decision chose: retry, repair, skip, reroute,
	// probe, replan, replay, handback or abort.
	Action string `json:"action,omitempty"`
	Rule   string `json:"rule,omitempty"`
	Reason string `json:"reason,omitempty"`
	WaitMS int64  `json:"wait_ms,omitempty"`
	// DurationMS is how long a model call took: it began DurationMS
	// before At.
	DurationMS  int64  `json:"duration_ms,omitempty"`
	Alternative string `json:"alternative,omitempty"`
	// Purpose is why a model call was made: plan, repair or replan.
	Purpose string `json:"purpose,omitempty"`
	Usage   *Usage `json:"usage,omitempty"`
	// Spent is the run's total spend after a charge (budget events) or at
	// the end (run_end).
	Spent *rung.Spent `json:"spent,omitempty"`
	// Budget is what is left, as the one line the model sees.
	Budget      string       `json:"budget,omitempty"`
	Observation *Observation `json:"observation,omitempty"`
	// Steps are a plan event's steps, redacted.
	Steps []PlanStep `json:"steps,omitempty"`
	// Fact is what a skipped step discovered, carried forward as its output.
	Fact any `json:"fact,omitempty"`
	// KeyHash is the idempotency key of a replay, hashed (KeyHash): keys
	// never appear in a trace in clear.
	KeyHash string `json:"key_hash,omitempty"`
	// State is where a step ended (step_end): done, skipped, ...
	State string `json:"state,omitempty"`
	// Outcome is how the run ended: completed, handback or abort.
	Outcome string `json:"outcome,omitempty"`
	// Args are a step_start's resolved arguments, redacted (values under
	// secret-looking names dropped whole, secrets in text removed).
	Args map[string]any `json:"args,omitempty"`
}

// Failure is a failure as a trace records it: rung.Failure's JSON fields,
// with the kind and effect kept as strings and the message redacted.
type Failure struct {
	Kind         string         `json:"kind"`
	Message      string         `json:"message"`
	Protocol     string         `json:"protocol,omitempty"`
	Status       int            `json:"status,omitempty"`
	Code         string         `json:"code,omitempty"`
	RetryAfterMS *int64         `json:"retry_after_ms,omitempty"`
	Timeout      bool           `json:"timeout,omitempty"`
	Invalidates  []string       `json:"invalidates,omitempty"`
	Effect       string         `json:"effect,omitempty"`
	Fact         map[string]any `json:"fact,omitempty"`
	Target       string         `json:"target,omitempty"`
	Reason       string         `json:"reason,omitempty"`
	// ClassifiedBy is "model" when the opt-in model classifier gave Kind.
	ClassifiedBy string `json:"classified_by,omitempty"`
}

// Transient reports whether the failure proves nothing false.
func (f *Failure) Transient() bool { return f != nil && f.Kind == "transient" }

// CodeText renders protocol, status and code as the report does:
// "http 404 NoSuchKey".
func (f *Failure) CodeText() string {
	if f == nil {
		return ""
	}
	b := make([]byte, 0, 32)
	add := func(s string) {
		if s == "" {
			return
		}
		if len(b) > 0 {
			b = append(b, ' ')
		}
		b = append(b, s...)
	}
	add(f.Protocol)
	if f.Status != 0 {
		add(strconv.Itoa(f.Status))
	}
	add(f.Code)
	return string(b)
}

// Signature is a failure's signature: (tool, class, target).
type Signature struct {
	Tool   string `json:"tool"`
	Class  string `json:"class"`
	Target string `json:"target"`
}

// String renders the signature as "(tool, class, target)".
func (s Signature) String() string {
	return "(" + s.Tool + ", " + s.Class + ", " + s.Target + ")"
}

// Usage is what a model call cost.
type Usage struct {
	InputTokens  int     `json:"input_tokens"`
	OutputTokens int     `json:"output_tokens"`
	Cost         float64 `json:"cost,omitempty"`
	// Calls is how many model requests the answer took (0 reads as one,
	// -1, rung.NoModel, as none);
	// Model the model that answered, when the planner knows it.
	Calls int    `json:"calls,omitempty"`
	Model string `json:"model,omitempty"`
}

// ModelCalls returns the model requests a model_call record with usage u
// accounts for: Calls, at least 1 (a record without usage is one call).
func (u *Usage) ModelCalls() int {
	if u == nil {
		return 1
	}
	if u.Calls < 0 { // rung.NoModel: a declared answer, not a model call
		return 0
	}
	return max(u.Calls, 1)
}

// Tokens returns input plus output tokens.
func (u *Usage) Tokens() int {
	if u == nil {
		return 0
	}
	return u.InputTokens + u.OutputTokens
}

// PlanStep is a step of a plan event, its arguments and intent redacted.
type PlanStep struct {
	ID     string         `json:"id"`
	Tool   string         `json:"tool"`
	Args   map[string]any `json:"args,omitempty"`
	Intent string         `json:"intent,omitempty"`
	Uses   []string       `json:"uses,omitempty"`
}

// Observation is a probe's or precondition check's call and what it saw.
type Observation struct {
	Tool    string         `json:"tool"`
	Args    map[string]any `json:"args,omitempty"`
	About   string         `json:"about,omitempty"`
	Output  any            `json:"output,omitempty"`
	Failure *Failure       `json:"failure,omitempty"`
	At      time.Time      `json:"at"`
}
