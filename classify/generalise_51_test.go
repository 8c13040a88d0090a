package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise51 holds, for the class of miss that held-out set 51 named,
// its line and wordings of the same class from other software: a rule that
// only knew the set's one message would fail them. Each case names where its
// wording comes from.
//
// The class: a handle the service itself issued for a later call (a shard
// iterator, a pagination token, a list's continue token, a receipt handle)
// that has expired. The call was right when the handle was handed out and
// no new argument the caller can write makes it right now: another call
// must issue a fresh handle first, so the plan changes (premise). A
// pagination token is the caller's own to drop (AWS Pricing's
// ExpiredNextTokenException: "Try again without a pagination token"), so an
// expired one stays invalid, not denied for the word Token; a handle that is
// malformed stays invalid, and an expired token that is a credential stays
// denied.
func TestGeneralise51(t *testing.T) {
	cases := []struct {
		class, source string
		in            Input
		want          rung.Kind
	}{
		{"expired-handle", "set 51: Kinesis GetRecords through aws-sdk-go-v2 (docs.aws.amazon.com/kinesis/latest/APIReference/API_GetRecords.html)",
			Input{Protocol: "aws", Status: 400, Code: "ExpiredIteratorException", Message: "consume shard shardId-000000000003: operation error Kinesis: GetRecords, https response error StatusCode: 400, RequestID: f1d3a9c2, ExpiredIteratorException: Iterator expired. The iterator was created at time Wed Dec 02 06:41:07 UTC 2026 while right now it is Wed Dec 02 06:47:12 UTC 2026 which is further in the future than the tolerated delay of 300000 milliseconds."}, rung.KindPremise},
		{"expired-handle", "DynamoDB Streams GetRecords through boto3, the message the exception's documented description (docs.aws.amazon.com/amazondynamodb/latest/APIReference/API_streams_GetRecords.html: \"The shard iterator has expired and can no longer be used to retrieve stream records. A shard iterator expires 15 minutes after it is retrieved\")",
			Input{Protocol: "aws", Status: 400, Message: "An error occurred (ExpiredIteratorException) when calling the GetRecords operation: The shard iterator has expired and can no longer be used to retrieve stream records."}, rung.KindPremise},
		{"expired-handle", "Kubernetes apiserver, a list's continue token past etcd compaction (kubernetes.io/docs/reference/using-api/api-concepts/#retrieving-large-results-sets-in-chunks: 410 Gone)",
			Input{Protocol: "http", Status: 410, Message: `{"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","message":"The provided continue parameter is too old to display a consistent list result. You can start a new list without the continue parameter, or use the continue token in this response to retrieve the remainder of the results. Continuing with the provided token results in an inconsistent list - objects that were created, modified, or deleted between the time the first chunk was returned and now may show up in the list.","reason":"Expired","code":410}`}, rung.KindPremise},
		{"expired-handle", "SQS DeleteMessage after the visibility timeout, aws-sdk-go-v2 (docs.aws.amazon.com/AWSSimpleQueueService/latest/APIReference/API_DeleteMessage.html)",
			Input{Protocol: "aws", Status: 400, Message: "ack order event: operation error SQS: DeleteMessage, https response error StatusCode: 400, RequestID: 2c9d4e7f-0a1b-5c3d-8e6f-7a9b0c1d2e3f, InvalidParameterValue: Value AQEBz8Lq2w== for parameter ReceiptHandle is invalid. Reason: The receipt handle has expired."}, rung.KindPremise},
		{"expired-handle", "MongoDB Go driver, a cursor the server reaped after its idle timeout (mongodb.com/docs/manual/reference/error-codes/: 43 CursorNotFound)",
			Input{Protocol: "go", Message: "next batch of audit events: (CursorNotFound) cursor id 8471029364518 not found"}, rung.KindPremise},
		{"expired-handle", "Elasticsearch scroll past its keep-alive (elastic.co/guide/en/elasticsearch/reference/current/paginate-search-results.html#scroll-search-results)",
			Input{Protocol: "http", Status: 404, Message: `{"error":{"root_cause":[{"type":"search_context_missing_exception","reason":"No search context found for id [91]"}],"type":"search_phase_execution_exception","reason":"all shards failed","phase":"query","grouped":true,"failed_shards":[{"shard":-1,"index":null,"reason":{"type":"search_context_missing_exception","reason":"No search context found for id [91]"}}]},"status":404}`}, rung.KindPremise},
		// The bounds of the class.
		{"expired-page-token", "Resource Groups Tagging API GetResources (docs.aws.amazon.com/resourcegroupstagging/latest/APIReference/API_GetResources.html: \"PaginationTokenExpiredException: A PaginationToken is valid for a maximum of 15 minutes\")",
			Input{Protocol: "aws", Status: 400, Message: "operation error Resource Groups Tagging API: GetResources, https response error StatusCode: 400, RequestID: 5b7e2c1d-9f40-4a8e-b3c6-1d2e7f9a0c45, PaginationTokenExpiredException: A PaginationToken is valid for a maximum of 15 minutes. Your request was denied because the specified PaginationToken has expired."}, rung.KindInvalid},
		{"malformed-handle", "Secrets Manager ListSecrets InvalidNextTokenException (a token the caller spelt wrong)",
			Input{Protocol: "aws", Status: 400, Message: "operation error Secrets Manager: ListSecrets, https response error StatusCode: 400, RequestID: r1, InvalidNextTokenException: The NextToken value is invalid."}, rung.KindInvalid},
		{"expired-credential", "STS ExpiredTokenException (a session credential, not a handle)",
			Input{Protocol: "aws", Status: 400, Message: "operation error STS: GetCallerIdentity, https response error StatusCode: 400, RequestID: r2, api error ExpiredToken: The security token included in the request is expired"}, rung.KindDenied},
	}
	for _, tc := range cases {
		got := Classify(tc.in)
		if got.Kind != tc.want {
			t.Errorf("%s (%s): got %s, want %s; reason %q", tc.class, tc.source, got.Kind, tc.want, got.Reason)
		}
	}
}
