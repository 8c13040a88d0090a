package mcpproxy

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"net/http"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/classify"
	rungmcp "github.com/rungkit/rung/tool/mcp"
)

// Separator joins a server's name and its tool's name in the listing when
// several servers are configured: "fs__read_text_file".
const Separator = "__"

// Keys of the _meta the proxy adds to results and tools.
const (
	MetaKind        = "rung/kind"         // a verdict's kind
	MetaNext        = "rung/next"         // a verdict's recommended move
	MetaBudget      = "rung/budget"       // the budget line after the call
	MetaStop        = "rung/stop"         // true: the session has stopped; report to the user
	MetaRecorded    = "rung/recorded"     // true: the recorded outcome of an earlier identical call
	MetaSideEffects = "rung/side_effects" // on a listed tool: whether rung treats it as a write
)

// Options are what a Proxy takes besides its config. The zero value is a
// working proxy with no ledger (side effects then run without keys, and
// an unknown outcome is never retried) on the wall clock.
type Options struct {
	// Ledger records side effects and the answers delivered (see
	// docs/mcp-proxy.md); the CLI opens the config's.
	Ledger rung.Ledger
	// Clock is the source of time; nil is the wall clock.
	Clock rung.Clock
	// Jitter spreads backoff waits; nil is math/rand.
	Jitter func() float64
	// Classifier reads upstream errors not already classified; nil is
	// &classify.Chain{}.
	Classifier rung.Classifier
	// Observers receive every connection's events (a trace writer, OTel).
	Observers []rung.Observer
	// Getenv resolves ${NAME} in the config's env and headers; nil is
	// os.LookupEnv.
	Getenv func(string) (string, bool)
	// Logger logs what the proxy skips (a tool whose schema the SDK
	// refuses) and ledger writes that failed; nil discards.
	Logger *slog.Logger
}

// Proxy is an MCP server to its clients and an MCP client to the
// configured servers, with one rung.Session per client connection. It is
// safe for concurrent use by any number of connections.
type Proxy struct {
	cfg     *Config
	opts    Options
	server  *mcp.Server
	clients []*rungmcp.Client
	deliv   *deliveries
	gens    *generations
	prefix  string // of session ids, unique per proxy process

	// The tools served change when a server's list does (listchanged.go).
	tmu       sync.RWMutex
	tools     map[string]*proxied
	names     []string
	ready     chan struct{} // closed once New has listed every server
	stop      chan struct{} // closed by Close
	closeOnce sync.Once
	relmu     sync.Mutex // one re-listing at a time

	mu     sync.Mutex
	nconns int // connections served, for session ids
	conns  map[*mcp.ServerSession]*conn
	flight map[string]chan struct{} // base key -> closed when the call in flight ends
}

type proxied struct {
	tool   rung.Tool
	mcp    *mcp.Tool
	server int // index in the config's servers
}

type conn struct {
	sess *rung.Session
}

// New connects the configured servers, lists their tools and builds the
// server the clients talk to. Close it to stop the servers.
func New(ctx context.Context, cfg *Config, opts Options) (_ *Proxy, err error) {
	if opts.Classifier == nil {
		opts.Classifier = &classify.Chain{}
	}
	if opts.Clock == nil {
		opts.Clock = rung.SystemClock{}
	}
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	p := &Proxy{cfg: cfg, opts: opts, tools: map[string]*proxied{}, deliv: newDeliveries(), ready: make(chan struct{}), stop: make(chan struct{}),
		conns: map[*mcp.ServerSession]*conn{}, flight: map[string]chan struct{}{},
		prefix: strconv.FormatUint(rand.Uint64()>>24, 36)}
	if opts.Ledger != nil {
		p.gens = newGenerations(opts.Ledger)
	}
	defer func() {
		if err != nil {
			p.Close()
		}
	}()
	p.server = mcp.NewServer(&mcp.Implementation{Name: "rung-mcp-proxy", Version: "v0"}, &mcp.ServerOptions{
		Logger:       opts.Logger,
		Capabilities: &mcp.ServerCapabilities{Tools: &mcp.ToolCapabilities{ListChanged: true}},
		Instructions: "Tool calls go through rung: transient failures are retried for you; a failure rung cannot fix comes back as a result with isError set that says what it proves false, the next move and the budget left. When a result says to stop, stop calling tools and report to the user.",
	})
	for i, spec := range cfg.Servers {
		sc, err := cfg.server(i, opts.Getenv)
		if err != nil {
			return nil, err
		}
		sc.OnToolListChanged = func() { p.relist(i) }
		c, err := rungmcp.Connect(ctx, sc)
		if err != nil {
			return nil, fmt.Errorf("%s: servers[%d] (%s): %w", cfg.file, i, describe(spec), err)
		}
		p.clients = append(p.clients, c)
		listed, err := c.ListTools(ctx)
		if err != nil {
			return nil, fmt.Errorf("%s: servers[%d] (%s): listing tools: %w", cfg.file, i, describe(spec), err)
		}
		for _, l := range listed {
			name := l.MCP.Name
			if len(cfg.Servers) > 1 {
				name = spec.Name + Separator + name
			}
			if _, dup := p.tools[name]; dup {
				return nil, fmt.Errorf("%s: servers[%d] (%s): tool %s is offered twice", cfg.file, i, describe(spec), name)
			}
			l.Tool = c.PassThrough(l)
			if err := p.add(i, name, l); err != nil {
				opts.Logger.Warn("mcp-proxy: tool skipped", "tool", name, "error", err)
				continue
			}
		}
		for n := range spec.Tools {
			if !hasTool(listed, n) {
				return nil, fmt.Errorf("%s: servers[%d].tools.%s: the server offers no such tool", cfg.file, i, n)
			}
		}
	}
	if len(p.tools) == 0 {
		return nil, errNoTools
	}
	sort.Strings(p.names)
	close(p.ready)
	return p, nil
}

func hasTool(listed []rungmcp.Listed, name string) bool {
	for _, l := range listed {
		if l.MCP.Name == name {
			return true
		}
	}
	return false
}

func describe(s ServerSpec) string {
	if s.URL != "" {
		return rung.Redact(s.URL)
	}
	return s.Command
}

// add registers (or replaces) one tool of server i under name.
func (p *Proxy) add(i int, name string, l rungmcp.Listed) (err error) {
	spec := p.cfg.Servers[i]
	t := *l.MCP
	t.Name = name
	rt := l.Tool
	rt.Name = name
	meta := mcp.Meta{}
	for k, v := range t.Meta {
		meta[k] = v
	}
	meta[MetaSideEffects] = rt.SideEffects
	t.Meta = meta
	if o, ok := spec.Tools[l.MCP.Name]; ok {
		if o.SideEffects != nil {
			// The listing says what rung acts on: a client that reads
			// readOnlyHint sees the override, not the server's hint.
			a := mcp.ToolAnnotations{}
			if t.Annotations != nil {
				a = *t.Annotations
			}
			a.ReadOnlyHint = !*o.SideEffects
			t.Annotations = &a
		}
		if o.Description != "" {
			t.Description = o.Description
		}
	}
	pt := &proxied{tool: rt, mcp: &t, server: i}
	defer func() {
		if r := recover(); r != nil {
			// The SDK refuses some schemas by panicking (one not of type
			// object); the tool is left out rather than the proxy.
			err = fmt.Errorf("the SDK refused the tool: %v", r)
		}
	}()
	p.server.AddTool(&t, p.handler(pt))
	p.tmu.Lock()
	if _, had := p.tools[name]; !had {
		p.names = append(p.names, name)
	}
	p.tools[name] = pt
	p.tmu.Unlock()
	return nil
}

// tool returns the tool served as name, nil if there is none.
func (p *Proxy) tool(name string) *proxied {
	p.tmu.RLock()
	defer p.tmu.RUnlock()
	return p.tools[name]
}

// Tools returns the names of the tools the proxy serves, sorted.
func (p *Proxy) Tools() []string {
	p.tmu.RLock()
	defer p.tmu.RUnlock()
	return append([]string(nil), p.names...)
}

// Server returns the MCP server. Serve and Handler track delivery; a
// connection made on the server directly counts every answer delivered
// when its handler returns.
func (p *Proxy) Server() *mcp.Server { return p.server }

// Handler serves streamable HTTP (one session per Mcp-Session-Id). An
// answer counts as delivered when its response was written and flushed to
// a connection the client had not closed.
func (p *Proxy) Handler() http.Handler {
	return p.trackedHandler(mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return p.server }, nil))
}

// Close stops the upstream servers.
func (p *Proxy) Close() error {
	p.closeOnce.Do(func() { close(p.stop) })
	var errs []error
	for _, c := range p.clients {
		if err := c.Close(); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// Session returns the rung.Session of a client connection, for its report.
func (p *Proxy) Session(ss *mcp.ServerSession) *rung.Session {
	p.mu.Lock()
	defer p.mu.Unlock()
	if c := p.conns[ss]; c != nil {
		return c.sess
	}
	return nil
}

// connFor returns the connection's session, making it on first use;
// client is the client's name.
func (p *Proxy) connFor(ss *mcp.ServerSession, client string) *conn {
	p.mu.Lock()
	defer p.mu.Unlock()
	if c := p.conns[ss]; c != nil {
		return c
	}
	p.nconns++
	n := p.nconns
	id := "mcp-" + p.prefix + "-" + strconv.Itoa(n) + "-" + safeID(p.clientScope(client))
	c := &conn{sess: rung.NewSession(rung.SessionOptions{
		ID:         id,
		Goal:       "MCP client connection " + strconv.Itoa(n) + " through rung mcp-proxy",
		Limits:     p.cfg.Budget.Limits(),
		Policy:     p.policy(),
		Ledger:     p.opts.Ledger,
		Classifier: p.opts.Classifier,
		Clock:      p.opts.Clock,
		Jitter:     p.opts.Jitter,
		Observers:  p.opts.Observers,
	})}
	p.conns[ss] = c
	if ss != nil {
		go func() {
			_ = ss.Wait()
			p.drop(ss)
		}()
	}
	return c
}

func (p *Proxy) drop(ss *mcp.ServerSession) {
	p.mu.Lock()
	delete(p.conns, ss)
	p.mu.Unlock()
}

// policy is the config's; an MCP client is a person waiting, so the
// default mode is interactive.
func (p *Proxy) policy() rung.Policy {
	spec := p.cfg.Policy
	if spec.Mode == "" {
		spec.Mode = "interactive"
	}
	return spec.Policy()
}

var unsafeID = regexp.MustCompile(`[^A-Za-z0-9_.-]+`)

func safeID(s string) string {
	s = unsafeID.ReplaceAllString(s, "-")
	if len(s) > 40 {
		s = s[:40]
	}
	return s
}

// clientScope is the scope of a connection's keys: the configured scope,
// else the client's name.
func (p *Proxy) clientScope(client string) string {
	if p.cfg.Scope != "" {
		return p.cfg.Scope
	}
	if client != "" {
		return client
	}
	return "mcp-client"
}

// clientName is the client's name from initialize (or, on protocol
// 2026-07-28, from the first request that carried it).
func clientName(ss *mcp.ServerSession) string {
	if ss != nil {
		if ip := ss.InitializeParams(); ip != nil && ip.ClientInfo != nil {
			return ip.ClientInfo.Name
		}
	}
	return ""
}

// scope is the scope of one call's key: the connection's, plus the trace
// id of a W3C traceparent in the call's _meta, which a client that traces
// its conversations keeps across a re-sent request.
func (p *Proxy) scope(client, tp string) string {
	s := p.clientScope(client)
	if tp != "" {
		if parts := strings.Split(tp, "-"); len(parts) == 4 && len(parts[1]) == 32 {
			s += "/trace-" + parts[1]
		}
	}
	return s
}

// join waits for a call of the same base key in flight in this process,
// then holds the key until the returned release: a call re-sent while
// the first is still running meets its recorded outcome instead of the
// ledger's lease.
func (p *Proxy) join(ctx context.Context, base string) (release func(), err error) {
	for {
		p.mu.Lock()
		ch, busy := p.flight[base]
		if !busy {
			ch = make(chan struct{})
			p.flight[base] = ch
			p.mu.Unlock()
			var once sync.Once
			return func() {
				once.Do(func() {
					p.mu.Lock()
					delete(p.flight, base)
					p.mu.Unlock()
					close(ch)
				})
			}, nil
		}
		p.mu.Unlock()
		select {
		case <-ch:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
}

// handler is the tools/call handler of one proxied tool on the SDK's
// server (streamable HTTP).
func (p *Proxy) handler(t *proxied) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		tok := ""
		if req.Extra != nil {
			tok = req.Extra.Header.Get(deliveryHeader)
		}
		client := clientName(req.Session)
		c := p.connFor(req.Session, client)
		tp, _ := req.Params.Meta["traceparent"].(string)
		o, err := p.invoke(ctx, c, client, t, req.Params.Arguments, tp, tok)
		if err != nil {
			return nil, err
		}
		if o.res != nil {
			return o.res, nil
		}
		return o.annotate(p.result(c.sess, o.out, o.err)), nil
	}
}

// outcome is what a tools/call came to: a ready answer (res: the arguments
// were unreadable, the ledger was down), or the session's output or error.
type outcome struct {
	res  *mcp.CallToolResult
	out  any
	err  error
	note string // a success read as a partial one (partial.go)
}

// annotate marks res ambiguous, with the note, when o is a partial
// success.
func (o outcome) annotate(res *mcp.CallToolResult) *mcp.CallToolResult {
	if o.note != "" && res.Meta != nil {
		res.Meta[MetaKind] = rung.KindAmbiguous.String()
		res.Meta[MetaNote] = o.note
	}
	return res
}

// invoke makes one tools/call of t on connection c, whose client is named
// client, with the call's raw arguments and the traceparent of its _meta
// ("" when it has none). tok is the call's
// delivery token ("": the answer counts as delivered when invoke returns).
// The error is one the client gets as a JSON-RPC error: the call was
// abandoned while it waited for an identical one in flight.
func (p *Proxy) invoke(ctx context.Context, c *conn, client string, t *proxied, raw json.RawMessage, traceparent, tok string) (outcome, error) {
	var args map[string]any
	if len(raw) > 0 && string(raw) != "null" {
		if err := json.Unmarshal(raw, &args); err != nil {
			return outcome{res: invalidArgs(t.tool.Name, err)}, nil
		}
	}
	// The upstream gets the client's own bytes rather than the map
	// encoded again.
	ctx = rungmcp.WithRawArguments(ctx, args, raw)
	callCtx := ctx
	var (
		base    string
		gen     int
		release = func() {}
	)
	if t.tool.SideEffects && p.gens != nil {
		// The session's claim reuses the fingerprint the key is built
		// from, rather than hashing the arguments a second time.
		var fp string
		ctx, fp = rung.WithRequestFingerprint(ctx, t.tool.Name, args)
		base = p.scope(client, traceparent) + "/" + t.tool.Name + "/" + fp
		var err error
		if release, err = p.join(ctx, base); err != nil {
			return outcome{}, err
		}
		if gen, err = p.gens.current(ctx, base); err != nil {
			release()
			return outcome{res: ledgerDown(t.tool.Name, c.sess, err)}, nil
		}
		// A write runs to its end even when the client gives up on
		// it: its outcome is then recorded for the call re-sent.
		callCtx = rung.WithCallKey(context.WithoutCancel(ctx), callKey(base, gen))
	}
	out, err := c.sess.Call(callCtx, &t.tool, args)
	o := outcome{out: out, err: err}
	if err == nil {
		o.note = p.partialNote(t, out)
	}
	// A partial success is never run again: its generation stays where it
	// is, so the same call gets the recorded result (some of its items
	// went through; sending it all again would repeat them).
	if base == "" || !definitive(err) || o.note != "" {
		release()
		return o, nil
	}
	// The key stays held until the answer's fate is known, so a call
	// re-sent meanwhile sees the generation it should: the recorded
	// outcome if this answer is lost, a new call if it arrived.
	advance := func() {
		defer release()
		if err := p.gens.advance(context.Background(), base, gen, p.opts.Clock.Now()); err != nil {
			p.opts.Logger.Warn("mcp-proxy: recording a delivered answer failed; a repeat of the call will get the recorded outcome instead of running", "key", callKey(base, gen), "error", err)
		}
	}
	if tok == "" {
		advance()
	} else {
		p.deliv.expect(tok, advance, release)
	}
	return o, nil
}

// definitive reports whether a call ended in an outcome the ledger holds
// for good: a success, or a failure that was not transient, left no
// outcome unknown and was not refused before the call.
func definitive(err error) bool {
	if err == nil {
		return true
	}
	v, ok := rung.AsVerdict(err)
	return ok && !v.Refused && v.Key == "" && v.Kind != rung.KindTransient && v.Rule != rung.RuleSideEffect && v.Rule != rung.RuleBudget
}

// result is what the client gets: the server's result as it came (or the
// recorded one), a verdict as an isError result, or the stop.
func (p *Proxy) result(s *rung.Session, out any, err error) *mcp.CallToolResult {
	budget := s.BudgetLine()
	if err == nil {
		res, recorded := asResult(out)
		meta := mcp.Meta{}
		for k, v := range res.Meta {
			meta[k] = v
		}
		meta[MetaBudget] = budget
		if recorded {
			meta[MetaRecorded] = true
		}
		res.Meta = meta
		return res
	}
	v, ok := rung.AsVerdict(err)
	if !ok {
		text := "The call did not complete: " + rung.Redact(err.Error()) + "\nBudget: " + budget
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: text}},
			Meta: mcp.Meta{MetaBudget: budget}}
	}
	res := verdictResult(v)
	if stopped, _ := s.Stopped(); stopped {
		rep := s.Report()
		text := res.Content[0].(*mcp.TextContent)
		text.Text += "\n\nSTOP: rung has stopped this session. Make no more tool calls. Tell the user what was done, what failed and what they must decide, from this report:\n\n" + rep.Text()
		res.Meta[MetaStop] = true
		if b, jerr := rep.JSON(); jerr == nil {
			var r any
			if json.Unmarshal(b, &r) == nil {
				res.StructuredContent.(map[string]any)["report"] = r
			}
		}
	}
	return res
}

// verdictResult is v as an isError result: its text for the model, its
// JSON as structured content, and kind, next move and budget in _meta.
func verdictResult(v *rung.Verdict) *mcp.CallToolResult {
	structured := map[string]any{}
	_ = json.Unmarshal(v.JSON(), &structured)
	meta := mcp.Meta{MetaKind: v.Kind.String(), MetaNext: string(v.Next)}
	if v.Budget != "" {
		meta[MetaBudget] = v.Budget
	}
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: v.Text()}}, StructuredContent: structured, Meta: meta}
}

// asResult turns a call's output into a result: the upstream's result as
// it came, or the recorded one (JSON from the ledger).
func asResult(out any) (*mcp.CallToolResult, bool) {
	if r, ok := out.(*mcp.CallToolResult); ok && r != nil {
		cp := *r
		return &cp, false
	}
	if r, ok := out.(rungmcp.RawResult); ok {
		var res mcp.CallToolResult
		if json.Unmarshal(r, &res) == nil {
			return &res, false
		}
	}
	b, err := json.Marshal(out)
	if err == nil {
		var r mcp.CallToolResult
		if json.Unmarshal(b, &r) == nil && (r.Content != nil || r.StructuredContent != nil) {
			return &r, true
		}
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, true
}

func invalidArgs(tool string, err error) *mcp.CallToolResult {
	v := &rung.Verdict{Tool: tool, Kind: rung.KindInvalid, Proves: rung.Proves(rung.KindInvalid), Next: rung.NextRepair,
		Advice: "Send the arguments as one JSON object.", Message: rung.Redact(err.Error()), Refused: true}
	return verdictResult(v)
}

// ledgerDown answers a write the proxy could not key: nothing was sent.
func ledgerDown(tool string, s *rung.Session, err error) *mcp.CallToolResult {
	v := &rung.Verdict{Tool: tool, Kind: rung.KindTransient, Proves: rung.Proves(rung.KindTransient), Next: rung.NextDontRepeat,
		Advice:  "rung's ledger could not be read, so the write was not sent (it could not be kept to once). Tell the user.",
		Message: rung.Redact(err.Error()), Refused: true, Budget: s.BudgetLine()}
	return verdictResult(v)
}
