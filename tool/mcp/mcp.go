package mcp

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os/exec"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/classify"
)

// Server configures one MCP server: either Command (stdio) or URL
// (streamable HTTP). The zero value of every other field is a working
// default.
type Server struct {
	// Name prefixes the server's tool names: "fs" turns "read_text_file"
	// into "fs.read_text_file". Empty keeps the server's own names.
	Name string `json:"name,omitempty" yaml:"name,omitempty"`

	// Command is the executable of a stdio server; Args are its arguments.
	Command string   `json:"command,omitempty" yaml:"command,omitempty"`
	Args    []string `json:"args,omitempty" yaml:"args,omitempty"`
	// Env is the server's environment. Of this process's environment the
	// server gets only PATH, HOME, LANG and TMPDIR (Env's values win), not
	// the API keys and passwords this process holds; pass a variable on by
	// naming it here (in a plan file: NAME: ${NAME}).
	Env map[string]string `json:"env,omitempty" yaml:"env,omitempty"`
	// Dir is the server's working directory; empty means this process's.
	Dir string `json:"dir,omitempty" yaml:"dir,omitempty"`

	// URL is the endpoint of a streamable HTTP server
	// ("http://localhost:3001/mcp").
	URL string `json:"url,omitempty" yaml:"url,omitempty"`
	// Header is sent with every HTTP request (Authorization, API keys); its
	// values never appear in failures.
	Header map[string]string `json:"header,omitempty" yaml:"header,omitempty"`
	// HTTPClient carries the HTTP requests; nil means a client with no
	// overall timeout (calls are bounded by their contexts).
	HTTPClient *http.Client `json:"-" yaml:"-"`

	// ConnectTimeout bounds starting the server and the MCP handshake;
	// 0 means 30 seconds.
	ConnectTimeout time.Duration `json:"connect_timeout,omitempty" yaml:"connect_timeout,omitempty"`

	// Tools holds per-tool overrides, keyed by the server's tool name
	// (without the Name prefix). They win over the tool's annotations.
	Tools map[string]Override `json:"tools,omitempty" yaml:"tools,omitempty"`

	// IgnoreAnnotations disregards the server's tool annotations (for a
	// server you do not trust): every tool has side effects and is not
	// replay-safe unless an Override says otherwise.
	IgnoreAnnotations bool `json:"ignore_annotations,omitempty" yaml:"ignore_annotations,omitempty"`

	// OnToolListChanged, when set, is called (in its own goroutine) each
	// time the server says its tool list changed: a proxy lists them again.
	OnToolListChanged func() `json:"-" yaml:"-"`
}

// Override sets a tool's recovery annotations from configuration. Nil and
// zero fields keep what the server's annotations imply.
type Override struct {
	// Identifying lists the arguments that decide what the call touches.
	Identifying []string `json:"identifying,omitempty" yaml:"identifying,omitempty"`
	// SideEffects, when set, says whether the tool changes the world.
	SideEffects *bool `json:"side_effects,omitempty" yaml:"side_effects,omitempty"`
	// AcceptsIdempotencyKey, when set, says whether a replay with the same
	// arguments (and key) returns the original outcome instead of acting
	// twice.
	AcceptsIdempotencyKey *bool `json:"accepts_idempotency_key,omitempty" yaml:"accepts_idempotency_key,omitempty"`
	// Probes are diagnostic calls for this tool's failures.
	Probes []rung.Call `json:"probes,omitempty" yaml:"probes,omitempty"`
	// Alternatives name tools that serve the same sub-goal, for a reroute.
	Alternatives []string `json:"alternatives,omitempty" yaml:"alternatives,omitempty"`
	// Rules classify this tool's failures ahead of the MCP preset.
	Rules []rung.Rule `json:"rules,omitempty" yaml:"rules,omitempty"`
	// ExpectedDuration is how long a call usually takes.
	ExpectedDuration time.Duration `json:"expected_duration,omitempty" yaml:"expected_duration,omitempty"`
	// Timeout bounds one attempt of a call.
	Timeout time.Duration `json:"timeout,omitempty" yaml:"timeout,omitempty"`
	// Description replaces the server's description of the tool.
	Description string `json:"description,omitempty" yaml:"description,omitempty"`
}

func (s *Server) validate() error {
	switch {
	case s.Command == "" && s.URL == "":
		return fmt.Errorf("mcp: server %q: set command (stdio) or url (streamable HTTP)", s.Name)
	case s.Command != "" && s.URL != "":
		return fmt.Errorf("mcp: server %q: set only one of command and url", s.Name)
	case strings.ContainsAny(s.Name, " \t\n"):
		return fmt.Errorf("mcp: server name %q: must not contain spaces", s.Name)
	}
	names := make([]string, 0, len(s.Tools))
	for n := range s.Tools {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		if err := classify.ValidateRules(s.Tools[n].Rules); err != nil {
			return fmt.Errorf("mcp: server %q: tools.%s.rules: %w", s.Name, n, err)
		}
	}
	return nil
}

func (s *Server) describe() string {
	if s.URL != "" {
		return rung.Redact(s.URL)
	}
	return s.Command
}

// Client is a connection to one MCP server that reconnects on demand. It is
// safe for concurrent use; calls share one session.
type Client struct {
	cfg    Server
	client *mcp.Client

	mu      sync.Mutex
	session *mcp.ClientSession // nil when not connected or found dead
	stderr  *tail              // stdio server's recent stderr, for errors
	closed  bool
	// known holds what Tools last learned of each tool (by the server's
	// name), for Call.
	known map[string]known
	// connecting serialises reconnects: it is closed when the connect in
	// progress ends.
	connecting chan struct{}
}

// Connect starts (or dials) the server and initializes an MCP session.
// The returned client owns the session; Close it when done. A server that
// cannot start or answer is a *rung.Failure: premise when the executable
// is missing, transient when the connection was refused or timed out.
func Connect(ctx context.Context, s Server) (*Client, error) {
	if err := s.validate(); err != nil {
		return nil, err
	}
	c := &Client{
		cfg:    s,
		client: mcp.NewClient(new(clientInfo), &mcp.ClientOptions{Capabilities: &mcp.ClientCapabilities{}, ToolListChangedHandler: listChanged(s.OnToolListChanged)}),
	}
	if _, err := c.sessionFor(ctx); err != nil {
		return nil, c.failure(err, "", nil)
	}
	return c, nil
}

// Close ends the session. A stdio server gets its stdin closed and is
// signalled if it does not exit within 2 seconds; then its whole process
// group is killed, so children it started do not outlive it. Calls after
// Close fail.
func (c *Client) Close() error {
	c.mu.Lock()
	c.closed = true
	s := c.session
	c.session = nil
	c.mu.Unlock()
	if s == nil {
		return nil
	}
	return s.Close()
}

var errClosed = errors.New("mcp: client closed")

// sessionFor returns the live session, connecting if there is none. Only
// one connect runs at a time; concurrent callers wait for it.
func (c *Client) sessionFor(ctx context.Context) (*mcp.ClientSession, error) {
	for {
		c.mu.Lock()
		if c.closed {
			c.mu.Unlock()
			return nil, errClosed
		}
		if c.session != nil {
			s := c.session
			c.mu.Unlock()
			return s, nil
		}
		if wait := c.connecting; wait != nil {
			c.mu.Unlock()
			select {
			case <-wait:
				continue
			case <-ctx.Done():
				return nil, ctx.Err()
			}
		}
		done := make(chan struct{})
		c.connecting = done
		c.mu.Unlock()

		s, stderr, err := c.dial(ctx)

		c.mu.Lock()
		c.connecting = nil
		close(done)
		if err != nil {
			c.mu.Unlock()
			return nil, err
		}
		if c.closed {
			c.mu.Unlock()
			_ = s.Close()
			return nil, errClosed
		}
		c.session, c.stderr = s, stderr
		c.mu.Unlock()
		// Notice a server that dies between calls, so the next call
		// reconnects instead of failing once more on a dead session.
		go func() {
			_ = s.Wait()
			c.forget(s)
		}()
		return s, nil
	}
}

// forget drops s if it is still the current session, and closes it in the
// background (closing a stdio session waits for the process to exit).
func (c *Client) forget(s *mcp.ClientSession) {
	c.mu.Lock()
	if c.session == s {
		c.session = nil
	}
	c.mu.Unlock()
	go s.Close()
}

func (c *Client) dial(ctx context.Context) (*mcp.ClientSession, *tail, error) {
	timeout := c.cfg.ConnectTimeout
	if timeout <= 0 {
		timeout = 30 * time.Second
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()

	var (
		t      mcp.Transport
		stderr *tail
	)
	if c.cfg.URL != "" {
		hc := c.cfg.HTTPClient
		if hc == nil {
			hc = &http.Client{}
		}
		if len(c.cfg.Header) > 0 {
			cp := *hc
			base := cp.Transport
			if base == nil {
				base = http.DefaultTransport
			}
			cp.Transport = &headerTransport{base: base, header: c.cfg.Header}
			hc = &cp
		}
		t = &mcp.StreamableClientTransport{
			Endpoint:   c.cfg.URL,
			HTTPClient: hc,
			// rung owns retries: a broken stream fails the call, and the
			// session reconnects on the next one. The server's own
			// messages (its list_changed) come on the standalone stream,
			// opened only for a caller that follows them.
			MaxRetries:           -1,
			DisableStandaloneSSE: c.cfg.OnToolListChanged == nil,
		}
	} else {
		cmd := exec.Command(c.cfg.Command, c.cfg.Args...)
		cmd.Dir = c.cfg.Dir
		cmd.Env = serverEnv(c.cfg.Env)
		stderr = &tail{max: 4096}
		cmd.Stderr = stderr
		t = newCommandTransport(cmd, 2*time.Second)
	}
	s, err := c.client.Connect(ctx, t, nil)
	bindLean(t, s, err) // passthrough.go: tool calls past the session
	if err != nil {
		msg := fmt.Sprintf("mcp: connect to %s: %v", c.cfg.describe(), err)
		if stderr != nil {
			if last := stderr.String(); last != "" {
				msg += "; server stderr: " + last
			}
		}
		// A stdio server whose pipe closed during the handshake exited on
		// its own: its installation or arguments are wrong, and starting it
		// again will not help.
		exited := stderr != nil && ctx.Err() == nil && (errors.Is(err, mcp.ErrConnectionClosed) || errors.Is(err, io.EOF))
		return nil, nil, &connectError{msg: c.redact(msg), err: err, exited: exited}
	}
	return s, stderr, nil
}

// connectError is a failure to start or initialize a session: nothing was
// sent to a tool, so it never has an effect.
type known struct {
	sideEffects bool
	rules       []rung.Rule
}

type connectError struct {
	msg    string
	err    error
	exited bool // a stdio server exited during the handshake
}

func (e *connectError) Error() string { return e.msg }
func (e *connectError) Unwrap() error { return e.err }

// redact removes configured header values and known secret shapes.
func (c *Client) redact(s string) string {
	for _, v := range c.cfg.Header {
		if len(v) >= 4 {
			s = strings.ReplaceAll(s, v, rung.Redacted)
		}
	}
	return rung.Redact(s)
}

type headerTransport struct {
	base   http.RoundTripper
	header map[string]string
}

func (h *headerTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	for k, v := range h.header {
		r.Header.Set(k, v)
	}
	return h.base.RoundTrip(r)
}

// tail keeps the last max bytes written to it; safe for concurrent use.
type tail struct {
	mu  sync.Mutex
	max int
	b   []byte
}

func (t *tail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.b = append(t.b, p...)
	if len(t.b) > t.max {
		t.b = append(t.b[:0], t.b[len(t.b)-t.max:]...)
	}
	return len(p), nil
}

func (t *tail) String() string {
	if t == nil {
		return ""
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	return strings.TrimSpace(string(t.b))
}
