package nativecheck

import (
	"context"
	"errors"
	"net/http"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/lambda"
	lambdatypes "github.com/aws/aws-sdk-go-v2/service/lambda/types"

	"github.com/rungkit/rung"
)

// Lambda's throttle carries the wait in a Retry-After header, which the
// SDK binds to TooManyRequestsException.RetryAfterSeconds
// (docs.aws.amazon.com/lambda/latest/api/API_Invoke.html#API_Invoke_Errors):
// the verdict must carry it, as it does for any HTTP API.
func TestAWSLambdaThrottleRetryAfter(t *testing.T) {
	c := awsCase{"TooManyRequestsException", awsReply{429,
		http.Header{"Retry-After": {"3"}, "X-Amzn-Errortype": {"TooManyRequestsException"}},
		`{"Reason":"ReservedFunctionConcurrentInvocationLimitExceeded","Type":"User","message":"Rate Exceeded."}`},
		"TooManyRequestsException", rung.KindTransient, 3 * time.Second}
	url, n := awsServer(t, "application/json", c.reply)
	client := lambda.NewFromConfig(awsConfig(), func(o *lambda.Options) { o.BaseEndpoint = aws.String(url) })
	_, err := client.Invoke(context.Background(), &lambda.InvokeInput{FunctionName: aws.String("resize-images"), Payload: []byte(`{}`)})
	var tm *lambdatypes.TooManyRequestsException
	if !errors.As(err, &tm) || tm.RetryAfterSeconds == nil || *tm.RetryAfterSeconds != "3" {
		t.Fatalf("the client returned %T %v, want a TooManyRequestsException with RetryAfterSeconds 3", err, err)
	}
	checkAWS(t, c, err, n)
}
