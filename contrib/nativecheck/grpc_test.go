package nativecheck

import (
	"context"
	"net"
	"strings"
	"testing"
	"time"

	"google.golang.org/genproto/googleapis/rpc/errdetails"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/credentials/insecure"
	"google.golang.org/grpc/health/grpc_health_v1"
	"google.golang.org/grpc/status"
	"google.golang.org/grpc/test/bufconn"
	"google.golang.org/protobuf/protoadapt"
	"google.golang.org/protobuf/types/known/durationpb"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/classify"
)

// failingHealth is a real gRPC service whose Check answers with the status
// the test set: the details travel in the grpc-status-details-bin trailer,
// and the client rebuilds them, as with any Google Cloud API.
type failingHealth struct {
	grpc_health_v1.UnimplementedHealthServer
	st *status.Status
}

func (h *failingHealth) Check(context.Context, *grpc_health_v1.HealthCheckRequest) (*grpc_health_v1.HealthCheckResponse, error) {
	return nil, h.st.Err()
}

// healthClient serves h on an in-memory listener and returns a client
// connected to it.
func healthClient(t *testing.T, h *failingHealth) grpc_health_v1.HealthClient {
	t.Helper()
	lis := bufconn.Listen(1 << 20)
	srv := grpc.NewServer()
	grpc_health_v1.RegisterHealthServer(srv, h)
	go srv.Serve(lis)
	t.Cleanup(srv.Stop)
	conn, err := grpc.NewClient("passthrough:///bufnet",
		grpc.WithContextDialer(func(ctx context.Context, _ string) (net.Conn, error) { return lis.DialContext(ctx) }),
		grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	return grpc_health_v1.NewHealthClient(conn)
}

func TestGRPCStatusOverTheWire(t *testing.T) {
	mk := func(c codes.Code, msg string, details ...protoadapt.MessageV1) *status.Status {
		st, err := status.New(c, msg).WithDetails(details...)
		if err != nil {
			t.Fatal(err)
		}
		return st
	}
	cases := []struct {
		name string
		st   *status.Status
		kind rung.Kind
		wait time.Duration
	}{
		{"RESOURCE_EXHAUSTED: a per-minute rate with RetryInfo", mk(codes.ResourceExhausted,
			"Quota exceeded for quota metric 'Read requests' and limit 'Read requests per minute' of service 'firestore.googleapis.com'",
			&errdetails.ErrorInfo{Reason: "RATE_LIMIT_EXCEEDED", Domain: "googleapis.com", Metadata: map[string]string{"service": "firestore.googleapis.com"}},
			&errdetails.RetryInfo{RetryDelay: durationpb.New(42 * time.Second)}), rung.KindTransient, 42 * time.Second},
		{"RESOURCE_EXHAUSTED: a daily QuotaFailure", mk(codes.ResourceExhausted, "Quota exceeded.",
			&errdetails.QuotaFailure{Violations: []*errdetails.QuotaFailure_Violation{{
				Subject: "project:my-project", Description: "Daily limit for translate characters per day exceeded"}}}), rung.KindPremise, 0},
		{"FAILED_PRECONDITION with a PreconditionFailure", mk(codes.FailedPrecondition, "The bucket is not empty.",
			&errdetails.PreconditionFailure{Violations: []*errdetails.PreconditionFailure_Violation{{
				Type: "STATE", Subject: "buckets/reports", Description: "the bucket must be empty before it is deleted"}}}), rung.KindPremise, 0},
		{"INVALID_ARGUMENT with a BadRequest", mk(codes.InvalidArgument, "Request contains an invalid argument.",
			&errdetails.BadRequest{FieldViolations: []*errdetails.BadRequest_FieldViolation{{
				Field: "page_size", Description: "must be between 1 and 1000"}}}), rung.KindInvalid, 0},
		{"PERMISSION_DENIED for a disabled service", mk(codes.PermissionDenied,
			"Cloud Translation API has not been used in project 42 before or it is disabled.",
			&errdetails.ErrorInfo{Reason: "SERVICE_DISABLED", Domain: "googleapis.com"}), rung.KindPremise, 0},
		{"PERMISSION_DENIED for a missing permission", mk(codes.PermissionDenied, "Permission 'datastore.entities.get' denied on resource",
			&errdetails.ErrorInfo{Reason: "IAM_PERMISSION_DENIED", Domain: "iam.googleapis.com"}), rung.KindDenied, 0},
		{"ALREADY_EXISTS", mk(codes.AlreadyExists, "Document already exists: projects/p/databases/(default)/documents/orders/o-1"), rung.KindConflict, 0},
		{"ABORTED with RetryInfo", mk(codes.Aborted, "Transaction was aborted.",
			&errdetails.RetryInfo{RetryDelay: durationpb.New(250 * time.Millisecond)}), rung.KindTransient, 250 * time.Millisecond},
		{"UNAVAILABLE", mk(codes.Unavailable, "The service is currently unavailable."), rung.KindTransient, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			client := healthClient(t, &failingHealth{st: c.st})
			_, err := client.Check(context.Background(), &grpc_health_v1.HealthCheckRequest{})
			got, ok := status.FromError(err)
			if !ok || got.Code() != c.st.Code() || len(got.Details()) != len(c.st.Details()) {
				t.Fatalf("the client got %v, want the server's status with its %d details", err, len(c.st.Details()))
			}
			r := classify.Error(err)
			if r.Kind != c.kind {
				t.Errorf("kind %v (%s), want %v", r.Kind, r.Reason, c.kind)
			}
			if r.HasRetryAfter != (c.wait > 0) || r.RetryAfter != c.wait {
				t.Errorf("retry-after %v (asked: %v), want %v", r.RetryAfter, r.HasRetryAfter, c.wait)
			}
			f := (&classify.Chain{}).Classify(&rung.Tool{Name: "firestore"}, err)
			if f.Kind != c.kind || f.Protocol != "grpc" || f.Code != strings.ToUpper(codeName(c.st.Code())) {
				t.Errorf("Chain.Classify = %v %s %s, want %v grpc %s", f.Kind, f.Protocol, f.Code, c.kind, codeName(c.st.Code()))
			}
		})
	}
}

// codeName is the canonical name of a code ("RESOURCE_EXHAUSTED").
func codeName(c codes.Code) string {
	var b strings.Builder
	for i, r := range c.String() {
		if r >= 'A' && r <= 'Z' && i > 0 {
			b.WriteByte('_')
		}
		b.WriteRune(r)
	}
	return strings.ToUpper(b.String())
}

// The client's own context: a deadline that passed is time (transient,
// timeout); the caller's cancel is not a failure to recover.
func TestGRPCClientContext(t *testing.T) {
	client := healthClient(t, &failingHealth{st: status.New(codes.Unavailable, "never reached")})

	ctx, cancel := context.WithDeadline(context.Background(), time.Unix(0, 0))
	defer cancel()
	_, err := client.Check(ctx, &grpc_health_v1.HealthCheckRequest{})
	if status.Code(err) != codes.DeadlineExceeded {
		t.Fatalf("got %v, want DEADLINE_EXCEEDED", err)
	}
	if r := classify.Error(err); r.Kind != rung.KindTransient || !r.Timeout {
		t.Errorf("deadline: %v timeout %v (%s), want transient, timeout", r.Kind, r.Timeout, r.Reason)
	}

	ctx, cancel = context.WithCancel(context.Background())
	cancel()
	_, err = client.Check(ctx, &grpc_health_v1.HealthCheckRequest{})
	if status.Code(err) != codes.Canceled {
		t.Fatalf("got %v, want CANCELLED", err)
	}
	r := classify.Error(err)
	if r.Kind != rung.KindDenied || !strings.Contains(r.Reason, rung.ReasonCanceled) {
		t.Errorf("the caller's cancel: %v (%s), want denied with the cancel reason", r.Kind, r.Reason)
	}
}
