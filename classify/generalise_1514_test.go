package classify

import "testing"

// First run at d7b8133f: 17/24 overall, 8/14 tricky.
// Tolerated: i1514-gcal-deleted-410-delete: premise vs conflict (one-off): googleapiclient's text names the event URL but not the method; "Resource has been deleted" answering a get or patch is a missing resource (premise), and the delete-of-what-is-gone reading (conflict, sets 1346 and 1438) needs the text to say the delete or "already deleted".
// Tolerated: i1514-zoom-daily-limit-retry-at: premise vs transient (ruling): a quota over a day or longer is premise by the quota ruling (generic.go quotaVerdict "daily or monthly quota exhausted", httppreset.go 429 "waiting minutes will not help"); this set read Zoom's daily per-user limit with its stated "Retry at" time as a long wait.
func TestIndependentCases1514(t *testing.T) {
	runIndependent(t, "testdata/independent1514.jsonl", true, "i1514-gcal-deleted-410-delete", "i1514-zoom-daily-limit-retry-at")
}

// TestGeneralise1514AccessLevel: an access level named by its role, as
// Google Calendar's requiredAccessLevel words it ("You need to have writer
// access to this calendar.", owner and reader likewise;
// developers.google.com/workspace/calendar/api/guides/errors), is the ACL
// the caller holds, denied, bare behind Apps Script or an SDK as under its
// 403. A token or word that only contains "writer" or "owner" is not.
func TestGeneralise1514AccessLevel(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"gas writer", "", 0, "", "GoogleJsonResponseException: API call to calendar.acl.insert failed with error: You need to have writer access to this calendar.", denied},
		{"owner bare", "", 0, "", "Error: You need to have owner access to this calendar.", denied},
		{"reader bare", "", 0, "", "You need to have reader access to this calendar.", denied},
		{"owner 403 json", "http", 403, "", `{"error":{"errors":[{"domain":"calendar","reason":"requiredAccessLevel","message":"You need to have owner access to this calendar."}],"code":403,"message":"You need to have owner access to this calendar."}}`, denied},
		// Near misses: a missing calendar and a malformed value keep their kinds.
		{"not found", "http", 404, "", `{"error":{"errors":[{"domain":"global","reason":"notFound","message":"Not Found"}],"code":404,"message":"Not Found"}}`, premise},
		{"bad role value", "http", 400, "", `{"error":{"errors":[{"domain":"global","reason":"invalid","message":"Invalid value for: 'writerr' is not a valid role"}],"code":400,"message":"Invalid value for: 'writerr' is not a valid role"}}`, invalid},
	})
}

// TestGeneralise1514APIRequestCap: a cap on API requests or calls said
// reached is a rate over a window (Zoom's v1 403 "Sorry, the maximum number
// of api requests are already reached. Please try later.", zoom/api-v1#19),
// not a count of things the account holds; a cap on held things stays
// premise and a daily count of calls stays premise (quota ruling).
func TestGeneralise1514APIRequestCap(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"zoom v1 403", "http", 403, "", "Sorry, the maximum number of api requests are already reached. Please try later.", transient},
		{"api calls 400", "http", 400, "", `{"message":"The maximum number of API calls has been reached. Please try again later."}`, transient},
		{"bare requests", "", 0, "", "maximum number of api requests reached", transient},
		// Near misses: held things at their cap, and a day's allowance.
		{"held projects 403", "http", 403, "", "Maximum number of projects per user limit reached", premise},
		{"held request templates", "http", 403, "", "Maximum number of request templates reached", premise},
		{"daily calls", "http", 429, "", "Reached the maximum daily rate limit for this API. Retry at Thursday, 15 April 2021, 1:00 AM", premise},
	})
}

// TestGeneralise1514NylasTypes: Nylas v3 namespaces its error types
// ("api.not_found_error", "api.partial_success_error";
// developer.nylas.com/docs/api/errors): the part after "api." is the shared
// type. Its partial types are a call that worked in part, ambiguous,
// whatever the 504 or 404 around them; resource_blocked under 423 is an
// administrator's block, denied. The plain types keep their kinds.
func TestGeneralise1514NylasTypes(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"partial success 504", "http", 504, "", `{"request_id":"5fa64c92-e840-4357-86b9-2aa364d35b88","error":{"type":"api.partial_success_error","message":"One or more objects could not be handled."}}`, ambiguous},
		{"partial not found 404", "http", 404, "", `{"request_id":"1","error":{"type":"api.partial_not_found_error","message":"Partially missing data from requested resource(s)."}}`, ambiguous},
		{"resource blocked 423", "http", 423, "", `{"request_id":"1","error":{"type":"api.resource_blocked","message":"Resource blocked, contact administrator."}}`, denied},
		// Near misses: Nylas's plain types read as the shared ones.
		{"not found 404", "http", 404, "", `{"request_id":"1","error":{"type":"api.not_found_error","message":"Resource not found."}}`, premise},
		{"rate limit 429", "http", 429, "", `{"request_id":"1","error":{"type":"api.rate_limit_error","message":"Rate limit error."}}`, transient},
		{"auth 401", "http", 401, "", `{"request_id":"1","error":{"type":"api.authentication_error","message":"Unauthorized"}}`, denied},
		{"bare 423 lock", "http", 423, "", `{"message":"The resource is locked by another writer."}`, transient},
	})
}
