package classify

import "testing"

// TestIndependentCases320 runs held-out set 320: Slack, GitHub and Stripe API failures as slack-go, go-github and stripe-go print them, captured live from the SDKs against their documented error bodies, labelled blind.
// First run at 86d286b: 33/35 overall, 25/27 tricky.
// i320-slack-fatal-error missed on the first run (fatal_error was transient) and passes since the lead's ruling reads it ambiguous (codes.go).
// Tolerated: i320-stripe-402-fraudulent: premise vs denied (set 23's i23-stripe-fraudulent, the same card_declined/fraudulent body, premise; stripe.go leaves fraudulent at the card_declined default): labelled denied as a policy refusal the agent may not override, but set 23 holds it as "another card is needed".
// Tolerated: i320-slack-not-in-channel: premise vs denied by the Slack ruling (the lead, after blind sets 281, 406, 433, 444, 458, 466, 478 and 482, 8 to this set's 1): the app lacks the channel's membership, a right, until invited.
// Tolerated: i320-slack-fatal-error: transient vs ambiguous (the Slack fatal_error ruling, revised by the lead after blind sets 7, 424, 444, 470, 484, 495, 618 and 977 to transient): Slack's "some aspect of the operation succeeded" is a possible side effect of a failed call, which DESIGN records as the attempt's Effect, not as an unusable result; this set read the possible partial write as ambiguous, which holds too.
func TestIndependentCases320(t *testing.T) {
	runIndependent(t, "testdata/independent320.jsonl", true, "i320-slack-fatal-error", "i320-stripe-402-fraudulent", "i320-slack-not-in-channel")
}
