// Package wire makes the one HTTP call a planner needs: a JSON POST to one
// endpoint of a model API, its answer read into a struct, and anything
// else turned into a *rung.Failure.
//
// The openai and anthropic planners speak their vendor's wire format
// directly through this package rather than through the vendors' SDKs:
// each SDK's root package links every service of its API (realtime,
// responses, batches, webhooks...), which was most of the time of a cold
// build of cmd/rung and a large part of the binary, while a planner uses
// one endpoint.
package wire

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/planner/internal/answer"
)

// MaxBody bounds how much of a successful answer is read. A plan, a repair
// or a kind is bounded by the request's max_tokens, a few hundred kilobytes
// at the very most; a server that sends more is broken or hostile, and
// reading it whole could exhaust the process's memory.
const MaxBody = 16 << 20

// maxBody is MaxBody, lowered by the tests.
var maxBody int64 = MaxBody

// maxErrorBody bounds how much of an error answer is read: enough for any
// vendor's error object, and the classifier reads no more.
const maxErrorBody = 1 << 20

// responseHeaderTimeout bounds the wait between a fully written request and
// the answer's headers on the default client, as openai-go's default client
// did: a server that accepts the connection and never answers would
// otherwise hang a run that has no deadline. It does not bound the body.
const responseHeaderTimeout = 10 * time.Minute

// Endpoint is one API endpoint and what every request to it carries. It is
// safe for concurrent use once built.
type Endpoint struct {
	// Protocol is "openai" or "anthropic": the Failure's protocol and the
	// classify presets that read an error answer.
	Protocol string
	// URL is the endpoint's full URL.
	URL string
	// Header is sent with every request: credentials, the API version, the
	// caller's extra headers. It wins over the defaults (Content-Type,
	// Accept, User-Agent).
	Header http.Header
	// Client makes the requests; see NewClient.
	Client *http.Client
	// Secrets are scrubbed from every failure's text.
	Secrets answer.Secrets
}

// StatusError is the cause of a failure the API answered with a status
// outside 2xx. Its text holds the status only, never the body, which may
// echo a credential. HTTPStatus lets code that reads an error's HTTP status
// find it without knowing this type.
type StatusError struct {
	Protocol   string
	StatusCode int
}

func (e *StatusError) Error() string {
	return e.Protocol + " API error: " + strings.TrimSpace(http.StatusText(e.StatusCode)+" ("+strconv.Itoa(e.StatusCode)+")")
}

// HTTPStatus is the status the API answered.
func (e *StatusError) HTTPStatus() int { return e.StatusCode }

// Post sends body as JSON and decodes a 2xx answer into out. An answer
// outside 2xx is a failure classified from its status, headers and body by
// the protocol's classify presets; no answer at all (refused, reset,
// timeout, cancelled) is a transport failure; an answer larger than MaxBody
// is ambiguous.
func (e *Endpoint) Post(ctx context.Context, body, out any) *rung.Failure {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	// Prompts fence data with <data>...</data>; escaping it as \u003c is
	// legal JSON but makes captured requests hard to read.
	enc.SetEscapeHTML(false)
	if err := enc.Encode(body); err != nil {
		msg := e.Protocol + ": the request does not encode as JSON: " + e.Secrets.Scrub(err.Error())
		f := rung.Invalid(errors.New(msg))
		f.Protocol, f.Reason = e.Protocol, msg
		return f
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, e.URL, &buf)
	if err != nil {
		return answer.Transport(e.Protocol, err, e.Secrets)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json")
	req.Header.Set("User-Agent", UserAgent())
	for k, vs := range e.Header {
		req.Header[k] = append([]string(nil), vs...)
	}
	resp, err := e.Client.Do(req)
	if err != nil {
		return answer.Transport(e.Protocol, err, e.Secrets)
	}
	defer resp.Body.Close()
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		b, _ := io.ReadAll(io.LimitReader(resp.Body, maxErrorBody))
		return answer.API(e.Protocol, resp.StatusCode, resp.Header, b, &StatusError{Protocol: e.Protocol, StatusCode: resp.StatusCode}, e.Secrets)
	}
	b, err := io.ReadAll(io.LimitReader(resp.Body, maxBody+1))
	if err != nil {
		return answer.Transport(e.Protocol, err, e.Secrets)
	}
	if int64(len(b)) > maxBody {
		return answer.Ambiguous(e.Protocol, "response_too_large", "",
			"the answer is larger than "+sizeText(maxBody)+", more than any answer within max_tokens; the server is not speaking the API")
	}
	if err := json.Unmarshal(b, out); err != nil {
		return answer.Transport(e.Protocol, fmt.Errorf("the answer is not the API's JSON: %w", err), e.Secrets)
	}
	return nil
}

// sizeText writes n bytes for people: "16 MiB", or bytes below a MiB.
func sizeText(n int64) string {
	if n >= 1<<20 && n%(1<<20) == 0 {
		return strconv.FormatInt(n>>20, 10) + " MiB"
	}
	return strconv.FormatInt(n, 10) + " bytes"
}

// NewClient returns the client a planner makes its requests with: hc, or a
// default one, whose redirects never leave base's origin. net/http drops
// Authorization on a redirect to another host but keeps every other header,
// and x-api-key or a gateway's credential header is as much a secret.
func NewClient(hc *http.Client, base *url.URL) *http.Client {
	if hc == nil {
		hc = defaultClient()
	}
	c := *hc
	next := hc.CheckRedirect
	c.CheckRedirect = func(req *http.Request, via []*http.Request) error {
		if !strings.EqualFold(req.URL.Scheme, base.Scheme) || !strings.EqualFold(req.URL.Host, base.Host) {
			return fmt.Errorf("refused a redirect to %s: the request carries credentials for %s://%s", rung.Redact(req.URL.Redacted()), base.Scheme, base.Host)
		}
		if next != nil {
			return next(req, via)
		}
		if len(via) >= 10 {
			return errors.New("stopped after 10 redirects")
		}
		return nil
	}
	return &c
}

// defaultClient is shared by every planner without an HTTPClient, so that
// they share connections.
var defaultClient = sync.OnceValue(func() *http.Client {
	if t, ok := http.DefaultTransport.(*http.Transport); ok {
		t = t.Clone()
		t.ResponseHeaderTimeout = responseHeaderTimeout
		return &http.Client{Transport: t}
	}
	// A wrapped DefaultTransport (otelhttp, a test's recorder) is kept as
	// it is.
	return &http.Client{Transport: http.DefaultTransport}
})

// UserAgent is "rung/VERSION": the version of github.com/rungkit/rung this
// binary was built with, "devel" when it was built from a checkout.
var UserAgent = sync.OnceValue(func() string {
	v := "devel"
	if bi, ok := debug.ReadBuildInfo(); ok {
		if bi.Main.Path == rungModule && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
			v = bi.Main.Version
		}
		for _, d := range bi.Deps {
			if d.Path == rungModule && d.Version != "" && d.Version != "(devel)" {
				v = d.Version
			}
		}
	}
	return "rung/" + v
})

const rungModule = "github.com/rungkit/rung"

// SetHeaders copies extra into h the way the SDKs' WithHeader and
// WithHeaderAdd did: a name's first value replaces what h holds, the others
// are added.
func SetHeaders(h, extra http.Header) {
	for k, vs := range extra {
		for i, v := range vs {
			if i == 0 {
				h.Set(k, v)
			} else {
				h.Add(k, v)
			}
		}
	}
}

// HeaderLines reads "Name: value" lines, one a line, as in the
// OPENAI_CUSTOM_HEADERS variable: a line without a colon is skipped, and a
// later line for a name replaces an earlier one.
func HeaderLines(s string) http.Header {
	h := http.Header{}
	for line := range strings.SplitSeq(s, "\n") {
		name, value, ok := strings.Cut(line, ":")
		if !ok || strings.TrimSpace(name) == "" {
			continue
		}
		h.Set(strings.TrimSpace(name), strings.TrimSpace(value))
	}
	return h
}

// CheckHeader reports the first header whose name is not an HTTP token or
// whose value holds a control character, so that New can name it: net/http
// would refuse it only at the first request, as a transport failure.
func CheckHeader(h http.Header) error {
	for k, vs := range h {
		if k == "" || strings.IndexFunc(k, func(r rune) bool { return !tokenChar(r) }) >= 0 {
			return fmt.Errorf("header name %q is not an HTTP token", k)
		}
		for _, v := range vs {
			if strings.IndexFunc(v, func(r rune) bool { return r < ' ' && r != '\t' || r == 0x7f }) >= 0 {
				return fmt.Errorf("header %s: the value holds a control character", k)
			}
		}
	}
	return nil
}

func tokenChar(r rune) bool {
	return r < 0x7f && (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("!#$%&'*+-.^_`|~", r))
}

// CredentialHeader reports whether a header's name says it carries a
// credential (Authorization, X-Api-Key, cf-aig-authorization, a token).
func CredentialHeader(name string) bool {
	n := strings.ToLower(name)
	return strings.Contains(n, "auth") || strings.Contains(n, "key") || strings.Contains(n, "token") ||
		strings.Contains(n, "secret") || strings.Contains(n, "cookie")
}

// AddSecrets registers the values of h's credential headers with
// rung.AddSecrets, so that they never leave through a prompt, a trace or a
// report, whatever their format.
func AddSecrets(h http.Header) {
	for k, vs := range h {
		if CredentialHeader(k) {
			rung.AddSecrets(vs...)
		}
	}
}
