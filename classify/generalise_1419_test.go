package classify

import "testing"

// First run at 46a430c9: 31/38 overall, 15/19 tricky.
//
// Tolerated: i1419-entra-90002-tenant: premise vs invalid (ruling): the OAuth row reads a wrong or absent tenant as premise (AADSTS700016, "or the wrong tenant", sets 398 and 1228); the writer read the docs' "make sure you have the correct tenant ID" as the call's argument.
// Tolerated: i1419-keycloak-account-disabled: premise vs denied (ruling): set 863/267's disabled holder: a user an administrator switched off is the account's state, premise, under a denied code.
// Tolerated: i1419-cognito-user-disabled: premise vs denied (ruling): set 863 names Cognito's NotAuthorizedException "User is disabled." premise by name.
// Tolerated: i1419-fb-user-disabled: premise vs denied (ruling): set 1341's Firebase table reads auth/user-disabled premise, as set 863's disabled user.
func TestIndependentCases1419(t *testing.T) {
	runIndependent(t, "testdata/independent1419.jsonl", true,
		"i1419-entra-90002-tenant", "i1419-keycloak-account-disabled",
		"i1419-cognito-user-disabled", "i1419-fb-user-disabled")
}

// TestGeneralise1419AWSJSONTypeOverHTTP: an AWS JSON-protocol service's own
// error body, {"__type":"<Name>Exception","message":...}, reached over plain
// HTTP (a direct call to cognito-idp, DynamoDB or Kinesis without an SDK),
// decides by its exception as under protocol aws, table or name shape, not
// by the bare 400. Source: Cognito API reference InitiateAuth errors; the
// awsJson1_1 protocol's "__type" member (aws-sdk-go-v2 awsJson error
// deserialisers). An app's own "__type" that is no exception, and a body
// without "__type", keep their readings.
func TestGeneralise1419AWSJSONTypeOverHTTP(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"cognito reset required", "http", 400, "", `{"__type":"PasswordResetRequiredException","message":"Password reset required for the user"}`, premise},
		{"cognito not confirmed", "http", 400, "", `{"__type":"UserNotConfirmedException","message":"User is not confirmed."}`, premise},
		{"cognito expired code", "http", 400, "", `{"__type":"ExpiredCodeException","message":"Invalid code provided, please request a code again."}`, premise},
		{"cognito too many requests", "http", 400, "", `{"__type":"TooManyRequestsException","message":"Rate exceeded"}`, transient},
		{"cognito username exists", "http", 400, "", `{"__type":"UsernameExistsException","message":"An account with the given email already exists."}`, conflict},
		{"dynamodb namespaced not found", "http", 400, "", `{"__type":"com.amazonaws.dynamodb.v20120810#ResourceNotFoundException","message":"Requested resource not found"}`, premise},
		{"near miss: wrong password stays denied", "http", 400, "", `{"__type":"NotAuthorizedException","message":"Incorrect username or password."}`, denied},
		{"near miss: code mismatch stays invalid", "http", 400, "", `{"__type":"CodeMismatchException","message":"Invalid verification code provided, please try again."}`, invalid},
		{"near miss: app's own __type", "http", 409, "", `{"success": false, "error": {"__type": "Validation Error", "message": "title is required"}}`, invalid},
	})
}

// TestGeneralise1419FirebaseAuthCodes: the Firebase JS SDK's AuthErrorCode
// list beyond set 1341's table, by the same classes: a second factor only
// the user holds (multi-factor-auth-required) denied; a factor, credential
// or provider already linked conflict; the account at its maximum of second
// factors, a factor or email not there or unverified, an emailed or texted
// code that expired premise; a session, id or code the call sends wrong or
// without invalid; timeout transient. Source: firebase-js-sdk
// packages/auth/src/core/errors.ts. A code outside the table keeps the
// status's reading.
func TestGeneralise1419FirebaseAuthCodes(t *testing.T) {
	fb := func(code string) string { return "Firebase: Error (auth/" + code + ")." }
	runWordingCases(t, []wordingCase{
		{"mfa required", "", 0, "", fb("multi-factor-auth-required"), denied},
		{"mfa required, debug text", "", 400, "", "Firebase: Proof of ownership of a second factor is required to complete sign-in. (auth/multi-factor-auth-required).", denied},
		{"flutter mfa required", "", 0, "", "[firebase_auth/multi-factor-auth-required] Proof of ownership of a second factor is required to complete sign-in.", denied},
		{"admin only", "", 400, "", fb("admin-restricted-operation"), denied},
		{"factor limit", "", 400, "", fb("maximum-second-factor-count-exceeded"), premise},
		{"factor not found", "", 400, "", fb("multi-factor-info-not-found"), premise},
		{"sms code expired", "", 400, "", fb("code-expired"), premise},
		{"factor enrolled", "", 400, "", fb("second-factor-already-in-use"), conflict},
		{"provider linked", "", 400, "", fb("provider-already-linked"), conflict},
		{"missing mfa session", "", 400, "", fb("missing-multi-factor-session"), invalid},
		{"bad verification code", "", 400, "", fb("invalid-verification-code"), invalid},
		{"timeout", "", 400, "", fb("timeout"), transient},
		{"by code field", "", 400, "auth/multi-factor-auth-required", "Error", denied},
		{"near miss: disabled user keeps premise", "", 400, "", fb("user-disabled"), premise},
		{"near miss: code outside the table keeps the status", "", 400, "", fb("tenant-id-mismatch"), invalid},
	})
}
