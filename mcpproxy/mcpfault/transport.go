package mcpfault

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Transport wraps t so that the answers the script drops are never
// written: the message is discarded (the client waits for that id
// forever), or with [Config.Cut] the connection is closed instead.
func (s *Server) Transport(t mcp.Transport) mcp.Transport {
	return &dropTransport{t: t, cut: s.cfg.Cut, marker: s.dropBytes}
}

// Connect connects the server over t (wrapped by [Server.Transport]), as
// mcp.Server.Connect does: connect the server before the client.
func (s *Server) Connect(ctx context.Context, t mcp.Transport) (*mcp.ServerSession, error) {
	return s.mcp.Connect(ctx, s.Transport(t), nil)
}

// InMemory connects a new in-memory session and returns the transport
// the client connects with.
func (s *Server) InMemory(ctx context.Context) (mcp.Transport, error) {
	st, ct := mcp.NewInMemoryTransports()
	if _, err := s.Connect(ctx, st); err != nil {
		return nil, err
	}
	return ct, nil
}

// Run serves one session over t until the client hangs up or ctx ends.
func (s *Server) Run(ctx context.Context, t mcp.Transport) error {
	return s.mcp.Run(ctx, s.Transport(t))
}

type dropTransport struct {
	t      mcp.Transport
	cut    bool
	marker []byte
}

func (d *dropTransport) Connect(ctx context.Context) (mcp.Connection, error) {
	c, err := d.t.Connect(ctx)
	if err != nil {
		return nil, err
	}
	return &dropConn{Connection: c, cut: d.cut, marker: d.marker}, nil
}

type dropConn struct {
	mcp.Connection
	cut    bool
	marker []byte
}

// errCut is what the server's own write of a cut answer returns.
var errCut = errors.New("mcpfault: answer dropped by script (connection cut)")

func (c *dropConn) Write(ctx context.Context, msg jsonrpc.Message) error {
	if r, ok := msg.(*jsonrpc.Response); ok && bytes.Contains(r.Result, c.marker) {
		if c.cut {
			_ = c.Connection.Close()
			return errCut
		}
		return nil
	}
	return c.Connection.Write(ctx, msg)
}

// Handler serves the server over streamable HTTP (opts may be nil). A
// dropped answer cuts its response: the connection is hijacked and closed
// where the answer would have been written, as when a proxy or load
// balancer dies mid-call. By default no byte of the response has been
// sent, so the client's POST ends in an EOF; with [Config.CutMidStream]
// the headers and half the answer arrive first, and the client reads a
// truncated SSE event or JSON body. Over HTTP/2, which cannot hijack, the
// stream is reset instead. The session survives: the client may re-issue
// the call on a new connection.
func (s *Server) Handler(opts *mcp.StreamableHTTPOptions) http.Handler {
	h := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s.mcp }, opts)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		cw := &cutWriter{ResponseWriter: w, midStream: s.cfg.CutMidStream, marker: s.dropBytes}
		h.ServeHTTP(cw, r)
		if cw.abort() {
			// HTTP/2 cannot hijack: aborting the handler resets the
			// stream, which the client sees the same way. It must happen
			// here, on the handler's goroutine; the SDK writes answers
			// from its own.
			panic(http.ErrAbortHandler)
		}
	})
}

// cutWriter looks for the drop marker in what the SDK writes. The SDK
// writes each SSE event (and a JSON response body) in one Write, so the
// marker is never split across writes.
type cutWriter struct {
	http.ResponseWriter
	midStream bool
	marker    []byte
	mu        sync.Mutex
	cut       bool
	hijacked  bool
}

func (w *cutWriter) abort() bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.cut && !w.hijacked
}

func (w *cutWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.cut {
		return 0, errCut
	}
	if !bytes.Contains(p, w.marker) {
		return w.ResponseWriter.Write(p)
	}
	w.cut = true
	rc := http.NewResponseController(w.ResponseWriter)
	if w.midStream {
		// Half the event or body, flushed: the client has the headers and
		// is reading the answer when the stream breaks.
		_, _ = w.ResponseWriter.Write(p[:len(p)/2])
		_ = rc.Flush()
	}
	if conn, _, err := rc.Hijack(); err == nil {
		w.hijacked = true
		_ = conn.Close()
	}
	return 0, errCut
}

func (w *cutWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// Flush passes through so the SDK's SSE events leave at once; after a
// cut there is nothing to flush.
func (w *cutWriter) Flush() {
	w.mu.Lock()
	defer w.mu.Unlock()
	if !w.cut {
		_ = http.NewResponseController(w.ResponseWriter).Flush()
	}
}

// ServeStdio serves one session over this process's stdin and stdout
// until the client hangs up, ctx ends, or a cut ends the session.
func ServeStdio(ctx context.Context, cfg Config) error {
	s, err := New(cfg)
	if err != nil {
		return err
	}
	defer s.Close()
	err = s.Run(ctx, &mcp.StdioTransport{})
	if errors.Is(err, errCut) || errors.Is(err, mcp.ErrConnectionClosed) {
		return nil
	}
	return err
}

// EnvConfig is the environment variable that carries a subprocess's
// Config, as JSON.
const EnvConfig = "MCPFAULT_CONFIG"

// RunIfChild serves stdio and exits when this process was started by
// [Subprocess]; otherwise it returns at once. Call it first in the
// TestMain of a package whose tests start the server as a subprocess:
//
//	func TestMain(m *testing.M) {
//		mcpfault.RunIfChild()
//		os.Exit(m.Run())
//	}
func RunIfChild() {
	js, ok := os.LookupEnv(EnvConfig)
	if !ok {
		return
	}
	os.Exit(serveMain(js))
}

// serveMain is the stdio entry of both RunIfChild and cmd/mcpfault.
func serveMain(js string) int {
	cfg, err := ParseConfig(js)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	// stderr is a stdio server's log: a line per call that failed, applied
	// an effect or lost its answer, so a person (or a test waiting for a
	// withheld answer) sees what the script did. Plain successful reads
	// stay quiet, to keep a latency baseline free of log writes.
	cfg.OnCall = func(c Call) {
		if c.Outcome != "ok" || len(c.Effects) > 0 || c.Dropped {
			fmt.Fprintln(os.Stderr, c.String())
		}
	}
	if err := ServeStdio(context.Background(), cfg); err != nil {
		fmt.Fprintln(os.Stderr, "mcpfault:", err)
		return 1
	}
	return 0
}

// Main runs the stdio server with the Config in args[0] (JSON, or a file
// holding it) or else in $MCPFAULT_CONFIG, and returns the exit code. It
// is cmd/mcpfault's body.
func Main(args []string) int {
	switch {
	case len(args) == 1:
		return serveMain(args[0])
	case len(args) == 0:
		js := os.Getenv(EnvConfig)
		if js == "" {
			js = "{}"
		}
		return serveMain(js)
	default:
		fmt.Fprintln(os.Stderr, "usage: mcpfault [CONFIG.json | '{...}']")
		return 2
	}
}

// Subprocess returns how to start this test binary as the server over
// stdio: the executable, and the environment (one variable, [EnvConfig])
// to add to it. The binary's TestMain must call [RunIfChild] first. The
// server's counts live in the child: set [Config.Journal] and read them
// with [ReadJournal]. [Config.OnCall] does not cross the process boundary;
// instead the child writes the [Call.String] of each call that was not a
// plain success as a line to its stderr, where "answer dropped" tells the
// moment an answer is withheld.
func Subprocess(cfg Config) (path string, env map[string]string, err error) {
	if err := cfg.Validate(); err != nil {
		return "", nil, err
	}
	exe, err := os.Executable()
	if err != nil {
		return "", nil, fmt.Errorf("mcpfault: %w", err)
	}
	js, err := json.Marshal(cfg)
	if err != nil {
		return "", nil, fmt.Errorf("mcpfault: %w", err)
	}
	return exe, map[string]string{EnvConfig: string(js)}, nil
}
