package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases495 runs held-out set 495: GitHub and Slack in depth (second draw), from the vendors' docs, labelled blind.
func TestIndependentCases495(t *testing.T) {
	runIndependent(t, "testdata/independent495.jsonl", false)
}

// TestGeneralise495 checks a Slack-shaped {"ok":false,"error":code} whose
// code names an allowance of the account or workspace used up (storage,
// seats, a count, a quota): premise, as the quota rows read it, with near
// misses whose limit is a rate or a window.
func TestGeneralise495(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"slack files.upload storage_limit_reached", "http", 200, "", `{"ok":false,"error":"storage_limit_reached"}`, rung.KindPremise},
		{"python slack_sdk text", "", 0, "", `The request to the Slack API failed. (url: https://slack.com/api/files.upload)
The server responded with: {'ok': False, 'error': 'storage_limit_reached'}`, rung.KindPremise},
		{"node @slack/web-api text", "", 0, "", "An API error occurred: storage_limit_reached", rung.KindPremise},
		{"webhook receiver storage quota", "http", 200, "", `{"ok":false,"error":"storage_quota_exceeded"}`, rung.KindPremise},
		{"team chat invite seats", "http", 200, "", `{"ok":false,"error":"seat_limit_reached"}`, rung.KindPremise},
		{"workspace quota", "http", 200, "", `{"ok":false,"error":"workspace_quota_exceeded"}`, rung.KindPremise},
		{"channel count", "http", 200, "", `{"ok":false,"error":"channel_limit_reached"}`, rung.KindPremise},
		// Near misses: a rate or a posting window keeps its transient
		// reading, and a per-request limit is not read as a quota.
		{"rate limit reached", "http", 200, "", `{"ok":false,"error":"rate_limit_reached"}`, rung.KindTransient},
		{"message limit exceeded", "http", 200, "", `{"ok":false,"error":"message_limit_exceeded"}`, rung.KindTransient},
		{"request limit reached", "http", 200, "", `{"ok":false,"error":"request_limit_reached"}`, rung.KindUnknown},
	})
}
