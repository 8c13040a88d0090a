package rung

import (
	"context"
	"encoding/json"
	"errors"
	"time"
)

// Ledger records side-effecting calls under idempotency keys, with the
// semantics of Stripe's idempotency keys: a side effect runs at most once per
// key, a repeated request under a key gets the stored outcome back, and a key
// reused with different parameters is an error. The engine claims a key
// before every call of a tool with SideEffects and passes it downstream with
// WithIdempotencyKey.
//
// Implementations must be safe for concurrent use, including by several
// processes sharing one store (the SQL drivers); package ledger has the
// in-memory one. The life of a key:
//
//	Claim -> ClaimNew (lease + fencing token) -> call -> Complete   (outcome stored)
//	                                                  -> MarkUnknown (may have landed)
//	                                                  -> Release     (never began: forget)
//	Claim while a live lease is held            -> ClaimInFlight (run nothing)
//	Claim after Complete                        -> ClaimDone (the stored outcome)
//	Claim after MarkUnknown or a lapsed lease   -> ClaimNew with Replay set
//	Claim while a dead local process holds it   -> ClaimNew with Replay set
//	Claim with another request fingerprint      -> ClaimMismatch (run nothing)
type Ledger interface {
	// Claim takes the key for a request whose parameters hash to
	// fingerprint, holding it for lease. Only ClaimNew lets the caller make
	// the call; its Token fences every later write.
	Claim(ctx context.Context, key, fingerprint string, lease time.Duration) (Claim, error)
	// Complete stores the call's outcome, terminal failures included, and
	// ends the lease. It returns ErrStaleToken when token is not the key's
	// current one (the lease lapsed and someone else claimed the key).
	Complete(ctx context.Context, key string, token uint64, outcome Outcome) error
	// MarkUnknown records that the call was made and its outcome is unknown
	// (a timeout after the request was sent) and ends the lease; the next
	// claim is a replay behind the same key.
	MarkUnknown(ctx context.Context, key string, token uint64) error
	// Release forgets a claim whose call never began or that the downstream
	// refused without effect, so the key may be claimed afresh. Failures
	// before the call began are not stored.
	Release(ctx context.Context, key string, token uint64) error
}

// KeyedClaimer is an optional interface of a Ledger that can claim a key
// without waiting for the claim to reach disk. The engine, Session and
// KeyedCall use it for a tool that accepts an idempotency key, and Claim
// for every other side-effecting tool.
//
// A keyless call's claim is the only evidence that the call may have
// landed, so it must be durable before the call begins. A keyed call's is
// not: if a crash of the database loses it, the resume claims the key
// afresh and calls again under the same key, which the downstream
// deduplicates; that is the replay a surviving claim would have led to.
// The outcome that follows is written durably as always, and carries the
// claim to disk with it. On PostgreSQL this saves one flush (fsync) a
// keyed step; the figures are in docs/ledger.md.
type KeyedClaimer interface {
	// ClaimKeyed is Claim, with the same answers and the same visibility
	// to every other claimant at once; only its durability waits for the
	// ledger's next durable write.
	ClaimKeyed(ctx context.Context, key, fingerprint string, lease time.Duration) (Claim, error)
}

// ClaimState is the answer to a Claim.
type ClaimState uint8

const (
	// ClaimNew: the caller holds the lease and may make the call.
	ClaimNew ClaimState = iota + 1
	// ClaimInFlight: another holder's lease is live; make no call.
	ClaimInFlight
	// ClaimDone: the key has a stored outcome; return it, make no call.
	ClaimDone
	// ClaimMismatch: the key was used with different parameters; make no
	// call, this is a bug in how the key was derived.
	ClaimMismatch
)

var claimStateNames = [...]string{"invalid", "new", "in_flight", "done", "mismatch"}

func (s ClaimState) String() string {
	if int(s) < len(claimStateNames) {
		return claimStateNames[s]
	}
	return "invalid"
}

// Claim is a ledger's answer.
type Claim struct {
	State ClaimState
	// Token is the fencing token of a ClaimNew; every later write under the
	// key must present it.
	Token uint64
	// Replay is set on a ClaimNew when an earlier call under the key may
	// have landed (MarkUnknown, or a lease that lapsed): the downstream must
	// deduplicate by the key.
	Replay bool
	// Outcome is the stored outcome of a ClaimDone.
	Outcome *Outcome
	// Until is when a ClaimInFlight's lease lapses.
	Until time.Time
	// Holder names the process holding a ClaimInFlight's lease ("pid 4242
	// on host x, started 2026-12-01 12:03:11 UTC"); empty when the ledger
	// does not record holders.
	Holder string
}

// Outcome is a side-effecting call's stored result: its output as JSON, or
// the failure it ended with.
type Outcome struct {
	Output  json.RawMessage `json:"output,omitempty"`
	Failure *Failure        `json:"failure,omitempty"`
	At      time.Time       `json:"at"`
}

// ErrStaleToken is returned by Complete, MarkUnknown and Release when the
// token is not the key's current one.
var ErrStaleToken = errors.New("rung: stale ledger token: the lease lapsed and the key was claimed again")

// ErrKeyMismatch is returned (wrapped) by the engine when a key was claimed
// with different parameters.
var ErrKeyMismatch = errors.New("rung: idempotency key reused with different parameters")
