package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 89eff81f: 29/34 overall, 11/16 tricky.
// Mended by class: i1373-es-sort-unmapped-field (elasticwords.go, the sort
// on an unmapped field), i1373-meili-task-fields-limit and
// i1373-meili-task-queue-full (codes.go, Meilisearch's catalogue codes),
// i1373-typesense-import-partial (httppreset.go partialBatch, per-item
// success).
// Tolerated: i1373-es-flood-stage-block: premise vs transient (the index-block ruling of set 579 and the 429 cluster_block_exception reading in httppreset.go, "free space first"): ES 8 answers the flood-stage block with 429 and lifts it by itself once disk use falls below the high watermark, but whether it will (shards can move, or every node is full) is not in the text.
func TestIndependentCases1373(t *testing.T) {
	runIndependent(t, "testdata/independent1373.jsonl", true, "i1373-es-flood-stage-block")
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

// TestGeneralise1373MeiliCodes: Meilisearch's codes in its envelope
// (message, code, type, link), sync or in a failed task's error object:
// max_fields_limit_exceeded / document_fields_limit_reached are one
// document over a fixed per-document cap (invalid, not an account limit);
// no_space_left_on_device is the instance's disk or task database full
// (premise, whatever the 422 or 500). Near misses: another vendor's
// <thing>_limit_exceeded keeps the limit reading, Meilisearch's
// too_many_search_requests keeps transient.
func TestGeneralise1373MeiliCodes(t *testing.T) {
	meili := func(msg, code, typ string) string {
		return `{"message":"` + msg + `","code":"` + code + `","type":"` + typ + `","link":"https://docs.meilisearch.com/errors#` + code + `"}`
	}
	runWordingCases(t, []wordingCase{
		{"fields limit sync", "http", 400, "max_fields_limit_exceeded", meili("A document cannot contain more than 65,535 fields.", "max_fields_limit_exceeded", "invalid_request"), rung.KindInvalid},
		{"fields limit body only", "http", 400, "", meili("A document cannot contain more than 65,535 fields.", "max_fields_limit_exceeded", "invalid_request"), rung.KindInvalid},
		{"doc alias", "http", 400, "document_fields_limit_reached", meili("A document cannot contain more than 65,535 fields.", "document_fields_limit_reached", "invalid_request"), rung.KindInvalid},
		{"task queue full 422", "http", 422, "", meili("Meilisearch cannot receive write operations because the limit of the task database has been reached. Please delete tasks to continue performing write operations.", "no_space_left_on_device", "system"), rung.KindPremise},
		{"disk 500", "http", 500, "no_space_left_on_device", meili("There is no more space left on the device. Consider increasing the size of the disk/partition.", "no_space_left_on_device", "system"), rung.KindPremise},
		{"near: search queue", "http", 503, "", meili("Too many search requests running at the same time: 1000. Retry after 10s.", "too_many_search_requests", "system"), rung.KindTransient},
		{"near: stripe payouts", "http", 400, "payouts_limit_exceeded", `{"error":{"code":"payouts_limit_exceeded","message":"You have exceeded your daily payout limit."}}`, rung.KindPremise},
	})
}

// TestGeneralise1373ItemSuccess: a 2xx whose items each carry their own
// "success" (Typesense's documents/import JSONL lines) with some false
// beside some true is a partial success, ambiguous: resend only the failed
// lines. Near miss: every line failed keeps the lines' own reading.
func TestGeneralise1373ItemSuccess(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"typesense import mixed", "http", 200, "", "{\"success\":true}\n{\"success\":false,\"error\":\"Bad JSON: not a properly formed document.\",\"document\":\"{\\\"id\\\": \\\"w1373-1\\\"\",\"code\":400}", rung.KindAmbiguous},
		{"typesense import mixed, spaced", "http", 200, "", "{\"success\": false, \"error\": \"A document with id w1373-5 already exists.\", \"code\": 409}\n{\"success\": true}", rung.KindAmbiguous},
		{"near: every line failed", "http", 200, "", "{\"success\":false,\"error\":\"Field `title` must be a string.\",\"code\":400}\n{\"success\":false,\"error\":\"Field `title` must be a string.\",\"code\":400}", rung.KindInvalid},
	})
}
