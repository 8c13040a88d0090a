package classify

import "strings"

// smartsheetCodes are Smartsheet API 2.0's own error codes, as its
// catalogue lists them (developers.smartsheet.com/api/smartsheet/error-codes,
// "400-level error codes generally indicate that there is something you
// should fix or add to your request before you try the request again"),
// read by what each proves rather than by the HTTP status it comes under:
// Smartsheet sends plan, license and membership states under 403 and an
// existing share under 400 (held-out set 1377). Codes whose reading the
// catalogue leaves open are not listed; their status decides.
var smartsheetCodes = map[int]codeRule{
	1001: {denied, false, modeFixed, "is an access token required (Smartsheet)"},
	1002: {denied, false, modeFixed, "is an access token that is invalid (Smartsheet)"},
	1003: {denied, false, modeFixed, "is an access token that has expired (Smartsheet)"},
	1004: {denied, false, modeFixed, "is an action the user is not authorized to perform (Smartsheet)"},
	1005: {denied, false, modeFixed, "is single sign-on required for the account (Smartsheet)"},
	1006: {premise, false, modeFixed, "is an object that is not there (Smartsheet Not Found)"},
	1007: {invalid, false, modeFixed, "is an API version in the path Smartsheet does not serve: fix the URL, not a missing object"},
	1008: {invalid, false, modeFixed, "is a request Smartsheet could not parse"},
	1009: {invalid, false, modeFixed, "is a required parameter missing (Smartsheet)"},
	1010: {invalid, false, modeFixed, "is an HTTP method not supported (Smartsheet)"},
	1011: {invalid, false, modeFixed, "is a required header missing or invalid (Smartsheet)"},
	1012: {invalid, false, modeFixed, "is a required object attribute missing (Smartsheet)"},
	1013: {premise, false, modeFixed, "is an operation the account's plan does not support (Smartsheet): the plan, not the token's authority"},
	1014: {premise, false, modeFixed, "is no license left on the account (Smartsheet): the account's state, not authority"},
	1015: {premise, false, modeFixed, "is a user held by another account (Smartsheet): it must leave that account first"},
	1016: {conflict, false, modeFixed, "is a user already a member of the account (Smartsheet): what the step was to create holds"},
	1017: {premise, false, modeFixed, "is a user with a paid account of their own (Smartsheet): it must be cancelled first"},
	1018: {invalid, false, modeFixed, "is a parameter value that is not valid (Smartsheet)"},
	1020: {premise, false, modeFixed, "is a user that is not there (Smartsheet)"},
	1024: {invalid, false, modeFixed, "is a request body the method requires (Smartsheet)"},
	1025: {conflict, false, modeFixed, "is a share that already exists (Smartsheet)"},
	1027: {premise, false, modeFixed, "is a share that is not there (Smartsheet)"},
	1029: {invalid, false, modeFixed, "is a URI parameter that does not match the body's object (Smartsheet)"},
	1031: {invalid, false, modeFixed, "is an attribute value that is not valid (Smartsheet)"},
	4003: {transient, false, modeFixed, "is Smartsheet's rate limit: back off"},
	4004: {transient, false, modeFixed, "is a sheet another request with the same token is updating (Smartsheet): retry once it completes"},
}

// smartsheetBody reads Smartsheet's error envelope, {"errorCode": <number>,
// "message": ..., "refId": ...}: a numeric errorCode beside a refId, the
// request reference Smartsheet gives every error. Other services' numeric
// errorCode (without refId) are not read.
func smartsheetBody(c *ctx, b string) (Result, bool) {
	if !strings.Contains(b, `"refId"`) {
		return Result{}, false
	}
	n, ok := jsonCount(b, "errorCode")
	if !ok {
		return Result{}, false
	}
	cr, ok := smartsheetCodes[n]
	if !ok {
		return Result{}, false
	}
	return cr.apply(c, "smartsheet", itoa(n), jsonString(b, "message")), true
}
