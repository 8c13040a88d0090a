package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 9cbe41ec: 27/41 overall, 6/17 tricky.
// Fixed by class: GitLab CI failure reasons, GitLab push rules and size
// limit, Gitea's 423 archived repo, stale head/ref (Gitea, Azure Repos),
// Bitbucket Cloud's no-route 404, Azure Repos TF401181.
// Tolerated: i1267-ci-script-failure: unknown vs invalid (the test ruling: "a test runner's report that tests ran and some failed ... premise"): a job whose script failed is the change's own fault, but the ruling reads a failed test run as premise and a bare failure_reason script_failure says neither; not flipped alone.
// Fixed later by the lead's ruling after set 1767: i1267-gl-branch-invalid-ref (generic.go
// missingHead: GitLab's "Invalid reference name: <ref>" names the ref to start from, premise).
func TestIndependentCases1267(t *testing.T) {
	runIndependent(t, "testdata/independent1267.jsonl", true, "i1267-ci-script-failure")
}

// TestGeneralise1267CIFailureReason holds GitLab CI's failure_reason values
// (set 1267): the runner's own system failure is transient; unmet
// prerequisites, an outdated runner and missing dependency artifacts are
// premise; script_failure and a bare failed job keep their old reading.
func TestGeneralise1267CIFailureReason(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"job record runner_system_failure", "http", 200, "", `{"id":77,"status":"failed","failure_reason":"runner_system_failure"}`, rung.KindTransient},
		{"callout runner system failure", "", 0, "", "There has been a runner system failure, please try again", rung.KindTransient},
		{"job record unmet_prerequisites", "http", 200, "", `{"id":78,"status":"failed","failure_reason":"unmet_prerequisites"}`, rung.KindPremise},
		{"callout prerequisites", "", 0, "", "The job failed to complete prerequisite tasks", rung.KindPremise},
		{"callout runner outdated", "", 0, "", "Your runner is outdated, please upgrade your runner", rung.KindPremise},
		{"callout missing dependency", "", 0, "", "There has been a missing dependency failure", rung.KindPremise},
		{"job record missing_dependency_failure", "http", 200, "", `{"id":79,"status":"failed","failure_reason":"missing_dependency_failure"}`, rung.KindPremise},
		{"near miss: script_failure", "http", 200, "", `{"id":80,"status":"failed","failure_reason":"script_failure"}`, rung.KindUnknown},
		{"near miss: agent lost keeps transient", "", 0, "", "Exited with status -1 (agent lost)", rung.KindTransient},
	})
}

// TestGeneralise1267PushRules holds GitLab push rules on the commits' own
// content (invalid) and its repository size limit (premise), beside the
// refusals of the pusher that stay denied.
func TestGeneralise1267PushRules(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"commit message pattern", "exec", 0, "", "remote: GitLab: Commit message does not follow the pattern '^JIRA-[0-9]+'", rung.KindInvalid},
		{"commit message pattern, bare", "", 0, "", "GitLab: Commit message does not follow the pattern '^(fix|feat): '", rung.KindInvalid},
		{"committer email unverified", "exec", 0, "", "remote: GitLab: You cannot push commits for 'bot@ci.local'. You can only push commits if the committer email is one of your own verified emails.", rung.KindInvalid},
		{"size limit", "exec", 0, "", "remote: GitLab: Your push has been rejected, because this repository has exceeded its size limit of 5 GiB by 1.2 MiB. Please contact your GitLab administrator for more information.", rung.KindPremise},
		{"near miss: protected branch stays denied", "exec", 0, "", "remote: GitLab: You are not allowed to push code to protected branches on this project.", rung.KindDenied},
		{"near miss: push to project stays denied", "exec", 0, "", "remote: GitLab: You are not allowed to push code to this project.", rung.KindDenied},
	})
}

// TestGeneralise1267ForgeState holds Gitea/Forgejo's 423 "repo is archived"
// (premise, the archived ruling) and the stale head or ref of a merge or ref
// update (premise, the stale-copy ruling), beside a 423 resource lock
// (transient) and a 409 "already exists" (conflict).
func TestGeneralise1267ForgeState(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"gitea 423 archived", "http", 423, "", `{"message":"repo is archived","url":"https://git.example.org/api/swagger"}`, rung.KindPremise},
		{"forgejo archived in a bare text", "", 0, "", "repo is archived", rung.KindPremise},
		{"gitea head out of date", "http", 409, "", `{"message":"head out of date","url":"https://codeberg.org/api/swagger"}`, rung.KindPremise},
		{"ado ref update staleOldObjectId", "http", 200, "", `{"count":1,"value":[{"name":"refs/heads/x","updateStatus":"staleOldObjectId","success":false}]}`, rung.KindPremise},
		{"near miss: 423 resource lock", "http", 423, "", `{"message":"resource is locked"}`, rung.KindTransient},
		{"near miss: gitea branch exists", "http", 409, "", `{"message":"The branch already exists.","url":"https://git.example.org/api/swagger"}`, rung.KindConflict},
	})
}

// TestGeneralise1267RouteAndState holds Bitbucket Cloud's 404 for a path it
// has no route for (invalid: fix the URL) and Azure Repos' TF401181 edit
// refused for the pull request's state (premise), beside a named missing
// object (premise) and TF401179's "already exists" (conflict).
func TestGeneralise1267RouteAndState(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"bitbucket no api hosted", "http", 404, "", `{"type": "error", "error": {"message": "Resource not found", "detail": "There is no API hosted at this URL.\n\nFor information about our API's, please refer to the documentation at: https://developer.atlassian.com/bitbucket/api/2/reference/"}}`, rung.KindInvalid},
		{"no api hosted, plain 404 text", "http", 404, "", "Resource not found: There is no API hosted at this URL.", rung.KindInvalid},
		{"tf401181 json", "http", 409, "", `{"$id":"1","innerException":null,"message":"TF401181: The pull request cannot be edited due to its state.","typeKey":"GitPullRequestCannotBeEditedException","errorCode":0,"eventId":3000}`, rung.KindPremise},
		{"tf401181 az cli", "", 0, "", "ERROR: TF401181: The pull request cannot be edited due to its state.", rung.KindPremise},
		{"near miss: gitlab branch 404", "http", 404, "", `{"message":"404 Branch Not Found"}`, rung.KindPremise},
		{"near miss: tf401179 exists", "http", 409, "", "TF401179: An active pull request for the source and target branch already exists.", rung.KindConflict},
	})
}
