package classify

import "strings"

// gitlabPickError reads GitLab's answer to a commit cherry-pick or revert
// that it could not apply (POST .../repository/commits/:sha/cherry_pick,
// .../revert): "Sorry, we cannot cherry-pick this commit automatically.
// ..." or "Sorry, we cannot revert this commit automatically. ...", under
// a 400, with error_code "conflict" (the target branch diverged from the
// change: premise, a person or a new plan resolves it) or "empty" (the
// change is already on the branch: conflict, nothing is left to do)
// (docs.gitlab.com/api/commits, cherry-pick and revert; set 1767). The
// 400 alone reads as a bad argument; the call was right.
func gitlabPickError(b string) (Result, bool) {
	if !strings.Contains(b, "this commit automatically") {
		return Result{}, false
	}
	if !strings.Contains(b, "cannot cherry-pick") && !strings.Contains(b, "cannot revert") {
		return Result{}, false
	}
	if jsonString(b, "error_code") == "empty" {
		return Result{Kind: conflict, Code: "empty", Reason: "gitlab: the cherry-pick or revert would change nothing: the branch already holds it"}, true
	}
	return Result{Kind: premise, Code: jsonString(b, "error_code"), Reason: "gitlab: the commit does not apply cleanly to the target branch: the lines of work diverged"}, true
}
