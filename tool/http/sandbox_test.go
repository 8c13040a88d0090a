package http_test

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	nethttp "net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/tool/http"
)

// hostile is a server the sandbox must keep every request from. It
// records what reached it, so a test can show what would have leaked.
type hostile struct {
	*httptest.Server
	mu  sync.Mutex
	got []string
}

func newHostile(t *testing.T) *hostile {
	t.Helper()
	h := &hostile{}
	h.Server = httptest.NewServer(nethttp.HandlerFunc(func(w nethttp.ResponseWriter, r *nethttp.Request) {
		b, _ := io.ReadAll(r.Body)
		h.mu.Lock()
		h.got = append(h.got, r.Method+" "+r.URL.String()+" auth="+r.Header.Get("Authorization")+
			" api-key="+r.Header.Get("X-Api-Key")+" body="+string(b))
		h.mu.Unlock()
		io.WriteString(w, "stolen")
	}))
	t.Cleanup(h.Close)
	return h
}

// assertUntouched fails the test if anything reached the hostile server
// since the last check.
func (h *hostile) assertUntouched(t *testing.T) {
	t.Helper()
	h.mu.Lock()
	defer h.mu.Unlock()
	if len(h.got) > 0 {
		t.Errorf("the hostile server saw %d request(s): %q", len(h.got), h.got)
	}
	h.got = nil
}

// forget drops what reached the server so far.
func (h *hostile) forget() {
	h.mu.Lock()
	h.got = nil
	h.mu.Unlock()
}

// redirector answers /echo with what it received, redirects /same to
// /echo, and redirects anything else to to plus the request's path.
func redirector(t *testing.T, tls bool, code int, to string) *httptest.Server {
	t.Helper()
	h := nethttp.HandlerFunc(func(w nethttp.ResponseWriter, r *nethttp.Request) {
		if r.URL.Path == "/echo" {
			b, _ := io.ReadAll(r.Body)
			w.Header().Set("Content-Type", "application/json")
			json.NewEncoder(w).Encode(map[string]any{"method": r.Method, "body": string(b), "auth": r.Header.Get("Authorization") != ""})
			return
		}
		if r.URL.Path == "/same" {
			nethttp.Redirect(w, r, "/echo", code)
			return
		}
		nethttp.Redirect(w, r, to+r.URL.Path, code)
	})
	var srv *httptest.Server
	if tls {
		srv = httptest.NewTLSServer(h)
	} else {
		srv = httptest.NewServer(h)
	}
	t.Cleanup(srv.Close)
	return srv
}

func hostPort(s *httptest.Server) string {
	return strings.TrimPrefix(strings.TrimPrefix(s.URL, "http://"), "https://")
}

func wantDenied(t *testing.T, err error, mentions ...string) {
	t.Helper()
	if err == nil {
		t.Fatal("the call succeeded; want a denied failure")
	}
	f := failure(t, err)
	if f.Kind != rung.KindDenied {
		t.Errorf("kind %s (%s: %s), want denied", f.Kind, f.Reason, f.Message)
	}
	for _, m := range mentions {
		if !strings.Contains(f.Message, m) {
			t.Errorf("message %q does not mention %q", f.Message, m)
		}
	}
}

// TestSchemeRelativeURLStaysOnBase: "//host:port/x" has no scheme, so it
// used to count as relative, and resolving it against the base URL took
// the other host with it.
func TestSchemeRelativeURLStaysOnBase(t *testing.T) {
	srv := server(t)
	evil := newHostile(t)
	m := tools(t, http.Options{BaseURL: srv.URL, Header: map[string]string{"Authorization": token}})
	_, err := m["http.get"].Call(context.Background(), map[string]any{"url": "//" + hostPort(evil.Server) + "/x"})
	evil.assertUntouched(t)
	wantDenied(t, err, hostPort(evil.Server), hostPort(srv))
}

// TestHostileURLForms: every form that names, or that some parser reads
// as naming, another host is refused before anything is sent.
func TestHostileURLForms(t *testing.T) {
	srv := server(t)
	evil := newHostile(t)
	h, a := hostPort(evil.Server), hostPort(srv)
	_, evilPort, _ := strings.Cut(h, ":")
	for _, tc := range []struct {
		name string
		opts http.Options
		url  string
	}{
		{"scheme-relative", http.Options{BaseURL: srv.URL}, "//" + h + "/x"},
		{"scheme-relative, allowed hosts", http.Options{AllowedHosts: []string{a}}, "//" + h + "/x"},
		{"absolute, other host", http.Options{BaseURL: srv.URL}, "http://" + h + "/x"},
		{"upper-case scheme", http.Options{BaseURL: srv.URL}, "HTTP://" + h + "/x"},
		{"double backslash", http.Options{BaseURL: srv.URL}, `\\` + h + `\x`},
		{"slash backslash", http.Options{BaseURL: srv.URL}, `/\` + h + `/x`},
		{"scheme slash backslash", http.Options{BaseURL: srv.URL}, `http:/\` + h + `/x`},
		{"scheme backslashes", http.Options{BaseURL: srv.URL}, `http:\\` + h + `/x`},
		{"backslash in the path", http.Options{BaseURL: srv.URL}, `/a\b`},
		{"userinfo naming the allowed host", http.Options{BaseURL: srv.URL}, "http://" + a + "@" + h + "/x"},
		{"userinfo naming the allowed host, allowed hosts", http.Options{AllowedHosts: []string{a}}, "http://" + a + "@" + h + "/x"},
		{"userinfo on the allowed host", http.Options{AllowedHosts: []string{a}}, "http://" + h + "@" + a + "/x"},
		{"space before scheme-relative", http.Options{BaseURL: srv.URL}, " //" + h + "/x"},
		{"tab before scheme-relative", http.Options{BaseURL: srv.URL}, "\t//" + h + "/x"},
		{"newline after", http.Options{BaseURL: srv.URL}, "/echo\n"},
		{"encoded slash making the path scheme-relative", http.Options{BaseURL: srv.URL}, "/%2F" + h + "/x"},
		{"encoded backslash", http.Options{BaseURL: srv.URL}, "/%5C" + h + "/x"},
		{"triple slash", http.Options{BaseURL: srv.URL}, "///" + h + "/x"},
		{"IPv4-mapped IPv6 literal", http.Options{AllowedHosts: []string{a}}, "http://[::ffff:127.0.0.1]:" + evilPort + "/x"},
		{"IPv6 loopback literal", http.Options{BaseURL: srv.URL}, "http://[::1]:" + evilPort + "/x"},
		{"allowed host name without its port", http.Options{AllowedHosts: []string{"127.0.0.1"}}, "http://" + h + "/x"},
		{"other port of the base host", http.Options{BaseURL: srv.URL}, "http://" + h + "/x"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			defer evil.assertUntouched(t)
			m := tools(t, tc.opts)
			_, err := m["http.request"].Call(context.Background(), map[string]any{"method": "POST", "url": tc.url, "body": "payload"})
			wantDenied(t, err)
		})
	}
}

// TestRedirectToAnotherHostRefused: a 307 replays the method and the body,
// and net/http forwards custom credential headers (and Authorization to the
// same IP on another port) to wherever the server points.
func TestRedirectToAnotherHostRefused(t *testing.T) {
	evil := newHostile(t)
	for _, tc := range []struct {
		name string
		opts func(from string) http.Options
	}{
		{"base URL", func(from string) http.Options { return http.Options{BaseURL: from} }},
		{"both hosts allowed", func(from string) http.Options {
			return http.Options{AllowedHosts: []string{strings.TrimPrefix(from, "http://"), hostPort(evil.Server)}}
		}},
		// With no base URL or allowed hosts the tool carries no
		// credentials (TestCredentialsNeedAHostLimit): the redirect is
		// still refused.
		{"no sandbox", func(string) http.Options { return http.Options{} }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, code := range []int{301, 302, 303, 307, 308} {
				t.Run(strconv.Itoa(code), func(t *testing.T) {
					from := redirector(t, false, code, evil.URL)
					o := tc.opts(from.URL)
					if o.BaseURL != "" || len(o.AllowedHosts) > 0 {
						o.Header = map[string]string{"Authorization": token, "X-Api-Key": "key-0a1b2c3d4e"}
					}
					m := tools(t, o)
					_, err := m["http.request"].Call(context.Background(), map[string]any{"method": "POST", "url": from.URL + "/orders", "body": "card=4111"})
					evil.assertUntouched(t)
					wantDenied(t, err, "redirect", hostPort(evil.Server), hostPort(from))
				})
			}
		})
	}
}

// TestRedirectDowngradeRefused: an https request redirected to plain http
// would send its credentials in clear text; it is refused even when both
// hosts are allowed.
func TestRedirectDowngradeRefused(t *testing.T) {
	evil := newHostile(t)
	from := redirector(t, true, nethttp.StatusTemporaryRedirect, evil.URL)
	for _, o := range []http.Options{
		{BaseURL: from.URL},
		{AllowedHosts: []string{hostPort(from), hostPort(evil.Server)}},
	} {
		o.HTTPClient = from.Client()
		o.Header = map[string]string{"Authorization": token}
		m := tools(t, o)
		_, err := m["http.get"].Call(context.Background(), map[string]any{"url": from.URL + "/report"})
		evil.assertUntouched(t)
		wantDenied(t, err, "redirect", hostPort(evil.Server))
	}
}

// TestRedirectWithinOriginFollowed: a redirect on the same scheme, host
// and port keeps working, with the method, body and credentials of a 307.
func TestRedirectWithinOriginFollowed(t *testing.T) {
	srv := redirector(t, false, nethttp.StatusTemporaryRedirect, "")
	m := tools(t, http.Options{BaseURL: srv.URL, Header: map[string]string{"Authorization": token}})
	got, err := m["http.request"].Call(context.Background(), map[string]any{"method": "POST", "url": "/same", "body": "b"})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]any{"method": "POST", "body": "b", "auth": true}
	if diff := cmp.Diff(want, got.(map[string]any)["body"]); diff != "" {
		t.Errorf("after the redirect (-want +got):\n%s", diff)
	}
}

// TestConfiguredCredentialsRedactedEverywhere: the values of configured
// credential headers are registered with rung.AddSecrets, so they are
// redacted from any text in the process, not only from this tool's
// failures; other header values are not.
func TestConfiguredCredentialsRedactedEverywhere(t *testing.T) {
	tools(t, http.Options{BaseURL: "https://api.example.com", Header: map[string]string{
		"X-Api-Key":     "k-live-5a6b7c8d9e",
		"Authorization": "Bearer at-1f2e3d4c5b6a",
		"Accept":        "application/vnd.example+json",
	}})
	in := "the upstream echoed k-live-5a6b7c8d9e and at-1f2e3d4c5b6a, wants application/vnd.example+json"
	got := rung.Redact(in)
	for _, secret := range []string{"k-live-5a6b7c8d9e", "at-1f2e3d4c5b6a"} {
		if strings.Contains(got, secret) {
			t.Errorf("Redact left %q in %q", secret, got)
		}
	}
	if !strings.Contains(got, "application/vnd.example+json") {
		t.Errorf("Redact removed a header value that is no credential: %q", got)
	}
}

// recorder is a transport that answers 200 to whatever reaches it, so
// host matching can be checked on names that do not resolve.
type recorder struct {
	mu  sync.Mutex
	got []string
}

func (r *recorder) RoundTrip(req *nethttp.Request) (*nethttp.Response, error) {
	r.mu.Lock()
	r.got = append(r.got, req.URL.String())
	r.mu.Unlock()
	return &nethttp.Response{StatusCode: 200, Header: nethttp.Header{}, Body: io.NopCloser(strings.NewReader("")), Request: req}, nil
}

// TestAllowedHostsMatching: an entry matches its host case-insensitively,
// on its port, or on the scheme's default port when it names none; a
// refused request never reaches the caller's transport.
func TestAllowedHostsMatching(t *testing.T) {
	rec := &recorder{}
	m := tools(t, http.Options{
		HTTPClient:   &nethttp.Client{Transport: rec},
		AllowedHosts: []string{"API.Example.com", "api.example.com:8443", "[::1]:8080", "10.0.0.7"},
	})
	for _, tc := range []struct {
		url     string
		allowed bool
	}{
		{"https://api.example.com/x", true},
		{"http://api.example.com/x", true},
		{"https://API.EXAMPLE.COM:443/x", true},
		{"https://api.example.com:8443/x", true},
		{"http://[::1]:8080/x", true},
		{"http://10.0.0.7/x", true},
		{"https://api.example.com:8080/x", false},
		{"http://api.example.com:443/x", false},
		{"http://[::1]/x", false},
		{"http://10.0.0.7:22/x", false},
		{"https://api.example.com.evil.test/x", false},
		{"https://evilapi.example.com/x", false},
		{"https://api.example.com@evil.test/x", false},
		{"http://[::ffff:10.0.0.7]/x", false},
	} {
		rec.got = nil
		_, err := m["http.get"].Call(context.Background(), map[string]any{"url": tc.url})
		if tc.allowed {
			if err != nil || len(rec.got) != 1 {
				t.Errorf("%s: err %v, sent %q; want it sent", tc.url, err, rec.got)
			}
			continue
		}
		if rung.KindOf(err) != rung.KindDenied || len(rec.got) != 0 {
			t.Errorf("%s: err %v, sent %q; want denied, nothing sent", tc.url, err, rec.got)
		}
	}
}

// TestAllowedHostsEntries: an entry that is not a host or host:port is a
// configuration error naming the entry.
func TestAllowedHostsEntries(t *testing.T) {
	for _, bad := range []string{"https://api.example.com", "api.example.com/v1", "user@api.example.com", "api.example.com:99999", "api.example.com:", "[::1", "[api]:80", "", "a b"} {
		_, err := http.New(&http.Options{AllowedHosts: []string{"ok.example.com", bad}})
		if err == nil || !strings.Contains(err.Error(), "allowed_hosts[1]") {
			t.Errorf("%q: err %v, want one naming allowed_hosts[1]", bad, err)
		}
	}
}

// TestCredentialsNeedAHostLimit: a credential header with neither base_url
// nor allowed_hosts would go to any URL a model names; the tool is refused.
func TestCredentialsNeedAHostLimit(t *testing.T) {
	for _, h := range []map[string]string{{"Authorization": "Bearer at-1f2e3d4c5b6a"}, {"X-Api-Key": "k-live-5a6b7c8d9e"}} {
		_, err := http.New(&http.Options{Header: h})
		var oe *http.OptionError
		if !errors.As(err, &oe) || !strings.Contains(err.Error(), "neither base_url nor allowed_hosts") {
			t.Errorf("New with %v and no host limit: %v", h, err)
		}
	}
	if _, err := http.New(&http.Options{Header: map[string]string{"Accept": "application/json"}}); err != nil {
		t.Errorf("a header that is not a credential needs no host limit: %v", err)
	}
	if _, err := http.New(&http.Options{AllowedHosts: []string{"api.example.com"}, Header: map[string]string{"Authorization": "Bearer x-123456"}}); err != nil {
		t.Errorf("allowed_hosts is a host limit: %v", err)
	}
}

// TestSandboxRefusalsReadAsRungs: a request the sandbox stops never reached a
// server, so its failure carries protocol "rung", not "http".
func TestSandboxRefusalsReadAsRungs(t *testing.T) {
	rec := &recorder{}
	m := tools(t, http.Options{HTTPClient: &nethttp.Client{Transport: rec}, AllowedHosts: []string{"api.example.com"}, ReadOnly: true})
	for _, tc := range []struct {
		tool string
		args map[string]any
		code string
	}{
		{"http.get", map[string]any{"url": "https://evil.test/x"}, "host_not_allowed"},
		{"http.request", map[string]any{"method": "POST", "url": "https://api.example.com/x"}, "method_not_allowed"},
	} {
		_, err := m[tc.tool].Call(context.Background(), tc.args)
		f, ok := rung.AsFailure(err)
		if !ok || f.Kind != rung.KindDenied || f.Protocol != "rung" || f.Code != tc.code {
			t.Errorf("%s %v: got %v; want denied, protocol rung, code %s", tc.tool, tc.args, f, tc.code)
		}
	}
}
