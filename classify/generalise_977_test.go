package classify

import "testing"

// Tolerated: i977-slack-not-in-channel: denied vs premise (the lead's not_in_channel ruling in the taxonomy's Slack row, codes.go, after sets 281, 406, 433, 444, 458, 466, 478 and 482 against 320): labelled from Slack's remedy (join the channel, a new plan step), membership read by the ruling as a right the app lacks until invited; both readings hold.
// Tolerated: i977-slack-fatal-error: ambiguous vs transient (the Slack fatal_error ruling, taxonomy's Slack row, codes.go and TestSlackFatalErrorRuling; sets 95 and 320): labelled as a server-side failure on an idempotent chat.update; Slack's docs also say some of the operation may have succeeded, which the ruling reads as a result that cannot be used; both readings hold.
// First run at 6eb45f2c: 30/32 overall, 26/28 tricky.
func TestIndependentCases977(t *testing.T) {
	runIndependent(t, "testdata/independent977.jsonl", true, "i977-slack-not-in-channel", "i977-slack-fatal-error")
}
