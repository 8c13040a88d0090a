package planfile

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/rungkit/rung"
)

// checkRefs checks the ${step.field} references in the arguments of the
// initial plan's steps and preconditions and of the declared replans'
// steps. A reference the engine could never resolve (a step id that no
// step has, or one that comes later) would otherwise surface mid-run, after
// earlier steps took effect, as a false premise; docs/plans.md promises a
// typo cannot change a plan silently. A replan's steps may refer to the
// initial plan's steps (which of them completed depends on where it
// failed) and to their own earlier steps. Reconcile reads are not checked:
// their ${args.NAME} names the uncertain call's arguments, not steps.
func (p *File) checkRefs() error {
	var initial []rung.Step
	if p.Plan != nil {
		initial = p.Plan.Steps
	}
	if err := p.checkStepRefs("plan.steps", initial, nil, ""); err != nil {
		return err
	}
	if s := p.Planner.Static; s != nil {
		outer := make(map[string]bool, len(initial))
		for _, st := range initial {
			outer[st.ID] = true
		}
		for i, r := range s.Replans {
			if err := p.checkStepRefs(fmt.Sprintf("planner.static.replans[%d].steps", i), r.Steps, outer, " in the plan or this replan"); err != nil {
				return err
			}
		}
	}
	return nil
}

// checkStepRefs checks steps in order: each may refer to the steps before it
// and to those outer holds. where ends the message for an id no step has.
func (p *File) checkStepRefs(path string, steps []rung.Step, outer map[string]bool, where string) error {
	all := make(map[string]bool, len(steps))
	for _, s := range steps {
		all[s.ID] = true
	}
	earlier := make(map[string]bool, len(steps))
	check := func(argsPath string, args map[string]any) error {
		keys := make([]string, 0, len(args))
		for k := range args {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			for _, ref := range stepRefs(args[k], nil) {
				at := argsPath + "." + k
				if ref.unterminated {
					return p.errAt(at, "unterminated reference in %s (write ${step} or ${step.field})", strconv.Quote(ref.text))
				}
				id, _, _ := strings.Cut(ref.text, ".")
				switch {
				case earlier[id] || outer[id]:
				case all[id]:
					return p.errAt(at, "refers to ${%s}: step %q comes later (a step can use only the outputs of earlier steps)", ref.text, id)
				default:
					return p.errAt(at, "refers to ${%s}: no step has id %q%s", ref.text, id, where)
				}
			}
		}
		return nil
	}
	for i, s := range steps {
		sp := fmt.Sprintf("%s[%d]", path, i)
		for j, c := range s.Preconditions {
			if err := check(fmt.Sprintf("%s.preconditions[%d].args", sp, j), c.Args); err != nil {
				return err
			}
		}
		if err := check(sp+".args", s.Args); err != nil {
			return err
		}
		earlier[s.ID] = true
	}
	return nil
}

type stepRef struct {
	text         string // between ${ and }
	unterminated bool   // text is the string holding a ${ without a }
}

// stepRefs appends the references in v, found as the engine resolves them
// (rung's resolve: every ${...} in a string, in maps and lists too).
func stepRefs(v any, out []stepRef) []stepRef {
	switch v := v.(type) {
	case string:
		s := v
		for {
			i := strings.Index(s, "${")
			if i < 0 {
				return out
			}
			j := strings.IndexByte(s[i:], '}')
			if j < 0 {
				return append(out, stepRef{text: v, unterminated: true})
			}
			out = append(out, stepRef{text: s[i+2 : i+j]})
			s = s[i+j+1:]
		}
	case map[string]any:
		keys := make([]string, 0, len(v))
		for k := range v {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			out = stepRefs(v[k], out)
		}
	case []any:
		for _, e := range v {
			out = stepRefs(e, out)
		}
	}
	return out
}
