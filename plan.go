package rung

// Plan is a goal and the ordered steps meant to reach it.
type Plan struct {
	Goal  string `json:"goal" yaml:"goal"`
	Steps []Step `json:"steps" yaml:"steps"`
}

// Step is one tool call in a plan.
//
// String arguments of the form "${step}" or "${step.field}" are replaced,
// before the call, by the output of an earlier step (or by the fact a skipped
// step discovered), so later steps act on what the world holds rather than on
// what the plan assumed.
type Step struct {
	// ID names the step uniquely within the run (e.g. "create_purchase_order").
	ID string `json:"id" yaml:"id"`
	// Tool is the name of the tool to call.
	Tool string `json:"tool" yaml:"tool"`
	// Args are the call's arguments.
	Args map[string]any `json:"args,omitempty" yaml:"args,omitempty"`
	// Intent says in a sentence what the step is for; a repair prompt shows it.
	Intent string `json:"intent,omitempty" yaml:"intent,omitempty"`
	// Uses names earlier steps whose outputs this step consumes.
	Uses []string `json:"uses,omitempty" yaml:"uses,omitempty"`
	// Preconditions are checks run before the step; a failing check is a
	// premise failure of the step, found before any work is done.
	Preconditions []Call `json:"preconditions,omitempty" yaml:"preconditions,omitempty"`
}

// Call is a tool name and its arguments: a precondition check or a probe.
type Call struct {
	Tool string         `json:"tool" yaml:"tool"`
	Args map[string]any `json:"args,omitempty" yaml:"args,omitempty"`
	// About says what the observation is for ("is the export prefix empty?").
	About string `json:"about,omitempty" yaml:"about,omitempty"`
}
