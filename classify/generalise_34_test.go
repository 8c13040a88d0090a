package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

type case34 struct {
	name     string
	protocol string
	status   int
	code     string
	msg      string
	want     rung.Kind
}

func run34(t *testing.T, cases []case34) {
	t.Helper()
	for _, tc := range cases {
		r := Classify(Input{Protocol: tc.protocol, Status: tc.status, Code: tc.code, Message: tc.msg})
		if r.Kind != tc.want {
			t.Errorf("%s: got %s (%s), want %s", tc.name, r.Kind, r.Reason, tc.want)
		}
	}
}

// TestGeneralise34GitHubText checks set 34's GitHub class on renderings the
// set does not hold: GitHub's error as its clients print it, without the
// documentation_url the JSON rule keys on, is read by GitHub's own rules
// (the status and the message), not by the bare status.
func TestGeneralise34GitHubText(t *testing.T) {
	run34(t, []case34{
		// The set's line: go-github ErrorResponse.Error().
		{"go-github 409 empty repository (set 34)", "http", 409, "",
			"GET https://api.github.com/repos/acme-corp/infra-bootstrap/git/ref/heads/main: 409 Git Repository is empty. []", rung.KindPremise},
		// go-gh api.HTTPError.Error() (the gh CLI), no status in the input.
		{"gh CLI 409 empty repository", "", 0, "",
			"gh: HTTP 409: Git Repository is empty. (https://api.github.com/repos/acme-corp/infra-bootstrap/git/refs)", rung.KindPremise},
		// @octokit/request toErrorMessage: "message - documentation_url".
		{"octokit 403 archived", "http", 403, "",
			"HttpError: Repository was archived so is read-only. - https://docs.github.com/rest/issues/issues#create-an-issue", rung.KindPremise},
		// go-github: a 404 naming what is missing is premise, a bare one
		// stays denied (GitHub hides what the token may not see).
		{"go-github 404 branch not found", "", 0, "",
			"GET https://api.github.com/repos/acme-corp/web/branches/release-9: 404 Branch not found []", rung.KindPremise},
		{"go-github bare 404 stays denied", "", 0, "",
			"GET https://api.github.com/repos/acme-corp/secret-infra: 404 Not Found []", rung.KindDenied},
		// go-github's %+v of the errors list on a 422.
		{"go-github 422 pull request exists", "go", 0, "",
			"create pull request: POST https://api.github.com/repos/acme-corp/web/pulls: 422 Validation Failed [{Resource:PullRequest Field: Code:custom Message:A pull request already exists for acme-corp:feature-x.}]", rung.KindConflict},
		// go-github RateLimitError: "[rate reset in ...]" after the message.
		{"go-github rate limit", "", 0, "",
			"GET https://api.github.com/search/code?q=org%3Aacme-corp+token: 403 API rate limit exceeded for user ID 4121. [rate reset in 41s]", rung.KindTransient},
		// GitHub Enterprise Server through go-github.
		{"go-github GHES 409 empty", "", 0, "",
			"GET https://github.acme.internal/api/v3/repos/platform/bootstrap/commits: 409 Git Repository is empty. []", rung.KindPremise},

		// Controls: a transport failure quoting the URL is not GitHub's
		// answer; a go-github merge conflict stays premise, a 422
		// validation without state stays invalid.
		{"net/http dial error stays transient", "go", 0, "",
			`Get "https://api.github.com/repos/acme-corp/web": dial tcp 140.82.112.6:443: connect: connection refused`, rung.KindTransient},
		{"go-github 422 missing field stays invalid", "", 0, "",
			"POST https://api.github.com/repos/acme-corp/web/issues: 422 Validation Failed [{Resource:Issue Field:title Code:missing_field Message:}]", rung.KindInvalid},
	})
}
