package sim

import (
	"fmt"
	"slices"
	"strings"
)

// Check compares the result with the scenario's expect: block and returns
// one line per difference; none when it matches or there is no expect.
func (r *Result) Check(sc *Scenario) []string {
	e := sc.Expect
	if e == nil {
		return nil
	}
	var diffs []string
	if e.Outcome != "" && r.Outcome != e.Outcome {
		diffs = append(diffs, fmt.Sprintf("outcome is %s (%s), expected %s", r.Outcome, r.Reason, e.Outcome))
	}
	if e.Plans != nil && r.Plans != *e.Plans {
		diffs = append(diffs, fmt.Sprintf("plans is %d, expected %d", r.Plans, *e.Plans))
	}
	if e.DuplicateEffects != nil && r.DuplicateEffects != *e.DuplicateEffects {
		diffs = append(diffs, fmt.Sprintf("duplicate_effects is %d, expected %d", r.DuplicateEffects, *e.DuplicateEffects))
	}
	if e.NaiveDuplicates != nil {
		switch {
		case r.Naive == nil:
			diffs = append(diffs, "naive_duplicate_effects is expected but the naive baseline did not run")
		case r.Naive.DuplicateEffects != *e.NaiveDuplicates:
			diffs = append(diffs, fmt.Sprintf("naive duplicate_effects is %d, expected %d", r.Naive.DuplicateEffects, *e.NaiveDuplicates))
		}
	}
	if e.Actions != nil && !slices.Equal(r.ActionKinds(), e.Actions) {
		diffs = append(diffs, fmt.Sprintf("actions are [%s], expected [%s]", strings.Join(r.ActionKinds(), ", "), strings.Join(e.Actions, ", ")))
	}
	return diffs
}
