package classify

import "testing"

// TestIndependentCases845 runs held-out set 845: Microsoft 365 through Microsoft Graph (Outlook, Teams, SharePoint/OneDrive, Excel, Entra ID, AADSTS auth), labelled blind.
func TestIndependentCases845(t *testing.T) {
	runIndependent(t, "testdata/independent845.jsonl", false)
}
