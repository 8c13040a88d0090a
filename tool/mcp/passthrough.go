package mcp

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/internal/jsontop"
)

// RawResult is a tool's successful result as the server sent it: the JSON
// of a CallToolResult, undecoded. A proxy passes it on as it came; it
// marshals as itself, so the ledger records the server's own bytes.
type RawResult json.RawMessage

// MarshalJSON returns r itself.
func (r RawResult) MarshalJSON() ([]byte, error) {
	if len(r) == 0 {
		return []byte("null"), nil
	}
	return r, nil
}

// PassThrough returns l's tool with a Call whose success is the server's
// result as it came: a RawResult from a stdio server (the call goes over
// rung's line connection without the SDK's session, which decodes every
// result twice into a CallToolResult with a 32 KiB buffer each time), a
// *mcp.CallToolResult from a streamable HTTP one. Failures are Call's: an
// isError or input_required result, a JSON-RPC error and a broken stream
// are classified exactly as there.
func (c *Client) PassThrough(l Listed) rung.Tool {
	rt := l.Tool
	name, sideEffects, rules := l.MCP.Name, rt.SideEffects, rt.Rules
	rt.Call = func(ctx context.Context, args map[string]any) (any, error) {
		return c.callPassThrough(ctx, name, args, sideEffects, rules)
	}
	return rt
}

func (c *Client) callPassThrough(ctx context.Context, name string, args map[string]any, sideEffects bool, rules []rung.Rule) (any, error) {
	if args == nil {
		args = map[string]any{}
	}
	s, err := c.sessionFor(ctx)
	if err != nil {
		return nil, c.failure(err, c.ToolName(name), args)
	}
	v, ok := bound.Load(s)
	if !ok {
		res, err := c.callResult(ctx, name, args, sideEffects, rules)
		if err != nil {
			return nil, err
		}
		return res, nil
	}
	ps := v.(*passSession)
	a, err := argumentsJSON(ctx, args)
	if err != nil {
		// Arguments that came from JSON always encode; anything else is
		// the caller's mistake, and nothing was sent.
		return nil, c.failure(fmt.Errorf("mcp: encoding the arguments of %s: %w", name, err), c.ToolName(name), args)
	}
	params, err := ps.params(name, a, rung.IdempotencyKey(ctx))
	if err != nil {
		// Arguments that came from JSON always encode; anything else is
		// the caller's mistake, and nothing was sent.
		return nil, c.failure(fmt.Errorf("mcp: encoding the arguments of %s: %w", name, err), c.ToolName(name), args)
	}
	raw, err := ps.conn.call(ctx, "tools/call", params)
	if err != nil {
		return nil, c.callFailure(ctx, s, err, name, args, sideEffects, rules)
	}
	isError, needsInput, ok := resultFlags(raw)
	if !ok {
		var head struct {
			IsError    bool   `json:"isError"`
			ResultType string `json:"resultType"`
		}
		if err := json.Unmarshal(raw, &head); err != nil {
			return nil, c.callFailure(ctx, s, fmt.Errorf("calling %q: unmarshaling result: %w", "tools/call", err), name, args, sideEffects, rules)
		}
		isError, needsInput = head.IsError, head.ResultType == "input_required"
	}
	if isError || needsInput {
		// The rare path: decoded whole, and judged as Call judges it.
		var res mcp.CallToolResult
		if err := json.Unmarshal(raw, &res); err != nil {
			return nil, c.callFailure(ctx, s, fmt.Errorf("calling %q: unmarshaling result: %w", "tools/call", err), name, args, sideEffects, rules)
		}
		if f := c.resultFailure(&res, name, args, rules); f != nil {
			return nil, f
		}
		return &res, nil
	}
	return RawResult(raw), nil
}

// resultFlags reads isError and whether resultType is input_required off a
// result without decoding it; ok is false when it cannot say exactly.
func resultFlags(raw []byte) (isError, needsInput, ok bool) {
	var buf [8]jsontop.Member
	ms, ok := jsontop.Members(raw, buf[:0])
	if !ok {
		return false, false, false
	}
	if m, found := jsontop.Find(ms, "isError"); found {
		switch v := string(raw[m.Start:m.End]); v {
		case "true":
			isError = true
		case "false", "null":
		default:
			return false, false, false
		}
	}
	if m, found := jsontop.Find(ms, "resultType"); found {
		v := raw[m.Start:m.End]
		if bytes.IndexByte(v, '\\') >= 0 {
			return false, false, false
		}
		needsInput = string(v) == `"input_required"`
	}
	return isError, needsInput, true
}

// started holds the line connection of each stdio server started, until
// bindLean ties it to the SDK session made on it.
var started sync.Map // *exec.Cmd -> *lineConn

// bound holds, per live SDK session on a stdio server, what calls made past
// the session need. An entry goes when its connection closes.
var bound sync.Map // *mcp.ClientSession -> *passSession

type passSession struct {
	conn *lineConn
	// meta opens the _meta object every request must carry on protocol
	// 2026-07-28 and later (SEP-2575's protocol version, client info and
	// capabilities) without its closing brace; nil on earlier versions.
	meta []byte
}

// bindLean ties the session Connect made over t to t's line connection,
// when t is a stdio server's: its tool calls can then go past the session
// (PassThrough). err is Connect's; on an error the connection is let go.
func bindLean(t mcp.Transport, s *mcp.ClientSession, err error) {
	ct, ok := t.(*commandTransport)
	if !ok {
		return
	}
	v, ok := started.LoadAndDelete(ct.Command)
	if !ok || err != nil {
		return
	}
	lc := v.(*lineConn)
	meta, merr := requestMeta(s)
	if merr != nil {
		return // the session's own calls stay correct; only slower
	}
	bound.Store(s, &passSession{conn: lc, meta: meta})
	lc.calls.onClose(func() { bound.Delete(s) })
}

// listChanged is the SDK's handler for a server's
// notifications/tools/list_changed: f, off the session's reading
// goroutine. Nil without f, so that the client does not subscribe.
func listChanged(f func()) func(context.Context, *mcp.ToolListChangedRequest) {
	if f == nil {
		return nil
	}
	return func(context.Context, *mcp.ToolListChangedRequest) { go f() }
}

// clientInfo is what Connect's client calls itself, in initialize and in
// every request's _meta (requestMeta).
var clientInfo = mcp.Implementation{Name: "rung", Version: "v0"}

// requestMeta is the opening of the _meta the SDK's session puts on every
// request once it negotiated protocol 2026-07-28 or later (the SDK's
// injectRequestMeta, with the capabilities of Connect's client: none).
func requestMeta(s *mcp.ClientSession) ([]byte, error) {
	res := s.InitializeResult()
	if res == nil || res.ProtocolVersion < "2026-07-28" {
		return nil, nil
	}
	// The SDK sends its capabilities in their second form, whose roots
	// field is a pointer: none of them set is an empty object.
	caps, err := json.Marshal(struct {
		mcp.ClientCapabilities
		Roots *mcp.RootCapabilities `json:"roots,omitempty"`
	}{})
	if err != nil {
		return nil, err
	}
	info, err := json.Marshal(&clientInfo)
	if err != nil {
		return nil, err
	}
	version, err := json.Marshal(res.ProtocolVersion)
	if err != nil {
		return nil, err
	}
	b := []byte(`{"` + mcp.MetaKeyProtocolVersion + `":`)
	b = append(b, version...)
	b = append(b, `,"`+mcp.MetaKeyClientInfo+`":`...)
	b = append(b, info...)
	b = append(b, `,"`+mcp.MetaKeyClientCapabilities+`":`...)
	return append(b, caps...), nil
}

// params encodes a tools/call's params, a being the arguments' JSON: what
// the SDK's CallTool sends.
func (ps *passSession) params(name string, a []byte, key string) ([]byte, error) {
	n, err := json.Marshal(name)
	if err != nil {
		return nil, err
	}
	b := make([]byte, 0, len(a)+len(n)+len(ps.meta)+len(key)+64)
	b = append(b, `{"name":`...)
	b = append(b, n...)
	b = append(b, `,"arguments":`...)
	b = append(b, a...)
	if ps.meta != nil || key != "" {
		b = append(b, `,"_meta":`...)
		if ps.meta != nil {
			b = append(b, ps.meta...)
			if key != "" {
				b = append(b, ',')
			}
		} else {
			b = append(b, '{')
		}
		if key != "" {
			k, err := json.Marshal(key)
			if err != nil {
				return nil, err
			}
			b = append(b, `"`+MetaIdempotencyKey+`":`...)
			b = append(b, k...)
		}
		b = append(b, '}')
	}
	return append(b, '}'), nil
}

// passIDPrefix marks the ids of calls made past the SDK's session: the
// SDK numbers its own requests, so a string id never meets one of them.
const passIDPrefix = "rung-"

// pendingCalls are the calls a line connection made past the SDK's
// session, awaiting their answers.
type pendingCalls struct {
	mu         sync.Mutex
	seq        uint64
	byID       map[string]chan readResult
	err        error  // the stream's end: every later call fails with it
	closed     bool   // the connection was closed
	whenClosed func() // run once, when the connection closes
}

// add registers a call and returns its id.
func (p *pendingCalls) add(ch chan readResult) (string, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.err != nil {
		return "", p.err
	}
	p.seq++
	id := passIDPrefix + strconv.FormatUint(p.seq, 36)
	if p.byID == nil {
		p.byID = map[string]chan readResult{}
	}
	p.byID[id] = ch
	return id, nil
}

func (p *pendingCalls) drop(id string) {
	p.mu.Lock()
	delete(p.byID, id)
	p.mu.Unlock()
}

// take hands m to the call it answers and reports whether it was one of
// the connection's own: the answer to a call given up on is dropped, as
// the SDK's session would not know its id.
func (p *pendingCalls) take(m jsonrpc.Message) bool {
	r, ok := m.(*jsonrpc.Response)
	if !ok {
		return false
	}
	id, ok := r.ID.Raw().(string)
	if !ok || !strings.HasPrefix(id, passIDPrefix) {
		return false
	}
	p.mu.Lock()
	ch := p.byID[id]
	delete(p.byID, id)
	p.mu.Unlock()
	if ch != nil {
		ch <- readResult{msg: r}
	}
	return true
}

// fail ends every pending call with err, and every later one.
func (p *pendingCalls) fail(err error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.err == nil {
		p.err = err
	}
	for id, ch := range p.byID {
		ch <- readResult{err: err}
		delete(p.byID, id)
	}
}

func (p *pendingCalls) close() {
	p.fail(io.ErrClosedPipe)
	p.mu.Lock()
	p.closed = true
	f := p.whenClosed
	p.whenClosed = nil
	p.mu.Unlock()
	if f != nil {
		f()
	}
}

// onClose runs f when the connection closes, or now if it has.
func (p *pendingCalls) onClose(f func()) {
	p.mu.Lock()
	if !p.closed {
		p.whenClosed = f
		p.mu.Unlock()
		return
	}
	p.mu.Unlock()
	f()
}

var linePool = sync.Pool{New: func() any { b := make([]byte, 0, 1024); return &b }}

// call sends one request past the SDK's session and waits for its answer.
// Its errors read as the SDK's CallTool's, so that they are classified the
// same: a JSON-RPC error wrapped as "calling METHOD: ...", a stream that
// ended as mcp.ErrConnectionClosed, and the context's error when ctx ends
// first (the server is then told, as the SDK tells it, with
// notifications/cancelled).
func (c *lineConn) call(ctx context.Context, method string, params []byte) (json.RawMessage, error) {
	ch := make(chan readResult, 1)
	id, err := c.calls.add(ch)
	if err != nil {
		return nil, fmt.Errorf("%w: calling %q: %v", mcp.ErrConnectionClosed, method, err)
	}
	bp := linePool.Get().(*[]byte)
	b := append((*bp)[:0], `{"jsonrpc":"2.0","id":"`...)
	b = append(b, id...)
	b = append(b, `","method":`...)
	b = strconv.AppendQuote(b, method)
	b = append(b, `,"params":`...)
	b = append(b, params...)
	b = append(b, "}\n"...)
	err = c.WriteLine(ctx, b)
	*bp = b
	linePool.Put(bp)
	if err != nil {
		c.calls.drop(id)
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		return nil, fmt.Errorf("%w: calling %q: %v", mcp.ErrConnectionClosed, method, err)
	}
	select {
	case r := <-ch:
		if r.err != nil {
			return nil, fmt.Errorf("%w: calling %q: %v", mcp.ErrConnectionClosed, method, r.err)
		}
		resp := r.msg.(*jsonrpc.Response)
		if resp.Error != nil {
			return nil, fmt.Errorf("calling %q: %w", method, resp.Error)
		}
		return resp.Result, nil
	case <-ctx.Done():
		c.calls.drop(id)
		go c.cancelled(id, ctx.Err())
		return nil, ctx.Err()
	}
}

// cancelled tells the server a call was given up on, best effort, off the
// caller's path (as the SDK does).
func (c *lineConn) cancelled(id string, why error) {
	b, err := json.Marshal(map[string]any{"jsonrpc": "2.0", "method": "notifications/cancelled",
		"params": map[string]any{"requestId": id, "reason": why.Error()}})
	if err == nil {
		_ = c.WriteLine(context.Background(), append(b, '\n'))
	}
}
