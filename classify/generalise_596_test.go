package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases596 runs held-out set 596: search, vector stores and model hosting (Pinecone, Weaviate, Qdrant, Milvus, Chroma, pgvector, Elasticsearch, Algolia, Typesense, Meilisearch, Hugging Face, Replicate, Modal, Ollama, vLLM), labelled blind.
// First run at fac13d3: 22/33 overall, 11/21 tricky.
// Missed i596-weaviate-no-module (premise, read invalid); tolerated as a split until set 871 labelled the same Weaviate words premise blind: a module the server was deployed without reads premise (moduleabsent.go, TestGeneralise871).
// i596-hf-hourly-limit passes since set 1307: quotaVerdict reads an hourly window as transient (the set 721 and 1259 hourly rulings carried into quota wording).
// Missed i596-ollama-nomodel (premise, read invalid). Class fixed by the
// lead: a model server's not-found that names pulling the model as the step
// to take first reads premise, as a missing module that says install it
// first (httppreset.go modelPullFirst, codes.go modeNotFound,
// TestGeneralise596PullFirst); sets 266 and 596 labelled it premise blind,
// 162 invalid (tolerated there).
func TestIndependentCases596(t *testing.T) {
	runIndependent(t, "testdata/independent596.jsonl", true)
}

// TestGeneralise596 holds the classes set 596's misses showed, in other
// software's words, with near misses that keep their kinds: a limit the
// message says to lift by upgrading the plan (quotaWords), a delete refused
// by the object's deletion protection (stateWords), an embedding of the
// wrong length (vectordims.go), a safety checker that withheld the output
// (filterWords), a filter or facet field the schema lacks under a 404
// (httppreset.go), and a model server's memory refusal that names the launch
// argument to change (engineremedy.go).
func TestGeneralise596(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// Plan limits.
		{"Firecrawl 402 insufficient credits, upgrade your plan", "http", 402, "", `{"success":false,"error":"Insufficient credits to perform this request. For more credits, you can upgrade your plan at https://firecrawl.dev/pricing."}`, rung.KindPremise},
		{"Tavily 432 plan usage limit", "http", 432, "", `{"detail":{"error":"This request exceeds your plan's set usage limit. Please upgrade your plan or contact support@tavily.com"}}`, rung.KindPremise},
		{"Pinecone 429 write units for the month", "http", 429, "RESOURCE_EXHAUSTED", `{"error":{"code":"RESOURCE_EXHAUSTED","message":"Request failed. You've reached your write unit limit for the current month (2000000). To continue writing data, upgrade your plan."},"status":429}`, rung.KindPremise},
		{"Pinecone 403 max collections in project", "http", 403, "FORBIDDEN", `{"error":{"code":"FORBIDDEN","message":"Request failed. You've reached the max collections allowed in project acme-search (100). To add more collections, upgrade your plan."},"status":403}`, rung.KindPremise},
		{"near miss: Groq 429 tokens per minute, upgrade to Dev Tier", "http", 429, "rate_limit_exceeded", `{"error":{"message":"Rate limit reached for model ` + "`llama-3.3-70b-versatile`" + ` in organization ` + "`org_01`" + ` service tier ` + "`on_demand`" + ` on tokens per minute (TPM): Limit 6000, Used 5210, Requested 1200. Please try again in 4.1s. Need more tokens? Upgrade to Dev Tier today at https://console.groq.com/settings/billing","type":"tokens","code":"rate_limit_exceeded"}}`, rung.KindTransient},
		{"near miss: a per-minute window that also says upgrade your plan", "http", 429, "", `{"detail":{"error":"You have exceeded 100 requests per minute. Please upgrade your plan for higher limits."}}`, rung.KindTransient},
		// Deletion protection.
		{"AWS ELB OperationNotPermitted, deletion protection", "http", 400, "", `Load balancer 'arn:aws:elasticloadbalancing:us-east-1:123456789012:loadbalancer/app/acme-alb/50dc6c495c0c9188' cannot be deleted because deletion protection is enabled`, rung.KindPremise},
		{"DynamoDB DeleteTable with deletion protection", "http", 400, "", `{"__type":"com.amazon.coral.validate#ValidationException","message":"Resource cannot be deleted as it is currently protected against deletion. Disable deletion protection first."}`, rung.KindPremise},
		{"RDS DeleteDBInstance, protected", "aws", 400, "InvalidParameterCombination", `operation error RDS: DeleteDBInstance, https response error StatusCode: 400, RequestID: 5b1c, api error InvalidParameterCombination: Cannot delete protected DB Instance, please disable deletion protection and try again.`, rung.KindPremise},
		{"Google Compute delete of a protected instance under 403", "http", 403, "", `{"error":{"code":403,"message":"Invalid resource usage: 'Resource cannot be deleted if it's protected against deletion.'","errors":[{"message":"Invalid resource usage: 'Resource cannot be deleted if it's protected against deletion.'","domain":"global","reason":"resourceInUseByAnotherResource"}]}}`, rung.KindPremise},
		{"near miss: Pinecone FORBIDDEN for a key without the right", "http", 403, "FORBIDDEN", `{"error":{"code":"FORBIDDEN","message":"The API key does not have permission to delete index acme-prod."},"status":403}`, rung.KindDenied},
		// Embedding length.
		{"Qdrant 400 vector dimension error", "http", 400, "", `{"status":{"error":"Wrong input: Vector dimension error: expected dim: 1536, got 768"},"time":0.0021}`, rung.KindInvalid},
		{"Chroma InvalidDimensionException, no status", "", 0, "", `chromadb.errors.InvalidDimensionException: Embedding dimension 768 does not match collection dimensionality 384`, rung.KindInvalid},
		{"Pinecone gRPC code 3 dimension", "http", 400, "", `{"code":3,"message":"Vector dimension 768 does not match the dimension of the index 1024","details":[]}`, rung.KindInvalid},
		{"Milvus 1100 dim not equal to schema dim", "grpc", 0, "1100", `<MilvusException: (code=1100, message=the dim (1024) of field data(vector) is not equal to schema dim (768): invalid parameter[expected=768][actual=1024])>`, rung.KindInvalid},
		{"Elasticsearch knn query dimensions", "http", 400, "illegal_argument_exception", `BadRequestError(400, 'search_phase_execution_exception', 'The query vector has a different number of dimensions [1024] than the document vectors [384].')`, rung.KindInvalid},
		{"near miss: Weaviate 500 deadline stays transient", "http", 500, "", `{"error":[{"message":"put object: import into index acmedoc: put local object: shard=\"Wf3k\": context deadline exceeded"}]}`, rung.KindTransient},
		// Safety checker on the output.
		{"diffusers safety checker", "", 0, "", `Potential NSFW content was detected in one or more images. A black image will be returned instead. Try again with a different prompt and/or seed.`, rung.KindAmbiguous},
		{"Replicate cog-stable-diffusion", "", 0, "", `replicate.exceptions.ModelError: NSFW content detected, please try a different prompt`, rung.KindAmbiguous},
		{"stable diffusion explanation pipeline", "", 0, "", `Exception: NSFW content was detected, it is not possible to provide an explanation. Try to set ` + "`run_safety_checker=False`" + ` if you really want to skip the NSFW safety check.`, rung.KindAmbiguous},
		{"cog-flux-schnell via replicate-python", "", 0, "", `replicate.exceptions.ModelError: All generated images contained NSFW content. Try running it again with a different prompt.`, rung.KindAmbiguous},
		{"near miss: OpenAI images content_policy_violation (the prompt) stays invalid", "http", 400, "content_policy_violation", `{"error":{"code":"content_policy_violation","message":"Your request was rejected as a result of our safety system. Your prompt may contain text that is not allowed by our safety system.","type":"invalid_request_error","param":null}}`, rung.KindInvalid},
		{"near miss: Replicate 422 on the safety checker input", "http", 422, "", `{"detail":"input.disable_safety_checker: Invalid type. Expected: boolean, given: string","status":422,"title":"Input validation failed"}`, rung.KindInvalid},
		// A field the schema lacks under a 404.
		{"Typesense facet_by field", "http", 404, "", `status: 404 response: {"message": "Could not find a facet field named ` + "`genre`" + ` in the schema."}`, rung.KindInvalid},
		{"near miss: PostgREST PGRST205 missing table", "http", 404, "", `{"code":"PGRST205","details":null,"hint":null,"message":"Could not find the table 'public.notes' in the schema cache"}`, rung.KindPremise},
		{"near miss: Typesense missing collection", "http", 404, "", `status: 404 response: {"message": "Could not find a collection named ` + "`books`" + `."}`, rung.KindPremise},
		// A memory refusal that names the launch argument.
		{"vLLM no memory for cache blocks", "", 0, "", "ValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization` when initializing the engine.", rung.KindInvalid},
		{"vLLM v1 KV cache for max seq len", "", 0, "", "ValueError: To serve at least one request with the models's max seq len (131072), (16.00 GiB KV cache is needed, which is larger than the available KV cache memory (9.54 GiB). Based on the available memory, the estimated maximum model length is 78112. Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine.", rung.KindInvalid},
		{"TGI warmup prefill tokens", "", 0, "", "Not enough memory to handle 4096 prefill tokens. You need to decrease `--max-batch-prefill-tokens`", rung.KindInvalid},
		{"SGLang mem fraction", "", 0, "", "RuntimeError: Not enough memory. Please try to increase --mem-fraction-static.", rung.KindInvalid},
		{"near miss: Ollama needs more memory than the host has", "http", 500, "", `{"error":"model requires more system memory (9.7 GiB) than is available (6.1 GiB)"}`, rung.KindPremise},
	})
}

// TestGeneralise596PullFirst: Ollama's "not found, try pulling it first" in
// its clients' forms reads premise; a model name the provider does not
// have, with no pull to take, stays invalid.
func TestGeneralise596PullFirst(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "ollama native api", protocol: "http", status: 404, msg: `{"error":"model \"w596b-qwen:7b\" not found, try pulling it first"}`, want: rung.KindPremise},
		{name: "ollama openai-compatible body", protocol: "openai", status: 404, msg: `{"error":{"message":"model \"w596b-mistral\" not found, try pulling it first","type":"not_found_error","param":null,"code":null}}`, want: rung.KindPremise},
		{name: "openai-go over ollama", msg: `POST "http://127.0.0.1:11434/v1/chat/completions": 404 Not Found {"message":"model \"w596b-phi3\" not found, try pulling it first","type":"not_found_error","param":null,"code":null}`, want: rung.KindPremise},
		{name: "ollama python client", msg: `ollama._types.ResponseError: model "w596b-gemma:2b" not found, try pulling it first (status code: 404)`, want: rung.KindPremise},
		{name: "langchain ollama", msg: `ValueError: Ollama call failed with status code 404. Details: {"error":"model 'w596b-llava' not found, try pulling it first"}`, want: rung.KindPremise},
		// Near misses: a model the provider does not have, no pull named.
		{name: "near miss: openai model_not_found", protocol: "openai", status: 404, msg: "{\"error\":{\"message\":\"The model `gpt-w596` does not exist or you do not have access to it.\",\"type\":\"invalid_request_error\",\"param\":null,\"code\":\"model_not_found\"}}", want: rung.KindInvalid},
		{name: "near miss: anthropic model", protocol: "anthropic", status: 404, msg: `{"type":"error","error":{"type":"not_found_error","message":"model: claude-w596"}}`, want: rung.KindInvalid},
	})
}
