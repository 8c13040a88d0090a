package classify

import "testing"

// TestIndependentCases627 runs held-out set 627: documented mixed vendor failures as raw HTTP responses, labelled blind.
// First run at 9bb1a21: 34/35 overall, 18/19 tricky.
// Tolerated: i627-geocode-request-denied: denied vs premise (httppreset.go statusField reads REQUEST_DENIED with "not authorized to use this api" as project setup, set 92, generalise_92_test.go "maps api not enabled"): the message says the project is not authorised, so the agent cannot go on without a person granting access (denied), while Maps' remedy is to activate the API on the project, a setup fact later steps rest on (premise); both readings hold and the anchored ruling stands.
func TestIndependentCases627(t *testing.T) {
	runIndependent(t, "testdata/independent627.jsonl", true, "i627-geocode-request-denied")
}
