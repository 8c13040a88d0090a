package ledger

import (
	"context"

	"github.com/rungkit/rung"
)

// StepCompleter is a Store that can record a side-effecting call's outcome
// and its step's checkpoint in one transaction. The SQL drivers and Memory
// implement it; package durable uses it when the engine's Ledger and its
// Checkpoints are the same store, so that a durable side-effecting step
// commits twice (the claim; the outcome with the checkpoint) instead of
// three times.
type StepCompleter interface {
	// CompleteStep does Complete(key, token, outcome) and SaveStep(run,
	// rec) atomically: both are stored or neither is. ErrStaleToken (the
	// lease lapsed and the key moved on) stores neither; the checkpoint of
	// a call whose outcome went unrecorded would let a resume skip a step
	// the ledger says nothing about.
	CompleteStep(ctx context.Context, key string, token uint64, outcome rung.Outcome, run string, rec StepRecord) error
}
