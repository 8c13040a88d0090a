package answer

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"strconv"
	"strings"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/classify"
)

// Secrets removes the planner's own credentials from text, on top of
// rung.Redact's patterns, so that a key in an unusual format (a local
// server's token) never reaches an error, a log or a prompt.
type Secrets []string

// Scrub replaces every secret in s, then applies rung.Redact.
func (sc Secrets) Scrub(s string) string {
	for _, k := range sc {
		if len(k) >= 4 {
			s = strings.ReplaceAll(s, k, rung.Redacted)
		}
	}
	return rung.Redact(s)
}

// scrubbed is an error whose text has had secrets removed; it still unwraps
// to the original, so errors.Is and errors.As see the cause.
type scrubbed struct {
	msg string
	err error
}

func (e *scrubbed) Error() string { return e.msg }
func (e *scrubbed) Unwrap() error { return e.err }

// API is the failure of a model call that the API refused: status, raw
// body and headers go through the classify presets of protocol ("openai" or
// "anthropic"), which read the error body first (a 429 insufficient_quota is
// a premise, a 429 rate_limit_exceeded is transient), then the status; the
// wait the service asked for (Retry-After, x-ratelimit-reset-*, a delay in
// the body) becomes RetryAfter. A context window exceeded is invalid with a
// reason saying to shrink the prompt. cause is wrapped; the message is the
// body's error message, scrubbed of secrets.
func API(protocol string, status int, header http.Header, body []byte, cause error, sc Secrets) *rung.Failure {
	res := classify.Classify(classify.Input{Protocol: protocol, Status: status, Message: string(body), Header: header})
	msg, code := bodyMessage(body)
	if msg == "" {
		msg = strings.TrimSpace(string(body))
	}
	if msg == "" {
		msg = http.StatusText(status)
	}
	msg = rung.Truncate(sc.Scrub(msg), rung.MaxErrorBytes)
	f := &rung.Failure{
		Kind:       res.Kind,
		Message:    msg,
		Protocol:   protocol,
		Status:     status,
		Code:       res.Code,
		RetryAfter: res.RetryAfter,
		Timeout:    res.Timeout,
		Reason:     res.Reason,
		Err:        &scrubbed{msg: protocol + " API error: " + strings.TrimSpace(http.StatusText(status)+" ("+strconv.Itoa(status)+")"), err: cause},
	}
	if f.Code == "" {
		f.Code = code
	}
	if rung.PromptTooLong(f) {
		f.Kind = rung.KindInvalid
		f.Reason = protocol + ": the prompt does not fit the model's context window; shrink it (fewer or shorter completed outputs, observations or tools) or use a model with a longer context"
	}
	if f.Reason == "" {
		f.Reason = protocol + ": HTTP " + strconv.Itoa(status)
	}
	return f
}

// bodyMessage finds the error's message and code or type in an error body:
// OpenAI's {"error": {"message", "type", "param", "code"}}, Anthropic's
// {"type": "error", "error": {"type", "message"}}, and the {"error": "..."}
// or {"message": "..."} of OpenAI-compatible servers.
func bodyMessage(body []byte) (msg, code string) {
	var b struct {
		Error   json.RawMessage `json:"error"`
		Message string          `json:"message"`
		Detail  any             `json:"detail"`
	}
	if json.Unmarshal(body, &b) != nil {
		return "", ""
	}
	if len(b.Error) > 0 {
		var eo struct {
			Message string `json:"message"`
			Type    string `json:"type"`
			Code    any    `json:"code"`
		}
		if json.Unmarshal(b.Error, &eo) == nil {
			code = eo.Type
			if c, ok := eo.Code.(string); ok && c != "" {
				code = c
			}
			return eo.Message, code
		}
		var s string
		if json.Unmarshal(b.Error, &s) == nil {
			return s, ""
		}
	}
	if b.Message != "" {
		return b.Message, ""
	}
	if s, ok := b.Detail.(string); ok {
		return s, ""
	}
	return "", ""
}

// Transport is the failure of a model call that got no HTTP answer: a
// refused connection, a reset, a timeout, a cancelled context. It goes
// through the classify presets for Go errors; the cause is wrapped, so
// errors.Is(err, context.Canceled) still holds, but its text is scrubbed.
func Transport(protocol string, err error, sc Secrets) *rung.Failure {
	msg := sc.Scrub(err.Error())
	res := classify.Classify(classify.Input{Protocol: "go", Message: msg})
	f := &rung.Failure{
		Kind: res.Kind, Message: msg, Protocol: protocol, Code: res.Code,
		RetryAfter: res.RetryAfter, Timeout: res.Timeout, Reason: res.Reason,
		Err: &scrubbed{msg: msg, err: err},
	}
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		f.Kind, f.Timeout = rung.KindTransient, true
	case errors.Is(err, context.Canceled) && f.Kind == rung.KindUnknown:
		f.Reason = "the model call was cancelled"
	}
	if f.Reason == "" {
		f.Reason = protocol + ": the model call got no answer"
	} else {
		f.Reason = protocol + ": " + f.Reason
	}
	return f
}
