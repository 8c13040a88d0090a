package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 9bf43021: 22/32 overall, 7/16 tricky.
// Fixed since: the SDK-path "Invalid URL" 404, a wrapper's stream-end words
// and %q empty stop_reason, a bare "refusal: I'm sorry", an answer counted
// empty ("0 content blocks", "0 vectors for"), an expired batch's tally in
// words. Three misses are tolerated:
// Tolerated: i1194-ant-model-get-404: invalid vs premise ("`not_found_error` → premise, invalid when it names a model"): Models.Get looks the model up as a resource, so its absence reads as a missing resource to me, but the ruling covers every model-named not_found_error and is not flipped alone.
// Tolerated: i1194-ant-batch-result-expired: unknown vs transient (a one-off: the agent wrapper's bare "batch result <id>: expired"; the JSON result `"type":"expired"` reads transient by its own row, and a bare ": expired" states no class that token or certificate expiry would not also match).
// Tolerated: i1194-oai-batch-output-empty: unknown vs ambiguous (a one-off: the agent wrapper's "0 bytes, 0 result lines for 250 requests" wording, no class beyond this wrapper's words).
func TestIndependentCases1194(t *testing.T) {
	runIndependent(t, "testdata/independent1194.jsonl", true, "i1194-ant-model-get-404", "i1194-ant-batch-result-expired", "i1194-oai-batch-output-empty")
}

// TestGeneralise1194StreamEndMissing: a wrapper's words for a stream whose
// terminal event never came (the SDKs return Err()==nil on a clean close),
// and Go's %q rendering of an empty stop reason, read as a cut stream.
func TestGeneralise1194StreamEndMissing(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"anthropic no message_stop", "http", 200, "", `stream for msg_01XyZ closed after 3 events without message_stop`, rung.KindTransient},
		{"openai no DONE", "", 0, "", "chat stream chatcmpl-9a closed after 1 chunks with no [DONE] and no finish_reason", rung.KindTransient},
		{"responses", "", 0, "", "responses stream resp_68a ended without response.completed after 12 events", rung.KindTransient},
		{"percent q empty", "", 0, "", `message msg_01Ab stop_reason "" after 40 events`, rung.KindTransient},
		{"percent q empty finish", "", 0, "", `chat completion chatcmpl-7 finish_reason "": tool call arguments incomplete`, rung.KindTransient},
		// Near misses keep their readings.
		{"stop reason named", "", 0, "", `message msg_01Ab ended with stop_reason "max_tokens"`, rung.KindAmbiguous},
		{"percent q end_turn", "", 0, "", `message msg_01Ab stop_reason "end_turn": 0 tool_use blocks where one was asked`, rung.KindUnknown},
	})
}

// TestGeneralise1194RefusalBare: a refusal printed bare after its key,
// "refusal: I'm sorry, ...", is the model declining: ambiguous.
func TestGeneralise1194RefusalBare(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"batch line", "http", 200, "", "batch request w-4 (status 200): no content; refusal: I'm sorry, but I can't help with that request.", rung.KindAmbiguous},
		{"chat", "", 0, "", "chat completion chatcmpl-5 refusal: I can't assist with that.", rung.KindAmbiguous},
		{"capitalised key", "", 0, "", "structured output failed; Refusal: I am sorry, I cannot produce that JSON", rung.KindAmbiguous},
		// Near misses: no apology after the key.
		{"refusal null", "", 0, "", "chat completion chatcmpl-5 refusal: null; content: empty", rung.KindUnknown},
		{"connection refusal", "", 0, "", "dial tcp 10.0.0.5:443: connection refusal: timeout", rung.KindTransient},
	})
}

// TestGeneralise1194InvalidURLOnSDKPath: OpenAI's "Invalid URL (POST
// /v1/messages)" naming a vendor SDK's own full path: the base URL points at
// another API (premise by the base-URL rule); a mistyped path stays invalid.
func TestGeneralise1194InvalidURLOnSDKPath(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"anthropic sdk at openai server", "http", 404, "", `POST "http://gw.internal/v1/messages": 404 Not Found {"error":{"message":"Invalid URL (POST /v1/messages)","type":"invalid_request_error","param":null,"code":null}}`, rung.KindPremise},
		{"batches path", "http", 404, "", `POST "http://gw.internal/v1/messages/batches": 404 Not Found {"error":{"message":"Invalid URL (POST /v1/messages/batches)","type":"invalid_request_error","param":null,"code":null}}`, rung.KindPremise},
		{"no status field", "", 0, "", `POST "http://127.0.0.1:8080/v1/embeddings": 404 Not Found {"error":{"message":"Invalid URL (POST /v1/embeddings)","type":"invalid_request_error"}}`, rung.KindPremise},
		// Near misses: a path typed wrong, or an id under a wrong route.
		{"typo path", "http", 404, "", `{"error":{"message":"Invalid URL (POST /v1/chat/completion)","type":"invalid_request_error","param":null,"code":null}}`, rung.KindInvalid},
		{"wrong route with id", "http", 404, "", `GET "https://api.openai.com/v1/vector_store/vs_1": 404 Not Found {"message":"Invalid URL (GET /v1/vector_store/vs_1)","type":"invalid_request_error"}`, rung.KindInvalid},
	})
}

// TestGeneralise1194EmptyAnswerCounted: a model or embeddings answer counted
// empty in a wrapper's words is an unusable success (ambiguous).
func TestGeneralise1194EmptyAnswerCounted(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"batch result", "http", 200, "", "batch result w-req-5 succeeded with 0 content blocks (stop_reason end_turn, output_tokens 2)", rung.KindAmbiguous},
		{"embeddings", "http", 200, "", "embeddings: got 0 vectors for 4 inputs (model text-embedding-3-small)", rung.KindAmbiguous},
		{"embeddings bare", "", 0, "", "embed_documents: provider returned no embeddings for 12 texts", rung.KindAmbiguous},
		// Near misses: a count with more digits, and a 4xx about the request.
		{"ten blocks", "", 0, "", "message msg_1 has 10 content blocks; expected 1 text block, got 10", rung.KindInvalid},
		{"4xx", "http", 400, "", `{"type":"error","error":{"type":"invalid_request_error","message":"messages.0: assistant message has no content blocks"}}`, rung.KindInvalid},
	})
}

// TestGeneralise1194ExpiredPartialCount: a batch its time limit cut off,
// with its tally in words, is a partial success (ambiguous), as set 898's
// JSON tally; a running or cancelled batch's progress is not read so.
func TestGeneralise1194ExpiredPartialCount(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"openai batch", "http", 200, "", "batch batch_abc ended with status expired: 812 of 1500 requests completed", rung.KindAmbiguous},
		{"anthropic words", "", 0, "", "message batch msgbatch_01 expired after 24h; 40 of 100 requests succeeded", rung.KindAmbiguous},
		// Near misses keep their readings.
		{"running", "", 0, "", "batch batch_abc in_progress: 812 of 1500 requests completed", rung.KindUnknown},
		{"cancelled", "", 0, "", "batch batch_abc ended with status cancelled: 40 of 1500 requests completed", rung.KindUnknown},
	})
}
