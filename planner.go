package rung

import (
	"context"
	"time"
)

// Planner writes plans and repairs steps. The engine decides when to ask;
// the planner only answers. Implementations: a scripted planner (package
// rungtest), the static planner, LLM planners, a person at a terminal.
//
// Every request carries the Prompt the engine rendered for it, with the
// budget line in it: LLM planners send it as is, so that what the model sees
// is decided in one place.
type Planner interface {
	// Plan writes a plan: the first one from the goal (req.Purpose ==
	// PurposePlan) or a new one from the failure point (PurposeReplan).
	Plan(ctx context.Context, req PlanRequest) (*PlanResponse, error)
	// Repair proposes new arguments for the failed step: same sub-goal,
	// different call.
	Repair(ctx context.Context, req RepairRequest) (*RepairResponse, error)
}

// Purpose is why a model call was made; tokens are reported by purpose.
type Purpose string

const (
	PurposePlan   Purpose = "plan"
	PurposeRepair Purpose = "repair"
	PurposeReplan Purpose = "replan"
)

// Prompt is the rendered text of a model call.
type Prompt struct {
	System string `json:"system"`
	User   string `json:"user"`
}

// ToolInfo is what a planner is told about a tool.
type ToolInfo struct {
	Name        string `json:"name"`
	Description string `json:"description,omitempty"`
	InputSchema []byte `json:"input_schema,omitempty"`
	SideEffects bool   `json:"side_effects,omitempty"`
}

// Observation is the output of a probe or precondition check, with its time:
// the evidence a replan is conditioned on and a report cites.
type Observation struct {
	Call    Call      `json:"call"`
	Output  any       `json:"output,omitempty"`
	Failure *Failure  `json:"failure,omitempty"`
	At      time.Time `json:"at"`
}

// Completed is a step that finished (or was skipped with a fact) and what it
// produced.
type Completed struct {
	Step    Step `json:"step"`
	Output  any  `json:"output,omitempty"`
	Skipped bool `json:"skipped,omitempty"`
	// Invalidated marks a completed step whose premise a later failure
	// falsified (Failure.Invalidates named it): its output is suspect and the
	// new plan should redo or replace it.
	Invalidated bool `json:"invalidated,omitempty"`
}

// PlanRequest asks for a plan. For a replan it carries the broad context:
// the goal, the completed steps and their outputs, the falsified premise and
// the observations. Superseded plans are never included.
type PlanRequest struct {
	Purpose      Purpose
	Goal         string
	Tools        []ToolInfo
	Completed    []Completed
	FailedStep   *Step
	Failure      *Failure
	Observations []Observation
	Budget       string
	Prompt       Prompt
}

// RepairRequest asks for new arguments for one step. It carries only the
// narrow context: the step's intent and arguments, the verbatim error, the
// tool's schema and the budget line.
type RepairRequest struct {
	Step    Step
	Tool    ToolInfo
	Failure *Failure
	Budget  string
	Prompt  Prompt
}

// Usage is what a model call cost; the engine charges it to the run's budget.
type Usage struct {
	InputTokens  int     `json:"input_tokens"`
	OutputTokens int     `json:"output_tokens"`
	Cost         float64 `json:"cost,omitempty"`
	// Calls is how many model requests the answer took (a planner that
	// sends the model its own invalid answer back makes two); 0 counts as
	// one, and NoModel as none. The budget's model-call ceiling is charged
	// with it.
	Calls int `json:"calls,omitempty"`
	// Model names the model that answered, as its API reported it; ""
	// when the planner has none (a static or human planner).
	Model string `json:"model,omitempty"`
}

// NoModel is the Calls of an answer no model gave, such as planner/static's
// declared repairs and replans: a plan file's declaration is not a model
// call, so it is charged none (nor tokens, which such a Usage has none of).
// A zero Calls cannot say this, since it reads as one call for planners
// that never set the field.
const NoModel = -1

// ModelCalls returns the model requests u accounts for: Calls, at least 1,
// or 0 for NoModel.
func (u Usage) ModelCalls() int {
	if u.Calls < 0 {
		return 0
	}
	return max(u.Calls, 1)
}

// Tokens returns input plus output tokens.
func (u Usage) Tokens() int { return u.InputTokens + u.OutputTokens }

// PlanResponse is a planner's plan and what writing it cost.
type PlanResponse struct {
	Plan  Plan
	Usage Usage
}

// RepairResponse is a repaired step's arguments and what the repair cost.
type RepairResponse struct {
	Args  map[string]any
	Usage Usage
}
