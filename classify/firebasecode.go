package classify

import (
	"strings"

	"github.com/rungkit/rung"
)

// Firebase's client SDKs name each Authentication and Cloud Storage failure
// by a service-prefixed kebab code: the JS SDK's FirebaseError has code
// "auth/email-already-in-use" and message "Firebase: Error
// (auth/email-already-in-use)." (its production error map keeps only the
// code; a server message replaces "Error": "Firebase: Access to this
// account has been temporarily disabled ... (auth/too-many-requests)."),
// Cloud Storage's "Firebase Storage: Object 'x' does not exist.
// (storage/object-not-found)", FlutterFire's "[firebase_auth/user-disabled]
// ...". The SDKs send most Authentication failures under a 400 whatever
// they mean, so the code, not the status, says what is false (set 1341).
// The Authentication codes are Identity Toolkit's (identitytoolkit.go)
// renamed, and read the same way: USER_DISABLED premise (set 863's
// disabled user), CREDENTIAL_TOO_OLD_LOGIN_AGAIN (requires-recent-login)
// denied, EMAIL_EXISTS conflict.
var firebaseClientCodes = map[string]rung.Kind{
	// The account or number the call creates is already there.
	"auth/email-already-in-use": conflict, "auth/email-already-exists": conflict,
	"auth/phone-number-already-exists": conflict, "auth/uid-already-exists": conflict,
	// Credentials refused, stale or too old for a sensitive change.
	"auth/requires-recent-login": denied, "auth/wrong-password": denied,
	"auth/invalid-credential": denied, "auth/invalid-login-credentials": denied,
	"auth/user-token-expired": denied, "auth/invalid-user-token": denied,
	"auth/id-token-expired": denied, "auth/id-token-revoked": denied,
	"auth/session-cookie-expired": denied, "auth/session-cookie-revoked": denied,
	"auth/insufficient-permission": denied,
	// The account's or the project's state.
	"auth/user-disabled": premise, "auth/user-not-found": premise,
	"auth/operation-not-allowed": premise, "auth/project-not-found": premise,
	"auth/configuration-not-found": premise, "auth/quota-exceeded": premise,
	// The call's own values.
	"auth/weak-password": invalid, "auth/invalid-email": invalid,
	"auth/missing-password": invalid, "auth/invalid-password": invalid,
	"auth/invalid-phone-number": invalid, "auth/argument-error": invalid,
	"auth/invalid-argument": invalid, "auth/invalid-uid": invalid,
	// Time.
	"auth/too-many-requests": transient, "auth/network-request-failed": transient,
	"auth/timeout": transient,

	// The rest of the JS SDK's AuthErrorCode (packages/auth/src/core/
	// errors.ts), by the same classes (set 1419). Multi-factor sign-in:
	// "Proof of ownership of a second factor is required to complete
	// sign-in." is a factor only the user holds, denied, as OIDC's
	// interaction_required; a second factor already enrolled, or a
	// credential or provider already linked to an account, is there,
	// conflict; the account at "The maximum allowed number of second
	// factors", a factor or email the account has not got or has not
	// verified, and an emailed or texted code that has expired, are the
	// account's state, premise; a session, factor id or verification
	// code the call sends wrong or without is the call's, invalid.
	"auth/multi-factor-auth-required": denied, "auth/admin-restricted-operation": denied,
	"auth/user-mismatch": denied, "auth/rejected-credential": denied,
	"auth/invalid-api-key": denied, "auth/app-not-authorized": denied,
	"auth/second-factor-already-in-use": conflict, "auth/credential-already-in-use": conflict,
	"auth/provider-already-linked": conflict, "auth/account-exists-with-different-credential": conflict,
	"auth/maximum-second-factor-count-exceeded": premise, "auth/multi-factor-info-not-found": premise,
	"auth/unverified-email": premise, "auth/email-change-needs-verification": premise,
	"auth/expired-action-code": premise, "auth/code-expired": premise,
	"auth/missing-multi-factor-session": invalid, "auth/invalid-multi-factor-session": invalid,
	"auth/missing-multi-factor-info": invalid, "auth/unsupported-first-factor": invalid,
	"auth/invalid-verification-code": invalid, "auth/invalid-verification-id": invalid,
	"auth/missing-verification-code": invalid, "auth/missing-verification-id": invalid,
	"auth/missing-phone-number": invalid, "auth/invalid-continue-uri": invalid,
	"auth/missing-continue-uri": invalid,

	// Cloud Storage for Firebase (firebase-js-sdk storage error.ts).
	"storage/object-not-found": premise, "storage/bucket-not-found": premise,
	"storage/project-not-found": premise, "storage/quota-exceeded": premise,
	// "No default bucket found. Did you set the 'storageBucket' property
	// when initializing the app?": the app's setup, not the call.
	"storage/no-default-bucket": premise,
	"storage/unauthenticated":   denied, "storage/unauthorized": denied,
	// "Max retry time for operation exceeded, please try again.", a
	// checksum mismatch or a wrong size recorded ("Please retry the
	// upload"): the transfer, not the object.
	"storage/retry-limit-exceeded": transient, "storage/invalid-checksum": transient,
	"storage/server-file-wrong-size": transient, "storage/cannot-slice-blob": transient,
	"storage/invalid-url": invalid, "storage/invalid-argument": invalid,
	"storage/invalid-format": invalid, "storage/invalid-root-operation": invalid,
	"storage/invalid-default-bucket": invalid,

	// Firebase Admin SDK's Cloud Messaging codes (firebase.google.com/docs/
	// cloud-messaging/admin/errors; MessagingClientErrorCode), which carry
	// FCM v1's ErrorCode under the Admin SDK's name (set 1804). A rate
	// to a device, a topic or overall ("The rate of messages to a
	// particular device is too high ... do not immediately retry"), the
	// server's own trouble: time; a token no longer registered, or a
	// subscription count reached: the world's state; a payload, key,
	// recipient or option the call got wrong: the call's. The sender and
	// APNs credential codes (mismatched-credential, third-party-auth-error)
	// are left to their texts: blind sets read them both ways.
	"messaging/device-message-rate-exceeded": transient, "messaging/topics-message-rate-exceeded": transient,
	"messaging/message-rate-exceeded": transient, "messaging/server-unavailable": transient,
	"messaging/internal-error":                    transient,
	"messaging/registration-token-not-registered": premise, "messaging/too-many-topics": premise,
	"messaging/invalid-argument": invalid, "messaging/invalid-recipient": invalid,
	"messaging/invalid-payload": invalid, "messaging/invalid-data-payload-key": invalid,
	"messaging/payload-size-limit-exceeded": invalid, "messaging/invalid-options": invalid,
	"messaging/invalid-registration-token": invalid, "messaging/invalid-package-name": invalid,
}

// firebaseClientCode reads a Firebase client or Admin SDK's code from the input's
// Code, or from the message's "(auth/...)." or "[firebase_auth/...]"
// marker beside the word Firebase.
func firebaseClientCode(c *ctx) (Result, bool) {
	code := c.code
	if !strings.HasPrefix(code, "auth/") && !strings.HasPrefix(code, "storage/") && !strings.HasPrefix(code, "messaging/") {
		code = firebaseMarker(c.text)
		if code == "" {
			return Result{}, false
		}
	}
	k, ok := firebaseClientCodes[code]
	if !ok {
		return Result{}, false
	}
	return Result{Kind: k, Code: code, Reason: "firebase: " + code + " says what is false, whatever the status"}, true
}

// firebaseMarker returns the code a Firebase SDK's message carries:
// "Firebase: ... (auth/x)." or "Firebase Storage: ... (storage/x)", or
// FlutterFire's "[firebase_auth/x] ...", else "".
func firebaseMarker(t string) string {
	if !strings.Contains(t, "irebase") {
		return ""
	}
	for _, open := range [...]string{"(auth/", "(storage/", "[firebase_auth/", "[firebase_storage/"} {
		i := strings.Index(t, open)
		if i < 0 {
			continue
		}
		rest := t[i+1:]
		end := strings.IndexAny(rest, ")]")
		if end < 0 {
			continue
		}
		code := strings.TrimPrefix(rest[:end], "firebase_")
		if strings.IndexByte(code, ' ') >= 0 {
			continue
		}
		return code
	}
	return ""
}
