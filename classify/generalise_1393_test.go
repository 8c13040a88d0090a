package classify

import "testing"

// First run at c04b64e2: 34/40 overall, 9/15 tricky.
// Tolerated: i1393-kong-jwt-nbf-not-yet: invalid vs transient (ruling, jwtclaim.go and docs/taxonomy.md's JWT time-claim and AADSTS700024 rows): a JWT the caller signed whose time claims are out of range, nbf included, is rebuilt, not waited for.
// Tolerated: i1393-kong-ip-unix-socket: denied vs premise (one-off): Kong's ip-restriction cannot see a client address over a unix socket; a single sentence of one plugin, left to the 403 reading.
func TestIndependentCases1393(t *testing.T) {
	runIndependent(t, "testdata/independent1393.jsonl", true, "i1393-kong-jwt-nbf-not-yet", "i1393-kong-ip-unix-socket")
}

// TestGeneralise1393MultipleTokens: a request that carried its bearer token
// more than once, or by more than one method, is malformed (RFC 6750
// section 2, invalid_request), whatever 401 the gateway answers with:
// Kong's jwt plugin {"message":"Multiple tokens provided"}
// (kong/plugins/jwt/handler.lua), Spring Security's "Found multiple bearer
// tokens in the request". Near misses: a missing, bad or expired token stays
// denied.
func TestGeneralise1393MultipleTokens(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"kong multiple", "http", 401, "", `{"message":"Multiple tokens provided"}`, invalid},
		{"spring multiple", "http", 401, "", `{"error":"invalid_request","error_description":"Found multiple bearer tokens in the request"}`, invalid},
		{"rfc words", "http", 401, "", "invalid_request: the client used more than one method to transmit the token", invalid},
		{"near: no token", "http", 401, "", `{"message":"Unauthorized"}`, denied},
		{"near: unrecognizable", "http", 401, "", `{"message":"Unrecognizable token"}`, denied},
		{"near: token expired", "http", 401, "", `{"message":"Token expired"}`, denied},
		{"near: invalid token provided", "http", 401, "", `{"message":"Invalid token provided"}`, denied},
	})
}

// TestGeneralise1393MethodRefused: a body that refuses the request for its
// HTTP method is a call to repair (use the method the path takes), even
// under a 403: CloudFront's "This distribution is not configured to allow
// the HTTP request method that was used for this request." (a POST to a
// GET/HEAD cache behavior), a 403 "Method Not Allowed", Spring's "Request
// method 'DELETE' is not supported". Near misses: a refusal that names the
// caller's rights, CloudFront's geo and WAF pages, and a bare 403 stay
// denied.
func TestGeneralise1393MethodRefused(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"cloudfront method", "http", 403, "", "This distribution is not configured to allow the HTTP request method that was used for this request. The distribution supports only cachable requests.", invalid},
		{"403 method not allowed json", "http", 403, "", `{"error":"Method Not Allowed"}`, invalid},
		{"spring quoted method", "http", 403, "", `{"status":403,"error":"Forbidden","message":"Request method 'DELETE' is not supported"}`, invalid},
		{"near: method permission", "http", 403, "", `{"message":"You do not have permission to use the DELETE method on this resource"}`, denied},
		{"near: not authorized method", "http", 403, "", `{"message":"User is not authorized to access this resource with an explicit deny"}`, denied},
		{"near: algolia key acl", "http", 403, "", `{"message":"Method not allowed with this API key","status":403}`, denied},
		{"near: token scope", "http", 403, "", `{"message":"Method not allowed for this token"}`, denied},
		{"near: geo", "http", 403, "", "The Amazon CloudFront distribution is configured to block access from your country.", denied},
		{"near: waf", "http", 403, "", "Request blocked. We can't connect to the server for this app or website at this time.", denied},
		{"near: bare forbidden", "http", 403, "", `{"message":"Forbidden"}`, denied},
	})
}

// TestGeneralise1393KongClaimErrors: Kong's jwt plugin writes a claim error
// with the claim's name as the JSON key (kong/plugins/jwt/jwt_parser.lua):
// a claim of the wrong type or a lifetime past maximum_expiration is the
// caller's own token built out of range (Kong's consumers sign their own
// JWTs), invalid, as jwtClaimWrong rules for GitHub's and Entra's texts,
// under a 401 or Kong's 403. Near misses: a merely expired token, a bad
// signature and an unknown issuer stay denied; the words outside a claim
// key ("must be a number" about a field) are not read as a JWT.
func TestGeneralise1393KongClaimErrors(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"exp type", "http", 401, "", `{"exp":"must be a number"}`, invalid},
		{"nbf type spaced", "http", 401, "", `{"nbf": "must be a number"}`, invalid},
		{"exp max 403", "http", 403, "", `{"exp":"exceeds maximum allowed expiration"}`, invalid},
		{"exp list", "http", 401, "", `{"exp":["must be a number","exceeds maximum allowed expiration"]}`, invalid},
		{"near: expired", "http", 401, "", `{"exp":"token expired"}`, denied},
		{"near: signature", "http", 403, "", `{"message":"Invalid signature"}`, denied},
		{"near: no iss", "http", 403, "", `{"message":"No credentials found for given 'iss'"}`, denied},
		{"near: field type", "http", 403, "", `{"message":"limit must be a number"}`, denied},
	})
}
