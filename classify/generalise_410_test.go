package classify

import "testing"

// TestIndependentCases410 runs held-out set 410: productivity SaaS APIs (Airtable, Google Workspace, Microsoft 365, Dropbox, Box, Zoom, Calendly, monday.com, ClickUp, Todoist, ...), from the vendors' docs, labelled blind.
func TestIndependentCases410(t *testing.T) {
	runIndependent(t, "testdata/independent410.jsonl", false)
}
