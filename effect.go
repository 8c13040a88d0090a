package rung

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"io"
	"net"
	"os"
	"strings"
	"syscall"
)

// Unsent marks err as a failure whose request never reached the service,
// or that the service documents as refused before any processing (a queue
// full, a 429 answered at the edge): the call changed nothing, so a
// side-effecting call that failed with it may be made again without a key.
// The engine reads the mark through any wrapping.
func Unsent(err error) error {
	if err == nil {
		return nil
	}
	return &unsentError{err}
}

type unsentError struct{ err error }

func (e *unsentError) Error() string { return e.err.Error() }
func (e *unsentError) Unwrap() error { return e.err }

// EffectOf decides whether a failed side-effecting call may have changed the
// world, from whether its request may have reached the service, not from
// the failure's kind alone. err is the error the tool returned (its chain is
// the best evidence: a dial error, a reset while reading); f is its
// classification. An Effect the tool or classifier already set wins. The
// rule, in order (docs/engine.md has it as a table):
//
//   - marked Unsent, refused at connect (dial errors, connection refused,
//     DNS, TLS handshake and certificate failures): none;
//   - a definitive refusal of the service (invalid, premise, denied,
//     conflict): none, the service decided and refused; an ambiguous
//     result is a call that worked: possible;
//   - a status the service answers before processing (HTTP 408, 429 and
//     503; gRPC RESOURCE_EXHAUSTED; a Retry-After): none;
//   - a transaction the database rolled back (SQLSTATE class 40, lock and
//     statement timeouts that cancel the statement, too many connections): none;
//   - a reset, EOF or closed connection after the request was written, a
//     timeout, a gateway's 500/502/504, a broken MCP stream, or no evidence
//     either way: possible.
func EffectOf(f *Failure, err error) Effect {
	if f == nil {
		return EffectNone
	}
	if f.Effect != EffectNone {
		return f.Effect
	}
	if err == nil {
		err = f.Err
	}
	var unsent *unsentError
	if errors.As(err, &unsent) || refusedAtConnect(err) {
		return EffectNone
	}
	switch f.Kind {
	case KindInvalid, KindPremise, KindDenied, KindConflict:
		return EffectNone
	case KindAmbiguous:
		// The call worked: whatever it was to change may have changed.
		return EffectPossible
	}
	if f.RetryAfter > 0 || answeredBeforeProcessing(f) {
		return EffectNone
	}
	if err == nil && f.Message != "" && notSentText(strings.ToLower(f.Message)) {
		// A failure that crossed a process boundary (a stored outcome, an
		// MCP result) keeps only its text.
		return EffectNone
	}
	return EffectPossible
}

// refusedAtConnect reports whether err's chain shows the request never
// left: the connection, name lookup or TLS handshake failed.
func refusedAtConnect(err error) bool {
	if err == nil {
		return false
	}
	var (
		op      *net.OpError
		dns     *net.DNSError
		addr    *net.AddrError
		hdr     tls.RecordHeaderError
		alert   tls.AlertError
		verify  *tls.CertificateVerificationError
		unknown x509.UnknownAuthorityError
		host    x509.HostnameError
		invalid x509.CertificateInvalidError
	)
	switch {
	case errors.As(err, &op) && op.Op == "dial":
		return true
	case errors.Is(err, syscall.ECONNREFUSED), errors.Is(err, syscall.EHOSTUNREACH), errors.Is(err, syscall.ENETUNREACH):
		return true
	case errors.As(err, &dns), errors.As(err, &addr):
		return true
	case errors.As(err, &hdr), errors.As(err, &alert), errors.As(err, &verify),
		errors.As(err, &unknown), errors.As(err, &host), errors.As(err, &invalid):
		return true
	}
	if errors.Is(err, syscall.ECONNRESET) || errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) ||
		errors.Is(err, context.DeadlineExceeded) || errors.Is(err, os.ErrDeadlineExceeded) {
		return false
	}
	// Errors that were flattened to text on the way (a wrapper that kept
	// only the message) still name what happened.
	return notSentText(strings.ToLower(err.Error()))
}

// notSentText reads a flattened error for the connect-time failures Go's
// net, net/http and crypto/tls print.
func notSentText(msg string) bool {
	for _, w := range [...]string{
		"connection refused", "no such host", "server misbehaving", "dial tcp", "dial udp", "dial unix",
		"tls: handshake failure", "tls: failed to verify certificate", "x509: ", "network is unreachable",
		"no route to host", "while dialing",
	} {
		if strings.Contains(msg, w) {
			// "dial tcp ...: i/o timeout" is a connect timeout: nothing sent.
			return true
		}
	}
	return false
}

// answeredBeforeProcessing reports statuses and codes that the protocols
// document as a refusal before the request was processed.
func answeredBeforeProcessing(f *Failure) bool {
	switch f.Protocol {
	case "grpc":
		return f.Status == 8 // RESOURCE_EXHAUSTED: throttled or out of quota
	case "postgres":
		code := f.Code
		// Class 40 (serialization failure, deadlock): the transaction was
		// rolled back. 55P03: the lock was not granted. 53300, 57P03: the
		// connection was refused before any statement ran.
		return strings.HasPrefix(code, "40") || code == "55P03" || code == "53300" || code == "57P03"
	}
	switch f.Status {
	case 408, 429, 503, 529:
		return true
	}
	return false
}
