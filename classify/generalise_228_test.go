package classify

import "testing"

// TestIndependentCases228 runs held-out set 228: 35 MCP failures as the specification
// (2025-06-18 and 2025-11-25: transports, lifecycle, authorization, tools, resources, prompts,
// elicitation, sampling, tasks) and the official SDKs' sources (typescript-sdk 1.32.2 client
// and server, go-sdk v1.8.0) document them, in the form String(error), err.Error() or the
// CallToolResult JSON hands them to the agent; labelled blind from the spec's own words.
// First run at cbae08e: 33/35 overall, 15/17 tricky. No class fixed: both misses are readings
// on which earlier sets and their neighbour tables hold the other way.
// Tolerated: i228-everything-elicitation-cancel: denied vs ambiguous; sets 54 and 69 read the
// same "User cancelled the elicitation dialog" result as denied (a person dismissed it).
// Tolerated: i228-ts-task-cancel-terminal: conflict vs premise; sets 126 and 147 pin a cancel of
// a task already in terminal status "completed" as conflict in their neighbour tables.
func TestIndependentCases228(t *testing.T) {
	runIndependent(t, "testdata/independent228.jsonl", true, "i228-everything-elicitation-cancel", "i228-ts-task-cancel-terminal")
}
