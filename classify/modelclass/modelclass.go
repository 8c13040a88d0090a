// Package modelclass is the opt-in model classifier for the long tail:
// when the presets cannot tell what a failure proves false, the planner's
// model is asked once, and its answer is kept per failure signature in a
// store the fleet shares.
//
// # When the model is asked
//
// A Classifier wraps any rung.Classifier (usually a *classify.Chain). The
// inner classifier decides first; the model is asked only when its answer
// is unknown, or when the rule that fired is marked low-confidence (its
// Reason begins with LowConfidence). A kind the tool itself declared is
// never put to the model. Options.Ask replaces this test.
//
// # What the model sees and what it may decide
//
// The prompt (rung.KindPrompt) holds the taxonomy (each kind and what it
// proves false) and the verbatim error, redacted (rung.Redact: no secret
// reaches the model), truncated and fenced as data. The answer is one kind
// by name and a one-line reason. It is validated strictly: a name that is
// not a kind, an empty answer or a model error leaves the failure as the
// inner classifier left it, and the call goes on. The model decides the
// kind and nothing else: not the effect, the retry wait, the timeout flag,
// the invalidated steps or a conflict's fact, so it cannot widen what the
// ladder may do beyond what that kind allows.
//
// # The cache and the budget
//
// Every valid answer (unknown included, so an unreadable error is not asked
// about again) is stored under Signature in Options.Cache: the memory,
// SQLite and PostgreSQL ledgers implement rung.KindCache, so a fleet that
// shares a ledger asks once per signature. The model's tokens are charged
// to the run's or session's budget through the rung.ModelTurn the engine
// and rung.Session pass to ClassifyContext, under purpose "classify"; when
// the budget cannot pay for a turn the model is not asked. Classify, which
// has no budget to charge, reads the cache but never asks.
//
// A failure whose kind a model gave has ClassifiedBy rung.ClassifiedByModel
// and a Reason beginning "model: "; the verdict, the trace and the report
// show it.
package modelclass

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"strconv"
	"strings"
	"sync"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/classify"
	"github.com/rungkit/rung/ledger"
)

// LowConfidence begins the Reason of a rule whose kind is a guess: a
// failure it classified is put to the model like an unknown one. The
// presets mark their own guesses with it (classify.LowConfidence).
const LowConfidence = classify.LowConfidence

// DefaultTokens is what a classification turn is expected to cost when
// Options.Tokens is 0: the budget must have that much left before the model
// is asked.
const DefaultTokens = 1500

// Options configures a Classifier. The zero value asks about unknown and
// low-confidence failures and keeps answers in memory for the process.
type Options struct {
	// Cache keeps answers per signature. Default: a cache in memory; pass
	// the ledger (a *sqlite.Ledger, *postgres.Ledger or *ledger.Memory) so
	// that every process sharing it asks once.
	Cache rung.KindCache
	// Ask reports whether a failure the inner classifier returned is put to
	// the model. Default: Unsure.
	Ask func(*rung.Failure) bool
	// Tokens is the expected cost of one turn, checked against the budget
	// before asking. Default DefaultTokens.
	Tokens int
	// Clock stamps cached answers. Default: the cache's own clock.
	Clock rung.Clock
}

// Classifier is a rung.ContextClassifier: the inner classifier, then the
// model for what it cannot tell. It is safe for concurrent use; concurrent
// failures with one signature in one process make one model call.
type Classifier struct {
	inner rung.Classifier
	model rung.KindAsker
	opts  Options

	mu       sync.Mutex
	inflight map[string]*flight
	// refused holds the signatures the model gave no valid answer for:
	// this process does not pay to ask about them again (the store is
	// not told, so another process may try its model).
	refused map[string]bool
}

// flight is one model call that other callers with the same signature wait
// for.
type flight struct {
	done  chan struct{}
	entry rung.KindEntry
	ok    bool
}

var _ rung.ContextClassifier = (*Classifier)(nil)

// New returns a Classifier that asks model about what inner cannot tell.
// A nil inner is rung.BasicClassifier.
func New(inner rung.Classifier, model rung.KindAsker, opts Options) *Classifier {
	if inner == nil {
		inner = rung.BasicClassifier{}
	}
	if opts.Cache == nil {
		opts.Cache = &ledger.KindMemory{}
	}
	if opts.Ask == nil {
		opts.Ask = Unsure
	}
	if opts.Tokens <= 0 {
		opts.Tokens = DefaultTokens
	}
	return &Classifier{inner: inner, model: model, opts: opts}
}

// Unsure reports whether f's kind is unknown or was given by a rule marked
// LowConfidence.
func Unsure(f *rung.Failure) bool {
	return f.Kind == rung.KindUnknown || strings.HasPrefix(f.Reason, LowConfidence)
}

// Classify implements rung.Classifier: the inner classifier, then an answer
// already in the cache. It never asks the model, having no budget to
// charge.
func (c *Classifier) Classify(t *rung.Tool, err error) *rung.Failure {
	f := c.classifyInner(t, err)
	if f == nil || !c.opts.Ask(f) {
		return f
	}
	sig := Signature(toolName(t), f)
	if e, ok, lerr := c.opts.Cache.LookupKind(context.Background(), sig); lerr == nil && ok {
		return apply(f, e)
	}
	return f
}

// ClassifyContext implements rung.ContextClassifier: the inner classifier,
// then the cache, then, once per signature, the model.
func (c *Classifier) ClassifyContext(ctx context.Context, t *rung.Tool, err error, turn rung.ModelTurn) *rung.Failure {
	f := c.classifyInner(t, err)
	if f == nil || !c.opts.Ask(f) || c.model == nil {
		return f
	}
	tool := toolName(t)
	sig := Signature(tool, f)
	if e, ok, lerr := c.opts.Cache.LookupKind(ctx, sig); lerr == nil && ok {
		return apply(f, e)
	}
	c.mu.Lock()
	if c.refused[sig] {
		c.mu.Unlock()
		return f
	}
	if fl, ok := c.inflight[sig]; ok {
		c.mu.Unlock()
		select {
		case <-fl.done:
		case <-ctx.Done():
			return f
		}
		if fl.ok {
			return apply(f, fl.entry)
		}
		return f
	}
	fl := &flight{done: make(chan struct{})}
	if c.inflight == nil {
		c.inflight = map[string]*flight{}
	}
	c.inflight[sig] = fl
	c.mu.Unlock()
	defer func() {
		c.mu.Lock()
		if !fl.ok {
			if c.refused == nil {
				c.refused = map[string]bool{}
			}
			c.refused[sig] = true
		}
		delete(c.inflight, sig)
		c.mu.Unlock()
		close(fl.done)
	}()

	// A flight that ended between the lookup above and the lock stored its
	// answer before it left: look again before paying for another.
	if e, ok, lerr := c.opts.Cache.LookupKind(ctx, sig); lerr == nil && ok {
		fl.entry, fl.ok = e, true
	} else {
		fl.entry, fl.ok = c.ask(ctx, tool, sig, f, turn)
	}
	if !fl.ok {
		return f
	}
	return apply(f, fl.entry)
}

func (c *Classifier) classifyInner(t *rung.Tool, err error) *rung.Failure {
	if err == nil {
		return nil
	}
	if f := c.inner.Classify(t, err); f != nil {
		return f
	}
	return rung.Unknown(err)
}

// ask makes the one model call for sig, charges it, validates the answer
// and stores it. ok is false when there is no valid answer.
func (c *Classifier) ask(ctx context.Context, tool, sig string, f *rung.Failure, turn rung.ModelTurn) (rung.KindEntry, bool) {
	if turn.Shortfall != nil {
		if short := turn.Shortfall(rung.Cost{ModelCalls: 1, Tokens: c.opts.Tokens}); short != "" {
			return rung.KindEntry{}, false
		}
	}
	// The model sees the error only as redacted text: the wrapped error
	// and any field that could carry a secret stay here.
	shown := &rung.Failure{
		Kind: f.Kind, Message: rung.Redact(messageOf(f)), Protocol: f.Protocol, Status: f.Status,
		Code: rung.Redact(f.Code), Target: rung.Redact(f.Target), Reason: f.Reason,
	}
	req := rung.KindRequest{Tool: tool, Failure: shown}
	req.Prompt = rung.KindPrompt(req)
	ans, err := c.model.AskKind(ctx, req)
	if ans != nil && turn.Charge != nil {
		turn.Charge(ans.Usage)
	}
	if err != nil || ans == nil {
		return rung.KindEntry{}, false
	}
	kind, perr := rung.ParseKind(ans.Kind)
	if perr != nil || strings.TrimSpace(ans.Kind) == "" {
		return rung.KindEntry{}, false
	}
	e := rung.KindEntry{Signature: sig, Kind: kind, Reason: oneLine(rung.Redact(ans.Reason), 200), Model: ans.Usage.Model}
	if c.opts.Clock != nil {
		e.At = c.opts.Clock.Now()
	}
	if err := c.opts.Cache.StoreKind(ctx, e); err == nil {
		// Another member may have stored first: use the answer the fleet
		// keeps, so every member acts alike.
		if kept, ok, lerr := c.opts.Cache.LookupKind(ctx, sig); lerr == nil && ok {
			e = kept
		}
	}
	return e, true
}

// apply returns f with the kind an answer gave. An unknown answer leaves f
// as it is. Only the kind changes: what the presets read from the error
// (protocol, status, code, a Retry-After the service sent) stays, and what
// belongs to another kind (a timeout flag, a wait) goes.
func apply(f *rung.Failure, e rung.KindEntry) *rung.Failure {
	if e.Kind == rung.KindUnknown || e.Kind > rung.KindAmbiguous {
		return f
	}
	g := *f
	g.Invalidates = append([]string(nil), f.Invalidates...)
	g.Kind = e.Kind
	g.ClassifiedBy = rung.ClassifiedByModel
	g.Reason = "model: " + orWord(e.Reason, "no reason given")
	if e.Kind != rung.KindTransient {
		g.Timeout, g.RetryAfter = false, 0
	}
	return &g
}

// Signature is the cache key of a failure of tool: a hash of the tool, the
// protocol, status and code, and the redacted message with every word that
// holds a digit (ids, counts, times) made one placeholder, so that the same
// error about another record shares its answer.
func Signature(tool string, f *rung.Failure) string {
	h := sha256.New()
	for _, s := range []string{tool, f.Protocol, strconv.Itoa(f.Status), f.Code} {
		h.Write([]byte(s))
		h.Write([]byte{0})
	}
	h.Write([]byte(normalize(rung.Truncate(rung.Redact(messageOf(f)), rung.MaxErrorBytes))))
	return "kind1:" + hex.EncodeToString(h.Sum(nil)[:16])
}

// normalize replaces each word (a run of letters, digits, '-', '_' and '.')
// that holds a digit with '#', and collapses white space.
func normalize(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	space := false
	for i := 0; i < len(s); {
		ch := s[i]
		if isWord(ch) {
			j, digit := i, false
			for j < len(s) && isWord(s[j]) {
				digit = digit || s[j] >= '0' && s[j] <= '9'
				j++
			}
			if space && b.Len() > 0 {
				b.WriteByte(' ')
			}
			space = false
			if digit {
				b.WriteByte('#')
			} else {
				b.WriteString(strings.ToLower(s[i:j]))
			}
			i = j
			continue
		}
		if ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r' {
			space = true
		} else {
			if space && b.Len() > 0 {
				b.WriteByte(' ')
			}
			space = false
			b.WriteByte(ch)
		}
		i++
	}
	return b.String()
}

func isWord(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c == '.'
}

func messageOf(f *rung.Failure) string {
	if f.Message != "" {
		return f.Message
	}
	if f.Err != nil {
		return f.Err.Error()
	}
	return ""
}

func toolName(t *rung.Tool) string {
	if t == nil {
		return ""
	}
	return t.Name
}

func oneLine(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > n {
		s = strings.ToValidUTF8(s[:n], "") + "…"
	}
	return s
}

func orWord(s, def string) string {
	if s == "" {
		return def
	}
	return s
}
