package classify

import "strings"

// bwsAccessToken reads the Bitwarden Secrets Manager SDK's refusal of the
// access token it was given, before any request (AccessTokenInvalidError
// in the SDK's error.rs: "Doesn't contain a decryption key", "Has the
// wrong number of parts", "Is the wrong version", "Has an invalid
// identifier", "Error decoding base64: ...", "Invalid base64 length:
// expected N, got M"), as the bws CLI prints it through color-eyre with
// its "Location: crates/bws/src/main.rs" trailer, or after "Access token
// is not in a valid format: " (set 1656; bitwarden/sdk-sm issue 1561, a
// wrongly set BWS_ACCESS_TOKEN). The credential is unusable and only its
// owner can issue another: denied. The words alone ("is the wrong
// version") are read only behind those bws marks; a server's answer
// through bws ("Received error message from server: [404 Not Found]")
// keeps its own reading.
func bwsAccessToken(t string) (Result, bool) {
	if !strings.Contains(t, "crates/bws/") && !strings.Contains(t, "ccess token is not in a valid format") {
		return Result{}, false
	}
	if strings.Contains(t, "Received error message from server") {
		return Result{}, false
	}
	if hasAny(t, "doesn't contain a decryption key", "has the wrong number of parts", "is the wrong version",
		"has an invalid identifier", "invalid base64 length", "error decoding base64", "missing access token") {
		return Result{Kind: denied, Reason: "the Bitwarden access token cannot be parsed (wrong format, version or key): a new token must come from its owner"}, true
	}
	return Result{}, false
}
