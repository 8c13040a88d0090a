package rung

import (
	"context"
	"errors"
	"reflect"
	"strconv"
	"strings"
)

// BasicClassifier is the engine's default classifier, for an Engine or a
// Session built without package classify. It takes a *Failure as it is,
// treats context.DeadlineExceeded as a transient timeout, and reads the
// status an error exposes by the conventions the ecosystem's error types
// follow: HTTPStatus(), StatusCode() or HTTPStatusCode() (net/http clients,
// SDK errors, smithy-go), GRPCStatus() (gRPC), and SQLState() (pgx, lib/pq).
// It decides by status alone; anything else is unknown (one retry, then
// premise). Package classify's presets read the body as well, and are what
// production callers should use: &classify.Chain{}.
type BasicClassifier struct{}

// Classify implements Classifier.
func (BasicClassifier) Classify(_ *Tool, err error) *Failure {
	if f, ok := AsFailure(err); ok {
		return f
	}
	if errors.Is(err, context.DeadlineExceeded) {
		return Timeout(err)
	}
	if f := byStatus(err); f != nil {
		return f
	}
	return Unknown(err)
}

type (
	httpStatuser    interface{ HTTPStatus() int }
	statusCoder     interface{ StatusCode() int }
	httpStatusCoder interface{ HTTPStatusCode() int }
	sqlStater       interface{ SQLState() string }
)

// byStatus classifies err by the first status its chain exposes.
func byStatus(err error) *Failure {
	var (
		hs httpStatuser
		sc statusCoder
		hc httpStatusCoder
		ss sqlStater
	)
	switch {
	case errors.As(err, &ss):
		return bySQLState(err, ss.SQLState())
	case errors.As(err, &hs):
		return byHTTPStatus(err, hs.HTTPStatus())
	case errors.As(err, &hc):
		return byHTTPStatus(err, hc.HTTPStatusCode())
	case errors.As(err, &sc):
		return byHTTPStatus(err, sc.StatusCode())
	}
	if code, ok := grpcCode(err); ok {
		return byGRPCCode(err, code)
	}
	return nil
}

// byHTTPStatus reads an HTTP status as RFC 9110 defines it.
func byHTTPStatus(err error, status int) *Failure {
	var f *Failure
	switch {
	case status == 408 || status == 504:
		f = Timeout(err)
	case status == 429 || status == 502 || status == 503 || status == 500:
		f = Transient(err)
	case status == 401 || status == 403:
		f = Denied(err)
	case status == 404 || status == 410:
		f = Premise(err)
	case status == 409:
		f = Conflict(err, nil)
	case status == 400 || status == 413 || status == 414 || status == 415 || status == 422:
		f = Invalid(err)
	default:
		return nil
	}
	return f.WithCode("http", status, "").WithReason("basic: HTTP " + strconv.Itoa(status))
}

// grpcCode calls GRPCStatus().Code() by reflection, so the root package
// needs no gRPC import.
func grpcCode(err error) (int, bool) {
	for e := err; e != nil; e = errors.Unwrap(e) {
		m := reflect.ValueOf(e).MethodByName("GRPCStatus")
		if !m.IsValid() || m.Type().NumIn() != 0 || m.Type().NumOut() != 1 {
			continue
		}
		st := m.Call(nil)[0]
		if st.Kind() == reflect.Pointer && st.IsNil() {
			continue
		}
		code := st.MethodByName("Code")
		if !code.IsValid() || code.Type().NumIn() != 0 || code.Type().NumOut() != 1 {
			continue
		}
		c := code.Call(nil)[0]
		if c.CanUint() {
			return int(c.Uint()), true
		}
		if c.CanInt() {
			return int(c.Int()), true
		}
	}
	return 0, false
}

// byGRPCCode reads a gRPC status code as grpc's codes package documents it.
func byGRPCCode(err error, code int) *Failure {
	var f *Failure
	switch code {
	case 0, 1: // OK, Canceled: nothing the service decided
		return nil
	case 4: // DEADLINE_EXCEEDED
		f = Timeout(err)
	case 8, 10, 14: // RESOURCE_EXHAUSTED, ABORTED, UNAVAILABLE
		f = Transient(err)
	case 3, 11: // INVALID_ARGUMENT, OUT_OF_RANGE
		f = Invalid(err)
	case 5, 9: // NOT_FOUND, FAILED_PRECONDITION
		f = Premise(err)
	case 6: // ALREADY_EXISTS
		f = Conflict(err, nil)
	case 7, 16: // PERMISSION_DENIED, UNAUTHENTICATED
		f = Denied(err)
	default:
		return nil
	}
	return f.WithCode("grpc", code, "").WithReason("basic: gRPC code " + strconv.Itoa(code))
}

// bySQLState reads a PostgreSQL SQLSTATE by its class.
func bySQLState(err error, state string) *Failure {
	var f *Failure
	switch {
	case state == "57014":
		f = Timeout(err)
	case state == "23505":
		f = Conflict(err, nil)
	case strings.HasPrefix(state, "08"), strings.HasPrefix(state, "40"), strings.HasPrefix(state, "53"),
		state == "55P03", state == "57P01", state == "57P03":
		f = Transient(err)
	case strings.HasPrefix(state, "28"), state == "42501":
		f = Denied(err)
	case state == "42P01", state == "3D000", state == "3F000", state == "42883":
		f = Premise(err)
	case strings.HasPrefix(state, "22"), strings.HasPrefix(state, "23"), strings.HasPrefix(state, "42"):
		f = Invalid(err)
	default:
		return nil
	}
	return f.WithCode("postgres", 0, state).WithReason("basic: SQLSTATE " + state)
}
