// Package verdict turns classifier results into *rung.Failure values for the
// built-in tools, so that every tool fills a Failure the same way.
package verdict

import (
	"errors"
	"fmt"
	"unicode/utf8"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/classify"
)

// Sandbox is the protocol of a refusal by a tool's own sandbox (a path
// outside fs's root, a host or method http does not allow): no service or
// operating system answered, so the failure must not read as one did. Its
// code is a snake_case name of the boundary, such as path_outside_root.
const Sandbox = "rung"

// Failure builds the *rung.Failure for a classified error. message is the
// verbatim (already redacted) text; cause is wrapped, and may be nil.
func Failure(r classify.Result, protocol string, status int, message string, cause error) *rung.Failure {
	if cause == nil {
		cause = errors.New(message)
	}
	f := &rung.Failure{
		Kind:     r.Kind,
		Message:  message,
		Protocol: protocol,
		Status:   status,
		Code:     r.Code,
		Timeout:  r.Timeout,
		Reason:   r.Reason,
		Err:      cause,
	}
	if r.HasRetryAfter {
		f.RetryAfter = r.RetryAfter
	}
	return f
}

// New builds a Failure of a known kind without consulting a classifier.
func New(kind rung.Kind, protocol, code, message, reason string, cause error) *rung.Failure {
	return Failure(classify.Result{Kind: kind, Code: code, Reason: reason}, protocol, 0, message, cause)
}

// Chain returns a classifier chain holding one tool's rules, so a tool that
// classifies its own errors still lets configuration rules win over the
// presets (the engine does not reclassify a Failure that has a kind).
func Chain(tool string, rules []rung.Rule) *classify.Chain {
	if len(rules) == 0 {
		return &classify.Chain{}
	}
	return &classify.Chain{Rules: map[string][]rung.Rule{tool: rules}}
}

// MaxMessage caps a failure's message: the verbatim text the service gave,
// kept short enough for traces, ledgers and prompts.
const MaxMessage = 8 << 10

// Truncate cuts s to MaxMessage bytes (on a rune boundary), saying so.
func Truncate(s string) string {
	if len(s) <= MaxMessage {
		return s
	}
	cut := MaxMessage
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + fmt.Sprintf(" [... %d more bytes]", len(s)-cut)
}
