package classify

import "strings"

// jwtClaimWrong reports a refusal of a JSON Web Token that the caller
// built and signed itself (a GitHub App's JWT, a service account's
// assertion) because one of its time claims is out of the range the
// server allows: "'Expiration time' claim ('exp') is too far in the
// future" (GitHub: at most ten minutes ahead), "'Issued at' claim ('iat')
// must be an Integer ...", Google's invalid_grant "Invalid JWT: Token must
// be a short-lived token (60 minutes) and in a reasonable timeframe. Check
// your iat and exp values in the JWT claim". The key is good and the
// authority is there; the token's own fields are wrong (a lifetime set too
// long, a clock that is off): build it again with the claims in range,
// invalid. The blind sets read it so, 398, 470 and 495 against 444. A
// token that is merely expired, revoked or not signed by a known key stays
// the credential's (denied).
func jwtClaimWrong(t string) bool {
	// Entra ID's AADSTS700024 "Client assertion is not within its valid
	// time range. Current time: ..., assertion valid from ..., expiry time
	// of assertion ...": the client_assertion JWT the caller signed has
	// nbf/exp out of range (a cached or skewed assertion), set 1171.
	if hasAny(t, "claim ('exp')", "claim ('iat')", "claim ('nbf')", "iat and exp values", "exp and iat values", "client assertion is not within its valid time range") {
		return true
	}
	// An OAuth 1.0 request the caller signed with an oauth_timestamp out of
	// the server's window (a skewed clock, a request signed long ago): HERE
	// Authentication 401204 "Time stamp is outside the valid period", the
	// OAuth Problem Reporting extension's oauth_problem=timestamp_refused.
	// The key is good; the signature's own time field is wrong: sign again
	// (set 1631). A reused nonce or a bad signature stays the credential's.
	if hasAny(t, "time stamp is outside the valid period", "timestamp is outside the valid period", "oauth_problem=timestamp_refused") {
		return true
	}
	if keyedClaimWrong(t) {
		return true
	}
	return hasAny(t, "'exp' claim", "'iat' claim", `"exp" claim`, `"iat" claim`, "exp claim", "iat claim") &&
		hasAny(t, "too far in the future", "too far in the past", "must be", "reasonable timeframe", "maximum allowed", "exceeds the maximum")
}

// jwtClaimReason is the reason every preset gives a jwtClaimWrong text.
const jwtClaimReason = "the JWT the caller built has a time claim out of the allowed range (exp too far ahead, iat malformed or skewed): build it again with the claims in range"

// keyedClaimWrong reads the claim error as Kong's jwt plugin writes it, the
// claim's name as the JSON key of the body and the fault as its value
// (kong/plugins/jwt/jwt_parser.lua verify_registered_claims and
// check_maximum_expiration: {"exp":"must be a number"}, {"exp":"exceeds
// maximum allowed expiration"}, {"nbf":"token not valid yet"}, a list when
// one claim fails twice). Kong's consumers sign their own tokens with the
// secret Kong holds for them, so these are the caller's own claims out of
// range, as Entra's "Client assertion is not within its valid time range"
// (set 1393). A merely expired token ({"exp":"token expired"}) stays the
// credential's.
func keyedClaimWrong(t string) bool {
	for _, key := range [...]string{`"exp"`, `"nbf"`, `"iat"`} {
		for i := range foldMatches(t, key) {
			v := strings.TrimLeft(t[i+len(key):], " ")
			if !strings.HasPrefix(v, ":") {
				continue
			}
			v = strings.TrimLeft(v[1:], " [")
			if !strings.HasPrefix(v, `"`) {
				continue
			}
			v = v[1:]
			if hasPrefixFold(v, "must be a") || hasPrefixFold(v, "exceeds maximum allowed expiration") || hasPrefixFold(v, "token not valid yet") {
				return true
			}
		}
	}
	return false
}
