package classify

import "strings"

// githubErrorsList returns the entries of a GitHub "Validation Failed" as
// the failure carries them: the body's "errors" array, or a client's
// rendering of it when only text is left. Each entry's own message may be
// the repository's state ("No commits between main and x"), so the
// entries must be found whichever client printed them:
//
//   - go-github's ErrorResponse.Error() prints them with %+v after the
//     message: "422 Validation Failed [{Resource:PullRequest Field: Code:custom Message:...}]";
//   - @octokit/request's toErrorMessage joins them as JSON after the
//     message and a colon: "Validation Failed: {"resource":...,"message":...}".
//
// msg is the error's message as the caller read it, b the whole failure.
func githubErrorsList(msg, b string) string {
	if errs := jsonObject(b, "errors"); errs != "" {
		return errs
	}
	if i := strings.Index(b, "[{Resource:"); i >= 0 {
		return b[i:]
	}
	if i := strings.Index(msg, ": {"); i >= 0 && hasFold(msg[:i], "validation failed") {
		return msg[i+2:]
	}
	return ""
}
