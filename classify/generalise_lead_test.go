package classify

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralisePythonGRPC reads grpcio's rendering of a failed call
// (Python's _InactiveRpcError, "status = StatusCode.X" then "details =
// ...") as the status it names, like grpc-go's "rpc error: code = X desc
// = ..." (noticed while writing set 95).
func TestGeneralisePythonGRPC(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"grpcio message over the size limit", "", 0, "", "<_InactiveRpcError of RPC that terminated with:\n\tstatus = StatusCode.RESOURCE_EXHAUSTED\n\tdetails = \"Received message larger than max (5000000 vs. 4194304)\"\n\tdebug_error_string = \"UNKNOWN:Error received from peer  {grpc_message:\\\"Received message larger than max (5000000 vs. 4194304)\\\", grpc_status:8}\"\n>", rung.KindInvalid},
		{"grpcio unavailable", "", 0, "", "<_InactiveRpcError of RPC that terminated with:\n\tstatus = StatusCode.UNAVAILABLE\n\tdetails = \"failed to connect to all addresses\"\n>", rung.KindTransient},
		{"grpcio not found", "", 0, "", "<_InactiveRpcError of RPC that terminated with:\n\tstatus = StatusCode.NOT_FOUND\n\tdetails = \"Document projects/p/databases/(default)/documents/users/42 not found.\"\n>", rung.KindPremise},
		{"grpcio failed precondition, an index", "", 0, "", "<_InactiveRpcError of RPC that terminated with:\n\tstatus = StatusCode.FAILED_PRECONDITION\n\tdetails = \"The query requires an index. You can create it here: https://console.firebase.google.com/...\"\n>", rung.KindPremise},
		{"grpcio unauthenticated", "", 0, "", "grpc._channel._InactiveRpcError: <_InactiveRpcError of RPC that terminated with: status = StatusCode.UNAUTHENTICATED details = \"Request had invalid authentication credentials.\" >", rung.KindDenied},
		{"grpcio deadline", "", 0, "", "<_InactiveRpcError of RPC that terminated with:\n\tstatus = StatusCode.DEADLINE_EXCEEDED\n\tdetails = \"Deadline Exceeded\"\n>", rung.KindTransient},
		// Neighbours: grpc-go's and grpc-java's own forms keep their kinds.
		{"grpc-go message over the size limit", "", 0, "", "rpc error: code = ResourceExhausted desc = grpc: received message larger than max (5000000 vs. 4194304)", rung.KindInvalid},
		{"grpc-java message over the size limit", "", 0, "", "io.grpc.StatusRuntimeException: RESOURCE_EXHAUSTED: gRPC message exceeds maximum size 4194304: 5000000", rung.KindInvalid},
	})
}

// TestGeneralisePartialTransfer: a copy or a transaction that landed in
// part is ambiguous, as a batch some of whose items failed (noticed while
// writing set 95).
func TestGeneralisePartialTransfer(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// rsync(1) EXIT VALUES 23 and 24.
		{"rsync code 23", "", 0, "", "exit status 23: rsync error: some files/attrs were not transferred (see previous errors) (code 23) at main.c(1338) [sender=3.2.7]", rung.KindAmbiguous},
		{"rsync code 24", "", 0, "", "rsync warning: some files vanished before they could be transferred (code 24) at main.c(1338) [sender=3.2.7]", rung.KindAmbiguous},
		// MySQL ER_WARNING_NOT_COMPLETE_ROLLBACK.
		{"mysql 1196", "", 0, "", "Error 1196 (HY000): Some non-transactional changed tables couldn't be rolled back", rung.KindAmbiguous},
		// Neighbour: rsync's own refusal of a missing source stays premise.
		{"rsync source missing", "", 0, "", "rsync: [sender] link_stat \"/srv/exports/2026-12-01\" failed: No such file or directory (2)", rung.KindPremise},
	})
}

// TestGeneraliseServerPhase: PostgreSQL's postmaster refusals without a
// SQLSTATE (lib/pq, psql) read as 57P03 does: a phase that ends is a wait,
// a standby with hot_standby off is not (noticed while writing set 100).
func TestGeneraliseServerPhase(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"psql, recovery not yet consistent", "", 0, "", "psql: error: connection to server at \"10.0.0.7\", port 5432 failed: FATAL:  the database system is not yet accepting connections\nDETAIL:  Consistent recovery state has not been yet reached.", rung.KindTransient},
		{"lib/pq, recovery not yet consistent", "", 0, "", "pq: the database system is not yet accepting connections", rung.KindTransient},
		{"lib/pq, recovery mode", "", 0, "", "pq: the database system is in recovery mode", rung.KindTransient},
		{"a standby with hot_standby off", "", 0, "", "FATAL: the database system is not accepting connections\nDETAIL: Hot standby mode is disabled.", rung.KindPremise},
	})
}

// TestGeneraliseEnumMember: "must be a member of the enum" is a value
// outside a list, not a membership the caller lacks.
func TestGeneraliseEnumMember(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"openapi validator enum", "http", 400, "", `{"message":"request body has an error: doesn't match schema: Error at \"/status\": value must be a member of the enum [draft, sent, paid]"}`, rung.KindInvalid},
		{"bare enum", "", 0, "", "value must be a member of enum", rung.KindInvalid},
		// Neighbours: a membership the caller lacks stays denied.
		{"postgres role membership", "", 0, "", `pq: must be a member of role "admins"`, rung.KindDenied},
		{"slack workspace membership", "", 0, "", "You must be a member of this workspace to post.", rung.KindDenied},
	})
}

// TestGeneraliseAMQPReplies: an AMQP 0-9-1 reply code is read by its
// name, whichever client quotes it, and is never taken for an HTTP status
// (a 320 is no redirect; amqp.go).
func TestGeneraliseAMQPReplies(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"amqp091-go connection forced, code given", "", 0, "320 CONNECTION_FORCED", `Exception (320) Reason: "CONNECTION_FORCED - broker forced connection closure with reason 'shutdown'"`, rung.KindTransient},
		{"amqp091-go access refused, no code", "", 0, "", `Exception (403) Reason: "ACCESS_REFUSED - access to queue 'jobs' in vhost '/' refused for user 'agent'"`, rung.KindDenied},
		{"amqp091-go closed channel", "go", 0, "", `Exception (504) Reason: "channel/connection is not open"`, rung.KindPremise},
		{"amqp091-go read EOF", "", 0, "", `Exception (501) Reason: "EOF"`, rung.KindTransient},
		{"amqp091-go ack timeout", "", 0, "", `Exception (406) Reason: "PRECONDITION_FAILED - delivery acknowledgement on channel 1 timed out. Timeout value used: 1800000 ms"`, rung.KindTransient},
		{"amqp091-go missing vhost", "", 0, "", `Exception (530) Reason: "NOT_ALLOWED - vhost staging not found"`, rung.KindPremise},
		{"pika missing queue", "", 0, "", `pika.exceptions.ChannelClosedByBroker: (404, "NOT_FOUND - no queue 'jobs' in vhost '/'")`, rung.KindPremise},
		{"amqplib inequivalent arg", "", 0, "", `Error: Channel closed by server: 406 (PRECONDITION-FAILED) with message "PRECONDITION_FAILED - inequivalent arg 'x-queue-type' for queue 'jobs' in vhost '/': received none but current is the value 'quorum' of type 'longstr'"`, rung.KindPremise}, // the 406 ruling revised after set 1327
		{"java client access refused", "", 0, "", "com.rabbitmq.client.ShutdownSignalException: channel error; protocol method: #method<channel.close>(reply-code=403, reply-text=ACCESS_REFUSED - access to exchange 'audit' in vhost '/' refused for user 'agent', class-id=40, method-id=10)", rung.KindDenied},
		{"amqp protocol, bare number", "amqp", 0, "404", "no queue 'jobs' in vhost '/'", rung.KindPremise},
		// Neighbours: the same names and numbers elsewhere keep their reading.
		{"a 304 status code", "", 0, "304 Not Modified", "", rung.KindAmbiguous},
		{"a name after its number, not an AMQP reply", "", 0, "", "NOT_FOUND - the export was deleted at 404 time", rung.KindPremise},
		{"gRPC NOT_FOUND code", "", 0, "NOT_FOUND", "document projects/p/databases/(default)/documents/users/7 not found", rung.KindPremise},
	})
}

// TestGeneraliseAzureCodes: Azure Resource Manager and Storage codes that
// say more than their 409, 412 or 404, whether in the body, the Code
// field or the x-ms-error-code header; Cosmos DB's routing substatuses;
// a registry's hidden repository; Terraform's inconsistent apply.
func TestGeneraliseAzureCodes(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"arm resource group being deleted", "http", 409, "", `{"error":{"code":"ResourceGroupBeingDeleted","message":"The resource group 'rg-web' is in deprovisioning state and cannot perform this operation."}}`, rung.KindPremise},
		{"arm region does not provision", "http", 409, "", `{"error":{"code":"RegionDoesNotAllowProvisioning","message":"The selected region does not allow provisioning of resources of type SQL Server. Please choose a different region."}}`, rung.KindPremise},
		{"arm deployment still active", "http", 409, "", `{"error":{"code":"DeploymentActiveAndUneditable","message":"Unable to edit or replace deployment 'main': previous deployment from '12/1/2026 10:00:00 AM' is still active."}}`, rung.KindTransient},
		{"arm allocation failed", "http", 409, "", `{"error":{"code":"AllocationFailed","message":"Allocation failed. We do not have sufficient capacity for the requested VM size in this region."}}`, rung.KindTransient},
		{"arm storage name taken", "http", 409, "", `{"error":{"code":"StorageAccountAlreadyTaken","message":"The storage account named logs is already taken."}}`, rung.KindInvalid},
		{"arm scope locked", "http", 409, "", `{"error":{"code":"ScopeLocked","message":"The scope '/subscriptions/x/resourceGroups/rg1' cannot perform delete operation because following scope(s) are locked: '/subscriptions/x/resourceGroups/rg1'. Please remove the lock and try again."}}`, rung.KindDenied},
		{"blob lease, header code", "http", 0, "", "HTTP/1.1 412 The lease ID specified did not match the lease ID for the blob.\nx-ms-error-code: LeaseIdMismatchWithBlobOperation\n\n", rung.KindTransient},
		{"container lease present, Code field", "http", 409, "LeaseAlreadyPresent", "There is already a lease present.", rung.KindTransient},
		{"cosmos 410 partition split", "http", 0, "", "HTTP/1.1 410 Gone\nx-ms-substatus: 1007\n\n{\"code\":\"Gone\",\"message\":\"The requested resource is no longer available at the server.\"}", rung.KindTransient},
		{".NET cosmos read session", "http", 404, "", "Response status code does not indicate success: NotFound (404); Substatus: 1002; ActivityId: 0a1b; Reason: (The read session is not available for the input session token.);", rung.KindTransient},
		{"ghcr pull denied", "http", 404, "", `{"message":"pull access denied for ghcr.io/acme/worker, repository does not exist or may require 'docker login': denied: requested access to the resource is denied"}`, rung.KindDenied},
		{"terraform inconsistent apply", "", 0, "", "Error: Provider produced inconsistent result after apply\n\nWhen applying changes to google_storage_bucket.logs, provider produced an unexpected new value: Root resource was present, but now absent.", rung.KindAmbiguous},
		// Neighbours keep their reading.
		{"a generic forbidden code with a 403 retention body", "http", 403, "forbidden", "googleapi: Error 403: Object 'a/b' is subject to bucket's retention policy and cannot be deleted, overwritten or archived until 2026-09-01, forbidden", rung.KindPremise},
		{"a plain 410", "http", 410, "", `{"error":"the export link is gone"}`, rung.KindPremise},
		{"a 404 without substatus", "http", 404, "", `{"code":"NotFound","message":"Entity with the specified id does not exist in the system."}`, rung.KindPremise},
		{"azure container being deleted stays a wait", "http", 409, "ContainerBeingDeleted", "The specified container is being deleted. Try operation later.", rung.KindTransient},
	})
}

// TestGeneraliseLongTailLead: classes from the long-tail sets' leftovers:
// pgvector's dimension mismatch (XX000), the wraparound stop (54000), an
// unverified sender or email under a 403 or 409, and a lookup that matched
// several under a 404 or 409.
func TestGeneraliseLongTailLead(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pgvector different dimensions", "postgres", 0, "", "ERROR: different vector dimensions 1536 and 768 (SQLSTATE XX000)", rung.KindInvalid},
		{"pgvector hnsw limit", "postgres", 0, "XX000", "column cannot have more than 2000 dimensions for hnsw index", rung.KindInvalid},
		{"wraparound stop", "postgres", 0, "", `ERROR: database is not accepting commands that assign new transaction IDs to avoid wraparound data loss in database "app" (SQLSTATE 54000)`, rung.KindPremise},
		{"sendgrid sender identity", "http", 403, "", `{"errors":[{"field":"from","message":"The from address does not match a verified Sender Identity. Mail cannot be sent until this error is resolved."}]}`, rung.KindPremise},
		{"dropbox email unverified", "http", 409, "", `{"error_summary": "email_unverified/..", "error": {".tag": "email_unverified"}}`, rung.KindPremise},
		{"409 more than one contact matches", "http", 409, "", `{"error":{"code":"MultipleMatches","message":"More than one contact matches the given email address."}}`, rung.KindAmbiguous},
		{"409 multiple records matched", "http", 409, "", `{"errors":[{"code":"DUPLICATE_MATCH","message":"Multiple records matched the lookup key."}]}`, rung.KindAmbiguous},
		{"404 multiple users match", "http", 404, "", `{"message":"Multiple users match 'jsmith'; use the user id"}`, rung.KindAmbiguous},
		{"400 matches several branches", "http", 400, "", `{"error":"ambiguous_reference","message":"The name 'main' matches several branches"}`, rung.KindAmbiguous},
		// Neighbours keep their reading.
		{"a row limit, not a dimension", "postgres", 0, "", `ERROR: index row size 3056 exceeds btree version 4 maximum 2704 for index "docs_body_idx" (SQLSTATE 54000)`, rung.KindInvalid},
		{"multiple values are not a match", "http", 400, "", `{"message":"multiple values for field 'tags' must be comma separated"}`, rung.KindInvalid},
		{"409 already exists stays conflict", "http", 409, "", `{"message":"A contact with this email already exists"}`, rung.KindConflict},
		{"plain 403", "http", 403, "", `{"message":"You do not have permission to send from this address"}`, rung.KindDenied},
	})
}

// TestGeneraliseToolLeftovers: the long-tail sets' leftovers read by
// class: a moved chat, a no-op edit, a server too old for what it loads,
// a lagging merge queue, a session or host lacking what the command
// needs, a version range nothing satisfies, an empty describe or output,
// an import of what the state holds.
func TestGeneraliseToolLeftovers(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"telegram supergroup migration", "http", 400, "", `{"ok":false,"error_code":400,"description":"Bad Request: group chat was upgraded to a supergroup chat","parameters":{"migrate_to_chat_id":-1001234567890}}`, rung.KindPremise},
		{"telegram no-op edit", "http", 400, "", `{"ok":false,"error_code":400,"description":"Bad Request: message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message"}`, rung.KindConflict},
		{"ollama too old", "http", 500, "", `{"error":"pull model manifest: 412: The model you are attempting to pull requires a newer version of Ollama."}`, rung.KindPremise},
		{"clickhouse too many parts", "", 0, "", "code: 252, message: Too many parts (300). Merges are processing significantly slower than inserts", rung.KindTransient},
		{"snowflake no warehouse", "", 0, "", "000606 (57P03): No active warehouse selected in the current session.  Select an active warehouse with the 'use warehouse' command.", rung.KindPremise},
		{"systemctl in a container", "", 0, "", "System has not been booted with systemd as init system (PID 1). Can't operate.\nFailed to connect to bus: Host is down", rung.KindPremise},
		{"helm upgrade of failed installs", "", 0, "", `Error: UPGRADE FAILED: "web" has no deployed releases`, rung.KindPremise},
		{"cassandra allow filtering", "", 0, "", "InvalidRequest: Error from server: code=2200 [Invalid query] message=\"Cannot execute this query as it might involve data filtering and thus may have unpredictable performance. If you want to execute this query despite the performance unpredictability, use ALLOW FILTERING\"", rung.KindInvalid},
		{"yarn no matching version", "", 0, "", `error Couldn't find any versions for "lodash" that matches "^9.0.0"` + "\nNo matching version found for lodash@^9.0.0", rung.KindInvalid},
		{"git describe no tags", "", 0, "", "fatal: No names found, cannot describe anything.", rung.KindAmbiguous},
		{"terraform import managed", "", 0, "", "Error: Resource already managed by Terraform\n\nTerraform is already managing a remote object for aws_s3_bucket.logs.", rung.KindConflict},
		// Neighbours keep their reading.
		{"a plain 500", "http", 500, "", `{"error":"internal error"}`, rung.KindTransient},
		{"a 400 edit with a bad entity", "http", 400, "", `{"ok":false,"error_code":400,"description":"Bad Request: can't parse entities: Can't find end of the entity starting at byte offset 12"}`, rung.KindInvalid},
	})
}

// TestGeneraliseHostLimits: a model the server's hardware cannot load is
// premise, an out-of-memory during one generation is not; ENOKEY is a key
// the keyring lacks; a shallow clone's push and a moved module are states
// to settle first.
func TestGeneraliseHostLimits(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"ollama cuda buffer", "http", 500, "", `{"error":"llama runner process has terminated: error loading model: unable to allocate CUDA0 buffer"}`, rung.KindPremise},
		{"ollama system memory", "http", 500, "", `{"error":"model requires more system memory (14.2 GiB) than is available (7.6 GiB)"}`, rung.KindPremise},
		{"ecryptfs enokey", "", 0, "", "cat: /home/agent/Private/notes.txt: Required key not available", rung.KindDenied},
		{"gitlab shallow push", "", 0, "", " ! [remote rejected] feature -> feature (shallow update not allowed)", rung.KindPremise},
		{"go get moved module", "", 0, "", "go: github.com/acme/lib@v2.0.0: parsing go.mod:\n\tmodule declares its path as: gitlab.com/acme/lib\n\t        but was required as: github.com/acme/lib", rung.KindPremise},
		// Neighbours keep their reading.
		{"vllm oom during a batch", "http", 500, "", `{"object":"error","message":"CUDA out of memory. Tried to allocate 2.00 GiB","type":"InternalServerError","code":500}`, rung.KindTransient},
		{"a plain 503", "http", 503, "", `{"error":"service unavailable"}`, rung.KindTransient},
	})
}

// TestGeneraliseAgentTools: browser and notebook sessions that are gone,
// an element of the wrong kind, an authorization server that will not
// register the client, an agent run that hit its step limit.
func TestGeneraliseAgentTools(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"playwright closed", "", 0, "", "locator.click: Target page, context or browser has been closed\nCall log:\n  - waiting for getByRole('button')", rung.KindPremise},
		{"puppeteer target closed", "", 0, "", "ProtocolError: Protocol error (Runtime.callFunctionOn): Target closed.", rung.KindPremise},
		{"puppeteer session closed", "", 0, "", "Error: Session closed. Most likely the page has been closed.", rung.KindPremise},
		{"selenium invalid session", "", 0, "", "selenium.common.exceptions.InvalidSessionIdException: Message: invalid session id", rung.KindPremise},
		{"jupyter kernel died", "", 0, "", "nbclient.exceptions.DeadKernelError: Kernel died", rung.KindPremise},
		{"playwright fill on a div", "", 0, "", "locator.fill: Error: Element is not an <input>, <textarea> or [contenteditable] element", rung.KindInvalid},
		{"mcp oauth no dcr", "", 0, "", "Error: Incompatible auth server: does not support dynamic client registration", rung.KindDenied},
		{"langchain iteration limit", "", 0, "", "Agent stopped due to iteration limit or time limit.", rung.KindAmbiguous},
		{"llamaindex max iterations", "", 0, "", "ValueError: Reached max iterations.", rung.KindAmbiguous},
		{"go alpn", "", 0, "", `Get "https://api.internal:8443/": tls: server selected unadvertised ALPN protocol`, rung.KindPremise},
		{"slack file not shared", "http", 200, "", `{"ok":false,"error":"file_not_shared"}`, rung.KindPremise},
		{"slack not pinnable", "http", 200, "", `{"ok":false,"error":"not_pinnable"}`, rung.KindInvalid},
		// Neighbours keep their reading.
		{"a page navigation timeout", "", 0, "", "page.goto: Timeout 30000ms exceeded.", rung.KindTransient},
	})
}

// TestGeneraliseSecurityRejections: a platform's security system or a WAF
// refusing the request is denied under any 4xx; a 423 for an account or
// store state is premise, a resource lock stays a wait.
func TestGeneraliseSecurityRejections(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"shopify 430", "http", 0, "", "HTTP/1.1 430 Shopify Security Rejection\nContent-Type: text/html\n\nThe request was not accepted because the request might be malicious.", rung.KindDenied},
		{"a policy violation 400", "http", 400, "", `{"error":"Your request was rejected due to a security policy violation."}`, rung.KindDenied},
		{"modsecurity 406", "http", 406, "", "<html><body><h1>Not Acceptable!</h1><p>An appropriate representation of the requested resource could not be found on this server. This error was generated by Mod_Security.</p></body></html>", rung.KindDenied},
		{"shopify 423", "http", 423, "", `{"errors":"This shop is unavailable"}`, rung.KindPremise},
		{"423 unpaid", "http", 423, "", `{"error":"The store is locked because of an unpaid invoice."}`, rung.KindPremise},
		// Neighbours keep their reading.
		{"webdav 423 lock", "http", 423, "", `<?xml version="1.0"?><d:error xmlns:d="DAV:"><d:lock-token-submitted><d:href>/files/report.docx</d:href></d:lock-token-submitted></d:error>`, rung.KindTransient},
		{"a plain 406", "http", 406, "", "Not Acceptable: the server cannot produce application/xml", rung.KindInvalid},
	})
}

// TestGeneraliseAWSStaleAndToken: AWS Stale<Thing> codes follow the
// stale-copy ruling unless the message asks for a wait; a conflict with an
// earlier request's client token is the work already held.
func TestGeneraliseAWSStaleAndToken(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"cloudformation stale request", "aws", 409, "StaleRequestException", "StaleRequestException: Another operation has been performed on this stack set since the specified operation was performed.", rung.KindPremise},
		{"sns stale tag waits", "aws", 400, "StaleTagException", "StaleTagException: A tag has been added to a resource with the same ARN as a deleted resource. Wait a short while and then retry the operation.", rung.KindTransient},
		{"dynamodb import token", "aws", 400, "ImportConflictException", "ImportConflictException: There was a conflict when importing from the specified S3 source. This can occur when the current import conflicts with a previous import request that had the same client token.", rung.KindConflict},
		// Neighbour: a plain *Conflict stays busy.
		{"a resource being modified", "aws", 409, "ResourceConflictException", "ResourceConflictException: The operation cannot be performed at this time. An update is in progress for resource: arn:aws:lambda:us-east-1:1:function:f", rung.KindTransient},
	})
}

// TestGeneraliseFCMErrorCode: FCM v1's FcmError errorCode in the details
// decides ahead of the status it comes with.
func TestGeneraliseFCMErrorCode(t *testing.T) {
	fcm := func(status int, st, code string) string {
		return `{"error":{"code":` + itoa(status) + `,"message":"x","status":"` + st + `","details":[{"@type":"type.googleapis.com/google.firebase.fcm.v1.FcmError","errorCode":"` + code + `"}]}}`
	}
	runWordingCases(t, []wordingCase{
		// Revised after set 1352: the project's APNs or web-push credential refused is denied.
		{"third party auth under 401", "http", 401, "", fcm(401, "UNAUTHENTICATED", "THIRD_PARTY_AUTH_ERROR"), rung.KindDenied},
		{"unregistered under 404", "http", 404, "", fcm(404, "NOT_FOUND", "UNREGISTERED"), rung.KindPremise},
		{"sender mismatch under 403", "http", 403, "", fcm(403, "PERMISSION_DENIED", "SENDER_ID_MISMATCH"), rung.KindDenied},
		{"quota under 429", "http", 429, "", fcm(429, "RESOURCE_EXHAUSTED", "QUOTA_EXCEEDED"), rung.KindTransient},
		{"invalid argument under 400", "http", 400, "", fcm(400, "INVALID_ARGUMENT", "INVALID_ARGUMENT"), rung.KindInvalid},
		// Neighbour: a Google error without FcmError details keeps the status.
		{"plain unauthenticated", "http", 401, "", `{"error":{"code":401,"message":"Request had invalid authentication credentials.","status":"UNAUTHENTICATED"}}`, rung.KindDenied},
	})
}

// TestGeneraliseProtectedRanges: an edit of a range or sheet its owner
// protected is denied under any status; Lambda's EFSIOException passes.
func TestGeneraliseProtectedRanges(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"sheets protected cell", "http", 400, "", `{"error":{"code":400,"message":"You are trying to edit a protected cell or object. Please contact the spreadsheet owner to remove protection if you need to edit.","status":"INVALID_ARGUMENT"}}`, rung.KindDenied},
		{"excel protected sheet", "http", 400, "", `{"error":{"code":"InvalidArgument","message":"The cell or chart you're trying to change is on a protected sheet."}}`, rung.KindDenied},
		{"lambda efs io", "aws", 410, "", "operation error Lambda: Invoke, https response error StatusCode: 410, RequestID: x, EFSIOException: An error occurred when reading from or writing to a connected file system.", rung.KindTransient},
		// Neighbour: a bad range stays invalid.
		{"sheets bad range", "http", 400, "", `{"error":{"code":400,"message":"Unable to parse range: Sheet1!A1:ZZZ","status":"INVALID_ARGUMENT"}}`, rung.KindInvalid},
	})
}

// TestGeneraliseChannelStates: a 412 that asks for the call again, a
// sender's full queue, a volume still attached elsewhere, a sender or
// account not set up for the channel, a closed conversation window, a
// weekly certificate limit.
func TestGeneraliseChannelStates(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"bot framework 412", "http", 412, "", `{"error":{"code":"PreconditionFailed","message":"Precondition failed, please try again."}}`, rung.KindTransient},
		{"twilio queue full", "http", 400, "", "Status: 400 - ApiError 21611: This 'From' number has exceeded the maximum number of queued messages (null)", rung.KindTransient},
		{"k8s multi-attach", "", 0, "", `Multi-Attach error for volume "pvc-1" Volume is already exclusively attached to one node and can't be attached to another`, rung.KindTransient},
		{"whatsapp not registered", "http", 400, "", `{"error":{"message":"(#133010) Account not registered","type":"OAuthException","code":133010}}`, rung.KindPremise},
		{"postmark signature", "http", 422, "", `{"ErrorCode":401,"Message":"Sender signature not confirmed."}`, rung.KindPremise},
		{"whatsapp window", "http", 400, "", `{"error":{"message":"(#131047) Re-engagement message","code":131047,"error_data":{"details":"Message failed to send because more than 24 hours have passed since the customer last replied to this number."}}}`, rung.KindPremise},
		{"letsencrypt duplicate limit", "http", 429, "", "429 urn:ietf:params:acme:error:rateLimited: Error creating new order :: too many certificates already issued for exact set of domains: a.example.com", rung.KindPremise},
		// Neighbours keep their reading.
		{"a stale etag 412", "http", 412, "", `{"error":"The resource has been modified since the ETag you sent"}`, rung.KindPremise},
		{"a short 429", "http", 429, "", `{"error":"too many requests, slow down"}`, rung.KindTransient},
	})
}

// TestGeneraliseAdyenRefusals: Adyen's 200 Refused is read by its
// refusalReason; a reason not in the table keeps the decline's premise.
func TestGeneraliseAdyenRefusals(t *testing.T) {
	refused := func(reason string) string {
		return `{"pspReference":"X","refusalReason":"` + reason + `","resultCode":"Refused","merchantReference":"o-1"}`
	}
	runWordingCases(t, []wordingCase{
		{"acquirer error", "http", 200, "", refused("Acquirer Error"), rung.KindTransient},
		{"cvc declined", "http", 200, "", refused("CVC Declined"), rung.KindInvalid},
		{"restricted card", "http", 200, "", refused("Restricted Card"), rung.KindDenied},
		{"not enough balance", "http", 200, "", refused("Not enough balance"), rung.KindPremise},
		{"expired card", "http", 200, "", refused("Expired Card"), rung.KindPremise},
		// Neighbour: an authorised payment is no failure to read here.
		{"authorised", "http", 200, "", `{"pspReference":"X","resultCode":"Authorised","refusalReason":""}`, rung.KindUnknown},
	})
}

// TestGeneraliseStorageCodeForms: an Azure Storage code is read in the
// forms its clients print without the header; a code field holding
// another protocol's number is no HTTP status.
func TestGeneraliseStorageCodeForms(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"xml body lease present", "http", 409, "", `<?xml version="1.0" encoding="utf-8"?><Error><Code>LeaseAlreadyPresent</Code><Message>There is already a lease present.</Message></Error>`, rung.KindTransient},
		{"azcore error code line", "", 0, "", "PUT https://acct.blob.core.windows.net/c/b\n--------------------------------------------------------------------------------\nRESPONSE 412: 412 There is currently a lease on the blob and no lease ID was specified in the request.\nERROR CODE: LeaseIdMissing\n--------------------------------------------------------------------------------\n", rung.KindTransient},
		{"track-1 sdk error code", "http", 409, "", "===== RESPONSE ERROR (ErrorCode=SnapshotsPresent) =====\nDescription=This operation is not permitted because the blob has snapshots.", rung.KindInvalid},
		{"sql server 547 in the code field", "", 0, "547", `mssql: The INSERT statement conflicted with the FOREIGN KEY constraint "FK_orders_customers". The conflict occurred in database "shop", table "dbo.customers", column 'id'.`, rung.KindPremise},
		// Neighbours: a real status in the code field still counts; an S3
		// XML code keeps its AWS reading.
		{"a 503 code field", "", 0, "503", "upstream connect error or disconnect/reset before headers", rung.KindTransient},
		{"s3 xml no such key", "http", 404, "", `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>`, rung.KindPremise},
	})
}

// TestGeneraliseStateUnder4xx: an object or account not in the state the
// act needs, said under a 400 or 422; a registry's hold or processing
// window; CI and image prerequisites; a misspelt action.
func TestGeneraliseStateUnder4xx(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"braintree settlement", "http", 422, "91507", "Cannot submit for settlement unless status is authorized.", rung.KindPremise},
		{"paypal not approved", "http", 422, "", `{"name":"UNPROCESSABLE_ENTITY","details":[{"issue":"ORDER_NOT_APPROVED","description":"Payer has not yet approved the Order for payment."}]}`, rung.KindPremise},
		{"plaid setup", "http", 400, "", `{"error_code":"USER_SETUP_REQUIRED","error_message":"the account has not been fully set up. prompt the user to visit the issuing institution's site and finish the setup process","display_message":"The given account is not fully setup."}`, rung.KindPremise},
		{"gocardless invalid state", "http", 422, "", `{"error":{"message":"Mandate is failed, cancelled or expired","type":"invalid_state","errors":[{"reason":"mandate_is_inactive"}]}}`, rung.KindPremise},
		{"gocardless idempotent conflict", "http", 409, "", `{"error":{"message":"A resource has already been created with this idempotency key","type":"invalid_state","errors":[{"reason":"idempotent_creation_conflict"}]}}`, rung.KindConflict},
		{"npm republish hold", "http", 403, "", "npm ERR! 403 403 Forbidden - PUT https://registry.npmjs.org/x - x cannot be republished until 24 hours have passed.", rung.KindTransient},
		{"npm packument", "http", 409, "", "npm ERR! 409 Conflict - PUT https://registry.npmjs.org/x - Failed to save packument. A common cause is if you try to publish a new package before the previous package has been fully processed.", rung.KindTransient},
		{"gitlab no runners", "", 0, "", "This job is stuck because the project doesn't have any runners online assigned to it.", rung.KindPremise},
		{"docker no manifest", "", 0, "", "Error response from daemon: no matching manifest for linux/arm64/v8 in the manifest list entries", rung.KindPremise},
		{"gha misspelt action", "", 0, "", "Error: Unable to resolve action `actions/setup-nod@v4`, repository not found", rung.KindInvalid},
		// Neighbours keep their reading.
		{"a plain 422", "http", 422, "", `{"message":"amount must be positive"}`, rung.KindInvalid},
		{"a plain 403", "http", 403, "", "npm ERR! 403 403 Forbidden - PUT https://registry.npmjs.org/x - You do not have permission to publish \"x\".", rung.KindDenied},
	})
}

// TestGeneraliseEmptyEnvelopes: an answer whose one list is empty beside
// a request id, and a Google answer that is only its kind, are empty
// results; an empty list of errors is not.
func TestGeneraliseEmptyEnvelopes(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"plaid institutions", "http", 200, "", `{"institutions":[],"request_id":"Ggmk0enW4smO2Tp"}`, rung.KindAmbiguous},
		{"a vendor's accounts list", "http", 200, "", `{"accounts":[],"requestId":"r-1"}`, rung.KindAmbiguous},
		{"gcs empty list", "http", 200, "", `{"kind":"storage#objects"}`, rung.KindAmbiguous},
		{"identity toolkit lookup", "http", 200, "", `{"kind": "identitytoolkit#GetAccountInfoResponse"}`, rung.KindAmbiguous},
		{"drive files with etag", "http", 200, "", `{"kind":"drive#fileList","etag":"\"abc\""}`, rung.KindAmbiguous},
		// Neighbours: a success's empty errors list, and a Google answer
		// with content, are not read as empty.
		{"empty errors", "http", 200, "", `{"errors":[],"request_id":"r-2"}`, rung.KindUnknown},
		{"google answer with items", "http", 200, "", `{"kind":"storage#objects","items":[{"name":"a.txt"}]}`, rung.KindUnknown},
	})
}

// TestGeneraliseLateLeftovers: the unknown census's leftovers of sets 400
// to 410, each a class of its own software.
func TestGeneraliseLateLeftovers(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"claude code output cap", "", 0, "", "API Error: Claude's response exceeded the 32000 output token maximum. To configure this behavior, set the CLAUDE_CODE_MAX_OUTPUT_TOKENS environment variable.", rung.KindAmbiguous},
		{"anthropic ts no chunks", "", 0, "", "Error: request ended without sending any chunks", rung.KindTransient},
		{"bigquery resource limits", "", 0, "", `googleapi: Error 400: Query exceeded resource limits. 14162.1 CPU seconds were used, and this query must use less than 12300.0 CPU seconds.`, rung.KindInvalid},
		{"monday complexity", "http", 200, "", `{"errors":[{"message":"Complexity budget exhausted, query cost 30001 budget remaining 2999 out of 1000000 reset in 42 seconds"}]}`, rung.KindTransient},
		{"milvus not loaded", "", 0, "", "<MilvusException: (code=101, message=failed to search: collection not loaded[collection=448])>", rung.KindPremise},
		{"kubelet never pull", "", 0, "", `Container image "registry.local/app:dev" is not present with pull policy of Never`, rung.KindPremise},
		{"kubelet eviction", "", 0, "", "The node was low on resource: ephemeral-storage. Threshold quantity: 10Gi, available: 9Gi.", rung.KindTransient},
		{"slack connect blocked", "http", 200, "", `{"ok":false,"error":"slack_connect_file_link_sharing_blocked"}`, rung.KindDenied},
	})
}

// TestGeneraliseLibraryRefusals: libraries' own refusals from sets 409 to
// 413, each in another library's words where one exists.
func TestGeneraliseLibraryRefusals(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"sqlalchemy stale data", "", 0, "", "sqlalchemy.orm.exc.StaleDataError: UPDATE statement on table 'orders' expected to update 1 row(s); 0 were matched.", rung.KindPremise},
		{"celery worker lost", "", 0, "", "billiard.exceptions.WorkerLostError: Worker exited prematurely: signal 9 (SIGKILL) Job: 12.", rung.KindTransient},
		{"mongo standalone txn", "", 0, "", "MongoServerError: Transaction numbers are only allowed on a replica set member or mongos", rung.KindPremise},
		{"mongoose model registered", "", 0, "", "OverwriteModelError: Cannot overwrite `User` model once compiled.", rung.KindConflict},
		{"ioredis retries", "", 0, "", "MaxRetriesPerRequestError: Reached the max retries per request limit (which is 20). Refer to \"maxRetriesPerRequest\" option for details.", rung.KindTransient},
		{"es shard cap", "http", 400, "", `{"error":{"type":"validation_exception","reason":"Validation Failed: 1: this action would add [2] shards, but this cluster currently has [1000]/[1000] maximum normal shards open;"},"status":400}`, rung.KindPremise},
		{"anthropic web fetch context", "anthropic", 200, "", `{"type":"message","role":"assistant","content":[{"type":"web_fetch_tool_result","tool_use_id":"srvtoolu_1","content":{"type":"web_fetch_tool_result_error","error_code":"url_not_in_prior_context"}}],"stop_reason":"end_turn"}`, rung.KindInvalid},
		// Neighbour: an update that matched rows is no stale copy.
		{"rows matched and updated", "", 0, "", "UPDATE ok: 2 rows were matched and updated", rung.KindUnknown},
	})
}

// TestGeneraliseLibraryRefusals2: more libraries' refusals from sets 408,
// 411 and 413, in other software's words where one exists.
func TestGeneraliseLibraryRefusals2(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"event hubs python entity disabled", "", 0, "", "azure.servicebus.exceptions.ServiceBusError: Messaging entity 'sb://ns.servicebus.windows.net/q' is currently disabled.", rung.KindPremise},
		{"event hubs link stolen", "", 0, "", "*Error{Condition: amqp:link:stolen, Description: New receiver with higher epoch of '3' is created hence current receiver with epoch '2' is getting disconnected.}", rung.KindPremise},
		{"franz-go offsets topic", "", 0, "", "COORDINATOR_NOT_AVAILABLE: The coordinator is not available. Offset's topic has not yet been created.", rung.KindTransient},
		{"raft bootstrap again", "", 0, "", "raft: bootstrap only works on new clusters", rung.KindConflict},
		{"sqlx scan", "", 0, "", "scannable dest type int with >1 columns (2) in result", rung.KindInvalid},
		{"grpc to an http server", "", 0, "", "rpc error: code = Unknown desc = malformed header: missing HTTP content-type", rung.KindPremise},
		{"openai strict tools", "", 0, "", "`lookup_order` is not strict. Only `strict` function tools can be auto-parsed", rung.KindInvalid},
	})
}

// TestGeneraliseCosmosAccountAndSchemaField: Cosmos DB's 403/1008 is an
// account that does not exist; a 404 naming a field the schema lacks is
// the call's.
func TestGeneraliseCosmosAccountAndSchemaField(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"cosmos 403 1008", "http", 0, "", "HTTP/1.1 403 Forbidden\nx-ms-substatus: 1008\n\n{\"code\":\"Forbidden\",\"message\":\"Database Account shop does not exist\"}", rung.KindPremise},
		{"typesense missing field", "http", 404, "", `{"message":"Could not find a field named ` + "`colour`" + ` in the schema."}`, rung.KindInvalid},
		{"search engine no field", "http", 404, "", `{"error":"no field named 'price_eur' in index products"}`, rung.KindInvalid},
		// Neighbours: a 403 without the substatus, a 404 for a document.
		{"cosmos 403 plain", "http", 0, "", "HTTP/1.1 403 Forbidden\n\n{\"code\":\"Forbidden\",\"message\":\"Request blocked by network firewall\"}", rung.KindDenied},
		{"typesense missing document", "http", 404, "", `{"message":"Could not find a document with id: 124"}`, rung.KindPremise},
	})
}

// TestGeneraliseOpenAIUnusableTurns: a Realtime turn whose audio could not
// be transcribed, and a Responses answer whose file search found nothing.
func TestGeneraliseOpenAIUnusableTurns(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"realtime transcription failed", "openai", 0, "", `{"event_id":"e1","type":"conversation.item.input_audio_transcription.failed","item_id":"msg_1","content_index":0,"error":{"type":"transcription_error","code":"audio_unintelligible","message":"The audio could not be transcribed."}}`, rung.KindAmbiguous},
		{"file search empty", "openai", 200, "", `{"object":"response","status":"completed","output":[{"type":"file_search_call","status":"completed","queries":["q"],"results":[]}]}`, rung.KindAmbiguous},
		// Neighbour: a file search with results is no failure to read.
		{"file search with results", "openai", 200, "", `{"object":"response","status":"completed","output":[{"type":"file_search_call","status":"completed","queries":["q"],"results":[{"file_id":"f1","score":0.9}]}]}`, rung.KindUnknown},
	})
}

// TestGeneraliseStateRequired: a refusal that names the state the object
// must be in for the act ("must be stopped before", "must be streaming
// live", "does not have tracking enabled", "still a draft") is premise
// under whatever 4xx the service chose (sets 405, 417, 420, lead).
func TestGeneraliseStateRequired(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"twitch commercial offline", "http", 400, "", `{"error":"Bad Request","status":400,"message":"To start a commercial, the broadcaster must be streaming live."}`, rung.KindPremise},
		{"shopify tracking off", "http", 422, "", `{"errors":["Inventory item does not have inventory tracking enabled"]}`, rung.KindPremise},
		{"github draft merge", "http", 405, "", `{"message":"Pull Request is still a draft","documentation_url":"https://docs.github.com/rest/pulls/pulls#merge-a-pull-request"}`, rung.KindPremise},
		{"job paused first, 409", "http", 409, "", `{"error":"The job must be paused before it can be resumed"}`, rung.KindPremise},
		{"instance stopped first", "http", 400, "", `{"code":"InvalidState","message":"The instance must be stopped before its machine type can be changed."}`, rung.KindPremise},
		{"named state", "http", 400, "", `{"message":"Cluster must be in the RUNNING state to add a node pool"}`, rung.KindPremise},
		{"repository feature off", "http", 410, "", `{"message":"Issues are disabled for this repo"}`, rung.KindPremise},
		{"wiki off", "http", 400, "", `{"message":"This repository does not have the wiki enabled"}`, rung.KindPremise},
		// Near misses: a form the argument must take, a range, an
		// organization's own verification (denied by the OpenAI ruling),
		// a Ready state that the resource reaches by itself (set 163).
		{"recipients resolved", "http", 400, "", `{"error":{"code":"ErrorInvalidRecipients","message":"Recipient 'pat@@example' is not resolved. All recipients must be resolved before a message can be submitted."}}`, rung.KindInvalid},
		{"encoded first", "http", 400, "", `{"error":"payload must be base64-encoded before upload"}`, rung.KindInvalid},
		{"date format", "http", 400, "", `{"message":"invalid date: must be in the format YYYY-MM-DD"}`, rung.KindInvalid},
		{"range", "http", 400, "", `{"message":"start must be in the range 1 to 10"}`, rung.KindInvalid},
		{"org verified", "openai", 400, "unsupported_value", `{"error":{"message":"Your organization must be verified to stream this model.","type":"invalid_request_error","param":"stream","code":"unsupported_value"}}`, rung.KindDenied},
		{"token active", "http", 400, "", `{"message":"token must be active"}`, rung.KindInvalid},
		{"body empty for GET", "http", 400, "", `{"message":"request body must be empty for GET requests"}`, rung.KindInvalid},
		{"bucket empty first", "http", 409, "", `{"message":"The bucket must be empty before it can be deleted"}`, rung.KindPremise},
	})
}

// TestGeneralisePaidTier: a feature kept to a paid, premium or higher plan
// is premise (the account's tier), whether or not the word "plan"
// appears, under a 403 as under a 400 (set 420, lead).
func TestGeneralisePaidTier(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"spotify premium", "http", 403, "PREMIUM_REQUIRED", `{"error":{"status":403,"message":"Player command failed: Premium required","reason":"PREMIUM_REQUIRED"}}`, rung.KindPremise},
		{"requires a pro plan", "http", 403, "", `{"message":"This feature requires a Pro plan."}`, rung.KindPremise},
		{"premium users only", "http", 403, "", `{"error":"This endpoint is only available to premium users"}`, rung.KindPremise},
		{"tier does not include", "http", 400, "", `{"message":"Your current subscription tier does not include access to this endpoint"}`, rung.KindPremise},
		{"plan does not include", "http", 403, "", `{"message":"Your plan does not include API access"}`, rung.KindPremise},
		{"enterprise license", "http", 403, "", `{"message":"This API requires an Enterprise license"}`, rung.KindPremise},
		{"paid accounts only", "http", 403, "", `{"errors":[{"message":"Scheduled exports are available for paid accounts only"}]}`, rung.KindPremise},
		// Near misses: a plan that is the call's own object, a premium
		// product the call names, a scope the token lacks.
		{"plan needs a name", "http", 400, "", `{"message":"The plan requires a name"}`, rung.KindInvalid},
		{"query plan", "http", 400, "", `{"message":"query plan does not include index scan"}`, rung.KindInvalid},
		{"premium storage", "http", 400, "", `{"message":"Premium storage is not supported for this VM size"}`, rung.KindInvalid},
		{"integration scope", "http", 403, "", `{"message":"Resource not accessible by integration"}`, rung.KindDenied},
	})
}

// TestGeneraliseK8sAuthorizer: a refusal in the Kubernetes authorizer's
// tuple (user=, verb=, resource=) is denied even when the API server
// relays it as an InternalError, as it does for the kubelet's answer to
// logs, exec and proxy (set 405).
func TestGeneraliseK8sAuthorizer(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"kubelet authorization error", "http", 500, "InternalError", "Error from server (InternalError): Internal error occurred: Authorization error (user=kube-apiserver-kubelet-client, verb=get, resource=nodes, subresource=proxy)", rung.KindDenied},
		{"kubelet forbidden exec", "", 0, "", "error: unable to upgrade connection: Forbidden (user=kube-apiserver-kubelet-client, verb=create, resource=nodes, subresource=proxy)", rung.KindDenied},
		{"kubelet forbidden logs", "", 0, "", "Error from server (Forbidden): Forbidden (user=system:anonymous, verb=get, resource=nodes, subresource=log)", rung.KindDenied},
		{"kubelet unauthorized relayed", "http", 500, "InternalError", "Error from server (InternalError): Internal error occurred: Unauthorized (user=system:node:worker-1, verb=get, resource=nodes, subresource=stats)", rung.KindDenied},
		{"kubelet forbidden metrics", "http", 403, "", "Forbidden (user=system:serviceaccount:monitoring:prometheus, verb=get, resource=nodes, subresource=metrics)", rung.KindDenied},
		// Near misses: other internal errors keep their readings.
		{"quota evaluation timed out", "http", 500, "InternalError", "Error from server (InternalError): Internal error occurred: resource quota evaluation timed out", rung.KindTransient},
		{"etcd leader changed", "http", 500, "InternalError", "Error from server (InternalError): Internal error occurred: etcdserver: leader changed", rung.KindTransient},
	})
}

// TestGeneraliseORMNoRowMore: other ORMs' words for a one-row lookup that
// found none read ambiguous, as GORM's and ent's (set 117's ruling,
// extended after set 422's probes).
func TestGeneraliseORMNoRowMore(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"django DoesNotExist", "", 0, "", "orders.models.Order.DoesNotExist: Order matching query does not exist.", rung.KindAmbiguous},
		{"rails RecordNotFound", "", 0, "", "ActiveRecord::RecordNotFound: Couldn't find User with 'id'=42", rung.KindAmbiguous},
		{"jpa NoResultException", "", 0, "", "jakarta.persistence.NoResultException: No result found for query [SELECT u FROM User u WHERE u.email = :email]", rung.KindAmbiguous},
		{"sequelize rejectOnEmpty", "", 0, "", "SequelizeEmptyResultError: EmptyResultError", rung.KindAmbiguous},
		{"prisma findUniqueOrThrow", "", 0, "", "NotFoundError: No User found", rung.KindAmbiguous},
		{"rusqlite", "", 0, "", "query contact: QueryReturnedNoRows", rung.KindAmbiguous},
		{"sqlx", "", 0, "", "sqlx::Error::RowNotFound", rung.KindAmbiguous},
		// Near misses: a missing file or a 404 body keep premise.
		{"missing file", "", 0, "", "NotFoundError: No such file found in the bucket", rung.KindPremise},
		{"404 body", "http", 404, "", `{"detail":"Not found."}`, rung.KindPremise},
	})
}

// TestGeneraliseBareDecode: Go's decoders' errors alone, with no file
// named, are an answer that cannot be read, ambiguous (blind sets 90, 98,
// 110, 323, 332 and 422); a file named before them keeps premise.
func TestGeneraliseBareDecode(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"gzip header, go", "go", 0, "", "gzip: invalid header", rung.KindAmbiguous},
		{"gzip header, 200", "http", 200, "", "gzip: invalid header", rung.KindAmbiguous},
		{"gzip checksum", "", 0, "", "gzip: invalid checksum", rung.KindAmbiguous},
		{"flate corrupt", "go", 0, "", "flate: corrupt input before offset 6", rung.KindAmbiguous},
		{"json cut", "go", 0, "", "unexpected end of JSON input", rung.KindAmbiguous},
		// Near misses: a named file, a wrapped read of a named archive, a
		// request body's decoder under a 400.
		{"named gz file", "go", 0, "", "decompress /tmp/w91/work/notgz2.gz: gzip: invalid header", rung.KindPremise},
		{"named json file", "go", 0, "", "tool json.read /tmp/w56/ws/data/state.json: unexpected end of JSON input", rung.KindPremise},
		{"400 request body", "http", 400, "", `{"error":"bad_request","message":"invalid JSON payload: unexpected end of JSON input"}`, rung.KindInvalid},
	})
}

// TestGeneraliseEmptyTableText: a query's answer rendered as text with a
// header and no row reads ambiguous, as an empty JSON list (the text form
// set 429 left open).
func TestGeneraliseEmptyTableText(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"mysql client", "", 0, "", "Empty set (0.00 sec)", rung.KindAmbiguous},
		{"psql footer", "", 0, "", " id | email \n----+-------\n(0 rows)\n", rung.KindAmbiguous},
		{"markdown header only", "", 0, "", "| id | email |\n|----|-------|", rung.KindAmbiguous},
		{"mcp markdown header only", "mcp", 0, "", "{\"content\":[{\"type\":\"text\",\"text\":\"| id | email |\\n|:---|---:|\\n\"}],\"isError\":false}", rung.KindAmbiguous},
		{"duckdb", "", 0, "", "┌───────┐\n│  id   │\n└───────┘\n0 rows", rung.KindAmbiguous},
		// Near misses: a table with a row is an answer.
		{"markdown with a row", "", 0, "", "| id | email |\n|----|-------|\n| 1 | a@b |", rung.KindUnknown},
		{"psql one row", "", 0, "", " id \n----\n  1\n(1 row)", rung.KindUnknown},
	})
}

// TestGeneraliseRecordList: a 2xx JSON list of two or more records, handed
// over as a failure, is the lookup that found several where one was
// needed: ambiguous (every such blind line, sets 6 to 424). An empty list,
// a single record and a list beside an error keep their readings.
func TestGeneraliseRecordList(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"stripe search", "http", 200, "", `{"object":"search_result","data":[{"id":"cus_1","object":"customer","email":"a@x.com"},{"id":"cus_2","object":"customer","email":"a@x.com"}],"has_more":false}`, rung.KindAmbiguous},
		{"graph filter", "http", 200, "", `{"@odata.context":"https://graph.microsoft.com/v1.0/$metadata#users","value":[{"id":"1","mail":"j@x.com"},{"id":"2","mail":"j@x.com"}]}`, rung.KindAmbiguous},
		{"okta array", "http", 200, "", `[{"id":"00u1","profile":{"login":"a@x.com"}},{"id":"00u2","profile":{"login":"a@x.com"}}]`, rung.KindAmbiguous},
		{"hubspot results", "http", 200, "", "HTTP/1.1 200 OK\nContent-Type: application/json\n\n{\"total\":2,\"results\":[{\"id\":\"51\",\"properties\":{\"email\":\"a@x.com\"}},{\"id\":\"52\",\"properties\":{\"email\":\"a@x.com\"}}]}", rung.KindAmbiguous},
		{"jira users", "http", 200, "", `{"users":[{"accountId":"5b1","displayName":"Sam Lee"},{"accountId":"5b2","displayName":"Sam Lee"}]}`, rung.KindAmbiguous},
		{"zendesk users", "http", 200, "", `{"users":[{"id":1,"name":"Ana"},{"id":2,"name":"Ana"},{"id":3,"name":"Ana"}],"count":3}`, rung.KindAmbiguous},
		// Near misses.
		{"one record", "http", 200, "", `{"object":"list","data":[{"id":"cus_1","object":"customer"}]}`, rung.KindUnknown},
		{"empty list", "http", 200, "", `{"object":"list","data":[]}`, rung.KindAmbiguous},
		{"list beside an error", "http", 200, "", `{"data":[{"id":1},{"id":2}],"errors":[{"message":"Rate limit exceeded. Try again later."}]}`, rung.KindTransient},
		{"list of strings", "http", 200, "", `{"results":["a","b"]}`, rung.KindUnknown},
	})
}

// TestGeneraliseUniqueRuleOverDuplicates: a unique rule being added over
// rows that already repeat a key reads premise in other engines' words, as
// PostgreSQL's "could not create unique index"; a row the step writes
// that repeats a key stays conflict (set 431's probes).
func TestGeneraliseUniqueRuleOverDuplicates(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"oracle 01452", "", 0, "", "ORA-01452: cannot CREATE UNIQUE INDEX; duplicate keys found", rung.KindPremise},
		{"oracle 02299", "", 0, "", "ORA-02299: cannot validate (APP.UQ_EMAIL) - duplicate keys found", rung.KindPremise},
		{"sql server 1505", "", 0, "", "mssql: The CREATE UNIQUE INDEX statement terminated because a duplicate key was found for the object name 'dbo.users' and the index name 'ux_email'. The duplicate key value is (a@x.com).", rung.KindPremise},
		{"cockroach backfill", "postgres", 0, "23505", `ERROR: failed to ingest index entries during backfill: duplicate key value violates unique constraint "users_email_key" (SQLSTATE 23505)`, rung.KindPremise},
		{"postgres", "postgres", 0, "23505", `ERROR: could not create unique index "ux_email" (SQLSTATE 23505)`, rung.KindPremise},
		// Near misses: a row the step writes.
		{"oracle 00001", "", 0, "", "ORA-00001: unique constraint (APP.UQ_EMAIL) violated", rung.KindConflict},
		{"mysql 1062", "", 0, "", "Error 1062 (23000): Duplicate entry 'a@x.com' for key 'users.email'", rung.KindConflict},
		{"sql server 2627", "", 0, "", "mssql: Violation of UNIQUE KEY constraint 'ux_email'. Cannot insert duplicate key in object 'dbo.users'.", rung.KindConflict},
	})
}

// TestGeneraliseNoFilesFound: a file search that matched nothing is an
// empty result, as "no results found" (set 431's probes).
func TestGeneraliseNoFilesFound(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"bare", "", 0, "", "No files found", rung.KindAmbiguous},
		{"mcp result", "mcp", 0, "", `{"content":[{"type":"text","text":"No files found"}],"isError":false}`, rung.KindAmbiguous},
		{"fd", "", 0, "", "[fd error]: No files found", rung.KindAmbiguous},
		// Near miss: a named file that is missing stays premise.
		{"missing file", "go", 0, "", "open /srv/data/orders.csv: no such file or directory", rung.KindPremise},
	})
}

// TestGeneraliseVertexBaseModelQuota: Vertex AI's per-base-model request
// quota is counted per minute though its metric's name does not say so
// (sets 405 and 435); a daily or a zero quota keeps premise.
func TestGeneraliseVertexBaseModelQuota(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"grpc", "grpc", 0, "", "rpc error: code = ResourceExhausted desc = Quota exceeded for aiplatform.googleapis.com/online_prediction_requests_per_base_model with base model: gemini-1.5-pro. Please submit a quota increase request.", rung.KindTransient},
		{"rest 429", "http", 429, "", `{"error":{"code":429,"message":"Quota exceeded for aiplatform.googleapis.com/online_prediction_requests_per_base_model with base model: anthropic-claude-sonnet-4. Please submit a quota increase request.","status":"RESOURCE_EXHAUSTED"}}`, rung.KindTransient},
		{"python", "", 0, "", "google.api_core.exceptions.ResourceExhausted: 429 Quota exceeded for aiplatform.googleapis.com/online_prediction_requests_per_base_model with base model: text-bison.", rung.KindTransient},
		// Near misses.
		{"per day", "http", 429, "", `{"error":{"code":429,"message":"Quota exceeded for quota metric 'Generate Content API requests per day' and limit 'GenerateContent request limit per day' of service 'generativelanguage.googleapis.com'","status":"RESOURCE_EXHAUSTED"}}`, rung.KindPremise},
		{"limit 0", "http", 429, "", `{"error":{"code":429,"message":"Quota exceeded for metric: generativelanguage.googleapis.com/generate_content_free_tier_requests, limit: 0, model: gemini-2.5-pro","status":"RESOURCE_EXHAUSTED"}}`, rung.KindPremise},
	})
}

// TestGeneraliseChooseContainer: logs or exec of a pod with several
// containers and none named reads ambiguous (the server lists them to
// choose from; sets 424 and 445); one container listed, or other
// BadRequests, keep invalid.
func TestGeneraliseChooseContainer(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"kubectl logs", "http", 400, "BadRequest", "Error from server (BadRequest): a container name must be specified for pod web-6d4cf56db6-x2x9z, choose one of: [app istio-proxy] or one of the init containers: [istio-init]", rung.KindAmbiguous},
		{"kubectl exec", "http", 400, "BadRequest", "Error from server (BadRequest): a container name must be specified for pod api-0, choose one of: [api sidecar log-shipper]", rung.KindAmbiguous},
		{"client-go status", "", 0, "", `{"kind":"Status","apiVersion":"v1","status":"Failure","message":"a container name must be specified for pod db-1, choose one of: [postgres exporter]","reason":"BadRequest","code":400}`, rung.KindAmbiguous},
		// Near miss: another BadRequest.
		{"strict decoding", "http", 400, "BadRequest", `Error from server (BadRequest): error when creating "web.yaml": Deployment in version "v1" cannot be handled as a Deployment: strict decoding error: unknown field "spec.replica"`, rung.KindInvalid},
	})
}

// TestGeneraliseGCSConditionNotMet: Cloud Storage's bare precondition
// sentence from the Go client reads premise (the safety ruling: a conflict
// verdict would skip a stale update); generation 0 shown reads conflict.
func TestGeneraliseGCSConditionNotMet(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"bare", "", 0, "", "googleapi: Error 412: At least one of the pre-conditions you specified did not hold., conditionNotMet", rung.KindPremise},
		{"wrapped", "go", 0, "", "write gs://acme/locks/state.tflock: googleapi: Error 412: At least one of the pre-conditions you specified did not hold., conditionNotMet", rung.KindPremise},
		{"generation 0 named", "", 0, "", "upload ifGenerationMatch=0: googleapi: Error 412: At least one of the pre-conditions you specified did not hold., conditionNotMet", rung.KindConflict},
		{"read generation named", "", 0, "", "update ifGenerationMatch=1764650411: googleapi: Error 412: At least one of the pre-conditions you specified did not hold., conditionNotMet", rung.KindPremise},
		{"compute fingerprint", "", 0, "", "googleapi: Error 412: Supplied fingerprint does not match current metadata fingerprint., conditionNotMet", rung.KindPremise},
		{"org policy", "", 0, "", "googleapi: Error 412: Constraint constraints/compute.vmExternalIpAccess violated for project 123., conditionNotMet", rung.KindDenied},
	})
}

// TestGeneraliseRefusedAsDone: an act refused because the object is
// already in the state that act makes, refusal first ("You cannot confirm
// this PaymentIntent because it has already succeeded"), reads conflict,
// under Stripe's *_unexpected_state as in plain text (sets 281, 445, 465).
func TestGeneraliseRefusedAsDone(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"stripe confirm succeeded", "http", 400, "payment_intent_unexpected_state", `{"error":{"code":"payment_intent_unexpected_state","message":"You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.","type":"invalid_request_error"}}`, rung.KindConflict},
		{"publish published", "", 0, "", "cannot publish post 9: it is already published", rung.KindConflict},
		{"pay paid", "", 0, "", "Unable to pay invoice INV-22 because it has already been paid.", rung.KindConflict},
		{"approve approved", "http", 422, "", `{"error":"Cannot approve request 77: already approved"}`, rung.KindConflict},
		// Near misses: another act on the reached state keeps premise.
		{"stripe cancel succeeded", "http", 400, "payment_intent_unexpected_state", `{"error":{"code":"payment_intent_unexpected_state","message":"You cannot cancel this PaymentIntent because it has a status of succeeded.","type":"invalid_request_error"}}`, rung.KindPremise},
		{"edit paid", "", 0, "", "cannot edit invoice 12: it has already been paid", rung.KindPremise},
	})
}

// TestGeneraliseNotActable: "<object> is not <act>able", the object's
// current state refusing the act the call asked for, is premise under a
// 403 as under a 400 or 409 (the lead, on set 653's pending GitLab line);
// a failure that calls itself not retryable keeps its reading.
func TestGeneraliseNotActable(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"GitLab retry a job, 403", "http", 403, "", `{"message":"403 Forbidden - Job is not retryable"}`, rung.KindPremise},
		{"GitLab play a manual job, 400", "http", 400, "", `{"message":"400 Bad request - Unplayable Job: Job is not playable"}`, rung.KindPremise},
		{"GitLab cancel a pipeline, 409", "http", 409, "", `{"message":"Pipeline is not cancelable"}`, rung.KindPremise},
		{"Step Functions RedriveExecution", "aws", 400, "ExecutionNotRedrivable", "operation error SFN: RedriveExecution, https response error StatusCode: 400, RequestID: 1f0c, ExecutionNotRedrivable: Execution arn:aws:states:us-east-1:123456789012:execution:etl:run-7 is not redrivable", rung.KindPremise},
		{"GitHub merge a pull request, 405", "http", 405, "", `{"message":"Pull Request is not mergeable","documentation_url":"https://docs.github.com/rest/pulls/pulls#merge-a-pull-request"}`, rung.KindPremise},
		// Near misses: the client's own verdict on the error, and a plain 403.
		{"SDK retry policy gave up", "", 0, "", "giving up after 1 attempt: error is not retryable: connection refused", rung.KindTransient},
		{"403 without a state", "http", 403, "", `{"message":"403 Forbidden - You are not allowed to retry this job"}`, rung.KindDenied},
	})
}

// TestGeneraliseIndexNotDefined: a query the store serves only from an
// index nobody defined is premise under a generic 400 (the lead, on set
// 649's pending Firebase line); an index position out of range stays a
// wrong call.
func TestGeneraliseIndexNotDefined(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"Firebase RTDB orderByChild without .indexOn", "http", 400, "", "{\n  \"error\" : \"Index not defined, add \\\".indexOn\\\": \\\"rank\\\", for path \\\"/boards\\\", to the rules\"\n}", rung.KindPremise},
		{"Firestore REST 400", "http", 400, "", `{"error":{"code":400,"message":"The query requires an index. You can create it here: https://console.firebase.google.com/v1/r/project/p/firestore/indexes?create_composite=Cg","status":"FAILED_PRECONDITION"}}`, rung.KindPremise},
		{"Datastore NEED_INDEX", "grpc", 0, "FailedPrecondition", "rpc error: code = FailedPrecondition desc = no matching index found. recommended index is:\n- kind: Task\n  properties:\n  - name: done\n  - name: due", rung.KindPremise},
		{"Cosmos DB ORDER BY without a composite index", "http", 400, "BadRequest", `{"code":"BadRequest","message":"Message: {\"Errors\":[\"The order by query does not have a corresponding composite index that it can be served from.\"]}\r\nActivityId: 6d1e, Request URI: /apps/a, RequestStats: , SDK: Microsoft.Azure.Documents.Common/2.14.0"}`, rung.KindPremise},
		// Near misses: a position out of range, an index name malformed.
		{"400 index out of range", "http", 400, "", `{"error":"index out of range"}`, rung.KindInvalid},
		{"Elasticsearch invalid index name", "http", 400, "", `{"error":{"type":"invalid_index_name_exception","reason":"Invalid index name [Logs], must be lowercase"},"status":400}`, rung.KindInvalid},
	})
}

// TestGeneraliseUnableToGeocode: a geocoder that ran and placed nothing is
// ambiguous, as ZERO_RESULTS (the lead, on set 607's pending Nominatim
// line); a geocoder that says the address is incomplete is a wrong call.
func TestGeneraliseUnableToGeocode(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"Nominatim reverse over open sea", "http", 200, "", `{"error":"Unable to geocode"}`, rung.KindAmbiguous},
		{"Nominatim bare text", "", 0, "", "Unable to geocode", rung.KindAmbiguous},
		{"Geocoder.ca", "http", 200, "", `{"error":{"code":"008","description":"Unable to geocode the location."}}`, rung.KindAmbiguous},
		{"Google Geocoding ZERO_RESULTS", "http", 200, "", `{"results":[],"status":"ZERO_RESULTS"}`, rung.KindAmbiguous},
		{"Mapbox empty features", "http", 200, "", `{"type":"FeatureCollection","query":["zzqx"],"features":[],"attribution":"x"}`, rung.KindAmbiguous},
		// Near miss: the address is incomplete, the call must change.
		{"Geocodio 422", "http", 422, "", `{"error":"Could not geocode address. Postal code or city required."}`, rung.KindInvalid},
	})
}

// TestGeneraliseNotUnique: a name a tool could not pin to one object is
// ambiguous without a status and under a 4xx (the lead, on set 653's
// pending gh line); a report of several errors in the request, a token
// said to identify a request, and Docker's short id prefix keep theirs.
func TestGeneraliseNotUnique(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"gh workflow run", "", 0, "", "could not resolve to a unique workflow; found: nightly.yml nightly-canary.yml", rung.KindAmbiguous},
		{"Azure CLI", "", 0, "", "ERROR: Multiple resources found with the name 'webapp'. Please specify the resource group.", rung.KindAmbiguous},
		{"a container name", "", 0, "", `Error: the name "db" does not uniquely identify a container`, rung.KindAmbiguous},
		{"a git ref, 400", "http", 400, "", `{"error":"Ambiguous reference: 'main' matches both a branch and a tag"}`, rung.KindAmbiguous},
		{"users by email, 404", "http", 404, "", `{"message":"Multiple users found with email a@example.com"}`, rung.KindAmbiguous},
		// Near misses.
		{"several validation errors", "http", 400, "", `{"error":"Multiple errors found in the request: name is required"}`, rung.KindInvalid},
		{"Docker short id prefix", "", 0, "", "Error response from daemon: multiple IDs found with provided prefix: 3f", rung.KindAmbiguous}, // revised by the lead: a short id prefix matching several objects is ambiguous
		{"Rust parser separators", "", 0, "", "multiple '|' separators found, expected exactly one", rung.KindInvalid},
	})
}

// TestGeneraliseStatusBodyRepair: a 410 or 403 whose body names the
// request's own fault (plain HTTP where only HTTPS is served, a request
// too long, SCIM's "sensitive" data in the URI) is invalid (the lead, on
// sets 605, 607 and 652); a 410 with no such words stays gone.
func TestGeneraliseStatusBodyRepair(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"Bing Web Search 410 HttpNotAllowed", "http", 410, "", `{"_type": "ErrorResponse", "errors": [{"code": "InvalidRequest", "subCode": "HttpNotAllowed", "message": "HTTP is not allowed; use HTTPS."}]}`, rung.KindInvalid},
		{"IIS 403.4", "http", 403, "", "<html><head><title>403.4 - SSL is required to view this resource.</title></head></html>", rung.KindInvalid},
		{"an API gateway's 403", "http", 403, "", `{"error":"HTTPS required"}`, rung.KindInvalid},
		{"Mailchimp-style 403", "http", 403, "", `{"title":"Forbidden","detail":"API requests must be made over HTTPS."}`, rung.KindInvalid},
		{"OpenCage 410", "http", 410, "", `{"results":[],"status":{"code":410,"message":"request too long"},"total_results":0}`, rung.KindInvalid},
		{"a 410 URI too long page", "http", 410, "", "<html><body><h1>Request-URI Too Long</h1></body></html>", rung.KindInvalid},
		{"SCIM 403 sensitive", "http", 403, "sensitive", `{"schemas":["urn:ietf:params:scim:api:messages:2.0:Error"],"scimType":"sensitive","detail":"Sensitive data in the URI. Use POST /Users/.search.","status":"403"}`, rung.KindInvalid},
		// Near misses: a plain 410, a 403 with no repair in it, SCIM's
		// uniqueness 409.
		{"GitHub 410 issues disabled", "http", 410, "", `{"message":"Issues are disabled for this repo","documentation_url":"https://docs.github.com/v3/issues/"}`, rung.KindPremise},
		{"403 forbidden", "http", 403, "", `{"error":"You do not have access to this project"}`, rung.KindDenied},
		{"SCIM 409 uniqueness", "http", 409, "uniqueness", `{"schemas":["urn:ietf:params:scim:api:messages:2.0:Error"],"scimType":"uniqueness","detail":"userName is already taken","status":"409"}`, rung.KindConflict},
	})
}

// TestGeneraliseCallsUsedUp: an allowance of calls said reached or used
// up is a quota under any status, its period read (the lead, on set 652's
// ScrapingBee line); a per-minute window stays a rate.
func TestGeneraliseCallsUsedUp(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"ScrapingBee 401", "http", 401, "", `{"message": "Monthly API calls limit reached: 1000"}`, rung.KindPremise},
		{"a 401 credits used up", "http", 401, "", `{"error":"You have used all your API credits for this month"}`, rung.KindPremise},
		{"a 403 free requests used up", "http", 403, "", `{"error":"You have used all your free requests"}`, rung.KindPremise},
		{"a 429 daily call limit", "http", 429, "", `{"message":"Daily call limit reached (5000). Resets at 00:00 UTC."}`, rung.KindPremise},
		// Near miss: a per-minute window refills.
		{"a 429 per-minute call limit", "http", 429, "", `{"message":"API call limit reached: 60 calls per minute"}`, rung.KindTransient},
	})
}

// TestGeneraliseNotSpecified: a setting the call must carry, said "not
// specified", is invalid (the lead, on set 649's Neon line); a "specified"
// object said missing stays missing, and an unspecified error unknown.
func TestGeneraliseNotSpecified(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"Neon without SNI", "postgres", 0, "", "ERROR: Endpoint ID is not specified. Either please upgrade the postgres client library (libpq) for SNI support or pass the endpoint ID (first part of the domain name) as a parameter: '?options=endpoint%3Dep-calm-lake-123456'. See more at https://neon.tech/sni", rung.KindInvalid},
		{"gcloud underspecified", "", 0, "", "ERROR: (gcloud.compute.instances.create) Underspecified resource [vm-1]. Specify the [--zone] flag.", rung.KindInvalid},
		{"a CLI's project", "", 0, "", "error: project ID is not specified", rung.KindInvalid},
		{"a driver's database", "", 0, "", "Database name is not specified", rung.KindInvalid},
		{"Spring Boot DataSource", "", 0, "", "Failed to configure a DataSource: 'url' attribute is not specified and no embedded datasource could be configured.", rung.KindInvalid},
		// Near misses.
		{"a specified bucket missing", "", 0, "", "the specified bucket does not exist", rung.KindPremise},
		{"unspecified error", "", 0, "", "unspecified error", rung.KindUnknown},
	})
}

// TestGeneraliseEmptyEnvelope: a body that is only an envelope holding an
// empty object is an empty result (the lead, on set 647's Expo line); an
// empty object beside an error list is read by its error.
func TestGeneraliseEmptyEnvelope(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"Expo push receipts", "http", 200, "", `{"data":{}}`, rung.KindAmbiguous},
		{"spaced", "http", 200, "", "{ \"data\" : { } }", rung.KindAmbiguous},
		{"a keyed lookup", "http", 200, "", `{"results":{}}`, rung.KindAmbiguous},
		{"receipts", "http", 200, "", `{"receipts": {}}`, rung.KindAmbiguous},
		// Near miss: an error beside it is not an empty answer.
		{"beside errors", "http", 200, "", `{"data":{},"errors":[{"message":"Syntax Error: Unexpected Name \"quer\""}]}`, rung.KindInvalid},
	})
}

// TestGeneraliseReinitialize: a refusal of a second initialize on a
// session that already had one is conflict, whatever code carries it (the
// lead, on set 667's go-sdk line; set 38 ruled the TypeScript SDK's
// -32600); a request sent before initialize stays the client's fault.
func TestGeneraliseReinitialize(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"go-sdk raw body, code 0", "mcp", 200, "0", `{"jsonrpc":"2.0","id":1,"error":{"code":0,"message":"duplicate \"initialize\" received"}}`, rung.KindConflict},
		{"go-sdk client text", "mcp", 0, "0", `calling "initialize": duplicate "initialize" received`, rung.KindConflict},
		{"go-sdk initialized notification", "mcp", 0, "0", `duplicate "notifications/initialized" received`, rung.KindConflict},
		{"TypeScript SDK -32600", "mcp", 400, "-32600", `{"jsonrpc":"2.0","error":{"code":-32600,"message":"Invalid Request: Server already initialized"},"id":null}`, rung.KindConflict},
		{"an LSP-style server -32600", "mcp", 0, "-32600", "Initialize request already received", rung.KindConflict},
		// Near miss: a raw request before initialize (the client skipped it).
		{"go-sdk raw body before initialize", "mcp", 200, "0", `{"jsonrpc":"2.0","id":2,"error":{"code":0,"message":"method \"tools/list\" is invalid during session initialization"}}`, rung.KindInvalid},
	})
}

// TestGeneraliseMediaInput: an input a media API's content moderation
// refused, or a media file whose content is not what the call declared,
// is invalid under any status or job state; a prepaid balance spent is
// premise under a 403 (the lead, on set 670's pending lines). Output a
// safety checker withheld stays ambiguous.
func TestGeneraliseMediaInput(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"Stability AI 403 content_moderation", "http", 403, "content_moderation", `{"id":"9f2c","name":"content_moderation","errors":["Your request was flagged by our content moderation system, as a result your request was denied and you were not charged."]}`, rung.KindInvalid},
		{"Runway failed task SAFETY.INPUT.IMAGE", "http", 200, "", `{"id":"task-81","status":"FAILED","failure":"Your image failed our content moderation. Please upload a different image.","failureCode":"SAFETY.INPUT.IMAGE"}`, rung.KindInvalid},
		{"a wrapper's bare text", "", 0, "", "generation refused: your prompt was flagged by the content moderation filter", rung.KindInvalid},
		{"AssemblyAI transcript status error", "http", 200, "", "Transcript status error: Transcoding failed. File does not appear to contain audio. File type is text/html (HTML document, ASCII text, with very long lines).", rung.KindInvalid},
		{"Amazon Transcribe FailureReason", "aws", 0, "", "The media format provided does not match the detected media format. Check the media format and try your request again.", rung.KindInvalid},
		{"Deepgram 400", "http", 400, "", `{"err_code":"Bad Request","err_msg":"Bad Request: failed to process audio: corrupt or unsupported data","request_id":"d1"}`, rung.KindInvalid},
		{"fal.ai 403 balance", "http", 403, "", "fal_client.client.FalClientError: User is locked. Reason: Exhausted balance. Top up your balance at fal.ai/dashboard/billing.", rung.KindPremise},
		{"a 403 asking for a top-up", "http", 403, "", `{"detail":"Your credit balance is exhausted. Please top up your credit to continue."}`, rung.KindPremise},
		// Near misses: output withheld, and a 403 with no moderation words.
		{"Replicate NSFW output", "http", 200, "", `{"id":"p1","status":"failed","error":"NSFW content detected. Try running it again, or try a different prompt."}`, rung.KindAmbiguous},
		{"a bare 403 denial", "http", 403, "", `{"error":"Your request was denied"}`, rung.KindDenied},
	})
}

// TestGeneraliseGitRemoteTrailer: git's trailer after a remote failure
// ("Could not read from remote repository. Please make sure you have the
// correct access rights ...") does not decide when the remote's own lines
// say something (the lead, on set 674's note); alone it still reads denied.
func TestGeneraliseGitRemoteTrailer(t *testing.T) {
	const trailer = "\nfatal: Could not read from remote repository.\n\nPlease make sure you have the correct access rights\nand the repository exists."
	runWordingCases(t, []wordingCase{
		{"GitLab read-only during maintenance", "", 0, "", "remote: ERROR: The repository is temporarily read-only. Please try again later." + trailer, rung.KindTransient},
		{"GitHub over SSH, connection closed", "", 0, "", "kex_exchange_identification: Connection closed by remote host\nConnection closed by 140.82.121.4 port 22" + trailer, rung.KindTransient},
		{"GitLab push refused", "", 0, "", "remote: ERROR: You are not allowed to push code to this project." + trailer, rung.KindDenied},
		{"GitHub key refused", "", 0, "", "git@github.com: Permission denied (publickey)." + trailer, rung.KindDenied},
		{"a host name that does not resolve", "", 0, "", "ssh: Could not resolve hostname git.w674.example: Name or service not known" + trailer, rung.KindPremise},
		// Near miss: the trailer alone keeps its reading.
		{"the trailer alone", "", 0, "", "fatal: Could not read from remote repository.\n\nPlease make sure you have the correct access rights\nand the repository exists.", rung.KindDenied},
	})
}

// TestGeneraliseBareState: a message with no status or code that names
// the object's state is read by the same state words a generic 400 is
// (the lead, on set 683's note), after the generic table found nothing;
// a shape check keeps its reading.
func TestGeneraliseBareState(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"Braintree SDK", "", 0, "", "Cannot submit for settlement unless status is authorized.", rung.KindPremise},
		{"PayPal SDK", "", 0, "", "Payer has not yet approved the Order for payment.", rung.KindPremise},
		{"a secrets CLI", "", 0, "", "secret prod/db-password is marked deleted; restore it before reading", rung.KindPremise},
		{"an ELB tool", "", 0, "", "target i-0abc is not in a running state", rung.KindPremise},
		{"Plaid SDK", "", 0, "", "The account is not fully setup. Please complete the onboarding.", rung.KindPremise},
		// The state the act needs, after "unless" (stateRequired).
		{"Braintree refund", "", 0, "", "Cannot refund transaction unless it is settled.", rung.KindPremise},
		{"a 422 delete", "http", 422, "", `{"message":"Cannot delete the customer unless it is archived"}`, rung.KindPremise},
		{"a job tool", "", 0, "", "cannot resume job nightly-sync unless it has been paused", rung.KindPremise},
		// Near misses: shape checks, and "unless" before a form, not a state.
		{"unless valid JSON", "http", 400, "", `{"error":"cannot send unless it is valid JSON"}`, rung.KindInvalid},
		{"an enum check", "", 0, "", "invalid status: expected one of open, closed", rung.KindInvalid},
		{"a value check", "", 0, "", "value must be one of: draft, sent", rung.KindInvalid},
	})
}

// TestGeneraliseSlotTaken: a time slot another booking took between the
// availability read and the booking is premise under a 400, 409 or 422
// (the lead, on set 682's pending Cal.com line); a name not available in a
// shared namespace stays invalid.
func TestGeneraliseSlotTaken(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"Cal.com v2 bookings 400", "http", 400, "BadRequestException", `{"status":"error","path":"/v2/bookings","error":{"code":"BadRequestException","message":"User either already has booking at this time or is not available"}}`, rung.KindPremise},
		{"Square Appointments 409", "http", 409, "", `{"errors":[{"code":"CONFLICT","detail":"Time slot is not available"}]}`, rung.KindPremise},
		{"a scheduler's 422", "http", 422, "", `{"error":"slot_unavailable","message":"This slot has already been booked"}`, rung.KindPremise},
		{"Calendly 400", "http", 400, "", `{"title":"Invalid Argument","message":"The selected time is no longer available."}`, rung.KindPremise},
		{"Acuity 400", "http", 400, "", `{"error":"The time you've requested is no longer available"}`, rung.KindPremise},
		// Near miss: a name in a shared namespace is the call's to change.
		{"a username not available", "http", 400, "", `{"error":"The requested username is not available"}`, rung.KindInvalid},
	})
}

// TestGeneraliseUndeliverable: a message the channel cannot deliver to the
// recipient as addressed is premise, with a status or none (the lead, on
// set 682's pending WhatsApp line); a delivery said to fail for now is not.
func TestGeneraliseUndeliverable(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"WhatsApp 131026 status webhook", "http", 0, "131026", `{"code":131026,"title":"Message undeliverable","message":"Message undeliverable","error_data":{"details":"Message Undeliverable."}}`, rung.KindPremise},
		{"a bare WhatsApp wrapper", "", 0, "", "send failed: Message undeliverable", rung.KindPremise},
		{"Twilio 30003", "", 0, "", "Twilio error 30003: Unreachable destination handset", rung.KindPremise},
		{"Twilio 30005 body", "http", 400, "", `{"code":30005,"message":"Unknown destination handset","more_info":"https://www.twilio.com/docs/errors/30005"}`, rung.KindPremise},
		// Near miss: a delivery that fails for now is not a standing fact.
		{"temporarily undeliverable", "", 0, "", "Message temporarily undeliverable, retrying in 5 minutes", rung.KindUnknown},
	})
}

// TestGeneraliseContractRevert: an OpenZeppelin revert reason, in v4's
// require strings or v5's custom error names, says what is false: the
// caller's authority, the contract's state, a token that exists (the
// lead, on set 702's pending lines). A bare revert names nothing.
func TestGeneraliseContractRevert(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"geth Ownable", "", 0, "", "execution reverted: Ownable: caller is not the owner", rung.KindDenied},
		{"AccessControl role", "", 0, "", "execution reverted: AccessControl: account 0x70997970c51812dc3a010c7d01b50e0d17dc79c8 is missing role 0x9f2df0fed2c77648de5860a4cc508cd0818c85b8b8a1ab4ceeef8d981c8956a6", rung.KindDenied},
		{"v5 custom error", "", 0, "", `execution reverted: custom error OwnableUnauthorizedAccount(0x70997970C51812dc3A010C7d01b50e0d17dc79C8)`, rung.KindDenied},
		{"a JSON-RPC error code 3, paused", "", 0, "", `{"jsonrpc":"2.0","id":1,"error":{"code":3,"message":"execution reverted: Pausable: paused","data":"0x08c379a0"}}`, rung.KindPremise},
		{"viem allowance", "", 0, "", "The contract function \"transferFrom\" reverted with the following reason:\nERC20: insufficient allowance", rung.KindPremise},
		{"ethers already minted", "", 0, "", `execution reverted: "ERC721: token already minted" (action="estimateGas", data="0x08c379a0", reason="ERC721: token already minted", code=CALL_EXCEPTION, version=6.13.1)`, rung.KindConflict},
		{"v5 nonexistent token", "", 0, "", "execution reverted: custom error ERC721NonexistentToken(uint256 7)", rung.KindPremise},
		// Near miss: a bare revert names no reason.
		{"bare revert", "", 0, "", "execution reverted", rung.KindUnknown},
	})
}

// TestGeneraliseRemainingZero: a window's count of calls left at 0 is a
// rate that refills, not a tier whose limit is 0 (the lead, on set 713's
// Finnhub line); Gemini's tier "limit: 0" stays premise.
func TestGeneraliseRemainingZero(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"Finnhub 429", "http", 429, "", "FinnhubAPIException(status_code: 429): API limit reached. Please try again later. Remaining Limit: 0", rung.KindTransient},
		{"a JSON remaining count", "http", 429, "", `{"error":"rate limit exceeded","remaining_limit": 0,"reset_in": 42}`, rung.KindTransient},
		{"a header echo", "http", 429, "", "429 Too Many Requests: rate limit exceeded (x-ratelimit-remaining-limit: 0)", rung.KindTransient},
		// Near miss: the tier's own limit is 0.
		{"Gemini free tier limit 0", "http", 429, "", `{"error":{"code":429,"message":"You exceeded your current quota. Quota exceeded for metric: generativelanguage.googleapis.com/generate_content_free_tier_requests, limit: 0, model: gemini-2.5-pro","status":"RESOURCE_EXHAUSTED"}}`, rung.KindPremise},
	})
}

// TestGeneraliseSMTP550Unavailable: RFC 5321's text for a 550 is a
// permanent refusal of the mailbox, premise, where the same words under a
// 450 are the transient one (the lead, on set 718's note).
func TestGeneraliseSMTP550Unavailable(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"a bare 550 reply", "", 0, "", "550 Requested action not taken: mailbox unavailable", rung.KindPremise},
		{"Python smtplib", "", 0, "", "smtplib.SMTPRecipientsRefused: {'bob@w718.example': (550, b'Requested action not taken: mailbox unavailable')}", rung.KindPremise},
		{"Go net/smtp", "", 0, "", "smtp: 550 Mailbox unavailable", rung.KindPremise},
		// Near miss: the 4yz form waits.
		{"a 450 reply", "", 0, "", "450 Requested mail action not taken: mailbox unavailable", rung.KindTransient},
	})
}

// TestGeneraliseWindowsMissingProgram: a program the Windows shell cannot
// find is premise, as bash's "command not found" (the lead, on set 723's
// note); PowerShell's sentence ends in "try again", which must not make it
// a wait.
func TestGeneraliseWindowsMissingProgram(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"cmd.exe", "", 0, "", "'ffmpeg' is not recognized as an internal or external command,\noperable program or batch file.", rung.KindPremise},
		{"a Go exec wrapper on Windows", "", 0, "", "exit status 1: 'magick' is not recognized as an internal or external command, operable program or batch file.", rung.KindPremise},
		{"PowerShell", "", 0, "", "ffmpeg : The term 'ffmpeg' is not recognized as the name of a cmdlet, function, script file, or operable program. Check the spelling of the name, or if a path was included, verify that the path is correct and try again.", rung.KindPremise},
		{"bash", "", 0, "", "bash: ffmpeg: command not found", rung.KindPremise},
		// Near miss: an unknown subcommand of a program that is there.
		{"git subcommand", "", 0, "", "git: 'comit' is not a git command. See 'git --help'.", rung.KindInvalid},
	})
}

// TestGeneraliseOnlyInState: the states an act is allowed in, named as the
// only ones, are premise under any status (the lead, on set 721's pending
// DocuSign line); a format or a group after "in the" stays the argument's.
func TestGeneraliseOnlyInState(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"DocuSign void", "http", 400, "ENVELOPE_CANNOT_VOID_INVALID_STATE", `{"errorCode":"ENVELOPE_CANNOT_VOID_INVALID_STATE","message":"Only envelopes in the 'Sent' or 'Delivered' states may be voided."}`, rung.KindPremise},
		{"an order service", "http", 400, "", `{"error":"Only orders in the PENDING state can be cancelled"}`, rung.KindPremise},
		{"a job queue 422", "http", 422, "", `{"message":"Only jobs in status FAILED can be retried"}`, rung.KindPremise},
		{"a runner's bare text", "", 0, "", "only runs in the QUEUED status can be cancelled", rung.KindPremise},
		// Near misses: a format and a group are the call's to change.
		{"a format", "http", 400, "", `{"error":"Only files in the PNG format can be uploaded"}`, rung.KindInvalid},
		{"a group", "http", 400, "", `{"error":"Only users in the admin group can be invited"}`, rung.KindInvalid},
	})
}

// TestGeneraliseTransferTools: rsync's daemon and exit-code lines and
// rclone's fixed verdicts read by what they say (the lead, on set 733's
// pending lines); "please specify" names a setting left out.
func TestGeneraliseTransferTools(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"rsync daemon auth", "", 0, "", "@ERROR: auth failed on module nightly\nrsync error: error starting client-server protocol (code 5) at main.c(1863) [Receiver=3.2.7]", rung.KindDenied},
		{"rsync unknown module", "", 0, "", "@ERROR: Unknown module 'archive'\nrsync error: error starting client-server protocol (code 5) at main.c(1863) [Receiver=3.2.7]", rung.KindPremise},
		{"rsync usage", "", 0, "", "rsync: --delete does not work without --recursive (-r) or --dirs (-d).\nrsync error: syntax or usage error (code 1) at main.c(1795) [client=3.2.7]", rung.KindInvalid},
		{"rsync code 12", "", 0, "", "rsync: connection unexpectedly closed (0 bytes received so far) [sender]\nrsync error: error in rsync protocol data stream (code 12) at io.c(232) [sender=3.2.7]", rung.KindTransient},
		{"rclone corrupted", "", 0, "", "2026/12/04 02:21:37 ERROR : dump.sql.gz: corrupted on transfer: sizes differ 104857600 vs 104792064", rung.KindTransient},
		{"rclone overlap", "", 0, "", "Failed to sync: can't sync or move files on overlapping remotes (try excluding the destination with a filter rule)", rung.KindInvalid},
		{"restic no repository", "", 0, "", "Fatal: Please specify repository location (-r or --repository-file)", rung.KindInvalid},
		// Near miss: a socket error keeps its errno's reading.
		{"rsync broken pipe", "", 0, "", "rsync: [sender] write error: Broken pipe (32)\nrsync error: error in socket IO (code 10) at io.c(848) [sender=3.2.7]", rung.KindTransient},
	})
}

// TestGeneraliseStatusBlocksAct: a refusal that blames the object's status
// for the act is premise under a 400, a 409 and in a bare text, in the
// words of accounting APIs, workflow engines and state-machine libraries;
// a status named as a value stays a wrong call (pending from set 790).
func TestGeneraliseStatusBlocksAct(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// developer.xero.com: ValidationException on an invoice past DRAFT.
		{"xero not of valid status", "http", 400, "", `{"ErrorNumber":10,"Type":"ValidationException","Message":"A validation exception occurred","Elements":[{"ValidationErrors":[{"Message":"Invoice not of valid status for modification"}]}]}`, rung.KindPremise},
		{"zoho books current status", "http", 400, "", `{"code":1001,"message":"The invoice cannot be updated in its current status."}`, rung.KindPremise},
		{"contract current status", "http", 400, "", "Operation not permitted in the current status of the contract", rung.KindPremise},
		{"deployment in status", "http", 400, "", "The deployment d-81 is in status FAILED and cannot be promoted", rung.KindPremise},
		{"cluster in status under 409", "http", 409, "", "Cluster c-1 is in status DELETING and cannot be resized", rung.KindPremise},
		// A cancel of work that already ended keeps the end-state ruling
		// (worldstate.go finishedAlready), under a 409 and a 400.
		{"finished job under 409", "http", 409, "", "Job j-1 is in status COMPLETED and cannot be cancelled", rung.KindConflict},
		{"finished job under 400", "http", 400, "", "Job j-1 is in status COMPLETED and cannot be cancelled", rung.KindConflict},
		{"cluster not in a valid state under 409", "http", 409, "", "Cluster prod-1 is not in a valid state to perform this action", rung.KindPremise},
		// Spring Statemachine guards, order workflows (Medusa, Saleor).
		{"invalid state transition, bare", "", 0, "", "Error: Invalid state transition from 'closed' to 'open'", rung.KindPremise},
		{"invalid status transition under 422", "http", 422, "", "invalid status transition from draft to shipped", rung.KindPremise},
		{"illegal state transition under 409", "http", 409, "", `{"error":"IllegalStateTransition","message":"Illegal state transition from SETTLED to PENDING"}`, rung.KindPremise},
		// developer.avalara.com CannotModifyLockedTransaction, MultiDocumentPartiallyLocked.
		{"avatax locked document", "http", 400, "CannotModifyLockedTransaction", `{"error":{"code":"CannotModifyLockedTransaction","message":"Modifying a locked document is not allowed.","target":"Unknown"}}`, rung.KindPremise},
		{"avatax committed transactions", "http", 400, "", `{"error":{"code":"MultiDocumentPartiallyLocked","message":"Committed transactions cannot be modified by this API."}}`, rung.KindPremise},
		{"posted journals", "http", 400, "", "Posted journals cannot be edited", rung.KindPremise},
		{"deleting a published post", "http", 400, "", "Deleting a published post is not permitted", rung.KindPremise},
		// Near misses: a value, a kind of value, a malformed transition id,
		// and the end-state ruling under a 409.
		{"a status value", "http", 400, "", "'pending_review' is not a valid status", rung.KindInvalid},
		{"status one of", "http", 400, "", "status must be one of: open, closed", rung.KindInvalid},
		{"an empty body", "http", 400, "", "Sending an empty body is not allowed", rung.KindInvalid},
		{"negative amounts", "http", 400, "", "Negative amounts cannot be refunded", rung.KindInvalid},
		{"transition id for an issue type", "http", 400, "", "Transition id '41' is not valid for this issue type", rung.KindInvalid},
		{"already closed under 409", "http", 409, "", "Ledger w-1 is already closed; closed ledgers cannot be closed again", rung.KindConflict},
	})
}

// TestGeneraliseFineTunedModel: a fine-tuned model that is not there is an
// earlier job's missing output (premise), in the SDKs' and the raw forms;
// a base model's misspelt name stays invalid and a 403 stays denied.
func TestGeneraliseFineTunedModel(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"openai-go with code", "openai", 404, "model_not_found", "The model `ft:gpt-4.1-mini:acme::Qx81aZ` does not exist or you do not have access to it.", rung.KindPremise},
		{"openai-python repr", "", 0, "", "Error code: 404 - {'error': {'message': 'The model `ft:gpt-4o-2024-08-06:acme:triage:Bq2x` does not exist or you do not have access to it.', 'type': 'invalid_request_error', 'param': None, 'code': 'model_not_found'}}", rung.KindPremise},
		{"openai-node message", "", 0, "", "404 The model `ft:gpt-3.5-turbo-0125:acme::9fKq` does not exist or you do not have access to it.", rung.KindPremise},
		{"raw body", "http", 404, "", `{"error":{"message":"The model 'ft:gpt-4o-mini:acme::Zz7' does not exist","type":"invalid_request_error","param":"model","code":"model_not_found"}}`, rung.KindPremise},
		// Near misses: a base model's typo, and a project without access.
		{"base model typo", "openai", 404, "model_not_found", "The model `gpt-4o-mnii` does not exist or you do not have access to it.", rung.KindInvalid},
		{"fine-tuned model under 403", "openai", 403, "model_not_found", "Project `proj_x` does not have access to model `ft:gpt-4o-mini:acme::Qx81aZ`", rung.KindDenied},
	})
}

// TestGeneraliseActorNotAllowed: "you are not allowed to <act>" refuses the
// caller's authority under a 400 and in a bare text; a value's rule, the
// call's shape and a statement's place keep their kinds (pending from set
// 799).
func TestGeneraliseActorNotAllowed(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// Reddit SUBREDDIT_NOTALLOWED through PRAW.
		{"reddit contraction, bare", "", 0, "", "SUBREDDIT_NOTALLOWED: you aren't allowed to post there. on field 'sr'", rung.KindDenied},
		// GitLab's protected branch refusal relayed under a 400.
		{"gitlab push", "http", 400, "", `{"error":"You are not allowed to push code to this project."}`, rung.KindDenied},
		// Discourse's invalid_access message under a 422.
		{"discourse view", "http", 422, "", `{"errors":["You are not permitted to view the requested resource."],"error_type":"invalid_access"}`, rung.KindDenied},
		{"user isn't allowed", "http", 400, "", "User isn't allowed to perform this action", rung.KindDenied},
		{"you're not allowed to edit", "http", 400, "", "You're not allowed to edit this page", rung.KindDenied},
		// Near misses.
		{"a value's rule", "http", 400, "", "Values aren't allowed to be empty", rung.KindInvalid},
		{"joi empty", "http", 400, "", `"value" is not allowed to be empty`, rung.KindInvalid},
		{"joi empty, bare", "", 0, "", `ValidationError: "title" is not allowed to be empty`, rung.KindInvalid},
		{"call shape", "http", 400, "", "You are not allowed to specify both temperature and top_p", rung.KindInvalid},
		{"openai embeddings from a chat model", "openai", 400, "", "You are not allowed to generate embeddings from this model", rung.KindInvalid},
		{"mysql 1179", "", 0, "", "Error 1179 (25000): You are not allowed to execute this command in a transaction", rung.KindInvalid},
	})
}

// TestGeneraliseMySQLNumbers: the MySQL-family error number is read in each
// client's rendering (go-sql-driver, the CLIs, PyMySQL, PDO) where the text
// names no failure a wording rule knows; numbers whose kind turns on the
// text keep the wording (from sets 797 and 809).
func TestGeneraliseMySQLNumbers(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"go-sql-driver 1100", "", 0, "", "Error 1100 (HY000): Table 'orders' was not locked with LOCK TABLES", rung.KindInvalid},
		{"mariadb cli 1235", "", 0, "", "ERROR 1235 (42000) at line 3: This version of MariaDB doesn't yet support 'OUTER JOIN in recursive CTE'", rung.KindInvalid},
		{"pymysql 1136", "", 0, "", `pymysql.err.OperationalError: (1136, "Column count doesn't match value count at row 1")`, rung.KindInvalid},
		{"mysqlclient 1241", "", 0, "", `MySQLdb.OperationalError: (1241, 'Operand should contain 1 column(s)')`, rung.KindInvalid},
		{"pdo 1366", "", 0, "", `SQLSTATE[HY000]: General error: 1366 Incorrect string value: '\xF0\x9F\x98\x80' for column 'name' at row 1`, rung.KindInvalid},
		{"1396 create user", "", 0, "", "Error 1396 (HY000): Operation CREATE USER failed for 'reporter'@'%'", rung.KindConflict},
		{"1396 drop user", "", 0, "", "Error 1396 (HY000): Operation DROP USER failed for 'reporter'@'%'", rung.KindPremise},
		{"1820 reset password", "", 0, "", "Error 1820 (HY000): You must reset your password using ALTER USER statement before executing this statement.", rung.KindDenied},
		{"3101 group replication", "", 0, "", "Error 3101 (HY000): Plugin instructed the server to rollback the current transaction.", rung.KindTransient},
		{"tidb 8027", "", 0, "", "Error 8027 (HY000): Information schema is out of date: schema failed to update in 1 lease, please make sure TiDB can connect to TiKV", rung.KindTransient},
		{"2061 caching_sha2", "", 0, "", "ERROR 2061 (HY000): Authentication plugin 'caching_sha2_password' reported error: Authentication requires secure connection.", rung.KindInvalid},
		{"secure-file-priv", "", 0, "", "Error 1290 (HY000): The MySQL server is running with the --secure-file-priv option so it cannot execute this statement", rung.KindDenied},
		{"mysql2 closed connection", "", 0, "", "Error: Can't add new command when connection is in closed state", rung.KindTransient},
		{"go-sql-driver out of sync", "", 0, "", "commands out of sync. Did you run multiple statements at once?", rung.KindInvalid},
		// Near misses: the wording decides these numbers, and other
		// software's four-digit codes are not MySQL's.
		{"1290 read-only stays premise", "", 0, "", "Error 1290 (HY000): The MySQL server is running with the --read-only option so it cannot execute this statement", rung.KindPremise},
		{"1452 stays premise", "", 0, "", "Error 1452 (23000): Cannot add or update a child row: a foreign key constraint fails (`db`.`o`, CONSTRAINT `fk` FOREIGN KEY (`c`) REFERENCES `c` (`id`))", rung.KindPremise},
		{"1062 stays conflict", "", 0, "", "Error 1062 (23000): Duplicate entry '42' for key 'PRIMARY'", rung.KindConflict},
		{"1213 stays transient", "", 0, "", "Error 1213 (40001): Deadlock found when trying to get lock; try restarting transaction", rung.KindTransient},
		{"a year in parentheses is no number", "", 0, "", `ValueError: (2024, 'month must be in 1..12')`, rung.KindInvalid},
	})
}

// TestGeneralisePlatformCapacity: a platform's pool of hosts out of
// capacity for now is a wait, as a cloud zone's stockout; a scheduler's
// refusal on the caller's own cluster stays premise (from sets 755, 814).
func TestGeneralisePlatformCapacity(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"flyctl launch", "", 0, "", "Error: failed to launch VM: aborted: could not reserve resource for machine: insufficient memory available to fulfill request", rung.KindTransient},
		{"flyctl create machine", "", 0, "", "Error: could not create machine: failed to launch VM: insufficient resources available to fulfill request", rung.KindTransient},
		{"capacity under a 503", "http", 503, "", `{"error":"insufficient capacity available to fulfill request in region ams"}`, rung.KindTransient},
		{"gce zone", "", 0, "", "The zone 'projects/p/zones/us-central1-a' does not have enough resources available to fulfill the request. Try a different zone, or try again later.", rung.KindTransient},
		// Near miss: the caller's own cluster.
		{"k8s scheduler", "", 0, "", "0/3 nodes are available: 3 Insufficient memory. preemption: 0/3 nodes are available: 3 No preemption victims found for incoming pod.", rung.KindPremise},
	})
}

// TestGeneraliseRedisCallOrder: Redis refusals of the client's own command
// order and argument types are invalid; a kill with nothing running is the
// end-state conflict (from set 810).
func TestGeneraliseRedisCallOrder(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"go-redis exec", "", 0, "", "ERR EXEC without MULTI", rung.KindInvalid},
		{"redis-cli discard", "", 0, "", "(error) ERR DISCARD without MULTI", rung.KindInvalid},
		{"nested multi", "", 0, "", "ERR MULTI calls can not be nested", rung.KindInvalid},
		{"xadd explicit id", "", 0, "", "ERR The ID specified in XADD is equal or smaller than the target stream top item", rung.KindInvalid},
		{"incrbyfloat", "", 0, "", "ERR value is not a valid float", rung.KindInvalid},
		{"zrangebyscore bounds", "", 0, "", "ERR min or max is not a float", rung.KindInvalid},
		{"lua compare", "", 0, "", "ERR Error running script (call to f_2e3c): @user_script:1: user_script:1: attempt to compare nil with number", rung.KindInvalid},
		// Premise since sets 1284 and 1363: the deployment, not the call.
		{"cluster client on a plain server", "", 0, "", "ERR This instance has cluster support disabled", rung.KindPremise},
		{"notbusy", "", 0, "", "NOTBUSY No scripts in execution right now.", rung.KindConflict},
		// Near misses keep their kinds.
		{"stream key missing", "", 0, "", "ERR The XGROUP subcommand requires the key to exist. Note that for CREATE you may want to use the MKSTREAM option to create an empty stream automatically.", rung.KindPremise},
		{"loading", "", 0, "", "LOADING Redis is loading the dataset in memory", rung.KindTransient},
		{"noperm", "", 0, "", "NOPERM User w1_ro has no permissions to run the 'set' command", rung.KindDenied},
	})
}

// TestGeneraliseBillingStepAndTokenless: a card to add before the account
// may go on is a billing step (premise); a CLI with no token to send is
// denied; apt's known package with no source is premise (from sets 813 and
// 814's notes).
func TestGeneraliseBillingStepAndTokenless(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"flyctl payment information", "", 0, "", "Error: We need your payment information to continue! Add a credit card or buy credit: https://fly.io/dashboard/acme/billing", rung.KindPremise},
		{"heroku verify with a card", "http", 422, "verification_required", " ▸    Please verify your account to install this add-on plan (please enter a credit card) For more information, see https://devcenter.heroku.com/categories/billing", rung.KindPremise},
		{"add a credit card under 403", "http", 403, "", `{"error":"Please add a credit card to your team to deploy more than 3 apps"}`, rung.KindPremise},
		{"supabase no token", "", 0, "", "Access token not provided. Supply an access token by running supabase login or setting the SUPABASE_ACCESS_TOKEN environment variable.", rung.KindDenied},
		{"api key not provided", "http", 400, "", `{"message":"API key not provided"}`, rung.KindDenied},
		{"apt no candidate", "", 0, "", "E: Package 'libfoo-dev' has no installation candidate", rung.KindPremise},
		// Near misses: OpenAI's organization verification stays denied,
		// a card argument's own fault stays invalid.
		{"openai org verification", "openai", 403, "", "Your organization must be verified to stream this model. Please go to: https://platform.openai.com/settings/organization/general and click on Verify Organization.", rung.KindDenied},
		{"card number invalid", "http", 400, "", `{"error":{"type":"card_error","code":"invalid_number","message":"Your card number is incorrect."}}`, rung.KindInvalid},
	})
}

// TestGeneraliseScriptDeadline: a runtime's own script deadline is a
// timeout, in a 200 body or a log line (pending from set 821).
func TestGeneraliseScriptDeadline(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"php in a 200 body", "http", 200, "", "<br />\n<b>Fatal error</b>:  Maximum execution time of 30 seconds exceeded in <b>/var/www/html/export.php</b> on line <b>88</b><br />", rung.KindTransient},
		{"php log line", "", 0, "", "PHP Fatal error:  Maximum execution time of 60 seconds exceeded in /srv/app/vendor/guzzle/src/Handler/CurlHandler.php on line 44", rung.KindTransient},
		{"php under a 500", "http", 500, "", "Fatal error: Maximum execution time of 120 seconds exceeded in /app/index.php on line 3", rung.KindTransient},
		// Near miss: MySQL's statement deadline keeps its own rule.
		{"mysql 3024", "", 0, "", "Error 3024 (HY000): Query execution was interrupted, maximum statement execution time exceeded", rung.KindTransient},
	})
}

// TestGeneraliseNamespacedExceptions: a namespaced exception class is an
// AWS code only under the AWS SDK for .NET's Amazon. namespace; another
// namespace's "...ConflictException" is read by its words (noticed with
// set 823). Also psycopg's connection misuse and the stale-row words.
func TestGeneraliseNamespacedExceptions(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"linq to sql", "", 0, "", "System.Data.Linq.ChangeConflictException: Row not found or changed.", rung.KindPremise},
		{"app exception, another user", "", 0, "", "com.example.orders.OrderConflictException: order 42 was changed by another user", rung.KindPremise},
		{"psycopg misuse", "", 0, "", "psycopg.errors.ProtocolViolation: another command is already in progress", rung.KindInvalid},
		// Near misses: the AWS SDK for .NET keeps its codes.
		{"aws .net conditional check", "", 0, "", "Amazon.DynamoDBv2.Model.ConditionalCheckFailedException: The conditional request failed", rung.KindPremise},
		{"aws .net lambda update in progress", "", 0, "", "Amazon.Lambda.Model.ResourceConflictException: The operation cannot be performed at this time. An update is in progress for resource: arn:aws:lambda:us-east-1:1:function:f", rung.KindTransient},
		{"aws .net no such bucket", "", 0, "", "Amazon.S3.AmazonS3Exception: The specified bucket does not exist", rung.KindPremise},
	})
}

// TestGeneraliseEditFrozenByHeld: an edit refused for what hangs on the
// object is premise, as a delete refused for its dependents; the call's
// own fault after "it has" keeps its reading (from sets 790 and 834).
func TestGeneraliseEditFrozenByHeld(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"xero allocated payment", "http", 400, "ValidationException", `{"ErrorNumber":10,"Type":"ValidationException","Elements":[{"ValidationErrors":[{"Message":"This document cannot be edited as it has a payment or credit note allocated to it."}]}]}`, rung.KindPremise},
		{"ebay bids", "", 0, "", "ErrorCode 21916750: Item cannot be revised since it has bids.", rung.KindPremise},
		{"payments applied", "http", 400, "", "The invoice cannot be modified because it has payments applied", rung.KindPremise},
		{"shipments", "http", 422, "", `{"error":"Order cannot be updated because it has shipments"}`, rung.KindPremise},
		// Near misses: the call's own fault, an unsaved edit elsewhere.
		{"errors", "http", 400, "", "Record cannot be updated because it has errors", rung.KindInvalid},
		{"invalid format", "http", 400, "", "Field cannot be changed because it has an invalid format", rung.KindInvalid},
		{"delete still premise", "http", 400, "", "Project cannot be deleted because it has active members", rung.KindPremise},
	})
}

// TestGeneraliseContainerAtCapacity: an act refused because it would push
// a stored container past its limit is the container's state (premise),
// under a 400 and its Google reason (from sets 367 and 844).
func TestGeneraliseContainerAtCapacity(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"sheets googleapi", "", 0, "", "googleapi: Error 400: Invalid requests[0].addSheet: This action would increase the number of cells in the workbook above the limit of 10000000 cells., badRequest", rung.KindPremise},
		{"sheets raw body", "http", 400, "", `{"error":{"code":400,"message":"Invalid requests[0].appendDimension: This action would increase the number of cells in the workbook above the limit of 10000000 cells.","status":"INVALID_ARGUMENT"}}`, rung.KindPremise},
		{"python httperror", "", 0, "", `<HttpError 400 when requesting https://sheets.googleapis.com/v4/spreadsheets/abc:batchUpdate?alt=json returned "Invalid requests[0].insertDimension: This action would increase the number of cells in the workbook above the limit of 10000000 cells.". Details: "Invalid requests[0].insertDimension: This action would increase the number of cells in the workbook above the limit of 10000000 cells.">`, rung.KindPremise},
		{"a table's row cap", "http", 400, "", "This operation would increase the number of rows in the table above the limit of 50000 rows", rung.KindPremise},
		// Near misses: the request's own size and range stay invalid.
		{"range parse", "", 0, "", "googleapi: Error 400: Unable to parse range: Sheet1!A1:ZZZZ9, badRequest", rung.KindInvalid},
		{"batch too large", "http", 400, "", "Request contains too many items: at most 500 per batch", rung.KindInvalid},
	})
}

// TestGeneraliseWhileStateRefusal: an act refused while the object stands
// in a state is premise under a 400, a 409 and in a bare text; work that
// ends by itself and a state that settles keep their wait (from set 851).
func TestGeneraliseWhileStateRefusal(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"telegram webhook under 409", "http", 409, "", `{"ok":false,"error_code":409,"description":"Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first"}`, rung.KindPremise},
		{"ebs attached under 409", "http", 409, "", "Cannot resize the volume while it is attached", rung.KindPremise},
		{"bucket replication under 400", "http", 400, "", "Cannot delete the bucket while replication is enabled", rung.KindPremise},
		{"bare, locked", "", 0, "", "error: cannot rename branch 'main' while it is locked by a worktree", rung.KindPremise},
		// Near misses: a run that ends by itself, a server that settles.
		{"assistants run active", "openai", 400, "", `{"error":{"message":"Can't add messages to thread_abc while a run run_xyz is active.","type":"invalid_request_error","param":null,"code":null}}`, rung.KindTransient},
		{"server starting", "http", 503, "", "Cannot connect while the server is starting", rung.KindTransient},
	})
}

// TestGeneraliseCreateOnlyConditionNamed: a ConditionalCheckFailed whose
// text names a create-only condition is conflict; the bare SDK text keeps
// the premise ruling (noticed with set 858).
func TestGeneraliseCreateOnlyConditionNamed(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"condition expression printed", "", 0, "", "put order w1: ConditionExpression attribute_not_exists(pk): operation error DynamoDB: PutItem, https response error StatusCode: 400, RequestID: X, ConditionalCheckFailedException: The conditional request failed", rung.KindConflict},
		{"boto3 with the condition", "", 0, "", "An error occurred (ConditionalCheckFailedException) when calling the PutItem operation: The conditional request failed [condition: attribute_not_exists (order_id)]", rung.KindConflict},
		{"tool says create-only", "", 0, "", "create-only put of order w1 failed: ConditionalCheckFailedException: The conditional request failed", rung.KindConflict},
		// Near misses: the bare text and a version guard stay premise.
		{"bare sdk text", "", 0, "", "operation error DynamoDB: PutItem, https response error StatusCode: 400, RequestID: X, ConditionalCheckFailedException: The conditional request failed", rung.KindPremise},
		{"version guard named", "", 0, "", "update w1: ConditionExpression version = :v: operation error DynamoDB: UpdateItem, https response error StatusCode: 400, RequestID: X, ConditionalCheckFailedException: The conditional request failed", rung.KindPremise},
	})
}

// TestGeneraliseRequestsPerPeriodIsRate: "reached the max number of
// requests per minute" is a rate that refills, not a count the account
// holds; a per-day count stays a quota and a count of objects stays held
// (noticed with set 871).
func TestGeneraliseRequestsPerPeriodIsRate(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"max number of requests per minute", "", 0, "", "You've reached the max number of requests per minute, try again in 30s", rung.KindTransient},
		{"maximum requests per second under 400", "http", 400, "", `{"error":"You have exceeded the maximum requests per second for this API key"}`, rung.KindTransient},
		// Near misses.
		{"per day", "http", 403, "", "You've reached the maximum number of requests per day for this key", rung.KindPremise},
		{"pods in a project", "http", 403, "", "You've reached the max pods allowed in project p1. To increase this limit, contact support.", rung.KindPremise},
		{"projects for a plan", "", 0, "", "You have reached the maximum number of projects for your plan", rung.KindPremise},
	})
}

// TestGeneralisePostgRESTCodes: PostgREST's PGRST codes (postgrest.go),
// in its JSON body, as the Code field, or as its sentences without the
// code, read as the SQLSTATE each schema-cache code mirrors (noticed with
// set 875's PGRST202).
func TestGeneralisePostgRESTCodes(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"PostgREST docs PGRST202", "http", 404, "", `{"hint":"If a new function was created in the database with this name and parameters, try reloading the schema cache.","details":null,"code":"PGRST202","message":"Could not find the api.nonexistent_function() function in the schema cache"}`, rung.KindInvalid},
		{"PGRST204 unknown column in a POST body", "http", 400, "", `{"code":"PGRST204","details":null,"hint":null,"message":"Could not find the 'emial' column of 'users' in the schema cache"}`, rung.KindInvalid},
		{"PGRST204 as the Code field", "", 0, "PGRST204", "Could not find the 'amount_usd' column of 'invoices' in the schema cache", rung.KindInvalid},
		{"supabase-py APIError repr", "", 0, "", `postgrest.exceptions.APIError: {'code': 'PGRST202', 'details': 'Searched for the function public.get_user with parameter uid or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.', 'hint': None, 'message': 'Could not find the function public.get_user(uid) in the schema cache'}`, rung.KindInvalid},
		{"PGRST125 invalid path", "http", 404, "", `{"code":"PGRST125","details":null,"hint":null,"message":"Invalid path specified in request URL"}`, rung.KindInvalid},
		{"PGRST300 server lacks a JWT secret", "http", 500, "", `{"code":"PGRST300","details":null,"hint":null,"message":"Server lacks JWT secret"}`, rung.KindPremise},
		{"PGRST303 JWT expired", "http", 401, "", `{"code":"PGRST303","details":null,"hint":null,"message":"JWT expired"}`, rung.KindDenied},
		{"PGRST003 pool timeout", "http", 504, "", `{"code":"PGRST003","details":null,"hint":null,"message":"Timed out acquiring connection from connection pool."}`, rung.KindTransient},
		// Near misses: a missing table stays premise, as 42P01 does, with
		// or without a hint; a relationship, which no SQLSTATE mirrors,
		// keeps the other rules' reading; PostgreSQL's own codes pass
		// through PostgREST and are read as SQLSTATEs.
		{"near miss: PGRST205 table with a hint", "http", 404, "", `{"code":"PGRST205","details":null,"hint":"Perhaps you meant the table 'public.orders'","message":"Could not find the table 'public.order' in the schema cache"}`, rung.KindPremise},
		{"near miss: bare table sentence", "", 0, "", "Could not find the table 'public.shipments' in the schema cache", rung.KindPremise},
		{"near miss: 42501 through PostgREST", "http", 403, "", `{"code":"42501","details":null,"hint":null,"message":"permission denied for table payroll"}`, rung.KindDenied},
		{"near miss: 23505 through PostgREST", "http", 409, "", `{"code":"23505","details":"Key (email)=(a@b.c) already exists.","hint":null,"message":"duplicate key value violates unique constraint \"users_email_key\""}`, rung.KindConflict},
	})
}

// TestGeneraliseRemovalErrorHoldsDependents: a removal that failed
// ("error while removing", "failed to delete") because the object still
// holds what depends on it is premise, under a 403 too, where the engine
// files it as forbidden (noticed with set 877's Docker network).
func TestGeneraliseRemovalErrorHoldsDependents(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"Docker Engine API 403 network with endpoints", "http", 403, "", `{"message":"error while removing network: network app_net id 3b1b9a5f0c2d has active endpoints"}`, rung.KindPremise},
		{"docker CLI network rm", "", 0, "", "Error response from daemon: error while removing network: network app_net id 3b1b9a5f0c2d has active endpoints", rung.KindPremise},
		{"moby 25 wording with the endpoints named", "", 0, "", `Error response from daemon: error while removing network: network app_net has active endpoints (name:"web1" id:"8f2a1c")`, rung.KindPremise},
		{"docker rmi of an image a container uses", "", 0, "", "Error response from daemon: conflict: unable to delete 5d1e (cannot be forced) - image is being used by running container 7a2b", rung.KindPremise},
		// Near misses: the caller's rights under the same verbs, and a
		// predefined network no removal ever takes.
		{"near miss: permission denied while removing", "http", 403, "", `{"message":"permission denied while trying to remove network app_net"}`, rung.KindDenied},
		{"near miss: EACCES after error while deleting", "", 0, "", "error while deleting the file: permission denied", rung.KindDenied},
		{"near miss: k8s RBAC delete", "http", 403, "", `{"kind":"Status","apiVersion":"v1","status":"Failure","message":"networkpolicies.networking.k8s.io \"deny-all\" is forbidden: User \"dev\" cannot delete resource \"networkpolicies\" in API group \"networking.k8s.io\" in the namespace \"prod\"","reason":"Forbidden","code":403}`, rung.KindDenied},
	})
}

// TestGeneraliseAccountStepUnderDeniedCode: a rejected grant or an
// unauthorized code whose message names a step the account has yet to
// take (finish its setup, confirm its email) is premise, as Cognito's
// UserNotConfirmedException is; a wrong or expired credential under the
// same codes stays denied (noticed with set 892's Keycloak line).
func TestGeneraliseAccountStepUnderDeniedCode(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"Keycloak required actions pending", "http", 400, "invalid_grant", `{"error":"invalid_grant","error_description":"Account is not fully set up"}`, rung.KindPremise},
		{"GoTrue invalid_grant email not confirmed", "http", 400, "", `{"error":"invalid_grant","error_description":"Email not confirmed"}`, rung.KindPremise},
		{"Supabase Auth email_not_confirmed code", "http", 400, "", `{"code":"email_not_confirmed","msg":"Email not confirmed"}`, rung.KindPremise},
		{"Supabase Auth phone_not_confirmed code", "http", 400, "", `{"code":"phone_not_confirmed","msg":"Phone not confirmed"}`, rung.KindPremise},
		{"Auth0 rule refusing an unverified email", "http", 401, "", `{"error":"unauthorized","error_description":"Please verify your email before logging in."}`, rung.KindPremise},
		{"Cognito UserNotConfirmedException", "aws", 400, "UserNotConfirmedException", "operation error Cognito Identity Provider: InitiateAuth, https response error StatusCode: 400, RequestID: 1a2b, UserNotConfirmedException: User is not confirmed.", rung.KindPremise},
		// Near misses: the credential itself, an interaction the user must
		// make now, and an organization's verification for a model.
		{"near miss: Keycloak wrong password", "http", 401, "invalid_grant", `{"error":"invalid_grant","error_description":"Invalid user credentials"}`, rung.KindDenied},
		{"near miss: Entra expired password", "http", 400, "", `{"error":"invalid_grant","error_description":"AADSTS50055: The password is expired."}`, rung.KindDenied},
		{"near miss: Entra MFA interaction", "http", 400, "", `{"error":"interaction_required","error_description":"AADSTS50079: Due to a configuration change made by your administrator, or because you moved to a new location, the user is required to use multi-factor authentication."}`, rung.KindDenied},
		{"near miss: refresh token revoked", "http", 400, "", `{"error":"invalid_grant","error_description":"Token has been expired or revoked."}`, rung.KindDenied},
	})
}

// TestGeneraliseMissingNamedPermission: a principal said to be missing a
// named permission is denied, not a missing argument (noticed with set
// 888's Jenkins line).
func TestGeneraliseMissingNamedPermission(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"jenkins-cli anonymous", "", 0, "", "ERROR: anonymous is missing the Overall/Read permission", rung.KindDenied},
		{"Jenkins AccessDeniedException3", "", 0, "", "hudson.security.AccessDeniedException3: bob is missing the Job/Configure permission", rung.KindDenied},
		{"Google Cloud caller missing a permission", "", 0, "", "ERROR: (gcloud.run.deploy) PERMISSION_DENIED: The caller is missing the required permission iam.serviceAccounts.actAs on the service account", rung.KindDenied},
		{"missing the permissions list", "", 0, "", "User alice is missing the permissions: [Cluster Admin]", rung.KindDenied},
		// Near misses: a field the call left out, named permission or not.
		{"near miss: required field", "", 0, "", "ERROR: request is missing the required field 'name'", rung.KindInvalid},
		{"near miss: permissions field", "", 0, "", "validation error: body is missing the permissions field", rung.KindInvalid},
		{"near miss: permission key", "", 0, "", "Policy document is missing the permission key", rung.KindInvalid},
	})
}

// TestGeneraliseLongWindowSpent: a 429 whose rate-limit headers show a
// day, week, month or year window with nothing left is the period's
// allowance spent (premise), whatever its body says; a spent minute or
// hour keeps the 429's reading (noticed with set 897's Kong line).
func TestGeneraliseLongWindowSpent(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"Kong month window spent", "http", 429, "", "HTTP/1.1 429 Too Many Requests\nRetry-After: 1987200\nX-RateLimit-Limit-Month: 10000\nX-RateLimit-Remaining-Month: 0\n\n{\"message\":\"API rate limit exceeded\"}", rung.KindPremise},
		{"Kong day window spent", "http", 429, "", "HTTP/1.1 429 Too Many Requests\nRetry-After: 40000\nX-RateLimit-Limit-Day: 1000\nX-RateLimit-Remaining-Day: 0\n\n{\"message\":\"API rate limit exceeded\"}", rung.KindPremise},
		{"lower-case header, year window", "http", 429, "", "HTTP/1.1 429 Too Many Requests\nx-ratelimit-limit-year: 50000\nx-ratelimit-remaining-year: 0\n\n{\"message\":\"API rate limit exceeded\"}", rung.KindPremise},
		// Near misses: a spent minute or hour; a day window with room left.
		{"near miss: minute spent, day has room", "http", 429, "", "HTTP/1.1 429 Too Many Requests\nRetry-After: 12\nX-RateLimit-Remaining-Minute: 0\nX-RateLimit-Remaining-Day: 9812\n\n{\"message\":\"API rate limit exceeded\"}", rung.KindTransient},
		{"near miss: hour spent", "http", 429, "", "HTTP/1.1 429 Too Many Requests\nX-RateLimit-Limit-Hour: 100\nX-RateLimit-Remaining-Hour: 0\n\n{\"message\":\"API rate limit exceeded\"}", rung.KindTransient},
		{"near miss: day remaining 05 is no zero", "http", 429, "", "HTTP/1.1 429 Too Many Requests\nX-RateLimit-Remaining-Day: 05\nX-RateLimit-Remaining-Second: 0\n\n{\"message\":\"API rate limit exceeded\"}", rung.KindTransient},
	})
}

// TestGeneraliseSignInFailureNouns: "authorization failure" and a sign-in
// that says the user name or password is incorrect are denied (noticed
// with set 900's USPS line); a card's failed authentication stays the
// payment's.
func TestGeneraliseSignInFailureNouns(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"USPS Web Tools 80040B1A", "http", 200, "", "<Error><Number>80040B1A</Number><Description>Authorization failure.  Perhaps username and/or password is incorrect.</Description><Source>USPSCOM::DoAuth</Source></Error>", rung.KindDenied},
		{"Windows 1326 net use", "", 0, "", "System error 1326 has occurred.\n\nThe user name or password is incorrect.", rung.KindDenied},
		{"STS encoded authorization failure", "", 0, "", "operation error STS: DecodeAuthorizationMessage: Encoded authorization failure message: 3kd9", rung.KindDenied},
		// Near miss: a card's 3-D Secure authentication is the payment's.
		{"near miss: Stripe payment_intent_authentication_failure", "http", 402, "", `{"error":{"code":"payment_intent_authentication_failure","message":"The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again."}}`, rung.KindPremise},
	})
}

// TestGeneraliseMatrixFoundNone: a Distance Matrix answer whose request is
// OK but whose every origin-destination element is NOT_FOUND or
// ZERO_RESULTS is ambiguous (noticed with set 907); a matrix with one
// usable pair, and the request's own statuses, keep their readings.
func TestGeneraliseMatrixFoundNone(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"element NOT_FOUND", "http", 200, "", `{"destination_addresses":[""],"origin_addresses":["Seattle, WA, USA"],"rows":[{"elements":[{"status":"NOT_FOUND"}]}],"status":"OK"}`, rung.KindAmbiguous},
		{"element ZERO_RESULTS", "http", 200, "", `{"destination_addresses":["Honolulu, HI, USA"],"origin_addresses":["Seattle, WA, USA"],"rows":[{"elements":[{"status":"ZERO_RESULTS"}]}],"status":"OK"}`, rung.KindAmbiguous},
		{"spaced JSON, two elements", "http", 200, "", "{\n  \"rows\": [{\"elements\": [{\"status\": \"NOT_FOUND\"}, {\"status\": \"ZERO_RESULTS\"}]}],\n  \"status\": \"OK\"\n}", rung.KindAmbiguous},
		// Near misses: the request's own NOT_FOUND and INVALID_REQUEST.
		{"near miss: request NOT_FOUND (Directions)", "http", 200, "", `{"geocoded_waypoints":[{"geocoder_status":"OK"}],"routes":[],"status":"NOT_FOUND"}`, rung.KindPremise},
		{"near miss: request INVALID_REQUEST", "http", 200, "", `{"destination_addresses":[],"origin_addresses":[],"rows":[],"status":"INVALID_REQUEST"}`, rung.KindInvalid},
	})
}

// TestGeneraliseEpochDisplaced: an Event Hubs receiver displaced by one
// with a higher epoch reads as amqp:link:stolen does (premise), in the
// clients' own words (noticed with set 914, which the classifier answered
// unknown).
func TestGeneraliseEpochDisplaced(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{".NET ConsumerDisconnected", "", 0, "ConsumerDisconnected", "New receiver 'nil' with higher epoch of '1' is created hence current receiver 'nil' with epoch '0' is getting disconnected. If you are recreating the receiver, make sure a higher epoch is used. (ConsumerDisconnected)", rung.KindPremise},
		{"receiver refused for a lower epoch", "", 0, "", "Receiver 'nil' with higher epoch of '3' already exists. Receiver 'nil' with epoch 2 cannot be created. Make sure you are creating receiver with increasing epoch value to ensure connectivity, or ensure all old epoch receivers are closed or disconnected.", rung.KindPremise},
		{"AMQP condition", "", 0, "", "link detached, reason: *Error{Condition: amqp:link:stolen, Description: New receiver with higher epoch", rung.KindPremise},
	})
}

// TestGeneralisePoolerRelay: a pooler's or proxy's own capacity and
// reachability failures under XX000, or with no SQLSTATE, are transient
// (noticed with set 915); the server's own internal error stays unknown.
func TestGeneralisePoolerRelay(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"Supavisor max clients", "postgres", 0, "XX000", "FATAL: Max client connections reached (SQLSTATE XX000)", rung.KindTransient},
		{"Supavisor handler exited", "postgres", 0, "XX000", "FATAL: (EDBHANDLEREXITED) connection to database closed. Check logs for more information (SQLSTATE XX000)", rung.KindTransient},
		{"Neon proxy compute", "postgres", 0, "XX000", "ERROR: Couldn't connect to compute node (SQLSTATE XX000)", rung.KindTransient},
		{"RDS Proxy acquire timeout", "postgres", 0, "", "FATAL: Timed-out waiting to acquire database connection", rung.KindTransient},
		// Near misses: the server's internal error, and a pooler's wrong tenant.
		{"near miss: cache lookup failed", "postgres", 0, "XX000", "ERROR: cache lookup failed for relation 16384 (SQLSTATE XX000)", rung.KindUnknown},
		{"near miss: Supavisor tenant not found", "postgres", 0, "XX000", "FATAL: Tenant or user not found (SQLSTATE XX000)", rung.KindPremise},
	})
}

// TestGeneraliseStackDepthUnderServerCode: a runtime's stack overflow
// keeps its reading when its exception's name is also a server-error code
// (SpiderMonkey's "InternalError: too much recursion" was read as AWS's
// retryable InternalError; noticed with set 902).
func TestGeneraliseStackDepthUnderServerCode(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"SpiderMonkey InternalError", "", 0, "", "InternalError: too much recursion", rung.KindInvalid},
		{"Firefox console, uncaught", "", 0, "", "Uncaught InternalError: too much recursion", rung.KindInvalid},
		{"a 500 body with a V8 RangeError", "http", 500, "", `{"error":"InternalServerError","message":"RangeError: Maximum call stack size exceeded"}`, rung.KindInvalid},
		// Near misses: the server's own internal error.
		{"near miss: S3 InternalError text", "", 0, "", "InternalError: We encountered an internal error. Please try again.", rung.KindTransient},
		{"near miss: AWS SDK InternalError", "aws", 500, "InternalError", "operation error S3: GetObject, https response error StatusCode: 500, RequestID: A4DB, HostID: Uuag, api error InternalError: We encountered an internal error. Please try again.", rung.KindTransient},
	})
}

// TestGeneraliseBareQuotaUnder429: under a 429 a quota that names no
// period of a day or more, plan, trial, balance or hardware count is the
// status's own rate limit (transient), as docs/taxonomy.md's 429 row says
// (noticed with set 900, Amazon SP-API's QuotaExceeded token bucket).
func TestGeneraliseBareQuotaUnder429(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"SP-API getOrders QuotaExceeded", "http", 429, "QuotaExceeded", `{"errors":[{"code":"QuotaExceeded","message":"You exceeded your quota for the requested resource.","details":""}]}`, rung.KindTransient},
		{"SP-API, the message alone", "http", 429, "", "You exceeded your quota for the requested resource.", rung.KindTransient},
		{"Google Analytics Reporting USER-100s", "http", 429, "", "Quota exceeded for quota group 'AnalyticsDefaultGroup' and limit 'USER-100s' of service 'analyticsreporting.googleapis.com' for consumer 'project_number:123456'.", rung.KindTransient},
		{"Gravitee quota policy", "http", 429, "", `{"message":"Quota exceeded ! You reached the limit of 10 requests per 1 minutes","http_status_code":429}`, rung.KindTransient},
		{"Akamai API request quota", "http", 429, "", `{"type":"429 Too Many Requests","title":"Too Many Requests","detail":"You have exhausted your API Request Quota. Retry after: 21 seconds."}`, rung.KindTransient},
		{"Google legacy per-100-seconds quota", "http", 429, "rateLimitExceeded", "googleapi: Error 429: Quota exceeded for quota metric 'Queries' and limit 'Queries per 100 seconds per user' of service 'youtube.googleapis.com' for consumer 'project_number:123456'., rateLimitExceeded", rung.KindTransient},
		// Near misses: a period of a month, a plan, a trial, a count of
		// GPUs, and a bare quota under 403 (Tyk's quota, a held allowance).
		{"near miss: RapidAPI monthly plan quota", "http", 429, "", `{"message":"You have exceeded the MONTHLY quota for Requests on your current plan, BASIC. Upgrade your plan at https://rapidapi.com/acme/api/geo"}`, rung.KindPremise},
		{"near miss: Algolia operations quota", "http", 429, "", "Algolia API error [429] Operations quota exceeded. Change plan to get more Operations.", rung.KindPremise},
		{"near miss: Adobe PDF Services trial", "http", 429, "QUOTA_EXCEEDED", "Free trial quota exceeded", rung.KindPremise},
		{"near miss: Vertex AI GPU quota", "http", 429, "", "googleapi: Error 429: The following quota metrics exceed quota limits: aiplatform.googleapis.com/custom_model_training_nvidia_a100_gpus, rateLimitExceeded", rung.KindPremise},
		{"near miss: Tyk quota under 403", "http", 403, "", `{"error": "Quota exceeded"}`, rung.KindPremise},
	})
}

// TestGeneraliseAllItemsFailed: a "---"-separated result whose every item
// reports an error (server-filesystem's read_multiple_files with no file
// read) takes the first item's cause, as set 66's row rules; a result with
// some content stays a partial success (noticed with set 924, which the
// classifier read by its second item's "Access denied").
func TestGeneraliseAllItemsFailed(t *testing.T) {
	enoent := "/tmp/a/zzz: Error - ENOENT: no such file or directory, open '/tmp/a/zzz'"
	outside := "/etc/hosts: Error - Access denied - path outside allowed directories: /etc/hosts not in /tmp/a"
	isdir := "/tmp/a/sub: Error - EISDIR: illegal operation on a directory, read"
	runWordingCases(t, []wordingCase{
		{"missing file first, then outside", "mcp", 0, "", enoent + "\n---\n" + outside, rung.KindPremise},
		{"outside first, then missing file", "mcp", 0, "", outside + "\n---\n" + enoent, rung.KindDenied},
		{"a directory first, as bare text", "", 0, "", isdir + "\n---\n" + enoent, rung.KindInvalid},
		{"three items, a missing file first", "", 0, "", enoent + "\n---\n" + isdir + "\n---\n" + outside, rung.KindPremise},
		{"as a tool result", "mcp", 0, "", `{"content":[{"type":"text","text":"` + strings.ReplaceAll(enoent, "'", `\u0027`) + `\n---\n` + outside + `"}]}`, rung.KindPremise},
		{"one failed item alone", "mcp", 0, "", outside, rung.KindDenied},
		// Near misses: some items hold content (a partial success).
		{"near miss: content then a missing file", "mcp", 0, "", "/tmp/a/x.txt:\nhello\n---\n" + enoent, rung.KindAmbiguous},
		{"near miss: a missing file then content", "mcp", 0, "", enoent + "\n---\n/tmp/a/x.txt:\nhello", rung.KindAmbiguous},
		{"near miss: a list of three with one item read", "", 0, "", enoent + "\n---\n/tmp/a/x.txt:\nhello\n---\n" + outside, rung.KindAmbiguous},
	})
}

// TestGeneraliseStripeTestCardInLiveMode: Stripe's decline_code
// test_mode_live_card is testmode_decline's twin: a known test card sent
// with a live key, repaired by passing a genuine card (noticed with set
// 930). Other decline codes keep their readings.
func TestGeneraliseStripeTestCardInLiveMode(t *testing.T) {
	body := func(code, msg string) string {
		return `{"error":{"code":"card_declined","decline_code":"` + code + `","doc_url":"https://stripe.com/docs/error-codes/card-declined","message":"` + msg + `","type":"card_error"}}`
	}
	runWordingCases(t, []wordingCase{
		{"raw 402 body", "http", 402, "card_declined", body("test_mode_live_card", "Your card was declined. Your request was in live mode, but used a known test card."), rung.KindInvalid},
		{"no code beside the body", "http", 402, "", body("test_mode_live_card", "Your card was declined. Your request was in live mode, but used a known test card."), rung.KindInvalid},
		{"the sibling testmode_decline", "http", 402, "card_declined", body("testmode_decline", "Your card was declined. Your request was in live mode, but used a known test card."), rung.KindInvalid},
		// Near misses: other decline codes.
		{"near miss: generic_decline", "http", 402, "card_declined", body("generic_decline", "Your card was declined."), rung.KindPremise},
		{"near miss: insufficient_funds", "http", 402, "card_declined", body("insufficient_funds", "Your card has insufficient funds."), rung.KindPremise},
	})
}

// TestGeneraliseRedisModuleCommand: Redis's "unknown command" for a
// command of a module it ships without (RedisJSON, RediSearch,
// RedisTimeSeries, RedisBloom) is the deployment's missing capability
// (premise); any other unknown command stays a bad name (invalid)
// (noticed with set 938; sets 412 and 810 labelled the same).
func TestGeneraliseRedisModuleCommand(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"go-redis JSON.SET", "", 0, "ERR", "ERR unknown command 'JSON.SET', with args beginning with: 'doc:1' '$' '{\"a\":1}' ", rung.KindPremise},
		{"redis-py FT.SEARCH", "", 0, "", "redis.exceptions.ResponseError: unknown command 'FT.SEARCH', with args beginning with: 'idx:docs' '@title:(invoice)' ", rung.KindPremise},
		{"Redis 6 backquotes TS.ADD", "", 0, "", "ERR unknown command `TS.ADD`, with args beginning with: `temp:1`, `*`, `21`, ", rung.KindPremise},
		{"node-redis BF.ADD", "", 0, "", "[ErrorReply: ERR unknown command 'BF.ADD', with args beginning with: 'seen' 'u42' ]", rung.KindPremise},
		{"ioredis FT.CREATE", "", 0, "", "ReplyError: ERR unknown command 'FT.CREATE', with args beginning with: 'idx' 'ON' 'HASH' ", rung.KindPremise},
		{"Jedis TDIGEST.ADD", "", 0, "", "redis.clients.jedis.exceptions.JedisDataException: ERR unknown command 'TDIGEST.ADD', with args beginning with: 'lat' '12.5' ", rung.KindPremise},
		// Near misses: a dotted command of no module, a misspelling, and
		// a known command's unknown subcommand.
		{"near miss: dotted, no module", "", 0, "ERR", "ERR unknown command 'LEASE.GRAB', with args beginning with: 'lease:a' ", rung.KindInvalid},
		{"near miss: misspelt JSON command", "", 0, "ERR", "ERR unknown command 'JSONSET', with args beginning with: 'doc:1' ", rung.KindInvalid},
		{"near miss: unknown subcommand", "", 0, "", "ERR unknown subcommand 'FOO'. Try CONFIG HELP.", rung.KindInvalid},
	})
}

// TestGeneraliseMongoIndexUnderOtherName: MongoDB's IndexOptionsConflict
// for the same keys already indexed under another name is conflict (the
// index the step wanted is there); the same name with other options keeps
// premise (noticed with set 938).
func TestGeneraliseMongoIndexUnderOtherName(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"Go driver", "go", 0, "85", "(IndexOptionsConflict) Index already exists with a different name: email_1", rung.KindConflict},
		{"mongosh", "", 0, "", "MongoServerError: Index already exists with a different name: email_1", rung.KindConflict},
		{"pymongo", "", 0, "", "pymongo.errors.OperationFailure: Index already exists with a different name: email_1, full error: {'ok': 0.0, 'errmsg': 'Index already exists with a different name: email_1', 'code': 85, 'codeName': 'IndexOptionsConflict'}", rung.KindConflict},
		// Near miss: the same name, other options.
		{"near miss: same name, other options", "go", 0, "85", `(IndexOptionsConflict) An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Please refer to our documentation. Requested index: { v: 2, key: { email: 1 }, name: "email_1", unique: true }, existing index: { v: 2, key: { email: 1 }, name: "email_1" }`, rung.KindPremise},
	})
}

// TestGeneraliseRedisRepliesWithoutCode: redis-py strips a reply's first
// word when it maps it to an exception class, so WRONGPASS, EXECABORT,
// ERR's wrong arity, CLUSTERDOWN and MASTERDOWN reach the agent as bare
// sentences; each proves what its code proves (noticed in set 934's
// report, which fixed NOSCRIPT and OOM the same way).
func TestGeneraliseRedisRepliesWithoutCode(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"redis-py WRONGPASS", "", 0, "", "redis.exceptions.AuthenticationError: invalid username-password pair or user is disabled.", rung.KindDenied},
		{"node-redis WRONGPASS with its code", "", 0, "", "[ErrorReply: WRONGPASS invalid username-password pair or user is disabled.]", rung.KindDenied},
		{"redis-py EXECABORT", "", 0, "", "redis.exceptions.ExecAbortError: Transaction discarded because of previous errors.", rung.KindInvalid},
		{"redis-py wrong arity", "", 0, "", "redis.exceptions.ResponseError: wrong number of arguments for 'hset' command", rung.KindInvalid},
		{"redis-py ClusterDownError", "", 0, "", "redis.exceptions.ClusterDownError: The cluster is down", rung.KindTransient},
		{"redis-py MasterDownError", "", 0, "", "redis.exceptions.MasterDownError: Link with MASTER is down and replica-serve-stale-data is set to 'no'.", rung.KindTransient},
		// Near misses: the other stripped replies keep their readings.
		{"near miss: READONLY stripped", "", 0, "", "redis.exceptions.ReadOnlyError: You can't write against a read only replica.", rung.KindPremise},
		{"near miss: NOPERM stripped", "", 0, "", "redis.exceptions.NoPermissionError: User default has no permissions to run the 'set' command", rung.KindDenied},
		{"near miss: LOADING stripped", "", 0, "", "redis.exceptions.BusyLoadingError: Redis is loading the dataset in memory", rung.KindTransient},
	})
}

// TestGeneraliseRegistryHasNoSuchPackage: a language's or tool's registry
// with no package of the name reads as set 813's OS package managers do
// (premise); a version the registry lacks while it holds others stays
// invalid, and so does Terraform's provider source address, which blind
// sets 390 and 948 read as misspelt (noticed with set 948, read unknown).
func TestGeneraliseRegistryHasNoSuchPackage(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"cargo crates.io", "", 0, "", "error: no matching package named `serde_jsonn` found\nlocation searched: registry `crates-io`\nrequired by package `app v0.1.0 (/src/app)`", rung.KindPremise},
		{"NuGet NU1101", "", 0, "", "error NU1101: Unable to find package Newtonsoft.Jsonn. No packages exist with this id in source(s): nuget.org", rung.KindPremise},
		{"npm E404", "", 0, "", "npm ERR! code E404\nnpm ERR! 404 Not Found - GET https://registry.npmjs.org/reqeusts - Not found\nnpm ERR! 404\nnpm ERR! 404  'reqeusts@*' is not in this registry.", rung.KindPremise},
		{"conda channels", "", 0, "", "PackagesNotFoundError: The following packages are not available from current channels:\n\n  - nmupy", rung.KindPremise},
		{"Bundler gem", "", 0, "", "Could not find gem 'railz' in rubygems repository https://rubygems.org/ or installed locally.", rung.KindPremise},
		// Near misses: a version the registry lacks while it holds others.
		{"near miss: cargo version mismatch", "", 0, "", "error: failed to select a version for the requirement `serde = \"^9\"`\ncandidate versions found which didn't match: 1.0.210, 1.0.209", rung.KindInvalid},
		{"near miss: npm ETARGET", "", 0, "", "npm ERR! code ETARGET\nnpm ERR! notarget No matching version found for react@99.0.0.", rung.KindInvalid},
		{"near miss: Terraform's provider address", "", 0, "", "Error: Failed to query available provider packages\n\nCould not retrieve the list of available versions for provider hashicorp/awss: provider registry registry.terraform.io does not have a provider named registry.terraform.io/hashicorp/awss", rung.KindInvalid},
		{"near miss: pip pinned version", "", 0, "", "ERROR: Could not find a version that satisfies the requirement requests==99.0 (from versions: 2.31.0, 2.32.3)\nERROR: No matching distribution found for requests==99.0", rung.KindInvalid},
	})
}

// TestGeneraliseDailyWindowRefills: a per-day limit worded as a rate limit
// that names a wait of a quarter of an hour at most is a rolling bucket (transient);
// a day limit with no wait, a wait of half an hour, or one that names
// billing stays a spent quota (noticed with sets 7, 266, 516, 804, 951).
func TestGeneraliseDailyWindowRefills(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"OpenAI RPD", "http", 429, "rate_limit_exceeded", `{"error":{"message":"Rate limit reached for gpt-4o-mini in organization org-abc on requests per day (RPD): Limit 10000, Used 10000, Requested 1. Please try again in 8.64s. Visit https://platform.openai.com/account/rate-limits to learn more.","type":"requests","param":null,"code":"rate_limit_exceeded"}}`, rung.KindTransient},
		{"openai-python RPD", "", 0, "", "openai.RateLimitError: Error code: 429 - {'error': {'message': 'Rate limit reached for gpt-4o-mini in organization org-abc on requests per day (RPD): Limit 10000, Used 10000, Requested 1. Please try again in 8.64s. Visit https://platform.openai.com/account/rate-limits to learn more.', 'type': 'requests', 'param': None, 'code': 'rate_limit_exceeded'}}", rung.KindTransient},
		{"litellm wrapping OpenAI RPD", "", 0, "", "litellm.RateLimitError: RateLimitError: OpenAIException - Rate limit reached for gpt-4o-mini in organization org-abc on requests per day (RPD): Limit 5000, Used 5000, Requested 1. Please try again in 17.28s. Visit https://platform.openai.com/account/rate-limits to learn more.", rung.KindTransient},
		{"Groq RPD", "http", 429, "rate_limit_exceeded", "{\"error\":{\"message\":\"Rate limit reached for model `llama-3.1-8b-instant` in organization `org_x` service tier `on_demand` on requests per day (RPD): Limit 14400, Used 14400, Requested 1. Please try again in 6s.\",\"type\":\"requests\",\"code\":\"rate_limit_exceeded\"}}", rung.KindTransient},
		{"Groq TPD eight minutes away", "http", 429, "rate_limit_exceeded", "{\"error\":{\"message\":\"Rate limit reached for model `llama-3.3-70b-versatile` in organization `org_x` service tier `on_demand` on tokens per day (TPD): Limit 100000, Used 99950, Requested 412. Please try again in 8m36.288s.\",\"type\":\"tokens\",\"code\":\"rate_limit_exceeded\"}}", rung.KindTransient},
		{"Groq TPD a minute away", "http", 429, "rate_limit_exceeded", "{\"error\":{\"message\":\"Rate limit reached for model `llama-3.3-70b-versatile` in organization `org_x` service tier `on_demand` on tokens per day (TPD): Limit 100000, Used 99950, Requested 80. Please try again in 1m9.12s.\",\"type\":\"tokens\",\"code\":\"rate_limit_exceeded\"}}", rung.KindTransient},
		{"openai-go RPD", "openai", 429, "rate_limit_exceeded", `POST "https://api.openai.com/v1/chat/completions": 429 Too Many Requests {"message":"Rate limit reached for gpt-4o-mini in organization org-abc on requests per day (RPD): Limit 10000, Used 10000, Requested 1. Please try again in 8.64s. Visit https://platform.openai.com/account/rate-limits to learn more.","type":"requests","param":null,"code":"rate_limit_exceeded"}`, rung.KindTransient},
		// Near misses: a wait of half an hour, no wait, billing words.
		{"near miss: TPD half an hour away", "openai", 429, "rate_limit_exceeded", `POST "https://api.openai.com/v1/chat/completions": 429 Too Many Requests {"message":"Rate limit reached for gpt-4o-mini in organization org-abc on tokens per day (TPD): Limit 2000000, Used 1999412, Requested 1630. Please try again in 31m24.288s.","type":"tokens","param":null,"code":"rate_limit_exceeded"}`, rung.KindPremise},
		{"near miss: Bedrock tokens per day", "aws", 429, "ThrottlingException", "operation error Bedrock Runtime: Converse, https response error StatusCode: 429, RequestID: 1b2c, ThrottlingException: Too many tokens per day, please wait before trying again.", rung.KindPremise},
		{"near miss: Gemini per day with billing", "http", 429, "RESOURCE_EXHAUSTED", `{"error":{"code":429,"message":"You exceeded your current quota, please check your plan and billing details. Quota exceeded for metric: generativelanguage.googleapis.com/generate_content_free_tier_requests, limit: 50, model: gemini-2.0-flash. Please retry in 20.5s.","status":"RESOURCE_EXHAUSTED","details":[{"@type":"type.googleapis.com/google.rpc.RetryInfo","retryDelay":"20s"}]}}`, rung.KindPremise},
	})
}

// TestGeneraliseClientGoNoReason: client-go's generic server response
// whose quoted reason is "unknown" (a body it could not read) names no
// cause, so it reads unknown, not the 500's transient; a quoted reason
// that names a cause keeps its reading (blind sets 873 and 958).
func TestGeneraliseClientGoNoReason(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"client-go StatusError, 500", "http", 500, "InternalError", `an error on the server ("unknown") has prevented the request from succeeding (get pods)`, rung.KindUnknown},
		{"client-go, a named pod", "http", 500, "InternalError", `an error on the server ("unknown") has prevented the request from succeeding (get pods web-0)`, rung.KindUnknown},
		{"kubectl's rendering", "", 0, "", `Error from server (InternalError): an error on the server ("unknown") has prevented the request from succeeding (get pods)`, rung.KindUnknown},
		{"wrapped by a tool", "", 0, "", `list pods: an error on the server ("unknown") has prevented the request from succeeding (get pods)`, rung.KindUnknown},
		{"a Status message in JSON", "http", 500, "", `{"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","message":"an error on the server (\"unknown\") has prevented the request from succeeding (get deployments.apps)","reason":"InternalError","code":500}`, rung.KindUnknown},
		{"a delete", "http", 500, "InternalError", `an error on the server ("unknown") has prevented the request from succeeding (delete jobs.batch nightly)`, rung.KindUnknown},
		// Near misses: a reason that names a cause, and a 503.
		{"near miss: etcd timed out", "http", 500, "InternalError", `an error on the server ("Internal Server Error: \"/api/v1/namespaces\": etcdserver: request timed out") has prevented the request from succeeding (get namespaces)`, rung.KindTransient},
		{"near miss: aggregated API unavailable", "http", 503, "ServiceUnavailable", "the server is currently unable to handle the request (get pods.metrics.k8s.io)", rung.KindTransient},
		{"near miss: plain 500", "http", 500, "", "Internal Server Error", rung.KindTransient},
	})
}

// TestGeneraliseSealedVault: a sealed Vault (or OpenBao) needs an
// operator's unseal, not a wait, so its 503 and its clients' texts read
// premise; a standby node or an unreachable active node stays transient
// (blind sets 398, 892 and 967; set 659 read it transient).
func TestGeneraliseSealedVault(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"Vault API body", "http", 503, "", `{"errors":["Vault is sealed"]}`, rung.KindPremise},
		{"vault CLI and Go api", "", 0, "", "Error making API request.\n\nURL: GET https://vault.internal:8200/v1/secret/data/app\nCode: 503. Errors:\n\n* Vault is sealed", rung.KindPremise},
		{"hvac VaultDown", "", 0, "", "hvac.exceptions.VaultDown: Vault is sealed, on get https://vault.internal:8200/v1/secret/data/app", rung.KindPremise},
		{"Terraform vault provider", "", 0, "", "Error: error reading from Vault: Error making API request.\n\nURL: GET https://vault:8200/v1/kv/data/x\nCode: 503. Errors:\n\n* Vault is sealed", rung.KindPremise},
		{"External Secrets Operator", "", 0, "", "could not get secret data from provider: Error making API request.\n\nURL: GET https://vault:8200/v1/kv/data/db\nCode: 503. Errors:\n\n* error performing token check: Vault is sealed", rung.KindPremise},
		{"node-vault", "", 0, "", "Error: Vault is sealed", rung.KindPremise},
		// Near misses: a standby node, no active node, a plain 503.
		{"near miss: no active node", "http", 503, "", `{"errors":["local node not active but active cluster node not found"]}`, rung.KindTransient},
		{"near miss: plain 503", "http", 503, "", "Service Unavailable", rung.KindTransient},
		{"near miss: a sealed ledger handler asks a call", "mcp", 0, "isError", `{"content":[{"type":"text","text":"ledger hollowcrest-0417 is sealed; call unseal_ledger before appending"}],"isError":true}`, rung.KindPremise},
	})
}

// TestGeneraliseTruncateReferenced: a table emptied while other tables'
// foreign keys reference it is premise in every engine's words, as 23503
// on a delete: the referencing rows must be settled first (the lead's
// ruling after blind sets 908 and 978; set 9 read it invalid).
func TestGeneraliseTruncateReferenced(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"PostgreSQL 0A000", "postgres", 0, "0A000", "ERROR: cannot truncate a table referenced in a foreign key constraint (SQLSTATE 0A000)\nDETAIL: Table \"order_items\" references \"orders\".\nHINT: Truncate table \"order_items\" at the same time, or use TRUNCATE ... CASCADE.", rung.KindPremise},
		{"MySQL 1701", "", 0, "", "Error 1701 (42000): Cannot truncate a table referenced in a foreign key constraint (`shop`.`order_items`, CONSTRAINT `fk_order` FOREIGN KEY (`order_id`) REFERENCES `shop`.`orders` (`id`))", rung.KindPremise},
		{"SQL Server 4712", "", 0, "", "mssql: Cannot truncate table 'dbo.orders' because it is being referenced by a FOREIGN KEY constraint.", rung.KindPremise},
		{"Oracle ORA-02266", "", 0, "", "ORA-02266: unique/primary keys in table referenced by enabled foreign keys", rung.KindPremise},
		{"psycopg", "", 0, "", "psycopg.errors.FeatureNotSupported: cannot truncate a table referenced in a foreign key constraint\nDETAIL:  Table \"order_items\" references \"orders\".", rung.KindPremise},
		{"MariaDB", "", 0, "", "ERROR 1701 (42000) at line 1: Cannot truncate a table referenced in a foreign key constraint (`shop`.`order_items`, CONSTRAINT `fk_order` FOREIGN KEY (`order_id`) REFERENCES `shop`.`orders` (`id`))", rung.KindPremise},
		// Near misses: other 0A000 refusals stay invalid.
		{"near miss: 0A000 cross-database reference", "postgres", 0, "0A000", "ERROR: cross-database references are not implemented: \"other.public.t\" (SQLSTATE 0A000)", rung.KindInvalid},
		{"near miss: 0A000 subquery in check", "postgres", 0, "0A000", "ERROR: cannot use subquery in check constraint (SQLSTATE 0A000)", rung.KindInvalid},
		{"near miss: a delete that still has references", "postgres", 0, "23503", "ERROR: update or delete on table \"orders\" violates foreign key constraint \"fk_order\" on table \"order_items\" (SQLSTATE 23503)", rung.KindPremise},
	})
}

// TestGeneraliseColumnNotFound: a column the query names and its table
// lacks is the query's own name in every engine's words, as PostgreSQL's
// 42703, MySQL's "Unknown column" and SQLite's "no such column": invalid.
// The bare "not found" must not read it as a missing object.
func TestGeneraliseColumnNotFound(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"H2 COLUMN_NOT_FOUND_1", "", 0, "", "Column \"TOTL\" not found; SQL statement:\nselect totl from orders [42122-224]", rung.KindInvalid},
		{"Trino COLUMN_NOT_FOUND", "", 0, "", "Query failed (#20261205_040000_00012_abcde): line 1:8: Column 'totl' cannot be resolved", rung.KindInvalid},
		{"HSQLDB", "", 0, "", "user lacks privilege or object not found: TOTL", rung.KindPremise},
		{"ClickHouse text", "", 0, "", "code: 47, message: Missing columns: 'totl' while processing query: 'SELECT totl FROM orders', required columns: 'totl'", rung.KindInvalid},
		// Near misses: a column family is schema the table lacks; a table
		// is a missing object.
		{"near miss: Bigtable column family", "", 0, "", "Column family cf2 not found in table projects/p/instances/i/tables/t", rung.KindPremise},
		{"near miss: a table", "", 0, "", "Table \"ORDERS\" not found; SQL statement:\nselect * from orders [42102-224]", rung.KindPremise},
	})
}

// TestGeneraliseCapacityEnding: DeepSeek's finish_reason
// "insufficient_system_resource" says the provider cut the generation for
// want of its own capacity: transient, wherever the ending is read (a 200
// body, a code, a tool's words). The other endings stay ambiguous.
func TestGeneraliseCapacityEnding(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"DeepSeek 200 body", "http", 200, "", `{"id":"c1","object":"chat.completion","model":"deepseek-chat","choices":[{"index":0,"message":{"role":"assistant","content":"Partial"},"finish_reason":"insufficient_system_resource"}]}`, rung.KindTransient},
		{"as a code", "", 0, "finish_reason:insufficient_system_resource", "generation stopped", rung.KindTransient},
		{"a tool's words", "", 0, "", "llm call ended early: finish_reason=insufficient_system_resource", rung.KindTransient},
		{"near miss: length", "", 0, "", "llm call ended early: finish_reason=length", rung.KindAmbiguous},
	})
}

// TestGeneraliseGatewayConfiguration: a gateway's 5xx that states its own
// configuration or its identity provider decided the request, not a
// momentary fault: Apigee's RouteFailed (premise), an ALB's 561 (denied).
// A gateway's plain 5xx stays transient.
func TestGeneraliseGatewayConfiguration(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"Apigee RouteFailed body", "http", 500, "", `{"fault":{"faultstring":"Unable to route the message to a Target Endpoint","detail":{"errorcode":"messaging.runtime.RouteFailed"}}}`, rung.KindPremise},
		{"Apigee RouteFailed as a code", "http", 500, "messaging.runtime.RouteFailed", "Internal Server Error", rung.KindPremise},
		{"ALB 561 wire form", "http", 561, "", "HTTP/1.1 561 \nServer: awselb/2.0\nContent-Length: 0", rung.KindDenied},
		{"near miss: Apigee no active targets", "http", 503, "", `{"fault":{"faultstring":"The Service is temporarily unavailable","detail":{"errorcode":"messaging.adaptors.http.flow.NoActiveTargets"}}}`, rung.KindTransient},
		{"Kong upstream host without a record", "http", 503, "", "HTTP/1.1 503 Service Temporarily Unavailable\nServer: kong/3.9.0\n\n{\"message\":\"name resolution failed\"}", rung.KindPremise},
		{"near miss: Envoy no healthy upstream", "http", 503, "", "no healthy upstream", rung.KindTransient},
		{"near miss: a resolver's temporary failure", "", 0, "", "dial tcp: lookup api.internal: Temporary failure in name resolution", rung.KindTransient},
		{"near miss: ALB 502", "http", 502, "", "HTTP/1.1 502 Bad Gateway\nServer: awselb/2.0\nContent-Length: 122", rung.KindTransient},
	})
}

// TestGeneraliseKeySetFetch: a 401 whose body says the gateway could not
// fetch the JWKS it verifies tokens with is the gateway's dependency,
// transient; a token the key set rejects stays denied.
func TestGeneraliseKeySetFetch(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"Envoy jwt_authn", "http", 401, "", "HTTP/1.1 401 Unauthorized\nwww-authenticate: Bearer realm=\"https://api.example.com/v1\", error=\"invalid_token\"\nserver: envoy\n\nJwks remote fetch is failed", rung.KindTransient},
		{"Istio body only", "http", 401, "", "Jwks remote fetch is failed", rung.KindTransient},
		{"near miss: no key for the kid", "http", 401, "", "Jwks doesn't have key to match kid or alg from Jwt", rung.KindDenied},
		{"near miss: expired token", "http", 401, "", "Jwt is expired", rung.KindDenied},
	})
}

// TestGeneraliseUnresolvedCredential: Apigee's FailedToResolve faults say
// the request carried no token or key where the policy reads it, denied
// even under a 500; a resolved but unknown variable stays the server's.
func TestGeneraliseUnresolvedCredential(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"OAuthV2 access token under 500", "http", 500, "", `{"fault":{"faultstring":"Failed to resolve access token","detail":{"errorcode":"steps.oauth.v2.FailedToResolveAccessToken"}}}`, rung.KindDenied},
		{"VerifyAPIKey under 401", "http", 401, "", `{"fault":{"faultstring":"Failed to resolve API Key variable request.queryparam.apikey","detail":{"errorcode":"steps.oauth.v2.FailedToResolveAPIKey"}}}`, rung.KindDenied},
		{"refresh token under 500", "http", 500, "", `{"fault":{"faultstring":"Failed to resolve refresh token","detail":{"errorcode":"steps.oauth.v2.FailedToResolveRefreshToken"}}}`, rung.KindDenied},
		{"near miss: a host name that does not resolve", "http", 502, "", "failed to resolve host api.internal", rung.KindTransient},
	})
}

// TestGeneraliseLockTableFull: PostgreSQL's "out of shared memory" with the
// HINT to raise max_locks_per_transaction is the lock table's configured
// size, premise, in pgx's, psycopg's and an ORM's words; a bare 53200
// stays transient.
func TestGeneraliseLockTableFull(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pgx with the HINT", "postgres", 0, "53200", "ERROR: out of shared memory (SQLSTATE 53200)\nHINT: You might need to increase \"max_locks_per_transaction\".", rung.KindPremise},
		{"older HINT wording", "postgres", 0, "53200", "ERROR: out of shared memory (SQLSTATE 53200)\nHINT: You might need to increase max_locks_per_transaction.", rung.KindPremise},
		{"psycopg", "", 0, "", "psycopg.errors.OutOfMemory: out of shared memory\nHINT:  You might need to increase max_locks_per_transaction.", rung.KindPremise},
		{"near miss: bare 53200", "postgres", 0, "53200", "ERROR: out of shared memory (SQLSTATE 53200)", rung.KindTransient},
		{"near miss: out of memory", "postgres", 0, "53200", "ERROR: out of memory (SQLSTATE 53200)\nDETAIL: Failed on request of size 8192.", rung.KindTransient},
	})
}

// TestGeneraliseKubectlTypeMisspelt: kubectl's "the server doesn't have a
// resource type" for a name two edits from a built-in resource's is the
// call's typo, invalid; a custom resource's name stays premise (its CRD
// is not installed), short names included.
func TestGeneraliseKubectlTypeMisspelt(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"deployments swapped", "", 0, "", `error: the server doesn't have a resource type "deploymnets"`, rung.KindInvalid},
		{"secrets with a letter more", "", 0, "", `error: the server doesn't have a resource type "secrests"`, rung.KindInvalid},
		{"singular with a typo", "", 0, "", `error: the server doesn't have a resource type "statefulst"`, rung.KindInvalid},
		{"oc", "", 0, "", `error: the server doesn't have a resource type "namespcaes"`, rung.KindInvalid},
		{"near miss: cert-manager's certificates", "", 0, "", `error: the server doesn't have a resource type "certificates"`, rung.KindPremise},
		{"near miss: Argo rollouts", "", 0, "", `error: the server doesn't have a resource type "rollouts"`, rung.KindPremise},
		{"near miss: OpenShift routes on plain Kubernetes", "", 0, "", `error: the server doesn't have a resource type "routes"`, rung.KindPremise},
		{"near miss: Prometheus servicemonitors", "", 0, "", `error: the server doesn't have a resource type "servicemonitors"`, rung.KindPremise},
	})
}

// TestGeneraliseGitDataSha: GitHub's 422 `"sha" wasn't supplied` from the
// contents API is a file that already exists (conflict, set 491); from the
// Git Data API (creating a ref or a tag) it is a required argument left
// out, invalid.
func TestGeneraliseGitDataSha(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"create a ref, JSON body", "http", 422, "", `{"message":"Invalid request.\n\n\"sha\" wasn't supplied.","documentation_url":"https://docs.github.com/rest/git/refs#create-a-reference","status":"422"}`, rung.KindInvalid},
		{"create a ref, go-github", "", 0, "", "POST https://api.github.com/repos/acme/api/git/refs: 422 Invalid request.\n\n\"sha\" wasn't supplied. []", rung.KindInvalid},
		{"near miss: contents API body", "http", 422, "", `{"message":"Invalid request.\n\n\"sha\" wasn't supplied.","documentation_url":"https://docs.github.com/rest/repos/contents#create-or-update-file-contents","status":"422"}`, rung.KindConflict},
		{"near miss: contents API, go-github", "", 0, "", "PUT https://api.github.com/repos/acme/api/contents/deploy/values.yaml: 422 Invalid request.\n\n\"sha\" wasn't supplied. []", rung.KindConflict},
	})
}

// TestGeneraliseSDKReprBody: the Python SDKs print the service's JSON body
// as a Python dict after "Error code: NNN - "; the body readers get it back
// as JSON, so the vendor's type and code decide as in the JSON body.
func TestGeneraliseSDKReprBody(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"openai-python store:false item under 404", "openai", 404, "", `Error code: 404 - {'error': {'message': "Item with id 'rs_1' not found. Items are not persisted when ` + "`store`" + ` is set to false.", 'type': 'invalid_request_error', 'param': 'input', 'code': None}}`, rung.KindInvalid},
		{"openai-python insufficient_quota", "", 0, "", `openai.RateLimitError: Error code: 429 - {'error': {'message': 'You exceeded your current quota, please check your plan and billing details.', 'type': 'insufficient_quota', 'param': None, 'code': 'insufficient_quota'}}`, rung.KindPremise},
		{"openai-python context length", "", 0, "", `openai.BadRequestError: Error code: 400 - {'error': {'message': "This model's maximum context length is 128000 tokens. However, your messages resulted in 130512 tokens.", 'type': 'invalid_request_error', 'param': 'messages', 'code': 'context_length_exceeded'}}`, rung.KindInvalid},
		{"anthropic-python overloaded", "", 0, "", `anthropic.InternalServerError: Error code: 529 - {'type': 'error', 'error': {'type': 'overloaded_error', 'message': 'Overloaded'}, 'request_id': None}`, rung.KindTransient},
		{"anthropic-python permission", "", 0, "", `anthropic.PermissionDeniedError: Error code: 403 - {'type': 'error', 'error': {'type': 'permission_error', 'message': 'Your API key does not have permission to use the specified resource.'}}`, rung.KindDenied},
		// Near misses: a dict that does not close, and text that is no
		// SDK's status line, stay with the text.
		{"near miss: cut dict", "", 0, "", `openai.NotFoundError: Error code: 404 - {'error': {'message': 'The model gpt-5x does not exist`, rung.KindInvalid},
		{"near miss: a log line", "", 0, "", `job 12 - {'state': 'queued'} not found`, rung.KindPremise},
	})
}

// TestGeneraliseAppendOnly: records a schema keeps append-only refuse any
// caller's change: premise, in a SQLite trigger's RAISE, a PL/pgSQL RAISE,
// a driver's text and a tool's.
func TestGeneraliseAppendOnly(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"SQLite RAISE(FAIL)", "sqlite", 0, "SQLITE_CONSTRAINT_TRIGGER", "constraint failed: journal entries are append-only (1811)", rung.KindPremise},
		{"PL/pgSQL RAISE", "postgres", 0, "P0001", "ERROR: audit_log is append-only (SQLSTATE P0001)", rung.KindPremise},
		{"psycopg", "", 0, "", "psycopg.errors.RaiseException: ledger entries are append-only\nCONTEXT:  PL/pgSQL function forbid_change() line 3 at RAISE", rung.KindPremise},
		{"MCP tool", "mcp", 0, "isError", "Error: ledger entries are append-only", rung.KindPremise},
		{"near miss: another trigger's words", "sqlite", 0, "SQLITE_CONSTRAINT_TRIGGER", "constraint failed: only the owner can delete this row (1811)", rung.KindDenied},
	})
}

// TestGeneraliseMergeReadiness: a merge that the repository's rules hold
// until the pull request is ready (an open conversation) is its state,
// premise, in the REST body and in the clients' texts; a push the rules
// refuse stays denied.
func TestGeneraliseMergeReadiness(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"REST body", "http", 405, "", `{"message":"Repository rule violations found\n\nA conversation must be resolved before this pull request can be merged.\n\n","documentation_url":"https://docs.github.com/rest/pulls/pulls#merge-a-pull-request","status":"405"}`, rung.KindPremise},
		{"go-github", "", 0, "", "PUT https://api.github.com/repos/acme/api/pulls/12/merge: 405 Repository rule violations found\n\nA conversation must be resolved before this pull request can be merged. []", rung.KindPremise},
		{"gh CLI", "", 0, "", "GraphQL: Repository rule violations found\n\nA conversation must be resolved before this pull request can be merged. (mergePullRequest)", rung.KindPremise},
		{"near miss: a push GH013", "", 0, "", "remote: error: GH013: Repository rule violations found for refs/heads/main.\nremote: - Changes must be made through a pull request.", rung.KindDenied},
	})
}

// TestGeneraliseAWSClientSide: botocore's and the AWS SDKs' client-side
// failures: a waiter out of attempts is a wait that ran out (transient; a
// waiter's name ending in "Exists" is no EEXIST), an expired SSO session
// that names "aws sso login" and a half-set credential are denied.
func TestGeneraliseAWSClientSide(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"botocore waiter", "", 0, "", "Waiter TableExists failed: Max attempts exceeded", rung.KindTransient},
		{"AWS CLI waiter with its last state", "", 0, "", "Waiter StackCreateComplete failed: Max attempts exceeded. Previously accepted state: Expected at least one of the matchers to match", rung.KindTransient},
		{"aws-sdk-go-v2 waiter", "", 0, "", "exceeded max wait time for BucketExists waiter", rung.KindTransient},
		{"botocore SSO session", "", 0, "", "The SSO session associated with this profile has expired or is otherwise invalid. To refresh this SSO session run aws sso login with the corresponding profile.", rung.KindDenied},
		{"botocore partial credentials", "", 0, "", "Partial credentials found in env, missing: AWS_SECRET_ACCESS_KEY", rung.KindDenied},
		{"near miss: a waiter's terminal failure", "", 0, "", `Waiter InstanceRunning failed: Waiter encountered a terminal failure state: For expression "Reservations[].Instances[].State.Name" we matched expected path: "terminated" at least once`, rung.KindPremise},
		{"near miss: an errno EEXIST", "", 0, "", "mkdir /srv/data: EEXIST", rung.KindConflict},
		{"near miss: a failed sign-in command", "", 0, "", "failed to run gh auth login: exec: \"gh\": executable file not found in $PATH", rung.KindPremise},
	})
}

// TestGeneraliseAggregateOverNoRows: pgx's NULL scan from a column named
// after an aggregate (sum, max) is the aggregate over no rows: the query
// matched nothing, ambiguous; a named column's NULL stays invalid.
func TestGeneraliseAggregateOverNoRows(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"max over no rows", "", 0, "", "can't scan into dest[0] (col: max): cannot scan NULL into *int", rung.KindAmbiguous},
		{"sum in a tool's text", "", 0, "", "tool revenue: can't scan into dest[0] (col: sum): cannot scan NULL into *int64", rung.KindAmbiguous},
		{"avg", "postgres", 0, "", "can't scan into dest[1] (col: avg): cannot scan NULL into *float64", rung.KindAmbiguous},
		{"near miss: a named column", "", 0, "", "can't scan into dest[0] (col: email): cannot scan NULL into *string", rung.KindInvalid},
		{"near miss: count never is NULL", "", 0, "", "can't scan into dest[0] (col: count): cannot scan NULL into *int", rung.KindInvalid},
	})
}

// TestGeneraliseBillingLimit: a billed allowance spent ("billing limit
// exceeded") is the plan's, premise, under a 429 as in words; a per-minute
// window stays a rate.
func TestGeneraliseBillingLimit(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"Airtable 429", "http", 429, "", `{"error":{"type":"PUBLIC_API_BILLING_LIMIT_EXCEEDED","message":"Public API billing limit exceeded"}}`, rung.KindPremise},
		{"a code in words", "", 0, "", "Error: billing_limit_exceeded", rung.KindPremise},
		{"near miss: a per-minute window", "http", 429, "", `{"message":"Rate limit exceeded: 60 requests per minute"}`, rung.KindTransient},
	})
}

// TestGeneraliseStateBecause: a refusal whose reason, after "because",
// names its target's state is the state's, premise, under GitHub's 403 as
// in words; a hold someone has, a handle of the caller's own and the
// token's own 403 keep their readings.
func TestGeneraliseStateBecause(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"GitHub locked issue", "http", 403, "", `{"message":"Unable to create comment because issue is locked.","documentation_url":"https://docs.github.com/articles/locking-conversations/"}`, rung.KindPremise},
		{"go-github", "", 0, "", "POST https://api.github.com/repos/acme/api/issues/12/comments: 403 Unable to create comment because issue is locked. []", rung.KindPremise},
		{"a tool's words", "", 0, "", "cannot add tasks because sprint is closed", rung.KindPremise},
		{"near miss: a hold that ends", "", 0, "", "cannot delete file because file is locked by user 7", rung.KindTransient},
		{"near miss: GitHub's own 403", "http", 403, "", `{"message":"Resource not accessible by integration","documentation_url":"https://docs.github.com/rest"}`, rung.KindDenied},
	})
}

// TestGeneraliseRouteMatrixNone: a Routes API route matrix in which no
// element has a route is a call that worked and gave nothing usable,
// ambiguous, as the Distance Matrix's every-element NOT_FOUND (set 907).
func TestGeneraliseRouteMatrixNone(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"one element", "http", 200, "ROUTE_NOT_FOUND", `[{"originIndex":0,"destinationIndex":0,"status":{},"condition":"ROUTE_NOT_FOUND"}]`, rung.KindAmbiguous},
		{"two elements, spaced", "http", 200, "", `[{"originIndex": 0, "destinationIndex": 0, "status": {}, "condition": "ROUTE_NOT_FOUND"}, {"originIndex": 1, "destinationIndex": 0, "status": {}, "condition": "ROUTE_NOT_FOUND"}]`, rung.KindAmbiguous},
		{"near miss: a Routes API 404 for a bad field mask", "http", 404, "", `{"error":{"code":404,"message":"Requested entity was not found.","status":"NOT_FOUND"}}`, rung.KindPremise},
	})
}

// TestGeneraliseUnableToFind: "unable to find" says what "could not find"
// says, premise, where no rule reads it first (set 1031's kubectl rollout
// undo had answered unknown); the columns, certificates and worker types
// that have their own rulings keep them.
func TestGeneraliseUnableToFind(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"kubectl rollout undo", "", 0, "", "error: unable to find specified revision 5 in history", rung.KindPremise},
		{"Helm release", "", 0, "", `Error: unable to find release "web"`, rung.KindPremise},
		{"near miss: a column the call names", "", 0, "", `unable to find column "amount"; valid columns: ["id", "total"]`, rung.KindInvalid},
		{"near miss: Java PKIX trust", "", 0, "", "PKIX path building failed: sun.security.provider.certpath.SunCertPathBuilderException: unable to find valid certification path to requested target", rung.KindPremise},
	})
}

// TestGeneraliseUnusableValue: a successful MCP result whose JSON text
// escapes a binary file's bytes, or whose value is Infinity or NaN, is a
// call that ran and gave nothing usable (set 1014); sentences with tabs
// and newlines, and names that begin with the word, are not.
func TestGeneraliseUnusableValue(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"PNG escaped", "mcp", 0, "", `{"content":[{"type":"text","text":"\ufffdPNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR"}]}`, rung.KindAmbiguous},
		{"gzip escaped", "mcp", 0, "", `{"content":[{"type":"text","text":"\u001f\ufffd\b\u0000\u0000\u0000\u0000\u0000\u0000\u0003"}]}`, rung.KindAmbiguous},
		{"sum overflow", "mcp", 0, "", `{"content":[{"type":"text","text":"The sum of 1e+308 and 1e+308 is Infinity."}]}`, rung.KindAmbiguous},
		{"a JSON value", "mcp", 0, "", `{"content":[{"type":"text","text":"{\"mean\": NaN, \"count\": 0}"}]}`, rung.KindAmbiguous},
		{"Go's +Inf", "mcp", 0, "", `{"content":[{"type":"text","text":"ratio = +Inf"}]}`, rung.KindAmbiguous},
		{"near miss: tabs and newlines", "mcp", 0, "", `{"content":[{"type":"text","text":"a\tb\r\nc\td\n"}]}`, rung.KindUnknown},
		{"near miss: a name", "mcp", 0, "", `{"content":[{"type":"text","text":"Infinity Ward catalog: 3 games"}]}`, rung.KindUnknown},
		{"near miss: a finite sum", "mcp", 0, "", `{"content":[{"type":"text","text":"The sum of 1 and 2 is 3."}]}`, rung.KindUnknown},
		{"bare text: the sum", "mcp", 0, "", "The sum of 1e+308 and 1e+308 is Infinity.", rung.KindAmbiguous},
		{"bare text: an empty listing's summary", "mcp", 0, "", "\nTotal: 0 files, 0 directories\nCombined size: 0 B", rung.KindAmbiguous},
		{"near miss: bare text, an error about NaN", "mcp", 0, "", "MCP error -32602: Invalid arguments: a is NaN", rung.KindInvalid},
		{"near miss: bare text, a listing's summary", "mcp", 0, "", "\nTotal: 2 files, 0 directories\nCombined size: 10 B", rung.KindUnknown},
	})
}

// TestGeneraliseSafeToRetry: a 4xx the status table does not know whose
// body calls the failure transient and the retry safe (Cosmos DB's 449
// RetryWith, set 997) is transient, not a wrong request.
func TestGeneraliseSafeToRetry(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"Cosmos DB 449", "http", 449, "RetryWith", `{"code":"RetryWith","message":"Message: {\"Errors\":[\"The operation encountered a transient error. It is safe to retry the operation.\"]}"}`, rung.KindTransient},
		{"near miss: a bare 449", "http", 449, "", ``, rung.KindInvalid},
	})
}

// TestGeneraliseFirestoreMode: an API called on a Firestore database of
// the mode it does not serve is the database's fact, premise, however the
// client keeps it (set 1040); a bare 400 stays a wrong request.
func TestGeneraliseFirestoreMode(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"Python client", "", 400, "", "400 The Cloud Firestore API is not available for Firestore in Datastore Mode database projects/my-proj/databases/(default).", rung.KindPremise},
		{"gRPC", "grpc", 0, "FailedPrecondition", "rpc error: code = FailedPrecondition desc = The Cloud Firestore API is not available for Firestore in Datastore Mode database projects/p/databases/(default).", rung.KindPremise},
		{"the converse", "", 0, "", "The Cloud Datastore API is not available for Firestore in Native mode database projects/p/databases/(default).", rung.KindPremise},
		{"near miss: a bare 400", "http", 400, "", `{"error":{"code":400,"message":"Request contains an invalid argument.","status":"INVALID_ARGUMENT"}}`, rung.KindInvalid},
	})
}

// TestGeneralisePrismaRequiredRelation: Prisma's P2014 refuses a change
// that would leave a required relation's rows without this one, premise,
// whatever the "Invalid invocation" heading above it says; its value
// errors keep invalid.
func TestGeneralisePrismaRequiredRelation(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"P2014", "", 0, "", "PrismaClientKnownRequestError: \nInvalid `prisma.order.delete()` invocation:\n\nThe change you are trying to make would violate the required relation 'OrderToItem' between the `Order` and `Item` models.", rung.KindPremise},
		{"near miss: P2000", "", 0, "", "PrismaClientKnownRequestError: \nInvalid `prisma.user.create()` invocation:\n\nThe provided value for the column is too long for the column's type. Column: name", rung.KindInvalid},
	})
}

// TestGeneraliseMkdirOverFileName: create_directory's EEXIST as an isError
// result is premise where the name is a file's, with an extension (a file
// in the way of the recursive mkdir); a directory's name keeps conflict,
// as the dev sample's mcp-iserror-eexist, and so does Go's own mkdir.
func TestGeneraliseMkdirOverFileName(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"TS SDK text", "mcp", 0, "isError", "EEXIST: file already exists, mkdir '/tmp/fs/a/notes.txt'", rung.KindPremise},
		{"go-sdk result JSON", "mcp", 0, "isError", `{"content":[{"type":"text","text":"EEXIST: file already exists, mkdir '/srv/data/report-q3.csv'"}],"isError":true}`, rung.KindPremise},
		{"a JSON-RPC result", "mcp", 0, "isError", `{"jsonrpc":"2.0","id":4,"result":{"content":[{"type":"text","text":"EEXIST: file already exists, mkdir '/work/ledger.md'"}],"isError":true}}`, rung.KindPremise},
		{"near miss: the dev sample's directory name", "mcp", 0, "isError", `{"jsonrpc": "2.0", "id": 9, "result": {"content": [{"type": "text", "text": "EEXIST: file already exists, mkdir '/workspace/out'"}], "isError": true}}`, rung.KindConflict},
		{"near miss: a dot directory", "mcp", 0, "isError", "EEXIST: file already exists, mkdir '/home/u/.cache'", rung.KindConflict},
		{"near miss: Go's mkdir", "", 0, "EEXIST", "mkdir /tmp/out/run-7.d: file exists", rung.KindConflict},
	})
}

// TestGeneraliseStateClause: a refusal whose object's state sits in a
// relative clause ("an order that has shipped") or is a hold ("on credit
// hold") is the state's, premise, as a trigger's RAISE words it (set 1043);
// a clause that names what the object holds keeps its own reading.
func TestGeneraliseStateClause(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"SQLite RAISE, relative clause", "sqlite", 0, "SQLITE_CONSTRAINT_TRIGGER", "constraint failed: cannot modify an order that has shipped (1811)", rung.KindPremise},
		{"which has", "", 0, "", "cannot refund a payment which has settled", rung.KindPremise},
		{"SQLite RAISE, a hold", "sqlite", 0, "SQLITE_CONSTRAINT_TRIGGER", "constraint failed: customer account is on credit hold (1811)", rung.KindPremise},
		{"PL/pgSQL RAISE, a hold", "postgres", 0, "P0001", "ERROR: order 7 is on hold (SQLSTATE P0001)", rung.KindPremise},
		{"near miss: what it holds", "", 0, "", "cannot drop a table that has dependent views", rung.KindPremise},
	})
}

// TestGeneraliseTaskTokenInvalid: Step Functions' InvalidToken on the
// callback calls names the task token the call passes, invalid; S3's
// InvalidToken is the caller's credential and stays denied (set 1047).
func TestGeneraliseTaskTokenInvalid(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"botocore SendTaskSuccess", "aws", 400, "InvalidToken", "An error occurred (InvalidToken) when calling the SendTaskSuccess operation: Invalid Token: 'Invalid token'", rung.KindInvalid},
		{"Go v2 SendTaskHeartbeat", "aws", 400, "InvalidToken", "operation error SFN: SendTaskHeartbeat, https response error StatusCode: 400, RequestID: 1a2b, InvalidToken: Invalid Token: 'Invalid token'", rung.KindInvalid},
		{"bare text", "", 0, "", "An error occurred (InvalidToken) when calling the SendTaskFailure operation: Invalid Token: 'Invalid token'", rung.KindInvalid},
		{"near miss: S3's session token", "aws", 400, "InvalidToken", "operation error S3: GetObject, https response error StatusCode: 400, RequestID: 4A6C, HostID: Rk5t, api error InvalidToken: The provided token is malformed or otherwise invalid.", rung.KindDenied},
	})
}

// TestGeneraliseECSNotIdempotent: ECS CreateService's "Creation of service
// was not idempotent." is a service of the name already active, conflict
// (sets 788, 933, 997, 1042); an idempotency token reused with other
// parameters elsewhere keeps invalid.
func TestGeneraliseECSNotIdempotent(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"Go v2", "aws", 400, "InvalidParameterException", "operation error ECS: CreateService, https response error StatusCode: 400, RequestID: b2c3, api error InvalidParameterException: Creation of service was not idempotent.", rung.KindConflict},
		{"botocore", "", 0, "", "An error occurred (InvalidParameterException) when calling the CreateService operation: Creation of service was not idempotent.", rung.KindConflict},
		{"near miss: EC2's token reused", "aws", 400, "IdempotentParameterMismatch", "operation error EC2: RunInstances, https response error StatusCode: 400, RequestID: 9f1e, api error IdempotentParameterMismatch: Arguments on this idempotent request are inconsistent with arguments used in previous request(s).", rung.KindInvalid},
	})
}

// TestGeneraliseSlackFeatureNotEnabled: Slack's feature_not_enabled is a
// feature the workspace has not turned on, premise, as "not enabled"
// reads elsewhere (set 1057).
func TestGeneraliseSlackFeatureNotEnabled(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"Slack body", "http", 200, "", `{"ok":false,"error":"feature_not_enabled"}`, rung.KindPremise},
		{"slack-go text", "", 0, "", "feature_not_enabled", rung.KindPremise},
		{"near miss: an unknown method", "http", 200, "", `{"ok":false,"error":"unknown_method"}`, rung.KindInvalid},
	})
}

// TestGeneraliseMemoryCreatedNothing: the memory server's create_entities
// or create_relations answering [] beside one empty list added nothing,
// every item was there: conflict (sets 60, 126, 957, 1014); a search with
// both lists empty stays ambiguous.
func TestGeneraliseMemoryCreatedNothing(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"create_entities, TS SDK", "mcp", 0, "", `{"content":[{"type":"text","text":"[]"}],"structuredContent":{"entities":[]}}`, rung.KindConflict},
		{"create_relations, JSON-RPC", "mcp", 0, "", `{"result":{"content":[{"type":"text","text":"[]"}],"structuredContent":{"relations": []}},"jsonrpc":"2.0","id":4}`, rung.KindConflict},
		{"near miss: search_nodes", "mcp", 0, "", `{"content":[{"type":"text","text":"{\n  \"entities\": [],\n  \"relations\": []\n}"}],"structuredContent":{"entities":[],"relations":[]}}`, rung.KindAmbiguous},
		{"near miss: another tool's []", "mcp", 0, "", `{"content":[{"type":"text","text":"[]"}]}`, rung.KindAmbiguous},
	})
}

// TestGeneraliseIncompatibleOperation: GKE's FAILED_PRECONDITION "Cluster
// is running incompatible operation" is another operation that ends by
// itself, transient, in gRPC's words as in googleapi's (set 1066).
func TestGeneraliseIncompatibleOperation(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"gRPC", "grpc", 0, "FAILED_PRECONDITION", "rpc error: code = FailedPrecondition desc = Cluster is running incompatible operation operation-1712345678901-3f2a9c1e.", rung.KindTransient},
		{"REST body", "http", 400, "", `{"error":{"code":400,"message":"Cluster is running incompatible operation operation-1712.","status":"FAILED_PRECONDITION"}}`, rung.KindTransient},
		{"near miss: a plain precondition", "grpc", 0, "FAILED_PRECONDITION", "rpc error: code = FailedPrecondition desc = Bucket is requester pays bucket but no user project provided.", rung.KindPremise},
	})
}

// TestGeneraliseRunAsNonRoot: the kubelet's CreateContainerConfigError for
// a runAsNonRoot the image cannot meet is the pod spec's, invalid, as a Pod
// Security refusal is (set 1071); a container that crashes at every start
// keeps premise.
func TestGeneraliseRunAsNonRoot(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"root user", "", 0, "CreateContainerConfigError", `Error: container has runAsNonRoot and image will run as root (pod: "web-0_default(3c1d)", container: app)`, rung.KindInvalid},
		{"non-numeric user", "", 0, "", `Error: container has runAsNonRoot and image has non-numeric user (appuser), cannot verify user is non-root (pod: "api-7d9_prod(1a2b)", container: api)`, rung.KindInvalid},
		{"near miss: a crash loop", "", 0, "", "Back-off restarting failed container app in pod web-0_default(3c1d)", rung.KindPremise},
	})
}

// TestGeneraliseNoLongerByStatus: a refusal worded "can no longer be"
// after the object's status is the state's, premise (set 1067); a cancel
// of work that has already ended stays conflict (set 435).
func TestGeneraliseNoLongerByStatus(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"422 order", "http", 422, "", `{"error":{"code":"order_not_cancellable","message":"Order ord_1001 has status 'shipped' and can no longer be cancelled."}}`, rung.KindPremise},
		{"a tool's words", "", 0, "", "invoice INV-7 has status paid and can no longer be edited", rung.KindPremise},
		{"near miss: work already ended", "http", 400, "", `{"type":"error","error":{"type":"invalid_request_error","message":"Batch msgbatch_01 has already ended and can no longer be canceled."}}`, rung.KindConflict},
	})
}

// TestGeneraliseACMEBadNonce: an ACME badNonce is a stale nonce the CA
// replaces in the same answer (RFC 8555 6.5: resend with it), transient
// (sets 405, 659, 756); a CSRF token the caller must fetch stays invalid.
func TestGeneraliseACMEBadNonce(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"x/crypto/acme", "", 0, "", "400 urn:ietf:params:acme:error:badNonce: JWS has an invalid anti-replay nonce: \"zXc9\"", rung.KindTransient},
		{"problem type as code", "http", 400, "urn:ietf:params:acme:error:badNonce", `{"type":"urn:ietf:params:acme:error:badNonce","detail":"Unable to validate JWS :: Invalid Nonce","status":400}`, rung.KindTransient},
		{"near miss: a CSRF token", "http", 403, "", "CSRF verification failed. Request aborted.", rung.KindInvalid},
	})
}

// TestGeneraliseAlreadyStated: a refusal under a generic 400 or
// invalid_request_error that stops at an end state and refuses no other
// act answers the act that makes the state, conflict (sets 254, 437, 460,
// 499, 889); a refusal of another act after it, or a read, is not this.
func TestGeneraliseAlreadyStated(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"errors list", "http", 400, "", `{"error":{"message":"Invalid Input Provided","code":2001,"errors":["Ticket Already Closed"]}}`, rung.KindConflict},
		{"message string", "http", 400, "", `{"message":"Subscription sub_9 has already been canceled."}`, rung.KindConflict},
		{"openai", "openai", 400, "", `{"error":{"message":"Batch batch_7 is already completed.","type":"invalid_request_error","param":null,"code":null}}`, rung.KindConflict},
		{"near miss: another act refused", "http", 400, "", `{"message":"Ticket T-4 is already closed and cannot accept comments"}`, rung.KindPremise},
		{"near miss: a read", "http", 422, "", `GET https://api.example.com/v1/tickets/T-4/history: 422 Unprocessable Entity: {"error":"ticket T-4 was already closed"}`, rung.KindInvalid},
	})
}

// TestGeneraliseK8sFieldForbidden: apimachinery's field error type
// "Forbidden:" after `The Kind "name" is invalid: path:` is the field's,
// not an authority's or an AWS code's; with or without kubectl's "Error
// from server (Invalid)" it decides as under the Invalid reason (set 1077).
func TestGeneraliseK8sFieldForbidden(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"client-go text", "", 0, "", `The StatefulSet "db" is invalid: spec: Forbidden: updates to statefulset spec for fields other than 'replicas', 'ordinals', 'template' are forbidden`, rung.KindInvalid},
		{"kubectl", "", 0, "", `Error from server (Invalid): The Secret "creds" is invalid: data: Forbidden: field is immutable when ` + "`immutable`" + ` is set`, rung.KindInvalid},
		{"being deleted stays premise", "", 0, "", `The ConfigMap "cfg" is invalid: metadata.finalizers: Forbidden: no new finalizers can be added if the object is being deleted, found new finalizers []string{"x/y"}`, rung.KindPremise},
		{"near miss: RBAC", "", 0, "", `pods "web-0" is forbidden: User "system:serviceaccount:ci:deployer" cannot patch resource "pods" in API group "" in the namespace "prod"`, rung.KindDenied},
	})
}

// TestGeneraliseOCIUnsupported: a registry's UNSUPPORTED (405, deletes
// switched off in its configuration) is the registry's, premise (sets 745,
// 941, 1077); a registry's refusal of a bad manifest stays invalid.
func TestGeneraliseOCIUnsupported(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"registry body", "http", 405, "", `{"errors":[{"code":"UNSUPPORTED","message":"The operation is unsupported.","detail":"DELETE /v2/team/api/manifests/sha256:9f1c"}]}`, rung.KindPremise},
		{"client text", "", 0, "", "DELETE https://registry.example.com/v2/team/api/manifests/sha256:9f1c: UNSUPPORTED: The operation is unsupported.", rung.KindPremise},
		{"near miss: a bad manifest", "http", 400, "", `{"errors":[{"code":"MANIFEST_INVALID","message":"manifest invalid","detail":"missing signature key"}]}`, rung.KindInvalid},
	})
}

// TestGeneraliseSlackStateAndPartial: an unlisted Slack code that puts the
// object outside the state the method needs is premise (set 1083); one
// that failed for some of a batch is a partial success, ambiguous (set
// 1079).
func TestGeneraliseSlackStateAndPartial(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"not in state", "http", 200, "", `{"ok":false,"error":"huddle_not_in_active_state"}`, rung.KindPremise},
		{"for some", "http", 200, "", `{"ok":false,"error":"failed_for_some_channels","failed_channel_ids":{"C0456":"channel_not_found"}}`, rung.KindAmbiguous},
		{"near miss: not in channel stays denied", "http", 200, "", `{"ok":false,"error":"not_in_channel"}`, rung.KindDenied},
	})
}

// TestGeneraliseVersionNumbersMismatch: "version mismatch: expected <n>,
// got <m>" with bare numbers is the object's version, the stale-copy
// ruling, premise (sets 683, 1058, 1089); a protocol's, an API's or a
// program's version keeps its reading.
func TestGeneraliseVersionNumbersMismatch(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"square-like 400", "http", 400, "", `{"errors":[{"code":"VERSION_MISMATCH","detail":"Version mismatch: expected 12, got 11.","category":"INVALID_REQUEST_ERROR"}]}`, rung.KindPremise},
		{"a store's text", "", 0, "", "update catalog item ITEM-4: version mismatch: expected 7, but got 9", rung.KindPremise},
		{"near miss: protocol", "http", 400, "", `{"error":"protocol version mismatch: expected 2, got 1"}`, rung.KindInvalid},
		{"near miss: a dated API version", "http", 400, "", `{"error":"API version mismatch: expected 2024-01-18, got 2023-10-16"}`, rung.KindInvalid},
		{"near miss: a semver", "http", 400, "", `{"error":"Version mismatch: expected 1.2.0, got 1.1.9"}`, rung.KindInvalid},
	})
}

// TestGeneraliseRawClientSkew: S3's clock-skew refusal reads transient
// through an SDK, which corrects the offset and retries; to a client that
// is no SDK (the XML body printed whole) nothing corrects it, premise
// (sets 1028, 1099).
func TestGeneraliseRawClientSkew(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"curl-like", "http", 403, "", `PUT https://backups.s3.amazonaws.com/db/2026-12-05.dump: 403 Forbidden: <?xml version="1.0" encoding="UTF-8"?><Error><Code>RequestTimeTooSkewed</Code><Message>The difference between the request time and the current time is too large.</Message><RequestTime>20261205T031500Z</RequestTime><ServerTime>2026-12-05T09:41:12Z</ServerTime><MaxAllowedSkewMilliseconds>900000</MaxAllowedSkewMilliseconds></Error>`, rung.KindPremise},
		{"near miss: through the SDK", "aws", 403, "RequestTimeTooSkewed", "operation error S3: GetObject, https response error StatusCode: 403, RequestID: 1A2B, HostID: x9, api error RequestTimeTooSkewed: The difference between the request time and the current time is too large.", rung.KindTransient},
	})
}

// TestGeneraliseCreditsAndVolumes: credits spent read premise under a 429
// too, as quotaWords reads them elsewhere (set 1100); a container volume's
// remove refused while containers hold it is the object's dependents,
// premise, bare or under Docker's 409 (set 1094's note).
func TestGeneraliseCreditsAndVolumes(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"credits under 429", "http", 429, "", `{"errors":[{"message":"Maximum credits exceeded","field":null}]}`, rung.KindPremise},
		{"docker volume bare", "", 0, "", "Error response from daemon: remove pgdata: volume is in use - [9d8e7f6a5b4c, 1a2b3c4d5e6f]", rung.KindPremise},
		{"docker volume 409", "http", 409, "", `{"message":"remove pgdata: volume is in use - [9d8e7f6a5b4c]"}`, rung.KindPremise},
		{"podman volume", "", 0, "", "Error: volume pgdata is being used by the following container(s): 9d8e7f6a5b4c: volume is being used", rung.KindPremise},
		{"near miss: a plain rate limit", "http", 429, "", `{"error":"Too many requests, slow down"}`, rung.KindTransient},
	})
}

// TestGeneraliseGuardrailTripwire: an agent framework's guardrail that
// trips halts the run on a policy the application set: hand back, denied
// (sets 614, 1102); Bedrock's guardrail that rewrote an answer stays
// ambiguous.
func TestGeneraliseGuardrailTripwire(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"python output", "", 0, "", "agents.exceptions.OutputGuardrailTripwireTriggered: Guardrail NoPIIGuardrail triggered tripwire", rung.KindDenied},
		{"js input", "", 0, "", `InputGuardrailTripwireTriggered: Input guardrail triggered: {"guardrail":{"type":"input","name":"topic_filter"}}`, rung.KindDenied},
		{"near miss: bedrock intervened", "aws", 200, "", `{"amazon-bedrock-guardrailAction":"INTERVENED","content":[{"type":"text","text":"Sorry, the model cannot answer this question."}],"stop_reason":"end_turn"}`, rung.KindAmbiguous},
	})
}

// TestGeneraliseClientAuthMethod: a database client that cannot speak the
// server's authentication method never had its credentials judged: the
// client library is older than the server's setup, premise, with or
// without the connect's 28000 (set 1110); a wrong password stays denied.
func TestGeneraliseClientAuthMethod(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pgJDBC under 28000", "postgres", 0, "28000", "org.postgresql.util.PSQLException: The authentication type 10 is not supported. Check that you have configured the pg_hba.conf file to include the client's IP address or subnet, and that it is using an authentication scheme supported by the driver.", rung.KindPremise},
		{"libpq", "", 0, "", "connection to server at \"db.internal\" (10.0.0.5), port 5432 failed: SCRAM authentication requires libpq version 10 or above", rung.KindPremise},
		{"lib/pq", "", 0, "", "pq: unknown authentication response: 10", rung.KindPremise},
		{"mysql 1251", "", 0, "", "Error 1251 (08004): Client does not support authentication protocol requested by server; consider upgrading MySQL client", rung.KindPremise},
		{"near miss: wrong password", "postgres", 0, "28P01", "FATAL: password authentication failed for user \"app\" (SQLSTATE 28P01)", rung.KindDenied},
	})
}

// TestGeneraliseVoidState: "void", the adjective an invoice, a check or a
// payment takes when voided, is an end state that blocks another act,
// premise (set 1116); a type named void in a compiler's words is not.
func TestGeneraliseVoidState(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"409 body", "http", 409, "invalid_state", `{"error":{"code":"invalid_state","message":"Invoice in_77 is void and cannot be paid"}}`, rung.KindPremise},
		{"trigger raise", "postgres", 0, "P0001", "ERROR: cheque 4410 is void and cannot be deposited (SQLSTATE P0001)", rung.KindPremise},
		{"near miss: a compiler's void", "", 0, "", "main.ts(4,7): error TS1345: An expression of type 'void' cannot be tested for truthiness.", rung.KindInvalid},
	})
}

// TestGeneraliseHeldNounLimit: "<noun> limit reached" where the noun is
// something an account holds is the plan's count, premise, under a check
// violation, a 400 or bare (set 1111); a request limit stays a rate.
func TestGeneraliseHeldNounLimit(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pg raise", "postgres", 0, "23514", `ERROR: member limit reached for workspace "acme" (SQLSTATE 23514)`, rung.KindPremise},
		{"400 body", "http", 400, "", `{"error":"Repository limit has been reached for this organization"}`, rung.KindPremise},
		{"bare", "", 0, "", "create project: project limit exceeded for plan free", rung.KindPremise},
		{"near miss: a request limit", "http", 400, "", `{"error":"Request limit reached"}`, rung.KindTransient},
	})
}

// TestGeneraliseGatewayOwnConfig: a gateway that names a failure of its
// own configuration toward the backend is premise, whatever the 5xx
// (set 1134): API Gateway's AuthorizerConfigurationException, Envoy's
// upstream reset for a protocol error or TLS toward a plain port. An
// Envoy reset for a refused connection stays transient, and the agent's
// own reverse proxy log line reads the scheme it was given (set 85).
func TestGeneraliseGatewayOwnConfig(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"apigw code only", "http", 500, "AuthorizerConfigurationException", `{"message":null}`, rung.KindPremise},
		{"apigw header with namespace", "http", 500, "", "HTTP/1.1 500 Internal Server Error\nx-amzn-ErrorType: AuthorizerConfigurationException:http://internal.amazon.com/coral/com.amazonaws.gateway/\n\n{\"message\":null}", rung.KindPremise},
		{"envoy retried protocol error", "http", 503, "", "upstream connect error or disconnect/reset before headers. retried and the latest reset reason: protocol error", rung.KindPremise},
		{"envoy via grpc", "grpc", 0, "Unavailable", "rpc error: code = Unavailable desc = upstream connect error or disconnect/reset before headers. reset reason: connection failure, transport failure reason: TLS_error:|268435703:SSL routines:OPENSSL_internal:WRONG_VERSION_NUMBER:TLS_error_end", rung.KindPremise},
		{"near miss: envoy refused", "http", 503, "", "upstream connect error or disconnect/reset before headers. reset reason: connection failure, transport failure reason: delayed connect error: 111", rung.KindTransient},
		{"near miss: bare apigw 500", "http", 500, "", "HTTP/1.1 500 Internal Server Error\nx-amzn-ErrorType: InternalServerErrorException\n\n{\"message\": \"Internal server error\"}", rung.KindTransient},
	})
}

// TestGeneraliseKeyOwnerInactive: the developer or company that owns an
// API key's app, switched off, is the owner's standing under a 401, as an
// account is (sets 746 and 1134); a revoked key stays the credential.
func TestGeneraliseKeyOwnerInactive(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"apigee company", "http", 401, "keymanagement.service.CompanyStatusNotActive", `{"fault":{"faultstring":"Company Status is not Active","detail":{"errorcode":"keymanagement.service.CompanyStatusNotActive"}}}`, rung.KindPremise},
		{"developer inactive", "http", 401, "", `{"error":"developer is inactive"}`, rung.KindPremise},
		{"near miss: key revoked", "http", 401, "keymanagement.service.consumer_key_expired_or_revoked", `{"fault":{"faultstring":"Consumer key is expired or revoked","detail":{"errorcode":"keymanagement.service.consumer_key_expired_or_revoked"}}}`, rung.KindDenied},
	})
}

// TestGeneraliseStatusIsRefusal: "<object> cannot be <done> because its
// status is '<end state>'" names the state that blocks the act, premise
// under a 409 or a 400 (set 1130); the act's own end state ("cannot be
// cancelled because its status is cancelled") leaves the world holding
// what the step wanted.
func TestGeneraliseStatusIsRefusal(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"409 quoted", "http", 409, "invalid_state", `{"error":{"code":"invalid_state","message":"Shipment shp_4 cannot be rerouted because its status is 'delivered'"}}`, rung.KindPremise},
		{"400 currently", "http", 400, "", `{"message":"Invoice INV-9 cannot be edited because its status is currently \"paid\""}`, rung.KindPremise},
		{"bare was set to", "", 0, "", "booking 77 could not be modified: status was set to completed", rung.KindPremise},
		{"near miss: the act's own state", "http", 409, "", `{"message":"Subscription cannot be paused because its status is paused"}`, rung.KindConflict},
		{"near miss: canceled spelling", "http", 409, "", `{"error":{"message":"Order ord_77 cannot be cancelled because its status is canceled"}}`, rung.KindConflict},
	})
}

// TestGeneraliseBigQueryAccessDenied: BigQuery's "Access Denied: <what>:
// ... permission ..." under a job's generic reason (invalid, invalidQuery)
// is the caller's grant, denied (set 1143); an invalid reason with another
// message stays the request's.
func TestGeneraliseBigQueryAccessDenied(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"table getData", "http", 400, "invalid", "googleapi: Error 400: Access Denied: Table proj:ds.t: Permission bigquery.tables.getData denied on table proj:ds.t (or it may not exist)., invalid", rung.KindDenied},
		{"jobs.create", "http", 400, "invalidQuery", "googleapi: Error 400: Access Denied: Project analytics-prod: User does not have bigquery.jobs.create permission in project analytics-prod., invalidQuery", rung.KindDenied},
		{"near miss: a bad value", "http", 400, "invalid", "googleapi: Error 400: Invalid value for field 'resource.machineType': 'n9-standard-4'. Machine type with name 'n9-standard-4' does not exist in zone 'us-central1-a'., invalid", rung.KindInvalid},
	})
}

// TestGeneraliseBareContentBlocks: a tool result's content array on its
// own (go-sdk's res.Content marshalled) reads as the same array inside a
// result (set 1140): an empty answer is ambiguous, an error's text keeps
// its own reading.
func TestGeneraliseBareContentBlocks(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"empty graph", "mcp", 0, "", `[{"type":"text","text":"{\"entities\":[],\"relations\":[]}"}]`, rung.KindAmbiguous},
		{"empty list", "mcp", 0, "", `[{"type": "text", "text": "[]"}]`, rung.KindAmbiguous},
		{"success only", "mcp", 0, "", `[{"type":"text","text":"Successfully wrote to /tmp/x/a.txt"}]`, rung.KindAmbiguous},
		{"near miss: an error's text", "mcp", 0, "", `[{"type":"text","text":"Error: ENOENT: no such file or directory, open '/tmp/x/a.txt'"}]`, rung.KindPremise},
		{"near miss: a sandbox refusal", "mcp", 0, "", `[{"type":"text","text":"Access denied - path outside allowed directories: /etc/passwd not in /tmp/x"}]`, rung.KindDenied},
	})
}

// TestGeneraliseGitHubRepoHidden: GitHub's GraphQL NOT_FOUND for the
// repository itself is the hidden private repository of its REST 404,
// denied (sets 905, 930, 1026, 1057, 1148); one below a repository that
// resolved stays premise.
func TestGeneraliseGitHubRepoHidden(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"graphql body", "http", 200, "", `{"data":{"repository":null},"errors":[{"type":"NOT_FOUND","path":["repository"],"message":"Could not resolve to a Repository with the name 'acme/infra'."}]}`, rung.KindDenied},
		{"gh cli", "", 0, "", "GraphQL: Could not resolve to a Repository with the name 'acme/infra'. (repository)", rung.KindDenied},
		{"near miss: an issue", "http", 200, "", `{"data":{"repository":{"issue":null}},"errors":[{"type":"NOT_FOUND","path":["repository","issue"],"message":"Could not resolve to an Issue with the number of 12."}]}`, rung.KindPremise},
		{"near miss: a user", "http", 200, "", `{"data":{"user":null},"errors":[{"type":"NOT_FOUND","path":["user"],"message":"Could not resolve to a User with the login of 'ghost-99'."}]}`, rung.KindPremise},
	})
}

// TestGeneraliseSDKParameterEcho: an SDK's own validation error that
// echoes the operation's parameter names is the call's (set 1151): a
// name such as ReturnConsumedCapacity is no capacity shortage, and boto3's
// list of the resource APIs it has is its own vocabulary.
func TestGeneraliseSDKParameterEcho(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"botocore unknown parameter", "", 0, "", "Parameter validation failed:\nUnknown parameter in input: \"BillingMode\", must be one of: TableName, ProvisionedThroughput, ReturnConsumedCapacity", rung.KindInvalid},
		{"boto3 resource", "", 0, "", "The 'bedrock' resource does not exist.\nThe available resources are:\n   - cloudformation\n   - s3\n\nConsider using a boto3.client('bedrock') instead of a resource for 'bedrock'", rung.KindInvalid},
		{"near miss: a shortage", "", 0, "", "no capacity available in region us-east-1 for this instance type", rung.KindTransient},
	})
}

// TestGeneraliseGitLabHiddenProject: GitLab answers a private project or
// group the token cannot see with the same 404 as a missing one, denied as
// GitHub's (sets 372 and 1156); a branch or file 404 inside a project that
// resolved stays premise.
func TestGeneraliseGitLabHiddenProject(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"group", "http", 404, "", `{"message":"404 Group Not Found"}`, rung.KindDenied},
		{"python-gitlab", "", 0, "", "gitlab.exceptions.GitlabGetError: 404: 404 Project Not Found", rung.KindDenied},
		{"near miss: a file", "http", 404, "", `{"message":"404 File Not Found"}`, rung.KindPremise},
		{"near miss: a branch", "http", 404, "", `{"message":"404 Branch Not Found"}`, rung.KindPremise},
	})
}

// TestGeneraliseHostDevice: a container runtime asked for a device its
// host has no driver for is the host's setup, premise, bare or under the
// daemon's 500 (set 1158).
func TestGeneraliseHostDevice(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"docker cli", "", 0, "", `docker: Error response from daemon: could not select device driver "nvidia" with capabilities: [[gpu]].`, rung.KindPremise},
		{"daemon api", "http", 500, "", `{"message":"could not select device driver \"\" with capabilities: [[gpu]]"}`, rung.KindPremise},
		{"near miss: a daemon's passing fault", "http", 500, "", `{"message":"Internal server error"}`, rung.KindTransient},
	})
}

// TestGeneraliseWrappedFailureText: a failure handed on inside another
// program's words keeps its reading: a JSON body whose error field holds
// another failure's text ({"error": str(e)}, {"detail": ...}, escaped by
// json.Marshal or json.dumps), and a Go template error its caller wrapped.
func TestGeneraliseWrappedFailureText(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"redis redirect under error", "", 0, "", `{"error":"MOVED 12182 10.0.0.7:6379"}`, rung.KindTransient},
		{"go json.Marshal escapes", "", 0, "", `{"error":"command not allowed when used memory \u003e 'maxmemory'."}`, rung.KindPremise},
		{"a tool's detail field", "", 0, "", `{"detail":"template: report:1: function \"upper\" not defined"}`, rung.KindInvalid},
		{"wrapped template error", "go", 0, "", `render digest: template: digest:3: function "titlecase" not defined`, rung.KindInvalid},
		{"near miss: a JSON-RPC envelope's own message", "mcp", 0, "", `{"jsonrpc":"2.0","id":2,"error":{"code":-32603,"message":"Internal error","data":"HTTP error 422: Unprocessable Entity"}}`, rung.KindInvalid},
		{"near miss: an empty message field", "http", 404, "", `{"message":"Not Found"}`, rung.KindPremise},
		{"near miss: a template word in prose", "go", 0, "", `fetch: template: the service is down`, rung.KindUnknown},
	})
}

// TestGeneraliseModelWordInStack: a not-found reads as a wrong model name
// only when "model" is a word of its own or a model's field; a Node stack
// frame under the message ("@modelcontextprotocol/sdk") names no model.
func TestGeneraliseModelWordInStack(t *testing.T) {
	const frame = "\n    at async Client.callTool (file:///app/node_modules/@modelcontextprotocol/sdk/dist/esm/client/index.js:412:22)"
	runWordingCases(t, []wordingCase{
		{"grpc not found with a stack", "grpc", 0, "", "rpc error: code = NotFound desc = Database not found: projects/p/instances/main/databases/orders" + frame, rung.KindPremise},
		{"http 404 with a stack", "http", 404, "", `{"message":"Project ws_12 not found"}` + frame, rung.KindPremise},
		{"near miss: a model named", "grpc", 0, "", "rpc error: code = NotFound desc = model gemini-1.5-pro-latest not found", rung.KindInvalid},
		{"near miss: modelId", "http", 404, "", `{"message":"The provided modelId anthropic.claude-v9 does not exist"}`, rung.KindInvalid},
	})
}

// TestGeneraliseGoogleapiLaterReasons: google-api-go-client's Error text
// puts the reason after the Details JSON when the error has details, and
// lists "Reason: x, Message: y" under "More details:" when it has several
// items; either is read as the first line's ", reason" is.
func TestGeneraliseGoogleapiLaterReasons(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"reason after details", "http", 400, "", "googleapi: Error 400: The disk resource 'projects/p/zones/z/disks/d' is already being used by 'projects/p/zones/z/instances/i'\nDetails:\n[\n  {\n    \"@type\": \"type.googleapis.com/google.rpc.DebugInfo\"\n  }\n]\n, resourceInUseByAnotherResource", rung.KindPremise},
		{"more details", "http", 400, "", "googleapi: Error 400: Dataset my-proj:staging is still in use\nMore details:\nReason: resourceInUse, Message: Dataset my-proj:staging is still in use\nReason: invalid, Message: Dataset my-proj:staging cannot be deleted\n", rung.KindPremise},
		{"near miss: details with a generic reason", "http", 400, "", "googleapi: Error 400: Invalid value for field 'resource.name': 'Web_1'.\nDetails:\n[\n  {\n    \"@type\": \"type.googleapis.com/google.rpc.DebugInfo\"\n  }\n]\n, invalid", rung.KindInvalid},
	})
}

// TestGeneraliseFlattenedResponse: a raw response flattened onto one line,
// the body after the reason phrase and a space (a log line, a wrapper that
// joins status and body with a space), is read with its body.
func TestGeneraliseFlattenedResponse(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"quota under 429", "", 0, "", `HTTP/1.1 429 Too Many Requests {"error":{"code":429,"message":"You exceeded your current quota, please check your plan and billing details."}}`, rung.KindPremise},
		{"stripe 400 state", "", 0, "", `HTTP/1.1 400 Bad Request {"error":{"code":"charge_already_refunded","message":"Charge ch_1 has already been refunded.","type":"invalid_request_error"}}`, rung.KindConflict},
		{"html page", "", 0, "", `HTTP/1.1 502 Bad Gateway <html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>`, rung.KindTransient},
		{"near miss: a bare 429", "", 0, "", `HTTP/1.1 429 Too Many Requests`, rung.KindTransient},
		{"near miss: a phrase then a number", "", 0, "", `HTTP/1.1 404 Not Found 12 {"message":"x"}`, rung.KindPremise},
	})
}

// TestGeneraliseMCPClientTextWithoutProtocol: an MCP client's own error
// text handed over with no protocol (an agent framework passing only
// err.Error()) reads as it does under "mcp".
func TestGeneraliseMCPClientTextWithoutProtocol(t *testing.T) {
	for _, m := range []string{
		`calling "tools/call": method "tools/call" is invalid during session initialization`,
		`MCP error 0: method "tools/call" is invalid during session initialization`,
		`transport error: transport closed`,
		`MCP error -32602: Tool fetch_wether not found`,
	} {
		want := Classify(Input{Protocol: "mcp", Message: m}).Kind
		if got := Classify(Input{Message: m}).Kind; got != want {
			t.Errorf("%q: got %s without a protocol, %s under mcp", m, got, want)
		}
	}
	// Near miss: a text that only mentions MCP keeps the generic chain.
	if got := Classify(Input{Message: "the MCP server config file is missing a command"}).Kind; got == rung.KindTransient {
		t.Errorf("a mention of MCP read transient")
	}
}

// TestGeneraliseOAuthScopeAndDeviceExpiry: RFC 6749's invalid_scope is the
// request's scope unless the message says it is not granted; RFC 8628's
// expired_token is a device session that ended; x/oauth2's RetrieveError
// text carries the code (the lead, after set 1171).
func TestGeneraliseOAuthScopeAndDeviceExpiry(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"unknown scope", "http", 400, "", `{"error":"invalid_scope","error_description":"scope 'ledger:purge' is not a recognised scope"}`, rung.KindInvalid},
		{"x/oauth2 unknown scope", "http", 400, "", `oauth2: "invalid_scope" "Invalid scopes: openid w:write"`, rung.KindInvalid},
		{"scope not granted", "http", 400, "", `{"error":"invalid_scope","error_description":"The requested scope exceeds the scope granted by the resource owner"}`, rung.KindDenied},
		{"device code expired", "http", 400, "", `{"error":"expired_token","error_description":"The device code has expired."}`, rung.KindPremise},
		{"x/oauth2 device code expired", "http", 400, "", `oauth2: "expired_token"`, rung.KindPremise},
		{"near miss: an access token expired", "http", 401, "", `{"errors":[{"id":"expired_token","message":"The access token expired"}]}`, rung.KindDenied},
		{"near miss: x/oauth2 invalid_grant", "http", 400, "", `oauth2: "invalid_grant" "Token has been expired or revoked."`, rung.KindDenied},
	})
}

// TestGeneraliseGrafanaProvisioned: a Grafana resource owned by file
// provisioning, refused through the API under a 400, is premise as set
// 1174's provenance refusal under a 403; a dashboard's own bad JSON stays
// invalid.
func TestGeneraliseGrafanaProvisioned(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"save", "http", 400, "", `{"message":"Cannot save provisioned dashboard","status":"provisioned-dashboard"}`, rung.KindPremise},
		{"delete", "http", 400, "", `{"message":"provisioned dashboard cannot be deleted"}`, rung.KindPremise},
		{"provenance under 400", "http", 400, "", `{"message":"cannot change provenance from 'file' to 'api'"}`, rung.KindPremise},
		{"near miss: a bad dashboard", "http", 400, "", `{"message":"Dashboard title cannot be empty","status":"empty-name"}`, rung.KindInvalid},
	})
}

// TestGeneraliseWrappedLDAPTool: OpenLDAP's tool line keeps its result
// code behind a wrapper's prefix, as os/exec reports a failed ldapmodify.
func TestGeneraliseWrappedLDAPTool(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"exit status prefix", "", 0, "", "exit status 53: ldap_modify: Server is unwilling to perform (53)\n\tadditional info: shadow context; no update referral", rung.KindPremise},
		{"tool prefix", "", 0, "", "run ldapadd: ldap_add: Object class violation (65)\n\tadditional info: object class 'inetOrgPerson' requires attribute 'sn'", rung.KindInvalid},
		{"near miss: a name inside a word", "", 0, "", "config key myldap_url: not set (2)", rung.KindUnknown},
	})
}

// TestGeneraliseWrappedMemoryError: CPython's MemoryError keeps its reading
// behind a caller's step prefix; a type named like it does not.
func TestGeneraliseWrappedMemoryError(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"bare behind a prefix", "", 0, "", "run notebook cell 4: MemoryError", rung.KindInvalid},
		{"with its text", "", 0, "", "step 3: MemoryError: Unable to allocate 74.5 GiB for an array with shape (100000, 100000) and data type float64", rung.KindInvalid},
		{"near miss: a longer name", "", 0, "", "step 3: CudaMemoryErrorHandler registered", rung.KindUnknown},
	})
}

// TestGeneraliseIsErrorPassesOnAnotherError: an isError text that is another
// program's error whole reads as that error reads alone, before the MCP
// chain takes the status it quotes or a lone validation word for the
// answer (robustness sweep: 1,907 of 31,234 texts that read right bare
// flipped inside an isError result; 231 after). The protocol's own errors
// that a text quotes ("MCP error -32600: ...") stay MCP's.
func TestGeneraliseIsErrorPassesOnAnotherError(t *testing.T) {
	envelope := func(text string) string {
		b, _ := json.Marshal(map[string]any{"content": []any{map[string]string{"type": "text", "text": text}}, "isError": true})
		return string(b)
	}
	runWordingCases(t, []wordingCase{
		{"aws sdk throughput under 400, as the code", "mcp", 0, "isError", "operation error DynamoDB: PutItem, https response error StatusCode: 400, RequestID: W1, ProvisionedThroughputExceededException: The level of configured provisioned throughput for the table was exceeded.", rung.KindTransient},
		{"aws sdk dependency under 400, in the envelope", "mcp", 0, "", envelope("operation error EC2: DeleteVpc, https response error StatusCode: 400, RequestID: 7f3c, api error DependencyViolation: The vpc 'vpc-0a1b' has dependencies and cannot be deleted."), rung.KindPremise},
		{"salesforce record state behind HTTP 400", "mcp", 0, "", envelope(`HTTP 400: [{"message":"entity is deleted","errorCode":"ENTITY_IS_DELETED","fields":[]}]`), rung.KindPremise},
		// Near misses: an MCP error the text quotes is the protocol's; a
		// bare validation word stays invalid.
		{"near miss: the protocol's own error quoted", "mcp", 0, "isError", "MCP error -32600: MCP error -32600: Sampling rejected by user", rung.KindDenied},
		{"near miss: a shape check", "mcp", 0, "", envelope("invalid state: expected one of open, closed"), rung.KindInvalid},
	})
}

// TestGeneraliseImageDownloadTimeout: OpenAI's invalid_image_url when its
// own fetch of the caller's URL timed out is a wait (blind sets 89, 416,
// 457, 1118 and 1193 against sets 1 and 497); the code's other messages
// stay invalid.
func TestGeneraliseImageDownloadTimeout(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"the body with its code", "openai", 400, "invalid_image_url", `{"error":{"message":"Timeout while downloading https://cdn.example.com/a.png.","type":"invalid_request_error","param":null,"code":"invalid_image_url"}}`, rung.KindTransient},
		{"the body alone", "", 400, "", `{"error":{"message":"Timeout while downloading https://cdn.example.com/a.png.","type":"invalid_request_error","param":null,"code":"invalid_image_url"}}`, rung.KindTransient},
		{"openai-go's rendering", "", 0, "", `POST "https://api.openai.com/v1/chat/completions": 400 Bad Request {"message":"Timeout while downloading https://cdn.example.com/a.png.","type":"invalid_request_error","param":null,"code":"invalid_image_url"}`, rung.KindTransient},
		{"near miss: a URL that is no image", "openai", 400, "invalid_image_url", `{"error":{"message":"Error while downloading https://cdn.example.com/a.html.","type":"invalid_request_error","param":null,"code":"invalid_image_url"}}`, rung.KindInvalid},
		{"near miss: an unsupported image", "openai", 400, "invalid_image_format", `{"error":{"message":"Invalid image format. Supported formats are: png, jpeg, gif, webp.","type":"invalid_request_error","param":null,"code":"invalid_image_format"}}`, rung.KindInvalid},
	})
}

// TestGeneralisePythonToolErrorText: the Python SDK's FastMCP renders a
// tool's exception as "Error executing tool <name>: <exception>"; a client
// that hands back that text without the isError flag still hands back a
// tool error, read as one (robustness sweep: 498 of 31,411 texts that read
// right bare flipped behind the prefix under mcp; 184 after).
func TestGeneralisePythonToolErrorText(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"sqlite corruption", "mcp", 0, "", "Error executing tool query: database disk image is malformed (11)", rung.KindPremise},
		{"a missing savepoint", "mcp", 0, "", "Error executing tool exec_sql: SQL logic error: no such savepoint: before_bulk (1)", rung.KindInvalid},
		{"requests' 404", "mcp", 0, "", "Error executing tool fetch_order: 404 Client Error: Not Found for url: https://api.example.com/v1/orders/42", rung.KindPremise},
		{"pydantic validation", "mcp", 0, "", "Error executing tool search_orders: 1 validation error for search_ordersArguments\nlimit\n  Input should be a valid integer [type=int_parsing, input_value='ten', input_type=str]", rung.KindInvalid},
		// Near misses: a sentence that only begins the same way, and a
		// text with no name before the colon.
		{"near miss: no tool name", "mcp", 0, "", "Error executing tool : timeout", rung.KindTransient},
		{"near miss: a sentence", "mcp", 0, "", "Error executing tool calls in parallel is not supported: set parallel_tool_calls to false", rung.KindInvalid},
	})
}

// TestGeneralisePgAssert: a PL/pgSQL ASSERT (P0004) whose words decide
// nothing reads premise, an invariant over the data the function reads;
// words that do decide keep their reading, and a RAISE (P0001) with words
// that decide nothing stays unknown.
func TestGeneralisePgAssert(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"an author's count invariant", "postgres", 0, "P0004", "ERROR: expected exactly one open billing period (SQLSTATE P0004)", rung.KindPremise},
		{"the code in the text only", "", 0, "", "ERROR: billing period overlap check failed (SQLSTATE P0004)", rung.KindPremise},
		{"with its PL/pgSQL context", "postgres", 0, "P0004", "ERROR: assertion failed\nCONTEXT: PL/pgSQL function close_period(bigint) line 9 at ASSERT (SQLSTATE P0004)", rung.KindPremise},
		{"near miss: words that decide keep their reading", "postgres", 0, "P0004", "ERROR: invoice 42 is locked by another session, try again later (SQLSTATE P0004)", rung.KindTransient},
		{"near miss: a RAISE that says nothing", "postgres", 0, "P0001", "ERROR: close_period failed (SQLSTATE P0001)", rung.KindUnknown},
	})
}

// TestGeneraliseGeminiFileGone: the Gemini Files API's 403 for a File "or
// it may not exist" reads premise (uploads are deleted after 48 hours);
// Google's other permission-first hedges stay denied.
func TestGeneraliseGeminiFileGone(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"the JSON body", "http", 403, "PERMISSION_DENIED", `{"error":{"code":403,"message":"You do not have permission to access the File w1x2y3 or it may not exist.","status":"PERMISSION_DENIED"}}`, rung.KindPremise},
		{"google.golang.org/genai's rendering", "", 0, "", "Error 403, Message: You do not have permission to access the File w1x2y3 or it may not exist., Status: PERMISSION_DENIED, Details: []", rung.KindPremise},
		{"the JS SDK's rendering", "", 0, "", `ApiError: got status: 403 Forbidden. {"error":{"code":403,"message":"You do not have permission to access the File w1x2y3 or it may not exist.","status":"PERMISSION_DENIED"}}`, rung.KindPremise},
		{"near miss: Google IAM's hedge", "http", 403, "", `{"error":{"code":403,"message":"Permission 'storage.objects.get' denied on resource (or it may not exist).","status":"PERMISSION_DENIED"}}`, rung.KindDenied},
		{"near miss: a File refused without the hedge", "http", 403, "", `{"error":{"code":403,"message":"You do not have permission to access the File w1x2y3.","status":"PERMISSION_DENIED"}}`, rung.KindDenied},
	})
}

// The names a failure quotes (paths, hosts, e-mail addresses, slugs) are
// the caller's or the model's: a one-word pattern inside one proves nothing
// (text.go inIdent). A sweep renamed every held-out line's own object names
// to such words and re-read it.
func TestIdentifierWordsAreNames(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"a path's directory", "mcp", 0, "", "Destination already exists: /tmp/throttled/fs/shelf/redshank.md", rung.KindConflict},
		{"a path's directory, premise", "mcp", 0, "", "Parent directory does not exist: /tmp/forbidden/fs/a/dangling", rung.KindPremise},
		{"a Windows path", "", 0, "", `The process cannot access the file 'C:\quota\exports\orders.csv' because it is being used by another process.`, rung.KindTransient},
		{"a slug's later segment", "http", 409, "", `{"statusCode":409,"error":"Conflict","message":"ticket t_9 is already assigned to ops-notfound"}`, rung.KindConflict},
		{"a host name", "", 0, "", "Post \"https://api.throttled.example/v1/items\": dial tcp 10.1.2.3:443: connect: connection refused", rung.KindTransient},
		{"an e-mail address", "http", 422, "", `{"errors":{"email":["deploy@forbidden.example has already been taken"]}}`, rung.KindConflict},
		{"a file name", "", 0, "", "open /srv/app/data/busy.log: no such file or directory", rung.KindPremise},
		{"near miss: an X- header's words", "", 0, "", "request refused: X-RateLimit-Remaining: 0", rung.KindTransient},
		{"near miss: a class's dotted name", "", 0, "", "java.net.SocketTimeoutException: Read timed out", rung.KindTransient},
		{"near miss: a version after the phrase", "", 0, "", "chart requires kubeVersion: >=1.29.0-0 which is incompatible with Kubernetes v1.27.9", rung.KindPremise},
		{"near miss: prose's and/or", "aws", 400, "InvalidParameterException", "Cannot reset password for the user as there is no registered/verified email or phone_number", rung.KindPremise},
		{"near miss: the word in prose", "", 0, "", "upstream throttled the request, retry later", rung.KindTransient},
		{"near miss: a PHP namespace's class", "", 0, "", `Illuminate\Database\MultipleRecordsFoundException  2 records were found.`, rung.KindAmbiguous},
		{"a Windows share", "", 0, "", `open \\fs01\quota\q4.xlsx: The network path was not found.`, rung.KindPremise},
	})
}

// A 410 that says only "has already been deleted" answers a repeated
// delete: the world holds the deletion (sets 661, 789, 1271).
func TestAlreadyDeletedUnder410(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"WordPress", "http", 410, "rest_already_trashed", `{"code":"rest_already_trashed","message":"The post has already been deleted.","data":{"status":410}}`, rung.KindConflict},
		{"OpenStreetMap", "http", 410, "", "The node with the id 4507811230 has already been deleted", rung.KindConflict},
		{"a record already removed", "http", 410, "", `{"error":"The record has already been deleted"}`, rung.KindConflict},
		{"near miss: gone, no already", "http", 410, "deleted", "googleapi: Error 410: Resource has been deleted, deleted", rung.KindPremise},
		{"near miss: already deleted, another act refused", "http", 410, "", `{"error":"The post has already been deleted and cannot be edited"}`, rung.KindPremise},
		{"near miss: a bare 410", "http", 410, "", "Gone", rung.KindPremise},
	})
}

// Apache Spark's own SQLSTATE subclasses open with 'K' (42K03, 42K04,
// 42K09): PostgreSQL defines none, and class 42's reading (a wrong
// statement) is not theirs to give; the error condition's words decide
// (postgres.go isSQLState, set 1279).
func TestSparkStatesAreNotPostgres(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"PATH_NOT_FOUND", "", 0, "", "[PATH_NOT_FOUND] Path does not exist: s3a://lake/events/dt=2026-12-01. SQLSTATE: 42K03", rung.KindPremise},
		{"PATH_NOT_FOUND through PySpark", "", 0, "", "pyspark.errors.exceptions.captured.AnalysisException: [PATH_NOT_FOUND] Path does not exist: dbfs:/mnt/raw/orders.csv. SQLSTATE: 42K03", rung.KindPremise},
		{"PATH_ALREADY_EXISTS", "", 0, "", `[PATH_ALREADY_EXISTS] Path file:/tmp/out/orders already exists. Set mode as "overwrite" to overwrite the existing path. SQLSTATE: 42K04`, rung.KindConflict},
		{"DATATYPE_MISMATCH", "", 0, "", `[DATATYPE_MISMATCH.BINARY_OP_DIFF_TYPES] Cannot resolve "(amount + name)" due to data type mismatch: the left and right operands of the binary operator have incompatible types ("DOUBLE" and "STRING"). SQLSTATE: 42K09`, rung.KindInvalid},
		{"near miss: a PostgreSQL-compatible Spark state", "", 0, "", "[TABLE_OR_VIEW_NOT_FOUND] The table or view `sales`.`orders` cannot be found. SQLSTATE: 42P01", rung.KindPremise},
		{"near miss: PostgreSQL's own class 42", "postgres", 0, "42601", `ERROR: syntax error at or near "FORM" (SQLSTATE 42601)`, rung.KindInvalid},
		{"near miss: an FDW state with K late", "postgres", 0, "HV00K", "ERROR: invalid reply handle (SQLSTATE HV00K)", rung.KindInvalid},
	})
}

// A JavaScript ReferenceError for an undefined name is the script's fault
// (toolwords.go jsUndefinedName, set 1260).
func TestJSUndefinedName(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"chromedp Evaluate", "", 0, "", "exception \"Uncaught\" (0:0): ReferenceError: w1260Total is not defined\n    at <anonymous>:1:1", rung.KindInvalid},
		{"node stderr", "exec", 0, "", "exit status 1: /tmp/job/report.js:4\nReferenceError: totals is not defined\n    at Object.<anonymous> (/tmp/job/report.js:4:13)", rung.KindInvalid},
		{"a code tool's line", "", 0, "", "Uncaught ReferenceError: fetchRows is not defined", rung.KindInvalid},
		{"near miss: a Lambda function's own error payload (the Lambda Invoke row)", "aws", 200, "Unhandled", `{"errorType":"ReferenceError","errorMessage":"x is not defined","trace":["ReferenceError: x is not defined","    at Runtime.exports.handler (/var/task/index.js:2:3)"]}`, rung.KindUnknown},
		{"near miss: fetch failed", "", 0, "", "TypeError: fetch failed\n    [cause]: Error: connect ECONNREFUSED 127.0.0.1:8080", rung.KindTransient},
	})
}

// "Use https://host" points to another host; "use HTTPS" asks for the
// scheme (httppreset.go httpsRequiredWords, set 1287).
func TestUseHTTPSIsAScheme(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"Bing's scheme refusal", "http", 410, "", "HTTP is not allowed; use HTTPS.", rung.KindInvalid},
		{"a 403 asking for the scheme", "http", 403, "", "Please use HTTPS when calling this API", rung.KindInvalid},
	})
	for _, msg := range []string{
		"Authorization failure, check auth_key, message: Wrong endpoint. Use https://api-free.deepl.com",
		"This endpoint moved. Use https://api.example.com/v3 instead.",
	} {
		if r, ok := matchWords(callFaultMatcher, msg); ok {
			t.Errorf("%q: read as a call fault (%s); a pointer to another host is not the scheme", msg, r.Reason)
		}
	}
}

// A statement that does not parse, in the words of the parser generators
// most query languages are built with (generic.go argumentWords, set 1279's
// Trino lines): ANTLR and JavaCC.
func TestParserGeneratorSyntaxErrors(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"trino-python-client", "", 0, "SYNTAX_ERROR", `TrinoUserError(type=USER_ERROR, name=SYNTAX_ERROR, message="line 1:10: mismatched input 'FORM'. Expecting: ',', 'FROM', <EOF>", query_id=20240308_101512_00042_w1279)`, rung.KindInvalid},
		{"Spark SQL ParseException", "", 0, "", "org.apache.spark.sql.catalyst.parser.ParseException: \nextraneous input ',' expecting {<EOF>, ';'}(line 1, pos 21)", rung.KindInvalid},
		{"gocql", "", 0, "", "line 1:0 no viable alternative at input 'SELEC' ([SELEC]...)", rung.KindInvalid},
		{"Flink SQL (Calcite)", "", 0, "", "org.apache.flink.table.api.SqlParserException: SQL parse failed. Encountered \"FORM\" at line 1, column 10.\nWas expecting one of:\n    <EOF>\n    \"EXCEPT\" ...", rung.KindInvalid},
		{"near miss: the words without a quoted token are no parser's", "", 0, "", "mismatched input lengths: 3 != 4", rung.KindUnknown},
		{"near miss: a stream cut short keeps its EOF", "", 0, "", "read tcp 10.0.0.5:51234->10.0.0.9:443: unexpected EOF", rung.KindTransient},
		{"near miss: a file named for the words", "fs", 0, "", "open /data/mismatched-input/a.csv: no such file or directory", rung.KindPremise},
	})
}

// Trino's and Presto's per-query memory caps and their empty worker pool
// (roomwords.go, brokerwords.go noEndpointWords; set 1279).
func TestTrinoQueryCaps(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"per-node", "", 0, "EXCEEDED_LOCAL_MEMORY_LIMIT", `TrinoQueryError(type=INSUFFICIENT_RESOURCES, name=EXCEEDED_LOCAL_MEMORY_LIMIT, message="Query exceeded per-node memory limit of 4GB [Allocated: 3.99GB, Delta: 12.06MB]", query_id=20240308_102001_00001_w1279)`, rung.KindInvalid},
		{"per-node user (Presto)", "", 0, "", "com.facebook.presto.ExceededMemoryLimitException: Query exceeded per-node user memory limit of 2GB [Allocated: 2.00GB, Delta: 1.50MB]", rung.KindInvalid},
		{"distributed", "", 0, "", "Query 20240308_102001_00003_abcde failed: Query exceeded distributed user memory limit of 20GB", rung.KindInvalid},
		{"no workers", "", 0, "NO_NODES_AVAILABLE", `TrinoQueryError(type=INTERNAL_ERROR, name=NO_NODES_AVAILABLE, message="No nodes available to run query", query_id=20240308_102001_00001_w1279)`, rung.KindTransient},
		{"near miss: the cluster, not the query", "", 0, "", "Query killed because the cluster is out of memory. Please try again in a few minutes.", rung.KindTransient},
	})
}

// A routing engine's statement that no route connects the places reads
// premise (codes.go NoRoute, geomwords.go noRouteWords; sets 789, 1313);
// Google's ZERO_RESULTS keeps its empty-result reading.
func TestRoutingNoRouteIsPremise(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"OSRM 400", "http", 400, "", `{"code":"NoRoute","message":"Impossible route between points"}`, rung.KindPremise},
		{"Mapbox 200", "http", 200, "", `{"code":"NoRoute","message":"No route found","routes":[],"waypoints":[]}`, rung.KindPremise},
		{"Valhalla 170", "http", 400, "", `{"error_code":170,"error":"Locations are in unconnected regions. Go check/edit the map at osm.org","status_code":400,"status":"Bad Request"}`, rung.KindPremise},
		{"GraphHopper", "http", 400, "", `{"message":"Connection between locations not found","hints":[{"message":"Connection between locations not found","details":"com.graphhopper.util.exceptions.ConnectionNotFoundException"}]}`, rung.KindPremise},
		{"near miss: a coordinate that snaps to nothing", "http", 400, "", `{"code":"NoSegment","message":"Could not find a matching segment for coordinate 2"}`, rung.KindInvalid},
		{"near miss: Google's ZERO_RESULTS", "http", 200, "", `{"geocoded_waypoints":[{"geocoder_status":"OK"},{"geocoder_status":"OK"}],"routes":[],"status":"ZERO_RESULTS"}`, rung.KindAmbiguous},
	})
}

// A cap on work still in flight, reached under a 403, is a wait, as under
// any other 4xx (httppreset.go 403 case, standing.go runningWork; set 1315).
func TestInFlightCapUnder403(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"Azure IoT Hub 403006", "http", 403, "", `{"Message":"{\"errorCode\":403006,\"message\":\"Number of active file upload requests cannot exceed 10\"}","ExceptionMessage":""}`, rung.KindTransient},
		{"Azure IoT Hub 403004", "http", 403, "", `{"Message":"{\"errorCode\":403004,\"message\":\"The device maximum queue depth has been exceeded.\"}","ExceptionMessage":""}`, rung.KindTransient},
		{"running jobs cap", "http", 403, "", `{"error":"Too many running jobs for this project: the limit is 5. Wait for one to finish."}`, rung.KindTransient},
		{"near miss: a cap on what the account holds", "http", 403, "", `{"error":"Maximum number of projects per user limit reached"}`, rung.KindPremise},
		{"near miss: a plain refusal", "http", 403, "", `{"message":"You do not have permission to upload files to this device"}`, rung.KindDenied},
	})
}

// grpc-go's "unknown service X" under UNIMPLEMENTED says the server at the
// target registers nothing for the whole service (a wrong endpoint, an older
// deployment, health or reflection not turned on): premise, the lead after
// twelve blind labels to five (grpc.go). A method missing from a service the
// server has, and a 404 the client mapped to UNIMPLEMENTED, stay invalid.
func TestGRPCUnknownServiceIsPremise(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"grpc-go unknown service", "grpc", 0, "", "rpc error: code = Unimplemented desc = unknown service acme.orders.v3.OrderService", rung.KindPremise},
		{"desc only, code named", "grpc", 0, "UNIMPLEMENTED", "unknown service grpc.reflection.v1.ServerReflection", rung.KindPremise},
		{"caller names go", "go", 0, "", "list services: rpc error: code = Unimplemented desc = unknown service grpc.health.v1.Health", rung.KindPremise},
		{"near miss: unknown method", "grpc", 0, "", "rpc error: code = Unimplemented desc = unknown method Frobnicate for service acme.orders.v3.OrderService", rung.KindInvalid},
		{"near miss: method not implemented", "grpc", 0, "", "rpc error: code = Unimplemented desc = method Delete not implemented", rung.KindInvalid},
		{"near miss: a 404 mapped to UNIMPLEMENTED", "grpc", 0, "", "rpc error: code = Unimplemented desc = unexpected HTTP status code received from server: 404 (Not Found); transport: received unexpected content-type \"text/plain; charset=utf-8\"", rung.KindInvalid},
	})
}

// TestGeneraliseWeaviateRootTypes: in Weaviate's GraphQL every field of the
// Get and Aggregate root types is a collection, so a field missing there
// is a collection not in the schema (premise), bare or in an errors array
// (blind sets 1202 and 1413 against 891); a missing field on any other
// type stays GraphQL validation (invalid).
func TestGeneraliseWeaviateRootTypes(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"errors array under 200", "http", 200, "", `{"data":null,"errors":[{"locations":[{"column":7,"line":1}],"message":"Cannot query field \"Docs\" on type \"GetObjectsObj\".","path":null}]}`, premise},
		{"aggregate, bare", "", 0, "", `Cannot query field "Docs" on type "AggregateObjectsObj".`, premise},
		{"python client exception", "", 0, "", `weaviate.exceptions.WeaviateQueryError: Query call with protocol GQL Get failed with message Cannot query field "Docs" on type "GetObjectsObj".`, premise},
		{"near: a class's own field", "http", 200, "", `{"errors":[{"message":"Cannot query field \"titel\" on type \"Article\"."}]}`, invalid},
		{"near: a bare field on Query", "", 0, "", `Cannot query field "docs" on type "Query".`, invalid},
		{"near: a GetObjects type's property", "", 0, "", `Cannot query field "summary" on type "DocsGetObjectsObj".`, invalid},
	})
}

// TestGeneraliseAlreadyBooked: a booking the world already holds, in the
// words of "already exists" ("room 204 is already booked for ...", "pickup
// already booked for this carrier", "berth B-17 is already reserved for
// vessel X"), is conflict whatever the carrier (five blind conflict labels,
// none other); a slot "not available" stays premise (set 682), and booked
// out (sold out) is premise.
func TestGeneraliseAlreadyBooked(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"sqlite trigger RAISE", "sqlite", 0, "1811", "constraint failed: room 31 is already booked on 2026-01-02 (1811)", conflict},
		{"postgres P0001", "postgres", 0, "P0001", "ERROR: table 7 is already booked for 19:00 (SQLSTATE P0001)", conflict},
		{"a 409", "http", 409, "", `{"error":"already_reserved","detail":"dock 4 is already reserved for carrier Ubex"}`, conflict},
		{"a tool's text", "", 0, "", "pickup already booked for this address and day", conflict},
		{"near: slot not available", "http", 409, "", `{"errors":[{"code":"CONFLICT","detail":"Time slot is not available"}]}`, premise},
		{"near: Cal.com", "http", 400, "", `{"status":"error","error":{"code":"BadRequestException","message":"User either already has booking at this time or is not available"}}`, premise},
		{"near: booked out", "", 0, "", "The course is already booked out; join the waitlist", premise},
	})
}

// TestGeneraliseNginxUnixSocketMissing: nginx's error_log line for a UNIX
// socket path that names nothing while connecting to the upstream is
// premise, as Go's dial unix ENOENT (the upstream is not running or the
// path is wrong); other upstream failures keep their readings.
func TestGeneraliseNginxUnixSocketMissing(t *testing.T) {
	el := func(msg string) string {
		return "2026/12/06 10:00:09 [crit] 18207#18207: *99 " + msg + ", client: 127.0.0.1, server: _, request: \"GET / HTTP/1.1\", upstream: \"fastcgi://unix:/run/php/php8.2-fpm.sock:\", host: \"127.0.0.1\""
	}
	runWordingCases(t, []wordingCase{
		{"php-fpm socket", "", 0, "", el("connect() to unix:/run/php/php8.2-fpm.sock failed (2: No such file or directory) while connecting to upstream"), premise},
		{"uwsgi socket under http", "http", 502, "", el("connect() to unix:/run/uwsgi/app.sock failed (2: No such file or directory) while connecting to upstream"), premise},
		{"Go's own dial", "go", 0, "", "dial unix /run/php/php8.2-fpm.sock: connect: no such file or directory", premise},
		{"near: refused on the socket", "", 0, "", el("connect() to unix:/run/php/php8.2-fpm.sock failed (111: Connection refused) while connecting to upstream"), transient},
		{"near: permission on the socket", "", 0, "", el("connect() to unix:/run/php/php8.2-fpm.sock failed (13: Permission denied) while connecting to upstream"), premise},
		{"near: TCP upstream timed out", "", 0, "", el("upstream timed out (110: Connection timed out) while reading response header from upstream"), transient},
	})
}

// TestGeneraliseDuplicateSample: a time-series store that already holds a
// sample at the series and timestamp written is conflict, bare or under a
// 400 (Prometheus remote write, Mimir's error id); an out-of-order or
// too-old sample stays the request's (invalid), and a series limit stays
// premise.
func TestGeneraliseDuplicateSample(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"Prometheus remote write 400", "http", 400, "", "duplicate sample for timestamp", conflict},
		{"Mimir push via remote write", "http", 400, "", `server returned HTTP status 400 Bad Request: failed pushing to ingester ingester-3: user=t1: the sample has been rejected because another sample with the same timestamp, but a different value, has already been ingested (err-mimir-sample-duplicate-timestamp). The affected sample has timestamp 2026-12-06T10:00:00Z and is from series up{job="api"}`, conflict},
		{"Mimir id alone", "", 0, "", "err-mimir-sample-duplicate-timestamp", conflict},
		{"near: out of order", "http", 400, "", "out of order sample", invalid},
		{"near: Mimir too far in the past", "http", 400, "", "the sample has been rejected because its timestamp is too old (err-mimir-sample-timestamp-too-old)", invalid},
	})
}

// TestGeneraliseShellKilledJob: a shell's own report of a child it ran
// that SIGKILL ended (bash's "bash: line 1:  2774 Killed  cmd", a
// script's "./run.sh: line 3: 91 Killed ...", dash's bare "Killed") reads
// as the other SIGKILL forms do (childproc.go: transient), without the
// "exit status 137" the caller may not pass; a kill by the memory killer,
// and "Killed" inside a sentence, keep their readings.
func TestGeneraliseShellKilledJob(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"bash -c job report", "exec", 137, "137", "bash: line 1:  2774 Killed                  python3 -c 'import time; time.sleep(30)'", transient},
		{"bash without a line number", "exec", 0, "", "bash:  1845 Killed                  sleep 30", transient},
		{"a script's report", "", 0, "", "./migrate.sh: line 12: 40211 Killed                  ./bin/backfill --all", transient},
		{"dash's bare word", "exec", 0, "", "Killed", transient},
		{"after the program's stderr", "exec", 0, "", "loading 3 shards\nKilled", transient},
		{"near: the memory killer", "", 0, "", "Out of memory: Killed process 4121 (python3) total-vm:8123456kB", rung.KindUnknown},
		{"near: a word in a sentence", "", 0, "", "Killed jobs are not restarted by this scheduler", rung.KindUnknown},
	})
}

// TestGeneraliseExaSourceNotAvailable: Exa's per-URL status tag
// SOURCE_NOT_AVAILABLE (httpStatusCode 403, "Access forbidden or source
// unavailable: check if the source requires authentication or is behind a
// paywall", docs.exa.ai error-codes) is the source refusing the read,
// denied, as the two blind sets that met it label it (652, 1518); read in
// the 200's statuses with no result beside it, and in one status entry as
// a client hands it on. The other tags keep set 1285's readings in both
// forms; a 200 with results beside the status is not read so.
func TestGeneraliseExaSourceNotAvailable(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"statuses, no result", "http", 200, "", `{"results": [], "statuses": [{"id": "https://example.com/private", "status": "error", "error": {"tag": "SOURCE_NOT_AVAILABLE", "httpStatusCode": 403}}]}`, denied},
		{"one status entry", "http", 200, "SOURCE_NOT_AVAILABLE", `{"id":"https://vault.example/members","status":"error","error":{"tag":"SOURCE_NOT_AVAILABLE","httpStatusCode":403}}`, denied},
		{"one status entry, not found", "http", 200, "", `{"id":"https://a.example/gone","status":"error","error":{"tag":"CRAWL_NOT_FOUND","httpStatusCode":404}}`, premise},
		{"one status entry, timeout", "http", 200, "", `{"id":"https://b.example/","status":"error","error":{"tag":"CRAWL_TIMEOUT","httpStatusCode":408}}`, transient},
		{"near: a result beside it", "http", 200, "", `{"results": [{"id": "https://a.example/", "url": "https://a.example/", "text": "hello"}], "statuses": [{"id": "https://a.example/", "status": "success"}, {"id": "https://b.example/p", "status": "error", "error": {"tag": "SOURCE_NOT_AVAILABLE", "httpStatusCode": 403}}]}`, rung.KindUnknown},
	})
}
