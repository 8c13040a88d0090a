package rung

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"
)

// ReasonLeaseHeld is the Reason of the failure a side-effecting call meets
// when another process holds its key's ledger lease: its RetryAfter is the
// time until that lease lapses, not a wait a service asked for.
const ReasonLeaseHeld = "ledger: lease held"

// keyedCall is one side-effecting call behind a ledger key, the rung the
// engine and Session share: claim the key, then return the stored outcome,
// wait for a live holder, reconcile a call that may have landed, or call and
// record what the call did. It makes no decision beyond the ledger's
// guarantees and emits nothing; the caller reports by the status.
type keyedCall struct {
	ledger Ledger
	clock  Clock
	tool   *Tool
	key    string
	lease  time.Duration
	// ctx is the run's context: the ledger writes after the call outlive its
	// cancellation.
	ctx context.Context
	// call makes the call under the attempt's context, passing key down.
	call func(key string) (any, error)
	// attemptCtx is the context of one attempt (the call's timeout and
	// deadline); the reconciliation read runs under it.
	attemptCtx func() (context.Context, context.CancelFunc)
	classify   func(err error) *Failure
	// charge counts a tool call against the budget.
	charge func()
	// deferDone leaves a successful call's outcome to be stored with the
	// step's checkpoint, in one transaction (StepCommitter): the result
	// carries it as pending instead of callClaimed completing the key.
	deferDone bool
	// fingerprint is RequestFingerprint(tool.Name, args) when the caller
	// has it already (WithRequestFingerprint); "" computes it.
	fingerprint string
}

type keyedStatus uint8

const (
	keyedCalled       keyedStatus = iota // the tool was called: out, or the failure
	keyedStored                          // the key's stored outcome was returned, no call
	keyedInFlight                        // another holder's lease is live: a RetryAfter failure
	keyedMismatch                        // the key was used with other parameters: nothing ran
	keyedApplied                         // the reconciliation read found the effect: no call
	keyedUnreconciled                    // may have landed and the tool takes no key: stop
	keyedStale                           // the lease lapsed during the call and the key moved on
)

type keyedResult struct {
	out    any
	f      *Failure
	status keyedStatus
	// replay is set when the call was made under a key an earlier call may
	// have landed under (keyed tools), or after a reconciliation that found
	// nothing.
	replay bool
	// token is the fencing token the call was made under.
	token uint64
	// why says what a reconciliation could not settle.
	why string
	// pending is the successful call's outcome, not yet stored: set only
	// with deferDone.
	pending *pendingOutcome
}

func (c *keyedCall) run(args map[string]any) keyedResult {
	req := c.fingerprint
	if req == "" {
		req = RequestFingerprint(c.tool.Name, args)
	}
	claim, err := c.claim(req)
	if err != nil {
		return keyedResult{f: Transient(fmt.Errorf("ledger claim of %s failed before the call began: %w", c.key, err))}
	}
	switch claim.State {
	case ClaimDone:
		res := keyedResult{status: keyedStored}
		if o := claim.Outcome; o != nil && o.Failure != nil {
			res.f = o.Failure
			return res
		}
		if claim.Outcome != nil && len(claim.Outcome.Output) > 0 {
			if err := json.Unmarshal(claim.Outcome.Output, &res.out); err != nil {
				res.f = Unknown(fmt.Errorf("stored outcome of %s is unreadable: %w", c.key, err))
			}
		}
		return res
	case ClaimInFlight:
		wait := max(claim.Until.Sub(c.clock.Now()), time.Millisecond)
		holder := claim.Holder
		if holder == "" {
			holder = "another caller"
		} else if strings.Contains(holder, ",") {
			holder += ","
		}
		// The wait is the ledger's lease, not a service's Retry-After: the
		// reason tells the decision to say so.
		f := RetryAfter(wait, errors.New("the lease on "+c.key+" is held by "+holder+" and lapses in "+DurationText(wait)))
		f.Reason = ReasonLeaseHeld
		return keyedResult{status: keyedInFlight, f: f}
	case ClaimMismatch:
		return keyedResult{status: keyedMismatch}
	}
	if !claim.Replay || c.tool.AcceptsIdempotencyKey {
		res := c.callClaimed(args, claim.Token)
		res.replay = claim.Replay
		return res
	}
	// An earlier call may have landed and the downstream would not
	// recognise the key: calling again could act twice. Only a
	// reconciliation may move the key on.
	wctx := context.WithoutCancel(c.ctx)
	why := "its outcome is unknown"
	if c.tool.Reconcile != nil {
		applied, out, err := c.reconcileRead(args)
		c.charge()
		switch {
		case err != nil:
			why = "its outcome is unknown and the reconciliation read failed: " + errText(err)
		case applied:
			o := Outcome{At: c.clock.Now()}
			if j, jerr := json.Marshal(out); jerr == nil {
				o.Output = redactJSON(j)
			}
			if err := c.ledger.Complete(wctx, c.key, claim.Token, o); err != nil {
				return keyedResult{status: keyedUnreconciled, why: "the reconciliation read found the effect but the ledger could not record it: " + errText(err)}
			}
			return keyedResult{status: keyedApplied, out: out}
		default:
			res := c.callClaimed(args, claim.Token)
			res.replay = true
			return res
		}
	}
	_ = c.ledger.MarkUnknown(wctx, c.key, claim.Token)
	f := (&Failure{Kind: KindUnknown, Effect: EffectPossible, Reason: "side-effect: unreconciled",
		Message: "an earlier call of " + c.tool.Name + " under idempotency key " + c.key + " may have landed and " + why}).WithTarget(c.key)
	return keyedResult{status: keyedUnreconciled, f: f, why: why}
}

// claim takes the key. A keyed tool's claim need not be on disk before the
// call when the ledger can defer its flush (KeyedClaimer): a claim lost to
// a database crash only turns the resume's replay under the same key into
// a first call under it.
func (c *keyedCall) claim(req string) (Claim, error) {
	if kc, ok := c.ledger.(KeyedClaimer); ok && c.tool.AcceptsIdempotencyKey {
		return kc.ClaimKeyed(c.ctx, c.key, req, c.lease)
	}
	return c.ledger.Claim(c.ctx, c.key, req, c.lease)
}

// reconcileRead runs the tool's reconciliation read under the attempt's
// context; a panic is an error (the outcome stays unknown).
func (c *keyedCall) reconcileRead(args map[string]any) (applied bool, out any, err error) {
	ctx, cancel := c.attemptCtx()
	defer cancel()
	defer func() {
		if p := recover(); p != nil {
			applied, out, err = false, nil, fmt.Errorf("reconciliation of %s panicked: %v", c.tool.Name, p)
		}
	}()
	return c.tool.Reconcile(ctx, args)
}

// callClaimed makes the call under the claimed key and records what it did.
// What the call did is recorded even when the run was cancelled during it:
// a key left pending would make a resume replay a call whose outcome was in
// hand.
func (c *keyedCall) callClaimed(args map[string]any, token uint64) keyedResult {
	out, callErr := c.call(c.key)
	c.charge()
	wctx := context.WithoutCancel(c.ctx)
	if callErr == nil {
		o := Outcome{At: c.clock.Now()}
		if j, err := json.Marshal(out); err == nil {
			o.Output = redactJSON(j)
		}
		if c.deferDone {
			return keyedResult{out: out, token: token, pending: &pendingOutcome{key: c.key, token: token, outcome: o}}
		}
		if err := c.ledger.Complete(wctx, c.key, token, o); errors.Is(err, ErrStaleToken) {
			return keyedResult{status: keyedStale, token: token}
		}
		return keyedResult{out: out, token: token}
	}
	f := sideEffectFailure(c.classify(callErr), callErr)
	switch {
	case f.Effect != EffectNone:
		_ = c.ledger.MarkUnknown(wctx, c.key, token)
	case f.Kind == KindTransient:
		_ = c.ledger.Release(wctx, c.key, token)
	default:
		_ = c.ledger.Complete(wctx, c.key, token, Outcome{Failure: redactedFailure(f), At: c.clock.Now()})
	}
	return keyedResult{f: f, token: token}
}

// leaseFor is how long a claim is held: the configured lease, else the
// tool's timeout, else a minute.
func leaseFor(configured time.Duration, t *Tool) time.Duration {
	switch {
	case configured > 0:
		return configured
	case t.Timeout > 0:
		return t.Timeout
	}
	return time.Minute
}

// redactJSON removes secrets from a JSON document before it is stored (a
// ledger outcome, a checkpoint): what is at rest in the store must not hold
// a secret either. A replay then returns the redacted output. Should a
// redaction break the document, the redacted text is stored as a JSON
// string.
func redactJSON(b []byte) []byte {
	r := Redact(string(b))
	if len(r) == len(b) && r == string(b) {
		return b
	}
	if json.Valid([]byte(r)) {
		return []byte(r)
	}
	q, _ := json.Marshal(r)
	return q
}
