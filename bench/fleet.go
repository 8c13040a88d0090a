package bench

import (
	"bytes"
	"container/heap"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"strconv"
	"sync"
	"text/tabwriter"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/ledger"
)

// The fleet bench (`rung bench --fleet R`): R runs at once over shared
// tools whose endpoints fail together, on one virtual clock. docs/bench.md
// ("The fleet bench") specifies the workload and the metrics.

// Fleet policies: rung with the fleet's health shared by every run, rung
// with each run on its own (the same engine and policy, no Health), and the
// naive and backoff baselines as the scenario bench defines them.
const (
	RungFleet Policy = "rung-fleet"
)

// FleetPolicies lists the fleet bench's policies in report order.
var FleetPolicies = []Policy{RungFleet, Rung, Naive, Backoff}

// FleetWorkload is the fleet bench's workload. Its zero fields take the
// defaults DefaultFleetWorkload documents.
type FleetWorkload struct {
	// Runs is R, the number of runs.
	Runs int `json:"runs"`
	// Seed draws the runs' jitter and which writes time out after landing.
	Seed int64 `json:"seed"`
	// Span is the time over which the runs arrive, in waves of Wave runs
	// that start at the same instant (a batch of agent jobs enqueued
	// together), evenly spaced.
	Span time.Duration `json:"span_ms"`
	Wave int           `json:"wave"`
	// Stagger spreads the runs of a wave: each starts at a uniformly drawn
	// moment of the first Stagger of its wave, as workers pick up jobs
	// enqueued together.
	Stagger time.Duration `json:"stagger_ms"`
	// OutageFrom and OutageFor place the outage of the shared primary
	// database, behind both read tools: from OutageFrom after the first
	// wave, for OutageFor, every call to it fails with a 503.
	OutageFrom time.Duration `json:"outage_from_ms"`
	OutageFor  time.Duration `json:"outage_for_ms"`
	// ReplicaRate and OrdersRate are the requests per second the read
	// replica and the orders API serve (a token bucket holding one
	// second's worth); past them a call gets a 429 with Retry-After: 1.
	ReplicaRate int `json:"replica_rate"`
	OrdersRate  int `json:"orders_rate"`
	// LostReplies is the share of orders whose first write lands but
	// times out before the reply (the effect exists, the caller does not
	// know it).
	LostReplies float64 `json:"lost_replies"`
	// Latency is every call's duration.
	Latency time.Duration `json:"latency_ms"`
}

// DefaultFleetWorkload is the workload `rung bench --fleet R` runs: R runs
// in waves of 10 over ten minutes, each wave's runs starting within 2s; the primary database is down from 2m to
// 7m; the replica serves 10 requests a second and the orders API 5; 2% of
// orders lose their first reply; every call takes 50ms.
func DefaultFleetWorkload(runs int, seed int64) FleetWorkload {
	return FleetWorkload{Runs: runs, Seed: seed, Span: 10 * time.Minute, Wave: 10, Stagger: 2 * time.Second,
		OutageFrom: 2 * time.Minute, OutageFor: 5 * time.Minute,
		ReplicaRate: 10, OrdersRate: 5, LostReplies: 0.02, Latency: 50 * time.Millisecond}
}

// MarshalJSON writes the durations in milliseconds.
func (w FleetWorkload) MarshalJSON() ([]byte, error) {
	type plain struct {
		Runs        int     `json:"runs"`
		Seed        int64   `json:"seed"`
		SpanMS      int64   `json:"span_ms"`
		Wave        int     `json:"wave"`
		StaggerMS   int64   `json:"stagger_ms"`
		OutageFrom  int64   `json:"outage_from_ms"`
		OutageFor   int64   `json:"outage_for_ms"`
		ReplicaRate int     `json:"replica_rate"`
		OrdersRate  int     `json:"orders_rate"`
		LostReplies float64 `json:"lost_replies"`
		LatencyMS   int64   `json:"latency_ms"`
	}
	return json.Marshal(plain{w.Runs, w.Seed, w.Span.Milliseconds(), w.Wave, w.Stagger.Milliseconds(), w.OutageFrom.Milliseconds(), w.OutageFor.Milliseconds(),
		w.ReplicaRate, w.OrdersRate, w.LostReplies, w.Latency.Milliseconds()})
}

// FleetResult is one policy's figures over the fleet.
type FleetResult struct {
	Policy    Policy `json:"policy"`
	Runs      int    `json:"runs"`
	Completed int    `json:"completed"`
	// ToolCalls counts every call; Wasted the calls that met the down
	// database or a rate limit (OutageCalls + Limited), less the fleet's
	// first call into the outage, which nothing could have known.
	ToolCalls   int `json:"tool_calls"`
	Wasted      int `json:"wasted_calls"`
	OutageCalls int `json:"outage_calls"`
	Limited     int `json:"rate_limited_calls"`
	// MeanMS is the mean virtual time from a run's start to its end.
	MeanMS int64 `json:"mean_time_ms"`
	// Duplicates counts orders applied more than once.
	Duplicates int `json:"duplicate_effects"`
}

// SuccessRate is the share of runs that completed, in percent.
func (r FleetResult) SuccessRate() float64 {
	if r.Runs == 0 {
		return 0
	}
	return 100 * float64(r.Completed) / float64(r.Runs)
}

// FleetReport is the fleet bench's result.
type FleetReport struct {
	Workload FleetWorkload `json:"workload"`
	Policies []FleetResult `json:"policies"`
	// Ratio is rung's wasted calls without fleet health over rung's with
	// it (0 when rung-fleet wasted none: then Target reads "none wasted").
	Ratio  float64 `json:"wasted_ratio"`
	Target Target  `json:"target"`
}

// RunFleet runs every fleet policy on the workload. Each policy meets the
// identical fleet: the same arrivals, the same outage, the same limits.
func RunFleet(ctx context.Context, w FleetWorkload) (*FleetReport, error) {
	def := DefaultFleetWorkload(w.Runs, w.Seed)
	if w.Runs < 1 {
		return nil, errors.New("bench: a fleet needs at least one run")
	}
	if w.Span <= 0 {
		w.Span = def.Span
	}
	if w.Wave <= 0 {
		w.Wave, w.Stagger = def.Wave, def.Stagger
	}
	if w.OutageFor <= 0 {
		w.OutageFrom, w.OutageFor = def.OutageFrom, def.OutageFor
	}
	if w.ReplicaRate <= 0 {
		w.ReplicaRate = def.ReplicaRate
	}
	if w.OrdersRate <= 0 {
		w.OrdersRate = def.OrdersRate
	}
	if w.Latency <= 0 {
		w.Latency = def.Latency
	}
	rep := &FleetReport{Workload: w}
	for _, p := range FleetPolicies {
		r, err := runFleetPolicy(ctx, w, p)
		if err != nil {
			return nil, fmt.Errorf("fleet bench, policy %s: %w", p, err)
		}
		rep.Policies = append(rep.Policies, r)
	}
	with, without := rep.Policies[0], rep.Policies[1]
	t := Target{Name: "at least 5x fewer wasted calls with fleet health than without, at equal success, 0 duplicates"}
	switch {
	case with.Wasted == 0:
		rep.Ratio = 0
		t.Met = without.Wasted > 0
		t.Detail = fmt.Sprintf("none wasted with fleet health, %d without", without.Wasted)
	default:
		rep.Ratio = float64(without.Wasted) / float64(with.Wasted)
		t.Met = rep.Ratio >= 5
		t.Detail = fmt.Sprintf("%d wasted without fleet health, %d with: %.1fx", without.Wasted, with.Wasted, rep.Ratio)
	}
	t.Detail += fmt.Sprintf("; success %d and %d of %d; duplicates %d and %d", with.Completed, without.Completed, w.Runs, with.Duplicates, without.Duplicates)
	t.Met = t.Met && with.Completed >= without.Completed && with.Duplicates == 0
	rep.Target = t
	return rep, nil
}

// The fleet's tools: two reads on the primary database, each with a
// declared alternative on the read replica, and a write to the orders API
// that takes an idempotency key.
const (
	hostPrimary = "db-primary"
	hostReplica = "db-replica"
	hostOrders  = "orders-api"
)

type fleetTool struct {
	name, host, alt, arg string
	write                bool
}

var fleetTools = []fleetTool{
	{name: "inventory.get", host: hostPrimary, alt: "inventory.replica", arg: "sku"},
	{name: "inventory.replica", host: hostReplica, arg: "sku"},
	{name: "prices.get", host: hostPrimary, alt: "prices.replica", arg: "sku"},
	{name: "prices.replica", host: hostReplica, arg: "sku"},
	{name: "orders.create", host: hostOrders, arg: "order_id", write: true},
}

// fleetPlan is every run's plan: read stock and price, then order.
func fleetPlan(run string) *rung.Plan {
	sku := map[string]any{"sku": "sku-" + run}
	return &rung.Plan{Goal: "order " + run, Steps: []rung.Step{
		{ID: "stock", Tool: "inventory.get", Args: sku},
		{ID: "price", Tool: "prices.get", Args: sku},
		{ID: "order", Tool: "orders.create", Args: map[string]any{"order_id": run}},
	}}
}

// fleetWorld is the shared downstream: the outage, the rate limits, the
// orders applied. The virtual clock runs one run at a time, so it needs no
// lock for correctness; the mutex keeps the race detector's view honest.
type fleetWorld struct {
	mu      sync.Mutex
	w       FleetWorkload
	clock   *vclock
	start   time.Time
	buckets map[string]*bucket
	rng     *rand.Rand
	lost    map[string]bool // orders whose first write lost its reply
	applied map[string]int  // order id -> times applied
	byKey   map[string]bool // idempotency keys already applied

	calls, outage, limited int
}

type bucket struct {
	rate   float64
	tokens float64
	at     time.Time
}

func (b *bucket) take(now time.Time) bool {
	b.tokens = min(b.rate, b.tokens+now.Sub(b.at).Seconds()*b.rate)
	b.at = now
	if b.tokens >= 1 {
		b.tokens--
		return true
	}
	return false
}

var errUnavailable = errors.New("503 Service Unavailable: upstream connect error")

// call is one call of tool with its args and idempotency key (""
// for none), as the downstream answers it.
func (fw *fleetWorld) call(ctx context.Context, t fleetTool, args map[string]any, key string) (any, error) {
	fw.mu.Lock()
	now := fw.clock.Now()
	fw.calls++
	var err error
	var out any
	switch {
	case t.host == hostPrimary && fw.down(now):
		fw.outage++
		err = rung.Transient(errUnavailable).WithCode("http", 503, "")
	case fw.buckets[t.host] != nil && !fw.buckets[t.host].take(now):
		fw.limited++
		err = rung.RetryAfter(time.Second, errors.New("429 Too Many Requests")).WithCode("http", 429, "rate_limited")
	case t.write:
		id, _ := args["order_id"].(string)
		switch {
		case key != "" && fw.byKey[key]:
			out = map[string]any{"order": id, "replayed": true}
		default:
			fw.applied[id]++
			if key != "" {
				fw.byKey[key] = true
			}
			out = map[string]any{"order": id}
			if fw.lost[id] {
				delete(fw.lost, id) // only the first write loses its reply
				out = nil
				err = rung.Timeout(errors.New("orders.create: read timeout after the request was sent")).WithCode("http", 0, "").WithEffect(rung.EffectPossible)
			}
		}
	default:
		out = map[string]any{t.arg: args[t.arg], "from": t.host}
	}
	fw.mu.Unlock()
	if serr := fw.clock.Sleep(ctx, fw.w.Latency); serr != nil {
		return nil, serr
	}
	return out, err
}

func (fw *fleetWorld) down(now time.Time) bool {
	from := fw.start.Add(fw.w.OutageFrom)
	return !now.Before(from) && now.Before(from.Add(fw.w.OutageFor))
}

func (fw *fleetWorld) duplicates() int {
	n := 0
	for _, k := range fw.applied {
		if k > 1 {
			n += k - 1
		}
	}
	return n
}

func (fw *fleetWorld) rungTools() []rung.Tool {
	tools := make([]rung.Tool, len(fleetTools))
	for i, ft := range fleetTools {
		host := ft.host
		tools[i] = rung.Tool{
			Name: ft.name, Identifying: []string{ft.arg}, SideEffects: ft.write, AcceptsIdempotencyKey: ft.write,
			ExpectedDuration: fw.w.Latency,
			Host:             func(map[string]any) string { return host },
			Call: func(ctx context.Context, args map[string]any) (any, error) {
				return fw.call(ctx, ft, args, rung.IdempotencyKey(ctx))
			},
		}
		if ft.alt != "" {
			tools[i].Alternatives = []string{ft.alt}
		}
	}
	return tools
}

func toolNamed(name string) fleetTool {
	for _, t := range fleetTools {
		if t.name == name {
			return t
		}
	}
	panic("bench: no fleet tool " + name)
}

// runFleetPolicy runs the whole fleet under policy p.
func runFleetPolicy(ctx context.Context, w FleetWorkload, p Policy) (FleetResult, error) {
	start := time.Date(2026, 1, 5, 12, 0, 0, 0, time.UTC)
	clock := newVClock(start)
	fw := &fleetWorld{w: w, clock: clock, start: start, rng: rand.New(rand.NewPCG(uint64(w.Seed), 0x666c656574)),
		buckets: map[string]*bucket{
			hostReplica: {rate: float64(w.ReplicaRate), tokens: float64(w.ReplicaRate), at: start},
			hostOrders:  {rate: float64(w.OrdersRate), tokens: float64(w.OrdersRate), at: start},
		},
		lost: map[string]bool{}, applied: map[string]int{}, byKey: map[string]bool{}}
	waves := (w.Runs + w.Wave - 1) / w.Wave
	gap := time.Duration(0)
	if waves > 1 {
		gap = w.Span / time.Duration(waves-1)
	}
	var health rung.Health
	if p == RungFleet {
		health = rung.NewMemoryHealth()
	}
	led := ledger.NewMemory(clock)
	tools := fw.rungTools()
	type runEnd struct {
		ok  bool
		dur time.Duration
	}
	ends := make([]runEnd, w.Runs)
	var firstErr error
	for i := range w.Runs {
		id := "run-" + strconv.Itoa(i+1)
		if fw.rng.Float64() < w.LostReplies {
			fw.lost[id] = true
		}
		arrive := start.Add(time.Duration(i/w.Wave)*gap + time.Duration(fw.rng.Float64()*float64(w.Stagger)))
		jitter := rand.New(rand.NewPCG(uint64(w.Seed), uint64(i+1)))
		clock.Go(arrive, func() {
			var ok bool
			var err error
			switch p {
			case Rung, RungFleet:
				e := &rung.Engine{Tools: tools, Ledger: led, Clock: clock, Health: health, RunID: id, Jitter: jitter.Float64}
				var rep *rung.Report
				rep, err = e.Run(ctx, fleetPlan(id))
				ok = err == nil && rep.Outcome == rung.OutcomeCompleted
			case Naive:
				ok, err = fleetNaive(ctx, fw, id)
			case Backoff:
				ok, err = fleetBackoff(ctx, fw, id, jitter)
			}
			if err != nil && firstErr == nil {
				firstErr = err
			}
			ends[i] = runEnd{ok, clock.Now().Sub(arrive)}
		})
	}
	if err := clock.Run(ctx); err != nil {
		return FleetResult{}, err
	}
	if firstErr != nil {
		return FleetResult{}, firstErr
	}
	r := FleetResult{Policy: p, Runs: w.Runs, ToolCalls: fw.calls, OutageCalls: fw.outage, Limited: fw.limited, Duplicates: fw.duplicates()}
	r.Wasted = r.OutageCalls + r.Limited
	if r.OutageCalls > 0 {
		r.Wasted-- // the fleet's first call into the outage could not have known
	}
	var total time.Duration
	for _, e := range ends {
		if e.ok {
			r.Completed++
		}
		total += e.dur
	}
	r.MeanMS = (total / time.Duration(w.Runs)).Milliseconds()
	return r, nil
}

// fleetNaive is the naive baseline on the fleet: each step's own tool,
// retried NaiveRetries times after a fixed NaiveWait.
func fleetNaive(ctx context.Context, fw *fleetWorld, id string) (bool, error) {
	for _, st := range fleetPlan(id).Steps {
		t := toolNamed(st.Tool)
		var err error
		for attempt := 0; attempt <= NaiveRetries; attempt++ {
			if attempt > 0 {
				if serr := fw.clock.Sleep(ctx, NaiveWait); serr != nil {
					return false, serr
				}
			}
			if _, err = fw.call(ctx, t, st.Args, ""); err == nil {
				break
			}
		}
		if err != nil {
			return false, nil
		}
	}
	return true, nil
}

// fleetBackoff is the backoff baseline on the fleet: cenkalti/backoff's
// defaults around each step's own tool, at most BackoffTries attempts; a
// 429 is retried like any error the caller did not mark permanent.
func fleetBackoff(ctx context.Context, fw *fleetWorld, id string, rng *rand.Rand) (bool, error) {
	for _, st := range fleetPlan(id).Steps {
		t := toolNamed(st.Tool)
		interval := BackoffInitial
		for attempt := 1; ; attempt++ {
			_, err := fw.call(ctx, t, st.Args, "")
			if err == nil {
				break
			}
			if attempt >= BackoffTries {
				return false, nil
			}
			delta := BackoffJitter * float64(interval)
			wait := time.Duration(float64(interval) - delta + rng.Float64()*(2*delta+1))
			if serr := fw.clock.Sleep(ctx, wait); serr != nil {
				return false, serr
			}
			interval = min(time.Duration(float64(interval)*BackoffMultiplier), BackoffMaxWait)
		}
	}
	return true, nil
}

// vclock is a virtual clock that runs its goroutines one at a time, in the
// order of their wake-up times (ties in the order they went to sleep), so
// a fleet of concurrent runs is simulated deterministically: a goroutine
// runs until it sleeps or ends, then the clock moves to the next wake-up.
type vclock struct {
	mu    sync.Mutex
	now   time.Time
	seq   uint64
	q     wakeups
	yield chan struct{}
}

type wakeup struct {
	at  time.Time
	seq uint64
	ch  chan struct{}
}

type wakeups []*wakeup

func (q wakeups) Len() int { return len(q) }
func (q wakeups) Less(i, j int) bool {
	if !q[i].at.Equal(q[j].at) {
		return q[i].at.Before(q[j].at)
	}
	return q[i].seq < q[j].seq
}
func (q wakeups) Swap(i, j int) { q[i], q[j] = q[j], q[i] }
func (q *wakeups) Push(x any)   { *q = append(*q, x.(*wakeup)) }
func (q *wakeups) Pop() any {
	old := *q
	w := old[len(old)-1]
	*q = old[:len(old)-1]
	return w
}

func newVClock(start time.Time) *vclock {
	return &vclock{now: start, yield: make(chan struct{})}
}

// Now implements rung.Clock.
func (c *vclock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *vclock) schedule(at time.Time) *wakeup {
	c.mu.Lock()
	defer c.mu.Unlock()
	w := &wakeup{at: at, seq: c.seq, ch: make(chan struct{})}
	c.seq++
	heap.Push(&c.q, w)
	return w
}

// Sleep implements rung.Clock: it hands the turn to the next goroutine due
// and returns when this one's wake-up time comes.
func (c *vclock) Sleep(ctx context.Context, d time.Duration) error {
	w := c.schedule(c.Now().Add(max(d, 0)))
	c.yield <- struct{}{}
	<-w.ch
	return ctx.Err()
}

// Go starts fn at time at.
func (c *vclock) Go(at time.Time, fn func()) {
	w := c.schedule(at)
	go func() {
		<-w.ch
		fn()
		c.yield <- struct{}{}
	}()
}

// Run runs every goroutine started with Go to its end.
func (c *vclock) Run(ctx context.Context) error {
	for {
		c.mu.Lock()
		if len(c.q) == 0 {
			c.mu.Unlock()
			return nil
		}
		w := heap.Pop(&c.q).(*wakeup)
		if w.at.After(c.now) {
			c.now = w.at
		}
		c.mu.Unlock()
		close(w.ch)
		<-c.yield
		if err := ctx.Err(); err != nil {
			// Let the remaining goroutines run out: each sleep now
			// returns the context's error, so every run ends.
			for {
				c.mu.Lock()
				if len(c.q) == 0 {
					c.mu.Unlock()
					return err
				}
				w := heap.Pop(&c.q).(*wakeup)
				c.mu.Unlock()
				close(w.ch)
				<-c.yield
			}
		}
	}
}

// WriteJSON writes the fleet report as indented JSON.
func (r *FleetReport) WriteJSON(w io.Writer) error {
	b, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}

// WriteTable writes the fleet report for a terminal.
func (r *FleetReport) WriteTable(w io.Writer) error {
	var b bytes.Buffer
	wl := r.Workload
	fmt.Fprintf(&b, "rung bench --fleet %d: seed %d, waves of %d (starting within %s) over %s; %s down from %s for %s; replica %d/s, orders %d/s; %.0f%% of orders lose their first reply\n\n",
		wl.Runs, wl.Seed, wl.Wave, rung.DurationText(wl.Stagger), rung.DurationText(wl.Span), hostPrimary, rung.DurationText(wl.OutageFrom), rung.DurationText(wl.OutageFor),
		wl.ReplicaRate, wl.OrdersRate, 100*wl.LostReplies)
	tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "policy\tsuccess\ttool calls\twasted\tinto the outage\trate-limited\tmean time\tduplicates\t")
	for _, p := range r.Policies {
		fmt.Fprintf(tw, "%s\t%.1f%%\t%d\t%d\t%d\t%d\t%s\t%d\t\n", p.Policy, p.SuccessRate(), p.ToolCalls, p.Wasted, p.OutageCalls, p.Limited,
			seconds(float64(p.MeanMS)), p.Duplicates)
	}
	tw.Flush()
	mark := "met   "
	if !r.Target.Met {
		mark = "MISSED"
	}
	fmt.Fprintf(&b, "\ntarget: %s %s: %s\n", mark, r.Target.Name, r.Target.Detail)
	_, err := w.Write(b.Bytes())
	return err
}
