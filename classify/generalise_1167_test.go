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

// TestGeneralise1167StreamFull503: a JetStream stream full under
// DiscardNew, which nats-server serves as 503 10077, reads premise when the
// caller passes the API error's 503 on as the status (httppreset.go 503,
// brokerwords.go streamFullWords). JetStream's own "temporarily
// unavailable" 503 and a connection limit stay transient.
func TestGeneralise1167StreamFull503(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"nats.go 503 max msgs", "nats", 503, "10077", "nats: API error: code=503 err_code=10077 description=maximum messages exceeded", rung.KindPremise},
		{"nats.go 503 max bytes", "nats", 503, "10077", "nats: API error: code=503 err_code=10077 description=maximum bytes exceeded", rung.KindPremise},
		{"nats.py 503 per subject", "nats", 503, "", "nats.js.errors.ServiceUnavailableError: nats: ServiceUnavailableError: code=503 err_code=10077 description='maximum messages per subject exceeded'", rung.KindPremise},
		{"near miss: JetStream temporarily unavailable", "nats", 503, "10008", "nats: API error: code=503 err_code=10008 description=JetStream system temporarily unavailable", rung.KindTransient},
		{"near miss: bare 503", "http", 503, "", "Service Unavailable", rung.KindTransient},
		{"near miss: account connection limit", "nats", 0, "", "nats: maximum account active connections exceeded", rung.KindTransient},
	})
}

// TestGeneralise1167StoreSize500: a store at the size it may hold, said in
// a 500's body (Meilisearch's database_size_limit_reached, storeFullWords
// under httppreset.go's 500): premise. A plain internal error stays
// transient.
func TestGeneralise1167StoreSize500(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"meilisearch 500 body", "http", 500, "database_size_limit_reached", `{"message":"Maximum database size has been reached.","code":"database_size_limit_reached","type":"internal","link":"https://docs.meilisearch.com/errors#database_size_limit_reached"}`, rung.KindPremise},
		{"meilisearch-go error text", "http", 500, "", "unaccepted status code found: 500 expected: [202], MeilisearchApiError Message: Maximum database size has been reached., Code: database_size_limit_reached, Type: internal", rung.KindPremise},
		{"no status", "", 0, "", "Maximum database size has been reached.", rung.KindPremise},
		{"near miss: meilisearch internal", "http", 500, "internal", `{"message":"An internal error has occurred. ` + "`Broken pipe`" + `.","code":"internal","type":"internal","link":"https://docs.meilisearch.com/errors#internal"}`, rung.KindTransient},
	})
}

