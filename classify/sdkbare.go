package classify

import "strings"

// idemReuseMatcher reads endstate.go's idemReuseWords on their own.
var idemReuseMatcher = newMatcher(idemReuseWords)

// sdkBareRefusal reads two refusals an SDK hands over as bare text, with no
// status or transport around them (set 1797), by the readers the HTTP
// presets already use under their statuses:
//   - a JWT the caller built with a time claim out of range, as an Octokit
//     RequestError or actions/create-github-app-token prints it without the
//     401 ("'Expiration time' claim ('exp') is too far in the future -
//     https://docs.github.com/enterprise-server@3.10/rest"): jwtclaim.go,
//     invalid;
//   - an idempotency key reused for another request, as stripe-ruby's
//     InvalidRequestError or IdempotencyError text ("Keys for idempotent
//     requests can only be used for the same endpoint they were first used
//     for ..."): endstate.go idemReuseWords, invalid (a key still in flight
//     stays transient);
//   - an identity provider's refusal for a tenant that lacks the app or the
//     user, as msal-node's ServerError prints it without the 400
//     ("invalid_grant: AADSTS50034: The user account ... does not exist in
//     the ... directory ..."): codes.go tenantSetupMissing, premise.
//
// Each is gated on a plain substring before any folding.
func sdkBareRefusal(t string) (Result, bool) {
	if strings.Contains(t, "claim (") && jwtClaimWrong(t) {
		return verdict(invalid, "wording: "+jwtClaimReason)
	}
	if strings.Contains(t, "dempoten") || strings.Contains(t, "DEMPOTEN") {
		if r, ok := matchWords(idemReuseMatcher, t); ok {
			r.Reason = "wording: " + r.Reason
			return r, true
		}
	}
	if strings.Contains(t, "AADSTS") {
		if why, ok := tenantSetupMissing(t); ok {
			return verdict(premise, "wording: "+why)
		}
	}
	return Result{}, false
}
