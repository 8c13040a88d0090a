package classify

import "testing"

// First run at 5f5bbc65: 29/34 overall, 12/16 tricky.
// Tolerated: i1468-az-content-filter: invalid vs denied (ruling: set 5, llm.go stopHint; docs/taxonomy.md reads a prompt the API refused by its content policy as invalid, change the input): Azure's 400 content_filter with innererror ResponsibleAIPolicyViolation.
// Tolerated: i1468-or-moderation: invalid vs denied (ruling: docs/taxonomy.md 403 row, set 162: OpenRouter's "requires moderation ... Your input was flagged" is invalid, as OpenAI's invalid_prompt): a policy refusal of the input.
func TestIndependentCases1468(t *testing.T) {
	runIndependent(t, "testdata/independent1468.jsonl", true, "i1468-az-content-filter", "i1468-or-moderation")
}

// vertexDetails renders a google.rpc ErrorInfo as anthropic-sdk-go's vertex
// option appends it to Error(): a blank line and the details array.
func vertexDetails(reason string) string {
	return "\n\n[\n  {\n    \"@type\": \"type.googleapis.com/google.rpc.ErrorInfo\",\n    \"reason\": \"" + reason + "\",\n    \"domain\": \"googleapis.com\"\n  }\n]"
}

// TestGeneralise1468CanonicalStatusDetail: a google.rpc canonical status
// name given as the code outside gRPC (Vertex AI's error body "status",
// surfaced by anthropic-sdk-go's vertex option, by an OpenAI-compatible
// client or by hand) is read as grpcDecide reads it under gRPC: the
// ErrorInfo reason decides (SERVICE_DISABLED, BILLING_DISABLED,
// CONSUMER_SUSPENDED premise; IAM_PERMISSION_DENIED denied;
// RATE_LIMIT_EXCEEDED a rate), and without a reason a PERMISSION_DENIED
// whose message names a project state (API or billing not enabled) reads
// premise. Source: cloud.google.com/apis/design/errors (ErrorInfo reasons),
// Vertex AI partner-model (Claude) docs; captured live in set 1468.
func TestGeneralise1468CanonicalStatusDetail(t *testing.T) {
	api := "anthropic: 403 Vertex AI API has not been used in project p before or it is disabled. Enable it by visiting https://console.developers.google.com/apis/api/aiplatform.googleapis.com/overview?project=p then retry. (path: /v1/projects/p/locations/us-east5/publishers/anthropic/models/claude-opus-4@20250514:streamRawPredict)"
	bill := "anthropic: 403 This API method requires billing to be enabled. Please enable billing on project #77 by visiting https://console.developers.google.com/billing/enable?project=77 then retry. (path: /v1/projects/p/locations/europe-west1/publishers/anthropic/models/claude-3-5-haiku@20241022:rawPredict)"
	iam := "anthropic: 403 Permission 'aiplatform.endpoints.predict' denied on resource '//aiplatform.googleapis.com/projects/p/locations/us-east5/publishers/anthropic/models/claude-opus-4' (or it may not exist). (path: /v1/projects/p/locations/us-east5/publishers/anthropic/models/claude-opus-4:rawPredict)"
	rate := "anthropic: 429 Quota exceeded for quota metric 'Online prediction requests per base model' and limit 'Online prediction requests per minute per base model per minute per region' of service 'aiplatform.googleapis.com'. (path: /v1/projects/p/locations/us-east5/publishers/anthropic/models/claude-opus-4:rawPredict)"
	runWordingCases(t, []wordingCase{
		{"vertex api disabled, reason", "anthropic", 403, "PERMISSION_DENIED", api + vertexDetails("SERVICE_DISABLED"), premise},
		{"vertex api disabled, no details", "anthropic", 403, "PERMISSION_DENIED", api, premise},
		{"vertex billing, reason", "anthropic", 403, "PERMISSION_DENIED", bill + vertexDetails("BILLING_DISABLED"), premise},
		{"vertex billing, no details", "anthropic", 403, "PERMISSION_DENIED", bill, premise},
		{"suspended consumer", "anthropic", 403, "PERMISSION_DENIED", "anthropic: 403 Permission denied: Consumer 'projects/77' has been suspended. (path: /v1/x:rawPredict)" + vertexDetails("CONSUMER_SUSPENDED"), premise},
		{"openai-compatible client, api disabled", "openai", 403, "PERMISSION_DENIED", api + vertexDetails("SERVICE_DISABLED"), premise},
		{"rate reason under RESOURCE_EXHAUSTED", "anthropic", 429, "RESOURCE_EXHAUSTED", rate + vertexDetails("RATE_LIMIT_EXCEEDED"), transient},
		// Near misses: the caller's grant stays denied, with or without
		// its reason; a bare PERMISSION_DENIED stays denied.
		{"iam reason stays denied", "anthropic", 403, "PERMISSION_DENIED", iam + vertexDetails("IAM_PERMISSION_DENIED"), denied},
		{"iam text stays denied", "anthropic", 403, "PERMISSION_DENIED", iam, denied},
		{"bare permission denied", "openai", 403, "PERMISSION_DENIED", "OpenAI API error: 403 Forbidden", denied},
		{"unknown reason keeps the status", "anthropic", 403, "PERMISSION_DENIED", iam + vertexDetails("SOME_NEW_REASON"), denied},
		{"expired token reason stays denied", "anthropic", 401, "UNAUTHENTICATED", "anthropic: 401 Request had invalid authentication credentials. (path: /v1/x:rawPredict)" + vertexDetails("ACCESS_TOKEN_EXPIRED"), denied},
	})
}
