package classify

import "testing"

// TestIndependentCases851 runs held-out set 851: messaging-bot platforms (Telegram, WhatsApp Cloud, LINE, Viber, Teams, Twilio Conversations), labelled blind.
func TestIndependentCases851(t *testing.T) {
	runIndependent(t, "testdata/independent851.jsonl", false)
}
