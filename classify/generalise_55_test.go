package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise55 holds set 55's class of miss in other clients' and
// services' wording: a 422 "Validation Failed" whose own entries state the
// repository's state (nothing to merge, already there, an object that does
// not exist) is that state, whichever client rendered the errors list;
// an entry that only names a field stays invalid.
func TestGeneralise55(t *testing.T) {
	cases := []struct {
		name, source string
		in           Input
		want         rung.Kind
	}{
		{
			"go-github no commits", "set 55: go-github ErrorResponse.Error() prints the errors list with %+v",
			Input{Protocol: "http", Status: 422, Code: "custom", Message: "open PR feature/retry-budget: POST https://api.github.com/repos/acme/rung/pulls: 422 Validation Failed [{Resource:PullRequest Field: Code:custom Message:No commits between main and feature/retry-budget}]"},
			rung.KindPremise,
		},
		{
			"octokit no commits", "@octokit/request toErrorMessage: `${data.message}: ${data.errors.map(v => JSON.stringify(v)).join(\", \")}` then ' - ' and documentation_url",
			Input{Protocol: "http", Status: 422, Message: `HttpError: Validation Failed: {"resource":"PullRequest","code":"custom","message":"No commits between main and docs/typo-fix"} - https://docs.github.com/rest/pulls/pulls#create-a-pull-request`},
			rung.KindPremise,
		},
		{
			"PyGithub no commits", "PyGithub GithubException.__str__: f\"{status} {json.dumps(data)}\"",
			Input{Message: `github.GithubException.GithubException: 422 {"message": "Validation Failed", "errors": [{"resource": "PullRequest", "code": "custom", "message": "No commits between main and fix/ci-cache"}], "documentation_url": "https://docs.github.com/rest/pulls/pulls#create-a-pull-request", "status": "422"}`},
			rung.KindPremise,
		},
		{
			"go-github PR exists", "go-github; https://docs.github.com/rest/pulls/pulls#create-a-pull-request (one open pull request per head and base)",
			Input{Protocol: "http", Status: 422, Message: "POST https://api.github.com/repos/acme/web/pulls: 422 Validation Failed [{Resource:PullRequest Field: Code:custom Message:A pull request already exists for acme:feature/login.}]"},
			rung.KindConflict,
		},
		{
			"go-github field invalid", "go-github; GitHub's validation error codes (invalid: the field's value is wrong), https://docs.github.com/rest/using-the-rest-api/troubleshooting-the-rest-api",
			Input{Protocol: "http", Status: 422, Message: "POST https://api.github.com/repos/acme/web/pulls: 422 Validation Failed [{Resource:PullRequest Field:head Code:invalid Message:}]"},
			rung.KindInvalid,
		},
		{
			"octokit label field missing", "@octokit/request; GitHub's missing_field code: a required field was not sent",
			Input{Protocol: "http", Status: 422, Message: `RequestError [HttpError]: Validation Failed: {"resource":"Label","code":"missing_field","field":"name"} - https://docs.github.com/rest/issues/labels#create-a-label`},
			rung.KindInvalid,
		},
	}
	for _, c := range cases {
		got := Classify(c.in)
		if got.Kind != c.want {
			t.Errorf("%s (%s): got %v (%s), want %v", c.name, c.source, got.Kind, got.Reason, c.want)
		}
	}
}
