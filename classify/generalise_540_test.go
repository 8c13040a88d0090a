package classify

import "testing"

// First run at 482de5d: 32/33 overall, 17/18 tricky.
// Tolerated: i540-mcp-fs-edit-no-match: invalid vs premise (the edit ruling, revised by the lead: docs/taxonomy.md "a coding agent's edit tool whose old text is not in the file", generic.go, TestGeneraliseEditTools): the old text is the call's own argument, so repairing it reads invalid, while the file not holding what the step believed, with only a fresh read giving the text to send, reads premise; the blind sets split both ways and the ruling tolerates the invalid lines by id.
// TestIndependentCases540 runs held-out set 540: model APIs (OpenAI, Anthropic, Azure, Gemini, Mistral, Groq, Together, OpenRouter) and MCP, labelled blind.
func TestIndependentCases540(t *testing.T) {
	runIndependent(t, "testdata/independent540.jsonl", true, "i540-mcp-fs-edit-no-match")
}
