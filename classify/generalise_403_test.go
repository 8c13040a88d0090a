package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases403 runs held-out set 403: storage, CDN and hosting platform errors, from the vendors' docs, labelled blind.
func TestIndependentCases403(t *testing.T) {
	runIndependent(t, "testdata/independent403.jsonl", false)
}

// TestGeneralise403 checks two classes from set 403: an account not
// entitled to a feature or product (premise), and a field whose whole
// message is "must be unique" in a per-field error map (conflict), with
// near misses.
func TestGeneralise403(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"aws marketplace not entitled", "aws", 400, "CustomerNotEntitledException", "operation error Marketplace Entitlement Service: GetEntitlements, https response error StatusCode: 400, RequestID: 1a2b, CustomerNotEntitledException: Customer is not entitled to the product", rung.KindPremise},
		{"saas account not entitled", "http", 403, "", `{"error":{"code":"NotEntitled","message":"Your account is not entitled to this feature. Contact sales to enable it."}}`, rung.KindPremise},
		{"org not entitled service", "http", 403, "", `{"message":"Organization acme is not entitled to the Advanced Security service"}`, rung.KindPremise},
		{"tenant not entitled edition", "", 0, "", "tenant t-77 is not entitled to the Enterprise edition capability audit-export", rung.KindPremise},
		{"license not entitled addon", "http", 400, "", `{"error":"workspace not entitled to add-on 'sso'"}`, rung.KindPremise},
		{"rails field unique", "http", 422, "", `{"errors":{"slug":["must be unique"]}}`, rung.KindConflict},
		{"ecto field unique", "http", 422, "", `{"errors":{"email":["must be unique"],"name":[]}}`, rung.KindConflict},
		{"jsonapi title unique", "http", 422, "", `{"errors":[{"title":"must be unique","source":{"pointer":"/data/attributes/name"}}]}`, rung.KindConflict},
		{"strapi attribute unique", "http", 400, "", `{"data":null,"error":{"status":400,"name":"ValidationError","message":"This attribute must be unique","details":{"errors":[{"path":["slug"],"message":"This attribute must be unique","name":"ValidationError"}]}}}`, rung.KindConflict},
		{"rails field unique 400", "http", 400, "", `{"errors":{"handle":["must be unique"]}}`, rung.KindConflict},
		// Near misses: a caller not entitled to an act keeps its denied
		// reading, and a list inside the call that must be unique stays
		// invalid.
		{"user not entitled perform", "http", 403, "", `{"message":"User bob is not entitled to perform this action"}`, rung.KindDenied},
		{"tool names unique", "anthropic", 400, "invalid_request_error", `{"type":"error","error":{"type":"invalid_request_error","message":"tools: Tool names must be unique."}}`, rung.KindInvalid},
		{"ids must be unique", "http", 400, "", `{"error":"messages.2: ids must be unique"}`, rung.KindInvalid},
	})
}
