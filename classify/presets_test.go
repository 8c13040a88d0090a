package classify

import (
	"net/http"
	"testing"
	"time"

	"github.com/rungkit/rung"
)

type kindCase struct {
	name    string
	in      Input
	want    rung.Kind
	timeout bool
}

func checkKinds(t *testing.T, cases []kindCase) {
	t.Helper()
	for _, tc := range cases {
		got := Classify(tc.in)
		if got.Kind != tc.want || got.Timeout != tc.timeout {
			t.Errorf("%s: got %s (timeout %v, reason %q), want %s (timeout %v)", tc.name, got.Kind, got.Timeout, got.Reason, tc.want, tc.timeout)
		}
		if got.Reason == "" {
			t.Errorf("%s: empty reason", tc.name)
		}
	}
}

func h(st int, code, msg string) Input {
	return Input{Protocol: "http", Status: st, Code: code, Message: msg}
}
func aws(st int, code, msg string) Input {
	return Input{Protocol: "aws", Status: st, Code: code, Message: msg}
}
func grpc(code, msg string) Input   { return Input{Protocol: "grpc", Code: code, Message: msg} }
func pg(code, msg string) Input     { return Input{Protocol: "postgres", Code: code, Message: msg} }
func oai(st int, msg string) Input  { return Input{Protocol: "openai", Status: st, Message: msg} }
func ant(st int, msg string) Input  { return Input{Protocol: "anthropic", Status: st, Message: msg} }
func mcp(code, msg string) Input    { return Input{Protocol: "mcp", Code: code, Message: msg} }
func goe(msg string) Input          { return Input{Protocol: "go", Message: msg} }
func unknownProto(msg string) Input { return Input{Message: msg} }

func TestHTTPPreset(t *testing.T) {
	checkKinds(t, []kindCase{
		{"plain 503", h(503, "", "Service Unavailable"), rung.KindTransient, false},
		{"502 html", h(502, "", "<html><body><h1>502 Bad Gateway</h1></body></html>"), rung.KindTransient, false},
		{"504", h(504, "", "upstream request timeout"), rung.KindTransient, true},
		{"408 line", h(0, "", "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n"), rung.KindTransient, true},
		{"429 plain", h(429, "", `{"message":"Too Many Requests"}`), rung.KindTransient, false},
		{"429 daily quota", h(429, "", `{"error":"Daily request quota exceeded. Quota resets at midnight UTC."}`), rung.KindPremise, false},
		{"500 plain", h(500, "", `{"error":"Internal Server Error"}`), rung.KindTransient, false},
		{"500 missing dependency", h(500, "", `{"error":"upstream service \"inventory-v2\" not found in registry"}`), rung.KindPremise, false},
		{"500 contract expired", h(500, "", `{"error":"supplier contract expired on 2024-12-31; orders cannot be placed"}`), rung.KindPremise, false},
		{"500 relation missing", h(500, "", `{"detail":"relation \"invoices\" does not exist"}`), rung.KindPremise, false},
		{"400 validation", h(400, "", `{"error":"invalid date range: end before start"}`), rung.KindInvalid, false},
		{"400 telegram chat not found", h(400, "", `{"ok":false,"error_code":400,"description":"Bad Request: chat not found"}`), rung.KindPremise, false},
		{"400 expired token", h(400, "", `{"error":"The access token has expired"}`), rung.KindDenied, false},
		{"400 credit", h(400, "", `{"error":"Insufficient credit balance to run this job"}`), rung.KindPremise, false},
		{"422 rails taken", h(422, "", `{"errors":{"email":["has already been taken"]}}`), rung.KindConflict, false},
		{"422 validation", h(422, "", `{"message":"The given data was invalid.","errors":{"amount":["The amount must be at least 1."]}}`), rung.KindInvalid, false},
		{"413", h(413, "", "Request Entity Too Large"), rung.KindInvalid, false},
		{"415", h(415, "", "Unsupported Media Type"), rung.KindInvalid, false},
		{"401", h(401, "", `{"error":"unauthorized"}`), rung.KindDenied, false},
		{"403 plain", h(403, "", `{"error":"Forbidden"}`), rung.KindDenied, false},
		{"403 quota billing", h(403, "", `{"error":{"message":"This project has exceeded its billing quota"}}`), rung.KindPremise, false},
		{"403 archived", h(403, "", `{"message":"Repository was archived so is read-only."}`), rung.KindPremise, false},
		{"403 ratelimit header", Input{Protocol: "http", Status: 403, Message: `{"message":"API rate limit exceeded for user ID 1."}`, Header: http.Header{"X-Ratelimit-Remaining": {"0"}, "X-Ratelimit-Reset": {"1700000060"}, "Date": {"Tue, 14 Nov 2023 22:13:20 GMT"}}}, rung.KindTransient, false},
		{"404 plain", h(404, "", `{"error":"order 1234 not found"}`), rung.KindPremise, false},
		{"404 model not pulled", h(404, "", `{"error":"model 'llama3:70bx' not found, try pulling it first"}`), rung.KindPremise, false}, // the pull comes first (modelPullFirst)
		{"404 model", h(404, "", "{\"error\":{\"message\":\"The model `llama3:70bx` does not exist\",\"type\":\"invalid_request_error\",\"code\":\"model_not_found\"}}"), rung.KindInvalid, false},
		// Go's ServeMux and FileServer say the same for a route and a file:
		// no more than the status (premise), sets 40, 167 and 173.
		{"404 page not found", h(404, "", `404 page not found`), rung.KindPremise, false},
		{"409 exists", h(409, "", `{"error":"A user with this email already exists"}`), rung.KindConflict, false},
		{"409 in progress", h(409, "", `{"error":"Another deployment is in progress for this environment. Try again later."}`), rung.KindTransient, false},
		{"409 bare", h(409, "", `Conflict`), rung.KindConflict, false},
		{"412 if-match", h(412, "", `{"error":"ETag mismatch"}`), rung.KindPremise, false},
		{"410", h(410, "", "Gone"), rung.KindPremise, false},
		{"402", h(402, "", `{"error":"payment required"}`), rung.KindPremise, false},
		{"451", h(451, "", "Unavailable For Legal Reasons"), rung.KindDenied, false},
		{"501", h(501, "", "Not Implemented"), rung.KindInvalid, false},
		{"507", h(507, "", "Insufficient Storage"), rung.KindPremise, false},
		{"524 cloudflare", h(524, "", "A timeout occurred"), rung.KindTransient, true},
		{"529 overloaded", h(529, "", "overloaded"), rung.KindTransient, false},
		{"300", h(300, "", `{"matches":["a","b"]}`), rung.KindAmbiguous, false},
		{"status line only 503", h(0, "", "HTTP/2 503\ncontent-type: text/plain\n\nupstream connect error"), rung.KindTransient, false},
		{"status line 403 raw", h(0, "", "HTTP/1.1 403 Forbidden\nContent-Type: application/json\n\n{\"message\":\"Must have admin rights to Repository.\",\"documentation_url\":\"https://docs.github.com/rest\"}"), rung.KindDenied, false},
		// Slack.
		{"slack not_authed", h(200, "", `{"ok":false,"error":"not_authed"}`), rung.KindDenied, false},
		{"slack missing_scope", h(200, "", `{"ok":false,"error":"missing_scope","needed":"chat:write","provided":"channels:read"}`), rung.KindDenied, false},
		{"slack account_inactive", h(200, "", `{"ok":false,"error":"account_inactive"}`), rung.KindDenied, false},
		{"slack ratelimited", h(200, "", `{"ok":false,"error":"ratelimited"}`), rung.KindTransient, false},
		{"slack channel_not_found", h(200, "", `{"ok":false,"error":"channel_not_found"}`), rung.KindPremise, false},
		{"slack user_not_found", h(200, "", `{"ok":false,"error":"user_not_found"}`), rung.KindPremise, false},
		{"slack is_archived", h(200, "", `{"ok":false,"error":"is_archived"}`), rung.KindPremise, false},
		{"slack already_in_channel", h(200, "", `{"ok":false,"error":"already_in_channel"}`), rung.KindConflict, false},
		{"slack already_pinned", h(200, "", `{"ok":false,"error":"already_pinned"}`), rung.KindConflict, false},
		{"slack invalid_blocks", h(200, "", `{"ok":false,"error":"invalid_blocks","errors":["must provide an object [json-pointer:/blocks/0]"]}`), rung.KindInvalid, false},
		{"slack no_text", h(200, "", `{"ok":false,"error":"no_text"}`), rung.KindInvalid, false},
		{"slack not_in_channel", h(200, "", `{"ok":false,"error":"not_in_channel"}`), rung.KindDenied, false},
		{"slack unknown suffix", h(200, "", `{"ok":false,"error":"bookmark_not_found"}`), rung.KindPremise, false},
		{"slack spaced", h(200, "", `{"ok": false, "error": "invalid_auth", "warning": "missing_charset"}`), rung.KindDenied, false},
		// Google Maps statuses.
		{"maps over query", h(200, "", `{"results":[],"status":"OVER_QUERY_LIMIT","error_message":"You have exceeded your rate-limit for this API."}`), rung.KindTransient, false},
		{"maps over daily", h(200, "", `{"results":[],"status":"OVER_DAILY_LIMIT","error_message":"You must enable Billing on the Google Cloud Project"}`), rung.KindPremise, false},
		{"maps invalid", h(200, "", `{"results":[],"status":"INVALID_REQUEST"}`), rung.KindInvalid, false},
		// A waypoint the geocoder found nothing for is a search that came
		// back empty (set 571); a place_id that does not exist is premise.
		{"maps not found", h(200, "", `{"geocoded_waypoints":[{"geocoder_status":"ZERO_RESULTS"}],"routes":[],"status":"NOT_FOUND"}`), rung.KindInvalid, false},
		{"places not found", h(200, "", `{"html_attributions":[],"status":"NOT_FOUND"}`), rung.KindPremise, false},
		{"maps unknown error", h(200, "", `{"results":[],"status":"UNKNOWN_ERROR"}`), rung.KindTransient, false},
		{"places zero", h(200, "", `{"html_attributions":[],"results":[],"status":"ZERO_RESULTS"}`), rung.KindAmbiguous, false},
		// Empty results.
		{"empty items", h(200, "", `{"items":[],"nextPageToken":null}`), rung.KindAmbiguous, false},
		{"empty data", h(200, "", `{"data": [], "has_more": false}`), rung.KindAmbiguous, false},
		{"empty hits", h(200, "", `{"hits":{"total":{"value":0,"relation":"eq"},"hits":[]}}`), rung.KindAmbiguous, false},
		// GitHub.
		{"github bad creds", h(401, "", `{"message":"Bad credentials","documentation_url":"https://docs.github.com/rest","status":"401"}`), rung.KindDenied, false},
		{"github not accessible", h(403, "", `{"message":"Resource not accessible by integration","documentation_url":"https://docs.github.com/rest/issues/issues#create-an-issue","status":"403"}`), rung.KindDenied, false},
		{"github 429 secondary", h(429, "", `{"message":"You have exceeded a secondary rate limit and have been temporarily blocked from content creation.","documentation_url":"https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits"}`), rung.KindTransient, false},
		{"github 422 exists", h(422, "", `{"message":"Validation Failed","errors":[{"resource":"Label","code":"already_exists","field":"name"}],"documentation_url":"https://docs.github.com/rest/issues/labels#create-a-label","status":"422"}`), rung.KindConflict, false},
		{"github 422 ref exists", h(422, "", `{"message":"Reference already exists","documentation_url":"https://docs.github.com/rest/git/refs#create-a-reference","status":"422"}`), rung.KindConflict, false},
		{"github 422 missing field", h(422, "", `{"message":"Validation Failed","errors":[{"resource":"Issue","code":"missing_field","field":"title"}],"documentation_url":"https://docs.github.com/rest/issues/issues#create-an-issue","status":"422"}`), rung.KindInvalid, false},
		{"github 410 disabled", h(410, "", `{"message":"Issues are disabled for this repo","documentation_url":"https://docs.github.com/v3/issues/","status":"410"}`), rung.KindPremise, false},
		{"github primary limit", h(403, "", `{"message":"API rate limit exceeded for 203.0.113.7. (But here's the good news: Authenticated requests get a higher rate limit.)","documentation_url":"https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting"}`), rung.KindTransient, false},
		// Kubernetes.
		{"k8s exists", h(409, "", `{"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","message":"namespaces \"agents\" already exists","reason":"AlreadyExists","details":{"name":"agents","kind":"namespaces"},"code":409}`), rung.KindConflict, false},
		{"k8s conflict", h(409, "", `{"kind":"Status","apiVersion":"v1","status":"Failure","message":"Operation cannot be fulfilled on deployments.apps \"web\": the object has been modified; please apply your changes to the latest version and try again","reason":"Conflict","code":409}`), rung.KindTransient, false},
		{"k8s not found", h(404, "", `{"kind":"Status","apiVersion":"v1","status":"Failure","message":"pods \"web-0\" not found","reason":"NotFound","details":{"name":"web-0","kind":"pods"},"code":404}`), rung.KindPremise, false},
		{"k8s invalid", h(422, "", `{"kind":"Status","apiVersion":"v1","status":"Failure","message":"Deployment.apps \"web\" is invalid: spec.replicas: Invalid value: -1: must be greater than or equal to 0","reason":"Invalid","code":422}`), rung.KindInvalid, false},
		{"k8s too many", h(429, "", `{"kind":"Status","apiVersion":"v1","status":"Failure","message":"Too many requests, please try again later.","reason":"TooManyRequests","code":429}`), rung.KindTransient, false},
		{"k8s timeout", h(504, "", `{"kind":"Status","apiVersion":"v1","status":"Failure","message":"Timeout: request did not complete within requested timeout - context deadline exceeded","reason":"Timeout","code":504}`), rung.KindTransient, true},
		{"k8s gone", h(410, "", `{"kind":"Status","apiVersion":"v1","status":"Failure","message":"too old resource version: 123 (456)","reason":"Expired","code":410}`), rung.KindPremise, false},
		{"kubectl notfound", unknownProto(`Error from server (NotFound): deployments.apps "api" not found`), rung.KindPremise, false},
		{"kubectl forbidden", h(0, "", `Error from server (Forbidden): secrets is forbidden: User "dev" cannot list resource "secrets" in API group "" in the namespace "prod"`), rung.KindDenied, false},
		{"kubectl internal webhook timeout", h(500, "", `Error from server (InternalError): Internal error occurred: failed calling webhook "mutate.kyverno.svc": failed to call webhook: Post "https://kyverno-svc.kyverno.svc:443/mutate?timeout=10s": context deadline exceeded`), rung.KindTransient, false},
		// Stripe.
		{"stripe card declined", h(402, "", `{"error":{"charge":"ch_1","code":"card_declined","decline_code":"generic_decline","doc_url":"https://stripe.com/docs/error-codes/card-declined","message":"Your card was declined.","type":"card_error"}}`), rung.KindPremise, false},
		{"stripe resource missing", h(404, "", `{"error":{"code":"resource_missing","doc_url":"https://stripe.com/docs/error-codes/resource-missing","message":"No such customer: 'cus_123'","param":"id","type":"invalid_request_error"}}`), rung.KindPremise, false},
		{"stripe param missing", h(400, "", `{"error":{"code":"parameter_missing","message":"Missing required param: amount.","param":"amount","type":"invalid_request_error"}}`), rung.KindInvalid, false},
		{"stripe idempotency in use", h(409, "", `{"error":{"code":"idempotency_key_in_use","message":"There is currently another in-progress request using this Stripe-Idempotent-Key (that is, your Idempotency-Key header).","type":"invalid_request_error"}}`), rung.KindTransient, false},
		{"stripe idempotency error", h(400, "", `{"error":{"message":"Keys for idempotent requests can only be used with the same parameters they were first used with.","type":"idempotency_error"}}`), rung.KindInvalid, false},
		{"stripe api key expired", h(401, "", `{"error":{"code":"api_key_expired","message":"Expired API Key provided: sk_live_****1234","type":"invalid_request_error"}}`), rung.KindDenied, false},
		{"stripe api_error", h(500, "", `{"error":{"message":"An unknown error occurred","type":"api_error"}}`), rung.KindTransient, false},
		{"stripe lock_timeout", h(429, "", `{"error":{"code":"lock_timeout","message":"This object cannot be accessed right now because another API request or Stripe process is currently accessing it.","type":"invalid_request_error"}}`), rung.KindTransient, false},
		// Google JSON errors.
		{"google permission denied", h(403, "", `{"error":{"code":403,"message":"The caller does not have permission","status":"PERMISSION_DENIED"}}`), rung.KindDenied, false},
		{"google service disabled", h(403, "", `{"error":{"code":403,"message":"Cloud Vision API has not been used in project 123 before or it is disabled.","status":"PERMISSION_DENIED","details":[{"@type":"type.googleapis.com/google.rpc.ErrorInfo","reason":"SERVICE_DISABLED","domain":"googleapis.com"}]}}`), rung.KindPremise, false},
		{"google not found", h(404, "", `{"error":{"code":404,"message":"Requested entity was not found.","status":"NOT_FOUND"}}`), rung.KindPremise, false},
		{"google 503", h(503, "", `{"error":{"code":503,"message":"The service is currently unavailable.","status":"UNAVAILABLE"}}`), rung.KindTransient, false},
		{"google api key invalid", h(400, "", `{"error":{"code":400,"message":"API key not valid. Please pass a valid API key.","status":"INVALID_ARGUMENT","details":[{"@type":"type.googleapis.com/google.rpc.ErrorInfo","reason":"API_KEY_INVALID","domain":"googleapis.com"}]}}`), rung.KindDenied, false},
		{"google v1 daily", h(403, "", `{"error":{"errors":[{"domain":"usageLimits","reason":"dailyLimitExceeded","message":"Daily Limit Exceeded"}],"code":403,"message":"Daily Limit Exceeded"}}`), rung.KindPremise, false},
		{"google v1 user rate", h(403, "", `{"error":{"errors":[{"domain":"usageLimits","reason":"userRateLimitExceeded","message":"User Rate Limit Exceeded"}],"code":403,"message":"User Rate Limit Exceeded"}}`), rung.KindTransient, false},
		// OAuth and GraphQL.
		{"oauth invalid_grant", h(400, "", `{"error":"invalid_grant","error_description":"Token has been expired or revoked."}`), rung.KindDenied, false},
		{"oauth invalid_request", h(400, "", `{"error":"invalid_request","error_description":"Missing required parameter: code"}`), rung.KindInvalid, false},
		{"graphql not found (an issue in a repository that resolved; the repository itself is githubRepoHidden's)", h(200, "", `{"data":{"repository":{"issue":null}},"errors":[{"type":"NOT_FOUND","path":["repository","issue"],"message":"Could not resolve to an Issue with the number of 9."}]}`), rung.KindPremise, false},
		{"graphql unauthenticated", h(200, "", `{"errors":[{"message":"Not logged in","extensions":{"code":"UNAUTHENTICATED"}}],"data":null}`), rung.KindDenied, false},
		{"graphql bad input", h(200, "", `{"errors":[{"message":"Variable \"$id\" got invalid value","extensions":{"code":"BAD_USER_INPUT"}}]}`), rung.KindInvalid, false},
		// S3 XML.
		{"s3 xml nosuchkey", h(404, "", `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>reports/2024.csv</Key></Error>`), rung.KindPremise, false},
		{"s3 xml 200 internal", h(200, "", `<?xml version="1.0" encoding="UTF-8"?><Error><Code>InternalError</Code><Message>We encountered an internal error. Please try again.</Message></Error>`), rung.KindTransient, false},
		{"s3 xml access denied", h(403, "", `<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>`), rung.KindDenied, false},
		{"sqs xml", h(400, "", `<ErrorResponse><Error><Type>Sender</Type><Code>AWS.SimpleQueueService.NonExistentQueue</Code><Message>The specified queue does not exist.</Message></Error></ErrorResponse>`), rung.KindPremise, false},
	})
}

func TestAWSPreset(t *testing.T) {
	checkKinds(t, []kindCase{
		{"throttling", aws(400, "ThrottlingException", "operation error DynamoDB: Query, https response error StatusCode: 400, RequestID: X, ThrottlingException: Rate exceeded"), rung.KindTransient, false},
		{"ddb throughput", aws(400, "", "operation error DynamoDB: PutItem, https response error StatusCode: 400, RequestID: X, ProvisionedThroughputExceededException: The level of configured provisioned throughput for the table was exceeded."), rung.KindTransient, false},
		{"ec2 request limit", aws(503, "RequestLimitExceeded", "Request limit exceeded."), rung.KindTransient, false},
		{"lambda too many", aws(429, "", "operation error Lambda: Invoke, https response error StatusCode: 429, RequestID: X, TooManyRequestsException: Rate Exceeded."), rung.KindTransient, false},
		{"s3 nosuchkey", aws(404, "", "operation error S3: GetObject, https response error StatusCode: 404, RequestID: X, HostID: Y, api error NoSuchKey: The specified key does not exist."), rung.KindPremise, false},
		{"s3 nosuchbucket", aws(404, "NoSuchBucket", "api error NoSuchBucket: The specified bucket does not exist"), rung.KindPremise, false},
		{"s3 bucket exists other", aws(409, "BucketAlreadyExists", "api error BucketAlreadyExists: The requested bucket name is not available."), rung.KindInvalid, false}, // the bucket-name ruling
		{"s3 access denied", aws(403, "", "operation error S3: PutObject, https response error StatusCode: 403, RequestID: X, HostID: Y, api error AccessDenied: Access Denied"), rung.KindDenied, false},
		{"s3 entity too large", aws(400, "EntityTooLarge", "Your proposed upload exceeds the maximum allowed size"), rung.KindInvalid, false},
		{"s3 precondition", aws(412, "PreconditionFailed", "At least one of the pre-conditions you specified did not hold"), rung.KindPremise, false},
		{"s3 precondition if-none-match", aws(412, "PreconditionFailed", "api error PreconditionFailed: At least one of the pre-conditions you specified did not hold (If-None-Match: *)"), rung.KindConflict, false},
		{"s3 request timeout", aws(400, "RequestTimeout", "Your socket connection to the server was not read from or written to within the timeout period."), rung.KindTransient, true},
		{"s3 skewed", aws(403, "RequestTimeTooSkewed", "The difference between the request time and the current time is too large."), rung.KindTransient, false},
		{"signature mismatch key", aws(403, "SignatureDoesNotMatch", "The request signature we calculated does not match the signature you provided. Check your key and signing method."), rung.KindDenied, false},
		{"signature expired", aws(400, "InvalidSignatureException", "Signature expired: 20240101T000000Z is now earlier than 20240101T000500Z (20240101T001000Z - 5 min.)"), rung.KindTransient, false},
		{"ddb not found", aws(400, "", "operation error DynamoDB: GetItem, https response error StatusCode: 400, RequestID: X, ResourceNotFoundException: Requested resource not found"), rung.KindPremise, false},
		{"ddb in use being deleted", aws(400, "ResourceInUseException", "Attempt to change a resource which is still in use: Table is being deleted: Orders"), rung.KindTransient, false},
		{"ddb validation", aws(400, "", "operation error DynamoDB: PutItem, https response error StatusCode: 400, RequestID: X, api error ValidationException: One or more parameter values were invalid: Missing the key id in the item"), rung.KindInvalid, false},
		{"ddb txn canceled cond", aws(400, "TransactionCanceledException", "Transaction cancelled, please refer cancellation reasons for specific reasons [ConditionalCheckFailed, None]"), rung.KindPremise, false},
		{"ddb txn canceled conflict", aws(400, "TransactionCanceledException", "Transaction cancelled, please refer cancellation reasons for specific reasons [None, TransactionConflict]"), rung.KindTransient, false},
		{"ddb item collection", aws(400, "ItemCollectionSizeLimitExceededException", "Collection size exceeded."), rung.KindPremise, false},
		{"ddb limit account", aws(400, "LimitExceededException", "LimitExceededException: The maximum number of tables for this account (2500) has been reached"), rung.KindPremise, false},
		{"iam exists", aws(409, "EntityAlreadyExists", "api error EntityAlreadyExists: Role with name agent-runner already exists."), rung.KindConflict, false},
		{"iam no such entity", aws(404, "", "operation error IAM: GetRole, https response error StatusCode: 404, RequestID: X, NoSuchEntity: The role with name agent-runner cannot be found."), rung.KindPremise, false},
		{"iam limit", aws(409, "LimitExceeded", "Cannot exceed quota for PoliciesPerRole: 10"), rung.KindPremise, false},
		{"sts access denied", aws(403, "", "operation error STS: AssumeRole, https response error StatusCode: 403, RequestID: X, api error AccessDenied: User: arn:aws:iam::123:user/bot is not authorized to perform: sts:AssumeRole on resource: arn:aws:iam::123:role/admin"), rung.KindDenied, false},
		{"invalid client token", aws(403, "InvalidClientTokenId", "The security token included in the request is invalid."), rung.KindDenied, false},
		{"expired token exception", aws(400, "ExpiredTokenException", "The security token included in the request is expired"), rung.KindDenied, false},
		{"auth failure ec2", aws(401, "AuthFailure", "AWS was not able to validate the provided access credentials"), rung.KindDenied, false},
		{"secrets exists", aws(400, "ResourceExistsException", "The operation failed because the secret prod/db already exists."), rung.KindConflict, false},
		{"secrets not found", aws(400, "", "operation error Secrets Manager: GetSecretValue, https response error StatusCode: 400, RequestID: X, ResourceNotFoundException: Secrets Manager can't find the specified secret."), rung.KindPremise, false},
		{"secrets invalid request plain", aws(400, "InvalidRequestException", "You provided a parameter value that is not valid for the current state of the resource."), rung.KindInvalid, false},
		{"kms disabled", aws(400, "DisabledException", "arn:aws:kms:us-east-1:123:key/abc is disabled."), rung.KindPremise, false},
		{"kms invalid state", aws(400, "KMSInvalidStateException", "arn:aws:kms:us-east-1:123:key/abc is pending deletion."), rung.KindPremise, false},
		{"boto3 form", aws(0, "", "An error occurred (NoSuchKey) when calling the GetObject operation: The specified key does not exist."), rung.KindPremise, false},
		{"boto3 throttle", aws(0, "", "botocore.exceptions.ClientError: An error occurred (ThrottlingException) when calling the InvokeModel operation (reached max retries: 4): Too many requests, please wait before trying again."), rung.KindTransient, false},
		{"java form", aws(0, "", "com.amazonaws.services.s3.model.AmazonS3Exception: Access Denied (Service: Amazon S3; Status Code: 403; Error Code: AccessDenied; Request ID: X)"), rung.KindDenied, false},
		{"ec2 dotted not found", aws(400, "InvalidInstanceID.NotFound", "The instance ID 'i-123' does not exist"), rung.KindPremise, false},
		{"ec2 dotted malformed", aws(400, "InvalidAMIID.Malformed", "Invalid id: \"ami-zz\""), rung.KindInvalid, false},
		{"ec2 dotted duplicate", aws(400, "InvalidGroup.Duplicate", "The security group 'web' already exists"), rung.KindConflict, false},
		{"ec2 capacity", aws(500, "InsufficientInstanceCapacity", "We currently do not have sufficient p4d.24xlarge capacity in the Availability Zone you requested."), rung.KindTransient, false},
		{"ec2 incorrect state", aws(400, "IncorrectInstanceState", "The instance 'i-123' is not in a state from which it can be started."), rung.KindPremise, false},
		{"ec2 unauthorized op", aws(403, "UnauthorizedOperation", "You are not authorized to perform this operation."), rung.KindDenied, false},
		{"lambda conflict update", aws(409, "ResourceConflictException", "The operation cannot be performed at this time. An update is in progress for resource: arn:aws:lambda:us-east-1:123:function:f"), rung.KindTransient, false},
		{"lambda conflict exists", aws(409, "ResourceConflictException", "Function already exist: f"), rung.KindConflict, false},
		{"sqs missing", aws(400, "AWS.SimpleQueueService.NonExistentQueue", "The specified queue does not exist for this wsdl version."), rung.KindPremise, false},
		{"cfn does not exist", aws(400, "ValidationError", "Stack with id prod-api does not exist"), rung.KindPremise, false},
		{"cfn exists", aws(400, "AlreadyExistsException", "Stack [prod-api] already exists"), rung.KindConflict, false},
		{"bedrock validation too long", aws(400, "ValidationException", "Input is too long for requested model."), rung.KindInvalid, false},
		{"bedrock access", aws(403, "AccessDeniedException", "You don't have access to the model with the specified model ID."), rung.KindDenied, false},
		{"bedrock model timeout", aws(408, "ModelTimeoutException", "Model has timed out in processing the request."), rung.KindTransient, true},
		{"bedrock quota", aws(400, "ServiceQuotaExceededException", "Your request exceeds the service quota for your account."), rung.KindPremise, false},
		{"json __type", aws(400, "", `{"__type":"com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException","message":"The conditional request failed"}`), rung.KindPremise, false},
		{"service unavailable", aws(503, "ServiceUnavailable", "Service is unable to handle request."), rung.KindTransient, false},
		// An iterator only GetShardIterator can issue again: the plan gains a
		// step (premise), as the shape rule reads every other Expired* handle
		// and as sets 22 and 51 label it.
		{"kinesis expired iterator", aws(400, "ExpiredIteratorException", "Iterator expired. The iterator was created at time X while right now it is Y"), rung.KindPremise, false},
		{"unknown code by shape", aws(404, "WidgetNotFoundException", "widget w-1 not found"), rung.KindPremise, false},
		{"unknown code status only", aws(500, "", "operation error Foo: Bar, https response error StatusCode: 500, RequestID: X, deserialization failed"), rung.KindTransient, false},
	})
}

func TestGRPCPreset(t *testing.T) {
	checkKinds(t, []kindCase{
		{"unavailable", grpc("", "rpc error: code = Unavailable desc = connection error: desc = \"transport: Error while dialing: dial tcp 10.0.0.5:443: connect: connection refused\""), rung.KindTransient, false},
		{"deadline", grpc("DEADLINE_EXCEEDED", "context deadline exceeded"), rung.KindTransient, true},
		{"not found", grpc("", "rpc error: code = NotFound desc = Topic not found: projects/p/topics/orders"), rung.KindPremise, false},
		{"gemini model not found", Input{Protocol: "grpc", Status: 404, Code: "NOT_FOUND", Message: "models/gemini-1.0-pro-x is not found for API version v1beta, or is not supported for generateContent. Call ListModels to see the list of available models and their supported methods."}, rung.KindInvalid, false},
		{"permission denied", grpc("", "rpc error: code = PermissionDenied desc = Permission 'pubsub.topics.publish' denied on resource 'projects/p/topics/t' (or it may not exist)."), rung.KindDenied, false},
		{"invalid arg", grpc("", "rpc error: code = InvalidArgument desc = Invalid resource field value in the request."), rung.KindInvalid, false},
		{"failed precondition", grpc("", "rpc error: code = FailedPrecondition desc = The bucket has a retention policy that prevents deletion"), rung.KindPremise, false},
		{"out of range", grpc("OUT_OF_RANGE", "offset 900 is beyond the end of the stream"), rung.KindInvalid, false},
		{"unimplemented method", grpc("", "rpc error: code = Unimplemented desc = unknown method Frob for service acme.v1.Widgets"), rung.KindInvalid, false},
		{"unimplemented service", grpc("", "rpc error: code = Unimplemented desc = unknown service acme.v1.Widgets"), rung.KindPremise, false},
		{"internal plain", grpc("", "rpc error: code = Internal desc = stream terminated by RST_STREAM with error code: INTERNAL_ERROR"), rung.KindTransient, false},
		{"data loss", grpc("DATA_LOSS", "unrecoverable data loss or corruption"), rung.KindPremise, false},
		{"unauthenticated", grpc("", "rpc error: code = Unauthenticated desc = transport: invalid token"), rung.KindDenied, false},
		{"canceled by the caller", grpc("", "rpc error: code = Canceled desc = context canceled"), rung.KindDenied, false},
		{"canceled", grpc("", "rpc error: code = Canceled desc = grpc: the server stream was reset"), rung.KindTransient, false},
		{"unknown", grpc("", "rpc error: code = Unknown desc = something odd happened"), rung.KindUnknown, false},
		{"numeric code", grpc("14", "connection refused"), rung.KindTransient, false},
		{"rate limit reason", grpc("RESOURCE_EXHAUSTED", "Quota exceeded for quota metric 'Read requests' and limit 'Read requests per minute per user' of service 'sheets.googleapis.com'. [ErrorInfo reason=RATE_LIMIT_EXCEEDED]"), rung.KindTransient, false},
		{"gemini per day", Input{Protocol: "grpc", Status: 429, Code: "RESOURCE_EXHAUSTED", Message: "You exceeded your current quota, please check your plan and billing details. [QuotaFailure violations: quotaId=GenerateRequestsPerDayPerProjectPerModel-FreeTier] Please retry in 13.2s."}, rung.KindPremise, false},
		{"message too large", grpc("", "rpc error: code = ResourceExhausted desc = grpc: received message larger than max (8388608 vs. 4194304)"), rung.KindInvalid, false},
		{"billing disabled", grpc("PERMISSION_DENIED", "This API method requires billing to be enabled. [ErrorInfo reason=BILLING_DISABLED]"), rung.KindPremise, false},
		{"already exists camel", grpc("AlreadyExists", "subscription already exists"), rung.KindConflict, false},
		{"python form", Input{Message: "<_InactiveRpcError of RPC that terminated with:\n\tstatus = StatusCode.UNAVAILABLE\n\tdetails = \"failed to connect to all addresses\"\n>"}, rung.KindTransient, false},
		{"google json 429", Input{Protocol: "grpc", Status: 429, Message: `{"error":{"code":429,"message":"Resource has been exhausted (e.g. check quota).","status":"RESOURCE_EXHAUSTED"}}`}, rung.KindTransient, false},
	})
}

func TestPostgresPreset(t *testing.T) {
	checkKinds(t, []kindCase{
		{"serialization", pg("", "ERROR: could not serialize access due to concurrent update (SQLSTATE 40001)"), rung.KindTransient, false},
		{"statement timeout", pg("57014", "ERROR: canceling statement due to statement timeout (SQLSTATE 57014)"), rung.KindTransient, true},
		{"lock not available", pg("", "ERROR: could not obtain lock on row in relation \"jobs\" (SQLSTATE 55P03)"), rung.KindTransient, false},
		{"admin shutdown", pg("", "FATAL: terminating connection due to administrator command (SQLSTATE 57P01)"), rung.KindTransient, false},
		{"cannot connect now", pg("57P03", "FATAL: the database system is starting up"), rung.KindTransient, false},
		{"too many connections", pg("", "FATAL: sorry, too many clients already (SQLSTATE 53300)"), rung.KindTransient, false},
		{"disk full", pg("", "ERROR: could not extend file \"base/16384/2619\": No space left on device (SQLSTATE 53100)"), rung.KindPremise, false},
		{"out of memory", pg("53200", "ERROR: out of memory"), rung.KindTransient, false},
		{"connection failure", pg("08006", "FATAL: connection to server was lost"), rung.KindTransient, false},
		{"invalid catalog", pg("", "FATAL: database \"reporting\" does not exist (SQLSTATE 3D000)"), rung.KindPremise, false},
		{"invalid schema", pg("3F000", "ERROR: schema \"analytics\" does not exist"), rung.KindPremise, false},
		{"undefined function", pg("", "ERROR: function gen_random_uuidx() does not exist (SQLSTATE 42883)"), rung.KindInvalid, false},
		{"datatype mismatch", pg("42804", "ERROR: column \"total\" is of type numeric but expression is of type text"), rung.KindInvalid, false},
		{"division by zero", pg("", "ERROR: division by zero (SQLSTATE 22012)"), rung.KindInvalid, false},
		{"string too long", pg("", "ERROR: value too long for type character varying(20) (SQLSTATE 22001)"), rung.KindInvalid, false},
		{"unique", pg("", "ERROR: duplicate key value violates unique constraint \"users_email_key\" (SQLSTATE 23505)"), rung.KindConflict, false},
		{"duplicate table", pg("42P07", "ERROR: relation \"orders\" already exists"), rung.KindConflict, false},
		{"duplicate schema", pg("", "ERROR: schema \"app\" already exists (SQLSTATE 42P06)"), rung.KindConflict, false},
		{"fk", pg("", "ERROR: insert or update on table \"orders\" violates foreign key constraint \"orders_customer_id_fkey\" (SQLSTATE 23503)"), rung.KindPremise, false},
		{"not null", pg("23502", "ERROR: null value in column \"email\" of relation \"users\" violates not-null constraint"), rung.KindInvalid, false},
		{"check", pg("", "ERROR: new row for relation \"orders\" violates check constraint \"orders_qty_check\" (SQLSTATE 23514)"), rung.KindInvalid, false},
		{"auth", pg("", "FATAL: password authentication failed for user \"app\" (SQLSTATE 28P01)"), rung.KindDenied, false},
		{"in failed tx", pg("", "ERROR: current transaction is aborted, commands ignored until end of transaction block (SQLSTATE 25P02)"), rung.KindPremise, false},
		{"raise exception", pg("", "ERROR: order total mismatch (SQLSTATE P0001)"), rung.KindUnknown, false},
		{"internal", pg("XX000", "ERROR: cache lookup failed for relation 12345"), rung.KindUnknown, false},
		{"feature not supported", pg("", "ERROR: cannot use subquery in check constraint (SQLSTATE 0A000)"), rung.KindInvalid, false},
		{"too many rows", pg("", "ERROR: query returned more than one row (SQLSTATE P0003)"), rung.KindAmbiguous, false},
		{"class fallback 22", pg("", "ERROR: invalid regular expression: parentheses () not balanced (SQLSTATE 2201B)"), rung.KindInvalid, false},
		{"class fallback 08", pg("", "FATAL: unsupported frontend protocol (SQLSTATE 08004)"), rung.KindTransient, false},
		{"lib/pq text relation", pg("", "pq: relation \"audit_log\" does not exist"), rung.KindPremise, false},
		{"lib/pq text column", pg("", "pq: column \"nmae\" does not exist"), rung.KindInvalid, false},
		{"lib/pq deadlock", pg("", "pq: deadlock detected"), rung.KindTransient, false},
		{"pdo form", pg("", "SQLSTATE[23505]: Unique violation: 7 ERROR:  duplicate key value violates unique constraint \"users_pkey\""), rung.KindConflict, false},
		{"lowercase code", pg("40p01", "deadlock"), rung.KindTransient, false},
		{"sqlstate sniffed", unknownProto("ERROR: permission denied for schema billing (SQLSTATE 42501)"), rung.KindDenied, false},
		{"pgx no rows", pg("", "no rows in result set"), rung.KindAmbiguous, false},
	})
}

func TestLLMPresets(t *testing.T) {
	checkKinds(t, []kindCase{
		{"openai insufficient quota", oai(429, `{"error":{"message":"You exceeded your current quota, please check your plan and billing details. For more information on this error, read the docs: https://platform.openai.com/docs/guides/error-codes/api-errors.","type":"insufficient_quota","param":null,"code":"insufficient_quota"}}`), rung.KindPremise, false},
		{"openai rpm", oai(429, `{"error":{"message":"Rate limit reached for gpt-4o-mini in organization org-abc on requests per min (RPM): Limit 3, Used 3, Requested 1. Please try again in 20s.","type":"requests","param":null,"code":"rate_limit_exceeded"}}`), rung.KindTransient, false},
		{"openai request too large", oai(429, `{"error":{"message":"Request too large for gpt-4 in organization org-abc on tokens per min (TPM): Limit 10000, Requested 12500. The input or output tokens must be reduced in order to run successfully.","type":"tokens","param":null,"code":"rate_limit_exceeded"}}`), rung.KindInvalid, false},
		{"openai context length", oai(400, `{"error":{"message":"This model's maximum context length is 8192 tokens. However, your messages resulted in 9021 tokens. Please reduce the length of the messages.","type":"invalid_request_error","param":"messages","code":"context_length_exceeded"}}`), rung.KindInvalid, false},
		{"openai invalid key", oai(401, `{"error":{"message":"Incorrect API key provided: sk-abc***. You can find your API key at https://platform.openai.com/account/api-keys.","type":"invalid_request_error","param":null,"code":"invalid_api_key"}}`), rung.KindDenied, false},
		{"openai server error", oai(500, `{"error":{"message":"The server had an error while processing your request. Sorry about that!","type":"server_error","param":null,"code":null}}`), rung.KindTransient, false},
		{"openai 503 overloaded", oai(503, `{"error":{"message":"The engine is currently overloaded, please try again later","type":"server_error","param":null,"code":null}}`), rung.KindTransient, false},
		{"openai country", oai(403, `{"error":{"code":"unsupported_country_region_territory","message":"Country, region, or territory not supported","param":null,"type":"request_forbidden"}}`), rung.KindDenied, false},
		{"openai model 403", oai(403, `{"error":{"message":"You are not allowed to sample from this model","type":"invalid_request_error","param":null,"code":"model_not_found"}}`), rung.KindDenied, false},
		{"openai unknown param", oai(400, `{"error":{"message":"Unrecognized request argument supplied: functionz","type":"invalid_request_error","param":null,"code":null}}`), rung.KindInvalid, false},
		{"openai invalid url", oai(404, `{"error":{"message":"Invalid URL (POST /v1/chat/completion)","type":"invalid_request_error","param":null,"code":null}}`), rung.KindInvalid, false},
		{"openai content filter", oai(200, `{"id":"x","object":"chat.completion","choices":[{"index":0,"message":{"role":"assistant","content":null},"finish_reason":"content_filter"}]}`), rung.KindAmbiguous, false},
		{"openai refusal", oai(200, `{"id":"x","object":"chat.completion","choices":[{"index":0,"message":{"role":"assistant","content":null,"refusal":"I'm sorry, I can't help with that."},"finish_reason":"stop"}]}`), rung.KindAmbiguous, false},
		{"openai empty", oai(200, `{"id":"x","object":"chat.completion","choices":[{"index":0,"message":{"role":"assistant","content":""},"finish_reason":"stop"}]}`), rung.KindAmbiguous, false},
		{"openai tool call ok", oai(200, `{"id":"x","object":"chat.completion","choices":[{"index":0,"message":{"role":"assistant","content":null,"tool_calls":[{"id":"call_1","type":"function","function":{"name":"f","arguments":"{}"}}]},"finish_reason":"tool_calls"}]}`), rung.KindUnknown, false},
		{"openai normal", oai(200, `{"id":"x","object":"chat.completion","choices":[{"index":0,"message":{"role":"assistant","content":"Paris.","refusal":null},"finish_reason":"stop"}]}`), rung.KindUnknown, false},
		{"openai responses incomplete", oai(200, `{"id":"resp_1","object":"response","status":"incomplete","incomplete_details":{"reason":"max_output_tokens"},"output":[]}`), rung.KindAmbiguous, false},
		{"openai code hint", Input{Protocol: "openai", Status: 200, Code: "finish_reason:length", Message: "truncated"}, rung.KindAmbiguous, false},
		{"anthropic overloaded", ant(529, `{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}`), rung.KindTransient, false},
		{"anthropic not found model", ant(404, `{"type":"error","error":{"type":"not_found_error","message":"model: claude-3-5-sonnet-2024102"}}`), rung.KindInvalid, false},
		{"anthropic not found file", ant(404, `{"type":"error","error":{"type":"not_found_error","message":"File not found: file_011abc"}}`), rung.KindPremise, false},
		{"anthropic too large", ant(413, `{"type":"error","error":{"type":"request_too_large","message":"Request exceeds the maximum allowed number of bytes."}}`), rung.KindInvalid, false},
		{"anthropic prompt too long", ant(400, `{"type":"error","error":{"type":"invalid_request_error","message":"prompt is too long: 215000 tokens > 200000 maximum"}}`), rung.KindInvalid, false},
		{"anthropic usage limits", ant(400, `{"type":"error","error":{"type":"invalid_request_error","message":"You have reached your specified API usage limits. You will regain access on 2025-09-01 at 00:00 UTC."}}`), rung.KindPremise, false},
		{"anthropic billing", ant(402, `{"type":"error","error":{"type":"billing_error","message":"Your organization has an outstanding invoice."}}`), rung.KindPremise, false},
		{"anthropic timeout", ant(504, `{"type":"error","error":{"type":"timeout_error","message":"Request timed out"}}`), rung.KindTransient, true},
		{"anthropic stop_sequence ok", ant(200, `{"id":"msg_1","type":"message","role":"assistant","content":[{"type":"text","text":"Done."}],"stop_reason":"end_turn"}`), rung.KindUnknown, false},
		{"anthropic whitespace", ant(200, `{"id":"msg_1","type":"message","role":"assistant","content":[{"type":"text","text":"  \n"}],"stop_reason":"end_turn"}`), rung.KindAmbiguous, false},
		{"anthropic tool use ok", ant(200, `{"id":"msg_1","type":"message","role":"assistant","content":[{"type":"tool_use","id":"toolu_1","name":"get","input":{}}],"stop_reason":"tool_use"}`), rung.KindUnknown, false},
		{"anthropic sse error", ant(200, "event: error\ndata: {\"type\": \"error\", \"error\": {\"type\": \"overloaded_error\", \"message\": \"Overloaded\"}}"), rung.KindTransient, false},
		{"anthropic code only", Input{Protocol: "anthropic", Status: 429, Code: "rate_limit_error", Message: "rate limited"}, rung.KindTransient, false},
	})
}

func TestMCPPreset(t *testing.T) {
	checkKinds(t, []kindCase{
		{"parse error", mcp("", `{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error"}}`), rung.KindInvalid, false},
		{"invalid request", mcp("-32600", `{"jsonrpc":"2.0","id":1,"error":{"code":-32600,"message":"Invalid Request"}}`), rung.KindInvalid, false},
		{"invalid params", mcp("", `{"jsonrpc":"2.0","id":3,"error":{"code":-32602,"message":"Invalid arguments for tool search: Expected string, received number at path query"}}`), rung.KindInvalid, false},
		{"unknown tool", mcp("", `{"jsonrpc":"2.0","id":3,"error":{"code":-32602,"message":"Unknown tool: get_wether"}}`), rung.KindInvalid, false},
		{"resource -32002", mcp("", `{"jsonrpc":"2.0","id":5,"error":{"code":-32002,"message":"Resource not found","data":{"uri":"file:///x"}}}`), rung.KindPremise, false},
		{"timeout -32001", mcp("-32001", "MCP error -32001: Request timed out"), rung.KindTransient, true},
		{"connection closed", mcp("-32000", "MCP error -32000: Connection closed"), rung.KindTransient, false},
		{"internal wraps 422", mcp("", `{"jsonrpc":"2.0","id":7,"error":{"code":-32603,"message":"Internal error","data":"API request failed with status 422: {\"message\":\"Validation Failed\"}"}}`), rung.KindInvalid, false},
		{"internal wraps 404", mcp("", `{"jsonrpc":"2.0","id":7,"error":{"code":-32603,"message":"Request failed with status code 404"}}`), rung.KindPremise, false},
		{"internal unknown tool", mcp("", `{"jsonrpc":"2.0","id":7,"error":{"code":-32603,"message":"Tool fetch_wether not found"}}`), rung.KindInvalid, false},
		{"internal not found", mcp("", `{"jsonrpc":"2.0","id":7,"error":{"code":-32603,"message":"Entity with name Alice not found"}}`), rung.KindPremise, false},
		{"isError enoent", mcp("isError", `{"jsonrpc":"2.0","id":9,"result":{"content":[{"type":"text","text":"Error: ENOENT: no such file or directory, open '/data/report.csv'"}],"isError":true}}`), rung.KindPremise, false},
		{"isError sandbox", mcp("", `{"jsonrpc":"2.0","id":9,"result":{"content":[{"type":"text","text":"Error: Access denied - path outside allowed directories: /etc/passwd not in /home/user"}],"isError":true}}`), rung.KindDenied, false},
		{"isError eacces", mcp("", `{"result":{"content":[{"type":"text","text":"Error: EACCES: permission denied, open '/var/log/syslog'"}],"isError":true}}`), rung.KindDenied, false},
		{"isError eisdir", mcp("", `{"result":{"content":[{"type":"text","text":"Error: EISDIR: illegal operation on a directory, read"}],"isError":true}}`), rung.KindInvalid, false},        // the path ruling (pathkind.go)
		{"isError edit mismatch", mcp("", `{"result":{"content":[{"type":"text","text":"Error: Could not find exact match for edit:\nold text"}],"isError":true}}`), rung.KindPremise, false}, // the edit ruling, revised (generic.go)
		{"isError memory exists", mcp("", `{"result":{"content":[{"type":"text","text":"Entity with name Project-X already exists"}],"isError":true}}`), rung.KindConflict, false},
		{"isError rate limit", mcp("", `{"result":{"content":[{"type":"text","text":"GitHub API error: 403 API rate limit exceeded"}],"isError":true}}`), rung.KindTransient, false},
		{"result no matches", mcp("", `{"jsonrpc":"2.0","id":4,"result":{"content":[{"type":"text","text":"No matches found"}]}}`), rung.KindAmbiguous, false},
		{"code text only", mcp("-32601", "MCP error -32601: Method not found"), rung.KindInvalid, false},
		{"isError text", Input{Protocol: "mcp", Code: "isError", Message: "Parent directory does not exist: /tmp/a/b"}, rung.KindPremise, false},
	})
}

func TestGoPreset(t *testing.T) {
	checkKinds(t, []kindCase{
		{"conn reset", goe("read tcp 10.0.0.2:51236->10.0.0.5:443: read: connection reset by peer"), rung.KindTransient, false},
		{"conn refused", goe("dial tcp 127.0.0.1:5432: connect: connection refused"), rung.KindTransient, false},
		{"dns not found", goe("dial tcp: lookup api.exmaple.com: no such host"), rung.KindPremise, false},
		{"dns temp", goe("dial tcp: lookup api.example.com on 127.0.0.53:53: server misbehaving"), rung.KindTransient, false},
		{"i/o timeout", goe("dial tcp 10.0.0.5:443: i/o timeout"), rung.KindTransient, true},
		{"x509 hostname", goe("tls: failed to verify certificate: x509: certificate is valid for a.example.com, not b.example.com"), rung.KindPremise, false},
		{"x509 expired", goe("x509: certificate has expired or is not yet valid: current time 2025-01-01T00:00:00Z is after 2024-12-31T23:59:59Z"), rung.KindPremise, false},
		{"enoent", goe("open /etc/app/config.yaml: no such file or directory"), rung.KindPremise, false},
		{"exists", goe("mkdir /tmp/out: file exists"), rung.KindConflict, false},
		{"enospc", goe("write /var/lib/data/db: no space left on device"), rung.KindPremise, false},
		{"erofs", goe("open /usr/lib/x: read-only file system"), rung.KindPremise, false},
		{"eisdir", goe("read /tmp: is a directory"), rung.KindInvalid, false}, // the path ruling (pathkind.go)
		{"unexpected eof", goe("unexpected EOF"), rung.KindTransient, false},
		{"eof", goe(`Get "https://api.example.com/v1": EOF`), rung.KindTransient, false},
		{"canceled", goe("context canceled"), rung.KindDenied, false},
		{"no rows", goe("sql: no rows in result set"), rung.KindAmbiguous, false},
		{"json", goe("json: cannot unmarshal string into Go struct field Order.qty of type int"), rung.KindInvalid, false},
		{"scheme", goe(`Get "localhost:8080/x": unsupported protocol scheme "localhost"`), rung.KindInvalid, false},
		{"exec", goe(`exec: "terraform": executable file not found in $PATH`), rung.KindPremise, false},
		{"http2 lost", goe("http2: client connection lost"), rung.KindTransient, false},
		{"net unreachable", goe("dial udp 8.8.8.8:53: connect: network is unreachable"), rung.KindTransient, false},
		{"quoted status", goe(`unexpected status 429 Too Many Requests from https://api.example.com`), rung.KindTransient, false},
		{"unknown proto timeout", unknownProto("operation timed out after 30s"), rung.KindTransient, true},
	})
}

func TestGenericFallback(t *testing.T) {
	checkKinds(t, []kindCase{
		{"rate", unknownProto("429: rate limit exceeded, slow down"), rung.KindTransient, false},
		{"exists", unknownProto("project 'demo' already exists"), rung.KindConflict, false},
		{"missing", unknownProto("no such bucket: logs-2024"), rung.KindPremise, false},
		{"denied", unknownProto("user is not authorized to access this resource"), rung.KindDenied, false},
		{"invalid", unknownProto("malformed request body"), rung.KindInvalid, false},
		{"nothing", unknownProto("the flux capacitor hiccupped"), rung.KindUnknown, false},
		{"empty", Input{}, rung.KindUnknown, false},
	})
}

func TestRetryAfterExtraction(t *testing.T) {
	date := "Wed, 21 Oct 2015 07:28:00 GMT"
	tests := []struct {
		name string
		in   Input
		want time.Duration
	}{
		{"header seconds", Input{Protocol: "http", Status: 503, Header: http.Header{"Retry-After": {"120"}}}, 120 * time.Second},
		{"header lower-case key", Input{Protocol: "http", Status: 429, Header: http.Header{"retry-after": {"7"}}}, 7 * time.Second},
		{"header ms", Input{Protocol: "openai", Status: 429, Header: http.Header{"Retry-After-Ms": {"1500"}}}, 1500 * time.Millisecond},
		{"header date vs Date", Input{Protocol: "http", Status: 503, Header: http.Header{"Retry-After": {"Wed, 21 Oct 2015 07:30:00 GMT"}, "Date": {date}}}, 2 * time.Minute},
		{"header date vs now", Input{Protocol: "http", Status: 503, Now: time.Date(2015, 10, 21, 7, 29, 0, 0, time.UTC), Header: http.Header{"Retry-After": {"Wed, 21 Oct 2015 07:30:00 GMT"}}}, time.Minute},
		{"message header", Input{Protocol: "http", Message: "HTTP/1.1 429 Too Many Requests\nRetry-After: 30\n\n{}"}, 30 * time.Second},
		{"one-line form", Input{Protocol: "anthropic", Message: "HTTP 429, retry-after: 12\n{\"type\":\"error\",\"error\":{\"type\":\"rate_limit_error\",\"message\":\"slow\"}}"}, 12 * time.Second},
		{"openai body", Input{Protocol: "openai", Status: 429, Message: `{"error":{"message":"Rate limit reached. Please try again in 1m30s.","code":"rate_limit_exceeded"}}`}, 90 * time.Second},
		{"openai body ms", Input{Protocol: "openai", Status: 429, Message: `{"error":{"message":"Rate limit reached. Please try again in 20ms.","code":"rate_limit_exceeded"}}`}, 20 * time.Millisecond},
		{"openai reset header", Input{Protocol: "openai", Status: 429, Header: http.Header{"X-Ratelimit-Reset-Tokens": {"6m0s"}, "X-Ratelimit-Remaining-Tokens": {"0"}, "X-Ratelimit-Reset-Requests": {"1s"}, "X-Ratelimit-Remaining-Requests": {"59"}}}, 6 * time.Minute},
		{"grpc pushback", Input{Protocol: "grpc", Code: "UNAVAILABLE", Header: http.Header{"Grpc-Retry-Pushback-Ms": {"250"}}}, 250 * time.Millisecond},
		{"retryDelay json", Input{Protocol: "grpc", Status: 429, Message: `{"error":{"code":429,"status":"RESOURCE_EXHAUSTED","details":[{"@type":"type.googleapis.com/google.rpc.RetryInfo","retryDelay":"38s"}]}}`}, 38 * time.Second},
		{"github reset epoch", Input{Protocol: "http", Status: 403, Header: http.Header{"X-Ratelimit-Remaining": {"0"}, "X-Ratelimit-Reset": {"1445412540"}, "Date": {date}}}, 60 * time.Second},
		{"discord retry_after", Input{Protocol: "http", Status: 429, Message: `{"message":"You are being rate limited.","retry_after":0.5,"global":false}`}, 500 * time.Millisecond},
		{"message date headers", Input{Protocol: "http", Message: "HTTP/1.1 503 Service Unavailable\nDate: Wed, 21 Oct 2015 07:28:00 GMT\nRetry-After: Wed, 21 Oct 2015 07:30:00 GMT\n\n"}, 2 * time.Minute},
		{"message openai reset", Input{Protocol: "openai", Message: "HTTP/1.1 429 Too Many Requests\nx-ratelimit-remaining-requests: 0\nx-ratelimit-reset-requests: 1s\n\n{\"error\":{\"code\":\"rate_limit_exceeded\",\"message\":\"Rate limit reached\"}}"}, time.Second},
		{"seconds words", Input{Status: 503, Message: "Service busy. Please retry after 15 seconds."}, 15 * time.Second},
	}
	for _, tc := range tests {
		got := Classify(tc.in)
		if !got.HasRetryAfter || got.RetryAfter != tc.want {
			t.Errorf("%s: RetryAfter = %v (has %v), want %v; kind %s reason %q", tc.name, got.RetryAfter, got.HasRetryAfter, tc.want, got.Kind, got.Reason)
		}
	}
}
