package classify

import "testing"

// TestIndependentCases398 runs held-out set 398: identity and secrets long tail (Entra ID, Okta, Auth0, Keycloak, Cognito, Google identity, GitHub Apps, Vault, 1Password, Doppler, Infisical, SPIRE), from the vendors' docs, labelled blind.
func TestIndependentCases398(t *testing.T) {
	runIndependent(t, "testdata/independent398.jsonl", false)
}
