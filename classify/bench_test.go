package classify

import (
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"os"
	"syscall"
	"testing"

	"github.com/jackc/pgx/v5/pgconn"
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

// measure runs f b.N times and reports, beside wall time, the CPU time per
// call: on a loaded machine wall time counts other processes' turns, CPU
// time only this one's work.
func measure(b *testing.B, f func()) {
	b.Helper()
	b.ReportAllocs()
	c0, ok0 := cpuTime()
	for b.Loop() {
		f()
	}
	if c1, ok1 := cpuTime(); ok0 && ok1 {
		b.ReportMetric(float64(c1-c0)/float64(b.N), "cpu-ns/op")
	}
}

func BenchmarkClassifyHTTP503(b *testing.B) {
	measure(b, func() { sink = Classify(benchInput) })
	if sink.Kind != transient || sink.RetryAfter == 0 {
		b.Fatalf("unexpected %+v", sink)
	}
}

func BenchmarkClassifyHTTP429OpenAI(b *testing.B) {
	in := Input{Protocol: "openai", Status: 429, Message: `{"error":{"message":"Rate limit reached for gpt-4 in organization org-x on tokens per min (TPM): Limit 10000, Used 8554, Requested 3082. Please try again in 9.816s.","type":"tokens","param":null,"code":"rate_limit_exceeded"}}`}
	measure(b, func() { sink = Classify(in) })
}

func BenchmarkClassifyGenericText(b *testing.B) {
	in := Input{Message: "read tcp 10.0.0.2:51236->10.0.0.5:443: read: connection reset by peer"}
	measure(b, func() { sink = Classify(in) })
}

func BenchmarkError(b *testing.B) {
	err := errors.New("ERROR: deadlock detected (SQLSTATE 40P01)")
	measure(b, func() { sink = Error(err) })
}

// BenchmarkErrorPgx is the issue 14 target: a pgx error as a Go agent hands
// it over, wrapped twice by the tool's own context.
func BenchmarkErrorPgx(b *testing.B) {
	pgErr := &pgconn.PgError{Severity: "ERROR", Code: "23505", Message: `duplicate key value violates unique constraint "users_email_key"`,
		Detail: "Key (email)=(a@example.com) already exists.", TableName: "users", ConstraintName: "users_email_key"}
	err := fmt.Errorf("create user: %w", fmt.Errorf("insert: %w", pgErr))
	measure(b, func() { sink = Error(err) })
	if sink.Kind != conflict {
		b.Fatalf("unexpected %+v", sink)
	}
}

// BenchmarkErrorPgxParallel is BenchmarkErrorPgx on every P at once: the
// per-type cache is read without locks, so the time per call should not
// grow with the number of goroutines (compare -cpu 1,2,4).
func BenchmarkErrorPgxParallel(b *testing.B) {
	pgErr := &pgconn.PgError{Severity: "ERROR", Code: "23505", Message: `duplicate key value violates unique constraint "users_email_key"`,
		Detail: "Key (email)=(a@example.com) already exists.", TableName: "users", ConstraintName: "users_email_key"}
	err := fmt.Errorf("create user: %w", fmt.Errorf("insert: %w", pgErr))
	b.ReportAllocs()
	c0, ok0 := cpuTime()
	b.RunParallel(func(pb *testing.PB) {
		r := Result{Kind: conflict} // a goroutine may get no iteration
		for pb.Next() {
			r = Error(err)
		}
		if r.Kind != conflict {
			b.Errorf("unexpected %+v", r)
		}
	})
	if c1, ok1 := cpuTime(); ok0 && ok1 {
		b.ReportMetric(float64(c1-c0)/float64(b.N), "cpu-ns/op")
	}
}

// BenchmarkErrorDial is the standard library's path: a refused connection
// as net/http hands it over, four levels deep, decided by the errno.
func BenchmarkErrorDial(b *testing.B) {
	err := fmt.Errorf("fetch: %w", &url.Error{Op: "Get", URL: "http://127.0.0.1:1/", Err: &net.OpError{Op: "dial", Net: "tcp",
		Err: &os.SyscallError{Syscall: "connect", Err: syscall.ECONNREFUSED}}})
	measure(b, func() { sink = Error(err) })
	if sink.Kind != transient {
		b.Fatalf("unexpected %+v", sink)
	}
}
