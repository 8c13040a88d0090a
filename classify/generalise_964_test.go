package classify

import "testing"

// First run at aee0e4a5: 28/30 overall, 12/14 tricky.
// Fixed later by the lead: i964-gofs-mkdir-eexist-file (dirheld.go mkdirOverFileName: create_directory's EEXIST on a name with a file's extension is a file in the way, premise, as 15 blind sets read it against ten).
// Tolerated: i964-gofs-readmulti-allfail: premise vs ambiguous (set 66's row and the lead's set 924 row: "every item failed: the first item's cause"): the server's docs say failed reads "won't stop the entire operation", so a success result holding nothing usable reads ambiguous, while the ruling reads the first item's ENOENT as the missing file it is; both hold.
func TestIndependentCases964(t *testing.T) {
	runIndependent(t, "testdata/independent964.jsonl", true, "i964-gofs-readmulti-allfail")
}
