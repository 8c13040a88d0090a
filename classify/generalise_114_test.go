package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise114 checks the tricky classes of set 114 in other software's
// words. Set 114's one first-run miss is tolerated, not fixed (see
// TestIndependentCases114), so these rows probe its other tricky lines'
// situations as other databases, ORMs, forges and model APIs word them;
// six classes missed and were fixed:
//   - a foreign key whose parent row is missing, or whose children still
//     point at the row, in SQL Server's words (547 "conflicted with the
//     FOREIGN KEY / REFERENCE constraint"): premise (roomwords.go
//     otherSQLWords), as PostgreSQL 23503, MySQL 1451/1452, Oracle ORA-02291;
//   - an ORM lookup that wanted exactly one row and found none or several
//     (SQLAlchemy, Spring, JPA/Hibernate): ambiguous (generic.go
//     ambiguousWords), as database/sql's ErrNoRows and P0002/P0003;
//   - a change request with merge conflicts under any status (Bitbucket and
//     Azure DevOps answer 409): premise (generic.go missingWords), not the
//     409's conflict, as GitHub's "not mergeable" and GitLab's "cannot be
//     merged".
//   - a payment instrument its issuer or processor declined (Square
//     CARD_DECLINED, PayPal INSTRUMENT_DECLINED, "Your card was declined"
//     in bare text): premise (appwords.go appWords), as Stripe's
//     card_declined;
//   - an act refused on a disabled key or secret in a text whose status
//     word comes first (Azure SDKs' "(Forbidden) ... not allowed on a
//     disabled key"): premise (generic.go firstWords), as KMS's
//     DisabledException and Key Vault's 403 KeyDisabled body.
//   - slack-go's bare error code with no tool prefix at all
//     ("missing_scope"): read by Slack's table (slacktext.go), as with a
//     prefix, where the word "missing" read it as a missing argument.
func TestGeneralise114(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// A foreign key's parent row missing (or children still present).
		{"pgx fk parent missing (set 114)", "postgres", 0, "23503", `ERROR: insert or update on table "orders" violates foreign key constraint "orders_customer_id_fkey" (SQLSTATE 23503)`, rung.KindPremise},
		// go-mssqldb, SQL Server 547 (learn.microsoft.com/sql/relational-databases/errors-events/mssqlserver-547-database-engine-error).
		{"mssql 547 insert fk", "", 0, "", "mssql: The INSERT statement conflicted with the FOREIGN KEY constraint \"FK_orders_customers\". The conflict occurred in database \"shop\", table \"dbo.customers\", column 'id'.", rung.KindPremise},
		{"mssql 547 delete reference", "", 0, "", "mssql: The DELETE statement conflicted with the REFERENCE constraint \"FK_orders_customers\". The conflict occurred in database \"shop\", table \"dbo.orders\", column 'customer_id'.", rung.KindPremise},
		// go-sql-driver/mysql, MySQL 1452 and 1451 (dev.mysql.com/doc/mysql-errors/8.0/en/server-error-reference.html).
		{"mysql 1452 child row", "", 0, "", "Error 1452 (23000): Cannot add or update a child row: a foreign key constraint fails (`shop`.`orders`, CONSTRAINT `orders_ibfk_1` FOREIGN KEY (`customer_id`) REFERENCES `customers` (`id`))", rung.KindPremise},
		{"mysql 1451 parent row", "", 0, "", "Error 1451 (23000): Cannot delete or update a parent row: a foreign key constraint fails (`shop`.`orders`, CONSTRAINT `orders_ibfk_1` FOREIGN KEY (`customer_id`) REFERENCES `customers` (`id`))", rung.KindPremise},
		// modernc sqlite, SQLITE_CONSTRAINT_FOREIGNKEY (787); Oracle ORA-02291.
		{"sqlite fk 787", "sqlite", 0, "", "constraint failed: FOREIGN KEY constraint failed (787)", rung.KindPremise},
		{"oracle ora-02291", "", 0, "", "ORA-02291: integrity constraint (SHOP.ORDERS_FK) violated - parent key not found", rung.KindPremise},
		{"pgx fk delete", "postgres", 0, "23503", `ERROR: update or delete on table "customers" violates foreign key constraint "orders_customer_id_fkey" on table "orders" (SQLSTATE 23503)`, rung.KindPremise},
		// Neighbours: a duplicate key is conflict; a missing value and a
		// CHECK on the value's form are the call's own fault.
		{"pgx unique", "postgres", 0, "23505", `ERROR: duplicate key value violates unique constraint "users_email_key" (SQLSTATE 23505)`, rung.KindConflict},
		{"pgx not null", "postgres", 0, "23502", `ERROR: null value in column "email" of relation "users" violates not-null constraint (SQLSTATE 23502)`, rung.KindInvalid},
		{"mssql 547 check", "", 0, "", "mssql: The INSERT statement conflicted with the CHECK constraint \"CK_orders_qty\". The conflict occurred in database \"shop\", table \"dbo.orders\", column 'qty'.", rung.KindInvalid},
		{"mssql 2627 duplicate", "", 0, "", "mssql: Violation of PRIMARY KEY constraint 'PK_orders'. Cannot insert duplicate key in object 'dbo.orders'. The duplicate key value is (17).", rung.KindConflict},

		// A row lock not available at once (NOWAIT): a wait.
		{"pgx 55P03 row (set 114)", "postgres", 0, "55P03", `ERROR: could not obtain lock on row in relation "jobs" (SQLSTATE 55P03)`, rung.KindTransient},
		{"pgx 55P03 relation", "postgres", 0, "55P03", `ERROR: could not obtain lock on relation "jobs" (SQLSTATE 55P03)`, rung.KindTransient},
		// MySQL 3572 ER_LOCK_NOWAIT; Oracle ORA-00054; SQL Server 1222.
		{"mysql 3572 nowait", "", 0, "", "Error 3572 (HY000): Statement aborted because lock(s) could not be acquired immediately and NOWAIT is set.", rung.KindTransient},
		{"oracle ora-00054", "", 0, "", "ORA-00054: resource busy and acquire with NOWAIT specified or timeout expired", rung.KindTransient},
		{"mssql 1222 lock timeout", "", 0, "", "mssql: Lock request time out period exceeded.", rung.KindTransient},

		// A function that exists, called with the wrong argument types, and
		// neighbours: a function the engine lacks is a wrong call too; a
		// missing table is a premise.
		{"pgx 42883 types (set 114)", "postgres", 0, "42883", `ERROR: function lower(integer) does not exist (SQLSTATE 42883)`, rung.KindInvalid},
		{"pgx 42883 operator", "postgres", 0, "42883", `ERROR: operator does not exist: integer = text (SQLSTATE 42883)`, rung.KindInvalid},
		{"pgx 42883 round", "postgres", 0, "42883", `ERROR: function round(double precision, integer) does not exist (SQLSTATE 42883)`, rung.KindInvalid},
		{"sqlite no such function", "sqlite", 0, "", "SQL logic error: no such function: lowr (1)", rung.KindInvalid},
		{"mssql 195", "", 0, "", "mssql: 'lowr' is not a recognized built-in function name.", rung.KindInvalid},
		{"pgx 42P01", "postgres", 0, "42P01", `ERROR: relation "orders_2023" does not exist (SQLSTATE 42P01)`, rung.KindPremise},

		// A lookup that wanted one row and found none or several.
		{"database/sql ErrNoRows (set 114)", "go", 0, "sql.ErrNoRows", "sql: no rows in result set", rung.KindAmbiguous},
		{"pgx ErrNoRows", "", 0, "", "no rows in result set", rung.KindAmbiguous},
		{"sqlx get wrapped", "go", 0, "", "get order 17: sql: no rows in result set", rung.KindAmbiguous},
		// launchbadge/sqlx Error::RowNotFound.
		{"rust sqlx RowNotFound", "", 0, "", "no rows returned by a query that expected to return at least one row", rung.KindAmbiguous},
		// sqlalchemy/engine/result.py one(): NoResultFound, MultipleResultsFound.
		{"sqlalchemy NoResultFound", "", 0, "", "sqlalchemy.exc.NoResultFound: No row was found when one was required", rung.KindAmbiguous},
		{"sqlalchemy MultipleResultsFound", "", 0, "", "sqlalchemy.exc.MultipleResultsFound: Multiple rows were found when exactly one was required", rung.KindAmbiguous},
		// spring-framework DataAccessUtils / JdbcTemplate.queryForObject.
		{"spring empty result", "", 0, "", "org.springframework.dao.EmptyResultDataAccessException: Incorrect result size: expected 1, actual 0", rung.KindAmbiguous},
		{"spring too many", "", 0, "", "org.springframework.dao.IncorrectResultSizeDataAccessException: Incorrect result size: expected 1, actual 3", rung.KindAmbiguous},
		// jakarta.persistence getSingleResult; Hibernate NonUniqueResultException.
		{"jpa NoResultException", "", 0, "", "jakarta.persistence.NoResultException: No entity found for query", rung.KindAmbiguous},
		{"hibernate NonUniqueResult", "", 0, "", "org.hibernate.NonUniqueResultException: query did not return a unique result: 2", rung.KindAmbiguous},
		// Django's MultipleObjectsReturned.
		{"django MultipleObjectsReturned", "", 0, "", "orders.models.Order.MultipleObjectsReturned: get() returned more than one Order -- it returned 2!", rung.KindAmbiguous},
		// Neighbours: a required argument missing stays invalid; an
		// unexpected token stays invalid.
		{"required field missing", "", 0, "", "ValidationError: field 'email' is required", rung.KindInvalid},
		{"json expected", "", 0, "", "invalid character '}' looking for beginning of object key string; expected a string", rung.KindInvalid},

		// A DynamoDB transaction cancelled: its reasons decide.
		{"ddb txn cond (set 114)", "aws", 400, "TransactionCanceledException", "operation error DynamoDB: TransactWriteItems, https response error StatusCode: 400, RequestID: 7QLJ3K2VN8RM1T0G5B6HPEUSXFVV4KQNSO5AEMVJF66Q9ASUAAJG, TransactionCanceledException: Transaction cancelled, please refer cancellation reasons for specific reasons [ConditionalCheckFailed, None]", rung.KindPremise},
		{"boto3 txn cond", "", 0, "", "An error occurred (TransactionCanceledException) when calling the TransactWriteItems operation: Transaction cancelled, please refer cancellation reasons for specific reasons [None, ConditionalCheckFailed]", rung.KindPremise},
		{"ddb txn conflict", "aws", 400, "TransactionCanceledException", "operation error DynamoDB: TransactWriteItems, https response error StatusCode: 400, RequestID: X1, TransactionCanceledException: Transaction cancelled, please refer cancellation reasons for specific reasons [None, TransactionConflict]", rung.KindTransient},
		{"ddb txn throughput", "aws", 400, "TransactionCanceledException", "operation error DynamoDB: TransactWriteItems, https response error StatusCode: 400, RequestID: X1, TransactionCanceledException: Transaction cancelled, please refer cancellation reasons for specific reasons [ProvisionedThroughputExceeded, None]", rung.KindTransient},
		{"ddb txn validation", "aws", 400, "TransactionCanceledException", "operation error DynamoDB: TransactWriteItems, https response error StatusCode: 400, RequestID: X1, TransactionCanceledException: Transaction cancelled, please refer cancellation reasons for specific reasons [ValidationError, None]", rung.KindInvalid},

		// A queue that does not exist, in other brokers' words.
		{"boto3 sqs nonexistent", "", 0, "", "An error occurred (AWS.SimpleQueueService.NonExistentQueue) when calling the GetQueueUrl operation: The specified queue does not exist.", rung.KindPremise},
		// Azure Service Bus MessagingEntityNotFound; RabbitMQ channel close 404.
		{"servicebus entity not found", "", 0, "", "The messaging entity 'sb://acme.servicebus.windows.net/orders' could not be found. To know more visit https://aka.ms/sbResourceMgrExceptions.", rung.KindPremise},
		{"rabbitmq no queue", "", 0, "", "Exception (404) Reason: \"NOT_FOUND - no queue 'orders' in vhost '/'\"", rung.KindPremise},

		// A message over a transport's size limit: ask for less, not wait;
		// neighbour: a RESOURCE_EXHAUSTED quota stays a quota.
		{"grpc-go recv too large (set 114)", "grpc", 0, "RESOURCE_EXHAUSTED", "rpc error: code = ResourceExhausted desc = grpc: received message larger than max (8388608 vs. 4194304)", rung.KindInvalid},
		{"grpc-go send too large", "grpc", 0, "RESOURCE_EXHAUSTED", "rpc error: code = ResourceExhausted desc = trying to send message larger than max (8388608 vs. 4194304)", rung.KindInvalid},
		// grpc-java MessageDeframer; grpcio (C core).
		{"grpc-java too large", "grpc", 0, "RESOURCE_EXHAUSTED", "RESOURCE_EXHAUSTED: gRPC message exceeds maximum size 4194304: 8388608", rung.KindInvalid},
		{"grpcio too large", "", 0, "", "<_InactiveRpcError of RPC that terminated with:\n\tstatus = StatusCode.RESOURCE_EXHAUSTED\n\tdetails = \"Received message larger than max (8388608 vs. 4194304)\"\n>", rung.KindInvalid},

		// A repository name already taken, in other forges' words, and a
		// neighbour: a blank name stays invalid.
		{"github 422 name exists (set 114)", "http", 422, "Validation Failed", `{"message":"Repository creation failed.","errors":[{"resource":"Repository","code":"custom","field":"name","message":"name already exists on this account"}],"documentation_url":"https://docs.github.com/rest/repos/repos#create-a-repository-for-the-authenticated-user","status":"422"}`, rung.KindConflict},
		{"gitlab name taken", "http", 400, "", `{"message":{"name":["has already been taken"],"path":["has already been taken"]}}`, rung.KindConflict},
		{"gitea repo exists", "http", 409, "", `{"message":"The repository with the same name already exists.","url":"https://gitea.example.com/api/swagger"}`, rung.KindConflict},
		{"bitbucket repo exists", "http", 400, "", `{"type":"error","error":{"message":"Repository with this Slug and Owner already exists."}}`, rung.KindConflict},
		{"github 422 blank name", "http", 422, "", `{"message":"Repository creation failed.","errors":[{"resource":"Repository","code":"custom","field":"name","message":"name can't be blank"}],"documentation_url":"https://docs.github.com/rest/repos/repos#create-a-repository-for-the-authenticated-user","status":"422"}`, rung.KindInvalid},

		// A change request that cannot merge as it stands.
		{"github 405 not mergeable (set 114)", "http", 405, "", `{"message":"Pull Request is not mergeable","documentation_url":"https://docs.github.com/rest/pulls/pulls#merge-a-pull-request","status":"405"}`, rung.KindPremise},
		// Bitbucket Cloud merge of a conflicting PR (409); Azure DevOps
		// TF401179 (learn.microsoft.com/azure/devops/repos/git/merging).
		{"bitbucket merge conflicts", "http", 409, "", `{"type":"error","error":{"message":"You can't merge until you resolve all merge conflicts."}}`, rung.KindPremise},
		{"azure devops merge conflicts", "http", 409, "", `{"message":"TF401179: A pull request cannot be completed because it has merge conflicts."}`, rung.KindPremise},
		{"gitlab cannot be merged", "http", 406, "", `{"message":"Branch cannot be merged"}`, rung.KindPremise},
		// Neighbours: a 409 that is the thing already there stays conflict;
		// GitHub's "Base branch was modified" stays a wait.
		{"409 already exists", "http", 409, "", `{"message":"Branch 'release' already exists."}`, rung.KindConflict},
		{"github 405 base modified", "http", 405, "", `{"message":"Base branch was modified. Review and try the merge again.","documentation_url":"https://docs.github.com/rest/pulls/pulls#merge-a-pull-request","status":"405"}`, rung.KindTransient},

		// A token without the scope the method needs.
		{"slack missing_scope (set 114)", "http", 200, "missing_scope", `{"ok":false,"error":"missing_scope","needed":"chat:write","provided":"channels:read,users:read"}`, rung.KindDenied},
		{"discord 50013", "http", 403, "", `{"message": "Missing Permissions", "code": 50013}`, rung.KindDenied},
		{"google scope insufficient", "http", 403, "", `{"error":{"code":403,"message":"Request had insufficient authentication scopes.","status":"PERMISSION_DENIED","details":[{"@type":"type.googleapis.com/google.rpc.ErrorInfo","reason":"ACCESS_TOKEN_SCOPE_INSUFFICIENT","domain":"googleapis.com"}]}}`, rung.KindDenied},
		{"msgraph insufficient privileges", "http", 403, "", `{"error":{"code":"Authorization_RequestDenied","message":"Insufficient privileges to complete the operation."}}`, rung.KindDenied},
		// slack-go's SlackErrorResponse.Error() is the bare code; a tool
		// that returns it as it came leaves no prefix (slacktext.go).
		{"slack-go bare missing_scope", "", 0, "", "missing_scope", rung.KindDenied},
		{"slack-go bare invalid_auth", "", 0, "", "invalid_auth", rung.KindDenied},
		{"slack-go bare channel_not_found", "", 0, "", "channel_not_found", rung.KindPremise},
		{"slack-go bare already_reacted", "", 0, "", "already_reacted", rung.KindConflict},
		{"slack-go prefixed missing_scope", "", 0, "", "post deploy notice to C08ABCD1234: missing_scope", rung.KindDenied},
		// Neighbour: a generic code bare is no evidence of Slack.
		{"bare not_found", "", 0, "", "not_found", rung.KindPremise},

		// A conversation archived; neighbour: archiving what is archived.
		{"slack is_archived (set 114)", "http", 200, "is_archived", `{"ok":false,"error":"is_archived"}`, rung.KindPremise},
		{"discord 50083 thread archived", "http", 400, "", `{"message": "Thread is archived", "code": 50083}`, rung.KindPremise},
		{"gitlab project archived", "http", 403, "", `{"message":"403 Forbidden - Project is archived"}`, rung.KindPremise},
		{"slack already_archived", "http", 200, "", `{"ok":false,"error":"already_archived"}`, rung.KindConflict},

		// A generic tool error whose text names an upstream rate limit;
		// neighbour: a spent quota is not a wait.
		{"mcp isError rate limit (set 114)", "mcp", 0, "isError", `{"jsonrpc":"2.0","id":4,"result":{"content":[{"type":"text","text":"Failed to fetch weather data: API rate limit exceeded"}],"isError":true}}`, rung.KindTransient},
		{"mcp isError 429", "mcp", 0, "isError", `{"jsonrpc":"2.0","id":5,"result":{"content":[{"type":"text","text":"Error: GitHub API error 429: Too Many Requests"}],"isError":true}}`, rung.KindTransient},
		{"mcp isError throttled", "mcp", 0, "isError", `{"jsonrpc":"2.0","id":5,"result":{"content":[{"type":"text","text":"Search failed: upstream throttled the request, try again in 30 seconds"}],"isError":true}}`, rung.KindTransient},
		{"mcp isError quota", "mcp", 0, "isError", `{"jsonrpc":"2.0","id":5,"result":{"content":[{"type":"text","text":"Brave API error: 402 Payment Required - monthly quota exhausted"}],"isError":true}}`, rung.KindPremise},

		// A 200 whose content a safety filter withheld.
		{"openai finish content_filter (set 114)", "openai", 200, "", `{"id":"chatcmpl-AZx9","object":"chat.completion","model":"gpt-4o-2024-08-06","choices":[{"index":0,"message":{"role":"assistant","content":null,"refusal":null},"logprobs":null,"finish_reason":"content_filter"}]}`, rung.KindAmbiguous},
		{"gemini finish SAFETY (set 114)", "http", 200, "", `{"candidates":[{"finishReason":"SAFETY","index":0,"safetyRatings":[{"category":"HARM_CATEGORY_DANGEROUS_CONTENT","probability":"HIGH","blocked":true}]}],"modelVersion":"gemini-2.5-flash"}`, rung.KindAmbiguous},
		// Bedrock Converse stopReason; Gemini promptFeedback.blockReason and RECITATION.
		{"bedrock content_filtered", "http", 200, "", `{"output":{"message":{"role":"assistant","content":[]}},"stopReason":"content_filtered","usage":{"inputTokens":38,"outputTokens":0,"totalTokens":38}}`, rung.KindAmbiguous},
		{"gemini prompt blocked", "http", 200, "", `{"promptFeedback":{"blockReason":"SAFETY","safetyRatings":[{"category":"HARM_CATEGORY_DANGEROUS_CONTENT","probability":"HIGH"}]},"usageMetadata":{"promptTokenCount":12,"totalTokenCount":12}}`, rung.KindAmbiguous},
		{"gemini recitation", "http", 200, "", `{"candidates":[{"finishReason":"RECITATION","index":0}],"modelVersion":"gemini-2.5-flash"}`, rung.KindAmbiguous},

		// A payment instrument its issuer or processor declined: another
		// payment method is needed (set 114's Stripe card_declined).
		{"stripe 402 card_declined (set 114)", "http", 402, "card_declined", `{"error":{"code":"card_declined","decline_code":"insufficient_funds","doc_url":"https://stripe.com/docs/error-codes/card-declined","message":"Your card has insufficient funds.","type":"card_error"}}`, rung.KindPremise},
		// Square Payments API CreatePayment, error code CARD_DECLINED
		// (developer.squareup.com/reference/square/enums/ErrorCode).
		{"square CARD_DECLINED", "http", 400, "", `{"errors":[{"code":"CARD_DECLINED","detail":"Authorization error: 'CARD_DECLINED'","category":"PAYMENT_METHOD_ERROR"}]}`, rung.KindPremise},
		// PayPal Orders v2 capture, issue INSTRUMENT_DECLINED
		// (developer.paypal.com/api/rest/reference/orders/v2/errors).
		{"paypal INSTRUMENT_DECLINED", "http", 422, "", `{"name":"UNPROCESSABLE_ENTITY","details":[{"issue":"INSTRUMENT_DECLINED","description":"The instrument presented was either declined by the processor or bank, or it can't be used for this payment."}],"message":"The requested action could not be performed, semantically incorrect, or failed business validation.","debug_id":"90957fca61718"}`, rung.KindPremise},
		{"stripe text only", "", 0, "", "Your card was declined.", rung.KindPremise},
		{"mcp isError card declined", "mcp", 0, "isError", `{"jsonrpc":"2.0","id":3,"result":{"content":[{"type":"text","text":"Payment failed: card_declined (insufficient_funds)"}],"isError":true}}`, rung.KindPremise},
		// Neighbours: a decline the issuer says to try again is a wait; a
		// person who declined a request withheld authority.
		{"stripe try_again_later", "http", 402, "card_declined", `{"error":{"code":"card_declined","decline_code":"try_again_later","message":"Your card was declined.","type":"card_error"}}`, rung.KindTransient},
		{"elicitation declined by the user", "", 0, "", "elicitation declined by the user", rung.KindDenied},

		// A key or secret switched off, in a text whose status word comes
		// first (set 114's KMS DisabledException): premise; neighbour: a
		// caller without the permission stays denied.
		{"aws kms disabled (set 114)", "aws", 400, "DisabledException", "operation error KMS: Decrypt, https response error StatusCode: 400, RequestID: 4b7e2a90-1c3d-4f5e-9a8b-7c6d5e4f3a21, DisabledException: arn:aws:kms:us-east-1:111122223333:key/1234abcd-12ab-34cd-56ef-1234567890ab is disabled.", rung.KindPremise},
		// azure-core (Python) HttpResponseError str; azcore (Go) ResponseError.
		{"azure python disabled key", "", 0, "", "(Forbidden) Operation decrypt is not allowed on a disabled key.\nCode: Forbidden\nMessage: Operation decrypt is not allowed on a disabled key.\nInner error: {\n    \"code\": \"KeyDisabled\"\n}", rung.KindPremise},
		{"azure go disabled secret", "", 0, "", "GET https://kv-prod.vault.azure.net/secrets/db-password/\n--------------------------------------------------------------------------------\nRESPONSE 403: 403 Forbidden\nERROR CODE: Forbidden\n--------------------------------------------------------------------------------\n{\n  \"error\": {\n    \"code\": \"Forbidden\",\n    \"message\": \"Operation get is not allowed on a disabled secret.\",\n    \"innererror\": {\n      \"code\": \"SecretDisabled\"\n    }\n  }\n}\n--------------------------------------------------------------------------------\n", rung.KindPremise},
		{"azure go no permission", "", 0, "", "GET https://kv-prod.vault.azure.net/secrets/db-password/\n--------------------------------------------------------------------------------\nRESPONSE 403: 403 Forbidden\nERROR CODE: Forbidden\n--------------------------------------------------------------------------------\n{\n  \"error\": {\n    \"code\": \"Forbidden\",\n    \"message\": \"The user, group or application 'appid=00000000-0000-0000-0000-000000000000' does not have secrets get permission on key vault 'kv-prod;location=eastus'.\",\n    \"innererror\": {\n      \"code\": \"AccessDenied\"\n    }\n  }\n}\n--------------------------------------------------------------------------------\n", rung.KindDenied},
		{"azure python no permission", "", 0, "", "(Forbidden) The user, group or application does not have secrets get permission on key vault 'kv-prod'.", rung.KindDenied},

		// A model name the caller misspelt.
		{"anthropic 404 model (set 114)", "anthropic", 404, "not_found_error", `{"type":"error","error":{"type":"not_found_error","message":"model: claude-sonet-4-5"},"request_id":"req_011CW2aLk8n4sJf6TqYb3RvD"}`, rung.KindInvalid},
		{"gemini 404 model", "http", 404, "", `{"error":{"code":404,"message":"models/gemini-2.5-flsh is not found for API version v1beta, or is not supported for generateContent. Call ListModels to see the list of available models and their supported methods.","status":"NOT_FOUND"}}`, rung.KindInvalid},
		{"mistral invalid model", "http", 400, "", `{"object":"error","message":"Invalid model: mistral-larg-latest","type":"invalid_model","param":null,"code":"1500"}`, rung.KindInvalid},
	})
}

// TestIndependentCases114 runs held-out set 114: 35 documented failures
// (Anthropic, Go net/http, os and database/sql, PostgreSQL via pgx, OpenAI,
// MCP spec examples and the filesystem server, AWS SDK for Go v2 DynamoDB,
// SQS, KMS, Lambda and STS, Gemini and BigQuery, grpc-go, GitHub REST,
// Slack, Stripe and Kubernetes), 22 tricky, labelled from the vendors' docs
// and sources before the classifier was run. First run at 3ff7fb1: 34/35
// overall, tricky 21/22. The one miss is tolerated, not fixed:
//   - i114-anthropic-400-org-disabled (labelled denied, read premise): set
//     5's anthropic-400-organization-disabled is the same body labelled
//     premise (the account's state, as a spent credit balance), and set 104
//     tolerates the same disagreement; reading it denied would break set 5.
//
// Classes fixed after the run, found by probing the set's tricky lines in
// other software's words (TestGeneralise114): SQL Server's foreign-key
// conflicts are premise; an ORM's exactly-one lookup that found none or
// several is ambiguous; merge conflicts under any status are premise; a
// declined payment instrument is premise in any processor's words; an act
// refused on a disabled key is premise behind a leading "Forbidden"; a
// bare Slack error code reads by Slack's table.
// Tolerated: i114-grpc-unimplemented-unknown-service: premise vs invalid: the lead revised grpc-go's whole-service "unknown service X" under UNIMPLEMENTED to premise after blind sets 321, 334, 341, 562, 588, 660, 907, 1070, 1084, 1235 and 1388 (12 labels to 5): the target does not serve the API at all, which no argument repairs (grpc.go).
func TestIndependentCases114(t *testing.T) {
	runIndependent(t, "testdata/independent114.jsonl", true,
		"i114-anthropic-400-org-disabled", "i114-grpc-unimplemented-unknown-service")
}
