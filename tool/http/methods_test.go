package http_test

import (
	"context"
	"encoding/json"
	"errors"
	nethttp "net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/tool/http"
)

// methodSchema is http.request's schema for "method": its description
// names the allowed methods, and it has no enum, so a schema check never
// turns a refused method (denied) into a bad argument (invalid).
func methodSchema(t *testing.T, tl rung.Tool) (desc string, enum []string) {
	t.Helper()
	var s struct {
		Properties struct {
			Method struct {
				Description string   `json:"description"`
				Enum        []string `json:"enum"`
			} `json:"method"`
		} `json:"properties"`
	}
	if err := json.Unmarshal(tl.InputSchema, &s); err != nil {
		t.Fatalf("schema %s: %v", tl.InputSchema, err)
	}
	return s.Properties.Method.Description, s.Properties.Method.Enum
}

// TestMethodsAllowlist: with methods set, a call with another method is
// denied before any request, naming the method and the allowed set.
func TestMethodsAllowlist(t *testing.T) {
	srv := newHostile(t) // here the allowed server; it records what reaches it
	m := tools(t, http.Options{BaseURL: srv.URL, Methods: []string{"get", "POST"}})
	for _, method := range []string{"PUT", "DELETE", "patch", "HEAD", "OPTIONS"} {
		_, err := m["http.request"].Call(context.Background(), map[string]any{"method": method, "url": "/x", "body": "b"})
		srv.assertUntouched(t)
		wantDenied(t, err, strings.ToUpper(method), "GET, POST")
		if f := failure(t, err); f.Code != "method_not_allowed" || f.Target != "/x" {
			t.Errorf("%s: code %q target %q", method, f.Code, f.Target)
		}
	}
	for _, call := range []struct {
		tool string
		args map[string]any
	}{{"http.request", map[string]any{"method": "post", "url": "/x"}}, {"http.get", map[string]any{"url": "/x"}}} {
		if _, err := m[call.tool].Call(context.Background(), call.args); err != nil {
			t.Errorf("%s %v: %v", call.tool, call.args, err)
		}
	}
	if desc, enum := methodSchema(t, m["http.request"]); !strings.Contains(desc, "GET, POST") || enum != nil {
		t.Errorf("method schema: description %q, enum %v", desc, enum)
	}
	if !m["http.request"].SideEffects {
		t.Error("POST is allowed: http.request has side effects")
	}

	srv.forget()
	m = tools(t, http.Options{BaseURL: srv.URL, Methods: []string{"POST"}})
	_, err := m["http.get"].Call(context.Background(), map[string]any{"url": "/x"})
	srv.assertUntouched(t)
	wantDenied(t, err, `"GET"`, "POST")
}

// TestReadOnly: read_only allows GET and HEAD and nothing else, and the
// request tool is then declared without side effects.
func TestReadOnly(t *testing.T) {
	srv := newHostile(t)
	m := tools(t, http.Options{BaseURL: srv.URL, ReadOnly: true})
	for _, method := range []string{"POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE"} {
		_, err := m["http.request"].Call(context.Background(), map[string]any{"method": method, "url": "/x", "json": map[string]any{"drop": true}})
		srv.assertUntouched(t)
		wantDenied(t, err, method, "GET, HEAD", "read_only")
	}
	for _, method := range []string{"GET", "head"} {
		if _, err := m["http.request"].Call(context.Background(), map[string]any{"method": method, "url": "/x"}); err != nil {
			t.Errorf("%s: %v", method, err)
		}
	}
	if r := m["http.request"]; r.SideEffects || r.AcceptsIdempotencyKey {
		t.Errorf("read-only http.request declared side effects %v, key %v", r.SideEffects, r.AcceptsIdempotencyKey)
	}
	if desc, enum := methodSchema(t, m["http.request"]); !strings.Contains(desc, "GET, HEAD") || enum != nil {
		t.Errorf("method schema: description %q, enum %v", desc, enum)
	}
}

// TestOptionErrors: bad values are *OptionError naming the option and the
// entry, so a plan file can point at the line.
func TestOptionErrors(t *testing.T) {
	for _, tc := range []struct {
		name  string
		opts  http.Options
		field string
		msg   string
	}{
		{"unknown method", http.Options{Methods: []string{"GET", "FETCH"}}, "methods[1]", `"FETCH" is not an HTTP method`},
		{"method with a space", http.Options{Methods: []string{" GET"}}, "methods[0]", "is not an HTTP method"},
		{"empty methods", http.Options{Methods: []string{}}, "methods", "empty"},
		{"read_only and POST", http.Options{ReadOnly: true, Methods: []string{"get", "post"}}, "methods[1]", "POST with read_only"},
		{"allowed host with a scheme", http.Options{AllowedHosts: []string{"https://api.example.com"}}, "allowed_hosts[0]", "want a host or host:port"},
		{"relative base URL", http.Options{BaseURL: "/api"}, "base_url", "want an absolute URL"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := http.New(&tc.opts)
			var oe *http.OptionError
			if !errors.As(err, &oe) || oe.Field != tc.field || !strings.Contains(oe.Msg, tc.msg) {
				t.Fatalf("err %v, want an *OptionError on %s saying %q", err, tc.field, tc.msg)
			}
			if tc.field != "base_url" {
				if err := tc.opts.Check(); err == nil || err.Error() != oe.Error() {
					t.Errorf("Check() = %v, want %v", err, oe)
				}
			}
		})
	}
	if err := (&http.Options{ReadOnly: true, Methods: []string{"HEAD"}, AllowedHosts: []string{"api.example.com:8443"}}).Check(); err != nil {
		t.Errorf("valid options: %v", err)
	}
}

// TestCredentialHeaders: a header the configuration marks as a credential
// is registered with rung.AddSecrets and kept out of failures, though its
// name does not say so.
func TestCredentialHeaders(t *testing.T) {
	srv := httptest.NewServer(nethttp.HandlerFunc(func(w nethttp.ResponseWriter, r *nethttp.Request) {
		nethttp.Error(w, "bad signature "+r.Header.Get("X-Signature")+" for "+r.Header.Get("X-Request-Sig"), nethttp.StatusUnauthorized)
	}))
	t.Cleanup(srv.Close)
	m := tools(t, http.Options{
		BaseURL:           srv.URL,
		Header:            map[string]string{"X-Signature": "sig-77aa88bb99"},
		CredentialHeaders: []string{"x-signature", "X-Request-Sig"},
	})
	if got := rung.Redact("sig-77aa88bb99"); got != rung.Redacted {
		t.Errorf("Redact(configured credential) = %q", got)
	}
	_, err := m["http.get"].Call(context.Background(), map[string]any{"url": "/x", "headers": map[string]any{"X-Request-Sig": "rs-4455667788"}})
	f := failure(t, err)
	b, _ := json.Marshal(f)
	for _, secret := range []string{"sig-77aa88bb99", "rs-4455667788"} {
		if strings.Contains(string(b)+f.Error(), secret) {
			t.Errorf("%s leaked: %s", secret, b)
		}
	}
}
