package classify

import "testing"

// TestIndependentCases596 runs held-out set 596: search, vector stores and model hosting (Pinecone, Weaviate, Qdrant, Milvus, Chroma, pgvector, Elasticsearch, Algolia, Typesense, Meilisearch, Hugging Face, Replicate, Modal, Ollama, vLLM), labelled blind.
func TestIndependentCases596(t *testing.T) {
	runIndependent(t, "testdata/independent596.jsonl", false)
}
