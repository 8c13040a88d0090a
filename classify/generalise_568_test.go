package classify

import "testing"

// TestIndependentCases568 runs held-out set 568: a live day of an employee-onboarding agent (pgx, modernc SQLite, os/exec, nginx, Slack/GitHub/Google Workspace, openai-go, anthropic-sdk-go), labelled blind.
// First run at b744fc9: 26/28 overall, 13/14 tricky.
// Tolerated: i568-slack-lookup-users-not-found: premise vs ambiguous (the Slack lookup ruling, codes.go users_not_found and docs/taxonomy.md, sets 350 and 356): the new hire having no Slack user is a false premise of the invite step, and a lookup by email that found no one is also an empty result.
// Tolerated: i568-pg-seat-floor-check: invalid vs premise (guardsState in postgres.go reads "seats" as a capacity word, and native.go reads the table name as the holder of the guarded state): the check is on a desk's floor number, a format, but a check on a table named for seats may guard a count of seats; telling them apart needs the constraint's column, not the table, which the anchored table-name reading does not do.
func TestIndependentCases568(t *testing.T) {
	runIndependent(t, "testdata/independent568.jsonl", true, "i568-slack-lookup-users-not-found", "i568-pg-seat-floor-check")
}
