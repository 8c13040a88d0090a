package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases371 runs held-out set 371: the LLM APIs' long tail (OpenAI, Anthropic, Gemini/Vertex, Bedrock), from the vendors' docs, labelled blind.
func TestIndependentCases371(t *testing.T) {
	runIndependent(t, "testdata/independent371.jsonl", false)
}

// TestGeneralise371EmptyNamedResults checks a retrieval or search answer
// whose result list, named for its results, is empty, with near misses.
func TestGeneralise371EmptyNamedResults(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"kendra ResultItems", "aws", 200, "", `{"QueryId":"q-1","ResultItems":[],"TotalNumberOfResults":0}`, rung.KindAmbiguous},
		{"searchResults", "http", 200, "", `{"searchResults":[],"nextPageToken":null}`, rung.KindAmbiguous},
		{"search_results snake", "http", 200, "", `{"query":"acme invoice","search_results":[]}`, rung.KindAmbiguous},
		{"vectorResults", "", 200, "", `{"vectorResults": [ ], "took_ms": 4}`, rung.KindAmbiguous},
		{"retrieval_results", "http", 200, "", `{"retrieval_results":[],"usage":{"tokens":12}}`, rung.KindAmbiguous},
		// Near misses: a list of failures that is empty is a success; a
		// non-empty result list is an answer.
		{"failedResults empty", "aws", 200, "", `{"failedResults":[],"status":"ok"}`, rung.KindUnknown},
		{"retrievalResults non-empty", "aws", 200, "", `{"retrievalResults":[{"content":{"text":"Refunds take 5 days."},"score":0.81}]}`, rung.KindUnknown},
	})
}
