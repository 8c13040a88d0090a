package classify

import "testing"

// TestIndependentCases587 runs held-out set 587: model and tool protocols in depth (OpenAI Responses/Realtime/Batch/Files/Assistants, Anthropic Messages/batches/Files, MCP errors and refusals), labelled blind.
// First run at b182f83: 31/34 overall, 24/26 tricky.
// Tolerated: i587-mcp-fs-edit-nomatch: invalid vs premise (the edit ruling, docs/taxonomy.md "a coding agent's edit tool whose old text is not in the file", generic.go editMismatchReason): the oldText argument is what gets repaired, but only a fresh read of the file gives the text to send, so a replan reads it as well.
// Tolerated: i587-mcp-elicit-cancel: ambiguous vs denied (sets 54 and 329, docs/taxonomy.md elicitation action rows, endreason.go declinedAsk): a dismissal is no answer (unusable result) and also no consent from the person; the ruling hands back rather than asking again in a loop.
// Tolerated: i587-mcp-proto-mismatch: invalid vs premise (docs/taxonomy.md -32602 row: the spec's initialize refusal "Unsupported protocol version" is premise, as -32022; sets 17, 282, 329 against 9 and 298): data.supported lets a client that speaks one of those versions repair the request, while a client that speaks none of them faces a fact about the pair.
func TestIndependentCases587(t *testing.T) {
	runIndependent(t, "testdata/independent587.jsonl", true, "i587-mcp-fs-edit-nomatch", "i587-mcp-elicit-cancel", "i587-mcp-proto-mismatch")
}
