package classify

import "testing"

// TestIndependentCases568 runs held-out set 568: a live day of an employee-onboarding agent (pgx, modernc SQLite, os/exec, nginx, Slack/GitHub/Google Workspace, openai-go, anthropic-sdk-go), labelled blind.
func TestIndependentCases568(t *testing.T) {
	runIndependent(t, "testdata/independent568.jsonl", false)
}
