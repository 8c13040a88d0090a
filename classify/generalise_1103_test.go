package classify

import "testing"

// Tolerated: i1103-google-drive-file-not-found: premise vs denied (the Google API v1 reason ruling, `notFound` "is a missing resource" premise in codes.go, and the 404 row's premise; docs/taxonomy.md also reads Cloud Storage's 404 `notFound` premise): Drive's handle-errors page says this 404 means "the user doesn't have read access to a file, or the file doesn't exist" and its fix is to ask for access, so denied holds for a file id the agent was given; premise holds because the body itself only says the file is not found and names no access.
// First run at 6fdaed35: 34/35 overall, 15/16 tricky.
func TestIndependentCases1103(t *testing.T) {
	runIndependent(t, "testdata/independent1103.jsonl", true, "i1103-google-drive-file-not-found")
}
