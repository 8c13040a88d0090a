package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases405 runs held-out set 405: the dev sample's vendor mix, long tail (fourth draw), from the vendors' docs, labelled blind.
func TestIndependentCases405(t *testing.T) {
	runIndependent(t, "testdata/independent405.jsonl", false)
}

// TestGeneralise405 checks BigQuery's jobBackendError reason, a 400 that
// names a backend failure of the job, as other clients print it, with near
// misses.
func TestGeneralise405(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"go googleapi", "http", 400, "", "googleapi: Error 400: The job encountered an internal error during execution and was unable to complete successfully., jobBackendError", rung.KindTransient},
		{"go googleapi multi", "http", 400, "", "googleapi: Error 400: Job abc failed: backend, jobBackendError", rung.KindTransient},
		{"errors list order", "http", 400, "", "{\"error\":{\"errors\":[{\"domain\":\"global\",\"reason\":\"jobBackendError\",\"message\":\"Job failed\"}],\"code\":400,\"message\":\"Job failed\"}}", rung.KindTransient},
		{"rest body", "http", 400, "", "{\"error\":{\"code\":400,\"message\":\"Job failed\",\"errors\":[{\"reason\":\"jobBackendError\",\"message\":\"Job failed\"}],\"status\":\"INVALID_ARGUMENT\"}}", rung.KindTransient},
		{"grpc error info", "grpc", 0, "", "rpc error: code = InvalidArgument desc = The job encountered an internal error during execution. [ErrorInfo reason=jobBackendError domain=bigquery.googleapis.com]", rung.KindTransient},
		// Near misses: BigQuery's own invalidQuery and a bare 400 keep their reading.
		{"invalid query", "http", 400, "", "{\"error\":{\"code\":400,\"message\":\"Syntax error: Unexpected keyword FROM at [1:8]\",\"errors\":[{\"reason\":\"invalidQuery\",\"message\":\"Syntax error\"}],\"status\":\"INVALID_ARGUMENT\"}}", rung.KindInvalid},
		{"bare invalid argument", "http", 400, "", "{\"error\":{\"code\":400,\"message\":\"Invalid table name\",\"status\":\"INVALID_ARGUMENT\"}}", rung.KindInvalid},
	})
}
