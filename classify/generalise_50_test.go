package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise50 holds the classes of held-out set 50's misses
// (endstate.go) to wordings the set does not hold: the same failure
// through other clients (botocore, the AWS SDK for Java, docker, the Slack
// SDKs) and other software's words for the same class, each with its
// source, and neighbours that must keep their kind.
func TestGeneralise50(t *testing.T) {
	cases := []struct {
		class, source string
		in            Input
		want          rung.Kind
	}{
		// Records past a stream's retention: premise (read from the
		// oldest record still held).
		{"trimmed", "botocore rendering of DynamoDB Streams GetRecords (API_streams_GetRecords.html)",
			Input{Protocol: "aws", Message: "An error occurred (TrimmedDataAccessException) when calling the GetRecords operation: The operation attempted to read past the oldest stream record in a shard."}, rung.KindPremise},
		{"trimmed", "Kafka Java client Fetcher, auto.offset.reset=none (OffsetOutOfRangeException)",
			Input{Message: "org.apache.kafka.clients.consumer.OffsetOutOfRangeException: Offsets out of range with no configured reset policy for partitions: {orders-0=1204}"}, rung.KindPremise},
		{"trimmed", "Kafka Java client 3.x Fetcher handleOffsetOutOfRange",
			Input{Message: "org.apache.kafka.clients.consumer.OffsetOutOfRangeException: Fetch position FetchPosition{offset=1204, offsetEpoch=Optional.empty, currentLeader=LeaderAndEpoch{leader=Optional[b1:9092 (id: 1 rack: null)], epoch=0}} is out of range for partition orders-0"}, rung.KindPremise},
		{"trimmed", "PostgreSQL walsender.c XLogRead through a replication client",
			Input{Message: "pg_receivewal: error: could not send replication command \"START_REPLICATION\": ERROR:  requested WAL segment 00000001000000000000000A has already been removed"}, rung.KindPremise},

		// A loop between resources the service stopped: premise.
		{"loop", "botocore rendering of Lambda Invoke (API_Invoke.html RecursiveInvocationException)",
			Input{Protocol: "aws", Message: "An error occurred (RecursiveInvocationException) when calling the Invoke operation: Lambda has detected your function being invoked in a recursive loop with other AWS resources and stopped your function's invocation."}, rung.KindPremise},
		{"loop", "AWS SDK for Java v2 rendering of the same",
			Input{Message: "software.amazon.awssdk.services.lambda.model.RecursiveInvocationException: Lambda has detected your function being invoked in a recursive loop with other AWS resources and stopped your function's invocation. (Service: Lambda, Status Code: 400, Request ID: 5d1c8f0e-3a2b-4c6d-9e7f-0a1b2c3d4e5f)"}, rung.KindPremise},

		// A handle the service issued, expired: premise; a credential
		// that expired stays denied.
		{"handle", "botocore rendering of KMS ImportKeyMaterial (API_ImportKeyMaterial.html)",
			Input{Protocol: "aws", Message: "An error occurred (ExpiredImportTokenException) when calling the ImportKeyMaterial operation: The request was rejected because the specified import token is expired. Use GetParametersForImport to get a new import token and public key, use the new public key to encrypt the key material, and then try the request again."}, rung.KindPremise},
		{"handle", "neighbour: STS ExpiredTokenException is the caller's credential",
			Input{Protocol: "aws", Message: "operation error S3: ListBuckets, https response error StatusCode: 400, RequestID: r1, api error ExpiredToken: The provided token has expired."}, rung.KindDenied},

		// A resource that still holds others: premise.
		{"holds", "botocore rendering of KMS DeleteCustomKeyStore (API_DeleteCustomKeyStore.html)",
			Input{Protocol: "aws", Message: "An error occurred (CustomKeyStoreHasCMKsException) when calling the DeleteCustomKeyStore operation: The request was rejected because the custom key store contains AWS KMS keys. After verifying that you do not need to use the KMS keys, use the ScheduleKeyDeletion operation to delete the KMS keys. After they are deleted, you can delete the custom key store."}, rung.KindPremise},

		// The end state the step names already holds: conflict.
		{"already", "botocore rendering of Organizations CloseAccount (API_CloseAccount.html)",
			Input{Protocol: "aws", Message: "An error occurred (AccountAlreadyClosedException) when calling the CloseAccount operation: You attempted to close an account that is already closed."}, rung.KindConflict},
		{"already", "neighbour: CloudWatch Logs DataAlreadyAcceptedException stays conflict",
			Input{Protocol: "aws", Message: "An error occurred (DataAlreadyAcceptedException) when calling the PutLogEvents operation: The given batch of log events has already been accepted."}, rung.KindConflict},

		// A name held by an object configured otherwise: premise.
		{"held name", "SNS CreateTopic with other attributes (API_CreateTopic.html: the topic's ARN is returned for an identical request)",
			Input{Protocol: "aws", Message: "operation error SNS: CreateTopic, https response error StatusCode: 400, RequestID: 0f6e2c1d-8b3a-5e4f-9c7d-1a2b3c4d5e6f, api error InvalidParameter: Invalid parameter: Attributes Reason: Topic already exists with different attributes"}, rung.KindPremise},
		{"held name", "botocore rendering of SQS CreateQueue (API_CreateQueue.html)",
			Input{Protocol: "aws", Message: "An error occurred (QueueAlreadyExists) when calling the CreateQueue operation: A queue already exists with the same name and a different value for attribute MessageRetentionPeriod"}, rung.KindPremise},
		{"held name", "docker push to an ECR repository with immutable tags (conflict since the lead's revision after sets 573, 745, 933 and 1017)",
			Input{Message: "tag invalid: The image tag 'v1.4.2' already exists in the 'payments-api' repository and cannot be overwritten because the repository is immutable."}, rung.KindConflict},
		{"held name", "neighbour: S3 BucketAlreadyOwnedByYou stays conflict",
			Input{Protocol: "aws", Message: "operation error S3: CreateBucket, https response error StatusCode: 409, RequestID: r2, api error BucketAlreadyOwnedByYou: Your previous request to create the named bucket succeeded and you already own it."}, rung.KindConflict},

		// A feature not configured on the resource: premise.
		{"not configured", "Cognito InitiateAuth against an app client without the flow (Amazon Cognito developer guide, authentication flows)",
			Input{Protocol: "aws", Message: "operation error Cognito Identity Provider: InitiateAuth, https response error StatusCode: 400, RequestID: 3b9d2f7a-1c4e-4a8b-b6d0-5e7f9a1c3b2d, InvalidParameterException: USER_PASSWORD_AUTH flow not enabled for this client"}, rung.KindPremise},
		{"not configured", "botocore rendering of S3 through the accelerate endpoint",
			Input{Protocol: "aws", Message: "An error occurred (InvalidRequest) when calling the PutObject operation: S3 Transfer Acceleration is not configured on this bucket"}, rung.KindPremise},
		{"not configured", "neighbour: S3 InvalidRequest for a missing header stays invalid",
			Input{Protocol: "aws", Message: "An error occurred (InvalidRequest) when calling the PutObject operation: Missing required header for this request: x-amz-content-sha256"}, rung.KindInvalid},

		// Another request holds the same handle now: transient.
		{"in use", "stripe-go's Error() of token_in_use (docs.stripe.com/error-codes#token-in-use)",
			Input{Message: `{"code":"token_in_use","doc_url":"https://stripe.com/docs/error-codes/token-in-use","status":400,"message":"The token you provided is currently being used in another request. This occurs if your integration is making duplicate requests simultaneously.","request_id":"req_Lw3R9Xk2","type":"invalid_request_error"}`}, rung.KindTransient},

		// #general's rules: invalid.
		{"general", "@slack/web-api text of conversations.kick (api.slack.com/methods/conversations.kick)",
			Input{Message: "An API error occurred: cant_kick_from_general"}, rung.KindInvalid},
		{"general", "python slack_sdk text of conversations.archive",
			Input{Message: "The request to the Slack API failed. (url: https://slack.com/api/conversations.archive)\nThe server responded with: {'ok': False, 'error': 'cant_archive_general'}"}, rung.KindInvalid},
		{"general", "neighbour: cant_delete_message stays denied",
			Input{Protocol: "http", Status: 200, Message: `{"ok":false,"error":"cant_delete_message"}`}, rung.KindDenied},

		// The process the step was to stop already exited: conflict.
		{"process done", "Go os.Process.Signal after exit, wrapped by a tool",
			Input{Protocol: "go", Message: "stop worker 4121: os: process already finished"}, rung.KindConflict},
		{"process done", "Node child_process kill of an exited pid (process.kill: ESRCH)",
			Input{Message: "Error: kill ESRCH\n    at process.kill (node:internal/process/per_thread:226:13)"}, rung.KindConflict},

		// A mail server without AUTH or STARTTLS: premise.
		{"smtp", "Python smtplib.SMTP.login (SMTPNotSupportedError)",
			Input{Message: "smtplib.SMTPNotSupportedError: SMTP AUTH extension not supported by server."}, rung.KindPremise},
		{"smtp", "Python smtplib.SMTP.starttls",
			Input{Message: "smtplib.SMTPNotSupportedError: STARTTLS extension not supported by server."}, rung.KindPremise},
		{"smtp", "Go net/smtp SendMail, wrapped",
			Input{Protocol: "go", Message: "send receipt to ops@example.com: smtp: server doesn't support AUTH"}, rung.KindPremise},

		// Go net/mail's parse errors: invalid.
		{"address", "Go net/mail (message.go)", Input{Protocol: "go", Message: "parse recipient \"ops@\": mail: no domain in addr-spec"}, rung.KindInvalid},
		{"address", "Go net/mail (message.go)", Input{Protocol: "go", Message: "mail: unclosed angle-addr"}, rung.KindInvalid},
		{"address", "Go net/mail (message.go)", Input{Message: "invalid To header: mail: expected comma"}, rung.KindInvalid},

		// A pull request's merge state behind a generic refusal: premise.
		{"merge state", "GitHub GraphQL mergePullRequest on a pull request with conflicts (MergeStateStatus DIRTY)",
			Input{Protocol: "http", Status: 200, Message: `{"data":{"mergePullRequest":null},"errors":[{"type":"UNPROCESSABLE","path":["mergePullRequest"],"locations":[{"line":2,"column":3}],"message":"Pull request Pull request is in dirty status"}]}`}, rung.KindPremise},
		{"merge state", "GitLab merge request accept with conflicts (docs.gitlab.com/api/merge_requests: 406 if the branch cannot be merged)",
			Input{Protocol: "http", Status: 406, Message: `{"message":"Branch cannot be merged"}`}, rung.KindPremise},
		{"merge state", "neighbour, constructed from GitHub's validation wording: an UNPROCESSABLE about an argument stays invalid",
			Input{Protocol: "http", Status: 200, Message: `{"data":{"createIssue":null},"errors":[{"type":"UNPROCESSABLE","path":["createIssue"],"message":"Title can't be blank"}]}`}, rung.KindInvalid},

		// A CLI's own refusal of empty input: invalid.
		{"empty manifest", "kubectl create -f with no objects (kubectl pkg/cmd/create)",
			Input{Message: "error: no objects passed to create"}, rung.KindInvalid},
	}
	for _, tc := range cases {
		got := Classify(tc.in)
		if got.Kind != tc.want {
			t.Errorf("%s (%s): got %s, want %s; reason %q; message %q", tc.class, tc.source, got.Kind, tc.want, got.Reason, tc.in.Message)
		}
	}
}
