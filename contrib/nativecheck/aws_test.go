package nativecheck

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	ddbtypes "github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	"github.com/aws/smithy-go"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/classify"
)

type awsReply struct {
	status int
	header http.Header
	body   string
}

// awsServer answers every request with reply and counts them.
func awsServer(t *testing.T, contentType string, reply awsReply) (string, *atomic.Int32) {
	t.Helper()
	var n atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n.Add(1)
		for k, v := range reply.header {
			w.Header()[k] = v
		}
		w.Header().Set("Content-Type", contentType)
		w.Header().Set("X-Amzn-Requestid", "4KJ9D1SQ0V3N5R7T")
		w.Header().Set("X-Amz-Request-Id", "4KJ9D1SQ0V3N5R7T")
		w.WriteHeader(reply.status)
		w.Write([]byte(reply.body))
	}))
	t.Cleanup(srv.Close)
	return srv.URL, &n
}

// awsConfig is a real SDK configuration for a local endpoint: anonymous
// credentials (nothing to sign with) and the SDK's own retries off, so one
// call is one request and rung alone decides whether to call again.
func awsConfig() aws.Config {
	return aws.Config{
		Region:      "eu-west-1",
		Credentials: aws.AnonymousCredentials{},
		Retryer:     func() aws.Retryer { return aws.NopRetryer{} },
	}
}

// ddbBody is a DynamoDB (AWS JSON 1.0) error body: the shape's __type and
// a message (docs.aws.amazon.com/amazondynamodb/latest/developerguide/Programming.Errors.html).
func ddbBody(typ, msg string) string {
	return `{"__type":"` + typ + `","message":"` + msg + `"}`
}

// s3Body is an S3 REST error body (docs.aws.amazon.com/AmazonS3/latest/API/ErrorResponses.html).
func s3Body(code, msg, extra string) string {
	return `<?xml version="1.0" encoding="UTF-8"?>` + "\n" + `<Error><Code>` + code + `</Code><Message>` + msg + `</Message>` + extra +
		`<RequestId>4KJ9D1SQ0V3N5R7T</RequestId><HostId>zJ3i9w2k1nQ=</HostId></Error>`
}

type awsCase struct {
	name  string
	reply awsReply
	code  string // the smithy API error's ErrorCode()
	kind  rung.Kind
	wait  time.Duration
}

func checkAWS(t *testing.T, c awsCase, err error, n *atomic.Int32) {
	t.Helper()
	var api smithy.APIError
	if !errors.As(err, &api) || api.ErrorCode() != c.code {
		t.Fatalf("the client returned %T %v, want a smithy.APIError with code %s", err, err, c.code)
	}
	var op *smithy.OperationError
	if !errors.As(err, &op) {
		t.Fatalf("the client returned %T, want it inside a *smithy.OperationError", err)
	}
	if got := n.Load(); got != 1 {
		t.Fatalf("the client made %d requests, want 1", got)
	}
	r := classify.Error(err)
	if r.Kind != c.kind {
		t.Errorf("kind %v (%s), want %v", r.Kind, r.Reason, c.kind)
	}
	if r.Code != c.code {
		t.Errorf("code %q, want %q", r.Code, c.code)
	}
	if r.HasRetryAfter != (c.wait > 0) || r.RetryAfter != c.wait {
		t.Errorf("retry-after %v (asked: %v), want %v", r.RetryAfter, r.HasRetryAfter, c.wait)
	}
	if strings.HasPrefix(r.Reason, classify.LowConfidence) {
		t.Errorf("reason %q is marked a guess, though the error has its code", r.Reason)
	}
	f := (&classify.Chain{}).Classify(&rung.Tool{Name: "store"}, err)
	if f.Kind != c.kind || f.Protocol != "aws" || f.Status != c.reply.status || f.Code != c.code {
		t.Errorf("Chain.Classify = %v %s %d %s, want %v aws %d %s", f.Kind, f.Protocol, f.Status, f.Code, c.kind, c.reply.status, c.code)
	}
}

func TestAWSDynamoDBErrors(t *testing.T) {
	cases := []awsCase{
		{"ThrottlingException", awsReply{400, nil, ddbBody("com.amazon.coral.availability#ThrottlingException", "Rate exceeded for table orders")},
			"ThrottlingException", rung.KindTransient, 0},
		{"ProvisionedThroughputExceededException", awsReply{400, nil, ddbBody("com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException",
			"The level of configured provisioned throughput for the table was exceeded. Consider increasing your provisioning level with the UpdateTable API.")},
			"ProvisionedThroughputExceededException", rung.KindTransient, 0},
		{"ConditionalCheckFailedException", awsReply{400, nil, ddbBody("com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException", "The conditional request failed")},
			"ConditionalCheckFailedException", rung.KindPremise, 0},
		{"ResourceNotFoundException", awsReply{400, nil, ddbBody("com.amazonaws.dynamodb.v20120810#ResourceNotFoundException", "Requested resource not found: Table: orders not found")},
			"ResourceNotFoundException", rung.KindPremise, 0},
		{"AccessDeniedException", awsReply{400, nil, ddbBody("com.amazon.coral.service#AccessDeniedException",
			"User: arn:aws:iam::123456789012:user/agent is not authorized to perform: dynamodb:PutItem on resource: arn:aws:dynamodb:eu-west-1:123456789012:table/orders")},
			"AccessDeniedException", rung.KindDenied, 0},
		{"ValidationException", awsReply{400, nil, ddbBody("com.amazon.coral.validate#ValidationException",
			"One or more parameter values were invalid: Missing the key id in the item")},
			"ValidationException", rung.KindInvalid, 0},
		{"InternalServerError", awsReply{500, nil, ddbBody("com.amazonaws.dynamodb.v20120810#InternalServerError", "Internal server error")},
			"InternalServerError", rung.KindTransient, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			url, n := awsServer(t, "application/x-amz-json-1.0", c.reply)
			client := dynamodb.NewFromConfig(awsConfig(), func(o *dynamodb.Options) { o.BaseEndpoint = aws.String(url) })
			_, err := client.PutItem(context.Background(), &dynamodb.PutItemInput{
				TableName:           aws.String("orders"),
				Item:                map[string]ddbtypes.AttributeValue{"id": &ddbtypes.AttributeValueMemberS{Value: "o-1"}},
				ConditionExpression: aws.String("attribute_not_exists(id)"),
			})
			checkAWS(t, c, err, n)
		})
	}
}

func TestAWSS3Errors(t *testing.T) {
	cases := []struct {
		awsCase
		call func(context.Context, *s3.Client) error
	}{
		{awsCase{"NoSuchKey", awsReply{404, nil, s3Body("NoSuchKey", "The specified key does not exist.", "<Key>reports/q3.csv</Key>")},
			"NoSuchKey", rung.KindPremise, 0}, getS3},
		{awsCase{"AccessDenied", awsReply{403, nil, s3Body("AccessDenied", "Access Denied", "")},
			"AccessDenied", rung.KindDenied, 0}, getS3},
		{awsCase{"RequestTimeTooSkewed", awsReply{403, nil, s3Body("RequestTimeTooSkewed",
			"The difference between the request time and the current time is too large.",
			"<RequestTime>20261202T002000Z</RequestTime><ServerTime>2026-12-02T01:20:00Z</ServerTime><MaxAllowedSkewMilliseconds>900000</MaxAllowedSkewMilliseconds>")},
			"RequestTimeTooSkewed", rung.KindTransient, 0}, getS3},
		{awsCase{"SlowDown", awsReply{503, nil, s3Body("SlowDown", "Please reduce your request rate.", "")},
			"SlowDown", rung.KindTransient, 0}, getS3},
		{awsCase{"PreconditionFailed on a read", awsReply{412, nil, s3Body("PreconditionFailed",
			"At least one of the pre-conditions you specified did not hold", "<Condition>If-Match</Condition>")},
			"PreconditionFailed", rung.KindPremise, 0}, func(ctx context.Context, c *s3.Client) error {
			_, err := c.GetObject(ctx, &s3.GetObjectInput{Bucket: aws.String("reports"), Key: aws.String("q3.csv"), IfMatch: aws.String(`"9b2cf535f27731c974343645a3985328"`)})
			return err
		}},
		{awsCase{"PreconditionFailed on a create-only write", awsReply{412, nil, s3Body("PreconditionFailed",
			"At least one of the pre-conditions you specified did not hold", "<Condition>If-None-Match</Condition>")},
			"PreconditionFailed", rung.KindConflict, 0}, func(ctx context.Context, c *s3.Client) error {
			_, err := c.PutObject(ctx, &s3.PutObjectInput{Bucket: aws.String("reports"), Key: aws.String("q3.csv"), IfNoneMatch: aws.String("*"), Body: strings.NewReader("a,b\n")})
			return err
		}},
		{awsCase{"BucketAlreadyOwnedByYou", awsReply{409, nil, s3Body("BucketAlreadyOwnedByYou",
			"Your previous request to create the named bucket succeeded and you already own it.", "<BucketName>reports</BucketName>")},
			"BucketAlreadyOwnedByYou", rung.KindConflict, 0}, func(ctx context.Context, c *s3.Client) error {
			_, err := c.CreateBucket(ctx, &s3.CreateBucketInput{Bucket: aws.String("reports")})
			return err
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			url, n := awsServer(t, "application/xml", c.reply)
			client := s3.NewFromConfig(awsConfig(), func(o *s3.Options) {
				o.BaseEndpoint = aws.String(url)
				o.UsePathStyle = true
			})
			checkAWS(t, c.awsCase, c.call(context.Background(), client), n)
		})
	}
}

func getS3(ctx context.Context, c *s3.Client) error {
	_, err := c.GetObject(ctx, &s3.GetObjectInput{Bucket: aws.String("reports"), Key: aws.String("reports/q3.csv")})
	return err
}
