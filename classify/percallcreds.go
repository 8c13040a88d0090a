package classify

// Per-call credentials (an OAuth access token, a service-account JWT) are
// fetched by the gRPC client before each call; when that fetch fails the
// client reports UNAVAILABLE (gRFC A54), whatever the token endpoint said:
// grpc-go "transport: per-RPC creds failed due to error: ...", the gRPC C
// core under Python, Node and C# "Getting metadata from plugin failed with
// error: ...", grpc-java "Credentials failed to obtain metadata". When the
// cause is a credential the endpoint refused (OAuth invalid_grant,
// unauthorized_client, a revoked or expired token) no wait helps: the
// agent must be authenticated again (denied). A token endpoint that timed
// out or dropped the connection stays UNAVAILABLE's transient (set 451).

// perCallCredLeads are the clients' words for a failed credential fetch.
var perCallCredLeads = []string{
	"per-rpc creds failed",
	"getting metadata from plugin failed",
	"credentials failed to obtain metadata",
}

// oauthRefusalWords are RFC 6749 5.2's codes for a refused credential, as
// codes.go reads them in a body's "error" field, matched in the cause.
var oauthRefusalWords = []pattern{
	{text: "invalid_grant", kind: denied, reason: "the token endpoint rejected the grant (invalid_grant)"},
	{text: "invalid_client", kind: denied, unless: "_metadata", reason: "the token endpoint rejected the client (invalid_client)"},
	{text: "unauthorized_client", kind: denied, reason: "the client may not use this grant (unauthorized_client)"},
	{text: "access_denied", kind: denied, reason: "the token endpoint denied access (access_denied)"},
	{text: "invalid_scope", kind: denied, reason: "a scope not granted (invalid_scope)"},
}

var perCallCredMatcher = newMatcher(concat(oauthRefusalWords, badCredentialWords))

// perCallCredRefused reads an UNAVAILABLE whose cause is a per-call
// credential the token endpoint refused.
func perCallCredRefused(text string) (Result, bool) {
	if !hasAny(text, perCallCredLeads...) {
		return Result{}, false
	}
	r, ok := matchWords(perCallCredMatcher, text)
	if !ok || r.Kind != denied {
		return Result{}, false
	}
	r.Reason = "grpc: UNAVAILABLE from a per-call credential the token endpoint refused: " + r.Reason
	return r, true
}
