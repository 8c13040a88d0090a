package classify

import "testing"

// TestIndependentCases320 runs held-out set 320: Slack, GitHub and Stripe API failures as slack-go, go-github and stripe-go print them, captured live from the SDKs against their documented error bodies, labelled blind.
// First run at 86d286b: 33/35 overall, 25/27 tricky.
// Tolerated: i320-slack-fatal-error: transient vs ambiguous (docs/taxonomy.md Slack row: fatal_error → transient; set 7's slack-fatal-error, same body, transient; set 95 tolerates its i95-slack-fatal-error the same way): labelled ambiguous from Slack's "It's possible some aspect of the operation succeeded before the error was raised", but the earlier ruling reads the code as transient.
// Tolerated: i320-stripe-402-fraudulent: premise vs denied (set 23's i23-stripe-fraudulent, the same card_declined/fraudulent body, premise; stripe.go leaves fraudulent at the card_declined default): labelled denied as a policy refusal the agent may not override, but set 23 holds it as "another card is needed".
func TestIndependentCases320(t *testing.T) {
	runIndependent(t, "testdata/independent320.jsonl", true, "i320-slack-fatal-error", "i320-stripe-402-fraudulent")
}
