package classify

import "testing"

// Tolerated: i916-os-erofs: premise vs denied (docs/taxonomy.md Go errors row: "EROFS ... premise", and set 367's "ENOSPC and EROFS stay premise"): a read-only mount is a fact about the filesystem (remountable, or the plan can write elsewhere), which the ruling reads as premise; my label read the container's read-only root as a sandbox boundary the agent cannot cross, as the MCP read-only-mode rows (sets 139, 601) do. Both readings hold; the ruling stands.
// Tolerated: i916-net-addrinuse: premise vs conflict (EADDRINUSE row: "premise: another process holds the port; the step created nothing, so not conflict"): my label assumed the holder is the server an earlier step started, which the text cannot show; the ruling's reading is the safer one.
// First run at 9bb7973f: 30/32 overall, 17/19 tricky.
func TestIndependentCases916(t *testing.T) {
	runIndependent(t, "testdata/independent916.jsonl", true, "i916-os-erofs", "i916-net-addrinuse")
}
