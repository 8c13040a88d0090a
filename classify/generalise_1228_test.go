package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 9beee3c0: 27/34 overall, 11/16 tricky.
func TestIndependentCases1228(t *testing.T) {
	runIndependent(t, "testdata/independent1228.jsonl", false)
}

// TestGeneralise1228OktaFeatureNotEnabled holds Okta's E0000015 ("Feature
// not enabled exception") premise under its 401, by code or errorCode,
// while Okta's other 401s and a bare permission sentence stay denied.
func TestGeneralise1228OktaFeatureNotEnabled(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"okta body", "http", 401, "", `{"errorCode":"E0000015","errorSummary":"You do not have permission to access the feature you are requesting","errorLink":"E0000015","errorId":"oaeW1228a","errorCauses":[]}`, rung.KindPremise},
		{"okta code field", "http", 401, "E0000015", "the API returned an error: You do not have permission to access the feature you are requesting", rung.KindPremise},
		{"okta spaced json", "http", 401, "", `{"errorCode": "E0000015", "errorSummary": "You do not have permission to access the feature you are requesting"}`, rung.KindPremise},
		{"near: okta invalid token", "http", 401, "E0000011", `{"errorCode":"E0000011","errorSummary":"Invalid token provided","errorLink":"E0000011","errorId":"oaeW1228b","errorCauses":[]}`, rung.KindDenied},
		{"near: okta authentication", "http", 401, "", `{"errorCode":"E0000004","errorSummary":"Authentication failed","errorLink":"E0000004","errorId":"oaeW1228c","errorCauses":[]}`, rung.KindDenied},
		{"near: permission words alone", "http", 401, "", "You do not have permission to access the feature you are requesting", rung.KindDenied},
	})
}
