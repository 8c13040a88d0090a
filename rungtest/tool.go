package rungtest

import (
	"context"
	"maps"
	"sync"
	"time"

	"github.com/rungkit/rung"
)

// Result is one scripted answer of a Script.
type Result struct {
	Out any
	Err error
	// Latency advances the script's clock before answering.
	Latency time.Duration
}

// OK is a successful result.
func OK(out any) Result { return Result{Out: out} }

// Err is a failed result.
func Err(err error) Result { return Result{Err: err} }

// Invocation is one recorded call of a Script.
type Invocation struct {
	Args map[string]any
	// Key is the idempotency key the engine passed (rung.IdempotencyKey).
	Key string
	At  time.Time
}

// Script is a scripted tool: each call takes the next result, and the last
// result repeats once the script runs out. It records every call. It is
// safe for concurrent use.
type Script struct {
	results []Result
	clock   *Clock
	latency time.Duration

	mu    sync.Mutex
	calls []Invocation
}

// Sequence scripts the given results in order.
func Sequence(results ...Result) *Script { return &Script{results: results} }

// Returns scripts a tool that always succeeds with out.
func Returns(out any) *Script { return Sequence(OK(out)) }

// Fails scripts a tool that always fails with err.
func Fails(err error) *Script { return Sequence(Err(err)) }

// FailThen scripts a tool that fails n times with err, then returns out.
func FailThen(n int, err error, out any) *Script {
	rs := make([]Result, 0, n+1)
	for range n {
		rs = append(rs, Err(err))
	}
	return Sequence(append(rs, OK(out))...)
}

// Func scripts a tool from a function of the call number (1 for the first
// call) and the arguments.
func Func(fn func(n int, args map[string]any) (any, error)) *Script {
	return &Script{results: []Result{{Out: fn}}}
}

// WithLatency makes every call advance clock by d (on top of each result's
// own Latency), as a real call would take time.
func (s *Script) WithLatency(clock *Clock, d time.Duration) *Script {
	s.clock, s.latency = clock, d
	return s
}

// Call is the tool's rung.Tool.Call.
func (s *Script) Call(ctx context.Context, args map[string]any) (any, error) {
	s.mu.Lock()
	n := len(s.calls) + 1
	var now time.Time
	if s.clock != nil {
		now = s.clock.Now()
	}
	s.calls = append(s.calls, Invocation{Args: maps.Clone(args), Key: rung.IdempotencyKey(ctx), At: now})
	var r Result
	if len(s.results) > 0 {
		r = s.results[min(n, len(s.results))-1]
	}
	s.mu.Unlock()
	if s.clock != nil {
		s.clock.Advance(s.latency + r.Latency)
	}
	if fn, ok := r.Out.(func(int, map[string]any) (any, error)); ok {
		return fn(n, args)
	}
	return r.Out, r.Err
}

// Calls returns the calls made so far.
func (s *Script) Calls() []Invocation {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Invocation(nil), s.calls...)
}

// Count returns how many calls were made.
func (s *Script) Count() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.calls)
}

// Tool returns a rung.Tool named name that calls the script, identified by
// the given arguments (none given: an empty list, so only the tool name
// identifies it).
func (s *Script) Tool(name string, identifying ...string) rung.Tool {
	if identifying == nil {
		identifying = []string{}
	}
	return rung.Tool{Name: name, Identifying: identifying, Call: s.Call}
}
