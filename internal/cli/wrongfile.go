package cli

import "fmt"

// wrongKind names the command that reads file when it failed to load as
// the kind the caller wanted (a plan file for rung run, a scenario for rung
// sim) and is in fact the other kind; "" when it is neither, so that the
// loader's own error, naming the line, stands.
func wrongKind(file string, wantPlan bool) string {
	k, _ := fileKind(file)
	switch {
	case k == kindPlan && !wantPlan:
		return fmt.Sprintf("%s is a plan file, not a scenario: rung run %s runs it (rung sim replays scenarios, docs/scenarios.md)", file, file)
	case k == kindScenario && wantPlan:
		return fmt.Sprintf("%s is a scenario, not a plan file: rung sim %s replays it (rung run runs plan files, docs/plans.md)", file, file)
	}
	return ""
}
