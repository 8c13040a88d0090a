package classify

import "testing"

// First run at afbbce8c: 33/36 overall, 15/17 tricky.
func TestIndependentCases1804(t *testing.T) {
	runIndependent(t, "testdata/independent1804.jsonl", true)
}

// TestGeneralise1804FirebaseAdminMessagingCodes: the Firebase Admin SDK's
// Cloud Messaging codes in the input's Code (messaging/device-message-rate-
// exceeded, topics-message-rate-exceeded, registration-token-not-registered,
// payload-size-limit-exceeded, invalid-data-payload-key), read as FCM v1's
// ErrorCode they rename. Near misses: an auth/ code keeps its own reading,
// and an unknown messaging/ code or the credential codes the table leaves
// out fall through to the text. Source: firebase.google.com/docs/cloud-
// messaging/admin/errors; firebase-admin-node MessagingClientErrorCode.
func TestGeneralise1804FirebaseAdminMessagingCodes(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"device rate", "", 0, "messaging/device-message-rate-exceeded", "The rate of messages to a particular device is too high. Reduce the number of messages sent to this device and do not immediately retry sending to this device.", transient},
		{"topic rate", "", 0, "messaging/topics-message-rate-exceeded", "The rate of messages to subscribers to a particular topic is too high. Reduce the number of messages sent for this topic, and do not immediately retry sending to this topic.", transient},
		{"overall rate", "", 0, "messaging/message-rate-exceeded", "Sending limit exceeded for the message target.", transient},
		{"not registered", "", 0, "messaging/registration-token-not-registered", "Requested entity was not found.", premise},
		{"payload size", "", 0, "messaging/payload-size-limit-exceeded", "The provided message payload exceeds the FCM size limits. The limit is 4096 bytes for most messages.", invalid},
		{"data key", "", 0, "messaging/invalid-data-payload-key", "The data message payload contains an invalid key. See the reference documentation for the DataMessagePayload type for restricted keys.", invalid},
		{"server unavailable", "", 0, "messaging/server-unavailable", "The FCM server could not process the request in time. You can retry the same request.", transient},
		{"near: auth code", "", 0, "auth/too-many-requests", "We have blocked all requests from this device due to unusual activity. Try again later.", transient},
		{"near: auth revoked", "", 0, "auth/id-token-revoked", "The Firebase ID token has been revoked.", denied},
	})
}

// TestGeneralise1804IdentityToolkitActionCodes: Identity Toolkit's emailed
// action codes and texted verification sessions, as the REST API's 400
// message: an expired code or session (EXPIRED_OOB_CODE, SESSION_EXPIRED)
// is premise, a code to send anew; a code or session sent wrong or missing
// (INVALID_CODE, MISSING_CODE, INVALID_SESSION_INFO) is the call's,
// invalid. Near misses: the table's other codes keep theirs (EMAIL_EXISTS
// conflict, WEAK_PASSWORD invalid, CREDENTIAL_TOO_OLD_LOGIN_AGAIN denied).
// Source: firebase.google.com/docs/reference/rest/auth (error codes per
// endpoint); the JS SDK's auth/expired-action-code and auth/code-expired.
func TestGeneralise1804IdentityToolkitActionCodes(t *testing.T) {
	body := func(m string) string {
		return `{"error":{"code":400,"message":"` + m + `","errors":[{"message":"` + m + `","domain":"global","reason":"invalid"}]}}`
	}
	runWordingCases(t, []wordingCase{
		{"expired oob", "http", 400, "", body("EXPIRED_OOB_CODE"), premise},
		{"sms session expired", "http", 400, "", body("SESSION_EXPIRED"), premise},
		{"invalid code", "http", 400, "", body("INVALID_CODE"), invalid},
		{"missing code", "http", 400, "", body("MISSING_CODE"), invalid},
		{"invalid session info", "http", 400, "", body("INVALID_SESSION_INFO"), invalid},
		{"near: email exists", "http", 400, "", body("EMAIL_EXISTS"), conflict},
		{"near: weak password", "http", 400, "", body("WEAK_PASSWORD : Password should be at least 6 characters"), invalid},
		{"near: too old", "http", 400, "", body("CREDENTIAL_TOO_OLD_LOGIN_AGAIN"), denied},
	})
}

// TestGeneralise1804GoogleReasonClosed: a Google v1 reason outside the
// table that names the target or the account closed (YouTube channelClosed,
// authenticatedUserAccountClosed), under a 403, in google-api-go-client's
// "googleapi: Error 403: <message>, <reason>" and the REST body: premise,
// the account's or object's state. Near misses: a 403 forbidden and the
// YouTube delegation refusal stay denied; quotaExceeded keeps its reading.
// Source: developers.google.com/youtube/v3/docs/errors.
func TestGeneralise1804GoogleReasonClosed(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"go channel closed", "", 0, "channelClosed", "googleapi: Error 403: The channel identified in the request has been closed., channelClosed", premise},
		{"rest channel closed", "http", 403, "", `{"error":{"code":403,"message":"The channel identified in the request has been closed.","errors":[{"message":"The channel identified in the request has been closed.","domain":"youtube.channel","reason":"channelClosed"}]}}`, premise},
		{"go account closed", "", 0, "authenticatedUserAccountClosed", "googleapi: Error 403: The YouTube account of the authenticated user is closed. In case the authenticated user is acting on behalf of another Google Account, then this error refers to the latter., authenticatedUserAccountClosed", premise},
		{"near: forbidden", "", 0, "forbidden", "googleapi: Error 403: Access forbidden. The request may not be properly authorized., forbidden", denied},
		{"near: delegation", "", 0, "accountDelegationForbidden", "googleapi: Error 403: The authenticated user cannot act on behalf of the specified Google Account., accountDelegationForbidden", denied},
		{"near: private playlist", "", 0, "playlistItemsNotAccessible", "googleapi: Error 403: The request is not properly authorized to retrieve the specified playlist., playlistItemsNotAccessible", denied},
	})
}
