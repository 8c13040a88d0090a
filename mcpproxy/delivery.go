package mcpproxy

import (
	"context"
	"errors"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/ledger"
)

// deliveryHeader carries a call's delivery token on streamable HTTP from
// the transport to the tool handler, in the POST's own header, which the
// proxy sets, overwriting any a client sent (a stream connection's calls
// are answered by Serve, which holds each token itself).
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
	return d.newToken("")
}

// streamPrefix marks the tokens of Serve's calls: Serve reports every
// answer's write itself, in the goroutine that made the answer, so they
// need no guard (and each guard was a timer made and stopped per call).
const streamPrefix = "s"

// streamToken is a token for an answer Serve writes.
func (d *deliveries) streamToken() string {
	return d.newToken(streamPrefix)
}

func (d *deliveries) newToken(prefix string) string {
	t := prefix + strconv.FormatUint(d.n.Add(1), 36)
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
	if !strings.HasPrefix(token, streamPrefix) {
		w.timer = time.AfterFunc(unresolved, func() { d.lost(token) })
	}
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
	if w != nil && w.timer != nil {
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
	// get reads a key without claiming it, when the ledger can (the SQL
	// drivers and Memory: ledger.Admin's Get); nil, the marker is claimed
	// and released to read it.
	get   entryGetter
	mu    sync.Mutex
	known map[string]int // base -> lowest generation not known delivered
}

// entryGetter is a ledger that reads one key's entry without writing
// (ledger.Admin's Get).
type entryGetter interface {
	Get(ctx context.Context, key string) (ledger.Entry, error)
}

func newGenerations(l rung.Ledger) *generations {
	g := &generations{ledger: l, known: map[string]int{}}
	g.get, _ = l.(entryGetter)
	return g
}

const markerFingerprint = "rung-mcp-proxy/delivered"

func markerKey(base string, n int) string { return base + "/g" + strconv.Itoa(n) + "/delivered" }

func callKey(base string, n int) string { return base + "/g" + strconv.Itoa(n) }

// current returns the generation a call of base claims: the first whose
// answer is not marked delivered.
func (g *generations) current(ctx context.Context, base string) (int, error) {
	g.mu.Lock()
	n := g.known[base]
	g.mu.Unlock()
	for {
		done, err := g.delivered(ctx, markerKey(base, n))
		if err != nil {
			return 0, err
		}
		if !done {
			break
		}
		n++
	}
	g.mu.Lock()
	if n > g.known[base] {
		g.known[base] = n
	}
	g.mu.Unlock()
	return n, nil
}

// delivered reports whether the marker mk is recorded: completed under
// the marker's fingerprint. Anything else (no entry, a claim of it in
// flight, an entry of other parameters) leaves its generation current, as
// a claim of it would: ClaimDone is exactly a done entry of the same
// fingerprint.
func (g *generations) delivered(ctx context.Context, mk string) (bool, error) {
	if g.get != nil {
		// One read, where a claim and its release were two writes (on
		// the SQL drivers, two transactions) on every write's path.
		e, err := g.get.Get(ctx, mk)
		if errors.Is(err, ledger.ErrNotFound) {
			return false, nil
		}
		if err != nil {
			return false, err
		}
		return e.State == ledger.EntryDone && e.Fingerprint == markerFingerprint, nil
	}
	c, err := g.ledger.Claim(ctx, mk, markerFingerprint, time.Minute)
	if err != nil {
		return false, err
	}
	if c.State == rung.ClaimNew {
		_ = g.ledger.Release(context.WithoutCancel(ctx), mk, c.Token)
	}
	return c.State == rung.ClaimDone, nil
}

// advance marks generation n of base delivered.
func (g *generations) advance(ctx context.Context, base string, n int, at time.Time) error {
	mk := markerKey(base, n)
	c, err := g.ledger.Claim(ctx, mk, markerFingerprint, time.Minute)
	if err != nil {
		return err
	}
	if c.State == rung.ClaimNew {
		if err := g.ledger.Complete(ctx, mk, c.Token, rung.Outcome{Output: []byte(`true`), At: at}); err != nil {
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
