package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise115 checks set 115's missed classes in other software's
// words, with neighbours that must keep their kind: a unique value another
// record holds (generic.go conflictWords), a Go key-value client's nil
// reply (ambiguousWords), a write that collided with a concurrent one and is
// asked to be sent again (retryHintWords), a store at its size limit and a
// count at its limit behind a 403 or a FORBIDDEN code (heldlimits.go
// storeFullWords, heldCountWords; codes.go), a malformed credential header
// (servercred.go), a running object that must be stopped first
// (stopFirstWords), a destination permission the owner did not grant
// (destPermissionWords), and a GraphQL mutation's userErrors behind a 200
// (mutationUserErrors).
func TestGeneralise115(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// A unique value another record holds: conflict.
		// developer.zendesk.com (422 RecordInvalid, DuplicateValue; set 115).
		{"zendesk user email taken (set 115)", "http", 422, "RecordInvalid", `{"error":"RecordInvalid","description":"Record validation errors","details":{"email":[{"description":"Email: jane.doe@example.com is already being used by another user","error":"DuplicateValue"}]}}`, rung.KindConflict},
		// WordPress REST API POST /wp/v2/users (wp-includes/user.php existing_user_email).
		{"wordpress email already used", "http", 400, "existing_user_email", `{"code":"existing_user_email","message":"Sorry, that email address is already used!","data":{"status":400}}`, rung.KindConflict},
		// Drupal core user module (UserMailUnique constraint).
		{"drupal email taken", "http", 422, "", `{"message":"Unprocessable Entity: validation failed.\nmail: The email address jane.doe@example.com is already taken.\n"}`, rung.KindConflict},
		// Neighbour: a port another service holds stays premise (heldWords).
		{"kubernetes node port allocated", "http", 422, "Invalid", `The Service "orders-api" is invalid: spec.ports[0].nodePort: Invalid value: 30080: provided port is already allocated`, rung.KindPremise},
		// Neighbour: a 422 whose detail is a malformed value stays invalid.
		{"zendesk email badly formed", "http", 422, "RecordInvalid", `{"error":"RecordInvalid","description":"Record validation errors","details":{"email":[{"description":"Email: jane.doe@ is not properly formatted","error":"InvalidFormat"}]}}`, rung.KindInvalid},

		// A Go key-value client's nil reply: the key holds no value,
		// ambiguous as database/sql's ErrNoRows and the MongoDB driver's
		// ErrNoDocuments.
		{"go-redis redis.Nil (set 115)", "go", 0, "redis.Nil", "redis: nil", rung.KindAmbiguous},
		{"go-redis redis.Nil after a tool's prefix", "", 0, "", "get session sess_42: redis: nil", rung.KindAmbiguous},
		// github.com/gomodule/redigo/redis ErrNil.
		{"redigo ErrNil", "go", 0, "", "redigo: nil returned", rung.KindAmbiguous},
		// github.com/redis/rueidis IsRedisNil.
		{"rueidis nil", "go", 0, "", "redis nil message", rung.KindAmbiguous},
		// github.com/bradfitz/gomemcache ErrCacheMiss.
		{"gomemcache cache miss", "go", 0, "", "memcache: cache miss", rung.KindAmbiguous},
		// Neighbours: the client's pool and a refused dial are waits.
		{"go-redis pool timeout", "go", 0, "", "redis: connection pool timeout", rung.KindTransient},
		{"go-redis dial refused", "go", 0, "", "dial tcp 127.0.0.1:6379: connect: connection refused", rung.KindTransient},

		// A write that collided with a concurrent one, asked to be sent again.
		{"cosmos 449 retry with (set 115)", "http", 449, "RetryWith", "POST https://contoso-orders.documents.azure.com:443/dbs/shop/colls/orders/docs\n--------------------------------------------------------------------------------\nRESPONSE 449: 449 Retry With\nERROR CODE: RetryWith\n--------------------------------------------------------------------------------\n{\n  \"code\": \"RetryWith\",\n  \"message\": \"Message: {\\\"Errors\\\":[\\\"Conflicting request to resource has been attempted. Retry to avoid conflicts.\\\"]}\"\n}\n--------------------------------------------------------------------------------\n", rung.KindTransient},
		// MongoDB WriteConflict (error code 112) through the Go driver.
		{"mongodb write conflict", "go", 0, "112", "(WriteConflict) WriteConflict error: this operation conflicted with another operation. Please retry your operation or multi-document transaction.", rung.KindTransient},
		// The same under a 400 from an HTTP gateway in front of MongoDB.
		{"mongodb write conflict behind a 400", "http", 400, "", `{"error":"WriteConflict error: this operation conflicted with another operation. Please retry your operation or multi-document transaction."}`, rung.KindTransient},
		// Neighbours: an id already stored is conflict; arguments that
		// exclude each other stay invalid.
		{"cosmos id exists", "http", 409, "Conflict", `{"code":"Conflict","message":"Entity with the specified id already exists in the system."}`, rung.KindConflict},
		{"arguments that conflict", "http", 400, "", `{"error":"conflicting options: cannot specify both since and until_id"}`, rung.KindInvalid},

		// A store at its size limit behind a 403: premise.
		{"cosmos partition key full (set 115)", "http", 403, "Forbidden", `{"code":"Forbidden","message":"Message: {\"Errors\":[\"Partition key reached maximum size of 20 GB. Learn more: https://aka.ms/CosmosDB/sql/errors/full-pk\"]}"}`, rung.KindPremise},
		// Azure SQL Database 40544 (learn.microsoft.com/azure/azure-sql/database/troubleshoot-common-errors-issues).
		{"azure sql size quota", "", 0, "", "mssql: The database 'orders' has reached its size quota. Partition or delete data, drop indexes, or consult the documentation for possible resolutions.", rung.KindPremise},
		// Azure Service Bus QuotaExceeded behind a 403.
		{"service bus entity full", "http", 403, "QuotaExceeded", `<Error><Code>403</Code><Detail>The maximum entity size has been reached or exceeded for Topic: 'orders'. Size of entity in bytes:1073742326, Max entity size in bytes: 1073741824.</Detail></Error>`, rung.KindPremise},
		// Neighbour: Cosmos DB's RBAC refusal stays denied.
		{"cosmos rbac forbidden", "http", 403, "Forbidden", `{"code":"Forbidden","message":"Request blocked by Auth shop : Request is blocked because principal [5f2c] does not have required RBAC permissions to perform action [Microsoft.DocumentDB/databaseAccounts/readMetadata] on resource [/]."}`, rung.KindDenied},

		// A count at its limit behind a 403 or a FORBIDDEN code: premise.
		{"pinecone max serverless indexes (set 115)", "http", 403, "FORBIDDEN", `{"error":{"code":"FORBIDDEN","message":"This project already contains 20 serverless indexes, the maximum per project. Delete any unused indexes and try again, or create a new project for more serverless indexes."},"status":403}`, rung.KindPremise},
		// Postman API 403 limitReachedError.
		{"postman api limit", "http", 403, "limitReachedError", `{"error":{"name":"limitReachedError","message":"You can create up to 3 APIs on your current plan."}}`, rung.KindPremise},
		// GitLab 403 on a project create over projects_limit.
		{"gitlab project limit", "http", 403, "", `{"message":"403 Forbidden - Your project limit is 10 projects! Please contact your administrator to increase it"}`, rung.KindPremise},
		// A GraphQL FORBIDDEN code over a count, with no status.
		{"graphql forbidden count", "", 0, "", `{"errors":[{"message":"You have reached the maximum number of projects for this workspace.","extensions":{"code":"FORBIDDEN"}}]}`, rung.KindPremise},
		// Neighbours: a FORBIDDEN code and a 403 about authority stay denied.
		{"graphql forbidden", "", 0, "", `{"errors":[{"message":"You are not allowed to delete this project.","extensions":{"code":"FORBIDDEN"}}]}`, rung.KindDenied},
		{"pinecone forbidden key", "http", 403, "FORBIDDEN", `{"error":{"code":"FORBIDDEN","message":"The API key you provided does not have access to this project."},"status":403}`, rung.KindDenied},

		// A malformed credential header: denied, not a bad argument.
		{"cloudflare x-auth-key format (set 115)", "http", 400, "6003", `{"success":false,"errors":[{"code":6003,"message":"Invalid request headers","error_chain":[{"code":6103,"message":"Invalid format for X-Auth-Key header"}]}],"messages":[],"result":null}`, rung.KindDenied},
		{"cloudflare authorization format", "http", 400, "6003", `{"success":false,"errors":[{"code":6003,"message":"Invalid request headers","error_chain":[{"code":6111,"message":"Invalid format for Authorization header"}]}],"messages":[],"result":null}`, rung.KindDenied},
		// auth0/go-jwt-middleware AuthHeaderTokenExtractor.
		{"go-jwt-middleware header format", "http", 400, "", "Authorization header format must be Bearer {token}", rung.KindDenied},
		// Neighbour: S3's header naming the wrong region stays invalid.
		{"s3 authorization header region", "aws", 400, "AuthorizationHeaderMalformed", "operation error S3: GetObject, https response error StatusCode: 400, RequestID: 0N5XZ3B8QK1P7, HostID: abc, api error AuthorizationHeaderMalformed: The authorization header is malformed; the region 'us-east-1' is wrong; expecting 'ap-southeast-2'", rung.KindInvalid},

		// A running object that must be stopped first: premise.
		{"docker remove running (set 115)", "http", 409, "", `Error response from daemon: cannot remove container "/web": container is running: stop the container before removing or force remove`, rung.KindPremise},
		// Podman (libpod define.ErrCtrStateInvalid).
		{"podman remove running", "", 0, "", "Error: cannot remove container 3a4b5c6d as it is running - running or paused containers cannot be removed without force: container state improper", rung.KindPremise},
		// LXD / Incus lxc delete.
		{"lxd delete running", "", 0, "", "Error: The instance is currently running, stop it first or pass --force", rung.KindPremise},
		// Neighbour: a name already in use stays conflict.
		{"docker name in use", "http", 409, "", `Error response from daemon: Conflict. The container name "/web" is already in use by container "9b1e3c7d2f4a". You have to remove (or rename) that container to be able to reuse that name.`, rung.KindConflict},

		// A destination permission the owner did not grant: denied.
		{"twilio 21408 (set 115)", "http", 400, "21408", "Status: 400 - ApiError 21408: Permission to send an SMS has not been enabled for the region indicated by the 'To' number: +23276123456 (null) More info: https://www.twilio.com/docs/errors/21408", rung.KindDenied},
		// Twilio voice 21215 and 13227 (twilio.com/docs/api/errors).
		{"twilio 21215 international permissions", "http", 400, "21215", `{"code":21215,"message":"Account not authorized to call +2347012345678. Perhaps you need to enable some international permissions: https://www.twilio.com/console/voice/calls/geo-permissions/low-risk","more_info":"https://www.twilio.com/docs/errors/21215","status":400}`, rung.KindDenied},
		{"twilio 13227 geo permission", "", 0, "13227", "Geo Permission configuration is not permitting call", rung.KindDenied},
		// Vonage SMS API status 15.
		{"vonage non-whitelisted destination", "http", 400, "15", `{"message-count":"1","messages":[{"status":"15","error-text":"Non White-listed Destination - rejected"}]}`, rung.KindDenied},
		// Neighbours: a feature the account has not enabled stays premise.
		{"stripe capability not enabled", "http", 400, "", `{"error":{"message":"Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments","type":"invalid_request_error"}}`, rung.KindPremise},
		{"feature not been enabled", "http", 400, "", `{"error":"Two-factor authentication has not been enabled for this workspace."}`, rung.KindPremise},

		// A GraphQL mutation's userErrors behind a 200: invalid, unless its
		// messages say otherwise; the cost extension is no throttle.
		{"shopify productCreate blank title (set 115)", "http", 200, "", `{"data":{"productCreate":{"product":null,"userErrors":[{"field":["product","title"],"message":"Title can't be blank"}]}},"extensions":{"cost":{"requestedQueryCost":10,"actualQueryCost":10,"throttleStatus":{"maximumAvailable":2000.0,"currentlyAvailable":1990,"restoreRate":100.0}}}}`, rung.KindInvalid},
		// Shopify Storefront API customerCreate.
		{"shopify storefront customer taken", "http", 200, "", `{"data":{"customerCreate":{"customer":null,"customerUserErrors":[{"code":"TAKEN","field":["input","email"],"message":"Email has already been taken"}]}}}`, rung.KindConflict},
		// Shopify Storefront checkoutCreate (checkoutUserErrors).
		{"shopify checkout invalid variant", "http", 200, "", `{"data":{"checkoutCreate":{"checkout":null,"checkoutUserErrors":[{"code":"INVALID","field":["input","lineItems","0","quantity"],"message":"Quantity must be greater than or equal to 1"}]}}}`, rung.KindInvalid},
		// Neighbour: the throttled answer stays a wait.
		{"shopify throttled", "http", 200, "THROTTLED", `{"errors":[{"message":"Throttled","extensions":{"code":"THROTTLED","documentation":"https://shopify.dev/api/usage/rate-limits"}}],"extensions":{"cost":{"requestedQueryCost":752,"actualQueryCost":null,"throttleStatus":{"maximumAvailable":1000.0,"currentlyAvailable":666,"restoreRate":50.0}}}}`, rung.KindTransient},
	})
}

// TestIndependentCases115 runs held-out set 115 strictly: 35 failures from
// the documentation of the services agents call that are not the dev
// sample's vendors (Azure OpenAI, Blob Storage and Cosmos DB, Cloudflare,
// Vercel, Twilio, SendGrid, Atlassian, Linear, Notion, Shopify, HubSpot,
// Zendesk, Elasticsearch, go-redis, the MongoDB Go driver, Docker Engine,
// Hugging Face, Mistral, Groq, Pinecone), 21 of them tricky. First run at
// 9a331ec: 23/35, tricky 9/21. Classes fixed: the ones TestGeneralise115
// names; the Blob ContainerBeingDeleted line passed once the passing-state
// wording (lockWords "is being ") landed.
//
// Tolerated:
//   - i115-azoai-400-content-filter-prompt: labelled ambiguous (the
//     taxonomy puts content filtering there), but sets 5 and 99 label the
//     same Azure message invalid; reading it ambiguous would break them.
//
// i115-confluence-409-stale-version missed on the first run and passes
// since the stale-copy ruling (staleref.go).
func TestIndependentCases115(t *testing.T) {
	runIndependent(t, "testdata/independent115.jsonl", true,
		"i115-azoai-400-content-filter-prompt")
}
