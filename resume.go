package rung

import (
	"context"
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"time"
)

// Checkpoint is one step's recorded outcome in a durable run: enough to skip
// the step when the run resumes (its output, or the fact a skip discovered)
// and to notice that the plan changed since it was recorded.
type Checkpoint struct {
	// Plan is the number of the plan the step belonged to (1 for the first).
	Plan int `json:"plan"`
	// Index is the step's position in that plan's steps (from 0).
	Index int `json:"index"`
	// Step and Tool are the step's ID and the tool the plan named.
	Step string `json:"step"`
	Tool string `json:"tool"`
	// Request is the request fingerprint of the step's arguments as the
	// plan wrote them (references unresolved, before any repair), so that a
	// resumed plan can be compared with the recorded one.
	Request string `json:"request,omitempty"`
	// State is StepDone or StepSkipped.
	State StepState `json:"state"`
	// Output is the step's output as JSON (a skipped step's fact).
	Output json.RawMessage `json:"output,omitempty"`
	// At is when the step ended.
	At time.Time `json:"at"`
}

// Divergence is one way a recorded run and the plan it is resumed with
// disagree: a step renamed, moved, calling another tool or sending another
// request, or missing.
type Divergence struct {
	// Kind is "renamed", "moved", "tool_changed", "args_changed" or
	// "missing".
	Kind string `json:"kind"`
	// Step is the recorded step's ID.
	Step string `json:"step"`
	// Detail says it in a sentence.
	Detail string `json:"detail"`
}

// Checkpointer stores a run's checkpoints so that Engine.Resume can continue
// the run without re-running its recorded steps. Package durable adapts the
// ledger's SQL drivers (ledger.RunStore) to it. Implementations must be safe
// for concurrent use.
type Checkpointer interface {
	// SaveStep records (or overwrites) the checkpoint of c.Plan and c.Index.
	SaveStep(ctx context.Context, run string, c Checkpoint) error
	// LoadRun returns the run's checkpoints, in the order they were made;
	// an error wrapping ErrNoRun when it has none.
	LoadRun(ctx context.Context, run string) ([]Checkpoint, error)
	// Diverge compares the checkpoints of the run's first plan with the
	// first plan of the resumed run (its steps with their IDs defaulted);
	// none means the recorded steps can be skipped.
	Diverge(recorded []Checkpoint, plan *Plan) []Divergence
}

// ErrNoRun is wrapped by the error of a Checkpointer's LoadRun, and of
// Resume, for a run with no checkpoint.
var ErrNoRun = errors.New("rung: no checkpoints for this run")

// RuleDivergence is the rule id of a resume that stopped because the plan
// no longer matches what the run recorded.
const RuleDivergence = "divergence"

// resumeState is what a resumed run knows of its record.
type resumeState struct {
	records []Checkpoint
	used    []bool
	checked bool
}

// take returns the first unused done or skipped checkpoint of step id with
// the same tool and request, and marks it used.
func (rs *resumeState) take(id, tool, request string) (Checkpoint, bool) {
	for i, c := range rs.records {
		if rs.used[i] || c.Step != id || c.Tool != tool || (c.Request != "" && request != "" && c.Request != request) {
			continue
		}
		if c.State != StepDone && c.State != StepSkipped {
			continue
		}
		rs.used[i] = true
		return c, true
	}
	return Checkpoint{}, false
}

// Resume continues the run runID from its checkpoints in Engine.Checkpoints:
// plan is run again under the same run id (so side-effecting calls meet
// their ledger keys), and every step whose checkpoint matches (same ID, tool
// and request) completes from its recorded output instead of calling its
// tool. Steps that did not complete (the one running when the run was
// cancelled or crashed, the ones after it) run. Failures and recoveries are
// met again as they come: a failed step is attempted again, and a replan
// that writes a step already recorded reuses its checkpoint.
//
// When the recorded steps of the first plan and plan disagree (a step
// renamed, reordered, calling another tool or sending another request), the
// run is not resumed: the report hands back with rule RuleDivergence and
// every divergence in its reason, and nothing runs.
func (e *Engine) Resume(ctx context.Context, runID string, plan *Plan) (*Report, error) {
	if e.Checkpoints == nil {
		return nil, errors.New("rung: Resume: the engine has no Checkpoints store")
	}
	if runID == "" {
		return nil, errors.New("rung: Resume: no run id")
	}
	recs, err := e.Checkpoints.LoadRun(ctx, runID)
	if err != nil {
		return nil, err
	}
	if len(recs) == 0 {
		return nil, ErrNoRun
	}
	rs := &resumeState{records: recs, used: make([]bool, len(recs))}
	return e.run(ctx, plan, runID, rs)
}

// checkDivergence compares the record with the first plan once; it stops
// the run when they disagree.
func (r *runner) checkDivergence(p *Plan) bool {
	rs := r.resume
	if rs == nil || rs.checked {
		return true
	}
	rs.checked = true
	norm := Plan{Goal: p.Goal, Steps: make([]Step, len(p.Steps))}
	for i, s := range p.Steps {
		if s.ID == "" {
			s.ID = "step" + strconv.Itoa(i+1)
		}
		norm.Steps[i] = s
	}
	var first []Checkpoint
	for _, c := range rs.records {
		if c.Plan <= 1 {
			first = append(first, c)
		}
	}
	divs := r.e.Checkpoints.Diverge(first, &norm)
	if len(divs) == 0 {
		return true
	}
	parts := make([]string, len(divs))
	for i, d := range divs {
		parts[i] = d.Detail
	}
	r.evidence.Divergences = divs
	r.stop(OutcomeHandback, RuleDivergence, "divergence: the plan no longer matches what run "+r.id+
		" recorded, so its recorded steps cannot be skipped safely and nothing was run: "+strings.Join(parts, "; "), nil, nil, Signature{})
	return false
}

// restore completes s from its checkpoint, when the resumed run has one.
func (r *runner) restore(s *stepRun) bool {
	if r.resume == nil {
		return false
	}
	c, ok := r.resume.take(s.ID, s.Step.Tool, s.request)
	if !ok {
		return false
	}
	var out any
	if len(c.Output) > 0 {
		if err := json.Unmarshal(c.Output, &out); err != nil {
			return false
		}
	}
	s.output = out
	if c.State == StepSkipped {
		if m, ok := out.(map[string]any); ok {
			s.fact = m
		}
	}
	s.restored = true
	if r.observed {
		r.emit(Event{Type: EventStepStart, Step: s.ID, Tool: s.Step.Tool, Index: s.no, State: StepRunning, Reason: "restored from checkpoint"})
	}
	r.complete(s, c.State)
	return true
}

// checkpoint records a completed step; a store that fails stops the run, so
// that a resume never re-runs a step that completed unrecorded.
func (r *runner) checkpoint(s *stepRun) {
	if r.e.Checkpoints == nil || s.restored {
		return
	}
	c := Checkpoint{Plan: s.plan, Index: s.index, Step: s.ID, Tool: s.Step.Tool, Request: s.request, State: s.state, At: r.clock.Now()}
	if s.pending != nil {
		// The call's output, marshalled and redacted as the ledger stores
		// it: the same bytes the checkpoint would make.
		c.Output = s.pending.outcome.Output
		if sc := r.e.stepCommitter(); sc != nil {
			r.commitStep(s, sc, c)
			return
		}
		r.flushPending(s)
	} else if s.output != nil {
		if b, err := json.Marshal(s.output); err == nil {
			c.Output = redactJSON(b)
		}
	}
	// A cancelled run still records what completed: that is what makes it
	// resumable.
	if err := r.e.Checkpoints.SaveStep(context.WithoutCancel(r.ctx), r.id, c); err != nil {
		r.stop(OutcomeHandback, "checkpoint", "checkpoint: step "+s.ID+" completed but its checkpoint could not be saved ("+errText(err)+"); the run stops so that a resume cannot run it again", nil, nil, Signature{})
	}
}
