package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 39ddd079: 17/36 overall, 5/18 tricky.
// Tolerated: i1246-adminapps-restricted: denied vs premise (a one-off: admin.apps.approve app_restricted_org_wide, "The app is already restricted org wide."; the spelling rule reads "restricted" as authority): the org-wide restriction may be a higher admin's decision, so the label is arguable and no class is stated here.
// Tolerated: i1246-viewspub-not-implemented: unknown vs premise (a one-off: views.publish uses the generic code not_implemented for "The profile view experiment is not enabled for this user"): reading every {"ok":false,"error":"not_implemented"} as premise would misread other software's 501-like code.
func TestIndependentCases1246(t *testing.T) {
	runIndependent(t, "testdata/independent1246.jsonl", true, "i1246-adminapps-restricted", "i1246-viewspub-not-implemented")
}

// TestGeneralise1246SlackCodes holds the documented Slack codes set 1246
// found missing from the table, as bodies, as slack-go's bare code and as
// python slack_sdk's text, with near misses that keep their old reading.
func TestGeneralise1246SlackCodes(t *testing.T) {
	body := func(code string) string { return `{"ok":false,"error":"` + code + `"}` }
	runWordingCases(t, []wordingCase{
		{"chat.update streaming", "http", 200, "streaming_state_conflict", body("streaming_state_conflict"), rung.KindTransient},
		{"conversations.join full", "http", 200, "too_many_members", body("too_many_members"), rung.KindPremise},
		{"reactions.add locked thread", "http", 200, "", body("thread_locked"), rung.KindPremise},
		{"invite not shared", "http", 200, "", body("invitee_cant_see_channel"), rung.KindPremise},
		{"idp group not linked", "http", 200, "", body("usergroup_not_linked_to_team"), rung.KindPremise},
		{"guest reminder", "http", 200, "", body("cannot_add_others"), rung.KindDenied},
		{"salesforce channel", "", 0, "", "slack: channel_is_limited_access", rung.KindDenied},
		{"team name taken", "http", 200, "", body("name_taken_in_org"), rung.KindConflict},
		{"draft sent", "http", 200, "", body("draft_already_sent"), rung.KindConflict},
		{"markdown and text", "http", 200, "", body("markdown_text_conflict"), rung.KindInvalid},
		{"block mismatch", "http", 200, "", body("block_mismatch"), rung.KindInvalid},
		{"slack-go cannot_parse", "", 0, "", "cannot_parse", rung.KindInvalid},
		{"slack_sdk cannot_parse", "", 0, "", "The request to the Slack API failed. (url: https://slack.com/api/reminders.add)\nThe server responded with: {'ok': False, 'error': 'cannot_parse'}", rung.KindInvalid},
		{"channels per request", "http", 200, "", body("channels_limit_exceeded"), rung.KindInvalid},
		{"file too large for team", "http", 200, "", body("file_upload_size_restricted"), rung.KindInvalid},
		// Near misses keep their readings.
		{"users.info too many users", "http", 200, "", body("too_many_users"), rung.KindInvalid},
		{"reactions too many emoji", "http", 200, "", body("too_many_emoji"), rung.KindPremise},
		{"message_limit_exceeded", "http", 200, "", body("message_limit_exceeded"), rung.KindTransient},
		{"reminders cannot_add_slackbot", "http", 200, "", body("cannot_add_slackbot"), rung.KindInvalid},
		{"ending not in streaming state", "http", 200, "", body("message_not_in_streaming_state"), rung.KindPremise},
		{"restricted_action", "http", 200, "", body("restricted_action"), rung.KindDenied},
		{"bare thread_locked elsewhere", "", 0, "", "forum: thread_locked", rung.KindTransient},
	})
}

// TestGeneralise1246SlackSpellings holds the Slack code spellings set 1246
// added: a feature not enabled (premise) and Slack's own update failing
// (transient), with near misses.
func TestGeneralise1246SlackSpellings(t *testing.T) {
	body := func(code string) string { return `{"ok":false,"error":"` + code + `"}` }
	runWordingCases(t, []wordingCase{
		{"views.publish home tab", "http", 200, "not_enabled", body("not_enabled"), rung.KindPremise},
		{"canvas not enabled", "http", 200, "", body("canvas_not_enabled"), rung.KindPremise},
		{"workflow steps not enabled", "", 0, "", `{"ok":false,"error":"workflow_steps_not_enabled","response_metadata":{"messages":[]}}`, rung.KindPremise},
		{"chat.update internal", "http", 200, "update_failed", body("update_failed"), rung.KindTransient},
		{"files file_update_failed", "http", 200, "", body("file_update_failed"), rung.KindTransient},
		// Near misses keep their readings.
		{"feature_not_enabled", "http", 200, "", body("feature_not_enabled"), rung.KindPremise},
		{"token not enabled", "http", 200, "", body("token_not_enabled"), rung.KindDenied},
		{"update_failed bare elsewhere", "", 0, "", "update_failed", rung.KindUnknown},
	})
}
