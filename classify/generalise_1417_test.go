package classify

import "testing"

// First run at 7482ee02: 31/34 overall, 12/15 tricky.
// Tolerated: i1417-oai-invalid-prompt-flagged: invalid vs denied (ruling: codes.go serviceCodes "invalid_prompt" "is a rejected prompt", compatserver.go promptFlagged, docs/taxonomy.md 403 row, set 162): a prompt the usage-policy check flagged is an input to change, invalid; my label reads the policy refusal as denied.
// Tolerated: i1417-ant-org-disabled: premise vs denied (ruling: docs/taxonomy.md set 267 row, codes.go disabledHolder): "This organization has been disabled." is the holder's state, which no other key of the same organization gets past, premise; my label reads it as withdrawn authority.
// Tolerated: i1417-ant-output-blocked: ambiguous vs denied (ruling: generic.go filterWords, sets 44, 545, 1004, 1108 and the shared corpus): Anthropic's "Output blocked by content filtering policy" is the model's output withheld after the call ran, an unusable result, ambiguous; my label reads it as a policy refusal.
func TestIndependentCases1417(t *testing.T) {
	runIndependent(t, "testdata/independent1417.jsonl", true, "i1417-oai-invalid-prompt-flagged", "i1417-ant-org-disabled", "i1417-ant-output-blocked")
}

// TestGeneralise1417ModelEndpointPairing: a 404 whose body names the model
// and the one endpoint or API that serves it (OpenAI's "This model is only
// supported in v1/responses and not in v1/chat/completions.", sent for
// o1-pro, gpt-5-pro and the deep-research models on Chat Completions; n8n
// issue 18352, pgadmin4 issue 9795) is the call's pairing of model and
// endpoint, invalid, as "This is not a chat model and thus not supported in
// the v1/chat/completions endpoint" already was: call the other endpoint.
// Near misses keep their kinds: a missing fine-tuned model and an ORM's
// missing row are premise, and a 404 that names no model stays a missing
// resource.
func TestGeneralise1417ModelEndpointPairing(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"openai-go v3 RawJSON", "openai", 404, "invalid_request_error", "{\n        \"code\": null,\n        \"message\": \"This model is only supported in v1/responses and not in v1/chat/completions.\",\n        \"param\": \"model\",\n        \"type\": \"invalid_request_error\"\n    }", invalid},
		{"raw http body", "http", 404, "", `{"error":{"message":"This model is only supported in v1/responses and not in v1/chat/completions.","type":"invalid_request_error","param":"model","code":null}}`, invalid},
		{"openai-python rendering", "openai", 404, "", `Error code: 404 - {'error': {'message': 'This model is only supported in v1/responses and not in v1/chat/completions.', 'type': 'invalid_request_error', 'param': 'model', 'code': None}}`, invalid},
		{"older openai-go Error()", "go", 0, "", `POST "https://api.openai.com/v1/chat/completions": 404 Not Found {"message":"This model is only supported in v1/responses and not in v1/chat/completions.","type":"invalid_request_error","param":"model","code":null}`, invalid},
		{"not a chat model, as before", "http", 404, "", `{"error":{"message":"This is not a chat model and thus not supported in the v1/chat/completions endpoint. Did you mean to use v1/completions?","type":"invalid_request_error","param":"model","code":null}}`, invalid},
		// Near misses.
		{"fine-tuned model gone", "http", 404, "", `{"error":{"message":"The model 'ft:gpt-4o-mini-2024-07-18:acme::9xYz1AbC' does not exist","type":"invalid_request_error","param":"model","code":"model_not_found"}}`, premise},
		{"orm row, not a model the call chose", "http", 404, "", `{"message":"No query results for model [App\\Models\\Order] 17, only supported in v2"}`, premise},
		{"no model named", "http", 404, "", `{"error":{"message":"No such vector store: vs_abc123. This endpoint is only supported in v1/vector_stores.","type":"invalid_request_error","param":null,"code":null}}`, premise},
	})
}

// TestGeneralise1417HistoryReference: a "not found in" whose scope is a
// message the request itself carries in its history (OpenAI's "Invalid
// parameter: 'tool_call_id' of 'call_x' not found in 'tool_calls' of
// previous message."; dapr-agents issue 145) is one part of the
// conversation naming what another part lacks, a malformed request,
// invalid, as Anthropic's "unexpected `tool_use_id` found in `tool_result`
// blocks" is (worldstate.go nameInRequest, requestField). Near misses keep
// the world's reading: a message or run missing from a thread the call
// names, and a key missing from a stored snapshot, are premise.
func TestGeneralise1417HistoryReference(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"openai-go v3 RawJSON", "openai", 400, "invalid_request_error", "{\n        \"code\": null,\n        \"message\": \"Invalid parameter: 'tool_call_id' of 'call_Qm4x8TzR2vLkP9sYb1NcW3dE' not found in 'tool_calls' of previous message.\",\n        \"param\": \"messages.[3].tool_call_id\",\n        \"type\": \"invalid_request_error\"\n    }", invalid},
		{"raw http body", "http", 400, "", `{"error":{"message":"Invalid parameter: 'tool_call_id' of 'call_abc123' not found in 'tool_calls' of previous message.","type":"invalid_request_error","param":"messages.[5].tool_call_id","code":null}}`, invalid},
		{"go text", "go", 0, "", `POST "https://api.openai.com/v1/chat/completions": 400 Bad Request {"message":"Invalid parameter: 'tool_call_id' of 'call_abc123' not found in 'tool_calls' of previous message.","type":"invalid_request_error","param":"messages.[5].tool_call_id","code":null}`, invalid},
		{"unquoted history", "openai", 400, "invalid_request_error", `tool call id call_abc123 not found in the previous assistant message`, invalid},
		// Near misses.
		{"message missing from a thread", "openai", 404, "invalid_request_error", `{"error":{"message":"No message found with id 'msg_abc123' in thread 'thread_abc123'.","type":"invalid_request_error","param":null,"code":null}}`, premise},
		{"key missing from a stored snapshot", "http", 404, "", `{"error":"key 'settings' not found in previous snapshot"}`, premise},
	})
}
