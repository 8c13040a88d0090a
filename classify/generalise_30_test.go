package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneraliseSet30 holds, for each class of miss of the documented
// held-out set 30, the set's own line and wordings of the same class from
// other software: a rule that knew only the set's message would fail them.
// Each case names where its wording comes from; "negative" cases are the
// neighbours a too-broad rule would take.
func TestGeneraliseSet30(t *testing.T) {
	cases := []struct {
		class, source string
		in            Input
		want          rung.Kind
	}{
		// Work the call needs the end of, still running, under a generic
		// code: it ends by itself (transient).
		{"running", "set 30: Athena GetQueryResults while RUNNING",
			Input{Protocol: "aws", Status: 400, Code: "InvalidRequestException", Message: "operation error Athena: GetQueryResults, https response error StatusCode: 400, RequestID: 0c2e4a6b, InvalidRequestException: Query has not yet finished. Current state: RUNNING"}, rung.KindTransient},
		{"running", "Athena GetQueryResults while QUEUED (QueryExecutionStatus states)",
			Input{Protocol: "aws", Status: 400, Message: "operation error Athena: GetQueryResults, https response error StatusCode: 400, RequestID: r1, InvalidRequestException: Query has not yet finished. Current state: QUEUED"}, rung.KindTransient},
		{"running", "an Express API's 400 for a meeting still under way (public repository)",
			Input{Protocol: "http", Status: 400, Message: `{"msg":"Meeting has not finished yet; cannot mark completed"}`}, rung.KindTransient},
		{"running", "dymension x/dymns CompleteAliasSellOrder before the order ends",
			Input{Message: "failed to complete alias sell order: Sell-Order has not finished yet"}, rung.KindTransient},

		// A delete refused for what the object still holds, under a generic
		// code or a 409: remove those first (premise).
		{"holds", "set 30: EventBridge DeleteRule with targets",
			Input{Protocol: "aws", Status: 400, Message: "operation error EventBridge: DeleteRule, https response error StatusCode: 400, RequestID: 1b3d5f7a, ValidationException: Rule can't be deleted since it has targets."}, rung.KindPremise},
		{"holds", "Stripe DELETE /v1/products/{id} with prices",
			Input{Protocol: "http", Status: 400, Message: `{"error":{"message":"This product cannot be deleted because it has one or more user-created prices.","type":"invalid_request_error"}}`}, rung.KindPremise},
		{"holds", "a Flask booking API's 409 (public repository)",
			Input{Protocol: "http", Status: 409, Message: `{"error":"Sunbed has bookings","details":"Sunbed cannot be deleted because it has bookings"}`}, rung.KindPremise},
		{"holds", "an ASP.NET ConflictException as RFC 9457 problem details (public repository)",
			Input{Protocol: "http", Status: 409, Message: `{"title":"Conflict","status":409,"detail":"This category cannot be deleted because it has linked projects."}`}, rung.KindPremise},

		// An AWS code TooMany<Resource>s: a count the account holds, not a
		// rate; a count inside the request is the call's; a lockout lifts.
		{"aws-count", "set 30: Route 53 CreateHealthCheck TooManyHealthChecks",
			Input{Protocol: "aws", Status: 400, Message: "operation error Route 53: CreateHealthCheck, https response error StatusCode: 400, RequestID: 4e6a8c0b, api error TooManyHealthChecks: This health check can't be created because the current account has reached the limit on the number of active health checks. To request a higher limit, create a case with the AWS Support Center."}, rung.KindPremise},
		{"aws-count", "CloudFront CreateDistribution TooManyDistributions (API reference)",
			Input{Protocol: "aws", Status: 400, Message: "operation error CloudFront: CreateDistribution, https response error StatusCode: 400, RequestID: r1, api error TooManyDistributions: Processing your request would cause you to exceed the maximum number of distributions allowed."}, rung.KindPremise},
		{"aws-count", "Route 53 CreateHostedZone TooManyHostedZones (API reference)",
			Input{Protocol: "aws", Status: 400, Message: "operation error Route 53: CreateHostedZone, https response error StatusCode: 400, RequestID: r2, api error TooManyHostedZones: This operation can't be completed because the current account has reached the limit on the number of hosted zones. To request a higher limit, create a case with the AWS Support Center."}, rung.KindPremise},
		{"aws-count", "negative: SQS TooManyEntriesInBatchRequest is a count inside the call",
			Input{Protocol: "aws", Status: 400, Message: "operation error SQS: SendMessageBatch, https response error StatusCode: 400, RequestID: r3, api error AWS.SimpleQueueService.TooManyEntriesInBatchRequest: Maximum number of entries per request are 10. You have sent 12."}, rung.KindInvalid},
		{"aws-count", "negative: Cognito TooManyFailedAttemptsException is a lockout that lifts",
			Input{Protocol: "aws", Status: 400, Message: "operation error Cognito Identity Provider: RespondToAuthChallenge, https response error StatusCode: 400, RequestID: r4, TooManyFailedAttemptsException: Too many failed attempts."}, rung.KindTransient},

		// Slack codes in no table, read by their parts.
		{"stale-token", "set 30: Slack views.update hash_conflict",
			Input{Protocol: "http", Status: 200, Code: "hash_conflict", Message: `{"ok":false,"error":"hash_conflict"}`}, rung.KindPremise},
		{"stale-token", "Elasticsearch optimistic concurrency (if_seq_no) version conflict",
			Input{Protocol: "http", Status: 409, Message: `{"error":{"root_cause":[{"type":"version_conflict_engine_exception","reason":"[4821]: version conflict, required seqNo [12], primary term [1]. current document has seqNo [13] and primary term [1]","index":"orders"}],"type":"version_conflict_engine_exception","reason":"[4821]: version conflict, required seqNo [12], primary term [1]. current document has seqNo [13] and primary term [1]","index":"orders"},"status":409}`}, rung.KindPremise},
		{"duplicate", "set 30: Slack views.open duplicate_external_id",
			Input{Protocol: "http", Status: 200, Code: "duplicate_external_id", Message: `{"ok":false,"error":"duplicate_external_id"}`}, rung.KindConflict},
		{"duplicate", "negative: Slack duplicate_message_not_found stays a missing object",
			Input{Protocol: "http", Status: 200, Message: `{"ok":false,"error":"duplicate_message_not_found"}`}, rung.KindPremise},
		{"role", "set 30: Slack users.profile.set cannot_update_admin_user",
			Input{Protocol: "http", Status: 200, Code: "cannot_update_admin_user", Message: `{"ok":false,"error":"cannot_update_admin_user"}`}, rung.KindDenied},
		{"role", "Zulip OrganizationAdministratorRequiredError (zerver/lib/exceptions.py)",
			Input{Protocol: "http", Status: 400, Message: `{"result":"error","msg":"Must be an organization administrator","code":"BAD_REQUEST"}`}, rung.KindDenied},
		{"role", "Zulip OrganizationOwnerRequiredError",
			Input{Protocol: "http", Status: 400, Message: `{"result":"error","msg":"Must be an organization owner","code":"BAD_REQUEST"}`}, rung.KindDenied},
		{"role", "negative: Slack cant_invite_self stays the call's",
			Input{Protocol: "http", Status: 200, Message: `{"ok":false,"error":"cant_invite_self"}`}, rung.KindInvalid},

		// A capability the MCP client lacks, however the SDK words it.
		{"mcp-capability", "set 30: the specification's roots example (-32601)",
			Input{Protocol: "mcp", Message: `{"jsonrpc":"2.0","id":4,"error":{"code":-32601,"message":"Roots not supported","data":{"reason":"Client does not have roots capability"}}}`}, rung.KindPremise},
		{"mcp-capability", "MCP python-sdk client/session.py _default_list_roots_callback (-32600)",
			Input{Protocol: "mcp", Message: `{"jsonrpc":"2.0","id":3,"error":{"code":-32600,"message":"List roots not supported"}}`}, rung.KindPremise},
		{"mcp-capability", "MCP python-sdk _default_sampling_callback (-32600)",
			Input{Protocol: "mcp", Message: `{"jsonrpc":"2.0","id":5,"error":{"code":-32600,"message":"Sampling not supported"}}`}, rung.KindPremise},
		{"mcp-capability", "MCP python-sdk _default_elicitation_callback (-32600)",
			Input{Protocol: "mcp", Message: `{"jsonrpc":"2.0","id":6,"error":{"code":-32600,"message":"Elicitation not supported"}}`}, rung.KindPremise},
		{"mcp-capability", "negative: a -32600 about the request itself",
			Input{Protocol: "mcp", Message: `{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"Invalid Request"}}`}, rung.KindInvalid},

		// A call on a channel the program closed.
		{"closed-channel", "set 30: grpc-go ErrClientConnClosing",
			Input{Protocol: "grpc", Message: "rpc error: code = Canceled desc = grpc: the client connection is closing"}, rung.KindInvalid},
		{"closed-channel", "grpc-java ManagedChannelImpl after shutdown()",
			Input{Protocol: "grpc", Message: "io.grpc.StatusRuntimeException: UNAVAILABLE: Channel shutdown invoked"}, rung.KindInvalid},
		{"closed-channel", "grpc-python _channel.py on a closed channel",
			Input{Message: "ValueError: Cannot invoke RPC on closed channel!"}, rung.KindInvalid},
		{"closed-channel", "@grpc/grpc-js Channel.createCall after close()",
			Input{Message: "Error: Channel has been shut down"}, rung.KindInvalid},
		{"closed-channel", "negative: grpc-java's load balancer dropping a subchannel",
			Input{Protocol: "grpc", Message: "io.grpc.StatusRuntimeException: UNAVAILABLE: Subchannel shutdown invoked"}, rung.KindTransient},

		// A TLS negotiation that fails as configured, reported as UNAVAILABLE.
		{"tls-negotiation", "set 30: grpc-go 1.67 ALPN enforcement",
			Input{Protocol: "grpc", Message: `rpc error: code = Unavailable desc = connection error: desc = "transport: authentication handshake failed: credentials: cannot check peer: missing selected ALPN property. If you upgraded from a grpc-go version earlier than 1.67, your TLS connections may have stopped working due to ALPN enforcement. For more details, see: https://github.com/grpc/grpc-go/issues/434"`}, rung.KindPremise},
		{"tls-negotiation", "grpc-java ProtocolNegotiators",
			Input{Protocol: "grpc", Message: "io.grpc.StatusRuntimeException: UNAVAILABLE: Failed ALPN negotiation: Unable to find compatible protocol"}, rung.KindPremise},
		{"tls-negotiation", "x/net/http2 Transport against a server without h2",
			Input{Protocol: "go", Message: `Get "https://api.internal:8443/v1/items": http2: unexpected ALPN protocol "http/1.1"; want "h2"`}, rung.KindPremise},
		{"tls-negotiation", "gRPC core (C++, Python) with an OpenSSL handshake_failure alert",
			Input{Protocol: "grpc", Code: "UNAVAILABLE", Message: "failed to connect to all addresses; last error: UNKNOWN: ipv4:10.0.3.7:443: Ssl handshake failed: SSL_ERROR_SSL: error:10000410:SSL routines:OPENSSL_internal:SSLV3_ALERT_HANDSHAKE_FAILURE"}, rung.KindPremise},
		{"tls-negotiation", "negative: a handshake the network cut (EOF)",
			Input{Protocol: "grpc", Message: `rpc error: code = Unavailable desc = connection error: desc = "transport: authentication handshake failed: EOF"`}, rung.KindTransient},

		// A refusal on an object switched off, under a generic 422.
		{"disabled", "set 30: GitHub workflow dispatch on a disabled workflow",
			Input{Protocol: "http", Status: 422, Message: `{"message":"Cannot trigger a 'workflow_dispatch' on a disabled workflow","documentation_url":"https://docs.github.com/rest/actions/workflows#create-a-workflow-dispatch-event","status":"422"}`}, rung.KindPremise},
		{"disabled", "the same refusal as go-github renders it",
			Input{Protocol: "http", Status: 422, Message: "POST https://api.github.com/repos/acme/app/actions/workflows/nightly.yml/dispatches: 422 Cannot trigger a 'workflow_dispatch' on a disabled workflow []"}, rung.KindPremise},
		{"disabled", "the same refusal as benc-uk/workflow-dispatch logs it (issue #72)",
			Input{Message: "Error: Cannot trigger a 'workflow_dispatch' on a disabled workflow - https://docs.github.com/rest/actions/workflows#create-a-workflow-dispatch-event"}, rung.KindPremise},

		// A 403 that is the size of what was asked, not authority.
		{"too-large", "set 30: GitHub contents API, a blob over 1 MB",
			Input{Protocol: "http", Status: 403, Message: `{"message":"This API returns blobs up to 1 MB in size. The requested blob is too large to fetch via the API, but you can use the Git Data API to request blobs up to 100 MB in size.","errors":[{"resource":"Blob","field":"data","code":"too_large"}],"documentation_url":"https://docs.github.com/rest/repos/contents#get-repository-content","status":"403"}`}, rung.KindInvalid},
		{"too-large", "Google Drive files.export exportSizeLimitExceeded",
			Input{Protocol: "http", Status: 403, Message: `{"error":{"errors":[{"domain":"global","reason":"exportSizeLimitExceeded","message":"This file is too large to be exported."}],"code":403,"message":"This file is too large to be exported."}}`}, rung.KindInvalid},
		{"too-large", "Google Drive through google.golang.org/api",
			Input{Protocol: "http", Status: 403, Message: "googleapi: Error 403: This file is too large to be exported., exportSizeLimitExceeded"}, rung.KindInvalid},
	}
	for _, tc := range cases {
		got := Classify(tc.in)
		if got.Kind != tc.want {
			t.Errorf("%s (%s): got %s (%s), want %s", tc.class, tc.source, got.Kind, got.Reason, tc.want)
		}
	}
}
