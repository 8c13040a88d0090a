package wire_test

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/planner/internal/answer"
	"github.com/rungkit/rung/planner/internal/wire"
)

const testKey = "sk-ant-api03-wiretestKEY0123456789abcdef"

func endpoint(t *testing.T, srv *httptest.Server, header http.Header) *wire.Endpoint {
	t.Helper()
	u, err := url.Parse(srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	return &wire.Endpoint{
		Protocol: "anthropic",
		URL:      srv.URL + "/v1/messages",
		Header:   header,
		Client:   wire.NewClient(srv.Client(), u),
		Secrets:  answer.Secrets{testKey},
	}
}

func TestPostSendsJSONAndReadsTheAnswer(t *testing.T) {
	var got *http.Request
	var body []byte
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got = r.Clone(context.Background())
		body, _ = io.ReadAll(r.Body)
		io.WriteString(w, `{"model":"m1","n":3}`)
	}))
	defer srv.Close()
	e := endpoint(t, srv, http.Header{"X-Api-Key": {testKey}, "User-Agent": {"gateway-client/2"}})
	var out struct {
		Model string `json:"model"`
		N     int    `json:"n"`
	}
	if f := e.Post(context.Background(), map[string]string{"prompt": "<data>x</data>"}, &out); f != nil {
		t.Fatal(f)
	}
	if out.Model != "m1" || out.N != 3 {
		t.Errorf("answer = %+v", out)
	}
	if got.Method != http.MethodPost || got.URL.Path != "/v1/messages" {
		t.Errorf("request line = %s %s", got.Method, got.URL.Path)
	}
	for k, want := range map[string]string{"Content-Type": "application/json", "Accept": "application/json", "X-Api-Key": testKey, "User-Agent": "gateway-client/2"} {
		if v := got.Header.Get(k); v != want {
			t.Errorf("%s = %q, want %q", k, v, want)
		}
	}
	if want := "{\"prompt\":\"<data>x</data>\"}\n"; string(body) != want {
		t.Errorf("body = %q, want %q (no HTML escaping)", body, want)
	}
}

func TestUserAgentNamesRung(t *testing.T) {
	if ua := wire.UserAgent(); !strings.HasPrefix(ua, "rung/") || len(ua) == len("rung/") {
		t.Errorf("User-Agent = %q, want rung/VERSION", ua)
	}
}

// A body past the cap is not read into memory: the answer is unusable.
// The cap is lowered to 1 MiB so that the test sends 2 MiB, not 17.
func TestPostCapsTheAnswer(t *testing.T) {
	defer wire.SetMaxBody(1 << 20)()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.WriteString(w, `{"text":"`)
		chunk := strings.Repeat("a", 1<<20)
		for range 2 {
			io.WriteString(w, chunk)
		}
		io.WriteString(w, `"}`)
	}))
	defer srv.Close()
	var out map[string]any
	f := endpoint(t, srv, nil).Post(context.Background(), struct{}{}, &out)
	if f == nil || f.Kind != rung.KindAmbiguous || f.Code != "response_too_large" || !strings.Contains(f.Reason, "1 MiB") {
		t.Fatalf("failure = %+v, want ambiguous response_too_large", f)
	}
	if out != nil {
		t.Errorf("the answer was decoded: %d keys", len(out))
	}
	if wire.MaxBody != 16<<20 {
		t.Errorf("MaxBody = %d, want the documented 16 MiB", wire.MaxBody)
	}
}

// net/http keeps x-api-key on a redirect to another host; the client
// refuses to follow one at all.
func TestRedirectToAnotherOriginIsRefused(t *testing.T) {
	var leaked []string
	other := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		leaked = append(leaked, r.Header.Get("X-Api-Key"))
		io.WriteString(w, `{}`)
	}))
	defer other.Close()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/v1/messages" {
			http.Redirect(w, r, other.URL+"/collect?token=abc", http.StatusTemporaryRedirect)
			return
		}
		http.Redirect(w, r, "/v1/messages", http.StatusTemporaryRedirect)
	}))
	defer srv.Close()
	e := endpoint(t, srv, http.Header{"X-Api-Key": {testKey}})
	var out map[string]any
	f := e.Post(context.Background(), struct{}{}, &out)
	if f == nil || f.Status != 0 || !strings.Contains(f.Message, "refused a redirect") {
		t.Fatalf("failure = %+v, want the redirect refused", f)
	}
	if len(leaked) != 0 {
		t.Errorf("the other origin got %d requests, with x-api-key %q", len(leaked), leaked)
	}
	if strings.Contains(f.Message, testKey) {
		t.Errorf("message = %q holds the key", f.Message)
	}

	// Within the origin, a redirect is followed.
	e.URL = srv.URL + "/v1/old"
	if f := e.Post(context.Background(), struct{}{}, &out); f == nil || !strings.Contains(f.Message, "refused a redirect") {
		t.Fatalf("failure = %+v, want the same-origin hop followed, then the other origin refused", f)
	}
}

func TestStatusErrorKeepsTheBodyOutOfItsText(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Retry-After", "7")
		w.WriteHeader(http.StatusTooManyRequests)
		io.WriteString(w, `{"type":"error","error":{"type":"rate_limit_error","message":"slow down, `+testKey+`"},"request_id":"req_1"}`)
	}))
	defer srv.Close()
	f := endpoint(t, srv, nil).Post(context.Background(), struct{}{}, new(map[string]any))
	if f == nil || f.Kind != rung.KindTransient || f.RetryAfter != 7*time.Second || f.Code != "rate_limit_error" {
		t.Fatalf("failure = %+v, want transient rate_limit_error after 7s", f)
	}
	var se *wire.StatusError
	if !errors.As(f, &se) || se.HTTPStatus() != 429 || se.Error() != "anthropic API error: Too Many Requests (429)" {
		t.Errorf("cause = %v", se)
	}
	js, _ := json.Marshal(f)
	for _, s := range []string{f.Error(), f.Message, string(js)} {
		if strings.Contains(s, testKey) {
			t.Errorf("the key leaked: %s", s)
		}
	}
}

// A connection reset after the status line is a transport failure with no
// status: the answer never arrived whole.
func TestResetWhileReading(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	go func() {
		c, err := ln.Accept()
		if err != nil {
			return
		}
		buf := make([]byte, 4096)
		c.Read(buf)
		io.WriteString(c, "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{\"model\":")
		c.(*net.TCPConn).SetLinger(0)
		c.Close()
	}()
	u, _ := url.Parse("http://" + ln.Addr().String())
	e := &wire.Endpoint{Protocol: "openai", URL: u.String() + "/v1/chat/completions", Client: wire.NewClient(nil, u)}
	f := e.Post(context.Background(), struct{}{}, new(map[string]any))
	if f == nil || f.Status != 0 || f.Protocol != "openai" {
		t.Fatalf("failure = %+v, want a transport failure", f)
	}
	if f.Kind != rung.KindTransient {
		t.Errorf("kind = %v (reason %q, message %q), want transient", f.Kind, f.Reason, f.Message)
	}
}

func TestDeadlineIsATimeout(t *testing.T) {
	block := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-block:
		case <-r.Context().Done():
		}
	}))
	defer srv.Close()
	defer close(block)
	ctx, cancel := context.WithTimeout(context.Background(), time.Millisecond)
	defer cancel()
	f := endpoint(t, srv, nil).Post(ctx, struct{}{}, new(map[string]any))
	if f == nil || f.Kind != rung.KindTransient || !f.Timeout || !errors.Is(f, context.DeadlineExceeded) {
		t.Fatalf("failure = %+v, want a transient timeout wrapping context.DeadlineExceeded", f)
	}
}

func TestNotJSON(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.WriteString(w, `<html>maintenance</html>`)
	}))
	defer srv.Close()
	f := endpoint(t, srv, nil).Post(context.Background(), struct{}{}, new(map[string]any))
	if f == nil || f.Status != 0 || !strings.Contains(f.Message, "not the API's JSON") {
		t.Fatalf("failure = %+v", f)
	}
}

func TestUnencodableRequestIsInvalid(t *testing.T) {
	e := &wire.Endpoint{Protocol: "openai", URL: "http://127.0.0.1:1/v1/chat/completions", Client: http.DefaultClient}
	f := e.Post(context.Background(), map[string]any{"temperature": func() {}}, new(map[string]any))
	if f == nil || f.Kind != rung.KindInvalid || !strings.Contains(f.Reason, "does not encode as JSON") {
		t.Fatalf("failure = %+v, want invalid", f)
	}
}

func TestSetHeaders(t *testing.T) {
	h := http.Header{"Authorization": {"Bearer k"}, "X-Route": {"a"}}
	wire.SetHeaders(h, http.Header{"X-Route": {"b", "c"}, "Authorization": {"Bearer gateway"}})
	want := http.Header{"Authorization": {"Bearer gateway"}, "X-Route": {"b", "c"}}
	if diff := cmp.Diff(want, h); diff != "" {
		t.Errorf("headers (-want +got):\n%s", diff)
	}
}

func TestHeaderLines(t *testing.T) {
	got := wire.HeaderLines("X-Team: search\nno colon here\n: empty name\nX-Team:  ads \nHelicone-Auth: Bearer sk-h\n")
	want := http.Header{"X-Team": {"ads"}, "Helicone-Auth": {"Bearer sk-h"}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("headers (-want +got):\n%s", diff)
	}
}

func TestTextTakesWhatCompatibleServersSend(t *testing.T) {
	tests := []struct{ in, want string }{
		{`"plain"`, "plain"},
		{`null`, ""},
		{`[{"type":"text","text":"a"},{"type":"image_url","image_url":{}},{"type":"text","text":"b"}]`, "ab"},
		{`{"table":"orders"}`, `{"table":"orders"}`},
		{`42`, `42`},
	}
	for _, tt := range tests {
		var v struct {
			T wire.Text `json:"t"`
		}
		if err := json.Unmarshal([]byte(`{"t":`+tt.in+`}`), &v); err != nil || string(v.T) != tt.want {
			t.Errorf("%s: got %q, %v; want %q", tt.in, v.T, err, tt.want)
		}
	}
}

func TestCount(t *testing.T) {
	tests := []struct {
		in   string
		want wire.Count
	}{{`12`, 12}, {`12.0`, 12}, {`1.2e1`, 12}, {`null`, 0}, {`"12"`, 0}, {`-3`, 0}}
	for _, tt := range tests {
		var v struct {
			C wire.Count `json:"c"`
		}
		if err := json.Unmarshal([]byte(`{"c":`+tt.in+`}`), &v); err != nil || v.C != tt.want {
			t.Errorf("%s: got %d, %v; want %d", tt.in, v.C, err, tt.want)
		}
	}
}
