package classify

import (
	"strings"

	"github.com/rungkit/rung"
)

// messageCode returns the upper-snake code a message consists of, alone
// ("EMAIL_EXISTS") or before " : " and a description ("WEAK_PASSWORD :
// Password should be at least 6 characters"), or "".
func messageCode(msg string) string {
	code := msg
	if i := strings.Index(msg, " : "); i >= 0 {
		code = msg[:i]
	}
	code = strings.TrimSpace(code)
	if code == "" || !upperSnake(code) {
		return ""
	}
	return code
}

// identityToolkitCodes are Identity Toolkit's (Firebase Auth, Google
// Identity Platform) documented error codes, which its REST API returns as
// the message of a 400 whose reason is "invalid" (set 394): what each says
// about the step, not the reason's "invalid value".
var identityToolkitCodes = map[string]rung.Kind{
	// The account or number the call creates is already there.
	"EMAIL_EXISTS": conflict, "DUPLICATE_EMAIL": conflict, "DUPLICATE_LOCAL_ID": conflict,
	"PHONE_NUMBER_EXISTS": conflict, "DUPLICATE_RAW_ID": conflict,
	// Credentials refused.
	"INVALID_LOGIN_CREDENTIALS": denied, "INVALID_PASSWORD": denied, "INVALID_ID_TOKEN": denied,
	"TOKEN_EXPIRED": denied, "INVALID_REFRESH_TOKEN": denied, "CREDENTIAL_TOO_OLD_LOGIN_AGAIN": denied,
	"USER_NOT_FOUND": premise, "EMAIL_NOT_FOUND": premise, "USER_DISABLED": premise,
	// The project is not set up for the sign-in method ("Password sign-in
	// is disabled for this project"), or has no such configuration.
	"OPERATION_NOT_ALLOWED": premise, "CONFIGURATION_NOT_FOUND": premise, "PROJECT_NOT_FOUND": premise,
	// The call's own values.
	"WEAK_PASSWORD": invalid, "INVALID_EMAIL": invalid, "MISSING_PASSWORD": invalid,
	"MISSING_EMAIL": invalid, "INVALID_IDP_RESPONSE": invalid,
	// Time.
	"TOO_MANY_ATTEMPTS_TRY_LATER": transient,
	// An emailed action code or a texted verification session that has
	// expired (EXPIRED_OOB_CODE "The action code has expired.",
	// SESSION_EXPIRED "The sms code has expired. Please re-send the
	// verification code to try again."): a new code must be sent, as the
	// JS SDK's auth/expired-action-code and auth/code-expired (premise,
	// firebasecode.go); a code or session the call sends wrong or
	// without is the call's, as auth/invalid-verification-code (set 1804).
	"EXPIRED_OOB_CODE": premise, "SESSION_EXPIRED": premise,
	"INVALID_CODE": invalid, "MISSING_CODE": invalid, "INVALID_SESSION_INFO": invalid,
	"MISSING_SESSION_INFO": invalid, "MISSING_OOB_CODE": invalid,
}

// actionCodeOnly400 are the codes above that other APIs also send as a
// bare message under 401 or 403 (an app's "SESSION_EXPIRED": log in
// again, denied): Identity Toolkit sends them under 400, so only there (or
// with no status) do they read as its action codes (the review after set
// 1813).
var actionCodeOnly400 = map[string]bool{
	"EXPIRED_OOB_CODE": true, "SESSION_EXPIRED": true, "INVALID_CODE": true, "MISSING_CODE": true,
	"INVALID_SESSION_INFO": true, "MISSING_SESSION_INFO": true, "MISSING_OOB_CODE": true,
}

func identityToolkitCode(code string, status int) (Result, bool) {
	k, ok := identityToolkitCodes[code]
	if !ok || (actionCodeOnly400[code] && status != 400 && status != 0) {
		return Result{}, false
	}
	return Result{Kind: k, Code: code, Reason: "identity toolkit: " + code + " says more than the reason \"invalid\""}, true
}
