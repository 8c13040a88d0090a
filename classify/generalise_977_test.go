package classify

import "testing"

// Tolerated: i977-slack-not-in-channel: denied vs premise (the lead's not_in_channel ruling in the taxonomy's Slack row, codes.go, after sets 281, 406, 433, 444, 458, 466, 478 and 482 against 320): labelled from Slack's remedy (join the channel, a new plan step), membership read by the ruling as a right the app lacks until invited; both readings hold.
// Fixed later by the lead: i977-slack-fatal-error (codes.go: Slack's fatal_error is transient, the possible partial effect is the attempt's Effect (the lead's ruling after sets 7, 424, 444, 470, 484, 495, 618 and 977)).
// First run at 6eb45f2c: 30/32 overall, 26/28 tricky.
func TestIndependentCases977(t *testing.T) {
	runIndependent(t, "testdata/independent977.jsonl", true, "i977-slack-not-in-channel")
}
