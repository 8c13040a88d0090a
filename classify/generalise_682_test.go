package classify

import "testing"

// TestIndependentCases682 runs held-out set 682: calendar, meeting and chat-platform APIs (Google Calendar, Microsoft Graph/Teams, Zoom, Calendly, Cal.com, Discord, Telegram, WhatsApp Cloud), labelled blind.
func TestIndependentCases682(t *testing.T) {
	runIndependent(t, "testdata/independent682.jsonl", false)
}
