package classify

import "testing"

// Tolerated: i1786-gh-bad-verification-code: denied vs premise (ruling): set 74 reads bad_verification_code as a spent credential (credshape.go).
// Tolerated: i1786-entra-7000218-missing-secret: denied vs invalid (ruling): invalid_client is denied (OAuth row, set 398); its "must contain the following parameter" wording is not read.
// Tolerated: i1786-entra-16000-select-account: denied vs ambiguous (ruling): interaction_required / account_selection_required are denied (OIDC row, set 398).
// Tolerated: i1786-google-deleted-client: denied vs premise (ruling): the OAuth client-code family is denied; only AADSTS700016 is premise.
// Tolerated: i1786-auth0-too-many-attempts: transient vs denied (one-off): a 429 whose body says the account is blocked until unblocked by email; not mended in the time.
// Tolerated: i1786-auth0-pkce-verifier: denied vs invalid (ruling): invalid_grant is denied (OAuth row, set 398).
// Tolerated: i1786-google-invalid-grant-bad-request: denied vs unknown (ruling): invalid_grant is denied (OAuth row, set 398).
// First run at 4fde286c: 29/36 overall, 11/18 tricky.
func TestIndependentCases1786(t *testing.T) {
	runIndependent(t, "testdata/independent1786.jsonl", true,
		"i1786-gh-bad-verification-code",
		"i1786-entra-7000218-missing-secret",
		"i1786-entra-16000-select-account",
		"i1786-google-deleted-client",
		"i1786-auth0-too-many-attempts",
		"i1786-auth0-pkce-verifier",
		"i1786-google-invalid-grant-bad-request",
	)
}
