package classify

import (
	"errors"
	"net/http"
	"testing"
)

// Shapes of smithy-go's errors (the real ones are checked in
// contrib/nativecheck): a Response that embeds the *http.Response, inside a
// ResponseError embedded by pointer in the AWS SDK's own ResponseError.
type (
	smResponse      struct{ *http.Response }
	smResponseError struct {
		Response *smResponse
		Err      error
	}
	awsResponseError struct {
		*smResponseError
		RequestID string
	}
)

func (e *smResponseError) Error() string       { return "https response error StatusCode: 429" }
func (e *smResponseError) HTTPStatusCode() int { return e.Response.StatusCode }
func (e *smResponseError) Unwrap() error       { return e.Err }

func TestEmbeddedHeader(t *testing.T) {
	h := http.Header{"Retry-After": {"3"}}
	full := &awsResponseError{smResponseError: &smResponseError{Response: &smResponse{&http.Response{StatusCode: 429, Header: h}}, Err: errors.New("throttled")}}
	if got := embeddedHeader(full); got.Get("Retry-After") != "3" {
		t.Errorf("embeddedHeader = %v, want the response's headers", got)
	}
	for name, err := range map[string]error{
		"nil embedded pointer": &awsResponseError{},
		"nil Response":         &awsResponseError{smResponseError: &smResponseError{}},
		"nil *http.Response":   &awsResponseError{smResponseError: &smResponseError{Response: &smResponse{}}},
		"no Response field":    errors.New("plain"),
	} {
		if got := embeddedHeader(err); got != nil {
			t.Errorf("%s: embeddedHeader = %v, want nil", name, got)
		}
	}
	r := Error(full)
	if !r.HasRetryAfter || r.RetryAfter.Seconds() != 3 {
		t.Errorf("Error: retry-after %v (asked %v), want 3s", r.RetryAfter, r.HasRetryAfter)
	}
}
