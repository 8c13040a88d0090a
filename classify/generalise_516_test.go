package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases516 runs held-out set 516: Anthropic, OpenAI and MCP failures (API error bodies, unusable 200s, JSON-RPC errors, tool results), from the vendors' docs, SDK and server source, labelled blind.
//
// First run at 9bfd072: 27/30 overall, 23/25 tricky.
// Fixed later by the lead: i516-openai-429-rpd (generic.go dailyWindowRefills: a per-day rate limit that names a wait of minutes at most refills continuously, transient).
func TestIndependentCases516(t *testing.T) {
	runIndependent(t, "testdata/independent516.jsonl", true)
}

// TestGeneralise516 holds the class behind set 516's batch misses: a batch
// job whose tally shows some requests or tasks failed and some succeeded
// is a partial success (ambiguous), whatever the job's own status says
// (httppreset.go partialCounts). A tally with no failure keeps its old kind.
func TestGeneralise516(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"mistral batch job SUCCESS with failed_requests", "http", 200, "",
			`{"id":"b_6ef1c4d2","object":"batch","input_files":["e4e2fe55-0b2c-4c8b-9d6b-3c1f2a7b9d10"],"endpoint":"/v1/chat/completions","model":"mistral-small-latest","errors":[],"status":"SUCCESS","created_at":1729004871,"total_requests":100,"completed_requests":100,"succeeded_requests":96,"failed_requests":4,"output_file":"c9f7b3a2-1e4d-4f0a-8b6c-5d2e1a3f4b7c","error_file":"d1a2b3c4-5e6f-4a7b-8c9d-0e1f2a3b4c5d"}`, rung.KindAmbiguous},
		{"vertex ai batch prediction succeeded with failedCount", "http", 200, "",
			`{"name":"projects/123456789/locations/us-central1/batchPredictionJobs/4455667788","displayName":"score-reviews","model":"publishers/google/models/gemini-2.0-flash-001","state":"JOB_STATE_SUCCEEDED","completionStats":{"successfulCount":"9990","failedCount":"10"}}`, rung.KindAmbiguous},
		{"gemini batch succeeded with failedRequestCount", "http", 200, "",
			`{"name":"batches/123456","metadata":{"@type":"type.googleapis.com/google.ai.generativelanguage.v1main.GenerateContentBatch","model":"models/gemini-2.5-flash","displayName":"reviews","state":"BATCH_STATE_SUCCEEDED","batchStats":{"requestCount":"100","successfulRequestCount":"97","failedRequestCount":"3"}}}`, rung.KindAmbiguous},
		{"s3 batch operations job complete with failed tasks", "aws", 200, "",
			`{"Job":{"JobId":"3d9c1e5a-7b2f-4c6d-8e0a-1b2c3d4e5f60","Operation":{"S3PutObjectCopy":{"TargetResource":"arn:aws:s3:::dest-bucket"}},"Priority":10,"ProgressSummary":{"TotalNumberOfTasks":1000,"NumberOfTasksSucceeded":990,"NumberOfTasksFailed":10},"Status":"Complete"}}`, rung.KindAmbiguous},
		{"openai batch pretty-printed (API reference layout)", "openai", 200, "",
			"{\n  \"id\": \"batch_abc123\",\n  \"object\": \"batch\",\n  \"endpoint\": \"/v1/completions\",\n  \"status\": \"completed\",\n  \"error_file_id\": \"file-HOWS94\",\n  \"request_counts\": {\n    \"total\": 100,\n    \"completed\": 95,\n    \"failed\": 5\n  }\n}", rung.KindAmbiguous},
		// Near misses: a tally with no failure is no partial success.
		{"openai batch completed, none failed", "openai", 200, "",
			`{"id":"batch_abc123","object":"batch","endpoint":"/v1/chat/completions","errors":null,"status":"completed","output_file_id":"file-cvaTdG","error_file_id":null,"request_counts":{"total":100,"completed":100,"failed":0}}`, rung.KindUnknown},
		{"anthropic batch ended, none errored", "anthropic", 200, "",
			`{"id":"msgbatch_013Zva2CMHLNnXjNJJKqJ2EF","type":"message_batch","processing_status":"ended","request_counts":{"processing":0,"succeeded":50,"errored":0,"canceled":0,"expired":0},"results_url":"https://api.anthropic.com/v1/messages/batches/msgbatch_013Zva2CMHLNnXjNJJKqJ2EF/results"}`, rung.KindUnknown},
		{"openai batch failed validation keeps invalid", "openai", 200, "",
			`{"id":"batch_abc123","object":"batch","endpoint":"/v1/chat/completions","errors":{"object":"list","data":[{"code":"invalid_json_line","message":"This line is not parseable as valid JSON.","param":null,"line":1}]},"status":"failed","request_counts":{"total":0,"completed":0,"failed":0}}`, rung.KindInvalid},
	})
}
