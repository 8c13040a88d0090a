package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// This file holds the lead's rulings of issue 14's later rounds, each
// with other software's wordings and the near misses that keep their
// reading; docs/taxonomy.md names the blind labels behind each.

// TestKubernetesModifiedRuling: Kubernetes' "the object has been modified;
// please apply your changes to the latest version and try again" is
// transient in every rendering (codes.go, the Kubernetes ruling in
// docs/taxonomy.md): the API asks to try again, client-go ships
// RetryOnConflict for it, and an agent's Kubernetes call reads the object
// afresh each time. Blind labels: transient 9 (sets 1, 27, 35, 37, 84,
// 131, 273, 281, k8s14) to premise 2 (125, 136). Other stale copies keep
// the stale-copy ruling.
func TestKubernetesModifiedRuling(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"status body", "http", 409, "", `{"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","message":"Operation cannot be fulfilled on configmaps \"settings\": the object has been modified; please apply your changes to the latest version and try again","reason":"Conflict","details":{"name":"settings","kind":"configmaps"},"code":409}`, rung.KindTransient},
		{"kubectl replace", "", 0, "", `Error from server (Conflict): error when replacing "deploy.yaml": Operation cannot be fulfilled on deployments.apps "web": the object has been modified; please apply your changes to the latest version and try again`, rung.KindTransient},
		{"kubectl scale", "", 0, "", `Error from server (Conflict): Operation cannot be fulfilled on deployments.apps "api": the object has been modified; please apply your changes to the latest version and try again`, rung.KindTransient},
		{"client-go update", "go", 0, "", `update deployment web: Operation cannot be fulfilled on deployments.apps "web": the object has been modified; please apply your changes to the latest version and try again`, rung.KindTransient},
		{"controller-runtime status update", "", 0, "", `failed to update status: Operation cannot be fulfilled on widgets.example.com "w1": the object has been modified; please apply your changes to the latest version and try again`, rung.KindTransient},
		{"openshift route 409", "http", 409, "", `Operation cannot be fulfilled on routes.route.openshift.io "shop": the object has been modified; please apply your changes to the latest version and try again`, rung.KindTransient},
		// Near misses: other Conflicts and other stale copies keep theirs.
		{"uid precondition", "", 0, "", `Error from server (Conflict): Operation cannot be fulfilled on pods "web-0": Precondition failed: UID in precondition: 1f0e, UID in object meta: 9a2b`, rung.KindPremise},
		{"server-side apply", "", 0, "", `Error from server (Conflict): Apply failed with 1 conflict: conflict with "kubectl-client-side-apply" using apps/v1: .spec.replicas`, rung.KindPremise},
		{"412 if-match", "http", 412, "", "HTTP/1.1 412 Precondition Failed\nETag: \"v9\"", rung.KindPremise},
		{"cloud run stale version", "http", 409, "", "googleapi: Error 409: Conflict for resource 'checkout': version '1733115061262045' was specified but current version is '1733115099017723'", rung.KindPremise},
		{"already exists", "", 0, "", `Error from server (AlreadyExists): deployments.apps "web" already exists`, rung.KindConflict},
	})
}

// TestSlackFatalErrorRuling: Slack's fatal_error says the call failed
// and some of it may have succeeded before the error: transient in every
// client's rendering, the possible effect being the attempt's Effect (the
// lead's ruling after blind sets 7, 424, 444, 470, 484, 495, 618 and 977;
// it was ambiguous before). internal_error and service_unavailable agree.
func TestSlackFatalErrorRuling(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"body", "http", 200, "fatal_error", `{"ok":false,"error":"fatal_error"}`, rung.KindTransient},
		{"body, no code", "http", 200, "", `{"ok":false,"error":"fatal_error","warning":"missing_charset"}`, rung.KindTransient},
		{"python slack_sdk", "", 0, "", `The request to the Slack API failed. (url: https://slack.com/api/chat.postMessage)
The server responded with: {'ok': False, 'error': 'fatal_error'}`, rung.KindTransient},
		{"node web-api", "", 0, "", "An API error occurred: fatal_error", rung.KindTransient},
		{"body with response_metadata", "http", 200, "", `{"ok":false,"error":"fatal_error","response_metadata":{"messages":["[ERROR] the operation did not finish"]}}`, rung.KindTransient},
		// Near misses: Slack's transient server codes keep their reading.
		{"internal_error", "http", 200, "internal_error", `{"ok":false,"error":"internal_error"}`, rung.KindTransient},
		{"service_unavailable", "http", 200, "", `{"ok":false,"error":"service_unavailable"}`, rung.KindTransient},
	})
}

// TestCreatedBodyCut: a 201 Created or 202 Accepted whose body the client
// could not read to its end: the server has done (or taken on) the write,
// and its answer (the new resource, its id) is lost: ambiguous, since a
// retry would write twice (sets 317 and 322). A 200's cut body keeps set
// 24's transient reading: it proves nothing was created.
func TestCreatedBodyCut(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"net/http 201 bare", "go", 201, "", "unexpected EOF", rung.KindAmbiguous},
		{"tool prefix 201", "http", 201, "", "POST http://127.0.0.1:8080/orders: 201 Created: reading body: unexpected EOF", rung.KindAmbiguous},
		{"stainless 201", "http", 201, "", "error parsing response json: unexpected EOF", rung.KindAmbiguous},
		{"202 accepted, decoder", "http", 202, "", "decode job: unexpected EOF", rung.KindAmbiguous},
		{"python requests 201", "http", 201, "", "('Connection broken: IncompleteRead(12 bytes read, 88 more expected)', IncompleteRead(12 bytes read, 88 more expected))", rung.KindAmbiguous},
		{"node fetch 201", "http", 201, "", "TypeError: terminated", rung.KindAmbiguous},
		// Near misses: a 200's cut body and a 201 refused for another reason.
		{"200 bare", "http", 200, "", "unexpected EOF", rung.KindTransient},
		{"200 tool prefix", "http", 200, "", "GET http://127.0.0.1:8080/report: 200 OK: reading body: unexpected EOF", rung.KindTransient},
	})
}

// TestOutcomeUnknown: a failure that says the operation's outcome is
// unknown (a commit sent, its answer lost) is ambiguous in every store's
// words: the write may have landed, so a retry may repeat it (sets 96 and
// 321 against 9). PostgreSQL's 40003 statement_completion_unknown is the
// same. A plain deadline keeps its transient reading.
func TestOutcomeUnknown(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"spanner go client", "grpc", 0, "DEADLINE_EXCEEDED", `spanner: code = "DeadlineExceeded", desc = "context deadline exceeded, transaction outcome unknown"`, rung.KindAmbiguous},
		{"gax apierror", "grpc", 0, "", "rpc error: code = DeadlineExceeded desc = Transaction outcome unknown.", rung.KindAmbiguous},
		{"cockroach ambiguous result", "postgres", 0, "40003", "ERROR: result is ambiguous (error=rpc error: code = Unavailable desc = transport is closing [propagate]) (SQLSTATE 40003)", rung.KindAmbiguous},
		{"lib/pq ambiguous result", "", 0, "", "pq: result is ambiguous (error=failed to send RPC: sending to all replicas failed)", rung.KindAmbiguous},
		{"pg 40003", "postgres", 0, "40003", "ERROR: statement completion unknown (SQLSTATE 40003)", rung.KindAmbiguous},
		{"a tool's words", "", 0, "", "commit failed: the outcome of the transaction is unknown", rung.KindAmbiguous},
		{"java spanner", "", 0, "", "com.google.cloud.spanner.SpannerException: DEADLINE_EXCEEDED: Transaction outcome unknown", rung.KindAmbiguous},
		// Near misses: a plain deadline, and "ambiguous" about a name.
		{"plain deadline", "grpc", 0, "DEADLINE_EXCEEDED", "rpc error: code = DeadlineExceeded desc = context deadline exceeded", rung.KindTransient},
		{"ambiguous column", "postgres", 0, "42702", `ERROR: column reference "id" is ambiguous (SQLSTATE 42702)`, rung.KindInvalid},
	})
}

// TestMCPVersionRefused: the spec's initialize refusal under -32602 reads
// as -32022 and the clients' renderings do: premise (client and server
// share no version). The Streamable HTTP transport's 400 for a bad
// MCP-Protocol-Version header keeps its invalid reading.
func TestMCPVersionRefused(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"spec body", "mcp", 0, "", `{"jsonrpc":"2.0","id":1,"error":{"code":-32602,"message":"Unsupported protocol version","data":{"supported":["2025-06-18"],"requested":"1.0.0"}}}`, rung.KindPremise},
		{"ts client", "", 0, "", "MCP error -32602: Unsupported protocol version", rung.KindPremise},
		{"ts client, code field", "mcp", 0, "-32602", "Unsupported protocol version", rung.KindPremise},
		{"-32022", "mcp", 0, "", `{"jsonrpc":"2.0","id":1,"error":{"code":-32022,"message":"Unsupported protocol version","data":{"supported":["2025-06-18"],"requested":"2024-10-07"}}}`, rung.KindPremise},
		{"go-sdk", "", 0, "", `unsupported protocol version: "2023-01-01"`, rung.KindPremise},
		// Near misses: another -32602, and the HTTP header check.
		{"-32602 bad argument", "mcp", 0, "", `{"jsonrpc":"2.0","id":3,"error":{"code":-32602,"message":"Invalid arguments for tool read_file: path: Required"}}`, rung.KindInvalid},
		{"http header version", "http", 400, "", `{"jsonrpc":"2.0","error":{"code":-32000,"message":"Bad Request: Unsupported protocol version: 2024-01-01 (supported versions: 2025-11-25, 2025-06-18)"},"id":null}`, rung.KindInvalid},
	})
}

// TestMultiStatusMembersFailed: a WebDAV 207 that lists only the members a
// DELETE, COPY or MOVE could not handle: the rest were done, ambiguous. A
// propstat answer and a plain failure keep their readings.
func TestMultiStatusMembersFailed(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"rfc copy 207", "http", 207, "", `<?xml version="1.0" encoding="utf-8" ?><d:multistatus xmlns:d="DAV:"><d:response><d:href>http://www.example.com/othercontainer/R2/</d:href><d:status>HTTP/1.1 423 Locked</d:status><d:error><d:lock-token-submitted/></d:error></d:response></d:multistatus>`, rung.KindAmbiguous},
		{"nextcloud delete 207", "http", 207, "", `<?xml version="1.0"?><d:multistatus xmlns:d="DAV:"><d:response><d:href>/remote.php/dav/files/agent/old/locked.txt</d:href><d:status>HTTP/1.1 403 Forbidden</d:status></d:response></d:multistatus>`, rung.KindAmbiguous},
		{"move 207 upper-case prefix", "http", 207, "", `<D:multistatus xmlns:D="DAV:"><D:response><D:href>/docs/a/b.txt</D:href><D:status>HTTP/1.1 507 Insufficient Storage</D:status></D:response></D:multistatus>`, rung.KindAmbiguous},
		{"no namespace prefix", "http", 207, "", `<multistatus xmlns="DAV:"><response><href>/x/y</href><status>HTTP/1.1 500 Internal Server Error</status></response></multistatus>`, rung.KindAmbiguous},
		{"status line first", "http", 0, "", "HTTP/1.1 207 Multi-Status\nContent-Type: application/xml\n\n<d:multistatus xmlns:d=\"DAV:\"><d:response><d:href>/a/c</d:href><d:status>HTTP/1.1 424 Failed Dependency</d:status></d:response></d:multistatus>", rung.KindAmbiguous},
		// Near misses: a PROPPATCH's propstat (atomic), a plain 423.
		{"proppatch propstat", "http", 207, "", `<d:multistatus xmlns:d="DAV:"><d:response><d:href>/a</d:href><d:propstat><d:prop><x:owner/></d:prop><d:status>HTTP/1.1 403 Forbidden</d:status></d:propstat></d:response></d:multistatus>`, rung.KindDenied},
		{"plain 423", "http", 423, "", `<d:error xmlns:d="DAV:"><d:lock-token-submitted><d:href>/a</d:href></d:lock-token-submitted></d:error>`, rung.KindTransient},
	})
}

// TestBucketNameTaken: a bucket name another customer holds in a namespace
// every customer shares is invalid (the bucket-name ruling): the service
// asks for a different name, the step's own free argument. The bucket the
// caller already owns stays conflict, a project ID or a domain another
// holds premise.
func TestBucketNameTaken(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"s3 sdk v2", "aws", 409, "BucketAlreadyExists", "operation error S3: CreateBucket, https response error StatusCode: 409, RequestID: 1A2B, HostID: x, api error BucketAlreadyExists: The requested bucket name is not available. The bucket namespace is shared by all users of the system. Please select a different name and try again.", rung.KindInvalid},
		{"s3 xml body", "http", 409, "", "<Error><Code>BucketAlreadyExists</Code><Message>The requested bucket name is not available. The bucket namespace is shared by all users of the system. Please select a different name and try again.</Message><BucketName>logs</BucketName></Error>", rung.KindInvalid},
		{"boto3", "", 0, "", "botocore.errorfactory.BucketAlreadyExists: An error occurred (BucketAlreadyExists) when calling the CreateBucket operation: The requested bucket name is not available. The bucket namespace is shared by all users of the system. Please select a different name and try again.", rung.KindInvalid},
		{"gcs googleapi", "", 0, "", "googleapi: Error 409: The requested bucket name is not available. The bucket namespace is shared by all users of the system. Please select a different name and try again., conflict", rung.KindInvalid},
		{"gcloud", "", 0, "", "ERROR: (gcloud.storage.buckets.create) HTTPError 409: The requested bucket name is not available. The bucket namespace is shared by all users of the system. Please select a different name and try again.", rung.KindInvalid},
		// Near misses: the caller's own bucket, and names that are not free choices.
		{"owned by you", "aws", 409, "BucketAlreadyOwnedByYou", "operation error S3: CreateBucket, https response error StatusCode: 409, RequestID: 1A2B, HostID: x, api error BucketAlreadyOwnedByYou: Your previous request to create the named bucket succeeded and you already own it.", rung.KindConflict},
		{"gcs already own", "", 0, "", "googleapi: Error 409: You already own this bucket. Please select another name., conflict", rung.KindConflict},
		{"gcp project id", "", 0, "", "ERROR: (gcloud.projects.create) Project creation failed. The project ID you specified is already in use by another project. Please try an alternative ID.", rung.KindPremise},
	})
}

// TestSeeOther: a 303 with a Location that is not a sign-in page points at
// the call's result or an existing equivalent resource: conflict (the 303
// ruling). A 302 or 307 stays a temporary redirect, a 303 to a login page
// a demand to authenticate, a 303 shown with no Location ambiguous.
func TestSeeOther(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"github branch policy", "http", 303, "", "HTTP/1.1 303 See Other\nLocation: https://api.github.com/repos/acme/shop/environments/production/deployment-branch-policies/361471\n\n", rung.KindConflict},
		{"order exists", "http", 303, "", "HTTP/1.1 303 See Other\nLocation: /orders/8841\nContent-Length: 0", rung.KindConflict},
		{"status only with location header", "http", 0, "", "HTTP/2 303\nlocation: /api/v1/jobs/77\n\n", rung.KindConflict},
		{"go client text", "http", 303, "", "POST https://api.example.com/v1/exports: 303 See Other\nLocation: /v1/exports/exp_42\n\n", rung.KindConflict},
		{"body names the existing", "http", 303, "", "HTTP/1.1 303 See Other\nLocation: /projects/alpha\nContent-Type: application/json\n\n{\"message\":\"A project with this name already exists\"}", rung.KindConflict},
		// Near misses: a temporary redirect, a sign-in page, no Location.
		{"307 temporary", "http", 307, "", "HTTP/1.1 307 Temporary Redirect\nLocation: https://b.s3-eu-central-1.amazonaws.com/k\n\n", rung.KindTransient},
		{"303 to login", "http", 303, "", "HTTP/1.1 303 See Other\nLocation: https://example.com/login?next=%2Fexports\n\n", rung.KindDenied},
		{"303 without location", "http", 303, "", "HTTP/1.1 303 See Other\nContent-Length: 0\n\n", rung.KindAmbiguous},
	})
}

// TestSlackLookupNone: users.lookupByEmail's users_not_found, a search by an
// attribute that found no one, is ambiguous (the Slack lookup ruling), as
// Google's ZERO_RESULTS; a user id that names no one stays premise.
func TestSlackLookupNone(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"raw body", "http", 200, "", `{"ok":false,"error":"users_not_found"}`, rung.KindAmbiguous},
		{"code field", "http", 200, "users_not_found", `{"ok":false,"error":"users_not_found"}`, rung.KindAmbiguous},
		{"slack-go", "", 0, "", "users_not_found", rung.KindAmbiguous},
		{"python sdk", "", 0, "", "The request to the Slack API failed. (url: https://slack.com/api/users.lookupByEmail)\nThe server responded with: {'ok': False, 'error': 'users_not_found'}", rung.KindAmbiguous},
		{"node sdk", "", 0, "", "An API error occurred: users_not_found", rung.KindAmbiguous},
		// Near misses: a user id, a channel.
		{"user id", "http", 200, "", `{"ok":false,"error":"user_not_found"}`, rung.KindPremise},
		{"channel", "http", 200, "", `{"ok":false,"error":"channel_not_found"}`, rung.KindPremise},
	})
}

// TestExclusionOverlap: an exclusion constraint refusing a row that
// overlaps one already stored is premise (the exclusion ruling): the range
// the plan assumed free is taken and the step's row was not made. A unique
// key stays conflict; an exclusion constraint that existing rows break
// while it is added stays premise for its own reason.
func TestExclusionOverlap(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pgx", "postgres", 0, "23P01", `ERROR: conflicting key value violates exclusion constraint "bookings_room_during_excl" (SQLSTATE 23P01)`, rung.KindPremise},
		{"pgx with detail", "postgres", 0, "", "ERROR: conflicting key value violates exclusion constraint \"reservations_no_overlap\" (SQLSTATE 23P01)\nDETAIL: Key (room, during)=(4, [2026-05-01,2026-05-03)) conflicts with existing key (room, during)=(4, [2026-05-02,2026-05-04)).", rung.KindPremise},
		{"psycopg", "", 0, "", `psycopg2.errors.ExclusionViolation: conflicting key value violates exclusion constraint "reservations_no_overlap"`, rung.KindPremise},
		{"node-postgres", "", 0, "", `error: conflicting key value violates exclusion constraint "seat_holds_excl"`, rung.KindPremise},
		{"tool wrapped", "", 0, "", `tool book_room: ERROR: conflicting key value violates exclusion constraint "room_bookings_no_overlap" (SQLSTATE 23P01)`, rung.KindPremise},
		// Near misses: a unique key, and a new constraint the stored rows break.
		{"unique key", "postgres", 0, "23505", `ERROR: duplicate key value violates unique constraint "bookings_pkey" (SQLSTATE 23505)`, rung.KindConflict},
		{"new constraint", "postgres", 0, "23P01", `ERROR: could not create exclusion constraint "bookings_no_overlap" (SQLSTATE 23P01)`, rung.KindPremise},
	})
}

// TestSQLiteReadOnly: SQLITE_READONLY (8), "attempt to write a readonly
// database", is denied in every binding's words (the SQLite read-only
// ruling, revised): SQLite's own words name a write permission the
// connection lacks. A moved file and a read-only PostgreSQL transaction
// keep premise; a read-only directory was denied before.
func TestSQLiteReadOnly(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"modernc", "sqlite", 0, "", "attempt to write a readonly database (8)", rung.KindDenied},
		{"mattn", "", 0, "", "attempt to write a readonly database", rung.KindDenied},
		{"node sqlite3", "", 0, "", "Error: SQLITE_READONLY: attempt to write a readonly database", rung.KindDenied},
		{"python", "", 0, "", "sqlite3.OperationalError: attempt to write a readonly database", rung.KindDenied},
		{"tool wrapped", "", 0, "", "tool notes.save: attempt to write a readonly database (8)", rung.KindDenied},
		// Near misses: a moved file, PostgreSQL's read-only transaction.
		{"db moved", "sqlite", 0, "", "attempt to write a readonly database (1032)", rung.KindPremise},
		{"pg 25006", "postgres", 0, "25006", "ERROR: cannot execute UPDATE in a read-only transaction (SQLSTATE 25006)", rung.KindPremise},
	})
}

// TestSessionRulings1218: the lead's rulings after sets 1218 to 1233,
// each where the blind labels outnumber the old reading.
func TestSessionRulings1218(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// ACME caa: the domain's DNS forbids the CA (sets 756, 1231 against 659).
		{"lego caa", "http", 403, "urn:ietf:params:acme:error:caa", "acme: error: 403 :: urn:ietf:params:acme:error:caa :: CAA record for shop.example.org prevents issuance", rung.KindPremise},
		{"certbot caa text", "", 0, "", "Certbot failed to authenticate some domains (authenticator: nginx). The Certificate Authority reported these problems:\n  Domain: shop.example.org\n  Type:   urn:ietf:params:acme:error:caa\n  Detail: CAA record for shop.example.org prevents issuance", rung.KindPremise},
		{"acme bare unauthorized stays denied", "http", 403, "urn:ietf:params:acme:error:unauthorized", "acme: error: 403 :: urn:ietf:params:acme:error:unauthorized :: Account is not authorized to revoke this certificate", rung.KindDenied},
		// Entra AADSTS700016: the app is not in the tenant (sets 398, 1228 against 914).
		{"AADSTS700016 body", "http", 400, "", `{"error":"unauthorized_client","error_description":"AADSTS700016: Application with identifier 'a1b2c3d4-0000-4e5f-8a9b-0c1d2e3f4a5b' was not found in the directory 'Fabrikam'. This can happen if the application has not been installed by the administrator of the tenant or consented to by any user in the tenant. You may have sent your authentication request to the wrong tenant."}`, rung.KindPremise},
		{"AADSTS700016 msal", "", 400, "unauthorized_client", "AADSTS700016: Application with identifier 'a1b2c3d4-0000-4e5f-8a9b-0c1d2e3f4a5b' was not found in the directory 'Contoso'.", rung.KindPremise},
		{"unauthorized_client for a grant type stays denied", "http", 400, "", `{"error":"unauthorized_client","error_description":"AADSTS700025: Client is public so neither 'client_assertion' nor 'client_secret' should be presented."}`, rung.KindDenied},
		// A 429 whose body asks for a narrower query (sets 740, 1233).
		{"sentry discover", "http", 429, "", `{"detail":"Query timeout. Please try with a smaller date range or fewer conditions."}`, rung.KindInvalid},
		{"narrow your query", "http", 429, "", `{"error":"This search is too expensive. Narrow your query or add filters."}`, rung.KindInvalid},
		{"plain 429 stays a wait", "http", 429, "", `{"detail":"Request was throttled. Expected available in 12 seconds."}`, rung.KindTransient},
	})
}

// TestSessionRulings1233: a cap on work running at once is a wait even
// when its words say quota (18 of 18 held-out lines); AWS ResourceInUse
// whose object is itself in state DELETING is premise (set 1236).
func TestSessionRulings1233(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"splunk concurrency quota", "http", 0, "", `This search could not be dispatched because the role-based concurrency limit of historical searches for user "svc_a" on this instance has been reached (usage=3, quota=3).`, rung.KindTransient},
		{"concurrent queries quota under 403", "http", 403, "", `{"message":"Maximum concurrent queries quota reached for this workspace"}`, rung.KindTransient},
		{"concurrent jobs", "", 0, "", "Cannot start job: the limit of 10 concurrent jobs for this project has been reached", rung.KindTransient},
		// Near misses: a spent allowance stays premise.
		{"daily quota", "http", 403, "", `{"message":"Daily query quota exceeded for this project"}`, rung.KindPremise},
		// ResourceInUse.
		{"kinesis stream deleting", "aws", 400, "ResourceInUseException", "operation error Kinesis: UpdateShardCount, https response error StatusCode: 400, RequestID: 9f1e, api error ResourceInUseException: Stream orders under account 123456789012 not ACTIVE, instead in state DELETING", rung.KindPremise},
		{"kinesis stream creating stays a wait", "aws", 400, "ResourceInUseException", "operation error Kinesis: PutRecord, https response error StatusCode: 400, RequestID: 9f1f, api error ResourceInUseException: Stream orders under account 123456789012 not ACTIVE, instead in state CREATING", rung.KindTransient},
		{"table being deleted on a create stays a wait", "aws", 400, "ResourceInUseException", "operation error DynamoDB: CreateTable, https response error StatusCode: 400, RequestID: 1a2b, api error ResourceInUseException: Attempt to change a resource which is still in use: Table is being deleted: orders", rung.KindTransient},
	})
}

// TestSessionRulings1238: SQLite's RENAME COLUMN onto a name the table
// holds is conflict (sets 316, 1238); PostgreSQL's required extension not
// installed is invalid, CASCADE repairs the call (sets 434, 1239 against 373).
func TestSessionRulings1238(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"sqlite rename onto held name", "sqlite", 0, "", "SQL logic error: error in table tasks after rename: duplicate column name: owner (1)", rung.KindConflict},
		{"sqlite view broken by rename stays premise", "sqlite", 0, "", "SQL logic error: error in view v_tasks after rename: no such column: title (1)", rung.KindPremise},
		{"pg required extension", "postgres", 0, "42704", `ERROR: required extension "cube" is not installed (SQLSTATE 42704)`, rung.KindInvalid},
		{"pg extension not available stays premise", "postgres", 0, "0A000", `ERROR: extension "postgis" is not available (SQLSTATE 0A000)`, rung.KindPremise},
		{"pg type missing stays premise", "postgres", 0, "42704", `ERROR: type "hstore" does not exist (SQLSTATE 42704)`, rung.KindPremise},
	})
}

// TestOkFalseSentence: {"ok":false,"error":...} is Slack's shape, but a
// sentence in "error" is no Slack code: a gateway relaying another
// service's message. Its words decide, not "unrecognised Slack code".
func TestOkFalseSentence(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"relayed overload", "http", 200, "", `{"ok":false,"error":"The model is overloaded. Please try again later."}`, rung.KindTransient},
		{"relayed daily cap", "http", 200, "", `{"ok":false,"error":"Rate limit exceeded: free-models-per-day. Add 10 credits to unlock 1000 free model requests per day"}`, rung.KindPremise},
		{"relayed key refusal", "http", 200, "", `{"ok":false,"error":"Invalid API key provided"}`, rung.KindDenied},
		// Near misses: Slack's own codes keep their table.
		{"slack channel_not_found", "http", 200, "", `{"ok":false,"error":"channel_not_found"}`, rung.KindPremise},
		{"slack ratelimited", "http", 200, "", `{"ok":false,"error":"ratelimited"}`, rung.KindTransient},
	})
}

// TestSlackThreadingRule: a channel's threading rule is the post's to
// repair (thread_ts added or dropped), unlike the other restricted_action
// codes (blind sets 367 and 1246).
func TestSlackThreadingRule(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"thread-only channel", "http", 200, "", `{"ok":false,"error":"restricted_action_thread_only_channel"}`, rung.KindInvalid},
		{"non-threadable channel", "http", 200, "", `{"ok":false,"error":"restricted_action_non_threadable_channel"}`, rung.KindInvalid},
		{"read-only channel stays denied", "http", 200, "", `{"ok":false,"error":"restricted_action_read_only_channel"}`, rung.KindDenied},
		{"restricted_action stays denied", "http", 200, "", `{"ok":false,"error":"restricted_action"}`, rung.KindDenied},
	})
}
