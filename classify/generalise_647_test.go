package classify

import "testing"

// TestIndependentCases647 runs held-out set 647: email, SMS and push delivery APIs (SES, SendGrid, Mailgun, Postmark, Resend, Twilio, Vonage, MessageBird, FCM, APNs, OneSignal, Expo), labelled blind.
func TestIndependentCases647(t *testing.T) {
	runIndependent(t, "testdata/independent647.jsonl", false)
}
