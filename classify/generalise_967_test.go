package classify

import "testing"

// First run at d88c92b8: 28/32 overall, 22/26 tricky.
// Tolerated: i967-ec2-createtags-notfound-ec: premise vs transient (docs/taxonomy.md AWS table: "*.NotFound ... | premise"): EC2's eventual-consistency page says to retry an InvalidInstanceID.NotFound right after RunInstances, but the text alone cannot show the create just happened, and a missing instance is otherwise a false premise; both readings hold (as set 877's line).
// Tolerated: i967-azure-scopelocked: denied vs premise (docs/taxonomy.md, "Azure Resource Manager codes that say more than their 409 or 400 (set 382; the lead)": RequestDisallowedByAzure, ScopeLocked denied): a management lock binds every caller until someone with lock rights removes it, so it reads as a boundary of authority (denied) or as the resource's state to change first (premise); both readings hold.
// Tolerated: i967-azure-rg-beingdeleted: premise vs transient (same Azure row: ResourceGroupBeingDeleted premise): the ARM docs' remedy is "Wait for deletion to complete", yet the group the plan meant to create into is going away, so after the wait the plan's resource group is gone; both readings hold.
// Fixed later by the lead: i967-vault-sealed (httppreset.go 503 and worldstate.go: a sealed Vault needs an operator's unseal, premise).
func TestIndependentCases967(t *testing.T) {
	runIndependent(t, "testdata/independent967.jsonl", true,
		"i967-ec2-createtags-notfound-ec",
		"i967-azure-scopelocked",
		"i967-azure-rg-beingdeleted",
	)
}
