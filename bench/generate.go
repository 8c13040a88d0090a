package bench

import (
	"fmt"
	"iter"
	"math/rand/v2"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/sim"
)

// Case is one generated scenario and its ground truth. Every policy runs the
// same Scenario; only the ground truth knows what each failure really was.
type Case struct {
	// Index is the scenario's position in the workload (0-based), Seed
	// the workload's seed.
	Index int
	Seed  int64
	// Scenario is the sim scenario every policy runs. It is read-only.
	Scenario *sim.Scenario
	// Truth is what the policies cannot see.
	Truth Truth
}

// Truth is a scenario's ground truth: the true cause of each injected
// failure and whether, and how, the task can be recovered.
type Truth struct {
	Injections []Injection
	// Recoverable is true when some sequence of actions completes the task:
	// every injection is recoverable.
	Recoverable bool
}

// Injection is one injected failure and its true cause.
type Injection struct {
	Family Family
	// Step and Tool name the failing step and the tool it calls.
	Step string
	Tool string
	// Args is the failing outcome's argument filter: the calls of Tool whose
	// arguments include these fail. Nil means every call of Tool.
	Args map[string]any
	// Doomed says that every call matching Tool and Args fails whatever the
	// wait: an outage, a poison or invalid request, a false premise, a
	// conflict, an ambiguous query. A transient burst or a timeout is not.
	Doomed bool
	// Recoverable says the task can get past this failure.
	Recoverable bool
	// How is the right action, the one the oracle takes: retry, reroute,
	// repair, probe+replan, skip, replay, handback or abort.
	How string
	// Burst is the number of failed calls of a transient burst.
	Burst int
	// Alternative is the tool to reroute to (How == "reroute").
	Alternative string
	// Probe is the diagnostic call that reveals the premise.
	Probe *rung.Call
	// Fixed is the request that succeeds (How == "repair"), or the failing
	// step as the right replan writes it (How == "probe+replan").
	Fixed map[string]any
	// Applied says a timed-out side effect landed downstream.
	Applied bool
}

// How values: the right action for an injection.
const (
	HowRetry    = "retry"
	HowReroute  = "reroute"
	HowRepair   = "repair"
	HowReplan   = "probe+replan"
	HowSkip     = "skip"
	HowReplay   = "replay"
	HowHandback = "handback"
	HowAbort    = "abort"
)

// Families returns the families injected into the case, in step order.
func (c *Case) Families() []Family {
	out := make([]Family, len(c.Truth.Injections))
	for i, in := range c.Truth.Injections {
		out[i] = in.Family
	}
	return out
}

// injection returns the injection on step id, if any.
func (t *Truth) injection(step string) *Injection {
	for i := range t.Injections {
		if t.Injections[i].Step == step {
			return &t.Injections[i]
		}
	}
	return nil
}

// Generate returns n scenarios drawn from mix. Scenario i depends only on
// (seed, i), so a smaller workload is a prefix of a larger one with the same
// seed, and the same seed always gives the same scenarios. It holds every
// scenario at once; NewWorkload makes them one at a time.
func Generate(seed int64, n int, mix Mix) ([]Case, error) {
	w, err := NewWorkload(seed, n, mix)
	if err != nil {
		return nil, err
	}
	out := make([]Case, n)
	for i := range out {
		out[i] = w.Case(i)
	}
	return out, nil
}

// Source gives a workload's cases by index, Case(i) for i in [0, Len()).
// Run asks for each case once, from several goroutines, and keeps none of
// them after summing its results, so a source that makes each case when
// asked runs a workload of any size in bounded memory.
type Source interface {
	Len() int
	Case(i int) Case
}

// Workload is the Source of Generate's scenarios, made one at a time: the
// same (seed, n, mix) gives the same cases Generate returns.
type Workload struct {
	seed int64
	n    int
	mix  Mix
}

// NewWorkload checks mix and returns the workload of n scenarios drawn from
// it with seed.
func NewWorkload(seed int64, n int, mix Mix) (*Workload, error) {
	mix = mix.withDefaults()
	if err := mix.validate(); err != nil {
		return nil, err
	}
	return &Workload{seed: seed, n: n, mix: mix}, nil
}

// Len returns the number of scenarios.
func (w *Workload) Len() int { return w.n }

// Case makes scenario i. It is safe to call from several goroutines.
func (w *Workload) Case(i int) Case { return generateOne(w.seed, i, w.mix) }

// All yields the scenarios in order, each made when it is reached.
func (w *Workload) All() iter.Seq[Case] {
	return func(yield func(Case) bool) {
		for i := range w.n {
			if !yield(w.Case(i)) {
				return
			}
		}
	}
}

// cases is the Source of a materialised workload.
type cases []Case

func (c cases) Len() int        { return len(c) }
func (c cases) Case(i int) Case { return c[i] }

// gen builds one scenario.
type gen struct {
	rng   *rand.Rand
	mix   Mix
	sc    *sim.Scenario
	steps []rung.Step
	tools map[string]*sim.ToolSpec  // by step id
	extra map[string][]sim.ToolSpec // alternatives and probes, by step id
	plans []pendingPlan             // model answers written once every failure is injected
	rules []sim.ModelRule           // specific answers, first
	fall  []sim.ModelRule           // fallbacks, last
	injs  []Injection
}

func generateOne(seed int64, i int, mix Mix) Case {
	rng := rand.New(rand.NewPCG(uint64(seed), uint64(i)*0x9e3779b97f4a7c15+1))
	n := mix.MinSteps + rng.IntN(mix.MaxSteps-mix.MinSteps+1)
	g := &gen{rng: rng, mix: mix, tools: map[string]*sim.ToolSpec{}, extra: map[string][]sim.ToolSpec{}}
	g.sc = &sim.Scenario{
		Name: fmt.Sprintf("bench-%d-%04d", seed, i),
		Seed: int64(rng.Uint32()),
		Goal: fmt.Sprintf("Process batch B-%d through %d services.", i, n),
	}
	deadlines := []time.Duration{2 * time.Minute, 5 * time.Minute, 10 * time.Minute}
	tokens := []int{0, 15000, 40000}
	g.sc.Budget = sim.BudgetSpec{Deadline: sim.Duration(deadlines[rng.IntN(3)]), Tokens: tokens[rng.IntN(3)]}
	g.sc.Model.Latency = sim.Duration(1500 * time.Millisecond)
	for j := 1; j <= n; j++ {
		g.addPlainStep(j)
	}
	first := g.drawFamily()
	fams := []Family{first}
	if rng.Float64() < mix.SecondFailure {
		fams = append(fams, g.drawFamily())
	}
	used := map[int]bool{}
	for _, f := range fams {
		idx, ok := g.pickStep(f, used)
		if !ok {
			continue
		}
		used[idx] = true
		g.add(f, idx)
	}
	for _, pp := range g.plans {
		g.fill(pp)
	}
	// Tools in step order, then the extra tools (alternatives, probes).
	var specs []sim.ToolSpec
	for _, st := range g.steps {
		specs = append(specs, *g.tools[st.ID])
	}
	for _, st := range g.steps {
		specs = append(specs, g.extra[st.ID]...)
	}
	g.sc.Tools = specs
	g.sc.Plan = &sim.PlanSpec{Goal: g.sc.Goal, Steps: cloneSteps(g.steps)}
	g.sc.Model.Rules = append(g.rules, g.fall...)
	truth := Truth{Injections: g.injs, Recoverable: true}
	for _, in := range g.injs {
		if !in.Recoverable {
			truth.Recoverable = false
		}
	}
	return Case{Index: i, Seed: seed, Scenario: g.sc, Truth: truth}
}

func ms(n int) sim.Duration { return sim.Duration(time.Duration(n) * time.Millisecond) }

// latency draws a tool latency between 100ms and 900ms, in 50ms steps.
func (g *gen) latency() sim.Duration { return ms(100 + 50*g.rng.IntN(17)) }

// addPlainStep appends step j (1-based): a read, or, one time in three, a
// write whose downstream takes an idempotency key. Plain steps never fail.
func (g *gen) addPlainStep(j int) {
	id := fmt.Sprintf("s%d", j)
	st := rung.Step{ID: id, Intent: fmt.Sprintf("read record R-%d from service %d", j, j),
		Tool: fmt.Sprintf("svc%d.get", j), Args: map[string]any{"id": fmt.Sprintf("R-%d", j)}}
	t := &sim.ToolSpec{Name: st.Tool, Description: fmt.Sprintf("Reads a record from service %d.", j),
		Identifying: []string{"id"}, Latency: g.latency(), Result: map[string]any{"id": fmt.Sprintf("R-%d", j), "ok": true}}
	if g.rng.IntN(3) == 0 {
		st.Tool = fmt.Sprintf("svc%d.put", j)
		st.Intent = fmt.Sprintf("write record R-%d to service %d", j, j)
		st.Args["value"] = fmt.Sprintf("v%d", j)
		t.Name, t.Description = st.Tool, fmt.Sprintf("Writes a record to service %d.", j)
		t.SideEffects, t.AcceptsIdempotencyKey = true, true
	}
	g.steps = append(g.steps, st)
	g.tools[id] = t
}

func (g *gen) drawFamily() Family {
	total := 0.0
	for _, f := range Families {
		total += g.mix.Weights[f]
	}
	x := g.rng.Float64() * total
	for _, f := range Families {
		w := g.mix.Weights[f]
		if w <= 0 {
			continue
		}
		if x < w {
			return f
		}
		x -= w
	}
	for i := len(Families) - 1; i >= 0; i-- {
		if g.mix.Weights[Families[i]] > 0 {
			return Families[i]
		}
	}
	return Transient
}

// pickStep chooses the step a family fails, avoiding steps already used. A
// conflict is never on the last step, so that skipping it leaves work a
// replan can still write.
func (g *gen) pickStep(f Family, used map[int]bool) (int, bool) {
	n := len(g.steps)
	if f == Conflict {
		n--
	}
	var free []int
	for i := 0; i < n; i++ {
		if !used[i] {
			free = append(free, i)
		}
	}
	if len(free) == 0 {
		return 0, false
	}
	return free[g.rng.IntN(len(free))], true
}

// remaining returns the plan from step idx on, as a model writing a new plan
// from the failure point would, with the failing step's arguments replaced by
// fixed (nil: unchanged), or the step dropped (drop).
//
// The plan is written once every failure is injected (fill), so that it
// carries the later steps as the scenario has them.
func (g *gen) remaining(idx int, tool string, fixed map[string]any, drop bool) *sim.PlanSpec {
	p := &sim.PlanSpec{Goal: g.sc.Goal}
	g.plans = append(g.plans, pendingPlan{p, idx, tool, fixed, drop})
	return p
}

type pendingPlan struct {
	plan  *sim.PlanSpec
	idx   int
	tool  string
	fixed map[string]any
	drop  bool
}

func (g *gen) fill(pp pendingPlan) {
	idx, tool, fixed, drop := pp.idx, pp.tool, pp.fixed, pp.drop
	steps := cloneSteps(g.steps[idx:])
	if drop {
		steps = steps[1:]
	} else {
		if fixed != nil {
			steps[0].Args = cloneMap(fixed)
		}
		if tool != "" {
			steps[0].Tool = tool
		}
	}
	pp.plan.Steps = steps
}

// add injects a failure of family f into step idx.
func (g *gen) add(f Family, idx int) {
	j := idx + 1
	st := &g.steps[idx]
	t := g.tools[st.ID]
	in := Injection{Family: f, Step: st.ID}
	http := func(status int, code, msg string) *sim.FailSpec {
		return &sim.FailSpec{Protocol: "http", Status: status, Code: code, Message: msg}
	}
	// reader turns the step into a plain read of svcJ.get (the families
	// that fail reads), writer into a side-effecting call of svcJ.<verb>.
	reader := func(verb string, args map[string]any, ident []string) {
		st.Tool, st.Args = fmt.Sprintf("svc%d.%s", j, verb), args
		t.Name, t.Identifying, t.SideEffects, t.AcceptsIdempotencyKey = st.Tool, ident, false, false
	}
	writer := func(verb string, args map[string]any, ident []string) {
		st.Tool, st.Args = fmt.Sprintf("svc%d.%s", j, verb), args
		t.Name, t.Identifying, t.SideEffects, t.AcceptsIdempotencyKey = st.Tool, ident, true, true
	}
	alternative := func() string {
		alt := fmt.Sprintf("svc%d.get_replica", j)
		t.Alternatives = []string{alt}
		g.extra[st.ID] = append(g.extra[st.ID], sim.ToolSpec{Name: alt, Description: fmt.Sprintf("Reads a record from service %d's replica.", j),
			Identifying: []string{"id"}, Latency: g.latency(), Result: map[string]any{"id": fmt.Sprintf("R-%d", j), "ok": true, "replica": true}})
		return alt
	}
	id := fmt.Sprintf("R-%d", j)
	switch f {
	case Transient:
		reader("get", map[string]any{"id": id}, []string{"id"})
		in.Burst = 1 + pick(g.rng, g.mix.Burst)
		var fail *sim.FailSpec
		switch g.rng.IntN(4) {
		case 0:
			fail = http(503, "", "503 Service Unavailable: upstream connect error or disconnect/reset before headers")
		case 1:
			fail = http(502, "", "502 Bad Gateway")
		case 2:
			fail = http(429, "rate_limited", "429 Too Many Requests: rate limit exceeded")
			fail.Headers = map[string]string{"Retry-After": fmt.Sprint(1 + g.rng.IntN(3))}
		default:
			fail = http(504, "", "504 Gateway Timeout")
		}
		t.Outcomes = append(t.Outcomes, sim.OutcomeSpec{Times: in.Burst, Fail: fail})
		in.Tool, in.Recoverable, in.How = st.Tool, true, HowRetry
		if g.rng.Float64() < g.mix.Alternative {
			in.Alternative = alternative()
		}
	case Outage:
		reader("get", map[string]any{"id": id}, []string{"id"})
		t.Outcomes = append(t.Outcomes, sim.OutcomeSpec{Fail: http(503, "", "503 Service Unavailable: upstream connect error or disconnect/reset before headers")})
		in.Tool, in.Doomed, in.How = st.Tool, true, HowHandback
		if g.rng.Float64() < g.mix.Alternative {
			in.Alternative = alternative()
			in.Recoverable, in.How = true, HowReroute
			// A model that reads the outage in its prompt may route around it.
			g.rules = append(g.rules, sim.ModelRule{Purpose: "replan", Step: st.ID, WhenContains: []string{"503 Service Unavailable"},
				Plan: g.remaining(idx, in.Alternative, nil, false)})
		}
	case InvalidFixable, InvalidPoison:
		writer("submit", map[string]any{"id": id, "range": "90d"}, []string{"id"})
		t.InputSchema = map[string]any{"type": "object", "properties": map[string]any{"id": map[string]any{"type": "string"}, "range": map[string]any{"type": "string", "description": "at most 31d"}}}
		msg := "400 Bad Request: validation failed: range spans 90 days, at most 31 allowed"
		fixed := map[string]any{"id": id, "range": "31d"}
		in.Tool, in.Doomed, in.Fixed = st.Tool, true, fixed
		if f == InvalidFixable {
			in.Args = map[string]any{"range": "90d"}
			t.Outcomes = append(t.Outcomes, sim.OutcomeSpec{Args: cloneMap(in.Args), Fail: http(400, "validation_error", msg)})
			in.Recoverable, in.How = true, HowRepair
			g.rules = append(g.rules, sim.ModelRule{Purpose: "replan", Step: st.ID, WhenContains: []string{"range spans 90 days"},
				Plan: g.remaining(idx, "", fixed, false)})
		} else {
			// Whatever the arguments, the service refuses the record: poison.
			t.Outcomes = append(t.Outcomes, sim.OutcomeSpec{Fail: http(400, "validation_error", msg)})
			in.How = HowAbort
		}
		g.rules = append(g.rules, sim.ModelRule{Purpose: "repair", Step: st.ID, Args: cloneMap(fixed)})
	case PremiseProbe:
		moved := fmt.Sprintf("orders_archive_%d", j)
		reader("load", map[string]any{"id": id, "table": "orders_2025"}, []string{"id", "table"})
		in.Args = map[string]any{"table": "orders_2025"}
		t.Outcomes = append(t.Outcomes, sim.OutcomeSpec{Args: cloneMap(in.Args), Fail: http(404, "NoSuchTable", "404 Not Found: table orders_2025 does not exist")})
		probe := rung.Call{Tool: fmt.Sprintf("svc%d.list_tables", j), Args: map[string]any{"prefix": "orders"}, About: "which orders tables exist"}
		t.Probes = []rung.Call{probe}
		g.extra[st.ID] = append(g.extra[st.ID], sim.ToolSpec{Name: probe.Tool, Description: "Lists the tables of service " + fmt.Sprint(j) + ".",
			Identifying: []string{"prefix"}, Latency: g.latency(), Result: map[string]any{"tables": []any{moved}}})
		fixed := map[string]any{"id": id, "table": moved}
		in.Tool, in.Doomed, in.Recoverable, in.How, in.Probe, in.Fixed = st.Tool, true, true, HowReplan, &probe, fixed
		g.rules = append(g.rules, sim.ModelRule{Purpose: "replan", Step: st.ID, WhenContains: []string{moved}, Plan: g.remaining(idx, "", fixed, false)})
	case PremiseDead:
		acct := fmt.Sprintf("ACC-%d", j)
		writer("bill", map[string]any{"account": acct, "invoice": fmt.Sprintf("INV-%d", j)}, []string{"account", "invoice"})
		t.Outcomes = append(t.Outcomes, sim.OutcomeSpec{Fail: http(404, "account_closed", "404 Not Found: account "+acct+" was closed on 2026-01-31")})
		if g.rng.IntN(2) == 0 {
			probe := rung.Call{Tool: fmt.Sprintf("svc%d.account_status", j), Args: map[string]any{"account": acct}, About: "is the account open"}
			t.Probes = []rung.Call{probe}
			g.extra[st.ID] = append(g.extra[st.ID], sim.ToolSpec{Name: probe.Tool, Description: "Reads an account's status.",
				Identifying: []string{"account"}, Latency: g.latency(), Result: map[string]any{"account": acct, "status": "closed"}})
		}
		in.Tool, in.Doomed, in.How = st.Tool, true, HowHandback
		// A model told the account is closed says no plan can reach the goal.
		g.rules = append(g.rules, sim.ModelRule{Purpose: "replan", Step: st.ID, Fail: "no plan can reach the goal: account " + acct + " is closed"})
	case Conflict:
		writer("create", map[string]any{"id": id, "name": fmt.Sprintf("batch-%d", j)}, []string{"id"})
		t.Outcomes = append(t.Outcomes, sim.OutcomeSpec{Fail: &sim.FailSpec{Protocol: "http", Status: 409, Code: "already_exists",
			Message: "409 Conflict: resource " + id + " already exists", Fact: map[string]any{"id": id, "existing": true}}})
		in.Tool, in.Doomed, in.Recoverable, in.How = st.Tool, true, true, HowSkip
		g.rules = append(g.rules, sim.ModelRule{Purpose: "replan", Step: st.ID, WhenContains: []string{"already exists"}, Plan: g.remaining(idx, "", nil, true)})
	case Ambiguous:
		q := fmt.Sprintf("acme %d", j)
		reader("search", map[string]any{"query": q}, []string{"query"})
		fail := &sim.FailSpec{Kind: "ambiguous", Message: fmt.Sprintf("search for %q matched 3 records; narrow the query", q)}
		fixed := map[string]any{"query": q + " id:" + id}
		in.Tool, in.Doomed, in.Fixed = st.Tool, true, fixed
		if g.rng.Float64() < g.mix.Narrowable {
			in.Args = map[string]any{"query": q}
			in.Recoverable, in.How = true, HowRepair
			g.rules = append(g.rules, sim.ModelRule{Purpose: "replan", Step: st.ID, WhenContains: []string{"matched 3 records"}, Plan: g.remaining(idx, "", fixed, false)})
		} else {
			in.How = HowHandback
		}
		t.Outcomes = append(t.Outcomes, sim.OutcomeSpec{Args: cloneMap(in.Args), Fail: fail})
		g.rules = append(g.rules, sim.ModelRule{Purpose: "repair", Step: st.ID, Args: cloneMap(fixed)})
	case TimeoutApplied, TimeoutLost:
		writer("post", map[string]any{"id": id, "amount": "10.00"}, []string{"id"})
		o := sim.OutcomeSpec{Call: 1, Fail: http(504, "", "504 Gateway Timeout")}
		in.Applied = f == TimeoutApplied
		if in.Applied {
			o.EffectApplied, o.Result = true, cloneAny(t.Result)
		}
		t.Outcomes = append(t.Outcomes, o)
		in.Tool, in.Recoverable, in.How = st.Tool, true, HowReplay
		if !in.Applied {
			in.How = HowRetry
		}
	}
	t.Result = map[string]any{"id": id, "ok": true}
	if f == TimeoutApplied {
		t.Outcomes[len(t.Outcomes)-1].Result = cloneAny(t.Result)
	}
	t.Description = fmt.Sprintf("Service %d: %s.", j, st.Tool)
	st.Intent = fmt.Sprintf("%s record %s on service %d", st.Tool[len(fmt.Sprintf("svc%d.", j)):], id, j)
	// Fallbacks: a model asked to repair a call it cannot see a fault in
	// sends the same arguments; asked to replan, it writes the same steps.
	g.fall = append(g.fall,
		sim.ModelRule{Purpose: "repair", Step: st.ID, Args: cloneMap(st.Args)},
		sim.ModelRule{Purpose: "replan", Step: st.ID, Plan: g.remaining(idx, "", nil, false)})
	g.injs = append(g.injs, in)
}

// pick draws an index with the given relative weights.
func pick(rng *rand.Rand, weights []float64) int {
	total := 0.0
	for _, w := range weights {
		total += w
	}
	x := rng.Float64() * total
	for i, w := range weights {
		if x < w {
			return i
		}
		x -= w
	}
	return len(weights) - 1
}

func cloneSteps(steps []rung.Step) []rung.Step {
	out := make([]rung.Step, len(steps))
	for i, s := range steps {
		out[i] = s
		out[i].Args = cloneMap(s.Args)
	}
	return out
}

func cloneMap(m map[string]any) map[string]any {
	if m == nil {
		return nil
	}
	out := make(map[string]any, len(m))
	for k, v := range m {
		out[k] = cloneAny(v)
	}
	return out
}

func cloneAny(v any) any {
	switch x := v.(type) {
	case map[string]any:
		return cloneMap(x)
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = cloneAny(e)
		}
		return out
	}
	return v
}
