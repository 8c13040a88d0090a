package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases360 runs held-out set 360: a customer-support agent's tool layer (pgx, SQLite, nginx, net/http, os, MCP, LLM SDKs), captured live, labelled blind.
// First run at dc3b313: 29/30 overall, 13/14 tricky.
// Tolerated: i360-sqlite-cache-readonly: denied vs premise by the SQLite read-only ruling, revised (sqlite.go): SQLite's own words name a write permission the connection lacks
func TestIndependentCases360(t *testing.T) {
	runIndependent(t, "testdata/independent360.jsonl", true, "i360-sqlite-cache-readonly")
}

// TestGeneralise360 checks a paginated list page whose collection has a
// name of its own and holds nothing, with near misses.
func TestGeneralise360(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"zendesk cursor page", "http", 200, "", `{"tickets":[],"meta":{"has_more":false,"after_cursor":null,"before_cursor":null},"links":{"prev":null,"next":null}}`, rung.KindAmbiguous},
		{"twilio calls page", "http", 200, "", `{"calls":[],"end":-1,"first_page_uri":"/2010-04-01/Accounts/AC1/Calls.json?PageSize=50&Page=0","next_page_uri":null,"page":0,"page_size":50,"previous_page_uri":null,"start":0,"uri":"/2010-04-01/Accounts/AC1/Calls.json?PageSize=50&Page=0"}`, rung.KindAmbiguous},
		{"graphql connection edges", "http", 200, "", `{"data":{"orders":{"edges":[],"pageInfo":{"hasNextPage":false,"endCursor":null}}}}`, rung.KindAmbiguous},
		{"zoom webinars page", "http", 200, "", `{"page_size":30,"total_records":0,"next_page_token":"","webinars":[]}`, rung.KindAmbiguous},
		{"front results page", "http", 200, "", `{"_pagination":{"next":null},"_links":{"self":"https://api2.frontapp.com/conversations"},"_results":[]}`, rung.KindAmbiguous},
		{"odata next link", "", 0, "", `{"@odata.nextLink":null,"subscriptions":[]}`, rung.KindAmbiguous},
		// Near misses: a page with an order on it, and a created record
		// whose empty list is a field of its own (no pagination), keep
		// their reading.
		{"page with an item", "http", 200, "", `{"orders":[{"id":"ord_1","status":"shipped"}],"next_cursor":null}`, rung.KindUnknown},
		{"record with empty tags", "http", 200, "", `{"id":"cus_1","email":"ada@example.com","tags":[],"created":true}`, rung.KindUnknown},
		{"page with an error in it", "http", 200, "", `{"orders":[],"next_cursor":null,"errors":[{"message":"index rebuilding"}]}`, rung.KindUnknown},
	})
}
