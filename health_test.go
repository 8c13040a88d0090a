package rung

import (
	"errors"
	"testing"
	"time"
)

func TestOutage(t *testing.T) {
	err := errors.New("x")
	cases := []struct {
		name          string
		f             *Failure
		outage, limit bool
	}{
		{"503", Transient(errors.New("503 Service Unavailable")).WithCode("http", 503, ""), true, false},
		{"502", Transient(err).WithCode("http", 502, ""), true, false},
		{"timeout", Timeout(errors.New("context deadline exceeded")), true, false},
		{"connection refused", Transient(errors.New("dial tcp 10.0.0.1:443: connect: connection refused")).WithCode("go", 0, "ECONNREFUSED"), true, false},
		{"grpc unavailable", Transient(err).WithCode("grpc", 14, "Unavailable"), true, false},
		{"postgres cannot connect now", Transient(err).WithCode("postgres", 0, "57P03"), true, false},
		{"429", Transient(errors.New("429 Too Many Requests")).WithCode("http", 429, "rate_limit_exceeded"), false, true},
		{"503 with Retry-After", RetryAfter(2*time.Second, Transient(err).WithCode("http", 503, "")), false, true},
		{"aws throttling", Transient(err).WithCode("aws", 400, "ThrottlingException"), false, true},
		{"grpc resource exhausted", Transient(err).WithCode("grpc", 8, ""), false, true},
		{"deadlock", Transient(err).WithCode("postgres", 0, "40P01"), false, false},
		{"404", Premise(err).WithCode("http", 404, "NoSuchKey"), false, false},
		{"500 classified invalid", Invalid(err).WithCode("http", 500, ""), false, false},
		{"lease held", Transient(err).WithReason(ReasonLeaseHeld), false, false},
		{"nil", nil, false, false},
	}
	for _, c := range cases {
		if got := Outage(c.f); got != c.outage {
			t.Errorf("%s: Outage = %v, want %v", c.name, got, c.outage)
		}
		if got := RateLimited(c.f); got != c.limit {
			t.Errorf("%s: RateLimited = %v, want %v", c.name, got, c.limit)
		}
	}
}
