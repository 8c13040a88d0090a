package classify

import "testing"

// First run at 96f8ad64: 21/36 overall, 6/15 tricky.
func TestIndependentCases1687(t *testing.T) {
	runIndependent(t, "testdata/independent1687.jsonl", true)
}

// MyGeotab's JSON-RPC errors carry the .NET exception type in
// error.data.type (geotab.github.io/sdk Concepts "Results and Errors",
// release notes 7.0's list of supported exceptions): the type decides, not
// the -32000 every one of them shares. OverLimitException is a rate window
// or a results limit by its message; DbUnavailableException waits out
// unless the database is unknown. Near misses: an MCP -32000 and -32602
// with no data.type keep their readings; a type outside the table falls
// through.
func TestGeneralise1687GeotabErrorType(t *testing.T) {
	geo := func(typ, msg string) string {
		return `{"error":{"code":-32000,"data":{"id":"0f6c1b2e-3a4d-4e5f-8a9b-1c2d3e4f5a6b","type":"` + typ + `","requestIndex":0},"message":"` + msg + `"},"jsonrpc":"2.0"}`
	}
	runWordingCases(t, []wordingCase{
		{"invalid user, session expired", "jsonrpc", 0, "", geo("InvalidUserException", "Incorrect login credentials"), denied},
		{"invalid user over http", "http", 200, "", geo("InvalidUserException", "Incorrect login credentials"), denied},
		{"myadmin user", "jsonrpc", 0, "", geo("InvalidMyAdminUserException", "Invalid MyAdmin user"), denied},
		{"duplicate device", "jsonrpc", 0, "", geo("DuplicateException", "Duplicate data: the device already exists"), conflict},
		{"duplicate user name", "jsonrpc", 0, "", geo("DuplicateException", "A user with this name already exists."), conflict},
		{"group removal blocked", "jsonrpc", 0, "", geo("GroupRelationViolatedException", "The group cannot be removed while it has members."), premise},
		{"maintenance", "jsonrpc", 0, "", geo("DatabaseMaintenanceException", "Database maintenance in progress"), transient},
		{"rate window", "jsonrpc", 0, "", geo("OverLimitException", "API calls quota exceeded. Maximum admitted 1 per 1s."), transient},
		{"results limit over maximum", "jsonrpc", 0, "", geo("OverLimitException", "Supplied results limit (60000) exceeds maximum limit (50000)."), invalid},
		{"db unknown", "jsonrpc", 0, "", geo("DbUnavailableException", "Database 'x' is unavailable: UnknownDatabase"), premise},
		{"db connection failure", "jsonrpc", 0, "", geo("DbUnavailableException", "Database 'x' is unavailable: ConnectionFailure"), transient},
		{"argument out of range", "jsonrpc", 0, "", geo("ArgumentOutOfRangeException", "Latitude must be between -90 and 90."), invalid},
		{"common password", "jsonrpc", 0, "", geo("PasswordPolicyViolationException", "The password is a common password."), invalid},
		{"generic", "jsonrpc", 0, "", geo("GenericException", "An error has occurred."), unk},
		// Near misses: JSON-RPC errors with no exception type.
		{"invalid params, no type", "jsonrpc", 0, "", `{"jsonrpc":"2.0","id":1,"error":{"code":-32602,"message":"Invalid params: missing required argument 'path'"}}`, invalid},
		{"method not found, no type", "jsonrpc", 0, "", `{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"Method not found"}}`, invalid},
	})
}

// A login refusal that names the principal in quotes (the mygeotab Python
// SDK's AuthenticationException, mygeotab/exceptions.py: "Cannot
// authenticate '{username} @ {server}/{database}'"), beside the older
// "could not authenticate against <host>". Near misses: the same SDK's
// TimeoutException stays transient, and a password policy refusal stays
// invalid.
func TestGeneralise1687CannotAuthenticateNamed(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"mygeotab sdk", "", 0, "", "Cannot authenticate 'fleetbot@acme.com @ my.geotab.com/acme'", denied},
		{"mygeotab sdk, other server", "", 0, "", "mygeotab.exceptions.AuthenticationException: Cannot authenticate 'ops@example.org @ my112.geotab.com/example'", denied},
		{"mygeotab cli", "exec", 1, "1", "Error: Cannot authenticate 'x@y.com @ my.geotab.com/y'\nexit status 1", denied},
		{"near miss: sdk timeout", "", 0, "", "Request timed out @ my.geotab.com", transient},
		{"near miss: password policy", "", 0, "", "Invalid password: minimum length 12.", invalid},
	})
}

// An organisation at the count of objects its configuration allows,
// under a 400 (Samsara's "Configuration limit exceeded": "you can no longer
// create more of an object (e.g. users, drivers, documents) via API due to
// system limits", developers.samsara.com/docs/response-codes). Near
// misses: a size limit on the call's own field stays invalid, a
// per-second request rate stays transient.
func TestGeneralise1687ConfigurationLimit(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"samsara drivers", "http", 400, "", `{"message":"Configuration limit exceeded","requestId":"a1b2c3"}`, premise},
		{"samsara documents", "http", 400, "", `{"message":"Configuration limit exceeded: documents","requestId":"d4e5f6"}`, premise},
		{"reached form", "http", 400, "", `{"message":"configuration limit reached for addresses"}`, premise},
		{"near miss: field length", "http", 400, "", `{"message":"name must not exceed 255 characters","requestId":"a1"}`, invalid},
		{"near miss: rate", "http", 429, "", `{"message":"Rate limit exceeded","requestId":"a1"}`, transient},
	})
}

// A 429 whose text lists its possible causes as alternatives, a rate limit
// beside a usage limit or an overload (Samsara's documented 429 "The client
// has reached or exceeded a rate limit, a usage limit, or the server is
// overloaded"): nothing names a spent allowance, so it waits out. Near
// misses: a usage limit said reached on its own, and a monthly usage limit,
// keep the quota reading.
func TestGeneralise1687LimitAlternatives(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"samsara 429", "http", 429, "", `{"message":"Too Many Requests - The client has reached or exceeded a rate limit, a usage limit, or the server is overloaded.","requestId":"8f"}`, transient},
		{"bare text", "", 429, "", "429 Too Many Requests: rate limit or usage limit reached, or the server is overloaded", transient},
		{"rate limit or overload", "http", 429, "", `{"message":"You hit a rate limit or the server is overloaded"}`, transient},
		{"near miss: usage limit reached", "http", 429, "", `{"message":"You have reached your usage limit for this billing period."}`, premise},
		{"near miss: monthly usage limit", "http", 403, "", `{"error":"Monthly usage limit exceeded. Upgrade your plan."}`, premise},
	})
}
