package classify

import "testing"

// First run at be2fe262: 32/38 overall, 13/16 tricky.
// Tolerated: i1427-groq-model-decommissioned: premise vs invalid (ruling): set 37's ruling reads a decommissioned model as premise (docs/taxonomy.md, raised.go, roomwords.go): the plan names a model that no longer runs.
// Tolerated: i1427-groq-requested-tool-missing: premise vs invalid (one-off): Groq's bare "requested tool does not exist" under invalid_request_error reads as a missing thing by the invalid_request_error + "does not exist" ruling; the wording alone cannot tell a tool the request forgot to declare from a tool that is gone.
// Tolerated: i1427-azure-content-filter-jailbreak-inner: invalid vs denied (ruling): set 596's ruling keeps a prompt the API rejected for content (OpenAI content_policy_violation) invalid, "modify your prompt and retry"; Azure's content_filter 400 is the same refusal.
// Tolerated: i1427-fireworks-model-not-deployed: invalid vs premise (ruling): a NOT_FOUND about a model name reads as a call to fix (codes.go modeModel); "not deployed" on an account is read as a wrong model id for it.
func TestIndependentCases1427(t *testing.T) {
	runIndependent(t, "testdata/independent1427.jsonl", true,
		"i1427-groq-model-decommissioned", "i1427-groq-requested-tool-missing",
		"i1427-azure-content-filter-jailbreak-inner", "i1427-fireworks-model-not-deployed")
}

// TestGeneralise1427StatedWaitOfADay: a rate limit whose own stated wait is
// a day or more (Azure OpenAI's AIServices S0 429 "Please retry after 86400
// seconds") is a spent allowance, premise, as a day limit named in words;
// a wait under a day keeps the 429's transient (learn.microsoft.com azure
// ai-services openai quotas-limits; periodwords.go statedWaitOfADay).
func TestGeneralise1427StatedWaitOfADay(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"azure aiservices day wait", "http", 429, "429", `{"error":{"code":"429","message":"Requests to the ChatCompletions_Create Operation under Azure OpenAI API version 2024-08-01-preview have exceeded token rate limit of your current AIServices S0 pricing tier. Please retry after 86400 seconds."}}`, premise},
		{"bare 429 two days", "http", 429, "", "Too many requests. Retry after 2 days.", premise},
		{"rate code with day wait", "openai", 429, "rate_limit_exceeded", "Rate limit reached for requests. Please try again in 2 days.", premise},
		{"day wait in hours", "http", 429, "", "Rate limit exceeded. Please retry after 24 hours.", premise},
		// near misses: waits under a day stay transient
		{"azure 22 seconds", "http", 429, "429", `{"error":{"code":"429","message":"Requests to the ChatCompletions_Create Operation under Azure OpenAI API version 2023-12-01-preview have exceeded token rate limit of your current OpenAI S0 pricing tier. Please retry after 22 seconds."}}`, transient},
		{"an hour", "http", 429, "", `{"error":{"code":"429","message":"Rate limit exceeded. Please retry after 3600 seconds."}}`, transient},
		{"rate code 20s", "openai", 429, "rate_limit_exceeded", "Rate limit reached for requests. Please try again in 20s.", transient},
		{"lockout stating its length", "http", 429, "", "Your Username has exceeded the allowed number of login attempts and has been blocked for 24 hours", transient},
		{"groq tpd short wait", "openai", 429, "rate_limit_exceeded", "Rate limit reached for model `llama-3.1-8b-instant` on tokens per day (TPD): Limit 500000, Used 499500, Requested 800. Please try again in 8m36.288s.", transient},
	})
}

// TestGeneralise1427ProjectNotAllowedModel: Vertex AI Model Garden's
// "Project `p` is not allowed to use Publisher Model `...`" (400
// FAILED_PRECONDITION, a partner model not enabled for the project) is a
// project refused a model that exists, denied, as OpenAI's project
// allowlist refusal (set 1361), under any 4xx and under the gRPC code; a
// model of the wrong kind for the operation and a field "not allowed to
// use" something stay invalid (modelaccess.go projectLacksModel).
func TestGeneralise1427ProjectNotAllowedModel(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"vertex repr list 400", "http", 400, "", "[{'error': {'code': 400, 'message': 'Project `x` is not allowed to use Publisher Model `projects/x/locations/us-east5/publishers/anthropic/models/claude-3-sonnet@20240229`', 'status': 'FAILED_PRECONDITION'}}]", denied},
		{"vertex json 400", "http", 400, "", "{\"error\": {\"code\": 400, \"message\": \"Project `my-proj` is not allowed to use Publisher Model `projects/p/locations/us-east5/publishers/anthropic/models/claude-3-haiku@20240307`\", \"status\": \"FAILED_PRECONDITION\"}}", denied},
		{"vertex grpc code", "grpc", 0, "FAILED_PRECONDITION", "Project `p` is not allowed to use Publisher Model `projects/p/locations/europe-west1/publishers/mistralai/models/mistral-large`", denied},
		{"organization not allowed to access the model", "http", 400, "", `{"error":{"message":"Your organization is not allowed to access the model gpt-x.","type":"invalid_request_error"}}`, denied},
		// near misses
		{"wrong-kind model", "http", 403, "", "You are not allowed to generate embeddings from this model", invalid},
		{"field not allowed", "http", 400, "", "Field 'x' is not allowed to use model defaults", invalid},
		{"openai misspelt model", "http", 404, "model_not_found", "The model `gpt-5x` does not exist or you do not have access to it.", invalid},
	})
}
