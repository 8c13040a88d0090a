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

// Clone returns a deep copy of the plan: a planner or a test may change the
// copy's steps and arguments without reaching the original.
func (p Plan) Clone() Plan {
	out := Plan{Goal: p.Goal}
	if p.Steps != nil {
		out.Steps = make([]Step, len(p.Steps))
		for i, s := range p.Steps {
			out.Steps[i] = s.Clone()
		}
	}
	return out
}

// Clone returns a deep copy of the step, its arguments and preconditions.
func (s Step) Clone() Step {
	s.Args = CloneArgs(s.Args)
	s.Uses = append([]string(nil), s.Uses...)
	if s.Preconditions != nil {
		pre := make([]Call, len(s.Preconditions))
		for i, c := range s.Preconditions {
			c.Args = CloneArgs(c.Args)
			pre[i] = c
		}
		s.Preconditions = pre
	}
	return s
}

// CloneArgs deep-copies JSON-shaped arguments: nested maps and slices are
// copied, other values shared. It returns nil for nil.
func CloneArgs(m map[string]any) map[string]any {
	if m == nil {
		return nil
	}
	out := make(map[string]any, len(m))
	for k, v := range m {
		out[k] = CloneValue(v)
	}
	return out
}

// CloneValue deep-copies a JSON-shaped value (map[string]any, []any and
// scalars).
func CloneValue(v any) any {
	switch x := v.(type) {
	case map[string]any:
		return CloneArgs(x)
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = CloneValue(e)
		}
		return out
	}
	return v
}
