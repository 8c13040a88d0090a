package classify

import "testing"

// First run at 195957e6: 31/36 overall, 20/25 tricky.
func TestIndependentCases1399(t *testing.T) {
	runIndependent(t, "testdata/independent1399.jsonl", false)
}

// TestGeneralise1399SlackHeldCount holds the Slack too_many_ codes whose
// count belongs to the workspace, org or app (conversations.create
// too_many_convos_for_team: "The workspace has exceeded its limit of public
// and private channels", api.slack.com/methods/conversations.create): a
// stock used up, premise, in every rendering; too_many_ codes counting the
// call's own list stay invalid.
func TestGeneralise1399SlackHeldCount(t *testing.T) {
	body := func(code string) string { return `{"ok":false,"error":"` + code + `"}` }
	runWordingCases(t, []wordingCase{
		{"convos for team", "http", 200, "", body("too_many_convos_for_team"), premise},
		{"convos for app on team", "http", 200, "", body("too_many_convos_for_app_on_team"), premise},
		{"unknown held count, workspace", "http", 200, "", body("too_many_usergroups_for_workspace"), premise},
		{"unknown held count, org", "http", 200, "", body("too_many_channels_in_org"), premise},
		{"unknown held count, app", "http", 200, "", body("too_many_workflows_for_app"), premise},
		{"node sdk", "", 0, "slack_webapi_platform_error", "An API error occurred: too_many_convos_for_team", premise},
		{"python sdk", "", 0, "", "The request to the Slack API failed. (url: https://www.slack.com/api/conversations.create)\nThe server responded with: {'ok': False, 'error': 'too_many_convos_for_app_on_team'}", premise},
		// Near misses: the call's own list, and a window.
		{"too many attachments", "http", 200, "", body("too_many_attachments"), invalid},
		{"too many users", "http", 200, "", body("too_many_users"), invalid},
		{"unknown too many ids", "http", 200, "", body("too_many_ids"), invalid},
		{"restricted too many", "http", 200, "", body("restricted_too_many"), transient},
		{"too many emoji", "http", 200, "", body("too_many_emoji"), premise},
	})
}
