package classify

import "testing"

// First run at 1f594a12: 28/44 overall, 11/24 tricky.
// Tolerated: i1172-tfc-workspace-already-locked: premise vs transient (the written ruling "a quantity or state that blocks: ... \"already <a state at the end of a process>\" (shipped, dispatched, delivered, fulfilled, settled, finalized, locked, frozen, voided, expired, redeemed) | premise"): go-tfe's bare "workspace already locked" under a 409 is a lock a run or a person holds now (the API's lock action), which the run's end or an unlock frees, but a manual lock may stand until a person lifts it, so the ruling's premise holds as well; not flipped alone.
func TestIndependentCases1172(t *testing.T) {
	runIndependent(t, "testdata/independent1172.jsonl", true, "i1172-tfc-workspace-already-locked")
}

// TestGeneralise1172StalePullRequest: Bitbucket Data Center's
// PullRequestOutOfDateException, a write carrying a pull request version
// the request has moved past, reads premise by the stale-copy ruling; the
// same 409's duplicate pull request stays conflict.
func TestGeneralise1172StalePullRequest(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "bitbucket dc merge, out-of-date version", protocol: "http", status: 409,
			msg: `{"errors":[{"context":null,"message":"You are attempting to modify a pull request based on out-of-date information.","exceptionName":"com.atlassian.bitbucket.pull.PullRequestOutOfDateException","currentVersion":3,"expectedVersion":2}]}`, want: premise},
		{name: "stash-era exception name, version -1", protocol: "http", status: 409,
			msg: `{"errors":[{"context":null,"message":"You are attempting to modify a pull request based on out-of-date information.","exceptionName":"com.atlassian.stash.pull.PullRequestOutOfDateException","currentVersion":0,"expectedVersion":-1}]}`, want: premise},
		{name: "a client's rendering without the body", status: 409,
			msg: "bitbucket: decline pull request 41: 409 Conflict: You are attempting to modify a pull request based on out-of-date information.", want: premise},
		{name: "near miss: duplicate pull request stays conflict", protocol: "http", status: 409,
			msg: `{"errors":[{"context":null,"message":"Only one pull request may be open for a given source and target branch","exceptionName":"com.atlassian.bitbucket.pull.DuplicatePullRequestException"}]}`, want: conflict},
	})
}

// TestGeneralise1172ChangeRequestState: a pull or merge request, or an HCP
// Terraform run, whose own state refuses the act, under a 405 or 409: the
// call is right, the object is not ready (premise). Gitea's "Work in
// progress PRs cannot be merged", Bitbucket's vetoed merge, a 405 to a
// merge request's merge action (GitLab documents it as Draft, Closed or
// pipeline not green), HCP Terraform's "...; apply not allowed". Near
// misses keep their readings: another path's 405, a merge permission
// refused, a schema's "cannot be merged".
func TestGeneralise1172ChangeRequestState(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "gitea wip pull request", protocol: "http", status: 405,
			msg: `{"message":"Work in progress PRs cannot be merged","url":"https://gitea.example.com/api/swagger"}`, want: premise},
		{name: "draft pull requests", protocol: "http", status: 405,
			msg: `{"message":"Draft pull requests cannot be merged"}`, want: premise},
		{name: "bitbucket dc merge vetoed", protocol: "http", status: 409,
			msg: `{"errors":[{"context":null,"message":"Merging the pull request has been vetoed.","exceptionName":"com.atlassian.bitbucket.pull.PullRequestMergeVetoedException","conflicted":false,"vetoes":[{"summaryMessage":"Requires approvals","detailedMessage":"You need 2 more approvals before this pull request can be merged."}]}]}`, want: premise},
		{name: "glab mr merge 405", protocol: "http", status: 405,
			msg: "PUT https://gitlab.example.com/api/v4/projects/42/merge_requests/9/merge: 405 {message: 405 Method Not Allowed}", want: premise},
		{name: "a client's 405 on a pulls merge path", protocol: "http", status: 405,
			msg: "405 Method Not Allowed: PUT /api/v1/repos/acme/api/pulls/3/merge", want: premise},
		{name: "hcp terraform apply on a run not paused", protocol: "http", status: 409,
			msg: "Run was not paused for confirmation or priority; apply not allowed", want: premise},
		{name: "hcp terraform discard, JSON:API body", protocol: "http", status: 409,
			msg: `{"errors":[{"status":"409","title":"conflict","detail":"Run was not paused for confirmation or priority; discard not allowed"}]}`, want: premise},
		{name: "near miss: 405 on merge_ref keeps the 405 reading", protocol: "http", status: 405,
			msg: "PUT https://gitlab.com/api/v4/projects/42/merge_requests/9/merge_ref: 405 {message: 405 Method Not Allowed}", want: invalid},
		{name: "near miss: 405 on another path", protocol: "http", status: 405,
			msg: "DELETE https://gitlab.com/api/v4/projects/42/merge_requests/9: 405 {message: 405 Method Not Allowed}", want: invalid},
		{name: "near miss: merge permission refused stays denied", protocol: "http", status: 405,
			msg: `{"message":"User not allowed to merge PR","url":"https://codeberg.org/api/swagger"}`, want: denied},
		{name: "near miss: a schema's fields", protocol: "http", status: 400,
			msg: `{"message":"Fields cannot be merged"}`, want: invalid},
	})
}

// TestGeneralise1172PolicyCheck: HCP Terraform's organization policy
// check failing a run, as the cloud backend prints it, is a policy the
// agent cannot get past by itself (denied, as set 740's administrator
// policies); a policy set's own CRUD keeps its kind.
func TestGeneralise1172PolicyCheck(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "terraform apply, soft failed", protocol: "exec",
			msg: "Error: Organization Policy Check soft failed.\n\nhttps://app.terraform.io/app/acme/prod/runs/run-Zq4abc", want: denied},
		{name: "terraform plan, hard failed", msg: "Error: Organization Policy Check hard failed.", want: denied},
		{name: "lowercase in a wrapper", msg: "run failed: organization policy check soft failed", want: denied},
		{name: "near miss: a policy set that does not exist", protocol: "http", status: 404,
			msg: `{"errors":[{"status":"404","title":"not found"}]}`, want: premise},
	})
}

// TestGeneralise1172NoRunner: a CI job no runner or agent can take, in
// GitHub Actions', Jenkins' and Azure Pipelines' words, is missing host
// setup (premise, as GitLab's "doesn't have any runners online"); a busy
// executor is a wait (transient); a job that ran past its own limit keeps
// its reading.
func TestGeneralise1172NoRunner(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "github actions, 24h with no runner", msg: "The job has exceeded the maximum execution time while awaiting a runner for 24h0m0s", want: premise},
		{name: "jenkins queue why, no nodes with label", protocol: "http", status: 200, msg: "There are no nodes with the label ‘linux-arm64’", want: premise},
		{name: "jenkins queue why in a tool's text", msg: "build not started: there are no nodes with the label 'gpu'", want: premise},
		{name: "azure pipelines, no hosted parallelism", msg: "##[error]No hosted parallelism has been purchased or granted. To request a free parallelism grant, please fill out the following form https://aka.ms/azpipelines-parallelism-request", want: premise},
		{name: "jenkins queue why, executor busy", protocol: "http", status: 200, msg: "Waiting for next available executor on ‘agent-2’", want: transient},
		{name: "jenkins queue why, executor busy, no node named", msg: "Waiting for next available executor", want: transient},
		{name: "near miss: a job past its own time limit", msg: "The job running on runner GitHub Actions 2 has exceeded the maximum execution time of 360 minutes.", want: transient},
	})
}

// TestGeneralise1172EmptyListings: a forge's or registry's listing that
// ran and holds nothing where the step needed an item: Bitbucket Cloud's
// page envelope with empty "values", the OCI tags list with no tag, gh's
// "no runs found". A page with an item, a resource whose own "tags" field
// is empty, and a tags list with a tag are not read.
func TestGeneralise1172EmptyListings(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "bitbucket cloud page, size 0", protocol: "http", status: 200, msg: `{"values": [], "pagelen": 25, "size": 0, "page": 1}`, want: ambiguous},
		{name: "bitbucket cloud page without size", protocol: "http", status: 200, msg: `{"pagelen": 10, "values": [], "page": 1}`, want: ambiguous},
		{name: "registry tags null", protocol: "http", status: 200, msg: `{"name": "library/alpine", "tags": null}`, want: ambiguous},
		{name: "registry tags empty array", protocol: "http", status: 200, msg: `{"name":"acme/api","tags":[]}`, want: ambiguous},
		{name: "gh run list", protocol: "exec", msg: "no runs found", want: ambiguous},
		{name: "gh release list", msg: "no releases found", want: ambiguous},
		{name: "near miss: a page with an item", protocol: "http", status: 200, msg: `{"values": [{"id": 3}], "pagelen": 10, "size": 1, "page": 1}`, want: unk},
		{name: "near miss: a resource whose tags are empty", protocol: "http", status: 200, msg: `{"id":7,"name":"x","tags":[]}`, want: unk},
		{name: "near miss: a tags list with a tag", protocol: "http", status: 200, msg: `{"name":"acme/api","tags":["v1"]}`, want: unk},
	})
}

// TestGeneralise1172SizeOverLimit: an item's size set against the size
// limit it is over, "<size> ... is over the <size> limit" (@actions/cache's
// saveCache), is a payload too large (invalid); a store's own quota in the
// same words stays premise.
func TestGeneralise1172SizeOverLimit(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "actions/cache save", msg: "Cache size of ~11237 MB (11783045120 B) is over the 10GB limit, not saving cache.", want: invalid},
		{name: "actions/cache save, error prefix", msg: "Error: Cache size of ~20480 MB (21474836480 B) is over the 10GB limit, not saving cache.", want: invalid},
		{name: "an upload tool", msg: "upload: bundle.tar (612 MB) is over the 500 MB limit", want: invalid},
		{name: "near miss: a repository's storage quota", msg: "Warning: the repository is over the 10GB limit of its storage quota", want: premise},
	})
}

// TestGeneralise1172RequiredKeyText: a config or schema validator's
// "required key [x] not found" in a tool's text with no status (CircleCI's
// config validate) names the file's or request's own missing key
// (invalid, as set 32's under a 400); a missing file or object in "not
// found" words keeps premise.
func TestGeneralise1172RequiredKeyText(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "circleci config validate", protocol: "exec", msg: "Error: ERROR IN CONFIG FILE:\n[#/jobs/build] required key [steps] not found", want: invalid},
		{name: "everit line alone", msg: "[#/jobs/build] required key [steps] not found", want: invalid},
		{name: "a tool's required property", msg: "validation failed: required property 'image' missing", want: invalid},
		{name: "near miss: a config file not found", msg: "Error: config file .circleci/config.yml not found", want: premise},
	})
}
