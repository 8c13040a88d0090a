package ledger

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/rungkit/rung"
)

// StepRecord is one step's checkpoint in a durable run: enough to skip the
// step on resume (its output, or the fact a skip discovered, or the failure
// it ended with) and to notice that the plan changed since it was recorded.
type StepRecord struct {
	// Plan numbers the plan the step belonged to, when the run replanned
	// (the engine counts from 1); zero is fine for a run with one plan.
	Plan int `json:"plan"`
	// Index is the step's position in that plan.
	Index int `json:"index"`
	// StepID is the step's ID in that plan.
	StepID string `json:"step_id"`
	// Tool is the tool the step called.
	Tool string `json:"tool"`
	// ArgsHash identifies the request (the engine's request fingerprint of
	// the resolved arguments); empty when not recorded.
	ArgsHash string `json:"args_hash,omitempty"`
	// State is where the step ended (done, skipped, failed).
	State rung.StepState `json:"state"`
	// Output is the step's output as JSON (or a skipped step's fact).
	Output json.RawMessage `json:"output,omitempty"`
	// Failure is the failure the step ended with, if any.
	Failure *rung.Failure `json:"failure,omitempty"`
	// At is when the step ended; the store sets it when zero.
	At time.Time `json:"at"`
}

// RunSummary describes one recorded run.
type RunSummary struct {
	Run string `json:"run"`
	// Steps is how many steps the run has recorded.
	Steps int `json:"steps"`
	// First and Last are the earliest and latest step times.
	First time.Time `json:"first"`
	Last  time.Time `json:"last"`
}

// ErrNoRun is returned by RunStore.LoadRun for a run with no recorded step.
var ErrNoRun = errors.New("ledger: no such run")

// RunStore checkpoints each step of a run so that the run can resume after a
// crash without re-running recorded steps. Implementations are safe for
// concurrent use, by several processes for the SQL drivers.
type RunStore interface {
	// SaveStep records (or overwrites) the step at rec.Plan and rec.Index
	// of run.
	SaveStep(ctx context.Context, run string, rec StepRecord) error
	// LoadRun returns run's steps ordered by Plan then Index (the order a
	// run makes them), or ErrNoRun.
	LoadRun(ctx context.Context, run string) ([]StepRecord, error)
	// ListRuns returns the recorded runs, most recent first, at most limit
	// of them (zero means 100).
	ListRuns(ctx context.Context, limit int) ([]RunSummary, error)
}

// PlanStep is what CompareRun needs of a step of the plan being resumed.
type PlanStep struct {
	ID   string
	Tool string
	// ArgsHash is compared with the record's when both are set.
	ArgsHash string
}

// PlanSteps lists p's steps for CompareRun; hash, when not nil, computes a
// step's ArgsHash the way the recorder did.
func PlanSteps(p *rung.Plan, hash func(rung.Step) string) []PlanStep {
	out := make([]PlanStep, len(p.Steps))
	for i, s := range p.Steps {
		out[i] = PlanStep{ID: s.ID, Tool: s.Tool}
		if hash != nil {
			out[i].ArgsHash = hash(s)
		}
	}
	return out
}

// DivergenceKind says how a recorded step and the plan disagree.
type DivergenceKind string

const (
	// DivergenceRenamed: the plan has a step with another ID at the
	// recorded position, calling the same tool with the same request.
	DivergenceRenamed DivergenceKind = "renamed"
	// DivergenceMoved: the recorded step is at another position in the plan.
	DivergenceMoved DivergenceKind = "moved"
	// DivergenceToolChanged: the step at the recorded position has the
	// recorded ID but calls another tool.
	DivergenceToolChanged DivergenceKind = "tool_changed"
	// DivergenceArgsChanged: same ID and tool, another request.
	DivergenceArgsChanged DivergenceKind = "args_changed"
	// DivergenceMissing: the recorded step is nowhere in the plan.
	DivergenceMissing DivergenceKind = "missing"
)

// Divergence is one disagreement between a recorded run and the plan it is
// resumed with.
type Divergence struct {
	Kind DivergenceKind `json:"kind"`
	// Index and StepID are the recorded step's.
	Index  int    `json:"index"`
	StepID string `json:"step_id"`
	// PlanIndex and PlanStepID are the plan step it was matched with; -1
	// and empty for DivergenceMissing.
	PlanIndex  int    `json:"plan_index"`
	PlanStepID string `json:"plan_step_id,omitempty"`
}

// String says the divergence in a sentence, for reports.
func (d Divergence) String() string {
	switch d.Kind {
	// Numbered from 1, as the report and the progress lines number steps
	// (the first plan's steps are the report's first).
	case DivergenceRenamed:
		return fmt.Sprintf("step %d was recorded as %q and is now %q", d.Index+1, d.StepID, d.PlanStepID)
	case DivergenceMoved:
		return fmt.Sprintf("step %q was recorded as step %d and is now step %d", d.StepID, d.Index+1, d.PlanIndex+1)
	case DivergenceToolChanged:
		return fmt.Sprintf("step %d (%q) now calls another tool", d.Index+1, d.StepID)
	case DivergenceArgsChanged:
		return fmt.Sprintf("step %d (%q) now sends another request", d.Index+1, d.StepID)
	default:
		return fmt.Sprintf("step %d (%q) is not in the plan", d.Index+1, d.StepID)
	}
}

// CompareRun reports every way recorded (the checkpoints of one plan of a
// run, usually its first) disagrees with plan, in record order; none means the recorded steps can be skipped on
// resume. Only recorded steps are compared: plan steps past the record are
// simply not run yet. It is a pure function.
func CompareRun(recorded []StepRecord, plan []PlanStep) []Divergence {
	byID := make(map[string]int, len(plan))
	for i, s := range plan {
		if _, ok := byID[s.ID]; !ok {
			byID[s.ID] = i
		}
	}
	var out []Divergence
	for _, rec := range recorded {
		d := Divergence{Index: rec.Index, StepID: rec.StepID, PlanIndex: -1}
		inRange := rec.Index >= 0 && rec.Index < len(plan)
		switch {
		case inRange && plan[rec.Index].ID == rec.StepID:
			p := plan[rec.Index]
			d.PlanIndex, d.PlanStepID = rec.Index, p.ID
			switch {
			case p.Tool != rec.Tool:
				d.Kind = DivergenceToolChanged
			case p.ArgsHash != "" && rec.ArgsHash != "" && p.ArgsHash != rec.ArgsHash:
				d.Kind = DivergenceArgsChanged
			default:
				continue
			}
		case hasID(byID, rec.StepID):
			d.Kind, d.PlanIndex, d.PlanStepID = DivergenceMoved, byID[rec.StepID], rec.StepID
		case inRange && plan[rec.Index].Tool == rec.Tool &&
			(plan[rec.Index].ArgsHash == "" || rec.ArgsHash == "" || plan[rec.Index].ArgsHash == rec.ArgsHash):
			d.Kind, d.PlanIndex, d.PlanStepID = DivergenceRenamed, rec.Index, plan[rec.Index].ID
		default:
			d.Kind = DivergenceMissing
		}
		out = append(out, d)
	}
	return out
}

func hasID(m map[string]int, id string) bool { _, ok := m[id]; return ok }
