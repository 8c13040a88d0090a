package classify

import "testing"

// First run at d7e34f2a: 31/33 overall, 18/19 tricky.
// Tolerated: i969-ghmcp-file-404: denied vs premise (docs/taxonomy.md GitHub row: "a bare \"Not Found\" stays denied, also in go-github's `Error()` text"): I read the contents path as missing in a repository the session could read; the text alone cannot show the repository is visible, and GitHub's 404 hides private resources, which is the ruling's reading.
// Tolerated: i969-pw-timeout-locator: transient vs premise (no written ruling; sets 658 and 885 label the same Playwright "locator.click: Timeout Nms exceeded" transient): I read an element that never became actionable as a page that is not what the plan assumed; the timeout alone cannot tell a slow render from a missing element. One-off against earlier labels, not fixed.
func TestIndependentCases969(t *testing.T) {
	runIndependent(t, "testdata/independent969.jsonl", true, "i969-ghmcp-file-404", "i969-pw-timeout-locator")
}
