package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at c18aa62a: 25/33 overall, 10/18 tricky.
func TestIndependentCases1287(t *testing.T) {
	runIndependent(t, "testdata/independent1287.jsonl", false)
}

// TestGeneralise1287MediaContent holds set 1287's media wordings: a declared
// sample rate the file does not have, and an image whose bytes cannot be
// decoded, read invalid under any status or job state; near misses keep
// their kinds.
func TestGeneralise1287MediaContent(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"transcribe failure reason rate", "aws", 200, "", "FAILED: The sample rate provided does not match the detected sample rate. Check the sample rate and try again.", rung.KindInvalid},
		{"transcribe rate bare", "", 0, "", "The sample rate provided does not match the detected sample rate", rung.KindInvalid},
		{"vision bad image grpc", "grpc", 0, "InvalidArgument", "rpc error: code = InvalidArgument desc = Bad image data.", rung.KindInvalid},
		{"vision bad image 200 batch", "http", 200, "3", `{"responses":[{"error":{"code":3,"message":"Bad image data."}}]}`, rung.KindInvalid},
		{"vision bad image 400", "http", 400, "", `{"error":{"code":400,"message":"Bad image data.","status":"INVALID_ARGUMENT"}}`, rung.KindInvalid},
		// Near misses: a throttle and a missing image keep their kinds.
		{"near: rate exceeded", "http", 429, "", "Rate limit exceeded for sample uploads; try again in 5 seconds", rung.KindTransient},
		{"near: image not found", "http", 404, "", `{"error":{"code":404,"message":"Image not found: gs://w1287-media/scan-9.png","status":"NOT_FOUND"}}`, rung.KindPremise},
	})
}

// TestGeneralise1287NegativeBalance holds a balance said negative, or a
// top-up asked for to go on: premise under a 400 or 402; a negative
// argument stays invalid.
func TestGeneralise1287NegativeBalance(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"assemblyai negative balance", "http", 400, "", `{"error": "Your current account balance is negative. Please top up to continue using the API."}`, rung.KindPremise},
		{"negative balance 402", "http", 402, "", `{"message":"Account w1287 has a negative balance"}`, rung.KindPremise},
		{"top up to continue", "http", 400, "", "Insufficient funds. Please top up to continue.", rung.KindPremise},
		// Near misses: a negative value in the request is the call's fault.
		{"near: negative amount", "http", 400, "", `{"error":"amount must not be negative"}`, rung.KindInvalid},
		{"near: negative offset", "http", 400, "", `{"error":"invalid offset: value is negative"}`, rung.KindInvalid},
	})
}
