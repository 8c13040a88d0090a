package durable

import (
	"context"
	"reflect"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/ledger"
)

var _ rung.StepCommitter = (*Store)(nil)

// CommitsWith implements rung.StepCommitter: l is the very store the
// checkpoints go to (the same *sqlite.Ledger, *postgres.Ledger or
// *ledger.Memory), and it can write an outcome and a checkpoint together.
// Two handles on one database are not recognised and keep two commits.
func (s *Store) CommitsWith(l rung.Ledger) bool {
	sc, ok := s.runs.(ledger.StepCompleter)
	if !ok {
		return false
	}
	other, ok := l.(ledger.StepCompleter)
	// Stores are pointers; a store of an incomparable type is never the
	// same one (comparing it would panic).
	return ok && reflect.TypeOf(sc).Comparable() && other == sc
}

// CompleteStep implements rung.StepCommitter.
func (s *Store) CompleteStep(ctx context.Context, key string, token uint64, outcome rung.Outcome, run string, c rung.Checkpoint) error {
	return s.runs.(ledger.StepCompleter).CompleteStep(ctx, key, token, outcome, run, record(c))
}

// record is the ledger.StepRecord of checkpoint c.
func record(c rung.Checkpoint) ledger.StepRecord {
	return ledger.StepRecord{
		Plan: max(c.Plan, 1), Index: c.Index, StepID: c.Step, Tool: c.Tool, ArgsHash: c.Request,
		State: c.State, Output: c.Output, At: c.At,
	}
}
