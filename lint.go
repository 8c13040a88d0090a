package rung

import (
	"strconv"
	"strings"
)

// Warning is one finding of Lint.
type Warning struct {
	// Tool names the tool concerned, if any.
	Tool string `json:"tool,omitempty"`
	// Step names the plan step concerned, if any.
	Step string `json:"step,omitempty"`
	// Message says what is wrong and why it matters.
	Message string `json:"message"`
	// Error marks a finding that stops the plan from running as written (a
	// step without an id or with a repeated one, a call of an unknown
	// tool); the rest are warnings.
	Error bool `json:"error,omitempty"`
}

func (w Warning) String() string {
	var where string
	switch {
	case w.Step != "" && w.Tool != "":
		where = "step " + w.Step + " (" + w.Tool + "): "
	case w.Step != "":
		where = "step " + w.Step + ": "
	case w.Tool != "":
		where = "tool " + w.Tool + ": "
	}
	return where + w.Message
}

// Lint checks tool declarations, and plans against them, for what the
// engine cannot check at run time: a tool without identifying arguments
// (its fingerprints and signatures use every argument, so a cosmetic
// argument disguises a repeat), alternatives and probes that name unknown
// tools, side-effecting tools that take no idempotency key (their uncertain
// effects can only abort), and steps that call unknown tools, repeat an id
// or refer to a step that does not come before them.
func Lint(tools []Tool, plans ...*Plan) []Warning {
	var ws []Warning
	known := make(map[string]bool, len(tools))
	for _, t := range tools {
		if t.Name == "" {
			ws = append(ws, Warning{Message: "a tool has no name"})
			continue
		}
		if known[t.Name] {
			ws = append(ws, Warning{Tool: t.Name, Message: "declared twice; the first declaration wins"})
		}
		known[t.Name] = true
	}
	for _, t := range tools {
		if t.Name == "" {
			continue
		}
		if t.Identifying == nil {
			ws = append(ws, Warning{Tool: t.Name, Message: "no identifying arguments declared: fingerprints and signatures use every argument, so a cosmetic argument (a region hint, a wait) hides a repeated plan"})
		}
		if t.SideEffects && !t.AcceptsIdempotencyKey {
			ws = append(ws, Warning{Tool: t.Name, Message: "has side effects but accepts no idempotency key: replay is impossible, so an uncertain effect aborts the run"})
		}
		if t.Call == nil {
			ws = append(ws, Warning{Tool: t.Name, Message: "has no Call function"})
		}
		for _, alt := range t.Alternatives {
			switch {
			case alt == t.Name:
				ws = append(ws, Warning{Tool: t.Name, Message: "names itself as an alternative"})
			case !known[alt]:
				ws = append(ws, Warning{Tool: t.Name, Message: "alternative " + strconv.Quote(alt) + " is not a declared tool"})
			}
		}
		for _, p := range t.Probes {
			if !known[p.Tool] {
				ws = append(ws, Warning{Tool: t.Name, Message: "probe " + strconv.Quote(p.Tool) + " is not a declared tool"})
			}
		}
	}
	for _, p := range plans {
		if p == nil {
			continue
		}
		seen := make(map[string]bool, len(p.Steps))
		for i, s := range p.Steps {
			id := s.ID
			if id == "" {
				id = "#" + strconv.Itoa(i+1)
				ws = append(ws, Warning{Step: id, Tool: s.Tool, Message: "has no id", Error: true})
			} else if seen[id] {
				ws = append(ws, Warning{Step: id, Tool: s.Tool, Message: "id is used by an earlier step", Error: true})
			}
			if !known[s.Tool] {
				ws = append(ws, Warning{Step: id, Tool: s.Tool, Message: "calls an unknown tool", Error: true})
			}
			for _, c := range s.Preconditions {
				if !known[c.Tool] {
					ws = append(ws, Warning{Step: id, Tool: s.Tool, Message: "precondition calls unknown tool " + strconv.Quote(c.Tool), Error: true})
				}
			}
			for _, u := range s.Uses {
				if !seen[u] {
					ws = append(ws, Warning{Step: id, Tool: s.Tool, Message: "uses " + strconv.Quote(u) + ", which is not an earlier step"})
				}
			}
			for _, ref := range argRefs(s.Args, nil) {
				if !seen[ref] {
					ws = append(ws, Warning{Step: id, Tool: s.Tool, Message: "argument refers to ${" + ref + "}, which is not an earlier step"})
				}
			}
			seen[s.ID] = true
		}
	}
	return ws
}

// argRefs appends the step ids that "${step...}" references in args name.
func argRefs(v any, out []string) []string {
	switch v := v.(type) {
	case string:
		for {
			i := strings.Index(v, "${")
			if i < 0 {
				return out
			}
			j := strings.IndexByte(v[i:], '}')
			if j < 0 {
				return out
			}
			ref := v[i+2 : i+j]
			if dot := strings.IndexByte(ref, '.'); dot >= 0 {
				ref = ref[:dot]
			}
			out = append(out, ref)
			v = v[i+j+1:]
		}
	case map[string]any:
		for _, e := range v {
			out = argRefs(e, out)
		}
	case []any:
		for _, e := range v {
			out = argRefs(e, out)
		}
	}
	return out
}
