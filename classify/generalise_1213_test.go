package classify

import "testing"

// First run at 38b80734: 29/32 overall, 15/18 tricky.
func TestIndependentCases1213(t *testing.T) {
	runIndependent(t, "testdata/independent1213.jsonl", false)
}

// Set 1213: GitHub's deployments API with auto_merge answers a merge of the
// default branch into the deployed ref that stops on conflicts with a 409
// "Conflict merging main into topic-branch.": the branches' state must be
// resolved first, as its "Merge conflict", not the conflict kind. A 409 on
// the same path that names checks keeps premise, and a ref that already
// exists keeps conflict.
func TestGeneralise1213DeployMergeConflict(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "github deployments body", protocol: "http", status: 409,
			msg: `{"message":"Conflict merging main into topic-branch.","documentation_url":"https://docs.github.com/rest/deployments/deployments#create-a-deployment","status":"409"}`, want: premise},
		{name: "go-github rendering", protocol: "http", status: 409,
			msg: "POST https://api.github.com/repos/octo/app/deployments: 409 Conflict merging master into feature-x. []", want: premise},
		{name: "octokit rendering", protocol: "http", status: 409,
			msg: "HttpError: Conflict merging develop into release/2.1. - https://docs.github.com/rest/deployments/deployments#create-a-deployment", want: premise},
		{name: "near miss: failing checks stay premise", protocol: "http", status: 409,
			msg: `{"message":"Conflict: Commit status checks failed for topic-branch.","documentation_url":"https://docs.github.com/rest/deployments/deployments#create-a-deployment","status":"409"}`, want: premise},
		{name: "near miss: an existing ref stays conflict", protocol: "http", status: 422,
			msg: `{"message":"Reference already exists","documentation_url":"https://docs.github.com/rest/git/refs#create-a-reference","status":"422"}`, want: conflict},
	})
}
