package rung

import "time"

// Policy sets the per-step and per-run rung budgets and the backoff. Its zero
// value is a working policy (the background defaults); every field documents
// its default. A negative count means "none": Policy{Retries: -1} never
// retries.
//
// A Policy is a plain value: copy it freely; it is safe for concurrent use as
// long as nobody mutates it.
type Policy struct {
	// Retries is how many times a step may be retried after a transient
	// failure before the rung falls upward. Default 3 (four attempts), the
	// background figure of the recovery-ladder articles: an unattended job can
	// wait out a burst that outlasts two retries.
	Retries int
	// Repairs is how many repairs a step may receive. Default 2.
	Repairs int
	// Reroutes is how many declared alternatives a step may try. Default 1.
	Reroutes int
	// Replans is the soft per-run replan budget: reaching it hands back
	// (the world is consistent) instead of asking for another plan. The
	// convergence rules are what normally stop a run that replans in
	// circles; this is the backstop. Default 3.
	Replans int
	// Probes is how many diagnostic probes a run may make before a replan.
	// Default 3.
	Probes int

	// BackoffBase is the first retry's wait; each later retry doubles it.
	// Default 200ms.
	BackoffBase time.Duration
	// BackoffMax caps a computed backoff (not a server's Retry-After, which
	// the budget caps instead). Default 10s.
	BackoffMax time.Duration

	// CallTimeout bounds one attempt of a tool call when the tool sets no
	// Timeout of its own. Default 0: the run's context only.
	CallTimeout time.Duration
	// CallDuration is the expected duration of a call whose tool declares no
	// ExpectedDuration; the budget check refuses to start a call it cannot
	// finish. Default 0.
	CallDuration time.Duration
	// RepairTokens and ReplanTokens are the tokens a repair or a replan turn
	// is expected to cost; the budget check refuses a model turn the token
	// ceiling cannot pay for. Default 0: any tokens left will do.
	RepairTokens int
	ReplanTokens int

	// Breaker sets when the fleet's circuit breaker for a tool opens and
	// how it closes (Engine.Health, SessionOptions.Health); the zero value
	// is its defaults: 5 failures within a minute, a 30s cooldown.
	Breaker Breaker

	// Interactive marks a run a person is waiting on. It changes no rule by
	// itself (the presets set the counts); reports and prompts mention it.
	Interactive bool
}

// Interactive is the preset for a run a person is waiting on: spend the budget
// on getting a good hand-back out fast. One retry, one repair, one replan.
func Interactive() Policy {
	return Policy{Retries: 1, Repairs: 1, Reroutes: 1, Replans: 1, Probes: 2, Interactive: true}
}

// Background is the preset for an unattended job, which can afford patience:
// three retries, two repairs, three replans. It equals the zero Policy.
func Background() Policy {
	return Policy{Retries: 3, Repairs: 2, Reroutes: 1, Replans: 3, Probes: 3}
}

func orDefault(v, def int) int {
	switch {
	case v < 0:
		return 0
	case v == 0:
		return def
	}
	return v
}

func (p Policy) retries() int  { return orDefault(p.Retries, 3) }
func (p Policy) repairs() int  { return orDefault(p.Repairs, 2) }
func (p Policy) reroutes() int { return orDefault(p.Reroutes, 1) }
func (p Policy) replans() int  { return orDefault(p.Replans, 3) }
func (p Policy) probes() int   { return orDefault(p.Probes, 3) }

func (p Policy) backoffBase() time.Duration {
	if p.BackoffBase > 0 {
		return p.BackoffBase
	}
	return 200 * time.Millisecond
}

func (p Policy) backoffMax() time.Duration {
	if p.BackoffMax > 0 {
		return p.BackoffMax
	}
	return 10 * time.Second
}

// Backoff returns the wait before retry number n (1 for the first retry):
// BackoffBase doubled n-1 times, capped at BackoffMax. The engine waits a
// uniformly drawn duration between half of it and all of it ("equal
// jitter"), so concurrent runs do not retry in step.
func (p Policy) Backoff(n int) time.Duration {
	d, maxD := p.backoffBase(), p.backoffMax()
	for i := 1; i < n && d < maxD; i++ {
		d *= 2
	}
	return min(d, maxD)
}
