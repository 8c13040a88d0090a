package classify

import "testing"

// First run at 0b128cde: 30/32 overall, 22/24 tricky.
// Tolerated: i1119-ec2-notfound-after-run: premise vs transient (docs/taxonomy.md AWS table: "*.NotFound ... | premise"): EC2's eventual-consistency page says to retry with backoff an InvalidInstanceID.NotFound met right after RunInstances, but the text alone cannot show the create just happened, and a missing instance is otherwise a false premise; both readings hold (as sets 877, 967, 1002, 1020, 1073 and 1096 tolerated it).
// Tolerated: i1119-consul-cas-false: unknown vs premise (no ruling; a one-off with no class): Consul's KV PUT with ?cas= answers HTTP 200 with the bare body "false" when the index is stale, but the same bare "false" is what a PUT with ?acquire= answers when another session holds the lock (a wait, not a stale copy), so the body alone cannot tell the kinds apart and no rule on the text is principled; only the tool, knowing its own call, can say so (a rung.Rule on that tool).
func TestIndependentCases1119(t *testing.T) {
	runIndependent(t, "testdata/independent1119.jsonl", true, "i1119-ec2-notfound-after-run", "i1119-consul-cas-false")
}
