package classify

import "testing"

// TestIndependentCases710 runs held-out set 710: HL7 FHIR servers (HAPI, Microsoft, Google, HealthLake, Epic) and SMART on FHIR OAuth errors, labelled blind.
func TestIndependentCases710(t *testing.T) {
	runIndependent(t, "testdata/independent710.jsonl", false)
}
