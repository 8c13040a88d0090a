package mcpproxy

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/internal/jsontop"
	rungmcp "github.com/rungkit/rung/tool/mcp"
)

// Serve serves one client connection over t (stdio: StdioTransport) until
// the client goes or ctx ends. It answers tools/call itself: the request's
// params are decoded once, the upstream's result is passed on as it came
// with rung's _meta added, and the response is written here, so that an
// answer counts as delivered exactly when its write to t succeeded. Every
// other message (initialize and server/discover with their version
// negotiation, ping, tools/list, notifications, unknown methods) goes to
// the SDK's server (Server), over an in-process pair of connections, and
// its answers back to the client.
//
// On the SDK's server a tools/call decoded its params and _meta four times
// through a decoder that allocates 32 KiB each time; that was most of what
// the proxy added to a call (docs/mcp-proxy.md).
func (p *Proxy) Serve(ctx context.Context, t mcp.Transport) error {
	conn, err := t.Connect(ctx)
	if err != nil {
		return err
	}
	ours, theirs := newPipe()
	ss, err := p.server.Connect(ctx, theirs, nil)
	if err != nil {
		conn.Close()
		return err
	}
	l := &lean{p: p, conn: conn, ss: ss, sdk: ours, calls: map[any]*leanCall{}, work: make(chan func()), done: make(chan struct{})}
	defer close(l.done)
	if lw, ok := conn.(lineWriter); ok {
		l.lines = lw
	}
	pumped := make(chan struct{})
	go func() {
		defer close(pumped)
		l.pump(ctx)
	}()
	callCtx, cancelCalls := context.WithCancel(ctx)
	if h, ok := conn.(readHooker); ok {
		h.SetReadHook(func(m jsonrpc.Message) bool { return l.take(callCtx, m) })
	}
	read := make(chan error, 1)
	go func() { read <- l.read(callCtx) }()
	select {
	case <-ctx.Done():
		err = ctx.Err()
		conn.Close() // unblocks the read; answers still being made are lost
		<-read
		cancelCalls()
		l.wait()
	case err = <-read:
		// The client stopped sending; calls under way still answer, since
		// a stdio client may close its end of our stdin and read on.
		l.wait()
		cancelCalls()
		conn.Close()
	}
	ours.Close()
	_ = ss.Wait()
	p.drop(ss)
	<-pumped
	if errors.Is(err, io.EOF) {
		return nil
	}
	return err
}

// lineWriter is a connection that writes an encoded message as it is
// (rungmcp.NewServerLineConn).
type lineWriter interface {
	WriteLine(ctx context.Context, line []byte) error
}

// readHooker is a connection that hands what it reads to a function in
// its reading goroutine (rungmcp.NewServerLineConn): a tools/call then
// reaches its worker without passing through Read's goroutine.
type readHooker interface {
	SetReadHook(func(jsonrpc.Message) bool)
}

// lean serves one client connection.
type lean struct {
	p     *Proxy
	conn  mcp.Connection
	lines lineWriter // conn, when it writes lines; nil otherwise
	ss    *mcp.ServerSession
	sdk   *pipeConn // our end of the SDK server's connection

	wmu sync.Mutex // one message at a time on conn

	mu      sync.Mutex
	calls   map[any]*leanCall // tools/call in flight, by request id
	client  string            // the client's name from the first request that carried one
	closing bool              // wait began: no call starts
	wg      sync.WaitGroup

	// Idle workers take the next call: a goroutine per call grew its
	// stack from scratch through the session and the upstream call, a
	// cost on every call.
	work chan func()
	done chan struct{}

	// proto is the last protocol version and client info accepted
	// (protocol).
	proto atomic.Pointer[protoMemo]
}

// run runs job on an idle worker, or a new one.
func (l *lean) run(job func()) {
	select {
	case l.work <- job:
	default:
		go l.worker(job)
	}
}

func (l *lean) worker(job func()) {
	for {
		job()
		select {
		case job = <-l.work:
		case <-l.done:
			return
		}
	}
}

type leanCall struct {
	tok    string
	cancel context.CancelFunc
}

// wait waits for the calls under way; no call starts after it began.
func (l *lean) wait() {
	l.mu.Lock()
	l.closing = true
	l.mu.Unlock()
	l.wg.Wait()
}

// read reads the client's messages until its stream ends.
func (l *lean) read(ctx context.Context) error {
	for {
		msg, err := l.conn.Read(ctx)
		if err != nil {
			var de *rungmcp.DecodeError
			if errors.As(err, &de) {
				l.unreadable(ctx, de)
				continue
			}
			return err
		}
		if l.take(ctx, msg) {
			continue
		}
		if err := l.sdk.Write(ctx, msg); err != nil {
			return err
		}
	}
}

// take starts a tools/call, or cancels one of ours, and reports whether
// msg was either; the rest goes to the SDK's server. It does not block.
func (l *lean) take(ctx context.Context, msg jsonrpc.Message) bool {
	req, ok := msg.(*jsonrpc.Request)
	switch {
	case !ok:
		return false
	case req.Method == "tools/call" && req.ID.IsValid():
		l.start(ctx, req)
		return true
	case req.Method == "notifications/cancelled" && !req.ID.IsValid():
		return l.cancel(req.Params)
	}
	return false
}

// pump writes what the SDK's server sends to the client.
func (l *lean) pump(ctx context.Context) {
	for {
		msg, err := l.sdk.Read(ctx)
		if err != nil {
			return
		}
		l.wmu.Lock()
		err = l.conn.Write(context.WithoutCancel(ctx), msg)
		l.wmu.Unlock()
		if err != nil {
			return
		}
	}
}

// unreadable answers a line that is not a JSON-RPC message, as JSON-RPC
// asks: a parse error (or an invalid request, for JSON that is not a
// message) with a null id.
func (l *lean) unreadable(ctx context.Context, de *rungmcp.DecodeError) {
	code, msg := int64(jsonrpc.CodeInvalidRequest), "Invalid Request"
	if de.Syntax {
		code, msg = jsonrpc.CodeParseError, "Parse error"
	}
	e, _ := json.Marshal(&jsonrpc.Error{Code: code, Message: msg + ": " + de.Err.Error()})
	line := append(append([]byte(`{"jsonrpc":"2.0","id":null,"error":`), e...), '}', '\n')
	l.wmu.Lock()
	defer l.wmu.Unlock()
	if l.lines != nil {
		_ = l.lines.WriteLine(context.WithoutCancel(ctx), line)
	}
}

// cancel cancels the tools/call a notifications/cancelled names, and
// reports whether it was one of ours.
func (l *lean) cancel(params json.RawMessage) bool {
	var p struct {
		RequestID any `json:"requestId"`
	}
	if json.Unmarshal(params, &p) != nil {
		return false
	}
	id, err := jsonrpc.MakeID(p.RequestID)
	if err != nil || !id.IsValid() {
		return false
	}
	l.mu.Lock()
	c := l.calls[id.Raw()]
	l.mu.Unlock()
	if c == nil {
		return false
	}
	c.cancel()
	return true
}

// start answers a tools/call in its own goroutine, as the SDK does: calls
// run in parallel.
func (l *lean) start(ctx context.Context, req *jsonrpc.Request) {
	tok := l.p.deliv.streamToken()
	cctx, cancel := context.WithCancel(ctx)
	lc := &leanCall{tok: tok, cancel: cancel}
	l.mu.Lock()
	if l.closing {
		// The connection is ending: the call is not made, and its answer
		// could not be written.
		l.mu.Unlock()
		cancel()
		l.p.deliv.lost(tok)
		return
	}
	if old := l.calls[req.ID.Raw()]; old != nil {
		// A client reusing a live id: the earlier call's answer can no
		// longer be told apart; count it lost.
		l.p.deliv.lost(old.tok)
	}
	l.calls[req.ID.Raw()] = lc
	l.wg.Add(1)
	l.mu.Unlock()
	l.run(func() {
		defer l.wg.Done()
		defer cancel()
		body, err := l.call(cctx, req, tok)
		l.mu.Lock()
		if l.calls[req.ID.Raw()] == lc {
			delete(l.calls, req.ID.Raw())
		}
		l.mu.Unlock()
		if l.respond(ctx, req.ID, body, err) == nil {
			l.p.deliv.delivered(tok)
		} else {
			l.p.deliv.lost(tok)
		}
	})
}

// callParams are a tools/call's params, decoded once: the arguments stay
// raw until the tool's handler reads them, and of the _meta only what the
// proxy reads is kept, raw.
type callParams struct {
	Meta      callMeta        `json:"_meta"`
	Name      string          `json:"name"`
	Arguments json.RawMessage `json:"arguments"`
}

type callMeta struct {
	Traceparent        json.RawMessage `json:"traceparent"`
	ProtocolVersion    json.RawMessage `json:"io.modelcontextprotocol/protocolVersion"`
	ClientInfo         json.RawMessage `json:"io.modelcontextprotocol/clientInfo"`
	ClientCapabilities json.RawMessage `json:"io.modelcontextprotocol/clientCapabilities"`
}

// decode decodes b: by its members' spans when it can read them exactly
// (jsontop; no reflection, no copies), else with encoding/json. b has been
// validated by the envelope's decoding.
func (p *callParams) decode(b []byte) error {
	var buf [8]jsontop.Member
	ms, ok := jsontop.Members(b, buf[:0])
	if ok {
		var name, meta json.RawMessage
		ok = members(b, ms, []wanted{{"name", &name}, {"arguments", &p.Arguments}, {"_meta", &meta}})
		if ok && plainString(name) {
			p.Name = string(name[1 : len(name)-1])
		} else {
			ok = false
		}
		if ok && len(meta) > 0 && string(meta) != "null" {
			var mbuf [8]jsontop.Member
			mms, mok := jsontop.Members(meta, mbuf[:0])
			ok = mok && members(meta, mms, []wanted{
				{"traceparent", &p.Meta.Traceparent},
				{mcp.MetaKeyProtocolVersion, &p.Meta.ProtocolVersion},
				{mcp.MetaKeyClientInfo, &p.Meta.ClientInfo},
				{mcp.MetaKeyClientCapabilities, &p.Meta.ClientCapabilities},
			})
		}
		if ok {
			return nil
		}
		*p = callParams{}
	}
	return json.Unmarshal(b, p)
}

// wanted is a member decode reads: its key, and where its span goes.
type wanted struct {
	key string
	dst *json.RawMessage
}

// members sets each of want to the span of its member in ms, and reports
// false where encoding/json could read b otherwise: a member repeated,
// or a key that differs from a wanted one only in case. want is a list,
// not a map: a handful of keys, read on every call.
func members(b []byte, ms []jsontop.Member, want []wanted) bool {
next:
	for _, m := range ms {
		for _, w := range want {
			if string(m.Key) == w.key {
				if *w.dst != nil {
					return false
				}
				*w.dst = b[m.Start:m.End:m.End]
				continue next
			}
		}
		for _, w := range want {
			if strings.EqualFold(w.key, string(m.Key)) {
				return false
			}
		}
	}
	return true
}

// plainString reports whether raw is a JSON string of printable ASCII
// without escapes: its bytes between the quotes are its value.
func plainString(raw []byte) bool {
	if len(raw) < 2 || raw[0] != '"' {
		return false
	}
	for _, c := range raw[1 : len(raw)-1] {
		if c == '\\' || c < 0x20 || c >= 0x7f {
			return false
		}
	}
	return true
}

// str is raw as a string, "" when it is not one.
func str(raw json.RawMessage) string {
	if plainString(raw) {
		return string(raw[1 : len(raw)-1])
	}
	var s string
	if len(raw) == 0 || raw[0] != '"' || json.Unmarshal(raw, &s) != nil {
		return ""
	}
	return s
}

// call answers one tools/call whose delivery token is tok: the JSON of
// its result, or the JSON-RPC error the SDK's server would have answered.
func (l *lean) call(ctx context.Context, req *jsonrpc.Request, tok string) ([]byte, error) {
	var params callParams
	if err := params.decode(req.Params); err != nil {
		return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "invalid params: " + err.Error()}
	}
	modern, client, err := l.protocol(params.Meta)
	if err != nil {
		return nil, err
	}
	if !modern && l.ss.InitializeParams() == nil {
		// The SDK's words and code (a plain error: 0).
		return nil, fmt.Errorf("method %q is invalid during session initialization", req.Method)
	}
	t := l.p.tool(params.Name)
	if t == nil {
		return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: fmt.Sprintf("unknown tool %q", params.Name)}
	}
	if name := clientName(l.ss); name != "" {
		client = name
	} else {
		l.mu.Lock()
		if l.client == "" {
			l.client = client
		}
		client = l.client
		l.mu.Unlock()
	}
	c := l.p.connFor(l.ss, client)
	o, err := l.p.invoke(ctx, c, client, t, params.Arguments, str(params.Meta.Traceparent), tok)
	if err != nil {
		return nil, err
	}
	if o.res == nil && o.err == nil {
		if raw, ok := o.out.(rungmcp.RawResult); ok {
			budget, err := json.Marshal(c.sess.BudgetLine())
			if err != nil {
				return nil, err
			}
			add := []member{{MetaBudget, budget}}
			if o.note != "" {
				note, err := json.Marshal(o.note)
				if err != nil {
					return nil, err
				}
				add = append(add, member{MetaKind, json.RawMessage(`"` + rung.KindAmbiguous.String() + `"`)}, member{MetaNote, note})
			}
			return withMeta(raw, add, modern)
		}
	}
	res := o.res
	if res == nil {
		res = o.annotate(l.p.result(c.sess, o.out, o.err))
	}
	b, err := json.Marshal(res)
	if err != nil || !modern {
		return b, err
	}
	return withMeta(b, nil, true)
}

// protocol reads SEP-2575's fields from a request's _meta, as the SDK's
// server does: a request that names protocol 2026-07-28 or later
// (modern) needs no initialize, must carry the client's capabilities and
// may carry its name. Its errors are the SDK's.
//
// A modern client sends the same version and client info on every call:
// the last pair read is remembered, so a call that repeats it is not
// decoded again (the client's info into an Implementation, the SDK's list
// of versions copied); only the capabilities' presence, which the memo
// does not cover, is checked each time.
func (l *lean) protocol(meta callMeta) (modern bool, client string, err error) {
	if m := l.proto.Load(); m != nil && bytes.Equal(meta.ProtocolVersion, m.version) && bytes.Equal(meta.ClientInfo, m.info) {
		if caps := meta.ClientCapabilities; len(caps) == 0 || caps[0] != '{' {
			return false, "", &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: fmt.Sprintf("missing or invalid _meta field %q", mcp.MetaKeyClientCapabilities)}
		}
		return true, m.client, nil
	}
	v := str(meta.ProtocolVersion)
	if v < "2026-07-28" {
		return false, "", nil
	}
	if ci := meta.ClientInfo; len(ci) > 0 {
		var impl mcp.Implementation
		if json.Unmarshal(ci, &impl) != nil {
			return false, "", &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: fmt.Sprintf("invalid _meta field %q", mcp.MetaKeyClientInfo)}
		}
		client = impl.Name
	}
	if caps := meta.ClientCapabilities; len(caps) == 0 || caps[0] != '{' {
		return false, "", &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: fmt.Sprintf("missing or invalid _meta field %q", mcp.MetaKeyClientCapabilities)}
	}
	if supported := mcp.SupportedProtocolVersions(); !slices.Contains(supported, v) {
		data, _ := json.Marshal(mcp.UnsupportedProtocolVersionData{Supported: supported, Requested: v})
		return false, "", &jsonrpc.Error{Code: mcp.CodeUnsupportedProtocolVersion, Message: "unsupported protocol version", Data: data}
	}
	l.proto.Store(&protoMemo{version: bytes.Clone(meta.ProtocolVersion), info: bytes.Clone(meta.ClientInfo), client: client})
	return true, client, nil
}

// protoMemo is a modern request's protocol version and client info as
// sent (raw), and the client's name read from them: a pair protocol
// accepted.
type protoMemo struct {
	version, info []byte
	client        string
}

// serverInfo is what the proxy calls itself in each result's _meta on
// protocol 2026-07-28 (SEP-2575), unless the upstream's result already
// names its server.
var serverInfo = json.RawMessage(`{"name":"rung-mcp-proxy","version":"v0"}`)

// member is a key of _meta and its value's JSON.
type member struct {
	key   string
	value json.RawMessage
}

// withMeta adds add to the _meta of the result raw (an object) and, for a
// modern client, what the SDK's server adds to every result: resultType
// "complete" and the server's info. The rest of raw is passed on as it
// came, byte for byte when it can be (splice); a result without content
// gets an empty list, as from the SDK.
func withMeta(raw []byte, add []member, modern bool) ([]byte, error) {
	if b, ok := splice(raw, add, modern); ok {
		return b, nil
	}
	return withMetaDecoded(raw, add, modern)
}

// splice is withMeta by inserting bytes, for a result it can read exactly
// (jsontop) that needs no member replaced: the common case. It reports
// false for the rest.
func splice(raw []byte, add []member, modern bool) ([]byte, bool) {
	var buf [12]jsontop.Member
	top, ok := jsontop.Members(raw, buf[:0])
	if !ok || len(top) == 0 {
		return nil, false
	}
	if c, ok := jsontop.Find(top, "content"); !ok || string(raw[c.Start:c.End]) == "null" {
		return nil, false
	}
	var topIns, metaIns []byte
	metaAt := -1
	pairs := func(b []byte, add []member) []byte {
		for i, m := range add {
			if i > 0 {
				b = append(b, ',')
			}
			// Keys are the proxy's and the SDK's own: plain ASCII.
			b = append(append(append(b, '"'), m.key...), '"', ':')
			b = append(b, m.value...)
		}
		return b
	}
	if m, ok := jsontop.Find(top, "_meta"); ok {
		var mbuf [12]jsontop.Member
		ms, ok := jsontop.Members(raw[m.Start:m.End], mbuf[:0])
		if !ok {
			return nil, false
		}
		for _, a := range add {
			if _, dup := jsontop.Find(ms, a.key); dup {
				return nil, false
			}
		}
		if _, has := jsontop.Find(ms, mcp.MetaKeyServerInfo); modern && !has {
			add = append(add[:len(add):len(add)], member{mcp.MetaKeyServerInfo, serverInfo})
		}
		if len(add) > 0 {
			metaIns = pairs(nil, add)
			if len(ms) > 0 {
				metaIns = append(metaIns, ',')
			}
			metaAt = m.Start + bytes.IndexByte(raw[m.Start:m.End], '{') + 1
		}
	} else {
		if modern {
			add = append(add[:len(add):len(add)], member{mcp.MetaKeyServerInfo, serverInfo})
		}
		if len(add) > 0 {
			topIns = append(pairs(append(topIns, `"_meta":{`...), add), '}', ',')
		}
	}
	if modern {
		if rt, ok := jsontop.Find(top, "resultType"); !ok {
			topIns = append(topIns, `"resultType":"complete",`...)
		} else if string(raw[rt.Start:rt.End]) != `"complete"` {
			return nil, false
		}
	}
	topAt := bytes.IndexByte(raw, '{') + 1
	out := make([]byte, 0, len(raw)+len(topIns)+len(metaIns))
	out = append(out, raw[:topAt]...)
	out = append(out, topIns...)
	if metaAt < 0 {
		return append(out, raw[topAt:]...), true
	}
	out = append(out, raw[topAt:metaAt]...)
	out = append(out, metaIns...)
	return append(out, raw[metaAt:]...), true
}

// withMetaDecoded is withMeta through a decoding of raw's members.
func withMetaDecoded(raw []byte, add []member, modern bool) ([]byte, error) {
	var top map[string]json.RawMessage
	if err := json.Unmarshal(raw, &top); err != nil || top == nil {
		return nil, &jsonrpc.Error{Code: jsonrpc.CodeInternalError, Message: "the server's result is not an object"}
	}
	var meta map[string]json.RawMessage
	if m := top["_meta"]; len(m) > 0 && string(m) != "null" {
		if err := json.Unmarshal(m, &meta); err != nil {
			return nil, &jsonrpc.Error{Code: jsonrpc.CodeInternalError, Message: "the server's result has a _meta that is not an object"}
		}
	}
	if meta == nil {
		meta = make(map[string]json.RawMessage, len(add)+1)
	}
	for _, m := range add {
		meta[m.key] = m.value
	}
	if modern {
		if _, ok := meta[mcp.MetaKeyServerInfo]; !ok {
			meta[mcp.MetaKeyServerInfo] = serverInfo
		}
		top["resultType"] = json.RawMessage(`"complete"`)
	}
	if len(meta) > 0 {
		b, err := json.Marshal(meta)
		if err != nil {
			return nil, err
		}
		top["_meta"] = b
	}
	if c := top["content"]; len(c) == 0 || string(c) == "null" {
		top["content"] = json.RawMessage(`[]`)
	}
	return json.Marshal(top)
}

// respond writes the answer to a tools/call: the result body, or err as a
// JSON-RPC error.
func (l *lean) respond(ctx context.Context, id jsonrpc.ID, body []byte, err error) error {
	wctx := context.WithoutCancel(ctx)
	l.wmu.Lock()
	defer l.wmu.Unlock()
	if err != nil || l.lines == nil {
		return l.conn.Write(wctx, &jsonrpc.Response{ID: id, Result: body, Error: err})
	}
	bp := linePool.Get().(*[]byte)
	b := append((*bp)[:0], `{"jsonrpc":"2.0","id":`...)
	switch v := id.Raw().(type) {
	case int64:
		b = strconv.AppendInt(b, v, 10)
	default:
		s, merr := json.Marshal(v)
		if merr != nil {
			linePool.Put(bp)
			return merr
		}
		b = append(b, s...)
	}
	b = append(b, `,"result":`...)
	b = append(b, body...)
	b = append(b, "}\n"...)
	err = l.lines.WriteLine(wctx, b)
	*bp = b
	linePool.Put(bp)
	return err
}

var linePool = sync.Pool{New: func() any { b := make([]byte, 0, 4096); return &b }}

// newPipe returns the two ends of an in-process connection that passes
// messages as they are, without encoding them: ours for the serving loop,
// theirs as the transport the SDK's server connects on.
func newPipe() (ours *pipeConn, theirs mcp.Transport) {
	a, b := make(chan jsonrpc.Message), make(chan jsonrpc.Message)
	done := make(chan struct{})
	once := new(sync.Once)
	ours = &pipeConn{in: a, out: b, done: done, once: once}
	return ours, pipeTransport{&pipeConn{in: b, out: a, done: done, once: once}}
}

type pipeTransport struct{ c *pipeConn }

func (t pipeTransport) Connect(context.Context) (mcp.Connection, error) { return t.c, nil }

type pipeConn struct {
	in, out chan jsonrpc.Message
	done    chan struct{}
	once    *sync.Once
}

func (c *pipeConn) Read(ctx context.Context) (jsonrpc.Message, error) {
	select {
	case m := <-c.in:
		return m, nil
	case <-c.done:
		return nil, io.EOF
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

func (c *pipeConn) Write(ctx context.Context, m jsonrpc.Message) error {
	select {
	case c.out <- m:
		return nil
	case <-c.done:
		return io.ErrClosedPipe
	case <-ctx.Done():
		return ctx.Err()
	}
}

func (c *pipeConn) Close() error {
	c.once.Do(func() { close(c.done) })
	return nil
}

func (c *pipeConn) SessionID() string { return "" }
