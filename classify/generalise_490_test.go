package classify

import "testing"

// TestIndependentCases490 runs held-out set 490: the dev file's vendor mix, middle-of-distribution failures on named operations, from the vendors' docs, labelled blind.
// First run at fcbb2c2: 34/35 overall, 26/27 tricky.
// Tolerated: i490-go-erofs-sandbox: premise vs denied (docs/taxonomy.md Go errno row and the set 367 row: EROFS stays premise with the read-only family of the SQLITE_READONLY ruling; sets 365, 422 and 436 tolerate the same split): this set read a read-only workspace mount as a sandbox boundary, where the ruling reads it as the state of the mount.
func TestIndependentCases490(t *testing.T) {
	runIndependent(t, "testdata/independent490.jsonl", true, "i490-go-erofs-sandbox")
}
