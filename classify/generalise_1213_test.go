package classify

import "testing"

// First run at 38b80734: 29/32 overall, 15/18 tricky.
// Fixed: i1213-gh-deploy-merge-conflict (TestGeneralise1213DeployMergeConflict).
// Tolerated: i1213-gql-repo-not-found: denied vs premise (the lead's revised ruling: GitHub's GraphQL NOT_FOUND on the repository itself, "Could not resolve to a Repository with the name 'o/r'.", is "denied: GitHub hides a private repository the token cannot see behind the same answer as a missing one"): the blind label read the body as a missing repository, but the answer is the same for one the token cannot see, and the ruling was weighed against many sets; not flipped alone.
// Tolerated: i1213-stripe-raw-card-data: premise vs invalid (the status table's "| 402 | premise |", "a plain 402 premise"): Stripe's "Sending credit card numbers directly to the Stripe API is generally unsafe ... To enable testing raw card data APIs, see ..." is a one-off wording with no class to state; its remedy is either a token in the call (invalid) or an account setting (premise), so the 402 reading stands.
func TestIndependentCases1213(t *testing.T) {
	runIndependent(t, "testdata/independent1213.jsonl", true,
		"i1213-gql-repo-not-found",
		"i1213-stripe-raw-card-data",
	)
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
