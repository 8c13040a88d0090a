package classify

import "testing"

// TestProtocolNamedByCaller: a caller names the protocol of its own code
// ("go", "http") or none, while the text or the status carries the
// library's: the same failure reads the same under each name.
func TestProtocolNamedByCaller(t *testing.T) {
	awsV2 := "operation error S3: GetObject, https response error StatusCode: 404, RequestID: 7QW1, HostID: ab+c=, api error NoSuchKey: The specified key does not exist."
	awsThrottle := "operation error DynamoDB: PutItem, https response error StatusCode: 400, RequestID: R2D2, api error ProvisionedThroughputExceededException: The level of configured provisioned throughput for the table was exceeded."
	boto := "An error occurred (AccessDeniedException) when calling the GetSecretValue operation: User: arn:aws:iam::123456789012:user/ci is not authorized to perform: secretsmanager:GetSecretValue"
	apiClient404 := `GET https://api.example.com/v1/orders/w-42: 404 Not Found`
	var cases []wordingCase
	for _, proto := range []string{"aws", "http", "go", ""} {
		cases = append(cases,
			wordingCase{name: "aws v2 NoSuchKey as " + proto, protocol: proto, status: 404, msg: awsV2, want: premise},
			wordingCase{name: "aws v2 throughput as " + proto, protocol: proto, status: 400, msg: awsThrottle, want: transient},
			wordingCase{name: "boto AccessDenied as " + proto, protocol: proto, msg: boto, want: denied},
		)
	}
	for _, proto := range []string{"openai", "http", "go", ""} {
		// openai-go's Error() keeps the status alone; the code beside it decides.
		cases = append(cases,
			wordingCase{name: "openai-go quota as " + proto, protocol: proto, status: 429, code: "insufficient_quota", msg: "OpenAI API error: 429 Too Many Requests", want: premise},
			wordingCase{name: "openai-go rate limit as " + proto, protocol: proto, status: 429, code: "rate_limit_exceeded", msg: "OpenAI API error: 429 Too Many Requests", want: transient},
			wordingCase{name: "openai-go model typo as " + proto, protocol: proto, status: 404, code: "model_not_found", msg: "OpenAI API error: 404 Not Found", want: invalid},
		)
	}
	cases = append(cases,
		// A Go API client's error holding an HTTP status, named "go".
		wordingCase{name: "API client 404 as go", protocol: "go", status: 404, msg: apiClient404, want: premise},
		wordingCase{name: "503 as go", protocol: "go", status: 503, msg: "unexpected status: 503 Service Unavailable", want: transient},
		wordingCase{name: "401 as go", protocol: "go", status: 401, msg: "request failed: 401 Unauthorized", want: denied},
		// Near misses: Go errors with no status stay Go's.
		wordingCase{name: "go deadline", protocol: "go", msg: "context deadline exceeded", want: transient},
		wordingCase{name: "go EACCES", protocol: "go", msg: "open /var/log/app/audit.log: permission denied", want: denied},
		// A text that only mentions an operation is no AWS SDK frame.
		wordingCase{name: "plain operation error", protocol: "http", status: 400, msg: `{"error":"operation error: field 'qty' must be positive"}`, want: invalid},
	)
	runWordingCases(t, cases)
}
