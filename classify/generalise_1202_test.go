package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases1202 runs held-out set 1202: search engines and
// vector databases an agent's retrieval tool calls (Elasticsearch,
// OpenSearch, Pinecone, Weaviate, Qdrant, Milvus, Chroma, Algolia,
// Typesense, Meilisearch, Vespa, Azure AI Search, Vertex AI Vector Search),
// labelled blind from the products' docs.
// First run at a121a7ae: 33/37 overall, 13/16 tricky.
// Fixed: Weaviate's "vector lengths don't match" (vectordims.go, also read
// under gRPC UNKNOWN) and a property or named vector the schema lacks
// (Weaviate "no such prop with name", Qdrant "Not existing vector name";
// generic.go), TestGeneralise1202VectorLengths and TestGeneralise1202SchemaNames.
// Passes since the lead's revision (set 1413 round): i1202-weaviate-class-not-in-schema: a missing field on Weaviate's GetObjectsObj/AggregateObjectsObj is a collection not in the schema, premise (sets 1202 and 1413 against 891).
func TestIndependentCases1202(t *testing.T) {
	runIndependent(t, "testdata/independent1202.jsonl", true)
}

// TestGeneralise1202VectorLengths: Weaviate's HNSW distance check refusing
// an embedding of another length, "vector lengths don't match", on insert
// (under a 500), on a query (gRPC UNKNOWN) and inside a GraphQL errors
// array, reads invalid as the other stores' dimension errors (vectordims.go);
// a 500 for a deadline in the same search path stays transient.
func TestGeneralise1202VectorLengths(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"Weaviate 500 on insert, python client v3", "http", 500, "", `Creating object! Unexpected status code: 500, with response body: {'error': [{'message': "store: import into index w1202doc: shard w1202doc_Gd1F: update vector index: insert doc id 7 to vector index: find and connect neighbors: calculate distance between insert node and final entrypoint: vector lengths don't match: 5 vs 6"}]}`, rung.KindInvalid},
		{"Weaviate gRPC UNKNOWN on a near_text query", "grpc", 0, "Unknown", `explorer: get class: concurrentTargetVectorSearch): explorer: get class: vector search: object vector search at index w1202doc: shard w1202doc_mj30ETuK: vector search: knn search: distance between entrypoint and query node: 768 vs 384: vector lengths don't match`, rung.KindInvalid},
		{"Weaviate GraphQL errors under a 200", "http", 200, "", `{"data":{"Get":{"W1202Doc":null}},"errors":[{"locations":[{"column":6,"line":1}],"message":"explorer: get class: vector search: object vector search at index w1202doc: shard w1202doc_trp4: vector search: knn search: distance between entrypoint and query node: vector lengths don't match: 4096 vs 768","path":["Get","W1202Doc"]}]}`, rung.KindInvalid},
		{"near miss: Weaviate 500 knn search deadline stays transient", "http", 500, "", `{"error":[{"message":"explorer: get class: vector search: object vector search at index w1202doc: shard w1202doc_trp4: vector search: knn search: context deadline exceeded"}]}`, rung.KindTransient},
	})
}

// TestGeneralise1202SchemaNames: a property or named vector the call names
// that the collection's schema does not define (Weaviate's "no such prop
// with name", Qdrant's "Not existing vector name error") is the call's own
// name, invalid as "unknown column" (generic.go missingTail); a collection
// or class that does not exist, in the same stores' words, stays premise.
func TestGeneralise1202SchemaNames(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"Weaviate 422 object with an unknown property", "http", 422, "", `{"error":[{"message":"invalid object: no such prop with name 'w1202tag' found in class 'W1202Doc' in the schema. Check your schema files for which properties in this class are available"}]}`, rung.KindInvalid},
		{"Weaviate where filter on an unknown property, GraphQL under a 200", "http", 200, "", `{"data":{"Get":{"W1202Doc":null}},"errors":[{"locations":[{"column":6,"line":1}],"message":"explorer: get class: vector search: object vector search at index w1202doc: no such prop with name 'w1202tag' found in class 'W1202Doc' in the schema. Check your schema files for which properties in this class are available","path":["Get","W1202Doc"]}]}`, rung.KindInvalid},
		{"Qdrant 400 unknown vector name", "http", 400, "", `{"status":{"error":"Wrong input: Not existing vector name error: dense_w1202"},"time":0.03}`, rung.KindInvalid},
		{"Qdrant gRPC InvalidArgument unknown vector name", "grpc", 0, "InvalidArgument", `status: InvalidArgument, message: "Wrong input: Not existing vector name error: text-sparse", details: [], metadata: MetadataMap { headers: {"content-type": "application/grpc"} }`, rung.KindInvalid},
		{"near miss: Qdrant 404 missing collection stays premise", "http", 404, "", "{\"status\":{\"error\":\"Not found: Collection `w1202_docs` doesn't exist!\"},\"time\":0.00001}", rung.KindPremise},
		{"near miss: Weaviate missing class stays premise", "http", 422, "", `{"error":[{"message":"no such class with name 'W1202Doc' found in the schema. Check your schema files for which classes are available"}]}`, rung.KindPremise},
		{"near miss: no such file or directory stays premise", "", 0, "", `open /srv/w1202/index.json: no such file or directory`, rung.KindPremise},
	})
}
