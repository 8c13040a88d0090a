package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise43AWSCodeNames checks set 43's class of AWS codes outside
// the table whose names state the world (awsStateShape): a subscription the
// account lacks, a stale optimistic lock, a change still propagating, a
// KMS key the service cannot use, an operation the resource's state does
// not allow (<X>Not<Verb>able), in other services' codes as well.
func TestGeneralise43AWSCodeNames(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"sns-kms-optin (set 43)", "aws", 403, "KMSOptInRequired", `operation error SNS: Publish, https response error StatusCode: 403, RequestID: 0d7b4e91-3c2a-5e8f-a6b0-1f9d2c8e7a43, api error KMSOptInRequired: The Amazon Web Services access key ID needs a subscription for the service.`, rung.KindPremise},
		{"waf-optimistic-lock (set 43)", "aws", 400, "WAFOptimisticLockException", `operation error WAFV2: UpdateWebACL, https response error StatusCode: 400, RequestID: 6b2e9f1c-4d7a-4e35-8c01-9a3f7d2b5e68, WAFOptimisticLockException: AWS WAF couldn’t save your changes because you tried to update or delete a resource that has changed since you last retrieved it. Get the resource again, make any changes you need to make to the new copy, and retry your operation.`, rung.KindPremise},
		{"eks-propagation-delay (set 43)", "aws", 428, "ResourcePropagationDelayException", `operation error EKS: CreateCluster, https response error StatusCode: 428, RequestID: 8c1e5b3d-2a7f-4f90-b6d4-1e9c3a7f5b28, ResourcePropagationDelayException: Required resources (such as service-linked roles) were created and are still propagating. Retry later.`, rung.KindTransient},
		{"secrets-encryption-failure (set 43)", "aws", 400, "EncryptionFailure", `operation error Secrets Manager: CreateSecret, https response error StatusCode: 400, RequestID: 1c9e4a7b-3d2f-4b58-8e06-9f3a1c7d5b42, EncryptionFailure: Secrets Manager can't encrypt the protected secret text using the provided KMS key. Check that the KMS key is available, enabled, and not in an invalid state. For more information, see Key state: Effect on your KMS key.`, rung.KindPremise},
		{"sfn-not-redrivable (set 43)", "aws", 400, "ExecutionNotRedrivable", `operation error SFN: RedriveExecution, https response error StatusCode: 400, RequestID: 7a1d3e9c-2b8f-4c56-a0e7-5d9b1f3c8e24, ExecutionNotRedrivable: The execution Amazon Resource Name (ARN) that you specified for executionArn cannot be redriven.`, rung.KindPremise},
		// Kinesis PutRecord (API reference, Errors: KMSOptInRequired, 400).
		{"kinesis kms opt-in", "aws", 400, "KMSOptInRequired", `operation error Kinesis: PutRecord, https response error StatusCode: 400, RequestID: 0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d, KMSOptInRequired: The AWS access key ID needs a subscription for the service.`, rung.KindPremise},
		// CodePipeline StopPipelineExecution (API reference, Errors).
		{"codepipeline not stoppable", "aws", 400, "PipelineExecutionNotStoppableException", `operation error CodePipeline: StopPipelineExecution, https response error StatusCode: 400, RequestID: 0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d, PipelineExecutionNotStoppableException: Unable to stop the pipeline execution. The execution might already be in a Stopped state, or it might no longer be in progress.`, rung.KindPremise},
		// WAFV2 UpdateRuleGroup: the same lock token, another resource type.
		{"wafv2 rule group lock", "aws", 400, "WAFOptimisticLockException", `operation error WAFV2: UpdateRuleGroup, https response error StatusCode: 400, RequestID: 0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d, WAFOptimisticLockException: AWS WAF couldn’t save your changes because you tried to update or delete a resource that has changed since you last retrieved it. Get the resource again, make any changes you need to make to the new copy, and retry your operation.`, rung.KindPremise},
		// EKS CreateAccessEntry (API reference, Errors: 428).
		{"eks access entry propagation", "aws", 428, "ResourcePropagationDelayException", `operation error EKS: CreateAccessEntry, https response error StatusCode: 428, RequestID: 0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d, ResourcePropagationDelayException: Required resources (such as service-linked roles) were created and are still propagating. Retry later.`, rung.KindTransient},
		// A code spelled NotAvailable is not a target's state: it stays an outage (awsShape).
		{"not available stays transient", "aws", 503, "ServiceNotAvailableException", `operation error Example: Get, https response error StatusCode: 503, RequestID: 0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d, ServiceNotAvailableException: The service is not available. Try again later.`, rung.KindTransient},
	})
}

// TestGeneralise43StaleLockToken checks that a precondition on a revision
// or lock token the server handed out is an optimistic lock (staleRead):
// read again and repeat, transient, while an ETag the caller asserted
// about content stays premise.
func TestGeneralise43StaleLockToken(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"lambda-revision-stale (set 43)", "aws", 412, "PreconditionFailedException", `operation error Lambda: UpdateFunctionCode, https response error StatusCode: 412, RequestID: 4d8a2f6c-1e7b-4c39-a5d0-8b3e7f1c9a26, PreconditionFailedException: The RevisionId provided does not match the latest RevisionId for the Lambda function or alias. Call the GetFunction or the GetAlias API operation to retrieve the latest RevisionId for your resource.`, rung.KindPremise},
		// Lambda UpdateAlias with RevisionId (API reference, Errors: PreconditionFailedException 412).
		{"lambda alias revision", "aws", 412, "PreconditionFailedException", `operation error Lambda: UpdateAlias, https response error StatusCode: 412, RequestID: 0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d, PreconditionFailedException: The RevisionId provided does not match the latest RevisionId for the Lambda function or alias. Call the GetFunction or the GetAlias API operation to retrieve the latest RevisionId for your resource.`, rung.KindPremise},
		// Google IAM setIamPolicy with a stale etag (cloud.google.com/iam/docs/policies#etag).
		{"gcp iam read-modify-write", "http", 409, "aborted", `googleapi: Error 409: There were concurrent policy changes. Please retry the whole read-modify-write with exponential backoff., aborted`, rung.KindTransient},
		// A plain HTTP 412 whose body names the stale revision.
		{"http 412 stale revision", "http", 412, "", `{"message":"The resource has changed since you last retrieved it. Get the resource again and retry."}`, rung.KindPremise},
		// S3 GetObject If-Match (an ETag of content the caller read): still premise.
		{"s3 if-match stays premise", "aws", 412, "PreconditionFailed", `operation error S3: GetObject, https response error StatusCode: 412, RequestID: 9Z8Y7X6W5V4U, HostID: abc, api error PreconditionFailed: At least one of the pre-conditions you specified did not hold`, rung.KindPremise},
	})
}

// TestGeneralise43StateUnderGenericCode checks set 43's class of a generic
// code (a 400, invalid_request_error, ClientException,
// ConstraintViolationException) whose message states the world
// (stateShapes): a payment the payer or issuer did not authorise, an
// object not in the required state, an identifier no account holds, a
// count the account holds at its limit, a delete refused for what is still
// associated, a route another object defines.
func TestGeneralise43StateUnderGenericCode(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"stripe-debit-not-authorized (set 43)", "http", 400, "debit_not_authorized", `{"error":{"code":"debit_not_authorized","doc_url":"https://stripe.com/docs/error-codes/debit-not-authorized","message":"The customer has notified their bank that this payment was unauthorized.","request_log_url":"https://dashboard.stripe.com/logs/req_8Fh2Lq0Wz3VbNm?t=1733116602","type":"invalid_request_error"}}`, rung.KindPremise},
		{"stripe-capture-unauthorized (set 43)", "http", 400, "capture_unauthorized_payment", `{"error":{"code":"capture_unauthorized_payment","doc_url":"https://stripe.com/docs/error-codes/capture-unauthorized-payment","message":"You cannot capture this unauthorized payment.","request_log_url":"https://dashboard.stripe.com/logs/req_Hb6Qw1Ty8ZpLx3?t=1733116711","type":"invalid_request_error"}}`, rung.KindPremise},
		{"stripe-intent-invalid-state (set 43)", "http", 400, "intent_invalid_state", `{"error":{"code":"intent_invalid_state","doc_url":"https://stripe.com/docs/error-codes/intent-invalid-state","message":"Intent is not in the state that is required to perform the operation.","request_log_url":"https://dashboard.stripe.com/logs/req_Qm7b2Kx9LpZ4eT?t=1733116542","type":"invalid_request_error"}}`, rung.KindPremise},
		{"s3-unresolvable-grant (set 43)", "aws", 400, "UnresolvableGrantByEmailAddress", `operation error S3: PutBucketAcl, https response error StatusCode: 400, RequestID: 3KQ8ZP2M7N5R1X0T, HostID: Hk2bW9sLq1cE+v7Y, api error UnresolvableGrantByEmailAddress: The email address you provided does not match any account on record.`, rung.KindPremise},
		{"orgs-account-limit (set 43)", "aws", 400, "ConstraintViolationException", `operation error Organizations: CreateAccount, https response error StatusCode: 400, RequestID: 9b5c2d7e-4a1f-4e83-b6d0-2c8f1a7e3b59, ConstraintViolationException: You attempted to exceed the limit on the number of accounts in an organization. If you need more accounts, contact Amazon Web Services Support to request an increase in your limit.`, rung.KindPremise},
		{"batch-ce-has-queue (set 43)", "aws", 400, "ClientException", `operation error Batch: DeleteComputeEnvironment, https response error StatusCode: 400, RequestID: 1f6b3d8a-9c2e-4a57-b4d1-7e2a5c9f1b38, ClientException: Cannot delete, found existing JobQueue relationship`, rung.KindPremise},
		{"ingress-host-taken (set 43)", "http", 400, "BadRequest", `Error from server (BadRequest): error when creating "ingress.yaml": admission webhook "validate.nginx.ingress.kubernetes.io" denied the request: host "shop.example.com" and path "/" is already defined in ingress prod/shop`, rung.KindPremise},
		// Organizations ConstraintViolationException reason POLICY_NUMBER_LIMIT_EXCEEDED (API reference).
		{"orgs policy count", "aws", 400, "ConstraintViolationException", `operation error Organizations: CreatePolicy, https response error StatusCode: 400, RequestID: 0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d, ConstraintViolationException: You attempted to exceed the number of policies that you can have in an organization.`, rung.KindPremise},
		// firebase-admin auth/user-not-found (firebase.google.com/docs/auth/admin/errors).
		{"firebase no user record", "", 0, "", `auth/user-not-found: There is no user record corresponding to this identifier. The user may have been deleted.`, rung.KindPremise},
		// A count of running work stays transient (Step Functions ExecutionLimitExceeded).
		{"running executions stay transient", "aws", 400, "ExecutionLimitExceeded", `operation error SFN: StartExecution, https response error StatusCode: 400, RequestID: 0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d, ExecutionLimitExceeded: The maximum number of running executions has been reached. Running executions must end or be stopped before a new execution can be started.`, rung.KindTransient},
		// A limit on what one request holds stays the call's (invalid).
		{"per-request count stays invalid", "http", 400, "", `{"error":"There is a limit on the number of fields in a request: 50. Remove some fields."}`, rung.KindInvalid},
		// An unauthorised caller is still denied under invalid_request_error (Stripe).
		{"stripe key unauthorized stays denied", "http", 401, "", `{"error":{"message":"Invalid API Key provided: sk_test_****1234","type":"invalid_request_error"}}`, rung.KindDenied},
	})
}

// TestGeneralise43OrgPolicy checks that an organization policy refusing
// the call is denied wherever it is worded under a precondition code (gRPC
// FAILED_PRECONDITION, an HTTP 412 conditionNotMet): an administrator's
// rule, not a state the plan can change.
func TestGeneralise43OrgPolicy(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"iam-key-creation-blocked (set 43)", "grpc", 0, "FAILED_PRECONDITION", `ERROR: (gcloud.iam.service-accounts.keys.create) FAILED_PRECONDITION: Key creation is not allowed on this service account.`, rung.KindDenied},
		{"iam-domain-restricted (set 43)", "grpc", 0, "FAILED_PRECONDITION", `ERROR: (gcloud.projects.add-iam-policy-binding) FAILED_PRECONDITION: One or more users named in the policy do not belong to a permitted customer.`, rung.KindDenied},
		// Compute Engine external IP constraint (cloud.google.com/compute/docs/ip-addresses/reserve-static-external-ip-address#disableexternalip).
		{"compute external ip constraint", "http", 412, "conditionNotMet", `googleapi: Error 412: Constraint constraints/compute.vmExternalIpAccess violated for project 412937015842. Add instance projects/acme-prod/zones/us-central1-a/instances/bastion-1 to the constraint to use external IP with it., conditionNotMet`, rung.KindDenied},
		// Resource locations constraint under FAILED_PRECONDITION (cloud.google.com/resource-manager/docs/organization-policy/defining-locations).
		{"resource locations constraint", "grpc", 0, "FailedPrecondition", `rpc error: code = FailedPrecondition desc = Location europe-west9 violates constraint constraints/gcp.resourceLocations on the resource projects/acme-prod.`, rung.KindDenied},
		// A FAILED_PRECONDITION about the object's state stays premise.
		{"googleapi failedPrecondition key creation", "http", 400, "failedPrecondition", "googleapi: Error 400: Key creation is not allowed on this service account., failedPrecondition", rung.KindDenied},
		{"non-empty stays premise", "grpc", 0, "FailedPrecondition", `rpc error: code = FailedPrecondition desc = Bucket is not empty.`, rung.KindPremise},
	})
}

// TestGeneralise43KubernetesState checks Kubernetes refusals about the
// cluster's state rather than the request or the caller: a pod not yet
// scheduled, an object being deleted, a cluster object admission cannot
// find, a Pending pod kubectl will not forward to.
func TestGeneralise43KubernetesState(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"k8s-pod-no-host (set 43)", "http", 400, "BadRequest", `Error from server (BadRequest): pod web-7d4b9c6f5-x2k8p does not have a host assigned`, rung.KindTransient},
		{"k8s-finalizer-on-deleting (set 43)", "http", 422, "Invalid", `The ConfigMap "app-config" is invalid: metadata.finalizers: Forbidden: no new finalizers can be added if the object is being deleted, found new finalizers []string{"example.com/cleanup"}`, rung.KindPremise},
		{"k8s-priorityclass-missing (set 43)", "http", 403, "Forbidden", `Error from server (Forbidden): error when creating "job.yaml": pods "nightly-report-28912" is forbidden: no PriorityClass with name batch-high was found`, rung.KindPremise},
		{"k8s-portforward-pending (set 43)", "", 0, "", `error: unable to forward port because pod is not running. Current status=Pending`, rung.KindTransient},
		// kubectl exec on an unscheduled pod (the same pod/strategy.go check).
		{"kubectl exec no host", "http", 400, "BadRequest", `Error from server (BadRequest): pod worker-0 does not have a host assigned`, rung.KindTransient},
		// A ReplicaSet's FailedCreate event for a missing PriorityClass.
		{"replicaset priorityclass", "http", 403, "Forbidden", `Error creating: pods "web-5d8f7c9b6-" is forbidden: no PriorityClass with name high was found`, rung.KindPremise},
		// A Deployment patched while being deleted (same apimachinery check).
		{"deployment finalizer", "http", 422, "Invalid", `The Deployment "web" is invalid: metadata.finalizers: Forbidden: no new finalizers can be added if the object is being deleted, found new finalizers []string{"foregroundDeletion"}`, rung.KindPremise},
		// RBAC's Forbidden stays denied.
		{"rbac stays denied", "http", 403, "Forbidden", `Error from server (Forbidden): pods "web-0" is forbidden: User "system:serviceaccount:ci:deployer" cannot delete resource "pods" in API group "" in the namespace "prod"`, rung.KindDenied},
	})
}

// TestGeneralise43PushRules checks a push refused by the host's branch
// rules (denied: go through a pull request) against one refused for a
// secret in the commits (invalid: rewrite them), in GitHub's, GitLab's,
// Bitbucket's and Azure Repos' words.
func TestGeneralise43PushRules(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"gh-ruleset-push (set 43)", "", 0, "", "remote: error: GH013: Repository rule violations found for refs/heads/main.\nremote: Review all repository rules at https://github.com/acme/web/rules?ref=refs%2Fheads%2Fmain\nremote: \nremote: - Changes must be made through a pull request.\nremote: \nTo https://github.com/acme/web.git\n ! [remote rejected] main -> main (push declined due to repository rule violations)\nerror: failed to push some refs to 'https://github.com/acme/web.git'", rung.KindDenied},
		{"gh-push-protection (set 43)", "", 0, "", "remote: error: GH013: Repository rule violations found for refs/heads/feature/billing.\nremote: \nremote: - GITHUB PUSH PROTECTION\nremote:   —————————————————————————————————————————\nremote:     Resolve the following violations before pushing again\nremote: \nremote:     - Push cannot contain secrets\nremote: \nTo https://github.com/acme/web.git\n ! [remote rejected] feature/billing -> feature/billing (push declined due to repository rule violations)\nerror: failed to push some refs to 'https://github.com/acme/web.git'", rung.KindInvalid},
		// GitHub GH006, classic branch protection (docs.github.com, About protected branches).
		{"github gh006", "", 0, "", "remote: error: GH006: Protected branch update failed for refs/heads/main.\nremote: error: Changes must be made through a pull request.\nTo https://github.com/acme/web.git\n ! [remote rejected] main -> main (protected branch hook declined)", rung.KindDenied},
		// GitLab protected branches (docs.gitlab.com/user/project/repository/branches/protected).
		{"gitlab protected branch", "", 0, "", "remote: GitLab: You are not allowed to push code to protected branches on this project.\nTo https://gitlab.com/acme/web.git\n ! [remote rejected] main -> main (pre-receive hook declined)", rung.KindDenied},
		// Bitbucket Data Center branch permissions.
		{"bitbucket pull requests only", "", 0, "", "remote: Branch refs/heads/main can only be modified through pull requests.\n ! [remote rejected] main -> main (pre-receive hook declined)", rung.KindDenied},
		// Azure Repos branch policy (TF402455).
		{"azure repos tf402455", "", 0, "", `! [remote rejected] main -> main (TF402455: Pushes to this branch are not permitted; you must use a pull request to update this branch.)`, rung.KindDenied},
		// GitHub REST contents API under a ruleset: 409, read as conflict by its status.
		{"github rest 409 ruleset", "http", 409, "", "{\"message\":\"Repository rule violations found\\n\\nChanges must be made through a pull request.\\n\\n\",\"documentation_url\":\"https://docs.github.com/rest/repos/contents#create-or-update-file-contents\",\"status\":\"409\"}", rung.KindDenied},
		// GitLab secret push protection (docs.gitlab.com/user/application_security/secret_detection/secret_push_protection).
		{"gitlab secrets detected", "", 0, "", `remote: GitLab: PUSH BLOCKED: Secrets detected in code changes`, rung.KindInvalid},
	})
}

// TestGeneralise43ClientFlowControl checks a client library's own flow
// control, which drains as in-flight work completes: transient.
func TestGeneralise43ClientFlowControl(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pubsub-flow-control (set 43)", "go", 0, "", `publish order-4812: pubsub: MaxOutstandingMessages flow controller limit exceeded`, rung.KindTransient},
		// cloud.google.com/go/pubsub ErrFlowControllerMaxOutstandingBytes.
		{"pubsub max bytes", "go", 0, "", `publish audit-7: pubsub: MaxOutstandingBytes flow controller limit exceeded`, rung.KindTransient},
		// google.golang.org/api/support/bundler ErrOverflow.
		{"bundler overflow", "go", 0, "", `pubsub: bundler reached buffered byte limit`, rung.KindTransient},
		// gax-java FlowController.MaxOutstandingElementCountReachedException (Pub/Sub Java publisher).
		{"gax-java outstanding elements", "", 0, "", "com.google.api.gax.batching.FlowController$MaxOutstandingElementCountReachedException: The maximum number of 1000 outstanding elements has been reached.", rung.KindTransient},
		// librdkafka RD_KAFKA_RESP_ERR__QUEUE_FULL (confluent-kafka-go).
		{"librdkafka queue full", "", 0, "", `produce orders: Local: Queue full`, rung.KindTransient},
	})
}

// TestGeneralise43NotAHeldRoute checks that "already defined" outside an
// Ingress is not read as a route another object holds: a compiler's
// redefinition is the program's.
func TestGeneralise43NotAHeldRoute(t *testing.T) {
	msg := "Main.java:12: error: variable total is already defined in method sum(int[])"
	if r := Classify(Input{Message: msg}); r.Kind == rung.KindPremise {
		t.Errorf("%q: got premise (%s)", msg, r.Reason)
	}
}
