package classify

import "testing"

// TestIndependentCases863 runs held-out set 863: identity-provider admin APIs (Okta, Auth0, Keycloak, Cognito, SCIM 2.0), labelled blind.
func TestIndependentCases863(t *testing.T) {
	runIndependent(t, "testdata/independent863.jsonl", false)
}
