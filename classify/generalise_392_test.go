package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases392 runs held-out set 392: the dev sample's vendor mix, long tail (third draw), from the vendors' docs (PostgreSQL, Go and MCP lines captured live), labelled blind.
func TestIndependentCases392(t *testing.T) {
	runIndependent(t, "testdata/independent392.jsonl", false)
}

// TestGeneralise392 checks Slack's pins codes (pins.remove's no_pin,
// pins.add's not_pinnable and file_not_shared) in the body and as Slack's
// clients render them, with near misses.
func TestGeneralise392(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"python slack_sdk no_pin", "", 0, "", "The request to the Slack API failed. (url: https://slack.com/api/pins.remove)\nThe server responded with: {'ok': False, 'error': 'no_pin'}", rung.KindConflict},
		{"node web-api no_pin", "", 0, "", "An API error occurred: no_pin", rung.KindConflict},
		{"raw body not_pinnable", "http", 200, "", `{"ok":false,"error":"not_pinnable","warning":"missing_charset"}`, rung.KindInvalid},
		{"node web-api not_pinnable", "", 0, "", "An API error occurred: not_pinnable", rung.KindInvalid},
		{"python slack_sdk file_not_shared", "", 0, "", "The request to the Slack API failed. (url: https://slack.com/api/pins.add)\nThe server responded with: {'ok': False, 'error': 'file_not_shared'}", rung.KindPremise},
		{"node web-api file_not_shared", "", 0, "", "An API error occurred: file_not_shared", rung.KindPremise},
		// Near misses: the neighbouring pins codes keep their reading.
		{"already_pinned stays conflict", "http", 200, "", `{"ok":false,"error":"already_pinned"}`, rung.KindConflict},
		{"message_not_found stays premise", "http", 200, "", `{"ok":false,"error":"message_not_found"}`, rung.KindPremise},
		{"no_text stays invalid", "http", 200, "", `{"ok":false,"error":"no_text"}`, rung.KindInvalid},
	})
}
