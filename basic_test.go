package rung_test

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgconn"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/rungtest"
)

type httpErr struct{ status int }

func (e httpErr) Error() string   { return fmt.Sprintf("HTTP %d", e.status) }
func (e httpErr) HTTPStatus() int { return e.status }

type statusCodeErr struct{ code int }

func (e *statusCodeErr) Error() string   { return "request failed" }
func (e *statusCodeErr) StatusCode() int { return e.code }

// grpcStatus mimics *status.Status: Code() returns a named uint32.
type grpcCode uint32
type grpcStatus struct{ code grpcCode }

func (s *grpcStatus) Code() grpcCode { return s.code }

type grpcErr struct{ st *grpcStatus }

func (e grpcErr) Error() string           { return "rpc error" }
func (e grpcErr) GRPCStatus() *grpcStatus { return e.st }

func TestBasicClassifierReadsStatuses(t *testing.T) {
	cases := []struct {
		err  error
		want rung.Kind
	}{
		{httpErr{503}, rung.KindTransient},
		{fmt.Errorf("calling the API: %w", httpErr{404}), rung.KindPremise},
		{&statusCodeErr{409}, rung.KindConflict},
		{&statusCodeErr{403}, rung.KindDenied},
		{httpErr{422}, rung.KindInvalid},
		{httpErr{418}, rung.KindUnknown},
		{grpcErr{&grpcStatus{14}}, rung.KindTransient},
		{grpcErr{&grpcStatus{5}}, rung.KindPremise},
		{grpcErr{nil}, rung.KindUnknown},
		{&pgconn.PgError{Code: "23505", Message: "duplicate key value violates unique constraint"}, rung.KindConflict},
		{&pgconn.PgError{Code: "42P01", Message: `relation "orders" does not exist`}, rung.KindPremise},
		{&pgconn.PgError{Code: "40001", Message: "could not serialize access"}, rung.KindTransient},
		{errors.New("plain"), rung.KindUnknown},
	}
	for _, c := range cases {
		if got := (rung.BasicClassifier{}).Classify(nil, c.err); got.Kind != c.want {
			t.Errorf("%v: kind %s, want %s", c.err, got.Kind, c.want)
		}
	}
}

// The zero Engine retries a tool error that says HTTP 503, as a newcomer
// expects, instead of handing back on an unknown failure.
func TestZeroEngineRetriesHTTP503(t *testing.T) {
	script := rungtest.FailThen(1, httpErr{503}, "ok")
	e := &rung.Engine{Tools: []rung.Tool{script.Tool("fetch")}, Clock: rungtest.NewClock(time.Time{})}
	rep, err := e.Run(context.Background(), &rung.Plan{Goal: "fetch", Steps: []rung.Step{{ID: "f", Tool: "fetch"}}})
	if err != nil || rep.Outcome != rung.OutcomeCompleted || script.Count() != 2 {
		t.Fatalf("outcome %s (%s) after %d calls, %v", rep.Outcome, rep.Reason, script.Count(), err)
	}
}
