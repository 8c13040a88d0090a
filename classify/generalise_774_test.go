package classify

import "testing"

// TestIndependentCases774 runs held-out set 774: enterprise back-office systems (Salesforce, SAP, NetSuite, Dataverse, ServiceNow, Workday), labelled blind.
func TestIndependentCases774(t *testing.T) {
	runIndependent(t, "testdata/independent774.jsonl", false)
}
