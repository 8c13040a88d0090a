package sim

import (
	"math/rand/v2"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/rungtest"
)

// Lint checks the scenario's tools and plans (the initial plan and every
// plan the scripted model can answer with, each after the initial plan's
// other steps, whose outputs a replan may use) with rung.Lint. The scenario has
// already passed validation, so what is left are warnings, except for the
// findings that make a plan impossible to run, which Lint returns as errors.
func (s *Scenario) Lint() (warnings, errs []rung.Warning) {
	rt := newRuntime(s, rungtest.NewClock(s.start), NewWorld(), rand.New(rand.NewPCG(1, 1)), 1)
	var tools []rung.Tool
	for _, t := range rt.tools() {
		tools = append(tools, *t)
	}
	var plans []*rung.Plan
	if s.Plan != nil {
		plans = append(plans, &rung.Plan{Goal: s.Goal, Steps: s.Plan.Steps})
	}
	for _, r := range s.Model.Rules {
		if r.Plan == nil {
			continue
		}
		// A replan's steps may use the outputs of steps the initial plan
		// completed, so they are linted after those steps.
		var steps []rung.Step
		if s.Plan != nil {
			redefined := map[string]bool{}
			for _, st := range r.Plan.Steps {
				redefined[st.ID] = true
			}
			for _, st := range s.Plan.Steps {
				if !redefined[st.ID] {
					steps = append(steps, st)
				}
			}
		}
		plans = append(plans, &rung.Plan{Goal: s.Goal, Steps: append(steps, r.Plan.Steps...)})
	}
	seen := map[string]bool{}
	for _, w := range rung.Lint(tools, plans...) {
		if seen[w.String()] {
			continue
		}
		seen[w.String()] = true
		if w.Error {
			errs = append(errs, w)
			continue
		}
		warnings = append(warnings, w)
	}
	return warnings, errs
}
