package classify

import "testing"

// First run at 36609ac6: 23/30 overall, 8/14 tricky.
// Tolerated: i1044-fs-list-on-file: invalid vs premise (the path ruling, revised at set 262: ENOTDIR where the operation only takes a directory, Node's scandir of a file the call listed, is invalid): the call named a file to list, and the plan also believed it a directory; both readings hold.
// Tolerated: i1044-fs-write-dir: invalid vs premise (the path ruling: EISDIR on the path the call named, a rename onto it included, is invalid): write_file named a directory; the plan's belief about the path is as false as the argument.
// Tolerated: i1044-fs-multi-partial: ambiguous vs premise (set 66's partial-success ruling for read_multiple_files, and the lead's row after set 924): one file read, one missing; narrowing to the failed item and replanning around a missing file both fit.
// Tolerated: i1044-fs-edit-second-edit: premise vs invalid (the edit ruling, revised by the lead: "Could not find exact match for edit" is premise): here the edit list contradicts itself (the first edit consumes the second's old text), which the text cannot show; the ruling's reading holds for the usual cause.
// Fixed later by the lead: i1044-ev-sum-infinity (mcp.go: a bare result text whose value is Infinity or NaN is ambiguous).
// Fixed later by the lead: i1044-fs-sizes-empty (mcp.go: a bare result text whose own summary counts nothing is ambiguous).
// Fixed later by the lead: i1044-fs-mkdir-on-file (dirheld.go mkdirOverFileName: create_directory's EEXIST on a name with a file's extension is a file in the way, premise, as 15 blind sets read it against ten).
func TestIndependentCases1044(t *testing.T) {
	runIndependent(t, "testdata/independent1044.jsonl", true, "i1044-fs-list-on-file", "i1044-fs-write-dir", "i1044-fs-multi-partial", "i1044-fs-edit-second-edit")
}
