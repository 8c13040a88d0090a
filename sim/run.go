package sim

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/classify"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/rungtest"
)

// Options adjust one simulation.
type Options struct {
	// Seed overrides the scenario's seed when not nil.
	Seed *int64
	// CompareNaive also runs the naive baseline, as if the scenario had a
	// naive: block (with its defaults when it has none).
	CompareNaive bool
	// Observers receive every engine event of every job (a trace.Writer
	// writes the JSONL trace that `rung doctor` reads).
	Observers []rung.Observer
}

// Run simulates the scenario: each job is one rung.Engine run with the
// scenario's scripted tools and model, the package classify presets, an
// in-memory ledger shared by the jobs, the scenario's policy and budget, and
// a virtual clock. Run is deterministic for a given scenario and seed.
func Run(ctx context.Context, sc *Scenario, opts Options) (*Result, error) {
	seed := sc.Seed
	if opts.Seed != nil {
		seed = *opts.Seed
	}
	clock, world, rng := newTimeline(sc, seed)
	jitter := rungtest.Jitter(uint64(seed))
	led := ledger.NewMemory(clock)
	res := &Result{Scenario: sc.Name, Seed: seed}
	jobs := sc.jobCount()
	if jobs > 1 || sc.Inject != nil {
		res.Jobs = &Jobs{Total: jobs}
	}
	var (
		shown      *rung.Report
		shownRank  = -1
		shownCalls []CallRecord
		shownModel []ModelRecord
	)
	start := clock.Now()
	for job := 1; job <= jobs; job++ {
		rt := newRuntime(sc, clock, world, rng, job)
		tools := rt.tools()
		eng := &rung.Engine{
			Tools:      make([]rung.Tool, len(tools)),
			Planner:    &model{rt: rt},
			Classifier: &classify.Chain{},
			Ledger:     led,
			Clock:      clock,
			Policy:     sc.policy(),
			Limits:     sc.limits(),
			Jitter:     jitter,
			RunID:      sc.Name,
			Observers:  opts.Observers,
		}
		for i, t := range tools {
			eng.Tools[i] = *t
		}
		if jobs > 1 {
			eng.RunID = fmt.Sprintf("%s-job-%d", sc.Name, job)
		}
		plan := &rung.Plan{Goal: sc.Goal}
		if sc.Plan != nil {
			p, _ := initialPlan(ctx, sc, rt)
			plan = p
			rt.plans = 1 // the scenario's own plan is the run's first
		}
		dupBefore := world.Duplicates()
		jobStart := clock.Now()
		rep, err := eng.Run(ctx, plan)
		if err != nil {
			return nil, fmt.Errorf("job %d: %w", job, err)
		}
		rep.ElapsedMS = clock.Now().Sub(jobStart).Milliseconds()
		rep.DuplicateEffects = world.Duplicates() - dupBefore
		if err := checkCounters(rep, rt); err != nil {
			res.mismatches = append(res.mismatches, fmt.Sprintf("job %d: %v", job, err))
		}
		res.ToolCalls += rt.toolCalls
		res.ModelCalls += rt.modelCalls
		res.Tokens += rt.tokens
		res.Plans += rt.plans
		if j := res.Jobs; j != nil {
			j.Injected += rt.injected
			switch rep.Outcome {
			case rung.OutcomeCompleted:
				j.Completed++
			case rung.OutcomeHandback:
				j.Handback++
			case rung.OutcomeAbort:
				j.Abort++
			}
		}
		if rank := reportRank(rep); rank > shownRank || (rank == shownRank && rank == 0) {
			shown, shownRank, shownCalls, shownModel = rep, rank, rt.trace, rt.modelLog
			res.Job = job
		}
	}
	res.ElapsedMS = clock.Now().Sub(start).Milliseconds()
	res.DuplicateEffects = world.Duplicates()
	res.Effects = world.Applied()
	res.Deduplicated = world.Deduplicated()
	if res.Jobs != nil {
		res.Jobs.Effects = world.Effects()
	} else {
		res.Job = 0
	}
	res.Outcome, res.Reason = string(shown.Outcome), shown.Reason
	res.report = shown
	res.Calls = shownCalls
	res.Model = shownModel
	res.Text = shown.Text()
	b, err := json.Marshal(shown)
	if err != nil {
		return nil, err
	}
	res.Report = b
	if opts.CompareNaive || sc.Naive != nil {
		n, err := runNaive(ctx, sc, seed)
		if err != nil {
			return nil, err
		}
		res.Naive = n
	}
	return res, nil
}

// checkCounters cross-checks the engine's own accounting with what the
// scripted tools and model saw; a difference is a bug in one of them, which
// the tests report. The result always carries the simulator's counts.
func checkCounters(rep *rung.Report, rt *runtime) error {
	if rep.ToolCalls != rt.toolCalls || rep.ModelCalls != rt.modelCalls || rep.Tokens != rt.tokens || rep.Plans != rt.plans {
		return fmt.Errorf("sim: the engine counted %d tool calls, %d model calls, %d tokens, %d plans; the scripted tools and model saw %d, %d, %d, %d",
			rep.ToolCalls, rep.ModelCalls, rep.Tokens, rep.Plans, rt.toolCalls, rt.modelCalls, rt.tokens, rt.plans)
	}
	return nil
}

// reportRank orders the jobs' reports for showing one: an abort over a
// handback over a completed run that recovered from something over a clean
// one. The first job of the highest rank is shown (the last, if all are clean).
func reportRank(rep *rung.Report) int {
	switch {
	case rep.Outcome == rung.OutcomeAbort:
		return 3
	case rep.Outcome == rung.OutcomeHandback:
		return 2
	case len(rep.Actions) > 0:
		return 1
	}
	return 0
}

// policy is the scenario's policy: the mode's preset with the overrides.
func (s *Scenario) policy() rung.Policy { return s.Policy.Policy() }

func (s *Scenario) limits() rung.Limits { return s.Budget.Limits() }

// newTimeline returns the virtual clock, the downstream world and the random
// source one simulation shares across its jobs, all fixed by the seed.
func newTimeline(sc *Scenario, seed int64) (*rungtest.Clock, *World, *rand.Rand) {
	return rungtest.NewClock(sc.start), NewWorld(), rand.New(rand.NewPCG(uint64(seed), 0x72756e67))
}
