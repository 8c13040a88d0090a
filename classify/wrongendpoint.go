package classify

import "strings"

// wrongEndpointWords: a service that says the request reached the wrong
// endpoint or host for the caller's key or resource, and names where to
// send it: DeepL's 403 {"message":"Wrong endpoint. Use
// https://api-free.deepl.com"} for a Free key sent to the Pro host (and
// the reverse, "Use https://api.deepl.com"), as S3's PermanentRedirect
// "The bucket you are attempting to access must be addressed using the
// specified endpoint" (aws.go: "is a wrong endpoint"). The key is good and
// the goal stands; the call's own URL is wrong: invalid, whatever the
// status (a 403 reads as a refused identity). A refusal of the caller for
// an endpoint ("not authorized to access this endpoint") stays denied, and
// a disabled or missing endpoint stays premise (set 1498).
var wrongEndpointWords = []pattern{
	{text: "wrong endpoint", kind: invalid, reason: "the request went to the wrong endpoint for this key or resource: send it to the one the service names"},
	{text: "incorrect endpoint", kind: invalid, reason: "the request went to the wrong endpoint for this key or resource: send it to the one the service names"},
	{text: "must be addressed using the specified endpoint", kind: invalid, reason: "the resource must be addressed through another endpoint: send it to the one the service names"},
}

var wrongEndpointMatcher = newMatcher(wrongEndpointWords)

// routeNamedInstead reads a refusal of the way the call was made that
// names the way to make it, under a 403 as under a 400 (set 1656):
// Unleash's OperationDeniedError "Changing variants is done via PATCH
// operation to /api/admin/projects/:project/features/:feature/variants"
// and InvalidOperationError "Environment variants deprecated for feature:
// x. Use strategy variants instead.", both 403s. The caller's rights are
// not in question and the goal stands: the call goes another way,
// invalid, as wrongEndpointWords. A refusal that names the caller's
// rights ("permission", "not authorized") or a credential stays with
// the authority rules; a deprecated model is codes.go's.
func routeNamedInstead(t string) bool {
	if !strings.Contains(t, " is done via ") && !strings.Contains(t, "eprecated") {
		return false
	}
	if hasAny(t, authorityWords...) || hasAny(t, "token", "api key", "credential", "password") {
		return false
	}
	if i := indexFold(t, " is done via "); i >= 0 {
		rest := t[i+len(" is done via "):]
		for _, m := range [...]string{"PATCH", "POST", "PUT", "DELETE", "GET", "the "} {
			if strings.HasPrefix(rest, m) {
				return true
			}
		}
	}
	_, ok := deprecatedInstead(t)
	return ok
}

const routeNamedInsteadReason = "the service refuses the way the call was made and names the call to make instead: repair the call"
