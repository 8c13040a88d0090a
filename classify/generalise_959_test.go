package classify

import "testing"

// Tolerated: i959-slack-not-in-channel: denied vs premise (the lead's not_in_channel ruling in the taxonomy's Slack row, codes.go, after sets 281, 406, 433, 444, 458, 466, 478 and 482 against 320): labelled from Slack's remedy (join the channel first, a new plan step), membership read by the ruling as a right the app lacks until invited; both readings hold.
// First run at 41a4787a: 30/31 overall, 22/23 tricky.
func TestIndependentCases959(t *testing.T) {
	runIndependent(t, "testdata/independent959.jsonl", true, "i959-slack-not-in-channel")
}
