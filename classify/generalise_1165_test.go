package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at e207fae3: 31/36 overall, 16/21 tricky.
func TestIndependentCases1165(t *testing.T) {
	runIndependent(t, "testdata/independent1165.jsonl", false)
}

// TestGeneralise1165DeploymentActive: ARM's DeploymentActive, by its code
// and by its sentence under a 409, is a deployment still running (a
// wait); a plain 409 that names an existing deployment keeps conflict.
func TestGeneralise1165DeploymentActive(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"code field", "http", 409, "DeploymentActive", "previous deployment from '12/5/2026 11:40:12 AM' is still active", rung.KindTransient},
		{"az CLI text under 409", "http", 409, "", "(DeploymentActive) Unable to edit or replace deployment 'main-w1165': previous deployment from '12/5/2026 11:40:12 AM' is still active (expiration time is '12/12/2026 11:40:11 AM'). Please see https://aka.ms/arm-deploy for usage details.\nCode: DeploymentActive", rung.KindTransient},
		{"raw body under 409", "http", 409, "", `{"error":{"code":"DeploymentActive","message":"Unable to edit or replace deployment 'infra-w1165': previous deployment from '1/2/2026 9:00:01 AM' is still active (expiration time is '1/9/2026 9:00:00 AM'). Please see https://aka.ms/arm-deploy for usage details."}}`, rung.KindTransient},
		{"near miss: the uneditable code stays a wait", "http", 409, "DeploymentActiveAndUneditable", "deployment is active", rung.KindTransient},
		{"near miss: a deployment that already exists", "http", 409, "", "A deployment named 'main-w1165' already exists.", rung.KindConflict},
	})
}
