package trace

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"strings"
	"sync"

	"github.com/rungkit/rung"
)

// KeyHash returns how a trace shows an idempotency key: "key:" and the
// first 16 hex digits of its SHA-256. Equal keys hash equally, so a trace
// still shows which attempts shared a key, without the key itself.
func KeyHash(key string) string {
	if key == "" {
		return ""
	}
	sum := sha256.Sum256([]byte(key))
	return "key:" + hex.EncodeToString(sum[:8])
}

// secretName reports whether a map key names a secret, in which case its
// value is dropped whole rather than scanned.
func secretName(name string) bool {
	// Lower-case the name and drop separators into a stack buffer: this
	// runs for every argument of every event a writer sees.
	var buf [64]byte
	n := 0
	for i := 0; i < len(name); i++ {
		c := name[i]
		switch {
		case c == '-' || c == '_' || c == ' ':
			continue
		case 'A' <= c && c <= 'Z':
			c += 'a' - 'A'
		}
		if n == len(buf) {
			return secretNameSlow(name)
		}
		buf[n] = c
		n++
	}
	return secretKey(string(buf[:n]))
}

func secretNameSlow(name string) bool {
	return secretKey(strings.ToLower(strings.NewReplacer("-", "", "_", "", " ", "").Replace(name)))
}

func secretKey(k string) bool {
	switch k {
	case "authorization", "proxyauthorization", "cookie", "setcookie", "password", "passwd", "pwd",
		"passphrase", "secret", "clientsecret", "token", "accesstoken", "refreshtoken", "idtoken",
		"authtoken", "sessiontoken", "apikey", "xapikey", "privatekey", "secretaccesskey",
		"awssecretaccesskey", "credential", "credentials", "signature", "dsn", "connectionstring":
		return true
	}
	return strings.HasSuffix(k, "password") || strings.HasSuffix(k, "secret") ||
		strings.HasSuffix(k, "apikey") || strings.HasSuffix(k, "token")
}

// textCache remembers what rung.Redact made of the texts a writer saw
// last: reasons and messages repeat from event to event, and the redaction
// regexps are most of a writer's cost. It is safe for concurrent use; nil
// caches nothing.
type textCache struct {
	mu sync.Mutex
	m  map[string]string
}

const maxCached = 4096

func (c *textCache) redact(s string) string {
	if c == nil || len(s) > 1024 {
		return rung.Redact(s)
	}
	c.mu.Lock()
	out, ok := c.m[s]
	c.mu.Unlock()
	if ok {
		return out
	}
	out = rung.Redact(s)
	c.mu.Lock()
	if c.m == nil || len(c.m) >= maxCached {
		c.m = make(map[string]string, 256)
	}
	c.m[s] = out
	c.mu.Unlock()
	return out
}

// redactText removes secrets and idempotency keys of run from s.
func redactText(s, run string, c *textCache) string {
	if s == "" {
		return s
	}
	return hashKeys(c.redact(s), run)
}

// hashKeys replaces the engine's idempotency keys ("<run>/<step>/<n>") in s
// by their hashes.
func hashKeys(s, run string) string {
	if run == "" || !strings.Contains(s, run+"/") {
		return s
	}
	var b strings.Builder
	for {
		i := strings.Index(s, run+"/")
		if i < 0 {
			b.WriteString(s)
			return b.String()
		}
		j := i + len(run) + 1
		k := j
		for k < len(s) && s[k] != '/' && s[k] != ' ' && s[k] != ')' && s[k] != '"' && s[k] != ',' {
			k++
		}
		end := k
		if k < len(s) && s[k] == '/' {
			end = k + 1
			for end < len(s) && s[end] >= '0' && s[end] <= '9' {
				end++
			}
		}
		if k == j || end == k+1 || k >= len(s) {
			// Not a key: "<run>/" followed by no step or no generation.
			b.WriteString(s[:j])
			s = s[j:]
			continue
		}
		b.WriteString(s[:i])
		b.WriteString(KeyHash(s[i:end]))
		s = s[end:]
	}
}

// redactValue returns v with secrets removed: the values of secret-named
// keys are replaced whole, strings pass through rung.Redact. Values of other
// types (structs, typed maps) are first seen as JSON sees them.
func redactValue(v any, run string, c *textCache) any {
	switch v := v.(type) {
	case nil, bool, float64, float32, int, int64, int32, uint, uint64, uint32, json.Number:
		return v
	case string:
		return redactText(v, run, c)
	case map[string]any:
		return redactMap(v, run, c)
	case []any:
		out := make([]any, len(v))
		for i, e := range v {
			out[i] = redactValue(e, run, c)
		}
		return out
	case []string:
		out := make([]any, len(v))
		for i, e := range v {
			out[i] = redactText(e, run, c)
		}
		return out
	case map[string]string:
		out := make(map[string]any, len(v))
		for k, e := range v {
			if secretName(k) {
				out[k] = rung.Redacted
			} else {
				out[k] = redactText(e, run, c)
			}
		}
		return out
	}
	j, err := json.Marshal(v)
	if err != nil {
		return rung.Redacted
	}
	var generic any
	if json.Unmarshal(j, &generic) != nil {
		return rung.Redacted
	}
	return redactValue(generic, run, c)
}

func redactMap(m map[string]any, run string, c *textCache) map[string]any {
	if m == nil {
		return nil
	}
	out := make(map[string]any, len(m))
	for k, e := range m {
		if secretName(k) && e != nil {
			out[k] = rung.Redacted
			continue
		}
		out[k] = redactValue(e, run, c)
	}
	return out
}

// failureOf converts and redacts a rung failure.
func failureOf(f *rung.Failure, run string, c *textCache) *Failure {
	if f == nil {
		return nil
	}
	msg := f.Message
	if msg == "" && f.Err != nil {
		msg = f.Err.Error()
	}
	out := &Failure{
		Kind: f.Kind.String(), Message: redactText(msg, run, c), Protocol: f.Protocol, Status: f.Status,
		Code: redactText(f.Code, run, c), Timeout: f.Timeout, Invalidates: f.Invalidates,
		Effect: f.Effect.String(), Fact: redactMap(f.Fact, run, c), Target: redactText(f.Target, run, c), Reason: f.Reason,
		ClassifiedBy: f.ClassifiedBy,
	}
	if f.RetryAfter > 0 {
		ms := f.RetryAfter.Milliseconds()
		out.RetryAfterMS = &ms
	}
	return out
}

// FromEvent converts an engine event to a trace record, redacting every
// text and value that could carry a secret (error messages, reasons, facts,
// probe arguments and outputs, signature targets) and hashing idempotency
// keys. Seq is left to the writer.
func FromEvent(e rung.Event) Record {
	return fromEvent(e, nil)
}

func fromEvent(e rung.Event, c *textCache) Record {
	run := e.RunID
	r := Record{
		Type: e.Type, At: e.At, Run: run, Plan: e.Plan, Step: e.Step, Tool: e.Tool, Attempt: e.Attempt,
		Fingerprint: e.Fingerprint, Failure: failureOf(e.Failure, run, c), Rule: e.Rule,
		Reason: redactText(e.Reason, run, c), WaitMS: e.WaitMS, DurationMS: e.DurationMS, Alternative: e.Alternative,
		Purpose: string(e.Purpose), Budget: e.Budget, KeyHash: KeyHash(e.Key),
		State: string(e.State), Outcome: string(e.Outcome),
	}
	if !e.Signature.IsZero() {
		r.Signature = &Signature{Tool: e.Signature.Tool, Class: redactText(e.Signature.Class, run, c), Target: redactText(e.Signature.Target, run, c)}
	}
	if e.Action != rung.ActionNone {
		r.Action = e.Action.String()
	}
	if e.Usage != (rung.Usage{}) || e.Type == rung.EventModelCall {
		r.Usage = &Usage{InputTokens: e.Usage.InputTokens, OutputTokens: e.Usage.OutputTokens, Cost: e.Usage.Cost,
			Calls: e.Usage.Calls, Model: e.Usage.Model}
	}
	if e.Spent != (rung.Spent{}) || e.Type == rung.EventBudget {
		sp := e.Spent
		r.Spent = &sp
	}
	if o := e.Observation; o != nil {
		r.Observation = &Observation{
			Tool: o.Call.Tool, Args: redactMap(o.Call.Args, run, c), About: redactText(o.Call.About, run, c),
			Output: redactValue(o.Output, run, c), Failure: failureOf(o.Failure, run, c), At: o.At,
		}
	}
	if e.Args != nil {
		r.Args = redactMap(e.Args, run, c)
	}
	if len(e.Steps) > 0 {
		r.Steps = make([]PlanStep, len(e.Steps))
		for i, s := range e.Steps {
			r.Steps[i] = PlanStep{ID: s.ID, Tool: s.Tool, Args: redactMap(s.Args, run, c), Intent: redactText(s.Intent, run, c), Uses: s.Uses}
		}
	}
	if e.Fact != nil {
		if f := redactValue(e.Fact, run, c); !emptyValue(f) {
			r.Fact = f
		}
	}
	return r
}

// emptyValue reports whether v is nil or an empty map: a skip without a fact.
func emptyValue(v any) bool {
	switch v := v.(type) {
	case nil:
		return true
	case map[string]any:
		return len(v) == 0
	}
	return false
}
