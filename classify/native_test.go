package classify_test

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"net"
	"os"
	"syscall"
	"testing"
	"time"

	"google.golang.org/genproto/googleapis/rpc/errdetails"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/protoadapt"
	"google.golang.org/protobuf/types/known/durationpb"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/classify"
)

// TestErrorGRPCStatusDetails builds statuses with grpc-go and the
// google.rpc detail messages, as a Google Cloud client returns them: the
// details decide where the code alone would mislead, and RetryInfo gives
// the wait.
func TestErrorGRPCStatusDetails(t *testing.T) {
	mk := func(c codes.Code, msg string, details ...protoadapt.MessageV1) error {
		st, err := status.New(c, msg).WithDetails(details...)
		if err != nil {
			t.Fatal(err)
		}
		return fmt.Errorf("spanner: commit: %w", st.Err())
	}
	cases := []struct {
		name string
		err  error
		want rung.Kind
		wait time.Duration
	}{
		{"rate limit with retry info", mk(codes.ResourceExhausted, "Quota exceeded for quota metric 'Requests' and limit 'Requests per minute'",
			&errdetails.ErrorInfo{Reason: "RATE_LIMIT_EXCEEDED", Domain: "googleapis.com"},
			&errdetails.RetryInfo{RetryDelay: durationpb.New(30 * time.Second)}), rung.KindTransient, 30 * time.Second},
		{"service disabled behind PERMISSION_DENIED", mk(codes.PermissionDenied, "Cloud Spanner API has not been used in project 42 before or it is disabled.",
			&errdetails.ErrorInfo{Reason: "SERVICE_DISABLED", Domain: "googleapis.com"}), rung.KindPremise, 0},
		{"retry info on UNAVAILABLE", mk(codes.Unavailable, "connection reset",
			&errdetails.RetryInfo{RetryDelay: durationpb.New(1500 * time.Millisecond)}), rung.KindTransient, 1500 * time.Millisecond},
		{"plain NOT_FOUND", mk(codes.NotFound, "Database not found: projects/p/instances/i/databases/d"), rung.KindPremise, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := classify.Error(c.err)
			if r.Kind != c.want || r.RetryAfter != c.wait {
				t.Errorf("Error(%v) = %s wait %v (%s), want %s wait %v", c.err, r.Kind, r.RetryAfter, r.Reason, c.want, c.wait)
			}
			f := (&classify.Chain{}).Classify(nil, c.err)
			if f.Protocol != "grpc" || f.Kind != c.want {
				t.Errorf("Classify = %s %s/%s, want %s grpc", f.Kind, f.Protocol, f.Code, c.want)
			}
		})
	}
}

// awsErr has the method set of smithy-go's APIError (the AWS SDK v2's
// errors), which classify reads by interface: the module does not depend
// on the AWS SDK.
type awsErr struct {
	code, msg string
	fault     int
}

func (e *awsErr) Error() string          { return "api error " + e.code + ": " + e.msg }
func (e *awsErr) ErrorCode() string      { return e.code }
func (e *awsErr) ErrorMessage() string   { return e.msg }
func (e *awsErr) ErrorFault() faultLevel { return faultLevel(e.fault) }

// faultLevel stands for smithy.ErrorFault, an int type.
type faultLevel int

func TestErrorAWSInterface(t *testing.T) {
	for _, c := range []struct {
		err  error
		want rung.Kind
	}{
		{&awsErr{"ThrottlingException", "Rate exceeded", 2}, rung.KindTransient},
		{&awsErr{"ConditionalCheckFailedException", "The conditional request failed", 2}, rung.KindPremise},
		// An unknown code with a server fault: the fault decides.
		{&awsErr{"WidgetMeltdown", "the widget service melted", 1}, rung.KindTransient},
	} {
		err := fmt.Errorf("operation error DynamoDB: PutItem, %w", c.err)
		if r := classify.Error(err); r.Kind != c.want {
			t.Errorf("Error(%v) = %s (%s), want %s", err, r.Kind, r.Reason, c.want)
		}
	}
}

// TestErrorWalk: the one walk over the error tree keeps errors.Is/As's
// answers: sentinels and types at any depth, in joined errors, and the
// caller's cancellation.
func TestErrorWalk(t *testing.T) {
	pathErr := &fs.PathError{Op: "open", Path: "/etc/x", Err: syscall.ENOENT}
	cases := []struct {
		name    string
		err     error
		want    rung.Kind
		timeout bool
	}{
		{"errno in a PathError", fmt.Errorf("read config: %w", pathErr), rung.KindPremise, false},
		{"EACCES", &fs.PathError{Op: "open", Path: "/root/x", Err: syscall.EACCES}, rung.KindDenied, false},
		{"EEXIST", &os.LinkError{Op: "link", Old: "a", New: "b", Err: syscall.EEXIST}, rung.KindConflict, false},
		{"ECONNREFUSED", &net.OpError{Op: "dial", Net: "tcp", Err: &os.SyscallError{Syscall: "connect", Err: syscall.ECONNREFUSED}}, rung.KindTransient, false},
		{"DNS not found", fmt.Errorf("get: %w", &net.DNSError{Err: "no such host", Name: "nope.invalid", IsNotFound: true}), rung.KindPremise, false},
		{"deadline", fmt.Errorf("call: %w", context.DeadlineExceeded), rung.KindTransient, true},
		{"deadline wins over a wrapped EOF", errors.Join(fmt.Errorf("read: %w", syscall.ECONNRESET), context.DeadlineExceeded), rung.KindTransient, true},
		{"joined: deeper sentinel", errors.Join(errors.New("first"), fmt.Errorf("second: %w", fs.ErrNotExist)), rung.KindPremise, false},
		{"the caller's cancel", fmt.Errorf("tool: %w", context.Canceled), rung.KindDenied, false},
		{"timeout method", fmt.Errorf("dial: %w", timeoutErr{}), rung.KindTransient, true},
	}
	for _, c := range cases {
		r := classify.Error(c.err)
		if r.Kind != c.want || r.Timeout != c.timeout {
			t.Errorf("%s: Error(%v) = %s timeout %v (%s), want %s timeout %v", c.name, c.err, r.Kind, r.Timeout, r.Reason, c.want, c.timeout)
		}
	}
	r := classify.Error(fmt.Errorf("tool: %w", context.Canceled))
	if want := "cancelled by the caller: not a failure to recover; do not retry, hand back"; r.Reason != "go: "+want {
		t.Errorf("cancel reason = %q, want it to say %q", r.Reason, want)
	}
}

type timeoutErr struct{}

func (timeoutErr) Error() string { return "i/o deadline reached" }
func (timeoutErr) Timeout() bool { return true }
