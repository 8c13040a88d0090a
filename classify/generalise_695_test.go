package classify

import "testing"

// TestIndependentCases695 runs held-out set 695: project and issue trackers (Jira, Linear, Asana, Trello, monday.com, ClickUp, Shortcut, YouTrack), labelled blind.
func TestIndependentCases695(t *testing.T) {
	runIndependent(t, "testdata/independent695.jsonl", false)
}
