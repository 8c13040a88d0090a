package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases182 runs held-out set 182: a code-review agent's tools captured live: a Go
// net/http tool (method and URL, status line, kept headers, body) through nginx 1.22 as a corporate
// egress proxy to a Go upstream answering as the GitHub REST API documents, git 2.39 over os/exec
// (stderr) on local repositories, and the MCP filesystem server (isError text); labelled blind
// from docs.github.com, git's and the servers' own texts.
// First run at c7835b0: 32/35 overall, 14/16 tricky. Fixed by class: an empty 2xx listing after a
// tool's request line and raw status line (renderedbody.go requestLine) is ambiguous; a
// self-hosted git server's protected-branch refusal (pre-receive hook, Gitea, GitLab force push)
// is denied (standing.go branchRuleRefusal).
// i182-gh-409-head-branch-modified missed on the first run and passes since the stale-copy
// ruling reads GitHub's "Head branch was modified" (roomwords.go staleVersionWords).
func TestIndependentCases182(t *testing.T) {
	runIndependent(t, "testdata/independent182.jsonl", true)
}

// TestGeneralise182 checks the classes set 182's misses named on other
// software's wording, with the neighbours each rule must leave alone.
func TestGeneralise182(t *testing.T) {
	cases := []wordingCase{
		// An empty 2xx listing printed after the request line and the
		// response's own status line.
		{"empty listing after request and status lines: set 182 (GitHub list pulls for a head)", "http", 200, "", "GET http://api.github.test/repos/acme/payments/pulls?head=acme:fix-rounding&state=open\nHTTP/1.1 200 OK\n\n[]", rung.KindAmbiguous},
		{"empty listing after request and status lines: GitLab REST list merge requests for a source branch (docs.gitlab.com/api/merge_requests)", "", 0, "", "GET https://gitlab.example.com/api/v4/projects/42/merge_requests?source_branch=fix-rounding\nHTTP/2.0 200 OK\n\n[]", rung.KindAmbiguous},
		{"empty listing after request and status lines: Gitea API list pulls (swagger: 200 PullRequestList)", "http", 200, "", "GET https://gitea.example.com/api/v1/repos/acme/ledger/pulls?state=open\r\nHTTP/1.1 200 OK\r\n\r\n[]", rung.KindAmbiguous},
		{"empty listing after request and status lines (neighbour): a 404 with an empty array stays the status's", "http", 404, "", "GET https://gitlab.example.com/api/v4/projects/999/issues\nHTTP/1.1 404 Not Found\n\n[]", rung.KindPremise},
		{"empty listing after request and status lines (neighbour): a non-empty list is no failure to read as empty", "http", 200, "", "GET https://api.github.com/repos/acme/web/pulls\nHTTP/1.1 200 OK\n\n[{\"number\":7}]", rung.KindUnknown},

		// A push the server's own hook refuses for a protected branch.
		{"protected branch hook: set 182 (a pre-receive hook's refusal, git 2.39 stderr)", "", 0, "", "remote: error: refusing to update protected branch release: pushes must go through a reviewed pull request        \nTo /srv/git/payments.git\n ! [remote rejected] HEAD -> release (pre-receive hook declined)\nerror: failed to push some refs to '/srv/git/payments.git'", rung.KindDenied},
		{"protected branch hook: Gitea routers/private/hook_pre_receive.go \"Not allowed to push to protected branch\"", "", 0, "", "remote: \nremote: Not allowed to push to protected branch main        \nTo https://gitea.example.com/acme/ledger.git\n ! [remote rejected] main -> main (pre-receive hook declined)\nerror: failed to push some refs to 'https://gitea.example.com/acme/ledger.git'", rung.KindDenied},
		{"protected branch hook: GitLab force push to a protected branch (gitlab lib/gitlab/checks)", "", 0, "", "remote: GitLab: You are not allowed to force push code to a protected branch on this project.\nTo gitlab.example.com:acme/ledger.git\n ! [remote rejected] main -> main (pre-receive hook declined)\nerror: failed to push some refs to 'gitlab.example.com:acme/ledger.git'", rung.KindDenied},
		{"protected branch hook: Gitea force push (\"branch is protected from force push\")", "", 0, "", "remote: error: branch main is protected from force push\nTo https://gitea.example.com/acme/ledger.git\n ! [remote rejected] main -> main (pre-receive hook declined)", rung.KindDenied},
		{"protected branch hook (neighbour): GitHub GH002 hex branch name under the same hook decline stays invalid (set 50)", "", 0, "", "remote: error: GH002: Sorry, branch or tag names consisting of 40 hex characters are not allowed.\nremote: error: Invalid branch or tag name \"3f786850e387550fdab836ed7e6dc881de23001b\"\nTo github.com:octo-org/app.git\n ! [remote rejected] 3f786850e387550fdab836ed7e6dc881de23001b -> 3f786850e387550fdab836ed7e6dc881de23001b (pre-receive hook declined)\nerror: failed to push some refs to 'github.com:octo-org/app.git'", rung.KindInvalid},
		{"protected branch hook (neighbour): a non-fast-forward push stays the remote's moved state", "", 0, "", "To /srv/git/payments.git\n ! [rejected]        main -> main (non-fast-forward)\nerror: failed to push some refs to '/srv/git/payments.git'\nhint: Updates were rejected because the tip of your current branch is behind\nhint: its remote counterpart. Integrate the remote changes (e.g.\nhint: 'git pull ...') before pushing again.", rung.KindPremise},
	}
	runWordingCases(t, cases)
}
