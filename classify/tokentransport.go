package classify

import "strings"

// multipleTokens reports a refusal of a request that carried its bearer
// token more than once, or by more than one method (RFC 6750 section 2:
// "Clients MUST NOT use more than one method to transmit the token in each
// request", an invalid_request): Kong's jwt plugin answers 401 {"message":
// "Multiple tokens provided"} when the token is in the query and a cookie or
// header at once (kong/plugins/jwt/handler.lua), Spring Security "Found
// multiple bearer tokens in the request" (BearerTokenErrors.invalidRequest).
// The credential may be good; the request is malformed: send the token
// once, invalid, whatever 401 the gateway answers with (set 1393). Sentry's
// Relay words the same for its DSN key: 401 {"detail":"multiple
// authorization payloads detected"} when sentry_key is in the query and in
// X-Sentry-Auth at once (relay-server BadEventMeta::MultipleAuth; set 1716).
func multipleTokens(t string) bool {
	return hasAny(t, "multiple tokens provided", "multiple bearer tokens", "more than one bearer token", "more than one method to transmit the token", "multiple authorization payloads")
}

// tokenInURL reports a refusal of a credential for where it was sent, the
// URL, not for what it is: Honeybadger API v3's 401 credential_in_query
// "The credential was sent in the URL." (docs.honeybadger.io/api/v3/
// error-codes; set 1716). RFC 6750 2.3 keeps tokens out of URIs; the token
// may be good, and moving it to the Authorization header repairs the call,
// invalid, as the Fetch standard's URL with credentials (undici). A token
// that is refused ("invalid", "revoked") stays denied.
func tokenInURL(t string) bool {
	return hasAny(t, "credential was sent in the url", "credential_in_query")
}

// tokenInURLReason is the reason the 401 reading gives a tokenInURL text.
const tokenInURLReason = "the body refuses the credential for being sent in the URL (RFC 6750 2.3), not for what it is: send it in the Authorization header"

// multipleTokensReason is the reason every preset gives a multipleTokens text.
const multipleTokensReason = "the request carried its token more than once or by more than one method (RFC 6750 2, invalid_request): send it once"

// methodRefused reports a body that refuses the request for its HTTP
// method, whatever status carries it: CloudFront's 403 "This distribution
// is not configured to allow the HTTP request method that was used for this
// request." (a POST to a cache behavior that allows GET and HEAD), a 403 or
// 410 body saying "Method Not Allowed" or "request method ... not
// supported". The path takes other methods; no credential changes which
// ones: call it with the method it takes, invalid, as under a 405 (set
// 1393). A refusal that names the caller's rights ("not authorized to use
// this method", "permission", Algolia's "Method not allowed with this API
// key") stays with the authority rules.
func methodRefused(t string) bool {
	// Algolia's 403 "Method not allowed with this API key" is the key's
	// ACL (set 409): a method the credential may not use, denied.
	if hasAny(t, authorityWords...) || hasAny(t, "forbidden for your", "your role", "scope", "api key", "this key", "token", "credential") {
		return false
	}
	if hasAny(t, "allow the http request method", "method not allowed", "http method not allowed", "request method is not allowed", "request method not allowed") {
		return true
	}
	// Spring's "Request method 'POST' is not supported", "Request method
	// 'DELETE' not supported": the quoted method sits between the words.
	i := indexFold(t, "request method '")
	if i < 0 {
		return false
	}
	rest := t[i+len("request method '"):]
	j := strings.IndexByte(rest, '\'')
	if j < 0 || j > 10 {
		return false
	}
	return hasAny(rest[j:min(len(rest), j+24)], "not supported", "not allowed")
}

// requestUnsupported reads a 403 whose body says the service does not
// support the request itself, not that the caller may not make it:
// Opsgenie's 40302 "apiKey is valid and authorized but we do not support
// the request" (docs.opsgenie.com/docs/response; set 1623). The key is
// fine; the call must change, invalid, as a refused method. A text that
// also names a missing right ("not authorized", "permission") or a plan
// ("your plan does not support this request") keeps its reading.
func requestUnsupported(t string) bool {
	if !hasAny(t, "not support the request", "not support this request", "request is not supported", "request is unsupported") {
		return false
	}
	return !hasAny(t, authorityWords...) && !hasAny(t, "plan", "subscription", "tier", "scope", "role")
}

// requestUnsupportedReason is the reason the 403 reading gives a requestUnsupported text.
const requestUnsupportedReason = "the body says the service does not support the request itself (the credential is fine): change the call"

// methodRefusedReason is the reason every preset gives a methodRefused text.
const methodRefusedReason = "the body refuses the request's HTTP method (the path takes others): call it with the method it takes"
