package classify

import "testing"

// TestIndependentCases572 runs held-out set 572: payment, commerce and messaging API errors (Stripe, PayPal, Square, Braintree, Adyen, Shopify, Twilio, SendGrid, Mailgun, Postmark, Vonage, WhatsApp), labelled blind.
func TestIndependentCases572(t *testing.T) {
	runIndependent(t, "testdata/independent572.jsonl", false)
}
