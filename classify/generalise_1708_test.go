package classify

import "testing"

// First run at c59a2152: 33/36 overall, 17/19 tricky.
// Tolerated: i1708-meta-targeting-category-deprecated: premise vs invalid (ruling): "no longer available" reads premise (taxonomy: a thing the message says is gone, set 392; generic.go "no longer available"); here it is a retired enum value in the targeting spec, a repair. Case for revising in the report.
// Tolerated: i1708-meta-unknown-error-wrong-level: transient vs invalid (one-off): Meta's code 1 "An unknown error occurred" says nothing in its text; only the documented subcode 99 note ties it to a wrong level parameter.
func TestIndependentCases1708(t *testing.T) {
	runIndependent(t, "testdata/independent1708.jsonl", true,
		"i1708-meta-targeting-category-deprecated",
		"i1708-meta-unknown-error-wrong-level")
}

// Class: an account or resource that lives in another ads system than the
// API called. Source: Google Ads API AuthorizationError
// ACCESS_DENIED_FOR_ACCOUNT_TYPE and MutateError RESOURCE_NOT_IN_GOOGLE_ADS
// ("The resource isn't in Google Ads. It belongs to another ads system.").
// Near misses: USER_PERMISSION_DENIED and DEVELOPER_TOKEN_NOT_APPROVED under
// the same 403 stay denied; a resource "not found" stays premise by its own rule;
// a permission message naming another user's resource stays denied.
func TestGeneralise1708OtherAdsSystem(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"account type", "http", 403, "ACCESS_DENIED_FOR_ACCOUNT_TYPE", `{"error":{"code":403,"message":"The caller does not have permission","status":"PERMISSION_DENIED","details":[{"@type":"type.googleapis.com/google.ads.googleads.v24.errors.GoogleAdsFailure","errors":[{"errorCode":{"authorizationError":"ACCESS_DENIED_FOR_ACCOUNT_TYPE"},"message":"The customer (or login customer) isn't in Google Ads. It belongs to another ads system."}]}]}}`, premise},
		{"resource not in google ads", "http", 400, "RESOURCE_NOT_IN_GOOGLE_ADS", `{"error":{"code":400,"message":"Request contains an invalid argument.","status":"INVALID_ARGUMENT","details":[{"@type":"type.googleapis.com/google.ads.googleads.v18.errors.GoogleAdsFailure","errors":[{"errorCode":{"mutateError":"RESOURCE_NOT_IN_GOOGLE_ADS"},"message":"The resource isn't in Google Ads. It belongs to another ads system."}]}]}}`, premise},
		{"near: user permission denied", "http", 403, "USER_PERMISSION_DENIED", `{"error":{"code":403,"message":"The caller does not have permission","status":"PERMISSION_DENIED","details":[{"@type":"type.googleapis.com/google.ads.googleads.v17.errors.GoogleAdsFailure","errors":[{"errorCode":{"authorizationError":"USER_PERMISSION_DENIED"},"message":"User doesn't have permission to access customer. Note: If you're accessing a client customer, the manager's customer ID must be set in the login-customer-id header."}]}]}}`, denied},
		{"near: dev token not approved", "http", 403, "DEVELOPER_TOKEN_NOT_APPROVED", `{"error":{"code":403,"message":"The caller does not have permission","status":"PERMISSION_DENIED","details":[{"@type":"type.googleapis.com/google.ads.googleads.v17.errors.GoogleAdsFailure","errors":[{"errorCode":{"authorizationError":"DEVELOPER_TOKEN_NOT_APPROVED"},"message":"The developer token is only approved for use with test accounts. To access non-test accounts, apply for Basic or Standard access."}]}]}}`, denied},
		{"near: belongs to another user", "http", 403, "", `{"error":{"code":403,"message":"This campaign belongs to another user. You do not have permission to edit it."}}`, denied},
	})
}
