package classify

import "testing"

// First run at 1f594a12: 28/44 overall, 11/24 tricky.
func TestIndependentCases1172(t *testing.T) {
	runIndependent(t, "testdata/independent1172.jsonl", false)
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
