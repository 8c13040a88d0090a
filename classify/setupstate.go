package classify

import "strings"

// connectionSetupState reads an ELT connection object whose setup state
// says it cannot sync: Fivetran's connection (connector) details carry
// "setup_state", "incomplete" when "the setup config is incomplete, the
// setup tests never succeeded" and "broken" when "the connection setup
// config is broken" (Fivetran REST API connection schema; set 1658). The
// answer is a 200 with empty task and warning lists, but the plan that
// syncs the connection rests on a setup that is not there: premise. A
// body that also lists its setup tests is read by those tests' own words.
func connectionSetupState(b string) (Result, bool) {
	if !strings.Contains(b, `"setup_state"`) || strings.Contains(b, `"setup_tests"`) {
		return Result{}, false
	}
	switch jsonString(b, "setup_state") {
	case "incomplete":
		return Result{Kind: premise, Reason: "the connection's setup is incomplete: its setup tests never succeeded (Fivetran setup_state)"}, true
	case "broken":
		return Result{Kind: premise, Reason: "the connection's setup config is broken (Fivetran setup_state)"}, true
	}
	return Result{}, false
}
