package classify

import "testing"

// First run at 14ef5f59: 32/33 overall, 15/16 tricky.
// Tolerated: i874-google-404-drive-file: premise vs denied (the Google API v1 reason table, `notFound` premise, codes.go "is a missing resource", and the 404 row; set 355's ruling that a not-found naming access only as the other possibility is premise): Drive's handle-errors page says this 404 means "The user doesn't have read access to a file, or the file doesn't exist" and its suggested fix is to ask the owner for permission, so denied holds; but the body itself says only "File not found", the same reason Drive and Cloud Storage send for a file that is gone, so premise holds too and nothing in the failure tells them apart.
func TestIndependentCases874(t *testing.T) {
	runIndependent(t, "testdata/independent874.jsonl", true, "i874-google-404-drive-file")
}
