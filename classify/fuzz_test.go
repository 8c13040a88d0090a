package classify

import (
	"errors"
	"net/http"
	"testing"
	"time"

	"github.com/rungkit/rung"
)

// Seeds shared by the fuzz targets: realistic messages of every preset.
var fuzzSeeds = []string{
	"",
	"HTTP/1.1 403 Forbidden\nretry-after: 60\n\n{\"message\":\"You have exceeded a secondary rate limit.\",\"documentation_url\":\"https://docs.github.com/rest\"}",
	"HTTP 429, retry-after: 12\n{\"type\":\"error\",\"error\":{\"type\":\"rate_limit_error\",\"message\":\"slow\"}}",
	"HTTP 503, retry-after: Wed, 21 Oct 2015 07:28:00 GMT, x-a: b\nbody",
	`{"ok":false,"error":"invalid_auth"}`,
	`{"results":[],"status":"ZERO_RESULTS"}`,
	`{"kind":"Status","apiVersion":"v1","status":"Failure","message":"x","reason":"AlreadyExists","code":409}`,
	`{"error":{"code":503,"message":"unavailable","status":"UNAVAILABLE","details":[{"reason":"RATE_LIMIT_EXCEEDED","retryDelay":"3s"}]}}`,
	`{"error":{"message":"Rate limit reached. Please try again in 9.816s.","type":"tokens","param":null,"code":"rate_limit_exceeded"}}`,
	`{"type":"message","content":[],"stop_reason":"end_turn"}`,
	`{"choices":[{"message":{"content":null,"refusal":"no"},"finish_reason":"stop"}]}`,
	`{"jsonrpc":"2.0","id":1,"error":{"code":-32602,"message":"Resource not found","data":{"uri":"file:///x"}}}`,
	`{"jsonrpc":"2.0","id":9,"result":{"content":[{"type":"text","text":"EEXIST: file already exists"}],"isError":true}}`,
	"<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>",
	"operation error S3: PutObject, https response error StatusCode: 503, RequestID: X, HostID: Y, api error SlowDown: Please reduce your request rate.",
	"An error occurred (ThrottlingException) when calling the Query operation: Rate exceeded",
	"rpc error: code = ResourceExhausted desc = Quota exceeded. [ErrorInfo reason=RESOURCE_QUOTA_EXCEEDED]",
	"ERROR: deadlock detected (SQLSTATE 40P01)\nDETAIL: x",
	"SQLSTATE[23505]: Unique violation",
	"Error from server (NotFound): pods \"x\" not found",
	"Post \"https://x\": context deadline exceeded (Client.Timeout exceeded while awaiting headers)",
	"dial tcp: lookup x: no such host",
	"{\"a\":\"\\\"unterminated",
	"{{{{[[[[\"\"\"",
	"HTTP/",
	"HTTP 4",
	"Please retry in 99999999999999999999999s",
	"try again in 1.",
	"SQLSTATE",
	"code = ",
	"\xff\xfe\x00",
}

func FuzzClassify(f *testing.F) {
	protocols := []string{"", "http", "grpc", "aws", "postgres", "openai", "anthropic", "mcp", "go", "weird"}
	for i, s := range fuzzSeeds {
		f.Add(protocols[i%len(protocols)], 0, "", s, "30")
	}
	f.Add("http", 503, "", `{"error":"down"}`, "Wed, 21 Oct 2015 07:28:00 GMT")
	f.Add("grpc", 429, "RESOURCE_EXHAUSTED", "limit: 0 Please retry in 20.04466179s.", "")
	f.Add("mcp", 0, "-32603", "Internal error", "")
	f.Add("postgres", 0, "57014", "canceling statement due to statement timeout", "")
	f.Add("", 0, "finish_reason:length", "", "")
	f.Fuzz(func(t *testing.T, protocol string, status int, code, message, retryAfter string) {
		in := Input{Protocol: protocol, Status: status, Code: code, Message: message,
			Header: http.Header{"Retry-After": {retryAfter}}, Now: time.Unix(1445412480, 0)}
		r := Classify(in)
		if r.Kind > rung.KindAmbiguous {
			t.Fatalf("kind %d out of range", r.Kind)
		}
		if r.Reason == "" {
			t.Fatal("empty reason")
		}
		if r.RetryAfter < 0 {
			t.Fatalf("negative RetryAfter %v", r.RetryAfter)
		}
		if r.Timeout && r.Kind != rung.KindTransient {
			t.Fatalf("timeout on a %s verdict", r.Kind)
		}
		c := &Chain{Rules: map[string][]rung.Rule{"*": {{Message: message, Kind: rung.KindDenied}, {Code: code, Kind: rung.KindConflict}}}}
		_ = c.ClassifyInput(in)
		_ = c.Classify(&rung.Tool{Name: "t"}, errors.New(message))
		_ = Error(errors.New(message))
	})
}

func FuzzSplitHTTPMessage(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, msg string) {
		st, hdr, body := SplitHTTPMessage(msg)
		if st == 0 && (hdr != nil || body != msg) {
			t.Fatalf("no status line, yet header %v body %q", hdr, body)
		}
		if st != 0 && (st < 100 || st > 999) {
			t.Fatalf("status %d", st)
		}
		if len(body) > len(msg) {
			t.Fatal("body longer than message")
		}
	})
}

func FuzzParseRetryAfter(f *testing.F) {
	for _, v := range []string{"60", "1.5", "0", "-1", "Wed, 21 Oct 2015 07:28:00 GMT", "6m0s", "1445412540", "soon", "1e9", ""} {
		f.Add(v, v, "0", "Wed, 21 Oct 2015 07:28:00 GMT")
	}
	f.Fuzz(func(t *testing.T, retryAfter, reset, remaining, date string) {
		h := http.Header{
			"Retry-After":                      {retryAfter},
			"X-Ratelimit-Reset":                {reset},
			"X-Ratelimit-Remaining":            {remaining},
			"X-Ratelimit-Reset-Tokens":         {reset},
			"Grpc-Retry-Pushback-Ms":           {reset},
			"Anthropic-Ratelimit-Tokens-Reset": {reset},
			"Date":                             {date},
		}
		d, ok := ParseRetryAfter(h, time.Unix(1445412480, 0))
		if d < 0 || (!ok && d != 0) {
			t.Fatalf("got (%v, %v)", d, ok)
		}
		d, _ = ParseRetryAfter(http.Header{"Retry-After-Ms": {retryAfter}}, time.Time{})
		if d < 0 {
			t.Fatalf("negative %v", d)
		}
	})
}

func FuzzSQLState(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		s := SQLState(text)
		if s != "" && !isSQLState(s) {
			t.Fatalf("SQLState(%q) = %q, not a SQLSTATE", text, s)
		}
		if s != "" {
			_ = pgDecide(s, s)
		}
	})
}

func FuzzBodyScanners(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s, "error")
		f.Add(s, "code")
	}
	f.Fuzz(func(t *testing.T, body, key string) {
		if v, _, ok := jsonValue(body, key); ok && len(v) > len(body) {
			t.Fatal("value longer than body")
		}
		_ = jsonObject(body, key)
		_ = jsonString(body, key)
		_ = anyNonEmpty(body, key)
		_ = anyEmptyArray(body, key)
		_ = findReason(body)
		_ = awsCodeIn(body)
		_ = embeddedStatus(body)
		_, _, _ = grpcCodeIn(body)
		_, _ = bodyDelay(body)
		_, _ = parseDelay(body)
		_ = unknownTool(body)
		c := newCtx(&Input{Message: body})
		_, _ = bodyShapes(&c)
		_, _ = textShapes(&c)
		_, _ = mcpBody(&c, body)
		_, _ = anthropicBody(&c, body)
		_, _ = openaiBody(&c, body)
		_, _ = emptyResult(body)
	})
}
