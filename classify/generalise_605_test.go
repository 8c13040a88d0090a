package classify

import "testing"

// TestIndependentCases605 runs held-out set 605: OAuth 2.0/OIDC token and authorize errors and SCIM provisioning errors from identity providers, labelled blind.
func TestIndependentCases605(t *testing.T) {
	runIndependent(t, "testdata/independent605.jsonl", false)
}
