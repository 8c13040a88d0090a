package classify

import "testing"

// TestIndependentCases829 runs held-out set 829: live captures from PostgreSQL/pgx, SQLite, nginx and net/http, Go os, MCP servers, openai-go and anthropic-sdk-go, labelled blind.
//
// First run at 7a1741b: 29/31 overall, 8/10 tricky.
// Tolerated: i829-fs-edit-nomatch: invalid vs premise (the edit ruling, revised by the lead: docs/taxonomy.md edit-tool row and set 641, editecho.go): the old text is the call's own argument (repair), yet only a fresh read of the file gives the text to send (replan); blind sets have split both ways.
// Tolerated: i829-oai-404-model: premise vs invalid (set 63's model_not_found ruling: docs/taxonomy.md, modelaccess.go misspeltModel, codes.go modeModel): a model absent from the account is a false belief the plan rests on, yet a base model's name the call gave is its own argument to fix.
func TestIndependentCases829(t *testing.T) {
	runIndependent(t, "testdata/independent829.jsonl", true, "i829-fs-edit-nomatch", "i829-oai-404-model")
}
