package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 3d44c583: 35/38 overall, 16/19 tricky.
// Strict since the two fixes below (the soft-deleted vault fixed outright;
// InvalidResourceLocation moved from conflict to the ruling's premise);
// two misses are tolerated.
// Tolerated: i1226-arm-policy-allowed-locations: denied vs invalid (set 43's ruling: "an organization policy refusing the call ... \"disallowed by policy\" | denied (an administrator's rule, not a state the plan changes)", orgPolicyRefusal): an Allowed locations policy names what it permits, so picking an allowed region repairs the call, but no role lifts the policy and sets 595, 733 and 1165 read the same code denied blind; I do not flip it alone.
// Tolerated: i1226-arm-invalidresourcelocation-same-name: premise vs invalid (set 50's ruling: "\"already exists\" said of an object that differs from the one asked for ... premise, not conflict"): ARM asks to "select a new resource name", a repair, as set 1165 read it too; the ruling's premise also holds (the name is held by a resource placed otherwise), and two blind sets against a written ruling is the lead's call.
func TestIndependentCases1226(t *testing.T) {
	runIndependent(t, "testdata/independent1226.jsonl", true, "i1226-arm-policy-allowed-locations", "i1226-arm-invalidresourcelocation-same-name")
}

// TestGeneralise1226DeletedStateName: a name held by a soft-deleted vault
// or resource, said as "already exists in deleted state" or "has been
// soft-deleted", is premise (recover or purge first), as set 84's "deleted
// but recoverable"; a plain "already exists" keeps conflict and a plain
// "was deleted" on a read keeps its old reading.
func TestGeneralise1226DeletedStateName(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"kv cli form", "http", 409, "ConflictError", "(ConflictError) A vault with the same name already exists in deleted state. You need to either recover or purge existing deleted vault.\nCode: ConflictError\nMessage: A vault with the same name already exists in deleted state. You need to either recover or purge existing deleted vault.", rung.KindPremise},
		{"bare 409 body", "http", 409, "", `{"error":{"code":"ConflictError","message":"A vault with the same name already exists in deleted state. You need to either recover or purge existing deleted vault."}}`, rung.KindPremise},
		{"cognitive services", "http", 409, "FlagMustBeSetForRestore", "An existing resource with ID '/subscriptions/s/resourceGroups/w1226-rg/providers/Microsoft.CognitiveServices/accounts/w1226-aoai' has been soft-deleted. To restore the resource, you must specify 'restore' to be 'true' in the property. If you don't want to restore existing resource, please purge it first.", rung.KindPremise},
		{"near miss: plain vault exists", "http", 409, "Conflict", "A vault with the same name already exists.", rung.KindConflict},
		{"near miss: secret exists", "http", 409, "", `{"error":{"code":"Conflict","message":"Secret w1226-token already exists."}}`, rung.KindConflict},
	})
}

// TestGeneralise1226SameNameOtherLocation: ARM's InvalidResourceLocation,
// a same-named resource in another location, is set 50's name held by an
// object configured otherwise (premise), not the step's own object; a
// plain "already exists" in the same location keeps conflict.
func TestGeneralise1226SameNameOtherLocation(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"cli form", "http", 400, "InvalidResourceLocation", "(InvalidResourceLocation) The resource 'w1226-vnet' already exists in location 'eastus' in resource group 'w1226-rg'. A resource with the same name cannot be created in location 'westus'. Please select a new resource name.", rung.KindPremise},
		{"400 body no code", "http", 400, "", `{"error":{"code":"InvalidResourceLocation","message":"The resource 'w1226-law' already exists in location 'westeurope' in resource group 'w1226-ops'. A resource with the same name cannot be created in location 'northeurope'. Please select a new resource name."}}`, rung.KindPremise},
		{"bare text", "", 0, "", "The resource 'w1226-kv' already exists in location 'eastus2' in resource group 'w1226-rg'. A resource with the same name cannot be created in location 'centralus'. Please select a new resource name.", rung.KindPremise},
		{"near miss: plain exists", "http", 409, "Conflict", "The resource 'w1226-vnet' already exists in resource group 'w1226-rg'.", rung.KindConflict},
	})
}
