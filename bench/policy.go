package bench

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/sim"
)

// Policy names a recovery policy the bench compares.
type Policy string

// The policies. docs/bench.md specifies each.
const (
	// Rung is rung's default policy (rung.Background(), the zero Policy),
	// run by the real engine through sim.Run.
	Rung Policy = "rung"
	// RungInteractive is rung with rung.Interactive().
	RungInteractive Policy = "rung-interactive"
	// Naive retries every failed call NaiveRetries times after a fixed
	// second, then fails the task; no classification, no idempotency key.
	Naive Policy = "naive"
	// Backoff is a backoff library's loop (cenkalti/backoff, failsafe-go):
	// retry every error the tool did not mark permanent, with exponential
	// backoff and jitter, up to BackoffTries attempts or BackoffMaxElapsed.
	Backoff Policy = "backoff"
	// Replan asks the model for a new plan on any failure, at most
	// ReplanCap times, resending the whole transcript each time.
	Replan Policy = "replan"
	// Oracle knows each failure's true cause and takes the right action
	// the first time: the lower bound.
	Oracle Policy = "oracle"
	// Floor is the oracle made to pay for what it could not know without
	// the ground truth: one diagnostic model turn on each dead end whose
	// failure reads like a recoverable one (a repair of a poison call or of
	// a search that cannot be narrowed, a replan after a premise with no way
	// around). No policy that sees only the failures spends fewer tokens.
	Floor Policy = "floor"
)

// Policies lists every policy in report order.
var Policies = []Policy{Rung, RungInteractive, Naive, Backoff, Replan, Oracle, Floor}

// Baseline parameters (docs/bench.md).
const (
	NaiveRetries      = 3
	NaiveWait         = time.Second
	BackoffInitial    = 500 * time.Millisecond // cenkalti/backoff's DefaultInitialInterval
	BackoffMultiplier = 1.5                    // DefaultMultiplier
	BackoffJitter     = 0.5                    // DefaultRandomizationFactor
	BackoffMaxWait    = 60 * time.Second       // DefaultMaxInterval
	BackoffMaxElapsed = 15 * time.Minute       // DefaultMaxElapsedTime
	BackoffTries      = 5
	ReplanCap         = 2
)

// ParsePolicies reads a comma-separated list of policy names ("all" or ""
// for every policy). The oracle is always run: the targets and the wasted
// call count are measured against it.
func ParsePolicies(list string) ([]Policy, error) {
	if list == "" || list == "all" {
		return slices.Clone(Policies), nil
	}
	var out []Policy
	for _, name := range strings.Split(list, ",") {
		p := Policy(strings.TrimSpace(name))
		if p == "rung-background" {
			p = Rung
		}
		if !slices.Contains(Policies, p) {
			names := make([]string, len(Policies))
			for i, q := range Policies {
				names[i] = string(q)
			}
			return nil, fmt.Errorf("unknown policy %q (want %s)", name, strings.Join(names, ", "))
		}
		if !slices.Contains(out, p) {
			out = append(out, p)
		}
	}
	return out, nil
}

// Result is what one policy did on one scenario.
type Result struct {
	// Outcome is completed, handback, abort or failed (a baseline gave up).
	Outcome string `json:"outcome"`
	Reason  string `json:"reason,omitempty"`
	// ToolCalls counts every call, probes included; Wasted those the ground
	// truth says could not have succeeded (see wasted).
	ToolCalls int `json:"tool_calls"`
	Wasted    int `json:"wasted_calls"`
	// ModelCalls and Tokens, with Tokens split by purpose.
	ModelCalls int            `json:"model_calls"`
	Tokens     int            `json:"tokens"`
	ByPurpose  map[string]int `json:"tokens_by_purpose,omitempty"`
	ElapsedMS  int64          `json:"elapsed_ms"`
	Duplicates int            `json:"duplicate_effects"`
	// Actions are rung's recovery actions, in order.
	Actions []string `json:"actions,omitempty"`
}

// Completed reports whether the task was done.
func (r Result) Completed() bool { return r.Outcome == string(rung.OutcomeCompleted) }

// RunPolicy runs policy p on the case.
func RunPolicy(ctx context.Context, c *Case, p Policy) (Result, error) {
	switch p {
	case Rung:
		return runRung(ctx, c, "background")
	case RungInteractive:
		return runRung(ctx, c, "interactive")
	}
	s := newScript(c.Scenario)
	var r Result
	switch p {
	case Naive:
		r = runNaive(s, c)
	case Backoff:
		r = runBackoff(s, c)
	case Replan:
		r = runReplan(s, c)
	case Oracle:
		r = runOracle(s, c, false)
	case Floor:
		r = runOracle(s, c, true)
	default:
		return Result{}, fmt.Errorf("bench: unknown policy %q", p)
	}
	r.ToolCalls = len(s.log)
	r.Wasted = wasted(s.log, &c.Truth)
	r.ElapsedMS = s.now.Milliseconds()
	r.Duplicates = s.world.Duplicates()
	r.ModelCalls = len(s.model)
	for _, m := range s.model {
		r.Tokens += m.Tokens
		if r.ByPurpose == nil {
			r.ByPurpose = map[string]int{}
		}
		r.ByPurpose[m.Purpose] += m.Tokens
	}
	// The baselines do not read the run's budget; a run that overspent it
	// would have been stopped, so it did not complete.
	b := c.Scenario.Budget
	if r.Completed() && ((b.Deadline > 0 && s.now > b.Deadline.D()) || (b.Tokens > 0 && r.Tokens > b.Tokens)) {
		r.Outcome, r.Reason = "failed", "over the run's budget"
	}
	return r, nil
}

func runRung(ctx context.Context, c *Case, mode string) (Result, error) {
	sc := *c.Scenario
	sc.Policy.Mode = mode
	res, err := sim.Run(ctx, &sc, sim.Options{})
	if err != nil {
		return Result{}, err
	}
	r := Result{Outcome: res.Outcome, Reason: res.Reason, ToolCalls: res.ToolCalls, ModelCalls: res.ModelCalls,
		Tokens: res.Tokens, ElapsedMS: res.ElapsedMS, Duplicates: res.DuplicateEffects, Actions: res.ActionKinds()}
	log := make([]callRecord, len(res.Calls))
	for i, cr := range res.Calls {
		log[i] = callRecord{Tool: cr.Tool, Args: cr.Args, Failed: strings.HasPrefix(cr.Result, "failed")}
	}
	r.Wasted = wasted(log, &c.Truth)
	for _, m := range res.Model {
		if r.ByPurpose == nil {
			r.ByPurpose = map[string]int{}
		}
		r.ByPurpose[m.Purpose] += m.InputTokens + m.OutputTokens
	}
	return r, nil
}

// wasted counts the calls that could not have succeeded and whose failure
// the run had already seen: every failed call matching a doomed injection
// (an outage, a poison or invalid request, a false premise, a conflict, an
// ambiguous query) after the first one. The first is never wasted: nothing
// could know before it was made. Transient and timeout failures are never
// doomed, so waiting them out wastes nothing.
func wasted(log []callRecord, t *Truth) int {
	seen := make([]int, len(t.Injections))
	n := 0
	for _, c := range log {
		if !c.Failed {
			continue
		}
		for i, in := range t.Injections {
			if in.Doomed && in.Tool == c.Tool && argsMatch(in.Args, c.Args) {
				seen[i]++
				if seen[i] > 1 {
					n++
				}
				break
			}
		}
	}
	return n
}

func planSteps(sc *sim.Scenario) []rung.Step { return cloneSteps(sc.Plan.Steps) }

// runNaive is the loop most agents start with, as sim's naive baseline:
// retry any failed call NaiveRetries times after a fixed wait; a step that
// still fails fails the task.
func runNaive(s *script, c *Case) Result {
	for _, st := range planSteps(c.Scenario) {
		var fail *sim.FailSpec
		for attempt := 0; attempt <= NaiveRetries; attempt++ {
			if attempt > 0 {
				s.sleep(NaiveWait)
			}
			if _, fail = s.call(st.Tool, st.Args, ""); fail == nil {
				break
			}
		}
		if fail != nil {
			return Result{Outcome: "failed", Reason: st.ID + ": " + failText(fail)}
		}
	}
	return Result{Outcome: string(rung.OutcomeCompleted)}
}

// permanent is what a backoff library's user marks backoff.Permanent (or a
// failsafe-go AbortOn predicate): an HTTP 4xx other than 408 and 429, and a
// failure whose tool states its kind. Everything else is retried, as those
// libraries retry every error they are not told is permanent.
func permanent(f *sim.FailSpec) bool {
	if f.Kind != "" && f.Kind != "transient" && f.Kind != "unknown" {
		return true
	}
	return f.Status >= 400 && f.Status < 500 && f.Status != 408 && f.Status != 429
}

// runBackoff is cenkalti/backoff's ExponentialBackOff with its defaults
// around each call, stopped after BackoffTries attempts.
func runBackoff(s *script, c *Case) Result {
	rng := rand.New(rand.NewPCG(uint64(c.Scenario.Seed), 0x6261636b))
	for _, st := range planSteps(c.Scenario) {
		start := s.now
		interval := BackoffInitial
		for attempt := 1; ; attempt++ {
			_, fail := s.call(st.Tool, st.Args, "")
			if fail == nil {
				break
			}
			if permanent(fail) {
				return Result{Outcome: "failed", Reason: st.ID + ": permanent error: " + failText(fail)}
			}
			// The randomized interval is interval * (1 ± jitter).
			delta := BackoffJitter * float64(interval)
			wait := time.Duration(float64(interval) - delta + rng.Float64()*(2*delta+1))
			if attempt >= BackoffTries || s.now-start+wait > BackoffMaxElapsed {
				return Result{Outcome: "failed", Reason: fmt.Sprintf("%s: gave up after %d attempts: %s", st.ID, attempt, failText(fail))}
			}
			s.sleep(wait)
			interval = min(time.Duration(float64(interval)*BackoffMultiplier), BackoffMaxWait)
		}
	}
	return Result{Outcome: string(rung.OutcomeCompleted)}
}

func toolInfos(sc *sim.Scenario) []rung.ToolInfo {
	out := make([]rung.ToolInfo, len(sc.Tools))
	for i, t := range sc.Tools {
		out[i] = rung.ToolInfo{Name: t.Name, Description: t.Description, SideEffects: t.SideEffects}
		if t.InputSchema != nil {
			out[i].InputSchema, _ = json.Marshal(t.InputSchema)
		}
	}
	return out
}

func promptText(p rung.Prompt) string { return p.System + "\n\n" + p.User }

// runReplan replans on any failure, at most ReplanCap times, sending the
// whole transcript so far (the first prompt, the plan, every call and its
// result, every earlier answer): the prompt grows with the run.
func runReplan(s *script, c *Case) Result {
	sc := c.Scenario
	var tr strings.Builder
	tr.WriteString(promptText(rung.PlanPrompt(rung.PlanRequest{Purpose: rung.PurposePlan, Goal: sc.Goal, Tools: toolInfos(sc)})))
	queue := planSteps(sc)
	plan, _ := json.Marshal(rung.Plan{Goal: sc.Goal, Steps: queue})
	fmt.Fprintf(&tr, "\n\nassistant: %s\n", plan)
	replans := 0
	for len(queue) > 0 {
		st := queue[0]
		args, _ := json.Marshal(st.Args)
		out, fail := s.call(st.Tool, st.Args, "")
		if fail == nil {
			res, _ := json.Marshal(out)
			fmt.Fprintf(&tr, "tool %s %s -> %s\n", st.Tool, args, res)
			queue = queue[1:]
			continue
		}
		fmt.Fprintf(&tr, "tool %s %s -> error: %s\n", st.Tool, args, failText(fail))
		if replans >= ReplanCap {
			return Result{Outcome: "failed", Reason: fmt.Sprintf("%s failed after %d replans: %s", st.ID, replans, failText(fail))}
		}
		replans++
		fmt.Fprintf(&tr, "\nuser: step %s failed. Write a new plan from the failed step on.\n", st.ID)
		r := s.ask("replan", st.ID, tr.String())
		if r == nil || r.Plan == nil || len(r.Plan.Steps) == 0 {
			return Result{Outcome: "failed", Reason: st.ID + ": the model wrote no new plan"}
		}
		queue = cloneSteps(r.Plan.Steps)
		plan, _ := json.Marshal(rung.Plan{Goal: sc.Goal, Steps: queue})
		fmt.Fprintf(&tr, "\nassistant: %s\n", plan)
	}
	return Result{Outcome: string(rung.OutcomeCompleted)}
}

// familyKind is the kind a failure of the family truly is.
var familyKind = map[Family]rung.Kind{
	Transient: rung.KindTransient, Outage: rung.KindTransient, InvalidFixable: rung.KindInvalid, InvalidPoison: rung.KindInvalid,
	PremiseProbe: rung.KindPremise, PremiseDead: rung.KindPremise, Conflict: rung.KindConflict, Ambiguous: rung.KindAmbiguous,
	TimeoutApplied: rung.KindTransient, TimeoutLost: rung.KindTransient,
}

// runOracle takes, for each failure, the action the ground truth names,
// at once: no wait before a retry, no call it knows is doomed, the same
// prompts rung renders for the repairs and replans it does need.
//
// blind makes it the floor: before it gives up on a dead end that a policy
// without the ground truth could not tell from a recoverable failure, it
// pays the one model turn that tells them apart. A poison call's error is
// word for word a fixable one's, and a search that cannot be narrowed
// fails like one that can, so both cost a repair (and the repaired call);
// a premise with no way around costs the replan whose answer says so.
// Outages cost no tokens to tell from bursts, only calls, so the floor's
// calls are not a bound on anything.
func runOracle(s *script, c *Case, blind bool) Result {
	sc := c.Scenario
	queue := planSteps(sc)
	var completed []rung.Completed
	gen := map[string]int{}
	diagnosed := map[string]bool{}
	for len(queue) > 0 {
		st := queue[0]
		tool := st.Tool
		done := false
		for tries := 0; !done; tries++ {
			if tries > 10 {
				return Result{Outcome: string(rung.OutcomeHandback), Reason: st.ID + ": no action the truth names worked"}
			}
			key := fmt.Sprintf("oracle/%s/%d", st.ID, gen[st.ID])
			out, fail := s.call(tool, st.Args, key)
			if fail == nil {
				completed = append(completed, rung.Completed{Step: st, Output: out})
				done = true
				break
			}
			in := c.Truth.injection(st.ID)
			if in == nil {
				return Result{Outcome: string(rung.OutcomeHandback), Reason: st.ID + ": a failure the truth does not know"}
			}
			f := &rung.Failure{Kind: familyKind[in.Family], Message: failText(fail)}
			how := in.How
			if blind && !diagnosed[st.ID] && (how == HowAbort || how == HowHandback) {
				diagnosed[st.ID] = true
				switch in.Family {
				case InvalidPoison, Ambiguous:
					how = HowRepair
				case PremiseDead:
					req := rung.PlanRequest{Purpose: rung.PurposeReplan, Goal: sc.Goal, Tools: toolInfos(sc), Completed: completed,
						FailedStep: &st, Failure: f}
					s.ask("replan", st.ID, promptText(rung.ReplanPrompt(req)))
				}
			}
			switch how {
			case HowRetry:
			case HowReplay: // the effect landed: the step is done
				completed = append(completed, rung.Completed{Step: st})
				done = true
			case HowReroute:
				tool = in.Alternative
			case HowSkip:
				completed = append(completed, rung.Completed{Step: st, Skipped: true, Output: fail.Fact})
				done = true
			case HowRepair:
				req := rung.RepairRequest{Step: st, Tool: toolInfo(sc, tool), Failure: f}
				r := s.ask("repair", st.ID, promptText(rung.RepairPrompt(req)))
				if r == nil || r.Args == nil {
					return Result{Outcome: string(rung.OutcomeHandback), Reason: st.ID + ": the model could not repair"}
				}
				st.Args = cloneMap(r.Args)
				gen[st.ID]++
			case HowReplan:
				out, pf := s.call(in.Probe.Tool, in.Probe.Args, "")
				obs := rung.Observation{Call: *in.Probe, Output: out}
				if pf != nil {
					obs.Failure = &rung.Failure{Kind: rung.KindUnknown, Message: failText(pf)}
				}
				failed := st
				req := rung.PlanRequest{Purpose: rung.PurposeReplan, Goal: sc.Goal, Tools: toolInfos(sc), Completed: completed,
					FailedStep: &failed, Failure: f, Observations: []rung.Observation{obs}}
				r := s.ask("replan", st.ID, promptText(rung.ReplanPrompt(req)))
				if r == nil || r.Plan == nil || len(r.Plan.Steps) == 0 {
					return Result{Outcome: string(rung.OutcomeHandback), Reason: st.ID + ": the model wrote no new plan"}
				}
				queue = append([]rung.Step{{}}, cloneSteps(r.Plan.Steps)...) // the placeholder is dropped below
				done = true
			case HowAbort:
				return Result{Outcome: string(rung.OutcomeAbort), Reason: st.ID + ": poison"}
			default:
				return Result{Outcome: string(rung.OutcomeHandback), Reason: st.ID + ": " + in.How}
			}
		}
		queue = queue[1:]
	}
	return Result{Outcome: string(rung.OutcomeCompleted)}
}

func toolInfo(sc *sim.Scenario, name string) rung.ToolInfo {
	for _, t := range toolInfos(sc) {
		if t.Name == name {
			return t
		}
	}
	return rung.ToolInfo{Name: name}
}
