// Package durable makes runs resumable on a ledger store: Store adapts a
// ledger.RunStore (the SQLite, PostgreSQL and Memory stores are one) to the
// engine's rung.Checkpointer, so that
//
//	st, _ := sqlite.Open(ctx, ".rung/rung.db", ledger.Options{})
//	e := &rung.Engine{Tools: tools, Ledger: st, Checkpoints: durable.New(st)}
//	rep, err := e.Run(ctx, plan)            // every completed step is checkpointed
//	rep, err = e.Resume(ctx, rep.RunID, plan) // after a cancel or a crash
//
// continues a run without running its recorded steps again. The plan
// comparison on resume is ledger.CompareRun's.
//
// # How checkpoints are stored
//
// A checkpoint is the ledger.StepRecord of its plan number and position;
// ArgsHash holds the request fingerprint of the step's arguments as the
// plan wrote them (references unresolved, before any repair).
package durable

import (
	"context"
	"errors"
	"fmt"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/ledger"
)

// Store is a rung.Checkpointer on a ledger.RunStore. It is safe for
// concurrent use as its RunStore is.
type Store struct {
	runs ledger.RunStore
}

var _ rung.Checkpointer = (*Store)(nil)

// New returns the Checkpointer that keeps checkpoints in runs.
func New(runs ledger.RunStore) *Store { return &Store{runs: runs} }

// SaveStep implements rung.Checkpointer.
func (s *Store) SaveStep(ctx context.Context, run string, c rung.Checkpoint) error {
	return s.runs.SaveStep(ctx, run, ledger.StepRecord{
		Plan: max(c.Plan, 1), Index: c.Index, StepID: c.Step, Tool: c.Tool, ArgsHash: c.Request,
		State: c.State, Output: c.Output, At: c.At,
	})
}

// LoadRun implements rung.Checkpointer.
func (s *Store) LoadRun(ctx context.Context, run string) ([]rung.Checkpoint, error) {
	recs, err := s.runs.LoadRun(ctx, run)
	if errors.Is(err, ledger.ErrNoRun) {
		return nil, fmt.Errorf("%w: %s", rung.ErrNoRun, run)
	}
	if err != nil {
		return nil, err
	}
	out := make([]rung.Checkpoint, len(recs))
	for i, r := range recs {
		out[i] = rung.Checkpoint{
			Plan: max(r.Plan, 1), Index: r.Index, Step: r.StepID, Tool: r.Tool,
			Request: r.ArgsHash, State: r.State, Output: r.Output, At: r.At,
		}
	}
	return out, nil
}

// Diverge implements rung.Checkpointer with ledger.CompareRun, comparing
// requests as the engine fingerprints them.
func (s *Store) Diverge(recorded []rung.Checkpoint, plan *rung.Plan) []rung.Divergence {
	recs := make([]ledger.StepRecord, 0, len(recorded))
	for _, c := range recorded {
		if c.Plan > 1 {
			continue
		}
		recs = append(recs, ledger.StepRecord{Index: c.Index, StepID: c.Step, Tool: c.Tool, ArgsHash: c.Request, State: c.State})
	}
	steps := ledger.PlanSteps(plan, func(st rung.Step) string { return rung.RequestFingerprint(st.Tool, st.Args) })
	divs := ledger.CompareRun(recs, steps)
	out := make([]rung.Divergence, len(divs))
	for i, d := range divs {
		out[i] = rung.Divergence{Kind: string(d.Kind), Step: d.StepID, Detail: d.String()}
	}
	return out
}
