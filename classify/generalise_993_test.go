package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at cda4e92b: 30/31 overall, 20/20 tricky.
func TestIndependentCases993(t *testing.T) {
	runIndependent(t, "testdata/independent993.jsonl", true)
}

// A GitHub schema error naming a missing field whose name merely holds
// the letters "sha" (head_sha, commit_sha) is an argument left out; only
// the contents API's own "sha" field means the file is already there.
func TestGeneralise993(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"github check-suites head_sha", "http", 422, "", `{"message":"Invalid request.\n\n\"head_sha\" wasn't supplied.","documentation_url":"https://docs.github.com/rest/checks/suites#create-a-check-suite","status":"422"}`, rung.KindInvalid},
		{"github code-scanning commit_sha", "http", 422, "", `{"message":"Invalid request.\n\n\"commit_sha\" wasn't supplied.","documentation_url":"https://docs.github.com/rest/code-scanning/code-scanning#upload-an-analysis-as-sarif-data","status":"422"}`, rung.KindInvalid},
		{"github enterprise server check-runs head_sha", "http", 422, "", `{"message":"Invalid request.\n\n\"head_sha\" wasn't supplied.","documentation_url":"https://docs.github.com/enterprise-server@3.12/rest/checks/runs#create-a-check-run"}`, rung.KindInvalid},
		{"go-github Checks.CreateCheckRun head_sha", "", 422, "", "POST https://api.github.com/repos/octo-org/api/check-runs: 422 Invalid request.\n\n\"head_sha\" wasn't supplied. []", rung.KindInvalid},
		{"octokit RequestError check-suites head_sha", "", 422, "", "Invalid request.\n\n\"head_sha\" wasn't supplied. - https://docs.github.com/rest/checks/suites#create-a-check-suite", rung.KindInvalid},
		{"PyGithub GithubException code-scanning commit_sha", "", 422, "", `422 {"message": "Invalid request.\n\n\"commit_sha\" wasn't supplied.", "documentation_url": "https://docs.github.com/rest/code-scanning/code-scanning#upload-an-analysis-as-sarif-data", "status": "422"}`, rung.KindInvalid},
		{"near miss: github contents sha not supplied", "http", 422, "", `{"message":"Invalid request.\n\n\"sha\" wasn't supplied.","documentation_url":"https://docs.github.com/rest/repos/contents#create-or-update-file-contents","status":"422"}`, rung.KindConflict},
		{"near miss: go-github contents sha not supplied", "", 422, "", "PUT https://api.github.com/repos/octo-org/api/contents/README.md: 422 Invalid request.\n\n\"sha\" wasn't supplied. []", rung.KindConflict},
		{"near miss: github contents stale sha", "http", 409, "", `{"message":"README.md does not match 7638417db6d59f3c431d3e1f261cc637155684cd","documentation_url":"https://docs.github.com/rest/repos/contents#create-or-update-file-contents","status":"409"}`, rung.KindPremise},
	})
}
