package classify

import "testing"

// TestIndependentCases871 runs held-out set 871: vector databases and retrieval stores (Pinecone, Weaviate, Qdrant, Milvus, Chroma, pgvector, Elasticsearch/OpenSearch kNN, LanceDB, turbopuffer), labelled blind.
func TestIndependentCases871(t *testing.T) {
	runIndependent(t, "testdata/independent871.jsonl", false)
}
