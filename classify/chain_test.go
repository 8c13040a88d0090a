package classify

import (
	"context"
	"crypto/x509"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net"
	"net/http"
	"os"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/rungkit/rung"
)

func TestSplitHTTPMessage(t *testing.T) {
	tests := []struct {
		name       string
		msg        string
		wantStatus int
		wantHeader http.Header
		wantBody   string
	}{
		{"no status line", `{"a":1}`, 0, nil, `{"a":1}`},
		{"full", "HTTP/1.1 403 Forbidden\nretry-after: 60\n\n{\"message\":\"x\"}", 403, http.Header{"Retry-After": {"60"}}, `{"message":"x"}`},
		{"crlf", "HTTP/1.1 429 Too Many Requests\r\nRetry-After: 5\r\nX-Request-Id: abc\r\n\r\nslow down", 429, http.Header{"Retry-After": {"5"}, "X-Request-Id": {"abc"}}, "slow down"},
		{"one-line", "HTTP 429, retry-after: 12\n{\"type\":\"error\"}", 429, http.Header{"Retry-After": {"12"}}, `{"type":"error"}`},
		{"one-line two pairs", "HTTP 503, retry-after: 3, x-request-id: q1\nbody", 503, http.Header{"Retry-After": {"3"}, "X-Request-Id": {"q1"}}, "body"},
		{"one-line date", "HTTP 503, retry-after: Wed, 21 Oct 2015 07:28:00 GMT\nbody", 503, http.Header{"Retry-After": {"Wed, 21 Oct 2015 07:28:00 GMT"}}, "body"},
		{"headers only", "HTTP/1.1 408 Request Timeout\nConnection: close", 408, http.Header{"Connection": {"close"}}, ""},
		{"status only", "HTTP/1.1 425 Too Early", 425, nil, ""},
		{"http2", "HTTP/2 502\n\n<html>bad gateway</html>", 502, nil, "<html>bad gateway</html>"},
		{"body without blank line", "HTTP/1.1 300 Multiple Choices\nContent-Type: application/json\n{\"choices\":[]}", 300, http.Header{"Content-Type": {"application/json"}}, `{"choices":[]}`},
		{"not a status", "HTTPS is required", 0, nil, "HTTPS is required"},
		{"bad status", "HTTP/1.1 9999 nope", 0, nil, "HTTP/1.1 9999 nope"},
		{"empty", "", 0, nil, ""},
	}
	for _, tc := range tests {
		st, hdr, body := SplitHTTPMessage(tc.msg)
		if st != tc.wantStatus || body != tc.wantBody {
			t.Errorf("%s: got (%d, %q), want (%d, %q)", tc.name, st, body, tc.wantStatus, tc.wantBody)
		}
		if diff := cmp.Diff(tc.wantHeader, hdr); diff != "" {
			t.Errorf("%s: header (-want +got):\n%s", tc.name, diff)
		}
	}
}

func TestParseRetryAfter(t *testing.T) {
	now := time.Date(2015, 10, 21, 7, 28, 0, 0, time.UTC)
	tests := []struct {
		name   string
		h      http.Header
		now    time.Time
		want   time.Duration
		wantOK bool
	}{
		{"none", http.Header{}, now, 0, false},
		{"nil", nil, now, 0, false},
		{"seconds", http.Header{"Retry-After": {"60"}}, time.Time{}, 60 * time.Second, true},
		{"zero", http.Header{"Retry-After": {"0"}}, time.Time{}, 0, true},
		{"fraction", http.Header{"Retry-After": {"1.5"}}, time.Time{}, 1500 * time.Millisecond, true},
		{"ms wins", http.Header{"Retry-After": {"60"}, "Retry-After-Ms": {"250"}}, time.Time{}, 250 * time.Millisecond, true},
		{"date vs now", http.Header{"Retry-After": {"Wed, 21 Oct 2015 07:29:30 GMT"}}, now, 90 * time.Second, true},
		{"date vs Date header", http.Header{"Retry-After": {"Wed, 21 Oct 2015 07:29:30 GMT"}, "Date": {"Wed, 21 Oct 2015 07:29:00 GMT"}}, now, 30 * time.Second, true},
		{"date no reference", http.Header{"Retry-After": {"Wed, 21 Oct 2015 07:29:30 GMT"}}, time.Time{}, 0, false},
		{"date in past", http.Header{"Retry-After": {"Wed, 21 Oct 2015 07:00:00 GMT"}}, now, 0, true},
		{"garbage", http.Header{"Retry-After": {"soon"}}, now, 0, false},
		{"pushback", http.Header{"Grpc-Retry-Pushback-Ms": {"1200"}}, now, 1200 * time.Millisecond, true},
		{"pushback negative", http.Header{"Grpc-Retry-Pushback-Ms": {"-1"}}, now, 0, false},
		{"openai requests", http.Header{"X-Ratelimit-Reset-Requests": {"1s"}, "X-Ratelimit-Remaining-Requests": {"0"}}, now, time.Second, true},
		{"openai both zero", http.Header{"X-Ratelimit-Reset-Requests": {"20ms"}, "X-Ratelimit-Reset-Tokens": {"6m0s"}}, now, 6 * time.Minute, true},
		{"openai remaining nonzero", http.Header{"X-Ratelimit-Reset-Tokens": {"6m0s"}, "X-Ratelimit-Remaining-Tokens": {"100"}}, now, 0, false},
		{"github epoch", http.Header{"X-Ratelimit-Reset": {"1445412540"}, "X-Ratelimit-Remaining": {"0"}}, now, 60 * time.Second, true},
		{"github remaining", http.Header{"X-Ratelimit-Reset": {"1445412540"}, "X-Ratelimit-Remaining": {"4999"}}, now, 0, false},
		{"github epoch no clock", http.Header{"X-Ratelimit-Reset": {"1445412540"}, "X-Ratelimit-Remaining": {"0"}}, time.Time{}, 0, false},
		{"delta reset", http.Header{"Ratelimit-Reset": {"17"}}, now, 17 * time.Second, true},
		{"anthropic reset", http.Header{"Anthropic-Ratelimit-Requests-Reset": {"2015-10-21T07:28:45Z"}, "Anthropic-Ratelimit-Requests-Remaining": {"0"}}, now, 45 * time.Second, true},
		{"lower-case keys", http.Header{"retry-after": {"9"}}, now, 9 * time.Second, true},
	}
	for _, tc := range tests {
		got, ok := ParseRetryAfter(tc.h, tc.now)
		if got != tc.want || ok != tc.wantOK {
			t.Errorf("%s: got (%v, %v), want (%v, %v)", tc.name, got, ok, tc.want, tc.wantOK)
		}
	}
}

func TestParseDelay(t *testing.T) {
	tests := []struct {
		in   string
		want time.Duration
		ok   bool
	}{
		{"9.816s", 9816 * time.Millisecond, true},
		{"20ms.", 20 * time.Millisecond, true},
		{"1m30s", 90 * time.Second, true},
		{"6m0s", 6 * time.Minute, true},
		{"12 seconds", 12 * time.Second, true},
		{"2 minutes and", 2 * time.Minute, true},
		{"38.863719904s.", 38863719904 * time.Nanosecond, true},
		{"1h2m3s", time.Hour + 2*time.Minute + 3*time.Second, true},
		{"7", 7 * time.Second, true},
		{"later", 0, false},
		{"5 apples", 0, false},
		{"99999999999999h", 0, false},
	}
	for _, tc := range tests {
		got, ok := parseDelay(tc.in)
		if got != tc.want || ok != tc.ok {
			t.Errorf("parseDelay(%q) = (%v, %v), want (%v, %v)", tc.in, got, ok, tc.want, tc.ok)
		}
	}
}

func TestSQLState(t *testing.T) {
	tests := map[string]string{
		"ERROR: deadlock detected (SQLSTATE 40P01)":         "40P01",
		"SQLSTATE[23505]: Unique violation":                 "23505",
		"sqlstate=57014 canceling statement":                "57014",
		"SQLSTATE: 42P01":                                   "42P01",
		`{"code":"23503","detail":"Key (customer_id)=(9)"}`: "23503",
		"SQLSTATE 99ZZZ":                                    "",
		"no state here":                                     "",
		"SQLSTATE 4":                                        "",
	}
	for in, want := range tests {
		if got := SQLState(in); got != want {
			t.Errorf("SQLState(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestChainRules(t *testing.T) {
	c := &Chain{Rules: map[string][]rung.Rule{
		"billing_api": {
			{Status: 409, Kind: rung.KindTransient, Reason: "billing_api's 409 is a lock"},
			{Code: "E_DUPLICATE", Kind: rung.KindConflict},
		},
		"*": {
			{Message: `(?i)maintenance window`, Kind: rung.KindTransient, Timeout: true},
			{Message: `([`, Kind: rung.KindDenied}, // invalid: never matches
			{Kind: rung.KindDenied},                // empty: never matches
			{Code: "nosuchkey", Kind: rung.KindConflict, Reason: "for this app a missing key means done"},
		},
	}}
	tests := []struct {
		name       string
		in         Input
		wantKind   rung.Kind
		wantReason string
	}{
		{"tool rule status", Input{Tool: "billing_api", Protocol: "http", Status: 409, Message: "conflict"}, rung.KindTransient, "billing_api's 409 is a lock"},
		{"tool rule code", Input{Tool: "billing_api", Protocol: "http", Status: 400, Code: "e_duplicate"}, rung.KindConflict, "rule: code=E_DUPLICATE -> conflict"},
		{"star rule message", Input{Tool: "other", Protocol: "http", Status: 500, Message: "Down for Maintenance Window"}, rung.KindTransient, "rule: message=/(?i)maintenance window/ -> transient"},
		{"star rule normalised code", Input{Tool: "other", Protocol: "aws", Message: "api error NoSuchKey: The specified key does not exist."}, rung.KindConflict, "for this app a missing key means done"},
		{"other tool keeps preset", Input{Tool: "other", Protocol: "http", Status: 409, Message: "conflict"}, rung.KindConflict, LowConfidence + ": http 409: conflict with existing state"},
		{"zero chain", Input{Protocol: "http", Status: 401}, rung.KindDenied, "http 401: unauthenticated"},
	}
	for _, tc := range tests {
		got := c.ClassifyInput(tc.in)
		if got.Kind != tc.wantKind || got.Reason != tc.wantReason {
			t.Errorf("%s: got (%s, %q), want (%s, %q)", tc.name, got.Kind, got.Reason, tc.wantKind, tc.wantReason)
		}
	}
	var zero Chain
	if got := zero.ClassifyInput(Input{Protocol: "http", Status: 503}); got.Kind != rung.KindTransient {
		t.Errorf("zero Chain: got %s", got.Kind)
	}
	// The rule keeps the preset's Retry-After for transient verdicts.
	got := c.ClassifyInput(Input{Tool: "other", Protocol: "http", Status: 500, Message: "maintenance window", Header: http.Header{"Retry-After": {"30"}}})
	if !got.HasRetryAfter || got.RetryAfter != 30*time.Second || !got.Timeout {
		t.Errorf("rule result lost retry-after or timeout: %+v", got)
	}
}

func TestValidateRules(t *testing.T) {
	if err := ValidateRules([]rung.Rule{{Status: 429, Kind: rung.KindTransient}, {Message: `^x$`, Kind: rung.KindInvalid}}); err != nil {
		t.Errorf("valid rules: %v", err)
	}
	err := ValidateRules([]rung.Rule{
		{Status: 429, Kind: rung.KindTransient},
		{Message: `([a-`, Kind: rung.KindDenied},
		{Kind: rung.KindDenied},
		{Code: "x", Kind: rung.KindInvalid, Timeout: true},
		{Code: "y", Kind: rung.Kind(42)},
	})
	if err == nil {
		t.Fatal("invalid rules: no error")
	}
	for _, want := range []string{"rule 1: field message", "rule 2: no status", "rule 3: field timeout", "rule 4: field kind"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not mention %q", err, want)
		}
	}
}

type pgErr struct{ code, msg string }

func (e *pgErr) Error() string    { return "ERROR: " + e.msg + " (SQLSTATE " + e.code + ")" }
func (e *pgErr) SQLState() string { return e.code }

type awsErr struct {
	code, msg string
	status    int
}

func (e *awsErr) Error() string {
	return fmt.Sprintf("operation error S3: GetObject, https response error StatusCode: %d, api error %s: %s", e.status, e.code, e.msg)
}
func (e *awsErr) ErrorCode() string   { return e.code }
func (e *awsErr) HTTPStatusCode() int { return e.status }

type httpErr struct {
	status int
	body   string
	hdr    http.Header
}

func (e *httpErr) Error() string           { return e.body }
func (e *httpErr) HTTPStatus() int         { return e.status }
func (e *httpErr) HTTPHeader() http.Header { return e.hdr }

type llmErr struct{ httpErr }

func (llmErr) Protocol() string { return "anthropic" }

type timeoutErr struct{}

func (timeoutErr) Error() string   { return "poll: custom wait expired" }
func (timeoutErr) Timeout() bool   { return true }
func (timeoutErr) Temporary() bool { return true }

func TestError(t *testing.T) {
	tests := []struct {
		name    string
		err     error
		want    rung.Kind
		timeout bool
	}{
		{"deadline", fmt.Errorf("call: %w", context.DeadlineExceeded), rung.KindTransient, true},
		{"canceled", context.Canceled, rung.KindDenied, false},
		{"os deadline", os.ErrDeadlineExceeded, rung.KindTransient, true},
		{"dns not found", &net.DNSError{Err: "no such host", Name: "x.invalid", IsNotFound: true}, rung.KindPremise, false},
		{"dns temporary", &net.DNSError{Err: "server misbehaving", Name: "x", IsTemporary: true}, rung.KindTransient, false},
		{"dns timeout", &net.DNSError{Err: "i/o timeout", Name: "x", IsTimeout: true}, rung.KindTransient, true},
		{"econnreset", &net.OpError{Op: "read", Net: "tcp", Err: os.NewSyscallError("read", syscall.ECONNRESET)}, rung.KindTransient, false},
		{"econnrefused", &net.OpError{Op: "dial", Net: "tcp", Err: os.NewSyscallError("connect", syscall.ECONNREFUSED)}, rung.KindTransient, false},
		{"epipe", fmt.Errorf("write: %w", syscall.EPIPE), rung.KindTransient, false},
		{"etimedout", syscall.ETIMEDOUT, rung.KindTransient, true},
		{"enospc", &fs.PathError{Op: "write", Path: "/x", Err: syscall.ENOSPC}, rung.KindPremise, false},
		{"erofs", &fs.PathError{Op: "open", Path: "/x", Err: syscall.EROFS}, rung.KindPremise, false},
		{"not exist", &fs.PathError{Op: "open", Path: "/x", Err: fs.ErrNotExist}, rung.KindPremise, false},
		{"permission", &fs.PathError{Op: "open", Path: "/x", Err: syscall.EACCES}, rung.KindDenied, false},
		{"exist", &fs.PathError{Op: "mkdir", Path: "/x", Err: syscall.EEXIST}, rung.KindConflict, false},
		{"eisdir", &fs.PathError{Op: "read", Path: "/x", Err: syscall.EISDIR}, rung.KindInvalid, false},
		{"x509", fmt.Errorf("tls: %w", x509.UnknownAuthorityError{}), rung.KindPremise, false},
		{"no rows", fmt.Errorf("get customer: %w", sql.ErrNoRows), rung.KindAmbiguous, false},
		{"unexpected eof", io.ErrUnexpectedEOF, rung.KindTransient, false},
		{"net timeout", timeoutErr{}, rung.KindTransient, true},
		{"pg value", &pgErr{"42P01", `relation "x" does not exist`}, rung.KindPremise, false},
		{"pg value column", &pgErr{"42703", `column "y" does not exist`}, rung.KindInvalid, false},
		{"aws value", &awsErr{"SlowDown", "Please reduce your request rate.", 503}, rung.KindTransient, false},
		{"http value", &httpErr{429, `{"error":{"code":"insufficient_quota","message":"You exceeded your current quota"}}`, nil}, rung.KindPremise, false},
		{"protocol interface", &llmErr{httpErr{200, `{"type":"message","content":[],"stop_reason":"refusal"}`, nil}}, rung.KindAmbiguous, false},
		{"grpc text", errors.New("rpc error: code = AlreadyExists desc = topic exists"), rung.KindConflict, false},
		{"plain text", errors.New("open /tmp/x: no such file or directory"), rung.KindPremise, false},
		{"nil", nil, rung.KindUnknown, false},
	}
	for _, tc := range tests {
		got := Error(tc.err)
		if got.Kind != tc.want || got.Timeout != tc.timeout {
			t.Errorf("%s: got %s timeout %v (%q), want %s timeout %v", tc.name, got.Kind, got.Timeout, got.Reason, tc.want, tc.timeout)
		}
	}
}

func TestChainClassify(t *testing.T) {
	c := &Chain{Rules: map[string][]rung.Rule{"*": {{Code: "E42", Kind: rung.KindDenied, Reason: "E42 means no licence"}}}}
	tool := &rung.Tool{Name: "s3_get", Rules: []rung.Rule{{Status: 418, Kind: rung.KindAmbiguous, Reason: "teapot"}}}

	// A declared failure passes through.
	declared := rung.Premise(errors.New("supplier gone"), "select_supplier").WithReason("tool says")
	if got := c.Classify(tool, declared); got != declared {
		t.Errorf("declared failure not returned as is: %+v", got)
	}
	// One without a reason gets one, without changing the kind.
	noReason := rung.Conflict(errors.New("exists"), map[string]any{"id": 7})
	if got := c.Classify(tool, noReason); got.Kind != rung.KindConflict || got.Reason == "" || got.Fact["id"] != 7 {
		t.Errorf("declared failure without reason: %+v", got)
	}
	if got := c.Classify(tool, nil); got != nil {
		t.Errorf("nil error: %+v", got)
	}

	aerr := &awsErr{"SlowDown", "Please reduce your request rate.", 503}
	f := c.Classify(tool, aerr)
	want := &rung.Failure{Kind: rung.KindTransient, Message: aerr.Error(), Protocol: "aws", Status: 503, Code: "SlowDown",
		Reason: "aws: SlowDown is in the throttling set", Err: aerr}
	if f.Err != error(aerr) {
		t.Errorf("Err = %v, want the classified error", f.Err)
	}
	got := *f
	got.Err = nil
	want.Err = nil
	if diff := cmp.Diff(want, &got); diff != "" {
		t.Errorf("aws failure (-want +got):\n%s", diff)
	}
	if !errors.Is(f, aerr) {
		t.Error("failure does not wrap the error")
	}

	herr := &httpErr{503, `{"error":"down"}`, http.Header{"Retry-After": {"20"}}}
	f = c.Classify(tool, herr)
	if f.Kind != rung.KindTransient || f.RetryAfter != 20*time.Second || f.Status != 503 || f.Protocol != "http" {
		t.Errorf("http failure: %+v", f)
	}
	f = c.Classify(tool, &httpErr{418, "I'm a teapot", nil})
	if f.Kind != rung.KindAmbiguous || f.Reason != "teapot" {
		t.Errorf("tool rule: %+v", f)
	}
	f = c.Classify(tool, &httpErr{400, `{"error":{"code":"E42","message":"x"}}`, nil})
	if f.Kind != rung.KindDenied || f.Reason != "E42 means no licence" {
		t.Errorf("chain rule: %+v", f)
	}
	f = c.Classify(tool, fmt.Errorf("fetch: %w", context.DeadlineExceeded))
	if f.Kind != rung.KindTransient || !f.Timeout || f.Protocol != "go" {
		t.Errorf("go failure: %+v", f)
	}
	// An unknown-kind Failure is classified, keeping what it knew.
	inner := rung.Unknown(errors.New("ERROR: deadlock detected (SQLSTATE 40P01)")).WithTarget("orders")
	f = c.Classify(tool, inner)
	if f.Kind != rung.KindTransient || f.Target != "orders" || f.Code != "40P01" {
		t.Errorf("unknown failure re-classified: %+v", f)
	}
}
