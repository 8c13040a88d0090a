package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 948d07e: 33/34 overall, 25/26 tricky.
// TestIndependentCases613 runs held-out set 613: RFC 9457 problem details, framework validation bodies and GraphQL/gRPC-gateway error envelopes, labelled blind.
func TestIndependentCases613(t *testing.T) {
	runIndependent(t, "testdata/independent613.jsonl", true)
}

// TestGeneralise613: a GraphQL connection of two or more records, handed
// over as a failure, is the record-list reading (a lookup that found
// several where the step needed one) in the Relay cursor shape: "edges" of
// "node" objects or GitHub's "nodes", inside "data". One record, an empty
// connection and a connection beside "errors" keep their readings.
func TestGeneralise613(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"github graphql search nodes", "http", 200, "", `{"data":{"search":{"issueCount":2,"nodes":[{"number":41,"title":"Login fails"},{"number":57,"title":"Login fails on Safari"}]}}}`, rung.KindAmbiguous},
		{"github graphql user edges", "http", 200, "", `{"data":{"search":{"userCount":2,"edges":[{"node":{"login":"sam-lee"}},{"node":{"login":"samlee"}}]}}}`, rung.KindAmbiguous},
		{"shopify productVariants edges", "http", 200, "", `{"data":{"productVariants":{"edges":[{"node":{"id":"gid://shopify/ProductVariant/1","sku":"MUG-1"}},{"node":{"id":"gid://shopify/ProductVariant/2","sku":"MUG-1"}}],"pageInfo":{"hasNextPage":false}}}}`, rung.KindAmbiguous},
		{"hasura relay connection", "http", 200, "", `{"data":{"users_connection":{"edges":[{"cursor":"eyJpZCI6MX0=","node":{"id":"WzEsInB1YmxpYyJd","email":"a@x.com"}},{"cursor":"eyJpZCI6Mn0=","node":{"id":"WzIsInB1YmxpYyJd","email":"a@x.com"}}]}}}`, rung.KindAmbiguous},
		{"gitlab graphql projects nodes", "http", 200, "", `{"data":{"projects":{"nodes":[{"fullPath":"acme/api"},{"fullPath":"acme-old/api"}]}}}`, rung.KindAmbiguous},
		// Near misses.
		{"one edge", "http", 200, "", `{"data":{"customers":{"edges":[{"node":{"id":"gid://shopify/Customer/1"}}]}}}`, rung.KindUnknown},
		{"empty connection", "http", 200, "", `{"data":{"customers":{"edges":[],"pageInfo":{"hasNextPage":false}}}}`, rung.KindAmbiguous},
		{"connection beside errors", "http", 200, "", `{"data":{"repository":{"issues":{"nodes":[{"number":1},{"number":2}]}}},"errors":[{"type":"RATE_LIMITED","message":"API rate limit exceeded for user ID 1."}]}`, rung.KindTransient},
		{"nodes outside data", "http", 200, "", `{"cluster_name":"es","nodes":[{"name":"n1"},{"name":"n2"}]}`, rung.KindUnknown},
	})
}
