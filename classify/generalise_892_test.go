package classify

import "testing"

// First run at 4590c607: 23/32 overall, 10/18 tricky.
//
// Fixed later by the lead: i892-oauth-invalid-scope (right since the lead's revision after set 1171: RFC 6749 invalid_scope reads invalid unless the message says the scope is not granted, RFC 8628 expired_token premise).
// Fixed later by the lead: i892-rfc8628-expired-token (right since the lead's revision after set 1171: RFC 6749 invalid_scope reads invalid unless the message says the scope is not granted, RFC 8628 expired_token premise).
// Tolerated: i892-auth0-unauthorized-client: denied vs premise (same OAuth row: `unauthorized_client` denied): Auth0's fix is a setup step (enable the grant type on the application), but the client is indeed not authorised for that grant until someone with admin rights does it.
// Tolerated: i892-auth0-mfa-required: denied vs premise (same OAuth row, OIDC `interaction_required`/`login_required` denied, "a person must sign in"): `mfa_required` is not in the row but reads the same way; the labelled premise (an extra MFA step) and a person-must-act denial both hold.
// Tolerated: i892-entra-aadsts65001: denied vs premise (same OAuth row: `consent_required` denied, "a person must ... consent"): AADSTS65001 is missing consent, a setup step, but only a person can give it.
// Fixed later by the lead: i892-entra-aadsts50034 (right since the lead ruling after set 1796: codes.go reads Entra's AADSTS50034, a user account missing from the directory, premise).
// Fixed later by the lead: i892-keycloak-not-fully-set-up (codes.go accountStepPending: a denied code whose message names an account step is premise).
// Tolerated: i892-sts-no-oidc-provider: denied vs premise (AWS InvalidIdentityToken read as denied; a one-off not fixed in time): the message says the IAM OIDC provider was never created in the account, a missing setup step.
// Fixed later by the lead: i892-vault-sealed (httppreset.go 503 and worldstate.go: a sealed Vault needs an operator's unseal, premise).
func TestIndependentCases892(t *testing.T) {
	runIndependent(t, "testdata/independent892.jsonl", true,
		"i892-auth0-unauthorized-client",
		"i892-auth0-mfa-required",
		"i892-entra-aadsts65001",
		"i892-sts-no-oidc-provider",
	)
}
