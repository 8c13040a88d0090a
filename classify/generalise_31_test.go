package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise31 checks the classes that held-out set 31's misses named,
// each on other software's wording of the same class (none of these lines
// is in a held-out set). Each case names the software whose wording it is.
func TestGeneralise31(t *testing.T) {
	cases := []wordingCase{
		// A client library refusing its own options or its own objects'
		// lifecycle before any request: the program is wrong, invalid.
		{"client's own options: curl with OpenSSL 3 (--tlsv1.3 --tls-max 1.2)", "", 0, "", "curl: (35) OpenSSL/3.0.13: error:0A0000BF:SSL routines::no protocols available", rung.KindInvalid},
		{"client's own options: Python ssl.SSLContext.wrap_socket without server_hostname", "", 0, "", "ValueError: check_hostname requires server_hostname", rung.KindInvalid},
		{"client's own options: Python ssl.SSLContext.verify_mode", "", 0, "", "ValueError: Cannot set verify_mode to CERT_NONE when check_hostname is enabled.", rung.KindInvalid},
		{"client's own options: grpc-go per-RPC credentials over an insecure connection, at call time", "grpc", 0, "UNAUTHENTICATED", "rpc error: code = Unauthenticated desc = transport: cannot send secure credentials on an insecure connection", rung.KindInvalid},
		{"client's own lifecycle: Python httpx StreamClosed", "", 0, "", "httpx.StreamClosed: Attempted to read or stream content, but the stream has been closed.", rung.KindInvalid},
		{"client's own lifecycle: Python requests, content read twice", "", 0, "", "RuntimeError: The content for this response was already consumed", rung.KindInvalid},
		{"client's own lifecycle: Go net/http ErrBodyReadAfterClose (a handler reading a closed request body)", "go", 0, "", "read request body: http: invalid Read on closed Body", rung.KindInvalid},
		{"client's own lifecycle: .NET HttpClient used after Dispose", "", 0, "", "System.ObjectDisposedException: Cannot access a disposed object.\nObject name: 'System.Net.Http.HttpClient'.", rung.KindInvalid},
		// A limit read by what it counts and over what period: a day or
		// more does not refill within a retry (premise, whatever the code);
		// work still running frees by itself (transient).
		{"long period: Amazon Bedrock through boto3 (botocore's rendering)", "", 0, "", "botocore.errorfactory.ThrottlingException: An error occurred (ThrottlingException) when calling the InvokeModel operation (reached max retries: 4): Too many tokens per day, please wait before trying again.", rung.KindPremise},
		{"long period: Twilio error 63038 behind a 429", "http", 429, "", "HTTP/1.1 429 Too Many Requests\n\n{\"code\":63038,\"message\":\"Account exceeded the daily messages limit\",\"more_info\":\"https://www.twilio.com/docs/errors/63038\",\"status\":429}", rung.KindPremise},
		{"long period (control): Amazon Bedrock per-minute throttle", "aws", 429, "ThrottlingException", "operation error Bedrock Runtime: InvokeModel, https response error StatusCode: 429, RequestID: 1a2b3c4d, ThrottlingException: Too many tokens, please wait before trying again.", rung.KindTransient},
		{"long period (control): Google Sheets API per-minute quota", "http", 429, "", "HTTP/1.1 429 Too Many Requests\n\n{\"error\":{\"code\":429,\"message\":\"Quota exceeded for quota metric 'Read requests' and limit 'Read requests per minute per user' of service 'sheets.googleapis.com' for consumer 'project_number:1234'.\",\"status\":\"RESOURCE_EXHAUSTED\"}}", rung.KindTransient},
		{"running work: Redshift Data API ActiveStatementsExceededException (API reference text)", "aws", 400, "ActiveStatementsExceededException", "operation error Redshift Data: ExecuteStatement, https response error StatusCode: 400, RequestID: 3c4d5e6f, ActiveStatementsExceededException: The number of active statements exceeds the limit.", rung.KindTransient},
		{"running work: Redshift Data API ActiveSessionsExceededException (API reference text)", "aws", 400, "ActiveSessionsExceededException", "operation error Redshift Data: ExecuteStatement, https response error StatusCode: 400, RequestID: 5e6f7a8b, ActiveSessionsExceededException: The Amazon Redshift Data API operation failed because the maximum number of active sessions exceeded.", rung.KindTransient},
		{"running work (control): IAM LimitExceeded, a count the account holds", "aws", 409, "LimitExceeded", "operation error IAM: AttachRolePolicy, https response error StatusCode: 409, RequestID: 7a8b9c0d, api error LimitExceeded: Cannot exceed quota for PoliciesPerRole: 10", rung.KindPremise},
		{"running work (control): EMR LimitExceededException, instances held", "aws", 400, "LimitExceededException", "operation error EMR: RunJobFlow, https response error StatusCode: 400, RequestID: 9c0d1e2f, LimitExceededException: The maximum number of running instances has been reached.", rung.KindPremise},
		// A generic validation code whose message is the world's state: a
		// missing object in other words ("could not find", "No <thing>
		// found"), objects already there that stand in the way, a resource
		// another object holds (premise, not invalid nor conflict).
		{"missing in other words: Helm v2 client", "", 0, "", "Error: could not find tiller", rung.KindPremise},
		{"missing in other words: Docker plugin install", "", 0, "", "Error response from daemon: could not find plugin vieux/sshfs in v1 plugin registry: plugin not found", rung.KindPremise},
		{"missing in other words: SageMaker DescribeModel (ValidationException)", "aws", 400, "ValidationException", "operation error SageMaker: DescribeModel, https response error StatusCode: 400, RequestID: 2b3c4d5e, api error ValidationException: Could not find model \"arn:aws:sagemaker:us-east-1:123456789012:model/churn-xgb-v3\".", rung.KindPremise},
		{"missing in other words: Azure Resource Manager NoRegisteredProviderFound", "http", 400, "", "HTTP/1.1 400 Bad Request\n\n{\"error\":{\"code\":\"NoRegisteredProviderFound\",\"message\":\"No registered resource provider found for location 'westeurope' and API version '2023-01-01' for type 'storageAccounts'. The supported api-versions are '2022-09-01'.\"}}", rung.KindPremise},
		{"others in the way: Compute Engine subnetworks.insert (googleapi)", "http", 400, "", "googleapi: Error 400: Invalid IPCidrRange: 10.0.0.0/24 conflicts with existing subnetwork 'default' in region 'us-central1'., invalid", rung.KindPremise},
		{"others in the way: Azure NetcfgSubnetRangesOverlap", "http", 400, "", "HTTP/1.1 400 Bad Request\n\n{\"error\":{\"code\":\"NetcfgSubnetRangesOverlap\",\"message\":\"Subnet 'app' is not valid because its IP address range overlaps with that of an existing subnet in virtual network 'vnet-prod'.\"}}", rung.KindPremise},
		{"held by another: GitHub REST POST /user/keys", "http", 422, "", "{\"message\":\"Validation Failed\",\"errors\":[{\"resource\":\"PublicKey\",\"code\":\"custom\",\"field\":\"key\",\"message\":\"key is already in use\"}],\"documentation_url\":\"https://docs.github.com/rest/users/keys#create-a-public-ssh-key-for-the-authenticated-user\",\"status\":\"422\"}", rung.KindPremise},
		{"held by another: Kubernetes Service with a taken ClusterIP", "http", 422, "", "Service \"kube-dns\" is invalid: spec.clusterIPs: Invalid value: []string{\"10.96.0.10\"}: failed to allocate IP 10.96.0.10: provided IP is already allocated", rung.KindPremise},
		{"held by another (control): Docker create with a taken container name", "http", 409, "", "HTTP/1.1 409 Conflict\n\n{\"message\":\"Conflict. The container name \\\"/web\\\" is already in use by container \\\"3f1c9a\\\". You have to remove (or rename) that container to be able to reuse that name.\"}", rung.KindConflict},
		// A deployment "not ready" because what it runs fails to start
		// (premise), a Stripe decline whose next step is another
		// presentation of the same payment (invalid), a server that refuses
		// the client's TLS version in its own words (premise), a batch that
		// landed in part (ambiguous).
		{"failed start: Azure App Service container log", "", 0, "", "Container app_0_5f2c8a1e didn't respond to HTTP pings on port: 8080, failing site start. See container logs for debugging.", rung.KindPremise},
		{"failed start: Kubernetes event (kubectl get events)", "", 0, "", "Back-off restarting failed container app in pod web-7d9f8b6c5-x2k4p_default(0d3c1b2a-5e6f-4a7b-8c9d-0e1f2a3b4c5d)", rung.KindPremise},
		{"failed start: Heroku router H10 behind a 503", "http", 503, "", "at=error code=H10 desc=\"App crashed\" method=GET path=\"/\" host=shop-api.herokuapp.com request_id=2b8f0c1d fwd=\"203.0.113.7\" dyno= connect= service= status=503 bytes=", rung.KindPremise},
		{"failed start: Cloud Functions deploy (gcloud)", "", 0, "", "ERROR: (gcloud.functions.deploy) OperationError: code=3, message=Function failed on loading user code. This is likely due to a bug in the user code. Error message: please examine your function logs to see the error cause", rung.KindPremise},
		{"failed start (control): Cloud Run revision still starting", "", 0, "", "ERROR: (gcloud.run.services.update) Revision 'checkout-00008-abc' is not ready and cannot serve traffic.", rung.KindTransient},
		{"decline: present it again: Stripe card-present decline through stripe-go", "http", 402, "card_declined", "{\"code\":\"card_declined\",\"decline_code\":\"online_or_offline_pin_required\",\"doc_url\":\"https://stripe.com/docs/error-codes/card-declined\",\"status\":402,\"message\":\"Your card was declined.\",\"request_id\":\"req_Xa1b2C3d4E5f6G\",\"type\":\"card_error\"}", rung.KindInvalid},
		{"decline: present it again (control): Stripe decline for another card", "http", 402, "card_declined", "{\"code\":\"card_declined\",\"decline_code\":\"stolen_card\",\"doc_url\":\"https://stripe.com/docs/error-codes/card-declined\",\"status\":402,\"message\":\"Your card was declined.\",\"request_id\":\"req_Hh7i8J9k0L1m2N\",\"type\":\"card_error\"}", rung.KindPremise},
		{"TLS version refused by the server: Salesforce REST UNSUPPORTED_CLIENT", "http", 400, "", "HTTP/1.1 400 Bad Request\n\n[{\"message\":\"TLS 1.0 has been disabled in this organization. Please use TLS 1.2 or higher when connecting to Salesforce using https.\",\"errorCode\":\"UNSUPPORTED_CLIENT\"}]", rung.KindPremise},
		{"TLS version refused by the server: Azure Storage TlsVersionNotPermitted", "http", 400, "", "HTTP/1.1 400 The TLS version of the connection is not permitted on this storage account.\n\n<?xml version=\"1.0\" encoding=\"utf-8\"?><Error><Code>TlsVersionNotPermitted</Code><Message>The TLS version of the connection is not permitted on this storage account.\nRequestId:7c1e2f3a-201e-0042-1a2b-3c4d5e000000\nTime:2026-12-02T04:00:00.0000000Z</Message></Error>", rung.KindPremise},
		{"partial success: InfluxDB 1.x /write behind a 400", "http", 400, "", "HTTP/1.1 400 Bad Request\n\n{\"error\":\"partial write: dropped=3\"}", rung.KindAmbiguous},
		// A partial write that names its points' own fault reads invalid
		// since set 1588 (tsdbwords.go droppedPointWords).
		{"partial write of points beyond retention: their own fault", "http", 400, "", "HTTP/1.1 400 Bad Request\n\n{\"error\":\"partial write: points beyond retention policy dropped=3\"}", rung.KindInvalid},
		{"partial success: Timestream WriteRecords through boto3", "", 0, "", "An error occurred (RejectedRecordsException) when calling the WriteRecords operation: One or more records have been rejected. See RejectedRecords for details.", rung.KindAmbiguous},
	}
	runWordingCases(t, cases)
}
