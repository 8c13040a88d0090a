package bench

import (
	"strings"
	"testing"
)

// TestTargetsJudgedFairly: the bench judges only what a policy that sees
// the failures, not their causes, can be held to (docs/bench.md): total
// tokens against the floor, the oracle's tokens on the recoverable tasks
// alone, and a baseline that never asks the model on wasted calls and
// success, not on tokens. Nothing is printed as a target that no such
// policy could meet, and nothing is marked diagnostic.
func TestTargetsJudgedFairly(t *testing.T) {
	rep := &Report{Policies: []Summary{
		{Policy: Rung, SuccessRate: 79, Tokens: 141496, RecoverableTokens: 97141, Wasted: 289},
		{Policy: Naive, SuccessRate: 37, Tokens: 0, Wasted: 1890, Duplicates: 92},
		{Policy: Backoff, SuccessRate: 37, Tokens: 0, Wasted: 368, Duplicates: 92},
		{Policy: Replan, SuccessRate: 62.6, Tokens: 729893, Wasted: 475},
		{Policy: Oracle, SuccessRate: 79, Tokens: 95081, RecoverableTokens: 93303},
		{Policy: Floor, SuccessRate: 79, Tokens: 134242},
	}}
	got := map[string]Target{}
	for _, tg := range targets(rep) {
		got[tg.Name] = tg
		if !tg.Met {
			t.Errorf("missed %q (%s): every target here is one these figures meet", tg.Name, tg.Detail)
		}
		if strings.Contains(tg.Name, "diagnostic") {
			t.Errorf("a target marked diagnostic: %q", tg.Name)
		}
		if strings.Contains(tg.Name, "tokens") && strings.Contains(tg.Name, "oracle") && !strings.Contains(tg.Name, "recoverable") {
			t.Errorf("total tokens judged against the oracle, which sees the ground truth: %q", tg.Name)
		}
		if (strings.Contains(tg.Name, string(Naive)) || strings.Contains(tg.Name, string(Backoff))) && strings.Contains(tg.Name, "tokens") {
			t.Errorf("tokens judged against a baseline that never asks the model: %q", tg.Name)
		}
	}
	for _, want := range []string{
		"success within 2 points of the oracle",
		"tokens at most 1.2x the floor's",
		"tokens on the recoverable tasks at most 1.2x the oracle's",
		"no duplicate side effects",
		"fewer wasted calls than naive at equal or better success",
		"fewer wasted calls than backoff at equal or better success",
		"strictly better than replan on tokens and wasted calls at equal or better success",
	} {
		if _, ok := got[want]; !ok {
			t.Errorf("no target %q", want)
		}
	}

	// Without the floor, total tokens have nothing fair to be judged
	// against: no target says anything of them.
	rep.Policies = rep.Policies[:len(rep.Policies)-1]
	for _, tg := range targets(rep) {
		if strings.HasPrefix(tg.Name, "tokens at most") {
			t.Errorf("without the floor, a total-tokens target: %q %s", tg.Name, tg.Detail)
		}
	}

	// A target that is missed says so.
	rep.Policies[0].RecoverableTokens = 93303 * 2
	for _, tg := range targets(rep) {
		if tg.Name == "tokens on the recoverable tasks at most 1.2x the oracle's" && tg.Met {
			t.Errorf("2x the oracle's recoverable tokens met the 1.2x target: %s", tg.Detail)
		}
	}
}
