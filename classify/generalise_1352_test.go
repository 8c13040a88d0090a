package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 2fcbc75c: 27/32 overall, 8/13 tricky.
//
// Tolerated: i1352-fcm-go-sender-mismatch: denied vs premise (taxonomy, FCM v1 FcmError row, set 394: "SENDER_ID_MISMATCH ... denied"): I read a token minted for another Firebase project as a false belief no grant can cure, but the ruling reads it as the sender's authority; not flipped alone.
// Tolerated: i1352-expo-receipt-credentials: premise vs denied (taxonomy, set 647 row: Expo InvalidCredentials "premise"): I read revoked push credentials as the agent's authority, the ruling as the project's configuration to fix; not flipped alone.
func TestIndependentCases1352(t *testing.T) {
	runIndependent(t, "testdata/independent1352.jsonl", true,
		"i1352-fcm-go-sender-mismatch",
		"i1352-expo-receipt-credentials",
	)
}

// TestGeneralise1352APNsReasons holds two APNs reasons whose status
// misleads (codes.go serviceCodes): BadPath under 404 is the caller's
// :path, IdleTimeout under 400 is an idle connection.
func TestGeneralise1352APNsReasons(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"APNs raw body BadPath (Apple's reason table)", "http", 404, "BadPath", `{"reason":"BadPath"}`, rung.KindInvalid},
		{"node-apn failed-response shape BadPath (a rendering)", "http", 404, "BadPath", `{"device":"a1b2c3","status":"404","response":{"reason":"BadPath"}}`, rung.KindInvalid},
		{"relay quoting Apple's BadPath text (a rendering)", "http", 404, "BadPath", "APNs request failed: 404 BadPath: The request contained a bad :path value.", rung.KindInvalid},
		{"APNs raw body IdleTimeout (Apple's reason table)", "http", 400, "IdleTimeout", `{"reason":"IdleTimeout"}`, rung.KindTransient},
		{"Pushy (Java) rejection IdleTimeout (a rendering)", "http", 400, "IdleTimeout", "Notification rejected by the APNs gateway: IdleTimeout", rung.KindTransient},
		// Near misses: the request's own faults and a gone token keep their readings.
		{"APNs BadDeviceToken keeps invalid", "http", 400, "BadDeviceToken", `{"reason":"BadDeviceToken"}`, rung.KindInvalid},
		{"APNs MissingDeviceToken keeps invalid", "http", 400, "MissingDeviceToken", `{"reason":"MissingDeviceToken"}`, rung.KindInvalid},
		{"APNs Unregistered keeps premise", "http", 410, "Unregistered", `{"reason":"Unregistered","timestamp":1796534400000}`, rung.KindPremise},
		{"plain 404 not found keeps premise", "http", 404, "", `{"error":"Not Found","message":"device w1352 not found"}`, rung.KindPremise},
	})
}

// TestGeneralise1352PushReachedNone holds OneSignal's 200 that notified
// nobody (httppreset.go, pushticket.go pushReachedNone).
func TestGeneralise1352PushReachedNone(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"OneSignal NO_SUBSCRIBERS sentinel (onesignal-rust-api errors.rs)", "http", 200, "", `{"id":"","errors":["All included players are not subscribed"]}`, rung.KindAmbiguous},
		{"onesignal-promise README shape with recipients 0", "http", 200, "", `{"id": "", "recipients": 0, "errors": ["All included players are not subscribed"]}`, rung.KindAmbiguous},
		{"empty id and zero recipients, no sentinel", "http", 200, "", `{"id":"","recipients":0}`, rung.KindAmbiguous},
		// Near misses: a send that went out, and a 400 refusal, keep their readings.
		{"OneSignal 200 that reached recipients is not read as empty", "http", 200, "", `{"id":"458dcec4-cf53-11e3-add2-000c2940e62c","recipients":3}`, rung.KindUnknown},
		{"OneSignal 400 null content keeps invalid", "http", 400, "", `{"errors":["Notification content must not be null for any languages."]}`, rung.KindInvalid},
		{"OneSignal 403 access denied keeps denied", "http", 403, "", `{"errors":["Access denied.  Please include an 'Authorization: ...' header with a valid API key (https://documentation.onesignal.com/docs/en/keys-and-ids#api-keys)."]}`, rung.KindDenied},
	})
}
