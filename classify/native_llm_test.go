package classify_test

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/anthropics/anthropic-sdk-go/v2"
	aoption "github.com/anthropics/anthropic-sdk-go/v2/option"
	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/classify"
)

// vendorReply is one error response as the vendor documents it.
type vendorReply struct {
	name   string
	status int
	header map[string]string
	body   string
	want   rung.Kind
	code   string        // Result.Code, when it should be the vendor's
	wait   time.Duration // RetryAfter, when the response asks for one
}

func replyServer(t *testing.T, r vendorReply) string {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		for k, v := range r.header {
			w.Header().Set(k, v)
		}
		w.WriteHeader(r.status)
		w.Write([]byte(r.body))
	}))
	t.Cleanup(srv.Close)
	return srv.URL
}

func checkVendor(t *testing.T, r vendorReply, err error, protocol string) {
	t.Helper()
	if err == nil {
		t.Fatal("no error")
	}
	got := classify.Error(err)
	if got.Kind != r.want || (r.code != "" && got.Code != r.code) || got.RetryAfter != r.wait {
		t.Errorf("Error(%q) = %s code %q wait %v (%s), want %s code %q wait %v", err, got.Kind, got.Code, got.RetryAfter, got.Reason, r.want, r.code, r.wait)
	}
	f := (&classify.Chain{}).Classify(nil, err)
	if f.Kind != r.want || f.Protocol != protocol || f.Status != r.status || !errors.Is(f, err) {
		t.Errorf("Classify = %s %s %d, want %s %s %d", f.Kind, f.Protocol, f.Status, r.want, protocol, r.status)
	}
}

// TestErrorOpenAINative: openai-go's Error() says "429 Too Many Requests"
// for a rate limit and an exhausted quota alike; the *openai.Error's code
// and body tell them apart. Bodies from
// https://platform.openai.com/docs/guides/error-codes.
func TestErrorOpenAINative(t *testing.T) {
	for _, r := range []vendorReply{
		{name: "rate limit", status: 429, header: map[string]string{"Retry-After": "7"},
			body: `{"error":{"message":"Rate limit reached for gpt-4o in organization org-x on requests per min (RPM): Limit 500, Used 500, Requested 1.","type":"requests","param":null,"code":"rate_limit_exceeded"}}`,
			want: rung.KindTransient, code: "rate_limit_exceeded", wait: 7 * time.Second},
		{name: "quota", status: 429,
			body: `{"error":{"message":"You exceeded your current quota, please check your plan and billing details.","type":"insufficient_quota","param":null,"code":"insufficient_quota"}}`,
			want: rung.KindPremise, code: "insufficient_quota"},
		{name: "region", status: 403,
			body: `{"error":{"code":"unsupported_country_region_territory","message":"Country, region, or territory not supported","param":null,"type":"request_forbidden"}}`,
			want: rung.KindDenied, code: "unsupported_country_region_territory"},
		{name: "invalid request", status: 400,
			body: `{"error":{"message":"Invalid value for 'temperature': expected a number between 0 and 2.","type":"invalid_request_error","param":"temperature","code":"invalid_value"}}`,
			want: rung.KindInvalid},
		{name: "bad key", status: 401,
			body: `{"error":{"message":"Incorrect API key provided: sk-abc. You can find your API key at https://platform.openai.com/account/api-keys.","type":"invalid_request_error","param":null,"code":"invalid_api_key"}}`,
			want: rung.KindDenied, code: "invalid_api_key"},
		{name: "model not found", status: 404,
			body: `{"error":{"message":"The model 'gpt-9' does not exist or you do not have access to it.","type":"invalid_request_error","param":null,"code":"model_not_found"}}`,
			// A model name is an argument the caller chose: fix the call.
			want: rung.KindInvalid, code: "model_not_found"},
		{name: "overloaded", status: 503,
			body: `{"error":{"message":"The engine is currently overloaded, please try again later","type":"server_error","param":null,"code":null}}`,
			want: rung.KindTransient},
	} {
		t.Run(r.name, func(t *testing.T) {
			c := openai.NewClient(option.WithBaseURL(replyServer(t, r)), option.WithAPIKey("sk-test"), option.WithMaxRetries(0))
			_, err := c.Chat.Completions.New(context.Background(), openai.ChatCompletionNewParams{
				Model: "gpt-4o", Messages: []openai.ChatCompletionMessageParamUnion{openai.UserMessage("hi")},
			})
			var oe *openai.Error
			if !errors.As(err, &oe) {
				t.Fatalf("%v is not an *openai.Error", err)
			}
			if strings.Contains(err.Error(), "insufficient_quota") {
				t.Fatalf("openai-go now prints the body (%q): the test no longer shows what the native read adds", err)
			}
			checkVendor(t, r, err, "openai")
		})
	}
}

// TestErrorAnthropicNative: anthropic-sdk-go's Error() is the method, URL
// and status; the error type is in the *anthropic.Error. Bodies from
// https://docs.anthropic.com/en/api/errors.
func TestErrorAnthropicNative(t *testing.T) {
	for _, r := range []vendorReply{
		{name: "overloaded", status: 529,
			body: `{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"},"request_id":"req_1"}`,
			want: rung.KindTransient, code: "overloaded_error"},
		{name: "rate limit", status: 429, header: map[string]string{"Retry-After": "12"},
			body: `{"type":"error","error":{"type":"rate_limit_error","message":"This request would exceed the rate limit for your organization of 50 requests per minute."}}`,
			want: rung.KindTransient, code: "rate_limit_error", wait: 12 * time.Second},
		{name: "invalid request", status: 400,
			body: `{"type":"error","error":{"type":"invalid_request_error","message":"max_tokens: Field required"}}`,
			want: rung.KindInvalid, code: "invalid_request_error"},
		{name: "credit balance", status: 400,
			body: `{"type":"error","error":{"type":"invalid_request_error","message":"Your credit balance is too low to access the Anthropic API. Please go to Plans & Billing to upgrade or purchase credits."}}`,
			want: rung.KindPremise},
		{name: "permission", status: 403,
			body: `{"type":"error","error":{"type":"permission_error","message":"Your API key does not have permission to use the specified resource."}}`,
			want: rung.KindDenied, code: "permission_error"},
		{name: "region", status: 403,
			body: `{"type":"error","error":{"type":"permission_error","message":"Request not allowed"}}`,
			want: rung.KindDenied, code: "permission_error"},
		{name: "not found", status: 404,
			body: `{"type":"error","error":{"type":"not_found_error","message":"model: claude-9"}}`,
			want: rung.KindInvalid, code: "not_found_error"},
	} {
		t.Run(r.name, func(t *testing.T) {
			c := anthropic.NewClient(aoption.WithBaseURL(replyServer(t, r)), aoption.WithAPIKey("sk-ant-test"), aoption.WithMaxRetries(0))
			_, err := c.Messages.New(context.Background(), anthropic.MessageNewParams{
				Model: "claude-sonnet-4-5", MaxTokens: 16,
				Messages: []anthropic.MessageParam{anthropic.NewUserMessage(anthropic.NewTextBlock("hi"))},
			})
			var ae *anthropic.Error
			if !errors.As(err, &ae) {
				t.Fatalf("%v is not an *anthropic.Error", err)
			}
			checkVendor(t, r, err, "anthropic")
		})
	}
}
