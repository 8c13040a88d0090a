package classify

import "testing"

// TestIndependentCases399 runs held-out set 399: messaging and notification APIs (Twilio, SendGrid, Mailgun, Postmark, SES v2, Vonage, MessageBird, WhatsApp, Teams, APNs, OneSignal), from the vendors' docs, labelled blind.
func TestIndependentCases399(t *testing.T) {
	runIndependent(t, "testdata/independent399.jsonl", false)
}
