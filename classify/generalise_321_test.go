package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases321 runs held-out set 321: Google Cloud, Kubernetes, gRPC and RFC HTTP failures, captured live (googleapi, grpc-go, gax apierror) and from the vendors' docs, labelled blind.
//
// First run at 66c90b9: 32/35 overall, 19/22 tricky.
// Class fixed: a batch client's count of failed items without the total
// (i321-bq-putmultierror-partial, "2 row insertions failed") reads as a
// partial success (wording.go partialWords; TestGeneralise321).
// i321-spanner-outcome-unknown missed on the first run (transient, as set 9) and passes since the lead's outcome-unknown rule (wording.go outcomeUnknownWords).
func TestIndependentCases321(t *testing.T) {
	runIndependent(t, "testdata/independent321.jsonl", true)
}

// TestGeneralise321 checks set 321's class fix in other software's words:
// a batch client that counts its failed items without the total is a
// partial success (ambiguous), whatever item failed.
func TestGeneralise321(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"bigquery go one row", "go", 0, "", "1 row insertion failed", rung.KindAmbiguous},
		{"elasticsearch-py bulk", "", 0, "", "elasticsearch.helpers.BulkIndexError: 3 document(s) failed to index.", rung.KindAmbiguous},
		{"opensearch-py bulk", "", 0, "", "opensearchpy.helpers.errors.BulkIndexError: ('1 document(s) failed to index.', [{'index': {'_index': 'logs', 'status': 400}}])", rung.KindAmbiguous},
		{"elasticsearch java bulk", "", 0, "", "failure in bulk execution:\n[2]: index [orders], type [_doc], id [17], message [MapperParsingException[failed to parse field [qty] of type [long]]]", rung.KindAmbiguous},
		{"sarama producer errors", "go", 0, "", "kafka: Failed to deliver 4 messages.", rung.KindAmbiguous},
		{"node bigquery partial", "", 0, "", "PartialFailureError: A failure occurred during this request.", rung.KindAmbiguous},
		// Near misses: one item's own failure keeps its reading.
		{"sarama message too large", "go", 0, "", "kafka server: Message was too large, server rejected it to avoid allocation error", rung.KindInvalid},
		{"elasticsearch single doc", "http", 400, "", "{\"error\":{\"type\":\"mapper_parsing_exception\",\"reason\":\"failed to parse field [qty] of type [long] in document with id '17'\"},\"status\":400}", rung.KindInvalid},
	})
}
