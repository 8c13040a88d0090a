package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise121 checks the class set 121's probes found: a late answer
// for a task that its own timeout already closed (Step Functions
// SendTaskSuccess/SendTaskHeartbeat TaskTimedOut, Temporal's
// ErrActivityTaskNotFound, DMTF CIM_ConcreteJob ResumeWithInput's return 3)
// is premise: the timeout was the task's, in the past, and no retry of this
// call can land; the execution moved on. Set 121's own line (the Go SDK's
// text with protocol aws) was right on the first run; the same error as
// boto3, the AWS CLI and the JavaScript SDK render it, without a protocol,
// read "timed out" first and missed (goerr.go goWords, generic.go
// missingWords). Timeouts of the caller's own call stay transient.
func TestGeneralise121(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// Set 121's line.
		{"aws sfn task timed out, go sdk (set 121)", "aws", 400, "TaskTimedOut", "operation error SFN: SendTaskSuccess, https response error StatusCode: 400, RequestID: f3d9b5e1-6a2c-4f7d-8b3e-1c9a5e7d3f24, TaskTimedOut: Task Timed Out: 'Provided task does not exist anymore'", rung.KindPremise},
		// The same error in boto3's and the AWS CLI's words, and the
		// JavaScript SDK's name: message, with no protocol
		// (docs.aws.amazon.com/step-functions/latest/apireference/API_SendTaskSuccess.html:
		// "The task token has either expired or the task associated with
		// the token has already been closed").
		{"aws sfn task timed out, boto3", "", 0, "", "An error occurred (TaskTimedOut) when calling the SendTaskSuccess operation: Task Timed Out: 'Provided task does not exist anymore'", rung.KindPremise},
		{"aws sfn task timed out, js sdk", "", 0, "", "TaskTimedOut: Task Timed Out: 'Provided task does not exist anymore'", rung.KindPremise},
		{"aws sfn task timed out, java sdk v2", "", 0, "", "software.amazon.awssdk.services.sfn.model.TaskTimedOutException: Task Timed Out: 'Provided task does not exist anymore' (Service: Sfn, Status Code: 400, Request ID: 9b5f54e3-9990-4c41-be67-9fda6c80c1f4)", rung.KindPremise},
		// Temporal: RespondActivityTaskCompleted or RecordActivityTaskHeartbeat
		// after the activity's timeout (temporalio/temporal
		// common/errors.go ErrActivityTaskNotFound, a serviceerror.NotFound),
		// as the Go SDK's error text and the Java SDK's StatusRuntimeException.
		{"temporal activity already timed out, go sdk", "", 0, "", "invalid activityID or activity already timed out or invoking workflow is completed", rung.KindPremise},
		{"temporal activity already timed out, java sdk", "", 0, "", "io.grpc.StatusRuntimeException: NOT_FOUND: invalid activityID or activity already timed out or invoking workflow is completed", rung.KindPremise},
		{"temporal activity already timed out, grpc", "grpc", 0, "NotFound", "rpc error: code = NotFound desc = invalid activityID or activity already timed out or invoking workflow is completed", rung.KindPremise},
		{"temporal activity already timed out, http 400", "http", 400, "", `{"code":5,"message":"invalid activityID or activity already timed out or invoking workflow is completed","details":[]}`, rung.KindPremise},
		// DMTF CIM_ConcreteJob.ResumeWithInput / ResumeWithAction return
		// value 3 (DSP1103 Job Control Profile; CIM schema ValueMap), as a
		// WBEM client renders it.
		{"cim job already timed out", "", 0, "", "ResumeWithInput failed: The job has already timed out", rung.KindPremise},
		// Neighbours: a timeout of the caller's own call, or of a task
		// reported as its result, stays a wait.
		{"lambda task timed out (function log)", "", 0, "", "2024-05-01T10:00:03.512Z 1a2b3c4d-5e6f Task timed out after 3.00 seconds", rung.KindTransient},
		{"go connect operation timed out", "", 0, "", "dial tcp 10.0.0.5:5432: connect: operation timed out", rung.KindTransient},
		{"python requests read timed out", "", 0, "", "HTTPSConnectionPool(host='api.example.com', port=443): Read timed out. (read timeout=10)", rung.KindTransient},
		{"temporal activity start-to-close timeout", "", 0, "", "activity error (type: ChargeCard, scheduledEventID: 5, startedEventID: 6, identity: ): activity StartToClose timeout (type: StartToClose)", rung.KindTransient},
		{"urlsession request timed out", "", 0, "", "The request timed out.", rung.KindTransient},
		{"grpc deadline exceeded", "grpc", 0, "DeadlineExceeded", "rpc error: code = DeadlineExceeded desc = context deadline exceeded", rung.KindTransient},
		// And a Step Functions task that does not exist at all keeps its
		// reading (TaskDoesNotExist, premise).
		{"aws sfn task does not exist, boto3", "", 0, "", "An error occurred (TaskDoesNotExist) when calling the SendTaskSuccess operation: Task Does Not Exist: 'Provided task does not exist'", rung.KindPremise},
	})
}

// TestGeneralise121Limits checks the second class set 121's probes found:
// an AWS LimitExceeded whose message names the thing it counts, with no
// rate or concurrency word, is a count the account or resource holds,
// premise, though LimitExceededException is in aws-sdk-go-v2's throttle
// set (codes.go modeLimit). Limits on work in flight and on rates stay
// waits.
func TestGeneralise121Limits(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// CloudWatch Logs PutSubscriptionFilter past two filters a log group
		// (API_PutSubscriptionFilter.html Errors: LimitExceededException "You
		// have reached the maximum number of resources that can be
		// created"; its message is "Resource limit exceeded."), in the Go
		// SDK's, boto3's and the JavaScript SDK's words.
		{"aws logs subscription filter limit, go sdk", "aws", 400, "LimitExceededException", "operation error CloudWatch Logs: PutSubscriptionFilter, https response error StatusCode: 400, RequestID: 2d7c1e9a-4b3f-4a8e-9c5d-6f1a3e7b2c48, LimitExceededException: Resource limit exceeded.", rung.KindPremise},
		{"aws logs subscription filter limit, boto3", "", 0, "", "An error occurred (LimitExceededException) when calling the PutSubscriptionFilter operation: Resource limit exceeded.", rung.KindPremise},
		{"aws logs subscription filter limit, js sdk", "", 0, "", "LimitExceededException: Resource limit exceeded.", rung.KindPremise},
		// CloudFormation CreateChangeSet with the stack's change sets at
		// their quota (API_CreateChangeSet.html Errors: LimitExceeded "The
		// quota for the resource has already been reached"): delete old
		// change sets first.
		{"aws cloudformation change set limit, boto3", "", 0, "", "An error occurred (LimitExceededException) when calling the CreateChangeSet operation: ChangeSet limit exceeded for stack arn:aws:cloudformation:us-east-1:123456789012:stack/orders-api/1c2fa620-982a-11e3-aff7-50e2416294e0", rung.KindPremise},
		{"aws cloudformation change set limit, go sdk", "aws", 400, "LimitExceededException", "operation error CloudFormation: CreateChangeSet, https response error StatusCode: 400, RequestID: 5e8a2c4f-1d7b-4e3a-b9c6-3f2d8a1e7b54, api error LimitExceededException: ChangeSet limit exceeded for stack arn:aws:cloudformation:us-east-1:123456789012:stack/orders-api/1c2fa620-982a-11e3-aff7-50e2416294e0", rung.KindPremise},
		// GameLift CreateFleet at the account's fleet limit.
		{"aws gamelift fleet limit, boto3", "", 0, "", "An error occurred (LimitExceededException) when calling the CreateFleet operation: Current limit of fleets of 1 have been reached.", rung.KindPremise},
		// Neighbours: an attempt limit that resets, table operations in
		// flight, a stream's rate: waits.
		{"aws cognito attempt limit, boto3", "", 0, "", "An error occurred (LimitExceededException) when calling the ChangePassword operation: Attempt limit exceeded, please try after some time.", rung.KindTransient},
		{"aws dynamodb simultaneous table operations", "aws", 400, "LimitExceededException", "operation error DynamoDB: CreateTable, https response error StatusCode: 400, RequestID: 5G6H, LimitExceededException: Subscriber limit exceeded: Only 10 tables can be created, updated, or deleted simultaneously", rung.KindTransient},
		{"aws kinesis rate for stream", "aws", 400, "LimitExceededException", "operation error Kinesis: PutRecords, https response error StatusCode: 400, RequestID: 7b1d, LimitExceededException: Rate exceeded for stream orders under account 123456789012.", rung.KindTransient},
		{"aws api gateway request limit", "aws", 429, "LimitExceededException", "operation error API Gateway: CreateDeployment, https response error StatusCode: 429, RequestID: 9c3e, LimitExceededException: Request limit exceeded for account, please retry later", rung.KindTransient},
	})
}

// TestIndependentCases121 holds set 121: 35 AWS failures as aws-sdk-go-v2
// prints them (operation error <Service>: <Op>, https response error ...),
// across S3, DynamoDB, SQS, SNS, Lambda, STS, IAM, SSM, KMS, EC2, ECS,
// CloudWatch Logs, Bedrock Runtime, Step Functions, EventBridge and
// CloudFormation, labelled from each API reference's Errors section and
// aws/retry before the classifier was run; 23 tricky (400s that are
// throttling, permissions, not-found, already-exists or waits; a 409 that
// is a wait or a quota; a 502 that is a permission; a 404 that is an access
// grant; 200s with a partial failure or a filtered answer inside).
// First run at 80c7dad: 34/35, tricky 22/23. Its one miss,
// i121-bedrock-usecase-not-submitted (Bedrock's "Model use case details
// have not been submitted for this account", labelled denied), reads as
// labelled since the lead's ruling after sets 289 and 435 (aws.go). The classes fixed from set 121's probes (the
// same failures in boto3's and the JavaScript SDK's words, and other
// services' errors of the same kinds): a late answer for a task its own
// timeout closed (TestGeneralise121), an AWS LimitExceeded that names the
// thing it counts (TestGeneralise121Limits), a code outside the table in
// aws-sdk-go v1's rendering (TestGeneralise121SDKv1), and the code in the
// Java SDK 2.x's exception class (TestGeneralise121JavaSDK).
func TestIndependentCases121(t *testing.T) {
	runIndependent(t, "testdata/independent121.jsonl", true)
}

// TestGeneralise121SDKv1 checks the third class set 121's probes found: the
// same AWS errors in aws-sdk-go v1's rendering (awserr.SprintError, "Code:
// message\n\tstatus code: N, request id: X"), as v1 programs and older
// Terraform providers print them. A code outside the table (Step Functions
// ExecutionLimitExceeded, a cap on running executions that frees as they
// end) fell to the quoted 400 and read invalid; its code now counts, as
// after v2's "RequestID: " and boto3's "An error occurred (".
func TestGeneralise121SDKv1(t *testing.T) {
	const execLimit = "The maximum number of running executions has been reached. Running executions must end or be stopped before a new execution can be started."
	runWordingCases(t, []wordingCase{
		// Step Functions StartExecution (API_StartExecution.html Errors:
		// ExecutionLimitExceeded), bare and behind Terraform's prefix; the
		// v2 and boto3 renderings read it already.
		{"aws sfn execution limit, sdk v1", "", 0, "", "ExecutionLimitExceeded: " + execLimit + "\n\tstatus code: 400, request id: 3f1c9a7e-5b2d-4e8a-9c6f-1d7b3e5a9c20", rung.KindTransient},
		{"aws sfn execution limit, sdk v1 behind terraform", "", 0, "", "error starting Step Functions execution: ExecutionLimitExceeded: " + execLimit + "\n\tstatus code: 400, request id: 3f1c9a7e-5b2d-4e8a-9c6f-1d7b3e5a9c20", rung.KindTransient},
		{"aws sfn execution limit, sdk v2", "", 0, "", "operation error SFN: StartExecution, https response error StatusCode: 400, RequestID: 3f1c9a7e-5b2d-4e8a-9c6f-1d7b3e5a9c20, ExecutionLimitExceeded: " + execLimit, rung.KindTransient},
		{"aws sfn execution limit, boto3", "", 0, "", "An error occurred (ExecutionLimitExceeded) when calling the StartExecution operation: " + execLimit, rung.KindTransient},
		// Glue StartJobRun past the job's MaxConcurrentRuns
		// (API_StartJobRun.html Errors: ConcurrentRunsExceededException)
		// and CloudFront's cap on invalidations in progress
		// (TooManyInvalidationsInProgress), in v1's words.
		{"aws glue concurrent runs, sdk v1", "", 0, "", "ConcurrentRunsExceededException: Concurrent runs exceeded for orders-etl\n\tstatus code: 400, request id: 8a2e4c6f-1b3d-4f5a-9e7c-2d4f6a8b1c3e", rung.KindTransient},
		{"aws cloudfront invalidations in progress, sdk v1", "", 0, "", "TooManyInvalidationsInProgress: Processing your request will cause you to exceed the maximum number of in-progress wildcard invalidations.\n\tstatus code: 400, request id: 4b6d8f1a-3c5e-4a7b-8d9f-1e3a5c7b9d2f", rung.KindTransient},
		// Other codes outside the table keep their shape's reading in v1.
		{"aws sfn execution does not exist, sdk v1", "", 0, "", "ExecutionDoesNotExist: Execution Does Not Exist: 'arn:aws:states:us-east-1:123456789012:execution:Orders:run-9'\n\tstatus code: 400, request id: 5c7e9a1b-2d4f-4b6a-8c1e-3f5a7b9d2c4e", rung.KindPremise},
		{"aws ec2 subnet range, sdk v1", "", 0, "", "InvalidSubnet.Range: The CIDR '10.30.1.0/24' is invalid.\n\tstatus code: 400, request id: 6d8f1a3c-5e7b-4c9d-a2f4-6b8d1e3a5c7f", rung.KindInvalid},
		// Neighbours: v1 errors the table knows, and a v1 transport error
		// with no service code.
		{"aws s3 access denied, sdk v1", "", 0, "", "AccessDenied: Access Denied\n\tstatus code: 403, request id: 7E3B1F9A2C4D6E8F, host id: Xy2AbCdEf", rung.KindDenied},
		{"aws expired token, sdk v1", "", 0, "", "ExpiredToken: The security token included in the request is expired\n\tstatus code: 400, request id: 9f1b3d5a-7c2e-4a6b-8d1f-3e5a7c9b2d4f", rung.KindDenied},
		{"aws dynamodb subscriber limit, sdk v1", "", 0, "", "LimitExceededException: Subscriber limit exceeded: Only 10 tables can be created, updated, or deleted simultaneously\n\tstatus code: 400, request id: 1a3c5e7b", rung.KindTransient},
		{"aws sdk v1 send request failed", "", 0, "", "RequestError: send request failed\ncaused by: Post \"https://states.us-east-1.amazonaws.com/\": dial tcp: i/o timeout", rung.KindTransient},
	})
}

// TestGeneralise121JavaSDK checks the fourth class set 121's probes found:
// the AWS SDK for Java 2.x puts no code in its message ("... (Service: S3,
// Status Code: 404, Request ID: X)"); the exception's class names it
// (software.amazon.awssdk.services.s3.model.NoSuchKeyException), and the
// package segment "model" is no model name (aws.go awsCodeIn, codes.go
// modelWord, httppreset.go modelNamed). Before, these read by the quoted
// status alone, and a 404 under ".model." read as a misspelt model. The
// .NET SDK's Amazon.<Service>.Model namespace is the same segment.
func TestGeneralise121JavaSDK(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"java sdk v2 s3 no such key", "", 0, "", "software.amazon.awssdk.services.s3.model.NoSuchKeyException: The specified key does not exist. (Service: S3, Status Code: 404, Request ID: 7Q2M3BZ1K9X0HD4E, Extended Request ID: 2Vb8Xk0rQf1EXAMPLE)", rung.KindPremise},
		{"java sdk v2 dynamodb table not found", "", 0, "", "software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException: Requested resource not found (Service: DynamoDb, Status Code: 400, Request ID: R8FQ2V5N7K3L1M0S9T4U6W8X2Y4Z6A8B0C2D4E6F8G0H2J)", rung.KindPremise},
		{"java sdk v2 dynamodb throughput", "", 0, "", "software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException: The level of configured provisioned throughput for the table was exceeded. Consider increasing your provisioning level with the UpdateTable API. (Service: DynamoDb, Status Code: 400, Request ID: R8FQ2V5N7K3L1M0S9T4U6W8X2Y4Z6A8B0C2D4E6F8G0H2J)", rung.KindTransient},
		{"java sdk v2 sqs queue does not exist", "", 0, "", "software.amazon.awssdk.services.sqs.model.QueueDoesNotExistException: The specified queue does not exist. (Service: Sqs, Status Code: 400, Request ID: c1f0a6e2-3b7d-5e9a-8f41-2d6c0b9e7a15)", rung.KindPremise},
		{"java sdk v2 lambda update in progress", "", 0, "", "software.amazon.awssdk.services.lambda.model.ResourceConflictException: The operation cannot be performed at this time. An update is in progress for resource: arn:aws:lambda:us-east-1:123456789012:function:orders-sync (Service: Lambda, Status Code: 409, Request ID: 9c2e5a8b-1f4d-4a7c-b3e6-0d9f2c5a8e14)", rung.KindTransient},
		{"java sdk v2 kms alias not found", "", 0, "", "software.amazon.awssdk.services.kms.model.NotFoundException: Alias arn:aws:kms:us-east-1:123456789012:alias/app-key is not found. (Service: Kms, Status Code: 400, Request ID: 2c8e4a6f-7d1b-4e3c-a9f5-4b7d2e8c1a69)", rung.KindPremise},
		{"java sdk v2 secrets manager exists", "", 0, "", "software.amazon.awssdk.services.secretsmanager.model.ResourceExistsException: The operation failed because the secret db-creds already exists. (Service: SecretsManager, Status Code: 400, Request ID: 1f7b3d9e-5a2c-4f8b-9d6e-2c8a4f1b7d35)", rung.KindConflict},
		{"java sdk v2 sfn state machine missing", "", 0, "", "software.amazon.awssdk.services.sfn.model.StateMachineDoesNotExistException: State Machine Does Not Exist: 'arn:aws:states:us-east-1:123456789012:stateMachine:Orders' (Service: Sfn, Status Code: 400, Request ID: e7c1a5d9-2f8b-4e6c-b4a1-9d5f3c7e2b81)", rung.KindPremise},
		// .NET: Amazon.<Service>.Model namespace.
		{"dotnet sdk dynamodb table not found", "", 0, "", "Amazon.DynamoDBv2.Model.ResourceNotFoundException: Requested resource not found", rung.KindPremise},
		// Neighbours: a service's catch-all class names no code (the
		// message decides); a model that does not exist stays a call to fix.
		{"java sdk v2 s3 catch-all access denied", "", 0, "", "software.amazon.awssdk.services.s3.model.S3Exception: Access Denied (Service: S3, Status Code: 403, Request ID: 8H7G6F, Extended Request ID: Xy2)", rung.KindDenied},
		{"java sdk v2 ec2 catch-all instance missing", "", 0, "", "software.amazon.awssdk.services.ec2.model.Ec2Exception: The instance ID 'i-0123456789abcdef0' does not exist (Service: Ec2, Status Code: 400, Request ID: 5d1b7f3a-9c4e-4b2d-8f6a-1e7c3b9d5f28)", rung.KindPremise},
		{"java sdk v2 bedrock model identifier", "", 0, "", "software.amazon.awssdk.services.bedrockruntime.model.ValidationException: The provided model identifier is invalid. (Service: BedrockRuntime, Status Code: 400, Request ID: b1d7f3a9-6c2e-4b8d-9a5f-3e1c7b9d4a26)", rung.KindInvalid},
		{"openai model typo", "openai", 404, "model_not_found", `{"error":{"message":"The model ` + "`gtp-4`" + ` does not exist or you do not have access to it.","type":"invalid_request_error","param":null,"code":"model_not_found"}}`, rung.KindInvalid},
	})
}
