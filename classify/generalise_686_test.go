package classify

import "testing"

// First run at 7cdede9: 37/38 overall, 20/21 tricky.
//
// TestIndependentCases686 runs held-out set 686: documented mix of Go SDK/client failures (AWS, gRPC, googleapi, pgx, sqlite, OpenAI, Anthropic, GitHub, Slack, Stripe, Maps, kubectl, MCP, net/http, os), labelled blind.
func TestIndependentCases686(t *testing.T) {
	runIndependent(t, "testdata/independent686.jsonl", true)
}

// TestGeneralise686 holds the class set 686's miss showed: a GitHub 404
// whose message names the repository's state ("This repository is empty.",
// the contents API on a repository with no commits) is premise, as the
// 409 "Git Repository is empty." is: GitHub shows a message other than
// "Not Found" only when the token can see the repository.
func TestGeneralise686(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "GitHub REST JSON body, contents API on an empty repository", protocol: "http", status: 404, msg: `{"message":"This repository is empty.","documentation_url":"https://docs.github.com/rest/repos/contents#get-repository-content","status":"404"}`, want: premise},
		{name: "go-gh api.HTTPError (gh CLI library)", msg: "HTTP 404: This repository is empty. (https://api.github.com/repos/acme/blank/contents/docs)", want: premise},
		{name: "Octokit RequestError", protocol: "http", status: 404, msg: "HttpError: This repository is empty. - https://docs.github.com/rest/repos/contents#get-repository-content", want: premise},
		{name: "gh api stderr", msg: "gh: This repository is empty. (HTTP 404)", want: premise},
		{name: "go-github on GitHub Enterprise Server", msg: "GET https://ghe.acme.example/api/v3/repos/acme/blank/readme: 404 This repository is empty. []", want: premise},
		// Near misses: a bare Not Found still hides a private repository.
		{name: "near miss: go-github bare 404 Not Found", msg: "GET https://api.github.com/repos/acme/secret/contents/README.md: 404 Not Found []", want: denied},
		{name: "near miss: go-gh bare 404 Not Found", msg: "HTTP 404: Not Found (https://api.github.com/repos/acme/secret)", want: denied},
	})
}
