package classify

import "testing"

// First run at d10d333: 24/37 overall, 10/22 tricky.
// Tolerated: i720-gads-devtoken-test-only: denied vs unknown (no preset reads Google Ads' access-level wording): (a) pending review: "only approved for use with test accounts ... apply for Basic or Standard access" is an access level a person must raise; only Google Ads' wording of it was at hand.
// Tolerated: i720-gads-customer-not-found: premise vs denied (an UNAUTHENTICATED status is read as the credential's, goerr/grpc status rulings): (b) Google files CUSTOMER_NOT_FOUND under AuthenticationError, so the status reading holds; the sentence says the customer id names nothing.
// Tolerated: i720-gads-basic-access-daily: premise vs transient (a message that names its own retry delay is read as a wait): (c) my label leaned on the access-levels doc (basic access, 15,000 operations a day), which the message does not say; it carries "Retry in 52417 seconds", so the wait reading holds.
// Tolerated: i720-gads-dup-campaign-name: conflict vs invalid (a name-uniqueness refusal with no "already exists" is read as the argument's, the bucket-name ruling in docs/taxonomy.md): (b) "Cannot have two campaigns with the same name" is a rule on the name; that the campaign exists is only implied.
// Tolerated: i720-gads-budget-removed: premise vs invalid (INVALID_ARGUMENT's low-confidence invalid): (a) pending review: "The campaign budget was removed." names a removed referent; a tombstone wording of this shape was not checked against other software in the time limit.
// Tolerated: i720-gads-op-removed: premise vs denied (the code OperationAccessDeniedError reads "access denied" first): (b) Google files it as an access-denied enum; the sentence says the resource has been removed.
// Tolerated: i720-meta-3944-already-access: conflict vs invalid (HTTP 400 with no held-state wording): (a) pending review: "already has access to this object" is the granted state; other software's wording of an access already held was not gathered.
// Tolerated: i720-meta-3979-too-many-accounts: premise vs invalid (HTTP 400 with no held-count wording): (a) pending review: "exceeded the number of allowed <things>" also words per-minute and login-attempt limits, so a rule wide enough to catch it misreads those; tried and narrowed away.

// TestIndependentCases720 runs held-out set 720: advertising APIs (Google Ads, Meta Marketing, LinkedIn, TikTok, Microsoft Advertising), labelled blind.
func TestIndependentCases720(t *testing.T) {
	runIndependent(t, "testdata/independent720.jsonl", true,
		"i720-gads-devtoken-test-only", "i720-gads-customer-not-found", "i720-gads-basic-access-daily",
		"i720-gads-dup-campaign-name", "i720-gads-budget-removed", "i720-gads-op-removed",
		"i720-meta-3944-already-access", "i720-meta-3979-too-many-accounts")
}

// TestGeneralise720 holds set 720's classes: a call count over its window
// said of calls (transient); "no permission to" (denied); a rate code whose
// message names a DAY/month limit (premise); an account in bad standing
// (premise); and near misses that keep their kinds.
func TestGeneralise720(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// Call-count rate wording.
		{name: "Meta Marketing API 80000 too many calls from this ad-account", protocol: "http", status: 400, code: "80000", msg: `{"error":{"message":"(#80000) There have been too many calls from this ad-account. Wait a bit and try again. For more info, please refer to https://developers.facebook.com/docs/graph-api/overview/rate-limiting.","type":"OAuthException","code":80000,"error_subcode":2446079}}`, want: transient},
		{name: "Meta Pages API 80001 too many calls to this Page account", protocol: "http", status: 400, code: "80001", msg: `{"error":{"message":"(#80001) There have been too many calls to this Page account. Wait a bit and try again.","type":"OAuthException","code":80001}}`, want: transient},
		{name: "Instagram Graph API 80002 too many calls to this Instagram account", protocol: "http", status: 400, code: "80002", msg: `{"error":{"message":"(#80002) There have been too many calls to this Instagram account. Wait a bit and try again.","type":"OAuthException","code":80002}}`, want: transient},
		{name: "Microsoft Advertising 117 CallRateExceeded without its fault headline", msg: "CallRateExceeded: You have exceeded the number of calls that you are allowed to make in a minute. Please reduce the number of calls that you make per minute.", want: transient},
		{name: "near miss: calls allowed per day stays premise", protocol: "http", status: 403, msg: "You have exceeded the number of calls allowed per day for this API key. Upgrade your plan to continue.", want: premise},
		{name: "near miss: too many calls with a daily limit stays premise", protocol: "http", status: 429, msg: "Too many calls: the daily limit of 1000 calls for this account has been reached.", want: premise},
		// "No permission to".
		{name: "Baidu open API error_code 6 No permission to access data", protocol: "http", status: 400, msg: `{"error_code":6,"error_msg":"No permission to access data"}`, want: denied},
		{name: "Feishu/Lark no permission to access the app under HTTP 200", protocol: "http", status: 200, code: "99991672", msg: `{"code":99991672,"msg":"Access denied. One of the following scopes is required: [bitable:app]. no permission to access the app","data":{}}`, want: denied},
		{name: "Alibaba Cloud RAM no permission to operate on resource", protocol: "http", status: 403, msg: "You have no permission to operate on resource acs:ecs:cn-hangzhou:720:instance/i-720 (Forbidden.RAM)", want: denied},
		{name: "Google Sheets-style no permission to access under HTTP 200", protocol: "http", status: 200, msg: "No permission to access this spreadsheet. Ask the owner to share it with you.", want: denied},
		{name: "near miss: a 404 that may be either stays premise", protocol: "http", status: 404, msg: "No permission to view, or the campaign 720720 does not exist", want: premise},
		// A rate code with a DAY or month limit named.
		{name: "LinkedIn TOO_MANY_REQUESTS MEMBER DAY limit", protocol: "http", status: 429, code: "TOO_MANY_REQUESTS", msg: `{"status":429,"serviceErrorCode":101,"code":"TOO_MANY_REQUESTS","message":"Resource level throttle MEMBER DAY limit for calls to this resource is reached."}`, want: premise},
		{name: "near miss: too_many_requests per minute stays transient", protocol: "http", status: 429, code: "too_many_requests", msg: `{"code":"too_many_requests","message":"Rate limit exceeded: 100 requests per minute."}`, want: transient},
		{name: "near miss: TOO_MANY_REQUESTS with a short wait stays transient", protocol: "http", status: 429, code: "TOO_MANY_REQUESTS", msg: `{"code":"TOO_MANY_REQUESTS","message":"Too many requests, please retry after 5 seconds"}`, want: transient},
		// An account in bad standing.
		{name: "Meta Business Manager 3980 bad standing (other wording of the body)", protocol: "http", status: 400, msg: "One or more of the ad accounts in your Business Manager are currently in bad standing or in review.", want: premise},
		{name: "developer console account not in good standing", protocol: "http", status: 400, msg: "Your developer account is not in good standing. Resolve the issues on the account page before publishing.", want: premise},
		{name: "billing account in bad standing, invoice overdue", protocol: "http", status: 400, msg: "Account is in bad standing: an invoice is 30 days overdue.", want: premise},
		{name: "marketplace seller account not in good standing", protocol: "http", status: 400, msg: "This seller account is not in good standing and cannot create listings", want: premise},
		{name: "near miss: 'in good standing' as a requirement on an argument stays invalid", protocol: "http", status: 400, msg: "Error: a member in good standing must sign the request; field signer is missing", want: invalid},
	})
}
