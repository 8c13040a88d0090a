package sim

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strconv"
	"strings"
	"sync"

	"github.com/rungkit/rung/internal/yamlfile"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/rungtest"
)

// runtime is the state of one job: the scripted tools' call counters and
// what the job has spent. The clock, world and random source are shared by
// every job of a scenario, so jobs run one after another on one timeline.
type runtime struct {
	sc    *Scenario
	clock *rungtest.Clock
	world *World
	rng   *rand.Rand
	job   int
	// keyless makes side-effecting calls ignore idempotency keys (the
	// naive baseline sends none).
	keyless bool

	mu         sync.Mutex
	calls      map[string]int
	used       map[*OutcomeSpec]int
	ruleUsed   map[int]int
	toolCalls  int
	modelCalls int
	tokens     int
	plans      int
	injected   int
	trace      []CallRecord
	modelLog   []ModelRecord
}

// CallRecord is one scripted tool call as the downstream saw it.
type CallRecord struct {
	// Tool and Call name the call: the Nth call of the tool in the job.
	Tool string `json:"tool"`
	Call int    `json:"call"`
	// Args are the arguments the tool received, references resolved.
	Args map[string]any `json:"args,omitempty"`
	// Result says what the call did: "ok", "failed: ...", or that the
	// downstream deduplicated it by its idempotency key.
	Result string `json:"result"`
}

func newRuntime(sc *Scenario, clock *rungtest.Clock, world *World, rng *rand.Rand, job int) *runtime {
	return &runtime{
		sc: sc, clock: clock, world: world, rng: rng, job: job,
		calls: map[string]int{}, used: map[*OutcomeSpec]int{}, ruleUsed: map[int]int{},
	}
}

// tools builds the rung tools of the scenario.
func (rt *runtime) tools() []*rung.Tool {
	out := make([]*rung.Tool, 0, len(rt.sc.Tools))
	for i := range rt.sc.Tools {
		out = append(out, rt.tool(&rt.sc.Tools[i]))
	}
	return out
}

func (rt *runtime) tool(spec *ToolSpec) *rung.Tool {
	t := &rung.Tool{
		Name:                  spec.Name,
		Description:           spec.Description,
		Identifying:           spec.Identifying,
		SideEffects:           spec.SideEffects,
		AcceptsIdempotencyKey: spec.AcceptsIdempotencyKey,
		Alternatives:          append([]string(nil), spec.Alternatives...),
		ExpectedDuration:      spec.ExpectedDuration.D(),
	}
	if spec.InputSchema != nil {
		t.InputSchema, _ = json.Marshal(spec.InputSchema)
	}
	for _, p := range spec.Probes {
		t.Probes = append(t.Probes, rung.Call{Tool: p.Tool, Args: rung.CloneArgs(subJob(p.Args, rt.job)), About: p.About})
	}
	for _, r := range spec.Rules {
		k, _ := rung.ParseKind(r.Kind)
		t.Rules = append(t.Rules, rung.Rule{Status: r.Status, Code: r.Code, Message: r.Message, Kind: k, Timeout: r.Timeout, Reason: r.Reason})
	}
	t.Call = func(ctx context.Context, args map[string]any) (any, error) {
		return rt.call(ctx, spec, t, args)
	}
	return t
}

// call runs one scripted call: pick the outcome, advance the clock by its
// latency, apply the effect to the world, return the result or the failure.
func (rt *runtime) call(ctx context.Context, spec *ToolSpec, tool *rung.Tool, args map[string]any) (any, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	rt.mu.Lock()
	rt.toolCalls++
	rt.calls[spec.Name]++
	n := rt.calls[spec.Name]
	rt.mu.Unlock()

	// A downstream that honours idempotency keys answers a key it has
	// already applied with the original outcome, before anything else.
	key := ""
	if spec.SideEffects && spec.AcceptsIdempotencyKey && !rt.keyless {
		if k := rung.IdempotencyKey(ctx); k != "" {
			key = spec.Name + "|" + k
		}
	}
	if v, ok := rt.world.Replayed(key); ok {
		rt.clock.Advance(spec.Latency.D())
		rt.record(spec.Name, n, args, "deduplicated by the idempotency key: the original outcome")
		return rung.CloneValue(v), nil
	}

	rt.mu.Lock()
	o := rt.match(spec, n, args)
	var injected bool
	if in := rt.sc.Inject; in != nil && in.Rate > 0 && (len(in.Tools) == 0 || contains(in.Tools, spec.Name)) {
		// Draw on every eligible call, so the pattern depends only on the
		// seed and the order of calls.
		if rt.rng.Float64() < in.Rate {
			injected = true
			rt.injected++
			inj := &OutcomeSpec{Fail: &in.Fail, EffectApplied: in.EffectApplied, Latency: in.Latency, Result: spec.Result}
			if o != nil && o.Fail == nil {
				// What the downstream records if the effect lands is what
				// the call would have returned.
				inj.Result = o.Result
			}
			o = inj
		}
	}
	rt.mu.Unlock()

	latency := spec.Latency.D()
	if o != nil && o.Latency != nil {
		latency = o.Latency.D()
	}
	rt.clock.Advance(latency)

	var (
		result any
		fail   *FailSpec
	)
	if o != nil {
		result, fail = o.Result, o.Fail
	} else {
		result = spec.Result
	}

	if spec.SideEffects && (fail == nil || o.EffectApplied) {
		names := spec.Effect
		if names == nil {
			names = spec.Identifying
		}
		rt.world.Apply(effectIdentity(spec.Name, names, args), key, rung.CloneValue(result))
	}
	if fail == nil {
		rt.record(spec.Name, n, args, "ok")
		return rung.CloneValue(result), nil
	}
	f := rt.failure(spec, tool, fail, args)
	note := "failed: " + f.Error()
	if injected {
		note = "failed (injected): " + f.Error()
	}
	if o.EffectApplied {
		note += " (effect applied downstream)"
	}
	rt.record(spec.Name, n, args, note)
	return nil, f
}

func (rt *runtime) record(tool string, n int, args map[string]any, result string) {
	rt.mu.Lock()
	rt.trace = append(rt.trace, CallRecord{Tool: tool, Call: n, Args: rung.CloneArgs(args), Result: result})
	rt.mu.Unlock()
}

// match returns the first outcome that decides call n with args, and counts
// its use. Called with rt.mu held.
func (rt *runtime) match(spec *ToolSpec, n int, args map[string]any) *OutcomeSpec {
	for i := range spec.Outcomes {
		o := &spec.Outcomes[i]
		if o.Call != 0 && o.Call != n {
			continue
		}
		if o.Times > 0 && rt.used[o] >= o.Times {
			continue
		}
		if !argsMatch(subJob(o.Args, rt.job), args) {
			continue
		}
		rt.used[o]++
		return o
	}
	return nil
}

// argsMatch reports whether every argument in want has the same value
// (compared as JSON) in got.
func argsMatch(want, got map[string]any) bool {
	for k, w := range want {
		g, ok := got[k]
		if !ok {
			return false
		}
		wn, _ := yamlfile.Normalize(w)
		gn, _ := yamlfile.Normalize(g)
		if !reflect.DeepEqual(wn, gn) {
			return false
		}
	}
	return true
}

// failure turns a scripted failure into the error the tool returns: a
// failure of a known kind, or the classification package classify gives the
// raw protocol error, with the scripted overrides applied on top.
func (rt *runtime) failure(spec *ToolSpec, tool *rung.Tool, fs *FailSpec, args map[string]any) *rung.Failure {
	msg := fs.Message
	if msg == "" {
		msg = strings.TrimSpace(fmt.Sprintf("%s %s", statusText(fs.Status), fs.Code))
	}
	cause := errors.New(msg)
	var f *rung.Failure
	if fs.Kind != "" {
		k, _ := rung.ParseKind(fs.Kind)
		f = &rung.Failure{Kind: k, Message: msg, Err: cause, Reason: "scripted kind"}
		f.WithCode(strings.ToLower(fs.Protocol), fs.Status, fs.Code)
	} else {
		f = classifyFailure(tool, fs, msg, cause, rt.clock.Now())
	}
	if fs.Timeout {
		f.Timeout = true
	}
	if fs.RetryAfter > 0 {
		f.RetryAfter = fs.RetryAfter.D()
	}
	if len(fs.Invalidates) > 0 {
		f.Invalidates = append([]string(nil), fs.Invalidates...)
	}
	if fs.Fact != nil {
		f.Fact = rung.CloneArgs(subJob(fs.Fact, rt.job))
	}
	if fs.Target != "" {
		f.Target = fs.Target
	}
	if fs.Effect != "" {
		f.Effect, _ = rung.ParseEffect(fs.Effect)
	}
	return f
}

func statusText(status int) string {
	if status == 0 {
		return ""
	}
	return strconv.Itoa(status)
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

// subJob replaces "{{job}}" in every string of v with the job number.
func subJob(m map[string]any, job int) map[string]any {
	if m == nil {
		return nil
	}
	out, _ := subJobValue(m, job).(map[string]any)
	return out
}

func subJobValue(v any, job int) any {
	switch x := v.(type) {
	case string:
		return strings.ReplaceAll(x, "{{job}}", strconv.Itoa(job))
	case map[string]any:
		out := make(map[string]any, len(x))
		for k, e := range x {
			out[k] = subJobValue(e, job)
		}
		return out
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = subJobValue(e, job)
		}
		return out
	}
	return v
}
