package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise31 checks the classes that held-out set 31's misses named,
// each on other software's wording of the same class (none of these lines
// is in a held-out set). Each case names the software whose wording it is.
func TestGeneralise31(t *testing.T) {
	cases := []struct {
		class, source, proto string
		status               int
		code, msg            string
		want                 rung.Kind
	}{
		// A client library refusing its own options or its own objects'
		// lifecycle before any request: the program is wrong, invalid.
		{"client's own options", "curl with OpenSSL 3 (--tlsv1.3 --tls-max 1.2)", "", 0, "", "curl: (35) OpenSSL/3.0.13: error:0A0000BF:SSL routines::no protocols available", rung.KindInvalid},
		{"client's own options", "Python ssl.SSLContext.wrap_socket without server_hostname", "", 0, "", "ValueError: check_hostname requires server_hostname", rung.KindInvalid},
		{"client's own options", "Python ssl.SSLContext.verify_mode", "", 0, "", "ValueError: Cannot set verify_mode to CERT_NONE when check_hostname is enabled.", rung.KindInvalid},
		{"client's own options", "grpc-go per-RPC credentials over an insecure connection, at call time", "grpc", 0, "UNAUTHENTICATED", "rpc error: code = Unauthenticated desc = transport: cannot send secure credentials on an insecure connection", rung.KindInvalid},
		{"client's own lifecycle", "Python httpx StreamClosed", "", 0, "", "httpx.StreamClosed: Attempted to read or stream content, but the stream has been closed.", rung.KindInvalid},
		{"client's own lifecycle", "Python requests, content read twice", "", 0, "", "RuntimeError: The content for this response was already consumed", rung.KindInvalid},
		{"client's own lifecycle", "Go net/http ErrBodyReadAfterClose (a handler reading a closed request body)", "go", 0, "", "read request body: http: invalid Read on closed Body", rung.KindInvalid},
		{"client's own lifecycle", ".NET HttpClient used after Dispose", "", 0, "", "System.ObjectDisposedException: Cannot access a disposed object.\nObject name: 'System.Net.Http.HttpClient'.", rung.KindInvalid},
		// A limit read by what it counts and over what period: a day or
		// more does not refill within a retry (premise, whatever the code);
		// work still running frees by itself (transient).
		{"long period", "Amazon Bedrock through boto3 (botocore's rendering)", "", 0, "", "botocore.errorfactory.ThrottlingException: An error occurred (ThrottlingException) when calling the InvokeModel operation (reached max retries: 4): Too many tokens per day, please wait before trying again.", rung.KindPremise},
		{"long period", "Twilio error 63038 behind a 429", "http", 429, "", "HTTP/1.1 429 Too Many Requests\n\n{\"code\":63038,\"message\":\"Account exceeded the daily messages limit\",\"more_info\":\"https://www.twilio.com/docs/errors/63038\",\"status\":429}", rung.KindPremise},
		{"long period (control)", "Amazon Bedrock per-minute throttle", "aws", 429, "ThrottlingException", "operation error Bedrock Runtime: InvokeModel, https response error StatusCode: 429, RequestID: 1a2b3c4d, ThrottlingException: Too many tokens, please wait before trying again.", rung.KindTransient},
		{"long period (control)", "Google Sheets API per-minute quota", "http", 429, "", "HTTP/1.1 429 Too Many Requests\n\n{\"error\":{\"code\":429,\"message\":\"Quota exceeded for quota metric 'Read requests' and limit 'Read requests per minute per user' of service 'sheets.googleapis.com' for consumer 'project_number:1234'.\",\"status\":\"RESOURCE_EXHAUSTED\"}}", rung.KindTransient},
		{"running work", "Redshift Data API ActiveStatementsExceededException (API reference text)", "aws", 400, "ActiveStatementsExceededException", "operation error Redshift Data: ExecuteStatement, https response error StatusCode: 400, RequestID: 3c4d5e6f, ActiveStatementsExceededException: The number of active statements exceeds the limit.", rung.KindTransient},
		{"running work", "Redshift Data API ActiveSessionsExceededException (API reference text)", "aws", 400, "ActiveSessionsExceededException", "operation error Redshift Data: ExecuteStatement, https response error StatusCode: 400, RequestID: 5e6f7a8b, ActiveSessionsExceededException: The Amazon Redshift Data API operation failed because the maximum number of active sessions exceeded.", rung.KindTransient},
		{"running work (control)", "IAM LimitExceeded, a count the account holds", "aws", 409, "LimitExceeded", "operation error IAM: AttachRolePolicy, https response error StatusCode: 409, RequestID: 7a8b9c0d, api error LimitExceeded: Cannot exceed quota for PoliciesPerRole: 10", rung.KindPremise},
		{"running work (control)", "EMR LimitExceededException, instances held", "aws", 400, "LimitExceededException", "operation error EMR: RunJobFlow, https response error StatusCode: 400, RequestID: 9c0d1e2f, LimitExceededException: The maximum number of running instances has been reached.", rung.KindPremise},
	}
	for _, c := range cases {
		got := Classify(Input{Protocol: c.proto, Status: c.status, Code: c.code, Message: c.msg})
		if got.Kind != c.want {
			t.Errorf("%s (%s): got %s, want %s; reason %q; message %q", c.class, c.source, got.Kind, c.want, got.Reason, c.msg)
		}
	}
}
