package classify

import "testing"

// TestIndependentCases683 runs held-out set 683: payment, banking and exchange APIs beyond Stripe (Plaid, Adyen, PayPal, Square, Braintree, Razorpay, Coinbase, Binance), labelled blind.
func TestIndependentCases683(t *testing.T) {
	runIndependent(t, "testdata/independent683.jsonl", false)
}
