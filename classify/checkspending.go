package classify

import "strings"

// checksStillPending reports GitHub's 409 from POST /repos/{o}/{r}/deployments,
// "Conflict: Commit status checks failed for <ref>.", whose errors[].contexts
// list no failed context but at least one still "pending" (docs.github.com
// rest/deployments: required_contexts are verified before a deployment is
// created; drevops/vortex issue 1903: "Wait for GitHub checks to finish and
// try again."). Nothing is proved false yet: the same call succeeds once the
// checks finish, transient. A context in "failure" or "error" keeps the
// premise reading (the commit's checks failed), as does a body that names
// no states at all (set 1797).
func checksStillPending(body string) bool {
	if !strings.Contains(body, `"pending"`) {
		return false
	}
	return !strings.Contains(body, `"failure"`) && !strings.Contains(body, `"error"`)
}
