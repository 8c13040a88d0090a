package rung

import (
	"context"
	"time"
)

// This file exports the keyed call and the verdict for adapters whose host
// owns the retries (contrib/temporal): the host re-delivers a call, and rung
// answers each delivery from the ledger and says what the failure proves,
// without running a ladder of its own.

// KeyedStatus says how a KeyedCall ended.
type KeyedStatus uint8

const (
	// KeyedCalled: the call was made; Output or Failure is what it did.
	KeyedCalled = KeyedStatus(keyedCalled)
	// KeyedStored: the key had a stored outcome, returned without a call.
	KeyedStored = KeyedStatus(keyedStored)
	// KeyedInFlight: another holder's lease is live; nothing ran, and
	// Failure is a RetryAfter failure that waits for the lease to lapse.
	KeyedInFlight = KeyedStatus(keyedInFlight)
	// KeyedMismatch: the key was used with other parameters; nothing ran.
	KeyedMismatch = KeyedStatus(keyedMismatch)
	// KeyedApplied: an earlier call may have landed and the reconciliation
	// read found its effect; Output is what the read returned, no call.
	KeyedApplied = KeyedStatus(keyedApplied)
	// KeyedUnreconciled: an earlier call may have landed, the tool takes no
	// key and no reconciliation settled it; nothing ran and the key is left
	// for `rung ledger resolve`.
	KeyedUnreconciled = KeyedStatus(keyedUnreconciled)
	// KeyedStale: the lease lapsed during the call and the key moved on.
	KeyedStale = KeyedStatus(keyedStale)
)

// KeyedCall is one side-effecting call behind a ledger key, with the
// semantics the engine and Session use (Ledger's life of a key). The zero
// Clock is the wall clock; a nil Classifier is BasicClassifier.
type KeyedCall struct {
	Ledger Ledger
	// Tool's Name, AcceptsIdempotencyKey, Reconcile and Rules are read.
	Tool *Tool
	Key  string
	// Lease bounds the claim; 0 uses the tool's timeout, else a minute.
	Lease      time.Duration
	Clock      Clock
	Classifier Classifier
}

// KeyedResult is what a KeyedCall did.
type KeyedResult struct {
	Status  KeyedStatus
	Output  any
	Failure *Failure
	// Replay is set when the call was made under a key an earlier call may
	// have landed under.
	Replay bool
	// Why says what a reconciliation could not settle.
	Why string
}

// Run claims the key for args and answers from the ledger, or makes call
// under ctx carrying the key (WithIdempotencyKey) and records what it did.
// A panic in call is not recovered: it leaves the claim pending, as a
// process that died during the call would, so the next delivery replays
// behind the key once the lease lapses or the holder is seen dead.
func (k KeyedCall) Run(ctx context.Context, args map[string]any, call func(ctx context.Context) (any, error)) KeyedResult {
	clock := k.Clock
	if clock == nil {
		clock = SystemClock{}
	}
	kc := keyedCall{
		ledger: k.Ledger, clock: clock, tool: k.Tool, key: k.Key, lease: leaseFor(k.Lease, k.Tool), ctx: ctx,
		call: func(key string) (any, error) { return call(WithIdempotencyKey(ctx, key)) },
		attemptCtx: func() (context.Context, context.CancelFunc) {
			return context.WithCancel(ctx)
		},
		classify: func(err error) *Failure { return classifyWith(k.Classifier, k.Tool, err) },
		charge:   func() {},
	}
	r := kc.run(args)
	return KeyedResult{Status: KeyedStatus(r.status), Output: r.out, Failure: r.f, Replay: r.replay, Why: r.why}
}

// NewVerdict is the Verdict a Session gives for failure f of tool t decided
// as d after attempts calls: the redacted verbatim error, what it proves,
// the next move and its advice. key names a side effect's idempotency key;
// budget is the budget line to show.
func NewVerdict(t *Tool, f *Failure, d Decision, key string, attempts int, budget string) *Verdict {
	v := &Verdict{Tool: t.Name, Attempts: attempts, Rule: d.Rule, Reason: d.Reason, Kind: d.Kind, Budget: budget}
	if f != nil {
		v.Kind, v.ClassifiedBy = f.Kind, f.ClassifiedBy
		v.Message = FenceSafe(Truncate(Redact(failureText(f)), MaxErrorBytes))
		v.Code = codeText(f)
		v.Fact = f.Fact
	}
	v.Proves = Proves(v.Kind)
	advise(v, t, f, d, key)
	return v
}
