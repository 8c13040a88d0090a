package classify

import "testing"

// TestIndependentCases854 runs held-out set 854: documented Python/TypeScript SDK failures across vendors, labelled blind.
// First run at a5031922: 32/34 overall, 13/15 tricky.
// Tolerated: i854-k8s-modified: premise vs transient (the Kubernetes ruling in docs/taxonomy.md, Kubernetes row and "the object has been modified" section, codes.go k8sModifiedReason: client-go's RetryOnConflict reruns the read-and-update): labelled here as a stale copy to re-read, as sets 125, 136, 325, 335, 342 and 356 did; both readings hold and the ruling stands.
// Tolerated: i854-mcp-ts-notool: premise vs invalid (docs/taxonomy.md MCP -32602 row and the "unknown tool or prompt in plain text" row, mcp.go: "Tool x not found" is a wrong name the client chose from tools/list): labelled here as the plan's belief that the server offers the tool being false, as set 391 did; both readings hold and the ruling stands.
func TestIndependentCases854(t *testing.T) {
	runIndependent(t, "testdata/independent854.jsonl", true, "i854-k8s-modified", "i854-mcp-ts-notool")
}
