package classify

import "testing"

// Tolerated: i1780-rename-nonempty: premise vs conflict (ruling): docs/taxonomy.md "EEXIST from a rename (Go's \"rename a b: file exists\") | premise" (goerr.go errnoOnPath): the source is still in place and the occupied destination is not the step's result.
// Tolerated: i1780-readfile-dir: invalid vs premise (ruling): the path ruling (docs/taxonomy.md EISDIR, ENOTDIR row, revised at set 262) reads EISDIR on the path the call named as the call's own argument naming the wrong kind of object.
// Tolerated: i1780-readlink-notlink: invalid vs premise (ruling, by analogy, as set 1364 tolerated it): the path ruling reads readlink(2)'s EINVAL on the named path as the wrong kind of object for the operation; sets 19 and 214 label the same text invalid, so a premise rule would flip them.
// First run at 9c419ebd: 31/34 overall, 13/14 tricky.
func TestIndependentCases1780(t *testing.T) {
	runIndependent(t, "testdata/independent1780.jsonl", true, "i1780-rename-nonempty", "i1780-readfile-dir", "i1780-readlink-notlink")
}
