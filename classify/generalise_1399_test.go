package classify

import "testing"

// First run at 195957e6: 31/36 overall, 20/25 tricky.
// Tolerated: i1399-slack-edit-window-closed: premise vs denied (ruling): docs/taxonomy.md's Slack row reads edit_window_closed premise, as the aged-out class (agedout.go) reads a closed edit window; the label read the workspace setting as a policy refusal.
// Tolerated: i1399-slack-admin-feature-not-enabled: premise vs denied (ruling): the lead's feature_not_enabled ruling after set 1057 (codes.go); admin.conversations.archive's own Errors table words it "The token provided does not have access to this method".
// Tolerated: i1399-slack-fatal-error: transient vs ambiguous (ruling): the lead's fatal_error ruling after sets 7 to 977 (codes.go): a possible partial effect is the attempt's Effect, guarded by replay.
// Tolerated: i1399-gh-cli-run-cannot-rerun: unknown vs premise (label error): gh rewrites every 403 from the re-run endpoint to "its workflow file may be broken" (a run still in progress, over 30 days old, at the attempt cap, or a missing scope), so the text cannot be told; unknown's one retry then premise fits.
func TestIndependentCases1399(t *testing.T) {
	runIndependent(t, "testdata/independent1399.jsonl", true, "i1399-slack-edit-window-closed", "i1399-slack-admin-feature-not-enabled", "i1399-slack-fatal-error", "i1399-gh-cli-run-cannot-rerun")
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

// TestGeneralise1399WorkflowTriggerAbsent holds GitHub's refusal to
// dispatch a workflow whose file (on that ref) does not declare the event
// ("Workflow does not have 'workflow_dispatch' trigger", 422,
// docs.github.com/rest/actions/workflows#create-a-workflow-dispatch-event)
// in each client's rendering, with or without the status: premise, the
// workflow must change. Near misses keep their kinds: the dispatch's own
// inputs are invalid, a disabled workflow premise, the token's reach denied.
func TestGeneralise1399WorkflowTriggerAbsent(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"octokit, no status", "", 0, "", "HttpError: Workflow does not have 'workflow_dispatch' trigger", premise},
		{"action log", "", 0, "", "Error: Workflow does not have 'workflow_dispatch' trigger", premise},
		{"octokit with doc url", "", 0, "", "Workflow does not have 'workflow_dispatch' trigger - https://docs.github.com/rest/actions/workflows#create-a-workflow-dispatch-event", premise},
		{"422 plain body", "http", 422, "", "Workflow does not have 'workflow_dispatch' trigger", premise},
		{"another event", "", 0, "", "Workflow does not have 'repository_dispatch' trigger", premise},
		{"gh cli", "exec", 1, "", "could not create workflow dispatch event: HTTP 422: Workflow does not have 'workflow_dispatch' trigger (https://api.github.com/repos/o/r/actions/workflows/7/dispatches)", premise},
		// Near misses.
		{"disabled workflow", "http", 422, "", `{"message":"Cannot trigger a 'workflow_dispatch' on a disabled workflow","documentation_url":"https://docs.github.com/rest/actions/workflows#create-a-workflow-dispatch-event"}`, premise},
		{"unexpected inputs", "http", 422, "", `{"message":"Unexpected inputs provided: [\"foo\"]","documentation_url":"https://docs.github.com/rest/actions/workflows#create-a-workflow-dispatch-event"}`, invalid},
		{"token reach", "http", 403, "", `{"message":"Resource not accessible by integration","documentation_url":"https://docs.github.com/rest/actions/workflows#create-a-workflow-dispatch-event"}`, denied},
	})
}
