package classify

import "strings"

// credentialCode reports whether a snake_case error code not in any table
// names a credential the server refused: a qualifier saying it is wrong or
// spent (incorrect_, bad_, wrong_, invalid_, expired_, revoked_, unknown_)
// on a credential's own name (client credentials, a client secret or id,
// a password, an authorization or verification code, an access or refresh
// token, an API key, a JWT: Hasura invalid-jwt, read as invalid_jwt; a
// webhook signature: invalid_signature, bad_signature, set 191). OAuth providers extend RFC 6749's list this way:
// GitHub incorrect_client_credentials and bad_verification_code ("start
// the OAuth authorization process again", docs.github.com troubleshooting
// OAuth app access token request errors), Salesforce invalid_client_id and
// invalid_client_credentials (help.salesforce.com OAuth error codes). The
// call is well formed; its credential is not the agent's to repair, as
// invalid_client and invalid_grant (denied).
func credentialCode(code string) bool {
	q := false
	for _, p := range [...]string{"incorrect_", "bad_", "wrong_", "invalid_", "expired_", "revoked_", "unknown_"} {
		if strings.HasPrefix(code, p) {
			q = true
			break
		}
	}
	if !q {
		return false
	}
	rest := code[strings.IndexByte(code, '_')+1:]
	for _, n := range [...]string{"client_credentials", "credentials", "credential", "client_secret", "client_id", "password", "passphrase",
		"verification_code", "authorization_code", "auth_code", "device_code", "refresh_token", "access_token", "api_key", "apikey", "jwt", "signature"} {
		if rest == n || strings.HasPrefix(rest, n+"_") || strings.HasSuffix(rest, "_"+n) {
			return true
		}
	}
	return false
}

// redirectMismatchCode reports whether a code says the redirect URI the
// call sends is not the one registered for the application: OAuth's
// redirect_uri_mismatch (GitHub, Google, Salesforce), Slack's
// bad_redirect_uri and oauth_authorization_url_mismatch. The registration
// is fixed; the call's argument is what to change (invalid), not a
// credential (denied), though it comes from the token endpoint.
func redirectMismatchCode(code string) bool {
	if !strings.Contains(code, "redirect") && !strings.Contains(code, "callback") && !strings.Contains(code, "authorization_url") {
		return false
	}
	return strings.HasSuffix(code, "_mismatch") || strings.HasPrefix(code, "bad_") || strings.HasPrefix(code, "invalid_")
}

// credentialNotFound reports whether the thing a <thing>_not_found code
// names is a credential: Apify's 401 token-not-found, Zyte's
// /auth/key-not-found, api_key_not_found, access_token_not_found (set
// 1604). The code alone cannot tell the caller's own credential from a key
// an API manages as an object (Meilisearch's GET /keys/{key} answers 404
// api_key_not_found for a key the plan assumed exists, premise): the 401
// beside it says the service looked up the credential the call presented
// and has no such one, a refused identity, denied (codes.go). A bare key
// (a key-value store's missing key), a page or continuation token, a
// session, and Apify's record-or-token-not-found stay premise.
func credentialNotFound(code string) bool {
	switch strings.TrimSuffix(code, "_not_found") {
	case "token", "api_token", "api_key", "apikey", "access_token", "auth_token", "access_key", "client_credentials", "credentials", "credential":
		return strings.HasSuffix(code, "_not_found")
	}
	return false
}
