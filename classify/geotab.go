package classify

import (
	"strings"

	"github.com/rungkit/rung"
)

// geotabError is a MyGeotab exception type and what it proves.
type geotabError struct {
	kind rung.Kind
	what string
}

// geotabErrors are the exception types MyGeotab's JSON-RPC API names in
// error.data.type (geotab.github.io/sdk software/guides/concepts "Results
// and Errors"; release notes 7.0 "the following common exceptions are still
// supported"), read by what the SDK says of each (held-out set 1687).
// OverLimitException and DbUnavailableException are read by their message
// in geotabRPCError.
var geotabErrors = map[string]geotabError{
	// "the authentication failed or the authentication process must be
	// repeated to obtain a fresh token" (concepts, Example 2).
	"InvalidUserException":        {denied, "the credentials or session are not accepted: authenticate again or get credentials"},
	"InvalidMyAdminUserException": {denied, "the MyAdmin credentials are not accepted"},
	"ExpiredPasswordException":    {denied, "the user's password has expired: a person must change it before the account may sign in"},
	"InvalidPermissionsException": {denied, "the user's security clearance does not allow the call"},
	"CaptchaException":            {denied, "a CAPTCHA answer (a person) or MyAdmin credentials are required"},
	"DuplicateException":          {conflict, "the entity already exists: carry the existing one forward"},
	// "a relation preventing removal ... the remove is blocked (fails)
	// until the entities are moved out of the group" (GroupRelations).
	"GroupRelationViolatedException": {premise, "entities still belong to the group: move them out before removing it"},
	"DatabaseMaintenanceException":   {transient, "the database is under maintenance: retry later"},
	// The call's own values or shape (release notes 7.0, 5.7.2103/2104).
	"PasswordPolicyViolationException": {invalid, "the supplied password breaks the password policy: choose another"},
	"ArgumentException":                {invalid, "an argument of the call is not valid"},
	"ArgumentNullException":            {invalid, "a required argument of the call is missing"},
	"ArgumentOutOfRangeException":      {invalid, "an argument of the call is out of range"},
	"InvalidCastException":             {invalid, "an argument has the wrong type"},
	"MissingMemberException":           {invalid, "the call names a property the type does not have"},
	"MissingMethodException":           {invalid, "the call names a method that does not exist"},
	"JsonSerializerException":          {invalid, "the request is not valid JSON (double quotes only)"},
	// "non-specific, generalized messages to avoid sharing information
	// about the underlying infrastructure" (release notes 7.0).
	"GenericException": {unk, "a deliberately non-specific server error: nothing to read a recovery from"},
}

// geotabRPCError reads a MyGeotab JSON-RPC error object by its
// error.data.type (eo is the "error" object). The caller gates on
// `Exception"` in eo.
func geotabRPCError(eo string) (Result, bool) {
	data := jsonObject(eo, "data")
	if data == "" {
		return Result{}, false
	}
	name := jsonString(data, "type")
	if !strings.HasSuffix(name, "Exception") {
		return Result{}, false
	}
	msg := jsonString(eo, "message")
	switch name {
	case "OverLimitException":
		// Two limits share the type (concepts "Limits"): a results limit
		// set above the maximum ("Supplied results limit (50001) exceeds
		// maximum limit (50000).") is the call's argument; a rate limit
		// ("API calls quota exceeded. Maximum admitted 10 per 1m.", with
		// Retry-After) resets with its window.
		if hasFold(msg, "results limit") || hasFold(msg, "exceeds maximum limit") {
			return Result{Kind: invalid, Code: name, Reason: "geotab: OverLimitException: the results limit is above the maximum: lower it and paginate"}, true
		}
		return Result{Kind: transient, Code: name, Reason: "geotab: OverLimitException: a rate limit per period: wait for it to reset (Retry-After)"}, true
	case "DbUnavailableException":
		// The sub-kinds (JsonRpcErrorCode DbUnavailableUnknownDatabase,
		// ...Initializing, ...ConnectionFailure, ...OperationAborted): an
		// unknown database is not there to wait for.
		if hasFold(eo, "UnknownDatabase") || hasFold(msg, "unknown database") {
			return Result{Kind: premise, Code: name, Reason: "geotab: DbUnavailableException: the database is unknown on this server: find its server or name"}, true
		}
		return Result{Kind: transient, Code: name, Reason: "geotab: DbUnavailableException: the database is unavailable for now: retry later"}, true
	}
	g, ok := geotabErrors[name]
	if !ok {
		return Result{}, false
	}
	return Result{Kind: g.kind, Code: name, Reason: "geotab: " + name + ": " + g.what}, true
}
