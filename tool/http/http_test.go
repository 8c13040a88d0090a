package http_test

import (
	"context"
	"encoding/json"
	"io"
	"net"
	nethttp "net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/tool/http"
)

const token = "Bearer tok-9f8e7d6c5b4a"

// server answers by path; it echoes what it received on /echo.
func server(t *testing.T) *httptest.Server {
	t.Helper()
	mux := nethttp.NewServeMux()
	mux.HandleFunc("/echo", func(w nethttp.ResponseWriter, r *nethttp.Request) {
		b, _ := io.ReadAll(r.Body)
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(map[string]any{
			"method": r.Method, "body": string(b), "key": r.Header.Get("Idempotency-Key"),
			"auth": r.Header.Get("Authorization") != "", "type": r.Header.Get("Content-Type"),
		})
	})
	mux.HandleFunc("/limited", func(w nethttp.ResponseWriter, r *nethttp.Request) {
		w.Header().Set("Retry-After", "7")
		w.WriteHeader(nethttp.StatusTooManyRequests)
		io.WriteString(w, `{"error":{"message":"Rate limit reached","type":"rate_limit_error"}}`)
	})
	mux.HandleFunc("/missing", func(w nethttp.ResponseWriter, r *nethttp.Request) {
		nethttp.Error(w, "no such order", nethttp.StatusNotFound)
	})
	mux.HandleFunc("/unauthorized", func(w nethttp.ResponseWriter, r *nethttp.Request) {
		nethttp.Error(w, "invalid credentials: "+r.Header.Get("Authorization"), nethttp.StatusUnauthorized)
	})
	mux.HandleFunc("/slack", func(w nethttp.ResponseWriter, r *nethttp.Request) {
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, `{"ok":false,"error":"channel_not_found"}`)
	})
	mux.HandleFunc("/fine", func(w nethttp.ResponseWriter, r *nethttp.Request) {
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, `{"ok":true,"error":null,"errors":[],"n":1}`)
	})
	mux.HandleFunc("/conflict", func(w nethttp.ResponseWriter, r *nethttp.Request) {
		w.WriteHeader(nethttp.StatusConflict)
		io.WriteString(w, `{"error":{"code":"already_exists","message":"order 42 already exists"}}`)
	})
	mux.HandleFunc("/badgateway", func(w nethttp.ResponseWriter, r *nethttp.Request) {
		w.WriteHeader(nethttp.StatusBadGateway)
	})
	stop := make(chan struct{})
	mux.HandleFunc("/slow", func(w nethttp.ResponseWriter, r *nethttp.Request) {
		// Reading the body lets the server notice the client hanging up.
		io.Copy(io.Discard, r.Body)
		select {
		case <-r.Context().Done():
		case <-stop:
		}
	})
	mux.HandleFunc("/big", func(w nethttp.ResponseWriter, r *nethttp.Request) {
		io.WriteString(w, strings.Repeat("x", 100))
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	t.Cleanup(func() { close(stop) }) // runs first
	return srv
}

func tools(t *testing.T, o http.Options) map[string]rung.Tool {
	t.Helper()
	c, err := http.New(&o)
	if err != nil {
		t.Fatal(err)
	}
	m := map[string]rung.Tool{}
	for _, tl := range c.Tools() {
		m[tl.Name] = tl
	}
	return m
}

func failure(t *testing.T, err error) *rung.Failure {
	t.Helper()
	f, ok := rung.AsFailure(err)
	if !ok {
		t.Fatalf("error %v is not a *rung.Failure", err)
	}
	return f
}

func TestSuccessAndIdempotencyKey(t *testing.T) {
	srv := server(t)
	m := tools(t, http.Options{BaseURL: srv.URL, Header: map[string]string{"Authorization": token}})
	if m["http.get"].SideEffects || !m["http.request"].SideEffects || !m["http.request"].AcceptsIdempotencyKey {
		t.Error("declarations: get has no side effects; request has them and accepts a key")
	}
	ctx := rung.WithIdempotencyKey(context.Background(), "run-1/create_order")

	got, err := m["http.request"].Call(ctx, map[string]any{"method": "post", "url": "/echo", "json": map[string]any{"qty": 2}})
	if err != nil {
		t.Fatal(err)
	}
	out := got.(map[string]any)
	want := map[string]any{"method": "POST", "body": `{"qty":2}`, "key": "run-1/create_order", "auth": true, "type": "application/json"}
	if diff := cmp.Diff(want, out["body"]); diff != "" || out["status"] != 200 || out["truncated"] != false {
		t.Errorf("POST: status %v truncated %v, body (-want +got):\n%s", out["status"], out["truncated"], diff)
	}

	got, err = m["http.get"].Call(ctx, map[string]any{"url": srv.URL + "/echo"})
	if err != nil {
		t.Fatal(err)
	}
	if key := got.(map[string]any)["body"].(map[string]any)["key"]; key != "" {
		t.Errorf("GET carried an idempotency key %q", key)
	}

	// A key that is not a valid header value is sent as its digest; an
	// explicit header wins.
	long := rung.WithIdempotencyKey(context.Background(), strings.Repeat("k", 300))
	got, _ = m["http.request"].Call(long, map[string]any{"method": "PUT", "url": "/echo"})
	if key := got.(map[string]any)["body"].(map[string]any)["key"].(string); len(key) != 64 {
		t.Errorf("long key sent as %q, want a 64-hex digest", key)
	}
	got, _ = m["http.request"].Call(ctx, map[string]any{"method": "PUT", "url": "/echo", "headers": map[string]any{"Idempotency-Key": "mine"}})
	if key := got.(map[string]any)["body"].(map[string]any)["key"]; key != "mine" {
		t.Errorf("explicit key: sent %q", key)
	}

	got, err = m["http.get"].Call(ctx, map[string]any{"url": "/fine"})
	if err != nil {
		t.Errorf("2xx with empty error fields: %v", err)
	}
	_ = got
}

func TestFailures(t *testing.T) {
	srv := server(t)
	m := tools(t, http.Options{BaseURL: srv.URL, Header: map[string]string{"Authorization": token}, Timeout: 200 * time.Millisecond})
	ctx := rung.WithIdempotencyKey(context.Background(), "k1")
	tests := []struct {
		name       string
		tool       string
		args       map[string]any
		kind       rung.Kind
		status     int
		effect     rung.Effect
		timeout    bool
		retryAfter time.Duration
	}{
		{"429 with Retry-After", "http.get", map[string]any{"url": "/limited"}, rung.KindTransient, 429, rung.EffectNone, false, 7 * time.Second},
		{"404", "http.get", map[string]any{"url": "/missing"}, rung.KindPremise, 404, rung.EffectNone, false, 0},
		{"401", "http.get", map[string]any{"url": "/unauthorized"}, rung.KindDenied, 401, rung.EffectNone, false, 0},
		{"409 on POST", "http.request", map[string]any{"method": "POST", "url": "/conflict"}, rung.KindConflict, 409, rung.EffectNone, false, 0},
		{"error inside a 200", "http.get", map[string]any{"url": "/slack"}, rung.KindPremise, 200, rung.EffectNone, false, 0},
		{"502 on POST may have acted", "http.request", map[string]any{"method": "POST", "url": "/badgateway"}, rung.KindTransient, 502, rung.EffectPossible, false, 0},
		{"502 on GET", "http.get", map[string]any{"url": "/badgateway"}, rung.KindTransient, 502, rung.EffectNone, false, 0},
		{"timeout on POST after sending", "http.request", map[string]any{"method": "POST", "url": "/slow", "body": "x"}, rung.KindTransient, 0, rung.EffectPossible, true, 0},
		{"timeout on GET", "http.get", map[string]any{"url": "/slow"}, rung.KindTransient, 0, rung.EffectNone, true, 0},
		{"outside the base URL", "http.get", map[string]any{"url": "https://example.com/"}, rung.KindDenied, 0, rung.EffectNone, false, 0},
		{"not http", "http.get", map[string]any{"url": "file:///etc/passwd"}, rung.KindDenied, 0, rung.EffectNone, false, 0},
		{"missing url", "http.get", map[string]any{}, rung.KindInvalid, 0, rung.EffectNone, false, 0},
		{"body and json", "http.request", map[string]any{"url": "/echo", "body": "a", "json": 1}, rung.KindInvalid, 0, rung.EffectNone, false, 0},
		{"bad headers", "http.get", map[string]any{"url": "/echo", "headers": map[string]any{"X": 1}}, rung.KindInvalid, 0, rung.EffectNone, false, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := m[tt.tool].Call(ctx, tt.args)
			f := failure(t, err)
			if f.Kind != tt.kind || f.Status != tt.status || f.Effect != tt.effect || f.Timeout != tt.timeout || f.RetryAfter != tt.retryAfter {
				t.Errorf("got kind %s status %d effect %s timeout %v retry-after %v (%s: %s), want %s %d %s %v %v",
					f.Kind, f.Status, f.Effect, f.Timeout, f.RetryAfter, f.Reason, f.Message, tt.kind, tt.status, tt.effect, tt.timeout, tt.retryAfter)
			}
			b, _ := json.Marshal(f)
			if strings.Contains(f.Error()+string(b), "tok-9f8e7d6c5b4a") {
				t.Errorf("the token leaked: %s", b)
			}
		})
	}
	_, err := m["http.get"].Call(ctx, map[string]any{"url": "/missing"})
	if f := failure(t, err); f.Target != srv.URL+"/missing" || f.Message != "no such order\n" {
		t.Errorf("404: target %q message %q", f.Target, f.Message)
	}
}

func TestTokenInURLAndHeaderArgs(t *testing.T) {
	srv := server(t)
	m := tools(t, http.Options{})
	_, err := m["http.get"].Call(context.Background(), map[string]any{
		"url":     srv.URL + "/unauthorized?access_token=qwertyuiop123",
		"headers": map[string]any{"Authorization": "Token zxcvbnm-0987"},
	})
	f := failure(t, err)
	b, _ := json.Marshal(f)
	for _, secret := range []string{"qwertyuiop123", "zxcvbnm-0987"} {
		if strings.Contains(string(b)+f.Error(), secret) {
			t.Errorf("%s leaked: %s", secret, b)
		}
	}
}

func TestAllowedHostsAndRefused(t *testing.T) {
	srv := server(t)
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	m := tools(t, http.Options{AllowedHosts: []string{srv.Listener.Addr().String(), addr}})
	if _, err := m["http.get"].Call(context.Background(), map[string]any{"url": "http://localhost.invalid/"}); rung.KindOf(err) != rung.KindDenied {
		t.Errorf("host not allowed: %v", err)
	}
	if _, err := m["http.get"].Call(context.Background(), map[string]any{"url": srv.URL + "/fine"}); err != nil {
		t.Errorf("allowed host: %v", err)
	}
	_, err = m["http.request"].Call(context.Background(), map[string]any{"method": "POST", "url": "http://" + addr + "/"})
	if f := failure(t, err); f.Kind != rung.KindTransient || f.Effect != rung.EffectNone {
		t.Errorf("connection refused: %+v", f)
	}
}

func TestResponseLimit(t *testing.T) {
	srv := server(t)
	m := tools(t, http.Options{MaxResponseBytes: 10})
	got, err := m["http.get"].Call(context.Background(), map[string]any{"url": srv.URL + "/big"})
	if err != nil {
		t.Fatal(err)
	}
	out := got.(map[string]any)
	if out["body"] != "xxxxxxxxxx" || out["truncated"] != true {
		t.Errorf("body %q truncated %v", out["body"], out["truncated"])
	}
}
