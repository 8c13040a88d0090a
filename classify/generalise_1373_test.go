package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 89eff81f: 29/34 overall, 11/16 tricky.
func TestIndependentCases1373(t *testing.T) {
	runIndependent(t, "testdata/independent1373.jsonl", false)
}

// TestGeneralise1373SortUnmapped: Elasticsearch's and OpenSearch's sort on
// a field the index has no mapping for ("No mapping found for [x] in order
// to sort on", under search_phase_execution_exception "all shards failed")
// reads invalid: the request's unmapped_type or another field repairs it
// (elasticwords.go). A missing index and a write to an unmapped index keep
// their readings.
func TestGeneralise1373SortUnmapped(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"es sort 400", "http", 400, "", `{"error":{"root_cause":[{"type":"query_shard_exception","reason":"No mapping found for [updated] in order to sort on","index":"w1373-a"}],"type":"search_phase_execution_exception","reason":"all shards failed","phase":"query","grouped":true},"status":400}`, rung.KindInvalid},
		{"py client", "", 0, "", "BadRequestError(400, 'search_phase_execution_exception', 'No mapping found for [date] in order to sort on')", rung.KindInvalid},
		{"opensearch bare", "", 0, "", "query_shard_exception: No mapping found for [_shard_doc] in order to sort on", rung.KindInvalid},
		{"near: no such index", "http", 404, "", `{"error":{"root_cause":[{"type":"index_not_found_exception","reason":"no such index [w1373-b]"}],"type":"index_not_found_exception","reason":"no such index [w1373-b]"},"status":404}`, rung.KindPremise},
	})
}