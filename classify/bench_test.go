package classify

import (
	"errors"
	"net/http"
	"testing"
)

// benchInput is a typical HTTP failure: a 503 with a small JSON body and a
// Retry-After header.
var benchInput = Input{
	Protocol: "http",
	Status:   503,
	Message:  `{"error":{"code":503,"message":"The service is currently unavailable.","status":"UNAVAILABLE"}}`,
	Header:   http.Header{"Retry-After": {"30"}, "Content-Type": {"application/json"}, "Date": {"Wed, 21 Oct 2015 07:28:00 GMT"}},
}

var sink Result

func BenchmarkClassifyHTTP503(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		sink = Classify(benchInput)
	}
	if sink.Kind != transient || sink.RetryAfter == 0 {
		b.Fatalf("unexpected %+v", sink)
	}
}

func BenchmarkClassifyHTTP429OpenAI(b *testing.B) {
	in := Input{Protocol: "openai", Status: 429, Message: `{"error":{"message":"Rate limit reached for gpt-4 in organization org-x on tokens per min (TPM): Limit 10000, Used 8554, Requested 3082. Please try again in 9.816s.","type":"tokens","param":null,"code":"rate_limit_exceeded"}}`}
	b.ReportAllocs()
	for b.Loop() {
		sink = Classify(in)
	}
}

func BenchmarkClassifyGenericText(b *testing.B) {
	in := Input{Message: "read tcp 10.0.0.2:51236->10.0.0.5:443: read: connection reset by peer"}
	b.ReportAllocs()
	for b.Loop() {
		sink = Classify(in)
	}
}

func BenchmarkError(b *testing.B) {
	err := errors.New("ERROR: deadlock detected (SQLSTATE 40P01)")
	b.ReportAllocs()
	for b.Loop() {
		sink = Error(err)
	}
}
