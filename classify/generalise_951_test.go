package classify

import "testing"

// Fixed later by the lead: i951-openai-rpd (generic.go dailyWindowRefills: a per-day rate limit that names a wait of minutes at most refills continuously, transient).
// Tolerated: i951-anthropic-org-disabled: premise vs denied (set 267's ruling, which quotes "This organization has been disabled." as premise, the holder's state): the account's state is a premise DESIGN lists ("account closed"), while a provider withdrawing an organization's access is authority withdrawn; either way the agent hands back.
// First run at cb364fea: 31/33 overall, 15/16 tricky.
func TestIndependentCases951(t *testing.T) {
	runIndependent(t, "testdata/independent951.jsonl", true, "i951-anthropic-org-disabled")
}
