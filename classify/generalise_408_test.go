package classify

import "testing"

// TestIndependentCases408 runs held-out set 408: Microsoft cloud beyond Storage and ARM (Graph, Service Bus, Event Hubs, Key Vault, Cosmos DB, App Service, Azure SQL, Azure DevOps), from the vendors' docs, labelled blind.
func TestIndependentCases408(t *testing.T) {
	runIndependent(t, "testdata/independent408.jsonl", false)
}
