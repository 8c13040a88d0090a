package classify

import "testing"

// TestIndependentCases690 runs held-out set 690: search engines (Elasticsearch/OpenSearch, Algolia, Typesense, Meilisearch, Solr), labelled blind.
func TestIndependentCases690(t *testing.T) {
	runIndependent(t, "testdata/independent690.jsonl", false)
}
