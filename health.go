package rung

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Health is what a fleet of runs knows about the endpoints its tools call:
// a circuit breaker per tool and target host, and the Retry-After a service
// last asked for. Every run that shares a Health learns from every other: a
// run that meets an endpoint the fleet already knows is down skips its
// retries and goes straight to a declared alternative, or hands back; a
// Retry-After one run receives makes every run wait it out instead of
// calling into the same rate limit.
//
// Implementations keep one HealthRecord per key and apply its Check and
// Record transitions atomically, so that every implementation behaves the
// same: NewMemoryHealth for one process, the SQLite and PostgreSQL drivers
// of package ledger for a fleet (ledgertest.RunHealth holds them to one
// suite). They must be safe for concurrent use, the SQL ones by several
// processes sharing one database.
type Health interface {
	// Check tells run whether it may call key's endpoint at now. While the
	// breaker is open and its cooldown has passed, the first run to ask is
	// given the half-open probe slot (HealthCheck.Probe) for b's probe
	// lease: it makes the call and records what happened; every other run
	// still sees the breaker open.
	Check(ctx context.Context, key HealthKey, run string, now time.Time, b Breaker) (HealthCheck, error)
	// Record records what one call by run showed about key's endpoint and
	// returns the breaker as it stands after it.
	Record(ctx context.Context, key HealthKey, run string, o HealthOutcome, b Breaker) (HealthCheck, error)
}

// HealthKey names what one breaker guards: a tool, on one target host.
type HealthKey struct {
	Tool string
	// Host is the host the call goes to (Tool.Host); "" for a tool that
	// names none, which then has one breaker for all its calls.
	Host string
}

func (k HealthKey) String() string {
	if k.Host == "" {
		return k.Tool
	}
	return k.Tool + " (" + k.Host + ")"
}

// HealthOutcome is what one call showed about its endpoint.
type HealthOutcome struct {
	// At is when the call ended.
	At time.Time
	// Down marks a failure that shows the endpoint down (Outage): a 5xx, a
	// refused connection, a timeout. false means the endpoint answered: a
	// success, or a failure it gave (a 4xx, a rate limit).
	Down bool
	// RetryAfter is the wait the service asked for; every run calling the
	// tool honours it.
	RetryAfter time.Duration
}

// HealthState is a breaker's state.
type HealthState uint8

const (
	// HealthClosed: calls go through.
	HealthClosed HealthState = iota
	// HealthOpen: the endpoint is known down; calls are not made.
	HealthOpen
	// HealthHalfOpen: the cooldown has passed and one run holds the probe
	// slot; the others still make no call.
	HealthHalfOpen
)

var healthStateNames = [...]string{"closed", "open", "half_open"}

func (s HealthState) String() string {
	if int(s) < len(healthStateNames) {
		return healthStateNames[s]
	}
	return "invalid"
}

// HealthCheck is what the fleet knows about one endpoint.
type HealthCheck struct {
	State HealthState
	// Probe reports that the asking run holds the half-open probe slot: it
	// may make the call, and its outcome closes or reopens the breaker.
	Probe bool
	// Since is when the outage began: the first of the failures that
	// opened the breaker.
	Since time.Time
	// Failures counts the failures that showed the endpoint down since
	// Since, and Runs the distinct runs that met them.
	Failures, Runs int
	// Until is when an open breaker next lets one run probe.
	Until time.Time
	// RetryAfter is the time before which no run should call: the latest
	// Retry-After a run received, from the time it received it. Zero when
	// none is pending.
	RetryAfter time.Time
}

// Blocked reports whether a call must not be made: the breaker is open, or
// half-open with the probe slot held by another run.
func (c HealthCheck) Blocked() bool { return c.State != HealthClosed && !c.Probe }

// Wait is how long a run must wait at now before calling, for a pending
// Retry-After.
func (c HealthCheck) Wait(now time.Time) time.Duration {
	if c.RetryAfter.After(now) {
		return c.RetryAfter.Sub(now)
	}
	return 0
}

// Facts is the clause a verdict cites: "has been down since 12:03:00 UTC,
// with 41 failures in 3 runs (next probe at 12:03:32 UTC)".
func (c HealthCheck) Facts() string {
	s := "has been down since " + c.Since.UTC().Format("15:04:05") + " UTC, with " + plural(c.Failures, "failure") + " in " + plural(c.Runs, "run")
	if c.State == HealthOpen && !c.Until.IsZero() {
		s += " (next probe at " + c.Until.UTC().Format("15:04:05") + " UTC)"
	}
	return s
}

// Breaker sets when the fleet's circuit breaker for one tool and host
// opens and how it closes again. Its zero value is the defaults; each field
// documents its own.
type Breaker struct {
	// Failures (K) is how many failures showing the endpoint down, within
	// Window and counted across every run sharing the Health, open the
	// breaker. A call the endpoint answers (a success, a 4xx, a rate limit)
	// clears the count: it proves the endpoint up. Default 5, which no
	// one run's own retries reach (a step makes at most four attempts by
	// default), so the breaker opens on evidence from more than one run
	// or more than one step. Negative disables the breaker; a shared
	// Retry-After is still honoured.
	Failures int `json:"failures,omitempty" yaml:"failures,omitempty"`
	// Window (W) is how recent those failures must be. Default one minute.
	Window time.Duration `json:"window,omitempty" yaml:"window,omitempty"`
	// Cooldown is how long the breaker stays open before one run may probe
	// the endpoint, and again after a probe that failed. Default 30s.
	Cooldown time.Duration `json:"cooldown,omitempty" yaml:"cooldown,omitempty"`
	// ProbeLease is how long the probe slot is held for one run: a run that
	// dies mid-probe frees it when the lease lapses. Default 30s.
	ProbeLease time.Duration `json:"probe_lease,omitempty" yaml:"probe_lease,omitempty"`
}

// Enabled reports whether the breaker may open at all.
func (b Breaker) Enabled() bool { return b.Failures >= 0 }

func (b Breaker) failures() int { return orDefault(b.Failures, 5) }

func (b Breaker) window() time.Duration {
	if b.Window > 0 {
		return b.Window
	}
	return time.Minute
}

func (b Breaker) cooldown() time.Duration {
	if b.Cooldown > 0 {
		return b.Cooldown
	}
	return 30 * time.Second
}

func (b Breaker) probeLease() time.Duration {
	if b.ProbeLease > 0 {
		return b.ProbeLease
	}
	return 30 * time.Second
}

// maxHealthRuns bounds the run ids a record keeps to count distinct runs:
// past it, Runs stops growing (a verdict then says "1024 runs" of a bigger
// fleet, which still tells the reader what they need).
const maxHealthRuns = 1024

// HealthRecord is the stored state of one breaker. Implementations of
// Health keep one per key and apply Check and Record to it atomically (a
// lock, a transaction, a compare-and-swap on a version); the transitions
// live here so every store behaves the same. It round-trips through JSON.
type HealthRecord struct {
	// Open is set from the moment the breaker opens until a probe, or any
	// call the endpoint answers, closes it.
	Open bool `json:"open,omitempty"`
	// Since, Failures and RunIDs describe the current outage (or, while
	// closed, the failures counted toward opening).
	Since    time.Time `json:"since,omitzero"`
	Failures int       `json:"failures,omitempty"`
	RunIDs   []string  `json:"runs,omitempty"`
	// Recent are the times of the last failures while closed, at most K,
	// for the K-within-W rule.
	Recent []time.Time `json:"recent,omitempty"`
	// Until is when an open breaker lets a probe through.
	Until time.Time `json:"until,omitzero"`
	// Prober holds the probe slot until ProbeUntil.
	Prober     string    `json:"prober,omitempty"`
	ProbeUntil time.Time `json:"probe_until,omitzero"`
	// RetryAfter is the pending shared Retry-After.
	RetryAfter time.Time `json:"retry_after,omitzero"`
}

// view is the record as a HealthCheck for run.
func (h *HealthRecord) view(run string, now time.Time) HealthCheck {
	c := HealthCheck{Since: h.Since, Failures: h.Failures, Runs: len(h.RunIDs)}
	if h.RetryAfter.After(now) {
		c.RetryAfter = h.RetryAfter
	}
	if !h.Open {
		return c
	}
	c.State, c.Until = HealthOpen, h.Until
	if h.Prober != "" && h.ProbeUntil.After(now) {
		c.State, c.Probe = HealthHalfOpen, h.Prober == run
	}
	return c
}

// Check is Health.Check on the record: it reports the breaker for run at
// now, and gives run the probe slot when the breaker is open, its cooldown
// has passed and no live probe holds it. It reports whether it changed the
// record (so a store can skip the write when it did not).
func (h *HealthRecord) Check(run string, now time.Time, b Breaker) (HealthCheck, bool) {
	changed := false
	if !h.RetryAfter.IsZero() && !h.RetryAfter.After(now) {
		h.RetryAfter, changed = time.Time{}, true
	}
	if h.Open && !now.Before(h.Until) && (h.Prober == "" || !h.ProbeUntil.After(now)) {
		h.Prober, h.ProbeUntil, changed = run, now.Add(b.probeLease()), true
	}
	return h.view(run, now), changed
}

// Record is Health.Record on the record. It reports whether it changed the
// record.
func (h *HealthRecord) Record(run string, o HealthOutcome, b Breaker) (HealthCheck, bool) {
	before := h.fingerprint()
	now := o.At
	if o.RetryAfter > 0 {
		if until := now.Add(o.RetryAfter); until.After(h.RetryAfter) {
			h.RetryAfter = until
		}
	}
	if !o.Down {
		// The endpoint answered: whatever was counted against it is
		// over. A probe's answer closes the breaker; so does any call's,
		// made by a run that had not yet heard it was open.
		*h = HealthRecord{RetryAfter: h.RetryAfter}
		return h.view(run, now), h.fingerprint() != before
	}
	if h.Failures == 0 {
		h.Since = now
	}
	h.Failures++
	if len(h.RunIDs) < maxHealthRuns && !containsString(h.RunIDs, run) {
		h.RunIDs = append(h.RunIDs, run)
	}
	if h.Open {
		if h.Prober == run {
			// The probe failed: stay open for another cooldown.
			h.Prober, h.ProbeUntil, h.Until = "", time.Time{}, now.Add(b.cooldown())
		}
		return h.view(run, now), true
	}
	if !b.Enabled() {
		h.Recent = nil
		return h.view(run, now), true
	}
	// Keep the last K failures inside the window; K of them open the breaker.
	k, from := b.failures(), now.Add(-b.window())
	recent := h.Recent[:0]
	for _, t := range h.Recent {
		if t.After(from) {
			recent = append(recent, t)
		}
	}
	recent = append(recent, now)
	if len(recent) > k {
		recent = recent[len(recent)-k:]
	}
	h.Recent = recent
	if len(h.Recent) >= k {
		h.Open, h.Until, h.Recent = true, now.Add(b.cooldown()), nil
	}
	return h.view(run, now), true
}

// fingerprint is a cheap identity of the record's state for change checks.
func (h *HealthRecord) fingerprint() string {
	return strconv.FormatBool(h.Open) + "|" + strconv.Itoa(h.Failures) + "|" + strconv.Itoa(len(h.Recent)) + "|" +
		strconv.FormatInt(h.RetryAfter.UnixNano(), 10) + "|" + h.Prober + "|" + strconv.FormatInt(h.Until.UnixNano(), 10)
}

func containsString(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

// MemoryHealth is a Health for the runs of one process. It is safe for
// concurrent use.
type MemoryHealth struct {
	mu   sync.Mutex
	recs map[HealthKey]*HealthRecord
}

// NewMemoryHealth returns an empty in-memory Health.
func NewMemoryHealth() *MemoryHealth {
	return &MemoryHealth{recs: map[HealthKey]*HealthRecord{}}
}

// Check implements Health.
func (m *MemoryHealth) Check(_ context.Context, key HealthKey, run string, now time.Time, b Breaker) (HealthCheck, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	h := m.recs[key]
	if h == nil {
		return HealthCheck{}, nil
	}
	c, _ := h.Check(run, now, b)
	return c, nil
}

// Record implements Health.
func (m *MemoryHealth) Record(_ context.Context, key HealthKey, run string, o HealthOutcome, b Breaker) (HealthCheck, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	h := m.recs[key]
	if h == nil {
		if !o.Down && o.RetryAfter <= 0 {
			return HealthCheck{}, nil // a healthy endpoint's success keeps no record
		}
		h = &HealthRecord{}
		m.recs[key] = h
	}
	c, _ := h.Record(run, o, b)
	return c, nil
}

// Outage reports whether f shows its endpoint down, the failures a circuit
// breaker counts: a transient failure that is a timeout, a 5xx, an
// unavailable gRPC service, a refused or reset connection, a database that
// is not accepting connections. A rate limit is not one (the service
// answered, and its Retry-After is shared instead), nor is a 4xx, nor a
// transient failure an answering service gave (a deadlock, a serialization
// failure, a lease another run holds).
func Outage(f *Failure) bool {
	if f == nil || f.Kind != KindTransient || RateLimited(f) || f.Reason == ReasonLeaseHeld {
		return false
	}
	if f.Timeout {
		return true
	}
	code := strings.ToLower(f.Code)
	switch f.Protocol {
	case "grpc":
		return f.Status == 14 || f.Status == 4 // UNAVAILABLE, DEADLINE_EXCEEDED
	case "postgres":
		// 08: connection exception; 57P01-57P03: shutting down or not yet
		// accepting connections.
		return strings.HasPrefix(code, "08") || code == "57p01" || code == "57p02" || code == "57p03"
	}
	if f.Status >= 500 && f.Status <= 599 {
		return true
	}
	msg := strings.ToLower(f.Message)
	for _, s := range []string{"econnrefused", "connection refused", "econnreset", "connection reset", "ehostunreach", "no route to host", "enetunreach", "network is unreachable", "no such host", "service unavailable", "bad gateway"} {
		if strings.Contains(code, s) || strings.Contains(msg, s) {
			return true
		}
	}
	return false
}

// RateLimited reports whether f is a rate limit: a 429, a throttling code,
// or a transient failure that names a Retry-After.
func RateLimited(f *Failure) bool {
	if f == nil {
		return false
	}
	if f.RetryAfter > 0 || f.Status == 429 || (f.Protocol == "grpc" && f.Status == 8) {
		return true
	}
	code := strings.ToLower(f.Code)
	for _, s := range []string{"rate", "throttl", "too_many", "toomany", "slowdown", "slow_down"} {
		if strings.Contains(code, s) {
			return true
		}
	}
	return false
}

// The engine's and Session's hooks: each checks the fleet before a call and
// records what the call showed after it. A Health that errs is ignored (the
// call goes ahead): a broken health store must not stop runs that would
// otherwise succeed; the failure it could not record is still the run's.

// healthKey is the breaker a call of t with args is counted against.
func healthKey(t *Tool, args map[string]any) HealthKey {
	k := HealthKey{Tool: t.Name}
	if t.Host != nil {
		k.Host = t.Host(args)
	}
	return k
}

// circuitFailure is the failure of a call the open breaker did not make.
func circuitFailure(key HealthKey, c HealthCheck) *Failure {
	return &Failure{Kind: KindTransient, Protocol: "rung", Code: "circuit_open", Reason: "fleet health",
		Message: "circuit open: " + key.String() + " " + c.Facts() + "; the call was not made"}
}

// fleetReason is the start of the reason Decide gives when the breaker is
// open: what the fleet knows, and why retrying is pointless.
func fleetReason(step StepHistory) string {
	return "circuit open: " + orWord(step.Tool, "the endpoint") + " " + step.Fleet.Facts() + ", so a retry would spend a call on a dead endpoint"
}

// recordable reports whether a call's result says anything about its
// endpoint: a success, an outage, a rate limit, or a failure that only an
// answering service gives. A transient failure that is neither (a
// deadlock, a lease another run holds) and an unclassified error teach
// nothing about whether the endpoint is up.
func recordable(f *Failure) bool {
	return f == nil || Outage(f) || RateLimited(f) || (f.Kind != KindTransient && f.Kind != KindUnknown)
}

func healthOutcome(at time.Time, f *Failure) HealthOutcome {
	o := HealthOutcome{At: at, Down: Outage(f)}
	if f != nil && f.RetryAfter > 0 {
		o.RetryAfter = f.RetryAfter
	}
	return o
}

// fleetCall, fleetAgain and fleetStop are fleetAdmit's answers: make the
// call; the step was rerouted, go round again; the run stopped.
const (
	fleetCall = iota
	fleetAgain
	fleetStop
)

// fleetAdmit asks the fleet before a call of s's tool: an open breaker
// fails the call without making it (the decision then skips the retries),
// and a Retry-After another run received is waited out first.
func (r *runner) fleetAdmit(s *stepRun, args map[string]any) int {
	s.fleet = HealthCheck{}
	if s.failure != nil && s.failure.Effect != EffectNone {
		return fleetCall // a replay settles an effect that may exist; no breaker stands in its way
	}
	key := healthKey(s.tool, args)
	for n := 0; ; n++ {
		c, err := r.e.Health.Check(r.ctx, key, r.id, r.clock.Now(), r.policy.Breaker)
		if err != nil {
			return fleetCall
		}
		s.fleet = c
		if c.Blocked() {
			f := circuitFailure(key, c)
			if r.handleFailure(s, f, SignatureOf(s.tool.Name, f, args, s.tool)) {
				return fleetAgain
			}
			return fleetStop
		}
		w := c.Wait(r.clock.Now())
		if w <= 0 || n == maxFleetWaits {
			return fleetCall
		}
		why := "a Retry-After from " + key.String() + ", received by a run of the fleet, asks every run to wait " + DurationText(w)
		if short := r.shortfall(Cost{Time: w + r.expected(s.tool), ToolCalls: 1}); short != "" {
			r.stop(OutcomeHandback, RuleBudget, "budget: "+short+"; "+why, s, s.failure, Signature{})
			return fleetStop
		}
		if r.observed {
			r.emit(Event{Type: EventDecision, Step: s.ID, Tool: s.tool.Name, Action: ActionRetry, Rule: RuleFleet, Reason: why + " before calling", WaitMS: w.Milliseconds()})
		}
		if !r.wait(s, fleetWait(w)) {
			return fleetStop
		}
	}
}

// maxFleetWaits bounds the shared Retry-After waits before one call: after
// a wait the fleet is asked again (another run may have met the limit
// meanwhile, and calling now would meet it too), but a run that never finds
// the limit clear calls anyway rather than wait forever behind the others.
const maxFleetWaits = 8

// fleetMark returns the tool calls charged so far, so that fleetRecord can
// tell whether the attempt reached the endpoint (a stored ledger outcome
// returns without calling, and says nothing about it).
func (r *runner) fleetMark() int {
	if r.e.Health == nil {
		return -1
	}
	return r.budget.State().Spent.ToolCalls
}

// fleetRecord records what the attempt of s showed, if it made a call.
func (r *runner) fleetRecord(s *stepRun, args map[string]any, f *Failure, mark int) {
	if r.e.Health == nil || s.tool == nil || r.fleetMark() == mark || !recordable(f) {
		return
	}
	c, err := r.e.Health.Record(r.ctx, healthKey(s.tool, args), r.id, healthOutcome(r.clock.Now(), f), r.policy.Breaker)
	if err == nil {
		s.fleet = c
	}
}

// fleetWait is the wait for a shared Retry-After of w: w, plus up to half
// of it again drawn with the run's jitter. The service's own wait is exact
// for the run it answered; the runs that only heard of it would otherwise
// all return at the one instant it ends, the herd the wait was for.
func fleetWait(w time.Duration) Decision { return Decision{Wait: 2 * w, MinWait: w} }

// RuleFleet names a wait the fleet's shared Retry-After asked for.
const RuleFleet = "fleet"

// fleetAttempt is Session.attempt behind the fleet's Health: a call the
// open breaker blocks is not made (its failure is the circuit's), a shared
// Retry-After is waited out first, and what the call showed is recorded.
// fleet receives what Decide needs to know. Without a Health it is attempt.
func (s *Session) fleetAttempt(ctx context.Context, t *Tool, args map[string]any, key string, replay bool, fleet *HealthCheck) (any, *Failure, *Decision) {
	if s.opts.Health == nil {
		return s.attempt(ctx, t, args, key)
	}
	if !replay { // a replay settles an effect that may exist; no breaker stands in its way
		f, err := s.fleetAdmit(ctx, t, args, fleet)
		if err != nil {
			return nil, nil, &Decision{Action: ActionHandback, Rule: RuleCanceled, Kind: KindUnknown,
				Reason: "the context ended during the wait a shared Retry-After asked for: " + err.Error()}
		}
		if f != nil {
			return nil, f, nil
		}
	}
	mark := s.budget.State().Spent.ToolCalls
	out, f, stop := s.attempt(ctx, t, args, key)
	s.fleetRecord(ctx, t, args, f, mark, fleet)
	return out, f, stop
}

// fleetAdmit is the Session's check before a call: a non-nil failure is
// the call the open breaker did not make; a pending Retry-After is waited
// out (the context's error ends the wait).
func (s *Session) fleetAdmit(ctx context.Context, t *Tool, args map[string]any, fleet *HealthCheck) (*Failure, error) {
	*fleet = HealthCheck{}
	key := healthKey(t, args)
	for n := 0; ; n++ {
		c, err := s.opts.Health.Check(ctx, key, s.id, s.clock.Now(), s.policy.Breaker)
		if err != nil {
			return nil, nil
		}
		*fleet = c
		if c.Blocked() {
			return circuitFailure(key, c), nil
		}
		w := c.Wait(s.clock.Now())
		if w <= 0 || n == maxFleetWaits {
			return nil, nil
		}
		if short := s.budget.State().Shortfall(s.clock.Now(), Cost{Time: w, ToolCalls: 1}); short != "" {
			// Calling now would only meet the rate limit again: fail the
			// call as the service would, and let Decide hand back.
			f := RetryAfter(w, errors.New("a Retry-After from "+key.String()+", received by a run of the fleet, asks every run to wait "+DurationText(w)))
			f.Protocol, f.Code, f.Reason = "rung", "fleet_retry_after", "fleet health"
			return f, nil
		}
		if err := s.clock.Sleep(ctx, jittered(fleetWait(w), s.opts.Jitter)); err != nil {
			return nil, err
		}
	}
}

// fleetRecord records what a Session's call showed, if it made one.
func (s *Session) fleetRecord(ctx context.Context, t *Tool, args map[string]any, f *Failure, mark int, fleet *HealthCheck) {
	if s.budget.State().Spent.ToolCalls == mark || !recordable(f) {
		return
	}
	c, err := s.opts.Health.Record(ctx, healthKey(t, args), s.id, healthOutcome(s.clock.Now(), f), s.policy.Breaker)
	if err == nil {
		*fleet = c
	}
}
