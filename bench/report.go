package bench

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

// Report is a bench run's results: one Summary per policy, the targets
// checked, and the scenarios where rung fell short, with the decision that
// ended each. Its JSON form is what `rung bench --json` prints.
type Report struct {
	Seed      int64 `json:"seed"`
	Scenarios int   `json:"scenarios"`
	Mix       Mix   `json:"mix"`
	// Workload counts the scenarios per family (a scenario with two
	// failures counts for both) and the recoverable ones.
	Workload    map[Family]int `json:"workload"`
	Recoverable int            `json:"recoverable"`
	Policies    []Summary      `json:"policies"`
	Targets     []Target       `json:"targets"`
	// Gaps compare rung (default policy) with the oracle family by family:
	// where the extra tokens, calls and failures come from, and which
	// decisions rung took there.
	Gaps []Gap `json:"rung_vs_oracle"`
	// Shortfalls are the scenarios rung (default policy) did not complete
	// although they were recoverable, at most 100.
	Shortfalls []Shortfall `json:"shortfalls"`
}

// Gap is rung's excess over the oracle on one family's scenarios.
type Gap struct {
	Family      Family `json:"family"`
	Scenarios   int    `json:"scenarios"`
	Completed   int    `json:"completed"`
	Oracle      int    `json:"oracle_completed"`
	ExtraTokens int    `json:"extra_tokens"`
	// FloorTokens is the floor's excess over the oracle on the same
	// scenarios: the part of ExtraTokens no policy without the ground truth
	// avoids. Absent when the floor did not run.
	FloorTokens *int `json:"floor_extra_tokens,omitempty"`
	ExtraCalls  int  `json:"extra_tool_calls"`
	Wasted      int  `json:"wasted_calls"`
	// Decisions are rung's most frequent action sequences on the family's
	// single-failure scenarios, with their counts.
	Decisions []Count `json:"decisions"`
}

// Count is a string and how often it occurred.
type Count struct {
	Value string `json:"value"`
	N     int    `json:"n"`
}

// Summary is one policy's totals over the workload.
type Summary struct {
	Policy Policy `json:"policy"`
	// Completed tasks, and the rate in percent.
	Completed   int     `json:"completed"`
	SuccessRate float64 `json:"success_rate"`
	Handback    int     `json:"handback"`
	Abort       int     `json:"abort"`
	Failed      int     `json:"failed"`
	// Tokens in total and by purpose (plan, repair, replan), and on the
	// recoverable scenarios alone (what recovering, rather than diagnosing
	// an impossible task, cost).
	Tokens            int            `json:"tokens"`
	RecoverableTokens int            `json:"recoverable_tokens"`
	ByPurpose         map[string]int `json:"tokens_by_purpose"`
	ModelCalls        int            `json:"model_calls"`
	ToolCalls         int            `json:"tool_calls"`
	Wasted            int            `json:"wasted_calls"`
	// ElapsedMS is the virtual time of all runs; MeanElapsedMS per run.
	ElapsedMS     int64   `json:"elapsed_ms"`
	MeanElapsedMS float64 `json:"mean_elapsed_ms"`
	// HandbackMS is the mean virtual time to stop on the impossible tasks.
	HandbackMS float64 `json:"mean_time_to_handback_ms"`
	Duplicates int     `json:"duplicate_effects"`
	// WrongHandbacks counts recoverable tasks the policy gave up on.
	WrongHandbacks int `json:"wrong_handbacks"`
	// ByFamily is the success rate and cost per failure family.
	ByFamily map[Family]FamilyStats `json:"by_family"`
}

// FamilyStats is a policy's results on the scenarios with one family.
type FamilyStats struct {
	Scenarios int `json:"scenarios"`
	Completed int `json:"completed"`
	Tokens    int `json:"tokens"`
	Wasted    int `json:"wasted_calls"`
	ToolCalls int `json:"tool_calls"`
}

// Target is one of the targets, checked.
type Target struct {
	Name   string `json:"name"`
	Met    bool   `json:"met"`
	Detail string `json:"detail"`
}

// Shortfall is a scenario where rung fell short of the oracle.
type Shortfall struct {
	Scenario string   `json:"scenario"`
	Index    int      `json:"index"`
	Families []Family `json:"families"`
	How      []string `json:"right_actions"`
	Outcome  string   `json:"outcome"`
	Reason   string   `json:"reason"`
	Actions  []string `json:"actions"`
	Tokens   int      `json:"tokens"`
	Oracle   int      `json:"oracle_tokens"`
}

// Summary returns the named policy's summary, if it ran.
func (r *Report) Summary(p Policy) (Summary, bool) {
	for _, s := range r.Policies {
		if s.Policy == p {
			return s, true
		}
	}
	return Summary{}, false
}

// summariser sums a workload's results one case at a time, in index order,
// keeping nothing of a case but its share of the totals (and, for at most
// 100 shortfalls, their account): a workload of any size summarises in the
// same memory.
type summariser struct {
	policies            []Policy
	oracleIdx, floorIdx int
	sums                []Summary
	handbackMS          []int64
	scenarios           int
	seed                int64
	workload            map[Family]int
	recoverable         int
	impossible          int
	gaps                []map[Family]*Gap           // by policy index; nil but for rung
	seqs                []map[Family]map[string]int // by policy index; nil but for rung
	shortfalls          [][]Shortfall               // by policy index, at most 100 each
}

func newSummariser(policies []Policy) *summariser {
	s := &summariser{policies: policies, oracleIdx: -1, floorIdx: slices.Index(policies, Floor), workload: map[Family]int{},
		sums: make([]Summary, len(policies)), handbackMS: make([]int64, len(policies)),
		gaps: make([]map[Family]*Gap, len(policies)), seqs: make([]map[Family]map[string]int, len(policies)),
		shortfalls: make([][]Shortfall, len(policies))}
	for j, p := range policies {
		if p == Oracle {
			s.oracleIdx = j
		}
		s.sums[j] = Summary{Policy: p, ByPurpose: map[string]int{}, ByFamily: map[Family]FamilyStats{}}
	}
	for j, p := range policies {
		if p == Rung && s.oracleIdx >= 0 {
			s.gaps[j], s.seqs[j] = map[Family]*Gap{}, map[Family]map[string]int{}
		}
	}
	return s
}

// add sums case c's results, row[j] being policies[j]'s. Cases must come
// in index order: the shortfalls kept are the first ones.
func (a *summariser) add(c *Case, row []Result) {
	if a.scenarios == 0 {
		a.seed = c.Seed
	}
	a.scenarios++
	families := uniqueFamilies(*c)
	for _, f := range families {
		a.workload[f]++
	}
	if c.Truth.Recoverable {
		a.recoverable++
	} else {
		a.impossible++
	}
	for j := range a.policies {
		s := &a.sums[j]
		r := row[j]
		switch r.Outcome {
		case "completed":
			s.Completed++
		case "handback":
			s.Handback++
		case "abort":
			s.Abort++
		default:
			s.Failed++
		}
		s.Tokens += r.Tokens
		if c.Truth.Recoverable {
			s.RecoverableTokens += r.Tokens
		}
		for k, v := range r.ByPurpose {
			s.ByPurpose[k] += v
		}
		s.ModelCalls += r.ModelCalls
		s.ToolCalls += r.ToolCalls
		s.Wasted += r.Wasted
		s.ElapsedMS += r.ElapsedMS
		s.Duplicates += r.Duplicates
		if !c.Truth.Recoverable {
			a.handbackMS[j] += r.ElapsedMS
		} else if !r.Completed() {
			s.WrongHandbacks++
		}
		for _, f := range families {
			fs := s.ByFamily[f]
			fs.Scenarios++
			if r.Completed() {
				fs.Completed++
			}
			fs.Tokens += r.Tokens
			fs.Wasted += r.Wasted
			fs.ToolCalls += r.ToolCalls
			s.ByFamily[f] = fs
		}
	}
	for j := range a.policies {
		gaps := a.gaps[j]
		if gaps == nil {
			continue
		}
		r, o := row[j], row[a.oracleIdx]
		for _, f := range families {
			g := gaps[f]
			if g == nil {
				g = &Gap{Family: f}
				gaps[f] = g
				a.seqs[j][f] = map[string]int{}
			}
			g.Scenarios++
			if r.Completed() {
				g.Completed++
			}
			if o.Completed() {
				g.Oracle++
			}
			g.ExtraTokens += r.Tokens - o.Tokens
			if a.floorIdx >= 0 {
				if g.FloorTokens == nil {
					g.FloorTokens = new(int)
				}
				*g.FloorTokens += row[a.floorIdx].Tokens - o.Tokens
			}
			g.ExtraCalls += r.ToolCalls - o.ToolCalls
			g.Wasted += r.Wasted
			if len(c.Truth.Injections) == 1 {
				a.seqs[j][f][strings.Join(r.Actions, " ")]++
			}
		}
		if c.Truth.Recoverable && !r.Completed() && len(a.shortfalls[j]) < 100 {
			sf := Shortfall{Scenario: c.Scenario.Name, Index: c.Index, Families: c.Families(), Outcome: r.Outcome,
				Reason: r.Reason, Actions: r.Actions, Tokens: r.Tokens, Oracle: o.Tokens}
			for _, in := range c.Truth.Injections {
				sf.How = append(sf.How, in.How)
			}
			a.shortfalls[j] = append(a.shortfalls[j], sf)
		}
	}
}

// report returns the summary of the cases added.
func (a *summariser) report() *Report {
	rep := &Report{Scenarios: a.scenarios, Seed: a.seed, Workload: a.workload, Recoverable: a.recoverable}
	for j := range a.policies {
		s := a.sums[j]
		if n := a.scenarios; n > 0 {
			s.SuccessRate = 100 * float64(s.Completed) / float64(n)
			s.MeanElapsedMS = float64(s.ElapsedMS) / float64(n)
		}
		if a.impossible > 0 {
			s.HandbackMS = float64(a.handbackMS[j]) / float64(a.impossible)
		}
		rep.Policies = append(rep.Policies, s)
	}
	for j := range a.policies {
		gaps := a.gaps[j]
		if gaps == nil {
			continue
		}
		for _, sf := range a.shortfalls[j] {
			if len(rep.Shortfalls) < 100 {
				rep.Shortfalls = append(rep.Shortfalls, sf)
			}
		}
		for _, f := range Families {
			g := gaps[f]
			if g == nil {
				continue
			}
			for v, n := range a.seqs[j][f] {
				if v == "" {
					v = "(none)"
				}
				g.Decisions = append(g.Decisions, Count{v, n})
			}
			sort.Slice(g.Decisions, func(a, b int) bool {
				da, db := g.Decisions[a], g.Decisions[b]
				return da.N > db.N || (da.N == db.N && da.Value < db.Value)
			})
			if len(g.Decisions) > 3 {
				g.Decisions = g.Decisions[:3]
			}
			rep.Gaps = append(rep.Gaps, *g)
		}
	}
	rep.Targets = targets(rep)
	return rep
}

func uniqueFamilies(c Case) []Family {
	var out []Family
	for _, f := range c.Families() {
		dup := false
		for _, g := range out {
			dup = dup || g == f
		}
		if !dup {
			out = append(out, f)
		}
	}
	sort.Slice(out, func(i, j int) bool { return familyIndex(out[i]) < familyIndex(out[j]) })
	return out
}

func familyIndex(f Family) int {
	for i, g := range Families {
		if g == f {
			return i
		}
	}
	return len(Families)
}

// targets checks rung's default policy against what a policy that sees the
// failures, not their causes, can be held to (docs/bench.md, "Targets and
// results"). The oracle knows each failure's cause, so its total tokens are
// no fair bar: total tokens are judged against the floor (the oracle made to
// pay for what it could not know), and the oracle's tokens only on the
// recoverable tasks, where telling a dead end from a fixable failure costs
// nothing. A baseline that never asks the model spends no tokens, so it is
// judged on wasted calls and success alone. A target whose reference policy
// did not run is left out, not guessed.
func targets(rep *Report) []Target {
	r, ok := rep.Summary(Rung)
	o, ok2 := rep.Summary(Oracle)
	if !ok || !ok2 {
		return nil
	}
	ratio := func(a, b int) float64 {
		if b == 0 {
			return 0
		}
		return float64(a) / float64(b)
	}
	var out []Target
	out = append(out, Target{Name: "success within 2 points of the oracle", Met: r.SuccessRate >= o.SuccessRate-2,
		Detail: fmt.Sprintf("rung %.1f%%, oracle %.1f%%", r.SuccessRate, o.SuccessRate)})
	if f, ok := rep.Summary(Floor); ok && f.Tokens > 0 {
		out = append(out, Target{Name: "tokens at most 1.2x the floor's", Met: r.Tokens <= f.Tokens*12/10,
			Detail: fmt.Sprintf("rung %d, floor %d (%.2fx), the least a policy that sees only the failures can spend; the oracle spends %d", r.Tokens, f.Tokens, ratio(r.Tokens, f.Tokens), o.Tokens)})
	}
	out = append(out, Target{Name: "tokens on the recoverable tasks at most 1.2x the oracle's", Met: r.RecoverableTokens <= o.RecoverableTokens*12/10,
		Detail: fmt.Sprintf("rung %d, oracle %d (%.2fx)", r.RecoverableTokens, o.RecoverableTokens, ratio(r.RecoverableTokens, o.RecoverableTokens))})
	out = append(out, Target{Name: "no duplicate side effects", Met: r.Duplicates == 0, Detail: fmt.Sprintf("%d duplicates", r.Duplicates)})
	for _, b := range []Policy{Naive, Backoff, Replan} {
		s, ok := rep.Summary(b)
		if !ok {
			continue
		}
		detail := fmt.Sprintf("wasted %d vs %d; success %.1f%% vs %.1f%%", r.Wasted, s.Wasted, r.SuccessRate, s.SuccessRate)
		if s.Tokens == 0 {
			out = append(out, Target{Name: "fewer wasted calls than " + string(b) + " at equal or better success",
				Met:    r.Wasted < s.Wasted && r.SuccessRate >= s.SuccessRate,
				Detail: detail + fmt.Sprintf("; tokens not compared: %s never asks the model", b)})
			continue
		}
		out = append(out, Target{Name: "strictly better than " + string(b) + " on tokens and wasted calls at equal or better success",
			Met:    r.Tokens < s.Tokens && r.Wasted < s.Wasted && r.SuccessRate >= s.SuccessRate,
			Detail: fmt.Sprintf("tokens %d vs %d; ", r.Tokens, s.Tokens) + detail})
	}
	return out
}
