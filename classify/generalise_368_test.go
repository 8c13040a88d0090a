package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases368 runs held-out set 368: Google Cloud, Gemini, gRPC and Anthropic long tail, from the vendors' docs, labelled blind.
func TestIndependentCases368(t *testing.T) {
	runIndependent(t, "testdata/independent368.jsonl", false)
}

// TestGeneralise368Building checks an index or resource that is still
// building (a refusal that ends by itself), with near misses.
func TestGeneralise368Building(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"datastore index building", "grpc", 0, "FAILED_PRECONDITION", "rpc error: code = FailedPrecondition desc = The index for this query is currently building; retry when it is ready.", rung.KindTransient},
		{"atlas search index", "http", 400, "", `{"error":"Search index default is currently building"}`, rung.KindTransient},
		{"vector index still building", "grpc", 0, "FAILED_PRECONDITION", "rpc error: code = FailedPrecondition desc = vector index idx_embedding is still building", rung.KindTransient},
		{"search service still being built", "http", 400, "", "Index 'products' is still being built. Try the query again later.", rung.KindTransient},
		{"meili still building", "", 0, "", "the index `movies` is currently building, queries are paused", rung.KindTransient},
		// Near misses: an index that is missing, and a build that failed,
		// keep their reading.
		{"index missing", "grpc", 0, "FAILED_PRECONDITION", "rpc error: code = FailedPrecondition desc = The query requires an index. You can create it here: https://console.firebase.google.com/v1/r/project/p/firestore/indexes?create_composite=abc", rung.KindPremise},
		{"index build failed", "grpc", 0, "FAILED_PRECONDITION", "rpc error: code = FailedPrecondition desc = index build failed: duplicate key value", rung.KindPremise},
	})
}
