package classify

import "testing"

// TestIndependentCases397 runs held-out set 397: payments and fintech long tail (Adyen, Braintree, Square, Checkout.com, PayPal, Wise, GoCardless, Plaid, Coinbase, Mollie, Razorpay, Stripe), from the vendors' docs, labelled blind.
func TestIndependentCases397(t *testing.T) {
	runIndependent(t, "testdata/independent397.jsonl", false)
}
