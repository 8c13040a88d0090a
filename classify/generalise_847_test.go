package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at b591996c: 31/32 overall, 18/19 tricky.
// TestIndependentCases847 runs held-out set 847: documented failures as raw HTTP responses across vendors (AWS, Google, PostgREST, OpenAI, Anthropic, GitHub, Slack, Stripe, geocoding, Kubernetes, MCP, RFC 9110), labelled blind.
func TestIndependentCases847(t *testing.T) {
	runIndependent(t, "testdata/independent847.jsonl", true)
}

// TestGeneralise847 holds the class the set's miss showed: a 2xx poll of a
// long-running operation, job or query whose state says it has not finished
// is a wait (transient), as a 202 is; a resource that merely runs is not.
func TestGeneralise847(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "Compute Engine zoneOperations.get status RUNNING", protocol: "http", status: 200,
			msg:  "HTTP/1.1 200 OK\nContent-Type: application/json\n\n{\"kind\":\"compute#operation\",\"id\":\"4471\",\"name\":\"operation-1733-ab\",\"zone\":\"us-central1-a\",\"operationType\":\"insert\",\"targetLink\":\"https://compute.googleapis.com/compute/v1/projects/p/zones/us-central1-a/instances/vm-1\",\"status\":\"RUNNING\",\"progress\":0}",
			want: rung.KindTransient},
		{name: "google.longrunning.Operation done false (Cloud Functions v1 operations.get)", protocol: "http", status: 200,
			msg:  "{\"name\":\"operations/cHJvamVjdHMvcC9sb2NhdGlvbnM\",\"metadata\":{\"@type\":\"type.googleapis.com/google.cloud.functions.v1.OperationMetadataV1\",\"type\":\"CREATE_FUNCTION\"},\"done\":false}",
			want: rung.KindTransient},
		{name: "Azure Resource Manager Azure-AsyncOperation status InProgress", protocol: "http", status: 200,
			msg:  "{\"id\":\"/subscriptions/s/providers/Microsoft.Compute/locations/westus/operations/0f3a\",\"name\":\"0f3a\",\"status\":\"InProgress\",\"startTime\":\"2026-12-04T22:00:00Z\"}",
			want: rung.KindTransient},
		{name: "Amazon Athena GetQueryExecution State RUNNING", protocol: "aws", status: 200,
			msg:  "{\"QueryExecution\":{\"QueryExecutionId\":\"a1b2\",\"Query\":\"SELECT 1\",\"Status\":{\"State\":\"RUNNING\",\"SubmissionDateTime\":1.7e9}}}",
			want: rung.KindTransient},
		{name: "Databricks Statement Execution API state PENDING", protocol: "http", status: 200,
			msg:  "{\"statement_id\":\"01ef-aa\",\"status\":{\"state\":\"PENDING\"}}",
			want: rung.KindTransient},
		{name: "OpenAI batches.retrieve status in_progress", protocol: "openai", status: 200,
			msg:  "{\"id\":\"batch_abc123\",\"object\":\"batch\",\"endpoint\":\"/v1/chat/completions\",\"status\":\"in_progress\",\"request_counts\":{\"total\":100,\"completed\":40,\"failed\":0}}",
			want: rung.KindTransient},
		{name: "near miss: Trino queued statement page (set 429)", protocol: "http", status: 200,
			msg:  `{"id":"20261204_220000_00847_w847q","nextUri":"http://trino:8080/v1/statement/queued/20261204_220000_00847_w847q/z/1","stats":{"state":"QUEUED"}}`,
			want: rung.KindUnknown},
		// Near misses: a running resource is not unfinished work, and a
		// finished job keeps its own reading.
		{name: "near miss: Compute Engine instance status RUNNING", protocol: "http", status: 200,
			msg:  "{\"kind\":\"compute#instance\",\"name\":\"vm-1\",\"status\":\"RUNNING\",\"machineType\":\"e2-small\"}",
			want: rung.KindUnknown},
		{name: "near miss: Vertex AI job JOB_STATE_CANCELLED", protocol: "http", status: 200,
			msg:  "{\"name\":\"projects/p/locations/us-central1/batchPredictionJobs/1\",\"state\":\"JOB_STATE_CANCELLED\"}",
			want: rung.KindPremise},
	})
}
