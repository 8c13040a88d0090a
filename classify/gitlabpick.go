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

// gitlabMissingRef reads GitLab's answer to a branch create whose ref to
// start from does not exist: POST /repository/branches answers 400
// "Invalid reference name: <ref>" only for that ref (a bad new name gets
// "Branch name is invalid"), so the repository is not as the plan assumed:
// premise (sets 1267 and 1767, written blind, the lead after set 1767).
// Only GitLab's shape counts: the capitalised phrase, then one ref token
// that ends the text or its JSON string or object. git's own "fatal:
// invalid reference name: a..b" and a service's "Invalid reference name:
// 'x y' must ..." are name formats to fix (the review after set 1785).
func gitlabMissingRef(b string) bool {
	const mark = "Invalid reference name: "
	i := strings.Index(b, mark)
	if i < 0 {
		return false
	}
	rest := b[i+len(mark):]
	n := strings.IndexAny(rest, " \t\r\n\"}")
	if n == 0 {
		return false
	}
	return n < 0 || rest[n] == '"' || rest[n] == '}'
}
