package mcpproxy

import (
	"context"
	"net/http"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/rungkit/rung"
)

// deliveryHeader carries a call's delivery token from the transport to the
// tool handler, in the request's RequestExtra.Header (on streamable HTTP
// the POST's own header, which the proxy sets, overwriting any a client
// sent).
const deliveryHeader = "Rung-Delivery"

// deliveries pairs the answers of tools/call requests with what to do once
// each answer has reached the client, or has not: a token per request, set
// by the transport; the handler registers the actions; the transport
// reports whether the answer's write succeeded.
type deliveries struct {
	n       atomic.Uint64
	mu      sync.Mutex
	pending map[string]*waiter // token -> actions, nil until the handler registers them
}

type waiter struct {
	delivered, lost func()
	timer           *time.Timer
}

// unresolved bounds how long a registered answer may wait for its write to
// be reported; past it the answer counts as lost. A transport reports every
// answer (written, failed, or the connection closed), so this is a guard,
// not a path tests take.
const unresolved = 2 * time.Minute

func newDeliveries() *deliveries { return &deliveries{pending: map[string]*waiter{}} }

func (d *deliveries) token() string {
	t := strconv.FormatUint(d.n.Add(1), 36)
	d.mu.Lock()
	d.pending[t] = nil
	d.mu.Unlock()
	return t
}

// expect registers what to run once token's answer is delivered, and what
// to run if it is not. A token already reported lost (the client went away
// before the handler finished) runs lost at once.
func (d *deliveries) expect(token string, delivered, lost func()) {
	d.mu.Lock()
	if _, ok := d.pending[token]; !ok {
		d.mu.Unlock()
		lost()
		return
	}
	w := &waiter{delivered: delivered, lost: lost}
	w.timer = time.AfterFunc(unresolved, func() { d.lost(token) })
	d.pending[token] = w
	d.mu.Unlock()
}

// take removes token and returns its actions, if the handler registered
// them.
func (d *deliveries) take(token string) *waiter {
	d.mu.Lock()
	defer d.mu.Unlock()
	w := d.pending[token]
	delete(d.pending, token)
	if w != nil {
		w.timer.Stop()
	}
	return w
}

// delivered runs what the handler registered for token's delivery.
func (d *deliveries) delivered(token string) {
	if w := d.take(token); w != nil {
		w.delivered()
	}
}

// lost reports that token's answer did not reach the client.
func (d *deliveries) lost(token string) {
	if w := d.take(token); w != nil {
		w.lost()
	}
}

// trackedTransport wraps a stream transport (stdio, a pipe, in-memory) so
// that each tools/call request carries a delivery token and its answer
// counts as delivered when the write of the response succeeded.
type trackedTransport struct {
	inner mcp.Transport
	d     *deliveries
}

func (t *trackedTransport) Connect(ctx context.Context) (mcp.Connection, error) {
	c, err := t.inner.Connect(ctx)
	if err != nil {
		return nil, err
	}
	return &trackedConn{Connection: c, d: t.d, ids: map[any]string{}}, nil
}

type trackedConn struct {
	mcp.Connection
	d   *deliveries
	mu  sync.Mutex
	ids map[any]string // request id -> token, for calls not yet answered
}

func (c *trackedConn) Read(ctx context.Context) (jsonrpc.Message, error) {
	msg, err := c.Connection.Read(ctx)
	if err != nil {
		return msg, err
	}
	if req, ok := msg.(*jsonrpc.Request); ok && req.Method == "tools/call" && req.ID.IsValid() {
		tok := c.d.token()
		c.mu.Lock()
		if old, dup := c.ids[req.ID.Raw()]; dup {
			// A client reusing a live id: the earlier call's answer can no
			// longer be told apart; count it lost.
			c.d.lost(old)
		}
		c.ids[req.ID.Raw()] = tok
		c.mu.Unlock()
		extra := &mcp.RequestExtra{}
		if re, ok := req.Extra.(*mcp.RequestExtra); ok && re != nil {
			cp := *re
			extra = &cp
		}
		h := http.Header{}
		for k, v := range extra.Header {
			h[k] = v
		}
		h.Set(deliveryHeader, tok)
		extra.Header = h
		req.Extra = extra
	}
	return msg, nil
}

func (c *trackedConn) Write(ctx context.Context, msg jsonrpc.Message) error {
	resp, ok := msg.(*jsonrpc.Response)
	if !ok || !resp.ID.IsValid() {
		return c.Connection.Write(ctx, msg)
	}
	c.mu.Lock()
	tok, found := c.ids[resp.ID.Raw()]
	delete(c.ids, resp.ID.Raw())
	c.mu.Unlock()
	err := c.Connection.Write(ctx, msg)
	if found {
		if err == nil {
			c.d.delivered(tok)
		} else {
			c.d.lost(tok)
		}
	}
	return err
}

func (c *trackedConn) Close() error {
	c.mu.Lock()
	for id, tok := range c.ids {
		c.d.lost(tok)
		delete(c.ids, id)
	}
	c.mu.Unlock()
	return c.Connection.Close()
}

// trackedHandler wraps the streamable HTTP handler: every POST carries a
// delivery token in its header, and the answers it carries count as
// delivered when the handler wrote them, the final flush to the connection
// succeeded and the client had not gone away (the request's context
// still live).
func (p *Proxy) trackedHandler(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost {
			h.ServeHTTP(w, r)
			return
		}
		tok := p.deliv.token()
		r.Header.Set(deliveryHeader, tok)
		tw := &trackedWriter{ResponseWriter: w}
		h.ServeHTTP(tw, r)
		if tw.err == nil {
			tw.err = http.NewResponseController(w).Flush()
		}
		if tw.err == nil && r.Context().Err() == nil {
			p.deliv.delivered(tok)
		} else {
			p.deliv.lost(tok)
		}
	})
}

type trackedWriter struct {
	http.ResponseWriter
	err error
}

func (w *trackedWriter) Write(b []byte) (int, error) {
	n, err := w.ResponseWriter.Write(b)
	if err != nil && w.err == nil {
		w.err = err
	}
	return n, err
}

func (w *trackedWriter) Flush() {
	if err := http.NewResponseController(w.ResponseWriter).Flush(); err != nil && w.err == nil {
		w.err = err
	}
}

func (w *trackedWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// generations keeps, per request base key (scope, tool, arguments), how
// many of its answers were delivered: the ledger key of a call is
// BASE/gN, N the count. A delivered answer of a definitive outcome moves
// N on, so the model's deliberate repeat is a new request; an answer that
// may not have arrived leaves N, so a re-sent call meets the recorded
// outcome. The count lives in the ledger, as a completed marker entry
// BASE/gN/delivered per delivered generation, so it survives restarts and
// is shared by proxies on one PostgreSQL ledger.
type generations struct {
	ledger rung.Ledger
	mu     sync.Mutex
	known  map[string]int // base -> lowest generation not known delivered
}

const markerFingerprint = "rung-mcp-proxy/delivered"

func markerKey(base string, n int) string { return callKey(base, n) + "/delivered" }

func callKey(base string, n int) string { return base + "/g" + strconv.Itoa(n) }

// current returns the generation a call of base claims: the first whose
// answer is not marked delivered.
func (g *generations) current(ctx context.Context, base string) (int, error) {
	g.mu.Lock()
	n := g.known[base]
	g.mu.Unlock()
	for {
		c, err := g.ledger.Claim(ctx, markerKey(base, n), markerFingerprint, time.Minute)
		if err != nil {
			return 0, err
		}
		if c.State == rung.ClaimDone {
			n++
			continue
		}
		if c.State == rung.ClaimNew {
			_ = g.ledger.Release(context.WithoutCancel(ctx), markerKey(base, n), c.Token)
		}
		break
	}
	g.mu.Lock()
	if n > g.known[base] {
		g.known[base] = n
	}
	g.mu.Unlock()
	return n, nil
}

// advance marks generation n of base delivered.
func (g *generations) advance(ctx context.Context, base string, n int, at time.Time) error {
	c, err := g.ledger.Claim(ctx, markerKey(base, n), markerFingerprint, time.Minute)
	if err != nil {
		return err
	}
	if c.State == rung.ClaimNew {
		if err := g.ledger.Complete(ctx, markerKey(base, n), c.Token, rung.Outcome{Output: []byte(`true`), At: at}); err != nil {
			return err
		}
	}
	g.mu.Lock()
	if n+1 > g.known[base] {
		g.known[base] = n + 1
	}
	g.mu.Unlock()
	return nil
}
