package classify

import "testing"

// First run at 4590c607: 23/32 overall, 10/18 tricky.
//
// Tolerated: i892-oauth-invalid-scope: denied vs invalid (taxonomy "OAuth {"error":"invalid_grant"}" row, set 398: `invalid_scope` denied): RFC 6749 says "invalid, unknown, malformed, or exceeds the scope granted"; a scope the server does not know is a wrong argument, one beyond the grant is missing authority, and the code alone does not tell them apart.
// Tolerated: i892-rfc8628-expired-token: denied vs premise (same OAuth row: `expired_token` denied): RFC 8628's device_code expiry ends the flow and the client "MAY commence a new device authorization request" (replan), while an expired token is also a lost credential; both hold.
// Tolerated: i892-auth0-unauthorized-client: denied vs premise (same OAuth row: `unauthorized_client` denied): Auth0's fix is a setup step (enable the grant type on the application), but the client is indeed not authorised for that grant until someone with admin rights does it.
// Tolerated: i892-auth0-mfa-required: denied vs premise (same OAuth row, OIDC `interaction_required`/`login_required` denied, "a person must sign in"): `mfa_required` is not in the row but reads the same way; the labelled premise (an extra MFA step) and a person-must-act denial both hold.
// Tolerated: i892-entra-aadsts65001: denied vs premise (same OAuth row: `consent_required` denied, "a person must ... consent"): AADSTS65001 is missing consent, a setup step, but only a person can give it.
// Tolerated: i892-entra-aadsts50034: denied vs premise (one-off, no ruling found in time): invalid_grant with "The user account ... does not exist in the ... directory"; at sign-in a user that does not exist is also a wrong username (denied). Not fixed.
// Fixed later by the lead: i892-keycloak-not-fully-set-up (codes.go accountStepPending: a denied code whose message names an account step is premise).
// Tolerated: i892-sts-no-oidc-provider: denied vs premise (AWS InvalidIdentityToken read as denied; a one-off not fixed in time): the message says the IAM OIDC provider was never created in the account, a missing setup step.
// Fixed later by the lead: i892-vault-sealed (httppreset.go 503 and worldstate.go: a sealed Vault needs an operator's unseal, premise).
func TestIndependentCases892(t *testing.T) {
	runIndependent(t, "testdata/independent892.jsonl", true,
		"i892-oauth-invalid-scope",
		"i892-rfc8628-expired-token",
		"i892-auth0-unauthorized-client",
		"i892-auth0-mfa-required",
		"i892-entra-aadsts65001",
		"i892-entra-aadsts50034",
		"i892-sts-no-oidc-provider",
	)
}
