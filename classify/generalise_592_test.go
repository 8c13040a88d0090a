package classify

import "testing"

// TestIndependentCases592 runs held-out set 592: productivity and CRM APIs (Microsoft Graph, Google Workspace, Salesforce, Dropbox, Notion, HubSpot, Zendesk and others), labelled blind.
func TestIndependentCases592(t *testing.T) {
	runIndependent(t, "testdata/independent592.jsonl", false)
}
