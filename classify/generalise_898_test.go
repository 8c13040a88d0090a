package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at d69b10f9: 31/32 overall, 18/19 tricky.
func TestIndependentCases898(t *testing.T) {
	runIndependent(t, "testdata/independent898.jsonl", true)
}

// TestGeneralise898 holds the class behind set 898's miss: a batch whose
// time limit cut it off after some of its requests ran (its tally shows
// requests done and requests expired or unfinished) is a partial success,
// ambiguous as set 516's failed tally: the done results are in the output,
// only the rest is to be sent again (httppreset.go cutShortCounts). A batch
// that expired before anything ran, a running batch and a single expired
// result keep their readings.
func TestGeneralise898(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"anthropic message batch ended with expired requests", "anthropic", 200, "",
			`{"id":"msgbatch_01HkcTjaV5uDC8jWR4ZsDV8d","type":"message_batch","processing_status":"ended","request_counts":{"processing":0,"succeeded":988,"errored":0,"canceled":0,"expired":12},"ended_at":"2024-08-21T02:41:09.893Z","expires_at":"2024-08-21T02:41:09.893Z","results_url":"https://api.anthropic.com/v1/messages/batches/msgbatch_01HkcTjaV5uDC8jWR4ZsDV8d/results"}`, rung.KindAmbiguous},
		{"anthropic message batch pretty-printed with expired requests", "http", 200, "",
			"{\n  \"id\": \"msgbatch_013Zva2CMHLNnXjNJJKqJ2EF\",\n  \"type\": \"message_batch\",\n  \"processing_status\": \"ended\",\n  \"request_counts\": {\n    \"processing\": 0,\n    \"succeeded\": 40,\n    \"errored\": 0,\n    \"canceled\": 0,\n    \"expired\": 60\n  }\n}", rung.KindAmbiguous},
		{"azure openai batch expired part-way", "http", 200, "",
			`{"cancelled_at":null,"completed_at":null,"created_at":1724256372,"endpoint":"/chat/completions","error_file_id":null,"expired_at":1724342772,"id":"batch_6caaf24d-54a5-46be-b1b7-518884fcbdde","input_file_id":"file-b6e8c6b1a5b0474b8f1f1d6b6d4a2a1c","object":"batch","output_file_id":"file-0b1fa4d6c4e2436b8d1b3b1d1b6fa1f2","request_counts":{"completed":80,"failed":0,"total":100},"status":"expired"}`, rung.KindAmbiguous},
		{"azure openai batch pretty-printed", "openai", 200, "",
			"{\n  \"id\": \"batch_0a1b2c3d\",\n  \"object\": \"batch\",\n  \"endpoint\": \"/chat/completions\",\n  \"status\": \"expired\",\n  \"request_counts\": {\n    \"total\": 10,\n    \"completed\": 7,\n    \"failed\": 0\n  }\n}", rung.KindAmbiguous},
		{"groq batch expired part-way", "http", 200, "",
			`{"id":"batch_01jh6xa7reempvjyh6n3yst2zw","object":"batch","endpoint":"/v1/chat/completions","errors":null,"input_file_id":"file_01jh6x76wtemjr74t1fh0faj5t","completion_window":"24h","status":"expired","output_file_id":"file_01jh6xa97be52b7pg88czwrrwb","error_file_id":null,"request_counts":{"total":500,"completed":430,"failed":0}}`, rung.KindAmbiguous},
		{"mistral batch job timeout exceeded part-way", "http", 200, "",
			`{"id":"b_6ef1c4d2","object":"batch","input_files":["e4e2fe55-0b2c-4c8b-9d6b-3c1f2a7b9d10"],"endpoint":"/v1/chat/completions","model":"mistral-small-latest","errors":[],"status":"TIMEOUT_EXCEEDED","created_at":1729004871,"total_requests":100,"completed_requests":70,"succeeded_requests":70,"failed_requests":0}`, rung.KindAmbiguous},
		// Near misses: nothing ran, still running, or a single expired result.
		{"openai batch expired before any request ran keeps batch_expired", "openai", 200, "batch_expired",
			`{"id":"batch_abc123","object":"batch","endpoint":"/v1/chat/completions","status":"expired","request_counts":{"total":100,"completed":0,"failed":0}}`, rung.KindTransient},
		{"openai batch in progress part-way", "openai", 200, "",
			`{"id":"batch_abc123","object":"batch","endpoint":"/v1/chat/completions","status":"in_progress","request_counts":{"total":100,"completed":40,"failed":0}}`, rung.KindTransient},
		{"anthropic batch result expired", "anthropic", 200, "",
			`{"custom_id":"my-first-request","result":{"type":"expired"}}`, rung.KindTransient},
	})
}
