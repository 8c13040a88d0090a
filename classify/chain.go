package classify

import (
	"errors"
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"sync"
	"time"

	"github.com/rungkit/rung"
)

// Chain classifies with configuration rules ahead of the presets. Rules
// maps a tool name to its rules; "*" holds rules for every tool. The zero
// value classifies with the presets only.
//
// A Chain is safe for concurrent use as long as Rules is not modified while
// it is in use.
type Chain struct {
	Rules map[string][]rung.Rule
}

var _ rung.Classifier = (*Chain)(nil)

// ClassifyInput classifies one input: the rules for in.Tool, then the rules
// for "*", then the protocol's preset and the generic ones. The first rule
// that matches decides the kind; the presets still supply RetryAfter and
// the normalised Code.
func (c *Chain) ClassifyInput(in Input) Result {
	x := newCtx(&in)
	r := x.classify()
	if c == nil || len(c.Rules) == 0 {
		return r
	}
	if rr, ok := applyRules(c.Rules[in.Tool], &x, r); ok {
		return rr
	}
	if in.Tool != "*" {
		if rr, ok := applyRules(c.Rules["*"], &x, r); ok {
			return rr
		}
	}
	return r
}

// applyRules returns preset's result re-decided by the first matching rule.
func applyRules(rules []rung.Rule, x *ctx, preset Result) (Result, bool) {
	for i := range rules {
		if ruleMatches(&rules[i], x, preset.Code) {
			return ruleResult(&rules[i], preset), true
		}
	}
	return Result{}, false
}

func ruleResult(rule *rung.Rule, preset Result) Result {
	r := Result{
		Kind:    rule.Kind,
		Timeout: rule.Timeout && rule.Kind == rung.KindTransient,
		Code:    preset.Code,
		Reason:  rule.Reason,
	}
	if r.Reason == "" {
		r.Reason = "rule: " + describeRule(rule)
	}
	if rule.Kind == rung.KindTransient || preset.Kind == rule.Kind {
		r.RetryAfter, r.HasRetryAfter = preset.RetryAfter, preset.HasRetryAfter
	}
	return r
}

func describeRule(rule *rung.Rule) string {
	var parts []string
	if rule.Status != 0 {
		parts = append(parts, fmt.Sprintf("status=%d", rule.Status))
	}
	if rule.Code != "" {
		parts = append(parts, "code="+rule.Code)
	}
	if rule.Message != "" {
		parts = append(parts, "message=/"+rule.Message+"/")
	}
	return strings.Join(parts, " ") + " -> " + rule.Kind.String()
}

// ruleMatches: every non-empty field must match; a rule with no field set
// matches nothing. Code matches the input's code or the code a preset
// found, case-insensitively; an invalid Message pattern matches nothing
// (ValidateRules reports it).
func ruleMatches(rule *rung.Rule, x *ctx, presetCode string) bool {
	if rule.Status == 0 && rule.Code == "" && rule.Message == "" {
		return false
	}
	if rule.Status != 0 && rule.Status != x.status && rule.Status != x.inStatus {
		return false
	}
	if rule.Code != "" && !strings.EqualFold(rule.Code, x.code) && !strings.EqualFold(rule.Code, presetCode) {
		return false
	}
	if rule.Message != "" {
		re, err := compileRule(rule.Message)
		if err != nil || !re.MatchString(x.message) {
			return false
		}
	}
	return true
}

type compiled struct {
	re  *regexp.Regexp
	err error
}

// ruleCache holds compiled rule patterns: each pattern is compiled once per
// process, whichever Chain or Tool it comes from.
var ruleCache sync.Map // string -> compiled

func compileRule(pattern string) (*regexp.Regexp, error) {
	if v, ok := ruleCache.Load(pattern); ok {
		c := v.(compiled)
		return c.re, c.err
	}
	re, err := regexp.Compile(pattern)
	ruleCache.Store(pattern, compiled{re, err})
	return re, err
}

// ValidateRules checks rules as a configuration loader should before use:
// each Message must compile as a regular expression, and each rule must set
// at least one of status, code and message (a rule with none matches
// nothing). The error names the rule's index and field.
func ValidateRules(rules []rung.Rule) error {
	var errs []error
	for i, r := range rules {
		if r.Status == 0 && r.Code == "" && r.Message == "" {
			errs = append(errs, fmt.Errorf("rule %d: no status, code or message: it would match nothing", i))
		}
		if r.Status < 0 || r.Status > 999 {
			errs = append(errs, fmt.Errorf("rule %d: field status: %d is not a status", i, r.Status))
		}
		if r.Message != "" {
			if _, err := regexp.Compile(r.Message); err != nil {
				errs = append(errs, fmt.Errorf("rule %d: field message: invalid regular expression: %w", i, err))
			}
		}
		if r.Kind > rung.KindAmbiguous {
			errs = append(errs, fmt.Errorf("rule %d: field kind: %v is not a kind", i, r.Kind))
		}
		if r.Timeout && r.Kind != rung.KindTransient {
			errs = append(errs, fmt.Errorf("rule %d: field timeout: only a transient kind can be a timeout", i))
		}
	}
	return errors.Join(errs...)
}

// Interfaces that errors may implement to expose protocol details. They
// let Chain.Classify read third-party errors without importing their
// packages.
type (
	// HTTPStatuser is an error that knows its HTTP status.
	HTTPStatuser interface{ HTTPStatus() int }
	// StatusCoder is the same under another common name (openapi clients).
	StatusCoder interface{ StatusCode() int }
	// HTTPStatusCoder is smithy-go's (AWS SDK v2) *ResponseError.
	HTTPStatusCoder interface{ HTTPStatusCode() int }
	// SQLStater is a PostgreSQL error: *pgconn.PgError and lib/pq's
	// *pq.Error have SQLState().
	SQLStater interface{ SQLState() string }
	// ErrorCoder is smithy-go's APIError (AWS SDK v2): ErrorCode() is the
	// AWS error code ("NoSuchKey").
	ErrorCoder interface{ ErrorCode() string }
	// HTTPHeaderer exposes the response headers (for Retry-After).
	HTTPHeaderer interface{ HTTPHeader() http.Header }
	// RetryAfterer is an error that knows how long to wait.
	RetryAfterer interface{ RetryAfter() time.Duration }
	// Protocoler names the preset for an error that knows its protocol
	// ("openai", "anthropic", "mcp", ...); it wins over the guess made from
	// the other interfaces.
	Protocoler interface{ Protocol() string }
)

// Error classifies a Go error value with the presets: the standard
// library's errors by value (context, net, syscall, fs, x509, sql, io),
// then errors that expose details through the interfaces above, then the
// error's text.
func Error(err error) Result {
	var c Chain
	return c.errorResult(nil, err)
}

// inputFromError builds an Input from whatever err exposes.
func inputFromError(err error) Input {
	var f errFacts
	f.walk(err)
	return f.input(err)
}

func (c *Chain) errorResult(tool *rung.Tool, err error) Result {
	r, _ := c.errorInput(tool, err)
	return r
}

// errorInput classifies err and returns the Input it read. The error's
// tree is walked once (errFacts), not once per interface and sentinel.
func (c *Chain) errorInput(tool *rung.Tool, err error) (Result, Input) {
	if err == nil {
		return Result{Kind: rung.KindUnknown, Reason: "no error"}, Input{}
	}
	var f errFacts
	f.walk(err)
	in := f.input(err)
	if tool != nil {
		in.Tool = tool.Name
	}
	var x ctx
	if f.sqlState != nil && in.Protocol == "postgres" {
		x = newCtxRaw(&in, rawHTTP{body: in.Message, rest: in.Message})
	} else {
		x = newCtx(&in)
	}
	var r Result
	if f.stdRank != 0 && in.Protocol == "go" {
		r = f.std
		// An errno whose meaning turns on the operation and the path,
		// which only the error's text shows, reads as it does in text
		// (goerr.go errnoOnPath): an ENOENT or EPERM whose cause is the
		// call (callmisuse.go), an EEXIST from rename(2) or on a lock
		// file, an EBUSY removing a mount point (set 56). A connection's
		// errno (the dial path) has no such reading: of the transient
		// ones only EBUSY is read again.
		if r.Kind == premise || r.Kind == denied || r.Kind == conflict || r.Kind == transient && hasFold(r.Reason, "busy") {
			if w, ok := errnoOnPath(in.Message); ok {
				r.Kind, r.Reason = w.Kind, "go: "+w.Reason
			}
		}
		// ENOTDIR reads as in text (pathkind.go): on an inner component
		// it is the tree's, not the call's.
		if hasFold(r.Reason, "wrong kind of path (not a directory)") {
			if w, ok := pathKind(in.Message); ok {
				r.Kind, r.Reason = w.Kind, "go: "+w.Reason
			}
		}
	} else {
		r = x.classify()
	}
	f.refine(&r)
	if tool != nil {
		if rr, ok := applyRules(tool.Rules, &x, r); ok {
			return rr, in
		}
	}
	if c != nil && len(c.Rules) > 0 {
		if rr, ok := applyRules(c.Rules[in.Tool], &x, r); ok {
			return rr, in
		}
		if in.Tool != "*" {
			if rr, ok := applyRules(c.Rules["*"], &x, r); ok {
				return rr, in
			}
		}
	}
	return r, in
}

// Classify implements rung.Classifier. A *rung.Failure already in err with
// a kind other than unknown is returned as it is (with a Reason filled in
// when it has none). Otherwise the tool's own rules come first, then the
// chain's rules for the tool and for "*", then the presets; the Failure
// wraps err and carries the verbatim message, protocol, status, code,
// Retry-After, timeout flag and reason.
func (c *Chain) Classify(tool *rung.Tool, err error) *rung.Failure {
	if err == nil {
		return nil
	}
	if f, ok := rung.AsFailure(err); ok && f.Kind != rung.KindUnknown {
		if f.Reason == "" {
			cp := *f
			cp.Reason = "the tool declared the kind"
			return &cp
		}
		return f
	}
	r, in := c.errorInput(tool, err)
	var f *rung.Failure
	switch r.Kind {
	case rung.KindTransient:
		f = rung.Transient(err)
	case rung.KindInvalid:
		f = rung.Invalid(err)
	case rung.KindPremise:
		f = rung.Premise(err)
	case rung.KindDenied:
		f = rung.Denied(err)
	case rung.KindConflict:
		f = rung.Conflict(err, nil)
	case rung.KindAmbiguous:
		f = rung.Ambiguous(err)
	default:
		f = rung.Unknown(err)
	}
	status := in.Status
	if status == 0 {
		status = splitRaw(in.Message).status
	}
	code := r.Code
	if code == "" {
		code = in.Code
	}
	f.WithCode(in.Protocol, status, code).WithReason(r.Reason)
	f.Timeout = r.Timeout
	if r.HasRetryAfter {
		f.RetryAfter = r.RetryAfter
	}
	return f
}
