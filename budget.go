package rung

import (
	"encoding/json"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Limits is the one shared budget of a run. Every model call (plan generation
// included) and every tool call is charged against it, and it is checked
// before each rung. A zero field means no limit.
type Limits struct {
	// Deadline is how long the run may take, from its start. The run's
	// context deadline, if earlier, wins. JSON carries it in milliseconds.
	Deadline time.Duration `json:"-"`
	// Tokens is the ceiling on model tokens (input plus output).
	Tokens int `json:"tokens,omitempty"`
	// ToolCalls is the ceiling on tool calls (probes and checks included).
	ToolCalls int `json:"tool_calls,omitempty"`
	// ModelCalls is the ceiling on model calls.
	ModelCalls int `json:"model_calls,omitempty"`
	// Cost is the ceiling on model cost, in the unit Usage.Cost uses.
	Cost float64 `json:"cost,omitempty"`
}

type limitsJSON struct {
	DeadlineMS int64   `json:"deadline_ms,omitempty"`
	Tokens     int     `json:"tokens,omitempty"`
	ToolCalls  int     `json:"tool_calls,omitempty"`
	ModelCalls int     `json:"model_calls,omitempty"`
	Cost       float64 `json:"cost,omitempty"`
}

// MarshalJSON encodes the limits with the deadline in milliseconds.
func (l Limits) MarshalJSON() ([]byte, error) {
	return json.Marshal(limitsJSON{l.Deadline.Milliseconds(), l.Tokens, l.ToolCalls, l.ModelCalls, l.Cost})
}

// UnmarshalJSON decodes limits written by MarshalJSON.
func (l *Limits) UnmarshalJSON(b []byte) error {
	var w limitsJSON
	if err := json.Unmarshal(b, &w); err != nil {
		return err
	}
	*l = Limits{time.Duration(w.DeadlineMS) * time.Millisecond, w.Tokens, w.ToolCalls, w.ModelCalls, w.Cost}
	return nil
}

// Spent is what a run has consumed.
type Spent struct {
	Tokens     int     `json:"tokens"`
	ToolCalls  int     `json:"tool_calls"`
	ModelCalls int     `json:"model_calls"`
	Cost       float64 `json:"cost,omitempty"`
}

// BudgetState is a snapshot of a run's budget: the limits, what was spent and
// the absolute deadline. The zero value has no limits at all, which is what a
// caller without a budget (the triage CLI) passes to Decide.
type BudgetState struct {
	Limits Limits
	Spent  Spent
	// Deadline is when the run must end; zero means never.
	Deadline time.Time
}

// TimeLeft returns the time left before the deadline at now, and whether
// there is a deadline at all.
func (s BudgetState) TimeLeft(now time.Time) (time.Duration, bool) {
	if s.Deadline.IsZero() {
		return 0, false
	}
	return s.Deadline.Sub(now), true
}

// TokensLeft returns the tokens left, and whether there is a ceiling.
func (s BudgetState) TokensLeft() (int, bool) {
	if s.Limits.Tokens <= 0 {
		return 0, false
	}
	return s.Limits.Tokens - s.Spent.Tokens, true
}

// ToolCallsLeft returns the tool calls left, and whether there is a ceiling.
func (s BudgetState) ToolCallsLeft() (int, bool) {
	if s.Limits.ToolCalls <= 0 {
		return 0, false
	}
	return s.Limits.ToolCalls - s.Spent.ToolCalls, true
}

// Cost is what a rung is expected to consume; Shortfall compares it with
// what is left.
type Cost struct {
	Time       time.Duration
	ToolCalls  int
	ModelCalls int
	Tokens     int
}

// Shortfall returns "" when the budget can pay for c at now, or a short
// phrase naming the first limit it cannot pay ("3s left, needs 5.2s").
// A rung that needs the model needs at least one token left; any rung that
// costs something needs time left.
func (s BudgetState) Shortfall(now time.Time, c Cost) string {
	if left, ok := s.TimeLeft(now); ok && (left <= 0 || left < c.Time) {
		if left <= 0 {
			return "the deadline has passed"
		}
		return DurationText(left) + " left, needs " + DurationText(c.Time)
	}
	// A spent token or cost ceiling stops everything, tool calls included:
	// the run is over budget, and what it would do next was paid for by
	// nobody.
	if spent := s.Overspent(); spent != "" {
		return spent
	}
	if c.ToolCalls > 0 {
		if left, ok := s.ToolCallsLeft(); ok && left < c.ToolCalls {
			return strconv.Itoa(max(left, 0)) + " tool calls left, needs " + strconv.Itoa(c.ToolCalls)
		}
	}
	if c.ModelCalls > 0 {
		if s.Limits.ModelCalls > 0 && s.Limits.ModelCalls-s.Spent.ModelCalls < c.ModelCalls {
			return strconv.Itoa(max(s.Limits.ModelCalls-s.Spent.ModelCalls, 0)) + " model calls left"
		}
		if left, ok := s.TokensLeft(); ok && (left <= 0 || left < c.Tokens) {
			return groupDigits(max(left, 0)) + " tokens left, needs " + groupDigits(max(c.Tokens, 1))
		}
		if s.Limits.Cost > 0 && s.Spent.Cost >= s.Limits.Cost {
			return "the cost ceiling is spent"
		}
	}
	return ""
}

// Overspent returns "" while the token and cost ceilings hold, or a phrase
// naming the ceiling that is spent and the spend ("12,400 of 10,000 tokens
// spent"). A ceiling is spent when the spend reaches it.
func (s BudgetState) Overspent() string {
	if s.Limits.Tokens > 0 && s.Spent.Tokens >= s.Limits.Tokens {
		return groupDigits(s.Spent.Tokens) + " of " + groupDigits(s.Limits.Tokens) + " tokens spent"
	}
	if s.Limits.Cost > 0 && s.Spent.Cost >= s.Limits.Cost {
		return "cost " + strconv.FormatFloat(s.Spent.Cost, 'f', 2, 64) + " of " + strconv.FormatFloat(s.Limits.Cost, 'f', 2, 64) + " spent"
	}
	return ""
}

// Line renders what is left as one line for a prompt or a progress display:
// "1 retry, 8 s, 6,200 tokens left". retries is the failing step's retries
// left; a negative value leaves it out. A run without limits renders as
// "no limits".
func (s BudgetState) Line(now time.Time, retries int) string {
	b := make([]byte, 0, 64)
	sep := func() {
		if len(b) > 0 {
			b = append(b, ", "...)
		}
	}
	if retries >= 0 {
		b = strconv.AppendInt(b, int64(retries), 10)
		if retries == 1 {
			b = append(b, " retry"...)
		} else {
			b = append(b, " retries"...)
		}
	}
	limited := false
	if left, ok := s.TimeLeft(now); ok {
		limited = true
		sep()
		secs := max(left, 0).Seconds()
		if secs < 10 && secs != float64(int64(secs)) {
			b = strconv.AppendFloat(b, secs, 'f', 1, 64)
		} else {
			b = strconv.AppendInt(b, int64(secs), 10)
		}
		b = append(b, " s"...)
	}
	if left, ok := s.TokensLeft(); ok {
		limited = true
		sep()
		b = appendGroupDigits(b, max(left, 0))
		b = append(b, " tokens"...)
	}
	if left, ok := s.ToolCallsLeft(); ok {
		limited = true
		sep()
		b = strconv.AppendInt(b, int64(max(left, 0)), 10)
		if left == 1 {
			b = append(b, " tool call"...)
		} else {
			b = append(b, " tool calls"...)
		}
	}
	if s.Limits.Cost > 0 {
		limited = true
		sep()
		b = append(b, '$')
		b = strconv.AppendFloat(b, max(s.Limits.Cost-s.Spent.Cost, 0), 'f', 2, 64)
	}
	if !limited && retries < 0 {
		return "no limits"
	}
	if !limited {
		return string(b) + " left, no run limits"
	}
	return string(append(b, " left"...))
}

// Budget is a run's shared budget, charged as the run goes. It is safe for
// concurrent use: parallel steps and the planner may charge it at once.
type Budget struct {
	mu sync.Mutex
	st BudgetState
}

// NewBudget starts a budget with the given limits at start. deadline, if not
// zero and earlier than start+limits.Deadline, is the absolute deadline (a
// context's).
func NewBudget(limits Limits, start, deadline time.Time) *Budget {
	b := new(Budget)
	b.init(limits, start, deadline)
	return b
}

// init sets a zero Budget up as NewBudget does, in place: the engine keeps
// its run's budget inside the runner, one allocation fewer per run.
func (b *Budget) init(limits Limits, start, deadline time.Time) {
	b.st = BudgetState{Limits: limits}
	if limits.Deadline > 0 {
		b.st.Deadline = start.Add(limits.Deadline)
	}
	if !deadline.IsZero() && (b.st.Deadline.IsZero() || deadline.Before(b.st.Deadline)) {
		b.st.Deadline = deadline
	}
}

// ChargeTool records n tool calls and returns the state after the charge.
func (b *Budget) ChargeTool(n int) BudgetState {
	b.mu.Lock()
	b.st.Spent.ToolCalls += n
	st := b.st
	b.mu.Unlock()
	return st
}

// ChargeModel records one model call and its usage and returns the state
// after the charge.
func (b *Budget) ChargeModel(u Usage) BudgetState {
	b.mu.Lock()
	b.st.Spent.ModelCalls += u.ModelCalls()
	b.st.Spent.Tokens += u.Tokens()
	b.st.Spent.Cost += u.Cost
	st := b.st
	b.mu.Unlock()
	return st
}

// State returns a snapshot.
func (b *Budget) State() BudgetState {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.st
}

// groupDigits writes n with thousands separators: 6200 -> "6,200".
func groupDigits(n int) string { return string(appendGroupDigits(nil, n)) }

// appendGroupDigits appends n with thousands separators to b, so a budget
// line costs one allocation.
func appendGroupDigits(b []byte, n int) []byte {
	if n < 0 {
		b = append(b, '-')
		n = -n
	}
	var digits [20]byte
	d := strconv.AppendInt(digits[:0], int64(n), 10)
	head := len(d) % 3
	if head == 0 {
		head = 3
	}
	b = append(b, d[:head]...)
	for i := head; i < len(d); i += 3 {
		b = append(b, ',')
		b = append(b, d[i:i+3]...)
	}
	return b
}

// DurationText renders d for people: "250ms", "1.5s", "2m4.5s", "2h3m1s".
// It is the one formatter for every duration a person reads (reports,
// reasons, progress lines, doctor's HTML); JSON keeps its _ms integers.
func DurationText(d time.Duration) string {
	switch {
	case d >= time.Hour:
		d = d.Round(time.Second)
	case d >= time.Second:
		d = d.Round(100 * time.Millisecond)
	default:
		return d.Round(time.Millisecond).String()
	}
	// A budget of 5m reads as "5m", not Go's "5m0s".
	s := d.String()
	if strings.HasSuffix(s, "m0s") {
		s = strings.TrimSuffix(s, "0s")
		if strings.HasSuffix(s, "h0m") {
			s = strings.TrimSuffix(s, "0m")
		}
	}
	return s
}
