package rung

import (
	"context"
	"errors"
)

// StepCommitter is an optional interface of a Checkpointer whose
// checkpoints live in the same database as a Ledger's keys (package
// durable over a SQL ledger that is also the Engine's Ledger). The engine
// then stores a side-effecting step's outcome and its checkpoint in one
// transaction: a durable side-effecting step commits twice (the claim; the
// outcome with the checkpoint), not three times.
//
// The crash semantics are those of a crash during the call: until the
// second commit the key is pending under the claim's lease, so a resume
// replays the step behind the same key (or reconciles it) and never
// finds a checkpoint without the outcome.
type StepCommitter interface {
	Checkpointer
	// CommitsWith reports whether l's keys are in the checkpoints'
	// database, so that CompleteStep can write both at once.
	CommitsWith(l Ledger) bool
	// CompleteStep does l.Complete(key, token, outcome) and SaveStep(run,
	// c) in one transaction: both or neither. It returns ErrStaleToken,
	// having written nothing, when the key's lease lapsed and it moved on.
	CompleteStep(ctx context.Context, key string, token uint64, outcome Outcome, run string, c Checkpoint) error
}

// stepCommitter returns the engine's Checkpoints as a StepCommitter when it
// shares its database with the Ledger.
func (e *Engine) stepCommitter() StepCommitter {
	sc, ok := e.Checkpoints.(StepCommitter)
	if !ok || e.Ledger == nil || !sc.CommitsWith(e.Ledger) {
		return nil
	}
	return sc
}

// pendingOutcome is a side-effecting call's outcome that callClaimed left
// for the step's checkpoint to store, in the same transaction.
type pendingOutcome struct {
	key     string
	token   uint64
	outcome Outcome
}

// commitStep stores s's pending outcome with checkpoint c in one
// transaction. It reports whether the run may go on; on a failure it has
// stopped the run. A store that failed for another reason than a stale
// token gets the outcome alone, so the ledger holds what the call did even
// though the run stops.
func (r *runner) commitStep(s *stepRun, sc StepCommitter, c Checkpoint) bool {
	p := s.pending
	s.pending = nil
	ctx := context.WithoutCancel(r.ctx)
	err := sc.CompleteStep(ctx, p.key, p.token, p.outcome, r.id, c)
	switch {
	case err == nil:
		return true
	case errors.Is(err, ErrStaleToken):
		r.stop(OutcomeAbort, RuleSideEffect, staleLeaseReason(p.key), s, nil, Signature{})
	default:
		_ = r.e.Ledger.Complete(ctx, p.key, p.token, p.outcome)
		r.stop(OutcomeHandback, "checkpoint", "checkpoint: step "+s.ID+" completed but its checkpoint could not be saved ("+errText(err)+"); the run stops so that a resume cannot run it again", nil, nil, Signature{})
	}
	return false
}

// flushPending stores a pending outcome alone, for a step that ends
// without a checkpoint (the run stopped between the call and its
// completion).
func (r *runner) flushPending(s *stepRun) {
	if p := s.pending; p != nil {
		s.pending = nil
		_ = r.e.Ledger.Complete(context.WithoutCancel(r.ctx), p.key, p.token, p.outcome)
	}
}

// staleLeaseReason is the reason of a run stopped because a side-effecting
// call's lease lapsed during it and the key was claimed again.
func staleLeaseReason(key string) string {
	return "side-effect: the ledger lease on " + key + " lapsed during the call and the key was claimed again, so what the call did is not recorded; check whether its effect exists and record it with `rung ledger resolve " + key + " --applied` or `--not-applied` once the other holder's lease lapses"
}
