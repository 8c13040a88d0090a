package classify

// vectorDimWords: an embedding whose length is not the one the collection,
// index or column was built for. Every vector store words it its own way,
// and some send it under a 500 (Weaviate's "new node has a vector with
// length 384. Existing nodes have vectors with length 1536", set 596) or
// with no status at all (Chroma's InvalidDimensionException). The store is
// fine and so is the goal: the call sent another model's embedding, so
// embed with the model the store was built for (pgvector's SQLSTATE rows
// are read in postgres.go).
var vectorDimWords = []pattern{
	{text: "existing nodes have vectors with length", kind: invalid, reason: vectorDimReason},
	{text: "vector dimension error", kind: invalid, reason: vectorDimReason},
	{text: "does not match collection dimensionality", kind: invalid, reason: vectorDimReason},
	{text: "does not match the dimension of the index", kind: invalid, reason: vectorDimReason},
	{text: "is not equal to schema dim", kind: invalid, reason: vectorDimReason},
	{text: "different number of dimensions", kind: invalid, reason: vectorDimReason},
	// Weaviate's HNSW distance check, under a 500 or in a GraphQL or gRPC
	// error: "... calculate distance between insert node and final
	// entrypoint: vector lengths don't match: 384 vs 768" (an insert) and
	// "knn search: distance between entrypoint and query node: 768 vs 384:
	// vector lengths don't match" (a query; set 1202).
	{text: "vector lengths don't match", kind: invalid, reason: vectorDimReason},
	{text: "vector lengths do not match", kind: invalid, reason: vectorDimReason},
	// Chroma 1.x's server (Rust) for an add or query whose embeddings
	// are another model's: "Collection expecting embedding with dimension
	// of 1024, got 384", relayed as is by chroma-mcp's tool errors and
	// the clients (chroma-core/chroma-mcp issue 26; set 1413).
	{text: "expecting embedding with dimension", kind: invalid, reason: vectorDimReason},
}

const vectorDimReason = "the embedding's length is not the one the store was built for: embed with the store's model"
