// Package http provides rung tools that make HTTP requests and classify
// the responses through the HTTP preset of package classify.
//
// # Tools
//
// http.get fetches a URL and has no side effects. http.request sends any
// method with headers, a body or a JSON value; it is declared with side
// effects (the ledger claims its calls) and accepts an idempotency key.
// Both return {"status", "headers", "body", "truncated"}; a JSON body is
// parsed.
//
// # Sandbox
//
// BaseURL and AllowedHosts confine where requests go. The call's URL is
// resolved against the base URL first and the result is checked, so a
// scheme-relative "//other-host/x" is refused like "https://other-host/x".
// The base URL admits its own scheme, host and port; an allowed_hosts entry
// admits its host on its port, or on 80 (http) and 443 (https) when it
// names none. A URL that reads differently to different parsers (a
// backslash, white space or control characters, a path that decodes to
// "//" or a backslash, user info, a scheme-relative URL with no base URL)
// is refused as it stands. Every redirect hop is checked again before it is
// sent, and a redirect is followed only within the scheme, host and port of
// the request: one elsewhere, or from https to http, is refused, since it
// would carry the method, the body and the credentials. A refusal is a
// rung.KindDenied failure (protocol rung, code host_not_allowed, url_not_allowed or
// redirect_not_allowed) whose message names the host and the allowed set;
// nothing is sent. A transport wrapper checks every request once more
// before the network, whatever changed the URL.
//
// Methods lists the only methods the tools may send, and ReadOnly allows
// GET and HEAD only; a call with another method is denied (code
// method_not_allowed) before anything is sent. http.request's descriptions
// then name the allowed methods, and it declares side effects only if one
// of them has any.
//
// # Idempotency keys
//
// A request whose method has side effects (POST, PUT, PATCH and DELETE
// unless configured otherwise) carries the ledger's key from
// rung.IdempotencyKey(ctx) in an Idempotency-Key header, so a replay of the
// step returns the server's original outcome. The key is sent as it is when
// it is a valid header value of at most 255 bytes, else as the hex SHA-256
// of the key. A header of the same name in the call's arguments wins.
//
// # Failures
//
// A status of 400 or more is classified by status, headers and body (429
// with Retry-After is transient with that wait, 429 insufficient_quota is a
// premise, 404 is a premise, 409 a conflict...). A 2xx response whose JSON
// body is an error envelope ({"ok": false}, {"error": {...}}, a non-empty
// "errors" array, a JSON-RPC error, "isError": true) is classified the same
// way. A transport error goes through the Go preset (connection refused is
// transient, an unknown host a premise). The call's timeout is a transient
// timeout failure.
//
// Effect: a request with side effects that was written to the connection
// and then timed out or lost its connection, or that got 500, 502 or 504
// back, has Effect possible: the server may have acted. Anything refused
// before it was sent, or answered with another status, has Effect none.
//
// Credentials never reach a failure: the message is the response body (or
// the transport error) passed through rung.Redact, with the values of the
// configured and per-call headers removed as well. The values of configured
// credential headers are also registered with rung.AddSecrets when the
// client is built, so traces, reports and prompts redact them too.
//
// The package name shadows net/http; import it under another name if you
// use both (runghttp).
package http

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	nethttp "net/http"
	"net/http/httptrace"
	"net/url"
	"slices"
	"strings"
	"sync/atomic"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/classify"
	"github.com/rungkit/rung/tool/internal/arg"
	"github.com/rungkit/rung/tool/internal/verdict"
)

// Options configure a Client. The zero value is a working configuration.
type Options struct {
	// Name prefixes the tool names: "http" (the default) gives http.get
	// and http.request.
	Name string `json:"name,omitempty" yaml:"name,omitempty"`
	// HTTPClient sends the requests; nil means a client with
	// http.DefaultTransport. Its own Timeout, if any, also applies.
	HTTPClient *nethttp.Client `json:"-" yaml:"-"`
	// BaseURL, when set, resolves the call's URL, and the result (each
	// redirect hop too) must have its scheme, host and port; others are
	// denied, never sent. It confines requests to an origin, not to a path.
	BaseURL string `json:"base_url,omitempty" yaml:"base_url,omitempty"`
	// AllowedHosts, when set, lists the hosts requests may go to, as "host"
	// (port 80 for http, 443 for https) or "host:port"; others are denied,
	// never sent.
	AllowedHosts []string `json:"allowed_hosts,omitempty" yaml:"allowed_hosts,omitempty"`
	// Header is sent with every request (Authorization, API keys); its
	// values never appear in failures or outputs, and the values of
	// credential headers (names containing auth, token, key, secret, cookie
	// or password) are registered with rung.AddSecrets, so they are redacted
	// from any text in the process.
	Header map[string]string `json:"header,omitempty" yaml:"header,omitempty"`
	// MaxResponseBytes caps the body read; longer bodies are cut and marked
	// "truncated". 0 means 1 MiB.
	MaxResponseBytes int64 `json:"max_response_bytes,omitempty" yaml:"max_response_bytes,omitempty"`
	// Timeout bounds one call, from sending to reading the body; 0 means
	// 30 seconds.
	Timeout time.Duration `json:"timeout,omitempty" yaml:"timeout,omitempty"`
	// SideEffectMethods are the methods that change the world: they carry
	// the idempotency key and may leave an effect when they fail. nil means
	// POST, PUT, PATCH and DELETE.
	SideEffectMethods []string `json:"side_effect_methods,omitempty" yaml:"side_effect_methods,omitempty"`
	// IdempotencyHeader names the key's header; "" means "Idempotency-Key".
	IdempotencyHeader string `json:"idempotency_header,omitempty" yaml:"idempotency_header,omitempty"`
	// Methods, when set, are the only methods the tools may send (any of
	// GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS, TRACE and CONNECT, in
	// any case); a call with another is denied, never sent. nil means any.
	Methods []string `json:"methods,omitempty" yaml:"methods,omitempty"`
	// ReadOnly allows GET and HEAD only; Methods, if set too, may list
	// only those.
	ReadOnly bool `json:"read_only,omitempty" yaml:"read_only,omitempty"`
	// CredentialHeaders names headers whose values are credentials although
	// their names do not say so ("X-Signature"): their values in Header are
	// registered with rung.AddSecrets, and their values in a call's
	// arguments are kept out of failures and outputs, like Authorization's.
	CredentialHeaders []string `json:"credential_headers,omitempty" yaml:"credential_headers,omitempty"`
}

// OptionError is a bad Options value. Field is the option as a plan file
// spells it, with the index of a bad entry ("methods[1]").
type OptionError struct {
	Field string
	Msg   string
}

func (e *OptionError) Error() string { return "http: " + e.Field + ": " + e.Msg }

// Check validates the options that need neither the network nor the
// environment: AllowedHosts, Methods and ReadOnly. New calls it; a
// configuration loader may call it early to report a bad value with its
// place in the file. Its errors are *OptionError.
func (o *Options) Check() error {
	if _, err := o.hostRules(); err != nil {
		return err
	}
	if o.BaseURL == "" && len(o.AllowedHosts) == 0 {
		// A credential sent with every request to any URL a model names
		// is a credential handed to whoever the model is talked into
		// calling.
		for name := range o.Header {
			if sensitiveHeader(name) || slices.ContainsFunc(o.CredentialHeaders, func(h string) bool { return strings.EqualFold(h, name) }) {
				return &OptionError{"header." + name, "is a credential, and neither base_url nor allowed_hosts limits where requests go: set one, so a model cannot send it to a host of its choosing"}
			}
		}
	}
	_, err := o.allowedMethods()
	return err
}

func (o *Options) hostRules() ([]hostRule, error) {
	var rules []hostRule
	for i, h := range o.AllowedHosts {
		r, err := parseHostRule(h)
		if err != nil {
			return nil, &OptionError{fmt.Sprintf("allowed_hosts[%d]", i), fmt.Sprintf("%q: %v", h, err)}
		}
		rules = append(rules, r)
	}
	return rules, nil
}

// knownMethods are the methods Methods may list: RFC 9110's and PATCH.
var knownMethods = []string{"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "CONNECT"}

// allowedMethods returns the methods the tools may send, upper-case; nil
// means any.
func (o *Options) allowedMethods() ([]string, error) {
	if o.Methods != nil && len(o.Methods) == 0 {
		// An empty allowlist that meant "any" would open what the
		// writer meant to close.
		return nil, &OptionError{"methods", "empty: list the allowed methods, or leave the option out to allow any"}
	}
	var ms []string
	for i, m := range o.Methods {
		u := strings.ToUpper(m)
		if !slices.Contains(knownMethods, u) {
			return nil, &OptionError{fmt.Sprintf("methods[%d]", i), fmt.Sprintf("%q is not an HTTP method (want one of %s)", m, strings.Join(knownMethods, ", "))}
		}
		if o.ReadOnly && u != "GET" && u != "HEAD" {
			return nil, &OptionError{fmt.Sprintf("methods[%d]", i), fmt.Sprintf("%s with read_only, which allows only GET and HEAD", u)}
		}
		if !slices.Contains(ms, u) {
			ms = append(ms, u)
		}
	}
	if o.ReadOnly && ms == nil {
		ms = []string{"GET", "HEAD"}
	}
	return ms, nil
}

// Client makes the tools' requests. It is safe for concurrent use.
type Client struct {
	opts    Options
	base    *url.URL
	hosts   []hostRule
	methods []string // nil: any
	hc      *nethttp.Client
}

// New returns a client for the HTTP tools.
func New(opts *Options) (*Client, error) {
	c := &Client{}
	if opts != nil {
		c.opts = *opts
	}
	o := &c.opts
	if o.Name == "" {
		o.Name = "http"
	}
	if o.MaxResponseBytes <= 0 {
		o.MaxResponseBytes = 1 << 20
	}
	if o.Timeout <= 0 {
		o.Timeout = 30 * time.Second
	}
	if o.SideEffectMethods == nil {
		o.SideEffectMethods = []string{"POST", "PUT", "PATCH", "DELETE"}
	}
	// A new slice: the caller's stays as it was.
	se := make([]string, len(o.SideEffectMethods))
	for i, m := range o.SideEffectMethods {
		se[i] = strings.ToUpper(m)
	}
	o.SideEffectMethods = se
	if o.IdempotencyHeader == "" {
		o.IdempotencyHeader = "Idempotency-Key"
	}
	if o.BaseURL != "" {
		u, err := url.Parse(o.BaseURL)
		if err != nil || u.Scheme == "" || u.Host == "" {
			return nil, &OptionError{"base_url", fmt.Sprintf("%q: want an absolute URL", rung.Redact(o.BaseURL))}
		}
		c.base = u
	}
	if err := o.Check(); err != nil {
		return nil, err
	}
	var err error
	if c.hosts, err = o.hostRules(); err != nil {
		return nil, err
	}
	if c.methods, err = o.allowedMethods(); err != nil {
		return nil, err
	}
	rung.AddSecrets(c.credentials()...)
	c.hc = c.sandboxClient(o.HTTPClient)
	return c, nil
}

// credentials are the configured values to redact process-wide: a
// credential header's value, its credential without the scheme ("Bearer
// xyz": xyz may be echoed alone), and the base URL's password.
func (c *Client) credentials() []string {
	var s []string
	for k, v := range c.opts.Header {
		if c.credential(k) {
			s = append(s, v)
			if _, cred, ok := strings.Cut(v, " "); ok {
				s = append(s, strings.TrimSpace(cred))
			}
		}
	}
	if c.base != nil {
		if p, ok := c.base.User.Password(); ok {
			s = append(s, p)
		}
	}
	return s
}

// Tools returns http.get and http.request.
func (c *Client) Tools() []rung.Tool { return []rung.Tool{c.Get(), c.Request()} }

const commonProps = `"url":{"type":"string","description":"absolute URL, or relative to the configured base URL"},` +
	`"headers":{"type":"object","additionalProperties":{"type":"string"}}`

// Get returns the tool that fetches a URL: {"url", "headers"}.
func (c *Client) Get() rung.Tool {
	return rung.Tool{
		Name:        c.opts.Name + ".get",
		Description: "Fetch a URL with GET and return its status, headers and body.",
		InputSchema: []byte(`{"type":"object","properties":{` + commonProps + `},"required":["url"]}`),
		Identifying: []string{"url"},
		Host:        c.host,
		Call: func(ctx context.Context, args map[string]any) (any, error) {
			return c.do(ctx, "GET", args)
		},
	}
}

// Request returns the tool that sends any request: {"method", "url",
// "headers", "body" (a string) or "json" (any JSON value)}.
//
// With Methods or ReadOnly, the descriptions name the allowed methods, and
// the tool is declared with side effects only if one of them has any. The
// schema does not enumerate them: a schema check would refuse another
// method as a bad argument to repair, where it is a boundary (denied), and
// would refuse "get" for "GET".
func (c *Client) Request() rung.Tool {
	method := `"method":{"type":"string","default":"GET"}`
	which := "any method"
	if c.methods != nil {
		which = strings.Join(c.methods, ", ")
		desc, _ := json.Marshal("one of " + which + "; others are refused")
		method = `"method":{"type":"string","description":` + string(desc) + `}`
	}
	side := c.mayChange()
	return rung.Tool{
		Name:        c.opts.Name + ".request",
		Description: "Send an HTTP request (" + which + ") with an optional text body or JSON value; return status, headers and body.",
		InputSchema: []byte(`{"type":"object","properties":{` + method + `,` + commonProps + `,` +
			`"body":{"type":"string"},"json":{"description":"a JSON value sent as the body, with Content-Type application/json"}},` +
			`"required":["url"]}`),
		Identifying:           []string{"method", "url"},
		Host:                  c.host,
		SideEffects:           side,
		AcceptsIdempotencyKey: side,
		Call: func(ctx context.Context, args map[string]any) (any, error) {
			m, err := arg.String("http", args, "method", false)
			if err != nil {
				return nil, err
			}
			if m == "" {
				m = "GET"
			}
			return c.do(ctx, strings.ToUpper(m), args)
		},
	}
}

// host names the host a call goes to, for the fleet's circuit breaker:
// the URL's, resolved against the base URL; "" when it does not parse.
func (c *Client) host(args map[string]any) string {
	raw, _ := args["url"].(string)
	u, err := url.Parse(raw)
	if err != nil {
		return ""
	}
	if c.base != nil && !u.IsAbs() {
		u = c.base.ResolveReference(u)
	}
	return strings.ToLower(u.Host)
}

func (c *Client) sideEffects(method string) bool {
	return slices.Contains(c.opts.SideEffectMethods, method)
}

// mayChange reports whether some method the tools may send has side
// effects.
func (c *Client) mayChange() bool {
	return c.methods == nil || slices.ContainsFunc(c.methods, c.sideEffects)
}

func (c *Client) do(ctx context.Context, method string, args map[string]any) (any, error) {
	raw, err := arg.String("http", args, "url", true)
	if err != nil {
		return nil, err
	}
	hdr, err := arg.StringMap("http", args, "headers")
	if err != nil {
		return nil, err
	}
	secrets := c.secrets(hdr)
	if c.methods != nil && !slices.Contains(c.methods, method) {
		// Before the URL: no argument can make this call allowed, so a
		// repair of the URL would be wasted.
		return nil, c.deniedMethod(method, redact(raw, secrets))
	}
	u, ferr := c.resolve(raw, secrets)
	if ferr != nil {
		return nil, ferr
	}
	target := redactURL(u)

	var body io.Reader
	contentType := ""
	if js, ok := args["json"]; ok {
		if _, both := args["body"]; both {
			return nil, arg.Invalid("http", "set only one of \"body\" and \"json\"")
		}
		b, err := json.Marshal(js)
		if err != nil {
			return nil, arg.Invalid("http", "argument \"json\": %v", err)
		}
		body, contentType = bytes.NewReader(b), "application/json"
	} else if s, err := arg.String("http", args, "body", false); err != nil {
		return nil, err
	} else if s != "" {
		body = strings.NewReader(s)
	}

	ctx, cancel := context.WithTimeout(ctx, c.opts.Timeout)
	defer cancel()
	var wrote atomic.Bool
	ctx = httptrace.WithClientTrace(ctx, &httptrace.ClientTrace{
		WroteRequest: func(httptrace.WroteRequestInfo) { wrote.Store(true) },
	})
	req, err := nethttp.NewRequestWithContext(ctx, method, u.String(), body)
	if err != nil {
		return nil, arg.Invalid("http", "%s", redact(err.Error(), secrets))
	}
	for k, v := range c.opts.Header {
		req.Header.Set(k, v)
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	for k, v := range hdr {
		req.Header.Set(k, v)
	}
	side := c.sideEffects(method)
	if key := rung.IdempotencyKey(ctx); side && key != "" && req.Header.Get(c.opts.IdempotencyHeader) == "" {
		req.Header.Set(c.opts.IdempotencyHeader, headerKey(key))
	}

	resp, err := c.hc.Do(req)
	if err != nil {
		var r *refusal
		if errors.As(err, &r) {
			// Refused before the hop (or request) was sent; the call's
			// target, not the redirect's, keeps the signature stable.
			r.f.Target = target
			return nil, r.f
		}
		return nil, c.transportFailure(ctx, err, side && wrote.Load(), target, secrets)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(io.LimitReader(resp.Body, c.opts.MaxResponseBytes+1))
	if err != nil {
		// The server answered, so the request arrived: the effect is as
		// possible as for a lost connection.
		return nil, c.transportFailure(ctx, err, side, target, secrets)
	}
	truncated := int64(len(b)) > c.opts.MaxResponseBytes
	if truncated {
		b = b[:c.opts.MaxResponseBytes]
	}

	if resp.StatusCode >= 400 || (resp.StatusCode/100 == 2 && errorEnvelope(b)) {
		full := redact(string(b), secrets)
		if strings.TrimSpace(full) == "" {
			full = resp.Status
		}
		msg := verdict.Truncate(full)
		r := classify.Classify(classify.Input{
			Protocol: "http",
			Status:   resp.StatusCode,
			Message:  full,
			Header:   resp.Header,
			Now:      time.Now(),
		})
		if r.Kind != rung.KindUnknown || resp.StatusCode >= 400 {
			f := verdict.Failure(r, "http", resp.StatusCode, msg, &StatusError{Status: resp.StatusCode, Body: msg})
			f.Target = target
			if side && (resp.StatusCode == 500 || resp.StatusCode == 502 || resp.StatusCode == 504) {
				f.Effect = rung.EffectPossible
			}
			return nil, f
		}
	}
	return map[string]any{
		"status":    resp.StatusCode,
		"headers":   outHeaders(resp.Header, secrets),
		"body":      outBody(resp.Header.Get("Content-Type"), b, truncated),
		"truncated": truncated,
	}, nil
}

// StatusError is the cause of a Failure built from an HTTP response.
type StatusError struct {
	Status int
	// Body is the response body, redacted and possibly cut.
	Body string
}

func (e *StatusError) Error() string {
	return fmt.Sprintf("HTTP %d %s: %s", e.Status, nethttp.StatusText(e.Status), e.Body)
}

func (c *Client) transportFailure(ctx context.Context, err error, sent bool, target string, secrets []string) *rung.Failure {
	msg := redact(err.Error(), secrets)
	var r classify.Result
	if errors.Is(err, context.DeadlineExceeded) || errors.Is(ctx.Err(), context.DeadlineExceeded) {
		r = classify.Result{Kind: rung.KindTransient, Timeout: true, Reason: "http: the call's deadline passed"}
	} else {
		r = classify.Error(err)
		if r.Kind == rung.KindUnknown {
			r = classify.Result{Kind: rung.KindTransient, Reason: "http: transport error"}
		}
	}
	f := verdict.Failure(r, "http", 0, msg, errors.New(msg))
	f.Target = target
	if sent && r.Kind == rung.KindTransient {
		f.Effect = rung.EffectPossible
	}
	return f
}

// secrets are the header values to scrub from failures and outputs.
func (c *Client) secrets(call map[string]string) []string {
	var s []string
	add := func(v string) {
		if len(v) >= 4 {
			s = append(s, v)
			// "Bearer xyz": the credential alone may be echoed too.
			if _, cred, ok := strings.Cut(v, " "); ok && len(cred) >= 4 {
				s = append(s, cred)
			}
		}
	}
	for _, v := range c.opts.Header {
		add(v)
	}
	for k, v := range call {
		if c.credential(k) {
			add(v)
		}
	}
	return s
}

// credential reports whether a header's value is a credential.
func (c *Client) credential(name string) bool {
	return sensitiveHeader(name) || slices.ContainsFunc(c.opts.CredentialHeaders, func(h string) bool { return strings.EqualFold(h, name) })
}

func sensitiveHeader(name string) bool {
	n := strings.ToLower(name)
	return strings.Contains(n, "auth") || strings.Contains(n, "token") || strings.Contains(n, "key") ||
		strings.Contains(n, "secret") || strings.Contains(n, "cookie") || strings.Contains(n, "password")
}

func redact(s string, secrets []string) string {
	for _, v := range secrets {
		s = strings.ReplaceAll(s, v, rung.Redacted)
	}
	return rung.Redact(s)
}

// redactURL is the URL as a failure's target: no user info, and secret
// query parameters redacted.
func redactURL(u *url.URL) string {
	cp := *u
	cp.User = nil
	return rung.Redact(cp.String())
}

// headerKey is the idempotency key as a header value.
func headerKey(key string) string {
	ok := len(key) <= 255
	for i := 0; ok && i < len(key); i++ {
		ok = key[i] > ' ' && key[i] < 0x7f
	}
	if ok {
		return key
	}
	sum := sha256.Sum256([]byte(key))
	return hex.EncodeToString(sum[:])
}

// errorEnvelope reports whether a 2xx body is a JSON error envelope.
func errorEnvelope(b []byte) bool {
	t := bytes.TrimSpace(b)
	if len(t) == 0 || t[0] != '{' {
		return false
	}
	var m map[string]json.RawMessage
	if json.Unmarshal(t, &m) != nil {
		return false
	}
	present := func(k string) bool {
		v, ok := m[k]
		if !ok {
			return false
		}
		s := string(bytes.TrimSpace(v))
		return s != "null" && s != "false" && s != `""` && s != "[]" && s != "{}"
	}
	return string(m["ok"]) == "false" || string(m["isError"]) == "true" ||
		present("error") || present("errors")
}

func outHeaders(h nethttp.Header, secrets []string) map[string]any {
	out := make(map[string]any, len(h))
	for k, vs := range h {
		v := strings.Join(vs, ", ")
		if strings.EqualFold(k, "Set-Cookie") {
			v = rung.Redacted
		}
		out[k] = redact(v, secrets)
	}
	return out
}

func outBody(contentType string, b []byte, truncated bool) any {
	mt, _, _ := mime.ParseMediaType(contentType)
	if !truncated && (mt == "application/json" || strings.HasSuffix(mt, "+json")) {
		var v any
		if json.Unmarshal(b, &v) == nil {
			return v
		}
	}
	return string(b)
}
