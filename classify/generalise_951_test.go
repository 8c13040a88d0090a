package classify

import "testing"

// Tolerated: i951-openai-rpd: premise vs transient (set 31's ruling: a 429 worded by a day, "(RPD)", is premise): the daily window reads as an allowance, yet OpenAI's body states the wait ("Please try again in 8.64s") and its docs say "Pace your requests", so time is the variable here.
// Tolerated: i951-anthropic-org-disabled: premise vs denied (set 267's ruling, which quotes "This organization has been disabled." as premise, the holder's state): the account's state is a premise DESIGN lists ("account closed"), while a provider withdrawing an organization's access is authority withdrawn; either way the agent hands back.
// First run at cb364fea: 31/33 overall, 15/16 tricky.
func TestIndependentCases951(t *testing.T) {
	runIndependent(t, "testdata/independent951.jsonl", true, "i951-openai-rpd", "i951-anthropic-org-disabled")
}
