package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise38OwnConfiguration checks set 38's class of a library
// refusing the program's own configuration before any request: no server
// refused anything, so it is invalid, in Go's and OpenSSL's words.
func TestGeneralise38OwnConfiguration(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// The set's lines: Go os/exec (exec.ErrDot) and crypto/tls.
		{"go exec.ErrDot (set 38)", "go", 0, "", `exec: "node": cannot run executable found relative to current directory`, rung.KindInvalid},
		{"go tls.X509KeyPair (set 38)", "go", 0, "", "tls: private key does not match public key", rung.KindInvalid},
		// The same check wrapped by a tool, with no protocol.
		{"go exec.ErrDot wrapped", "", 0, "", `tool build.run: exec: "terraform": cannot run executable found relative to current directory`, rung.KindInvalid},
		// Python ssl.SSLContext.load_cert_chain (OpenSSL 3).
		{"python ssl key values mismatch", "", 0, "", "ssl.SSLError: [X509: KEY_VALUES_MISMATCH] key values mismatch (_ssl.c:3926)", rung.KindInvalid},
		// nginx -t with a certificate and another certificate's key.
		{"nginx key values mismatch", "", 0, "", `nginx: [emerg] SSL_CTX_use_PrivateKey("/etc/nginx/tls/server.key") failed (SSL: error:05800074:x509 certificate routines::key values mismatch)`, rung.KindInvalid},
	})
}

// TestGeneralise38ClientCertificateAlert checks that a certificate alert
// the server sent (RFC 8446 6.2) is about the client's own certificate,
// denied, also when gRPC reports it as UNAVAILABLE and in BoringSSL's
// spelling.
func TestGeneralise38ClientCertificateAlert(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"grpc-go unknown ca (set 38)", "grpc", 0, "Unavailable", `rpc error: code = Unavailable desc = connection error: desc = "transport: authentication handshake failed: remote error: tls: unknown certificate authority"`, rung.KindDenied},
		{"grpc-go expired client certificate", "grpc", 0, "Unavailable", `rpc error: code = Unavailable desc = connection error: desc = "transport: authentication handshake failed: remote error: tls: expired certificate"`, rung.KindDenied},
		// Python grpcio (gRPC C core over BoringSSL).
		{"grpcio TLSV1_ALERT_UNKNOWN_CA", "grpc", 0, "UNAVAILABLE", "<_InactiveRpcError of RPC that terminated with:\n\tstatus = StatusCode.UNAVAILABLE\n\tdetails = \"failed to connect to all addresses; last error: UNKNOWN: ipv4:10.0.0.7:8443: Ssl handshake failed: SSL_ERROR_SSL: error:10000418:SSL routines:OPENSSL_internal:TLSV1_ALERT_UNKNOWN_CA\"\n>", rung.KindDenied},
		// Go net/http against an mTLS endpoint: goerr.go's table.
		{"go net/http unknown ca", "go", 0, "", `Get "https://mtls.internal.example.com/v1/health": remote error: tls: unknown certificate authority`, rung.KindDenied},
		// A server certificate the client refused stays premise.
		{"grpc-go server certificate unknown authority", "grpc", 0, "Unavailable", `rpc error: code = Unavailable desc = connection error: desc = "transport: authentication handshake failed: tls: failed to verify certificate: x509: certificate signed by unknown authority"`, rung.KindPremise},
	})
}

// TestGeneralise38MissingSocket checks that a gRPC UNAVAILABLE whose dial
// found no socket file is premise (nothing listens there), in the words
// of the daemons and plugins that serve gRPC on a unix socket.
func TestGeneralise38MissingSocket(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"containerd (set 38)", "grpc", 0, "Unavailable", `rpc error: code = Unavailable desc = connection error: desc = "transport: Error while dialing: dial unix /run/containerd/containerd.sock: connect: no such file or directory"`, rung.KindPremise},
		// kubelet to a CRI runtime that is not installed.
		{"kubelet cri-dockerd", "grpc", 0, "Unavailable", `rpc error: code = Unavailable desc = connection error: desc = "transport: Error while dialing: dial unix /var/run/cri-dockerd.sock: connect: no such file or directory"`, rung.KindPremise},
		// kubelet to a CSI node plugin that is not registered.
		{"kubelet csi plugin", "grpc", 0, "Unavailable", `rpc error: code = Unavailable desc = connection error: desc = "transport: Error while dialing: dial unix /var/lib/kubelet/plugins/ebs.csi.aws.com/csi.sock: connect: no such file or directory"`, rung.KindPremise},
		// A socket that exists but refuses stays a wait.
		{"containerd refused", "grpc", 0, "Unavailable", `rpc error: code = Unavailable desc = connection error: desc = "transport: Error while dialing: dial unix /run/containerd/containerd.sock: connect: connection refused"`, rung.KindTransient},
	})
}

// TestGeneralise38StateUnderGenericCode checks set 38's states of the
// world behind a generic code: an account step not taken, a stopped
// instance, dependents still pointing at the object, a payment instrument
// to replace.
func TestGeneralise38StateUnderGenericCode(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"cloud sql stopped (set 38)", "http", 400, "invalid", "googleapi: Error 400: Invalid request: Invalid request since instance is not running., invalid", rung.KindPremise},
		{"api gateway stages (set 38)", "aws", 400, "BadRequestException", "operation error API Gateway: DeleteDeployment, https response error StatusCode: 400, RequestID: 9e7d2c41-6a3b-4f58-b1c0-8d2e4f6a7b93, BadRequestException: Active stages pointing to this deployment must be moved or deleted", rung.KindPremise},
		{"stripe no active card (set 38)", "http", 400, "missing", `{"status":400,"message":"Cannot charge a customer that has no active card","param":"card","type":"card_error","code":"missing"}`, rung.KindPremise},
		{"stripe 3ds failed (set 38)", "http", 400, "payment_intent_authentication_failure", `{"status":400,"message":"The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.","type":"invalid_request_error","code":"payment_intent_authentication_failure"}`, rung.KindPremise},
		// Stripe SetupIntents word the same failure for a saved card.
		{"stripe setup intent 3ds failed", "http", 400, "setup_intent_authentication_failure", `{"status":400,"message":"The latest attempt to set up the payment method has failed because authentication failed. Provide a new payment method to attempt to set up this SetupIntent again.","type":"invalid_request_error","code":"setup_intent_authentication_failure"}`, rung.KindPremise},
		// Docker: a stopped container (docker exec).
		{"docker exec stopped container", "", 0, "", "Error response from daemon: container 3f2a9c1d7b8e is not running", rung.KindPremise},
	})
}

// TestGeneralise38GitHubLocking checks GitHub's optimistic locking and work
// in progress: a stale blob sha (409 "does not match") and a merge already
// running (405) are waits, as a base branch that moved.
func TestGeneralise38GitHubLocking(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"go-github contents sha (set 38)", "http", 409, "", "PUT https://api.github.com/repos/acme/web/contents/VERSION: 409 VERSION does not match 9f2c1e4b7a3d5e6f8091a2b3c4d5e6f708192a3b []", rung.KindPremise},
		{"github json contents sha", "http", 409, "", `{"message":"docs/index.md does not match 4b825dc642cb6eb9a060e54bf8d69288fbee4904","documentation_url":"https://docs.github.com/rest/repos/contents#create-or-update-file-contents","status":"409"}`, rung.KindPremise},
		{"go-github merge in progress (set 38)", "http", 405, "", "PUT https://api.github.com/repos/acme/web/pulls/42/merge: 405 Merge already in progress []", rung.KindTransient},
		// A merge conflict stays premise.
		{"github merge conflict", "http", 409, "", `{"message":"Merge conflict","documentation_url":"https://docs.github.com/rest/branches/branches#merge-a-branch","status":"409"}`, rung.KindPremise},
	})
}

// TestGeneralise38KubectlNoConfig checks kubectl's fallback to
// localhost:8080 (no kubeconfig) against a refusal from a configured
// cluster.
func TestGeneralise38KubectlNoConfig(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"kubectl no kubeconfig (set 38)", "", 0, "", "The connection to the server localhost:8080 was refused - did you specify the right host or port?", rung.KindPremise},
		{"kubectl no kubeconfig wrapped", "", 0, "", "tool k8s.get: kubectl get pods -n web: exit status 1: The connection to the server localhost:8080 was refused - did you specify the right host or port?", rung.KindPremise},
		{"kubectl configured cluster refused", "", 0, "", "The connection to the server 10.0.0.10:6443 was refused - did you specify the right host or port?", rung.KindTransient},
	})
}

// TestGeneralise38MCPAlreadyInitialized checks that a second initialize
// the server refuses with -32600 is conflict (the session exists), while
// another -32600 stays invalid.
func TestGeneralise38MCPAlreadyInitialized(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"ts sdk streamable http (set 38)", "mcp", 400, "-32600", `Error POSTing to endpoint (HTTP 400): {"jsonrpc":"2.0","error":{"code":-32600,"message":"Invalid Request: Server already initialized"},"id":null}`, rung.KindConflict},
		{"ts sdk client text", "mcp", 0, "", "MCP error -32600: Invalid Request: Server already initialized", rung.KindConflict},
		{"other -32600", "mcp", 0, "-32600", "Invalid Request: Only one initialization request is allowed", rung.KindInvalid},
	})
}

// TestGeneralise38AWSCodeShapes checks the AWS code spellings set 38
// added: a cap on work in progress (TooMany...InProgress) is a wait, a
// feature the account does not use (...NotInUse...) and a resource being
// deleted (...Deleting) are premise, an address another interface holds
// (*.InUse "is in use.") is premise, and a service not signed up for is
// premise; the neighbouring codes keep their readings.
func TestGeneralise38AWSCodeShapes(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"cloudfront invalidations in progress (set 38)", "aws", 400, "TooManyInvalidationsInProgress", "operation error CloudFront: CreateInvalidation, https response error StatusCode: 400, RequestID: 4f1a9c3e-2b7d-4e86-a0c5-9d8e7f6b5a43, api error TooManyInvalidationsInProgress: You have exceeded the maximum number of allowable InProgress Invalidation batch requests, or invalidation objects.", rung.KindTransient},
		{"cloudfront distributions count stays premise", "aws", 400, "TooManyDistributions", "operation error CloudFront: CreateDistribution, https response error StatusCode: 400, RequestID: 1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d, api error TooManyDistributions: Processing your request would cause you to exceed the maximum number of distributions allowed.", rung.KindPremise},
		{"organizations describe (set 38's code)", "aws", 400, "AWSOrganizationsNotInUseException", "operation error Organizations: DescribeOrganization, https response error StatusCode: 400, RequestID: 0f9e8d7c-6b5a-4c3d-2e1f-0a9b8c7d6e5f, AWSOrganizationsNotInUseException: Your account is not a member of an organization.", rung.KindPremise},
		{"resource in use stays a wait", "aws", 400, "ResourceInUseException", "operation error DynamoDB: DeleteTable, https response error StatusCode: 400, RequestID: 7H3K9, api error ResourceInUseException: Attempt to change a resource which is still in use: Table is being created: orders", rung.KindTransient},
		{"step functions update (set 38's code)", "aws", 400, "StateMachineDeleting", "operation error SFN: UpdateStateMachine, https response error StatusCode: 400, RequestID: 3c2b1a09-8f7e-4d6c-5b4a-392817160504, StateMachineDeleting: State Machine is being deleted: 'arn:aws:states:eu-west-1:123456789012:stateMachine:invoice-run'", rung.KindPremise},
		{"ec2 address in use (set 38)", "aws", 400, "InvalidIPAddress.InUse", "operation error EC2: CreateNetworkInterface, https response error StatusCode: 400, RequestID: 8f2e6d4c-1a3b-4c5d-9e7f-0a1b2c3d4e5f, api error InvalidIPAddress.InUse: Address 10.0.1.15 is in use.", rung.KindPremise},
		{"ec2 key pair duplicate stays conflict", "aws", 400, "InvalidKeyPair.Duplicate", "operation error EC2: CreateKeyPair, https response error StatusCode: 400, RequestID: 2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e, api error InvalidKeyPair.Duplicate: The keypair 'deploy' already exists.", rung.KindConflict},
		{"s3 not signed up (set 38)", "aws", 403, "NotSignedUp", "operation error S3: ListBuckets, https response error StatusCode: 403, RequestID: 7Q2KJ8R3V1N0M4XZ, HostID: pX9fLw2Jc0kQ+u1T, api error NotSignedUp: Your account is not signed up for the Amazon S3 service. You must sign up before you can use Amazon S3.", rung.KindPremise},
		// boto3's rendering of the same S3 error.
		{"boto3 s3 not signed up", "", 0, "", "botocore.exceptions.ClientError: An error occurred (NotSignedUp) when calling the ListBuckets operation: Your account is not signed up for the Amazon S3 service. You must sign up before you can use Amazon S3.", rung.KindPremise},
	})
}

// TestGeneralise38RetiredModel checks that a model the provider moved to
// Legacy (Bedrock) is premise like one past its end of life, while a
// misspelt model stays invalid.
func TestGeneralise38RetiredModel(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"bedrock legacy (set 38)", "aws", 404, "ResourceNotFoundException", "operation error Bedrock Runtime: Converse, https response error StatusCode: 404, RequestID: 5b1c8e2a-7d3f-4c09-9a61-2f4e8d0b7c15, ResourceNotFoundException: This Model is marked by provider as Legacy and you have not been actively using the model in the last 30 days. Please upgrade to an active model on Amazon Bedrock", rung.KindPremise},
		{"bedrock legacy via InvokeModel, boto3", "", 0, "", "botocore.errorfactory.ResourceNotFoundException: An error occurred (ResourceNotFoundException) when calling the InvokeModel operation: This Model is marked by provider as Legacy and you have not been actively using the model in the last 30 days. Please upgrade to an active model on Amazon Bedrock", rung.KindPremise},
		{"bedrock end of life", "aws", 404, "ResourceNotFoundException", "operation error Bedrock Runtime: InvokeModel, https response error StatusCode: 404, RequestID: 6c2d9f3b-8e4a-4d1a-ab72-3f5e9e1c8d26, ResourceNotFoundException: This model version has reached the end of its life. Please refer to the AWS documentation for more details.", rung.KindPremise},
	})
}

// TestGeneralise38KubernetesAndGRPC checks a Conflict whose UID
// precondition failed (another object under the name: premise, unlike a
// modified object's wait), a stuck rollout, and a FAILED_PRECONDITION whose
// missing precondition is a grant.
func TestGeneralise38KubernetesAndGRPC(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"deployment uid precondition (set 38)", "http", 409, "Conflict", `Error from server (Conflict): Operation cannot be fulfilled on deployments.apps "web": StorageError: invalid object, Code: 4, Key: /registry/deployments/default/web, ResourceVersion: 0, AdditionalErrorMsg: Precondition failed: UID in precondition: 6b1f0c2e-8a4d-4e3b-9c7a-1d2e3f4a5b6c, UID in object meta: 9c2e4d6f-1b3a-4c5d-8e7f-0a1b2c3d4e5f`, rung.KindPremise},
		{"pod uid precondition (a StatefulSet pod recreated)", "http", 409, "Conflict", `Error from server (Conflict): Operation cannot be fulfilled on pods "db-0": Precondition failed: UID in precondition: 1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e, UID in object meta: 9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a`, rung.KindPremise},
		{"object modified stays a wait", "http", 409, "Conflict", `Error from server (Conflict): Operation cannot be fulfilled on deployments.apps "web": the object has been modified; please apply your changes to the latest version and try again`, rung.KindTransient},
		{"kubectl rollout stuck (set 38)", "", 0, "", `error: deployment "web" exceeded its progress deadline`, rung.KindPremise},
		{"kubectl rollout stuck wrapped", "", 0, "", `tool deploy.wait: kubectl rollout status deployment/api -n prod --timeout=10m: exit status 1: error: deployment "api" exceeded its progress deadline`, rung.KindPremise},
		{"pubsub kms grant (set 38)", "grpc", 0, "FailedPrecondition", "rpc error: code = FailedPrecondition desc = Cloud Pub/Sub did not have the necessary permissions configured to support this operation. Please verify that the service account service-412937015842@gcp-sa-pubsub.iam.gserviceaccount.com was granted the Cloud KMS CryptoKey Encrypter/Decrypter role for the project containing the CryptoKey resource projects/acme-prod/locations/global/keyRings/pubsub/cryptoKeys/topics.", rung.KindDenied},
		{"firestore index stays premise", "grpc", 0, "FailedPrecondition", "rpc error: code = FailedPrecondition desc = The query requires an index. You can create it here: https://console.firebase.google.com/v1/r/project/acme-prod/firestore/indexes?create_composite=ClBwcm9qZWN0cy9hY21l", rung.KindPremise},
	})
}
