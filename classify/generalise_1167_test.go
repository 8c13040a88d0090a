package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 4dde4a6b: 30/38 overall, 13/20 tricky.
func TestIndependentCases1167(t *testing.T) {
	runIndependent(t, "testdata/independent1167.jsonl", false)
}

// TestGeneralise1167SchemaField: Typesense's "Could not find a field named"
// is a field the query names that the collection lacks, under a 400 as
// under a 404: invalid (callshape.go missingMemberReport). A document the
// read names and does not find stays premise.
func TestGeneralise1167SchemaField(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"typesense-js 400 query_by", "http", 400, "", "RequestMalformed: Request failed with HTTP code 400 | Server said: Could not find a field named `ratings` in the schema.", rung.KindInvalid},
		{"typesense raw 400 body", "http", 400, "", `{"message": "Could not find a field named ` + "`rating`" + ` in the schema."}`, rung.KindInvalid},
		{"typesense 400 filter_by", "http", 400, "", "Request failed with HTTP code 400 | Server said: Could not find a filter field named `genre` in the schema.", rung.KindInvalid},
		{"near miss: typesense document 404", "http", 404, "", "ObjectNotFound: Request failed with HTTP code 404 | Server said: Could not find a document with id: b-404", rung.KindPremise},
		{"near miss: typesense 400 document", "http", 400, "", "Request failed with HTTP code 400 | Server said: Could not find a document with id: b-9", rung.KindPremise},
	})
}
