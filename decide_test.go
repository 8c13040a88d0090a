package rung_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/rungkit/rung"
)

var t0 = time.Date(2026, 3, 12, 3, 41, 0, 0, time.UTC)

type decideCase struct {
	name   string
	f      *rung.Failure
	step   rung.StepHistory
	run    rung.RunHistory
	budget rung.BudgetState
	policy rung.Policy
	want   rung.Action
	rule   string
}

func runDecideCases(t *testing.T, cases []decideCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := rung.Decide(t0, c.f, c.step, c.run, c.budget, c.policy)
			if got.Action != c.want || got.Rule != c.rule {
				t.Errorf("Decide = %v (rule %q), want %v (rule %q); reason: %s", got.Action, got.Rule, c.want, c.rule, got.Reason)
			}
			if got.Reason == "" {
				t.Error("Decide returned no reason")
			}
			if !strings.HasPrefix(got.Reason, c.rule) && got.Rule != rung.RuleKind {
				t.Errorf("reason %q does not name rule %q", got.Reason, got.Rule)
			}
		})
	}
}

func fail(msg string) error { return errors.New(msg) }

// TestDecideTriageTable reproduces the seven cases of the triage.py self-test
// in seed 004, on the zero Policy (three attempts, two repairs, the numbers
// of that script). Where the article and DESIGN.md disagree, DESIGN.md wins:
//
//   - "transport exhausted" (transient, attempts=4: the background preset's
//     three retries, seed 003's figure for a background job): the article aborts;
//     DESIGN.md says a transient failure that exhausts its retries falls to a
//     reroute or, with no alternative declared, a hand-back, because the
//     world is consistent (nothing was written). So the action here is
//     handback, and abort is kept for the uncertain world.
//   - "write with checkpoint": DESIGN.md requires the key to reach the
//     downstream as well as a checkpoint, so KeyAccepted is set, as the
//     triage CLI does whenever a checkpoint is given.
//   - "write without checkpoint": the failure is neither transient nor a
//     contract violation in the script, so its kind is unknown.
func TestDecideTriageTable(t *testing.T) {
	runDecideCases(t, []decideCase{
		{name: "transient read", f: rung.Transient(fail("timeout")),
			step: rung.StepHistory{Tool: "fetch", Attempts: 1}, want: rung.ActionRetry, rule: rung.RuleKind},
		{name: "transport exhausted", f: rung.Transient(fail("503")),
			step: rung.StepHistory{Tool: "fetch", Attempts: 4}, want: rung.ActionHandback, rule: rung.RuleKind},
		{name: "write with checkpoint", f: rung.Transient(fail("timeout")).WithEffect(rung.EffectPossible),
			step: rung.StepHistory{Tool: "charge", Attempts: 1, Checkpoint: "ckpt-17", KeyAccepted: true},
			want: rung.ActionReplay, rule: rung.RuleSideEffect},
		{name: "write without checkpoint", f: rung.Unknown(fail("connection closed")).WithEffect(rung.EffectPossible),
			step: rung.StepHistory{Tool: "charge", Attempts: 1}, want: rung.ActionAbort, rule: rung.RuleSideEffect},
		{name: "contract violation", f: rung.Invalid(fail("missing due_date")),
			step: rung.StepHistory{Tool: "extract", Attempts: 1}, want: rung.ActionRepair, rule: rung.RuleKind},
		{name: "repair exhausted", f: rung.Invalid(fail("missing due_date")),
			step: rung.StepHistory{Tool: "extract", Attempts: 3, Repairs: 2}, want: rung.ActionAbort, rule: rung.RulePoison},
		{name: "poison beats replay", f: rung.Invalid(fail("402 card declined")).WithEffect(rung.EffectPossible),
			step: rung.StepHistory{Tool: "charge", Attempts: 3, Repairs: 2, Checkpoint: "ckpt-17", KeyAccepted: true},
			want: rung.ActionAbort, rule: rung.RulePoison},
		// Beyond the script: the key must reach the downstream.
		{name: "checkpoint without key", f: rung.Transient(fail("timeout")).WithEffect(rung.EffectPossible),
			step: rung.StepHistory{Tool: "charge", Attempts: 1, Checkpoint: "ckpt-17"}, want: rung.ActionAbort, rule: rung.RuleSideEffect},
		{name: "replays spent", f: rung.Transient(fail("timeout")).WithEffect(rung.EffectPossible),
			step: rung.StepHistory{Tool: "charge", Attempts: 4, Replays: 3, Checkpoint: "ckpt-17", KeyAccepted: true},
			want: rung.ActionAbort, rule: rung.RuleSideEffect},
	})
}

// TestDecideBackfill follows seed 000's nightly backfill: the same step,
// three failures, three rungs, and the budgets falling upward.
func TestDecideBackfill(t *testing.T) {
	gateway := rung.Timeout(fail("504 Gateway Timeout")).WithCode("http", 504, "")
	tooLarge := rung.Invalid(fail("413 payload too large")).WithCode("http", 413, "")
	column := rung.Premise(fail(`column "revenue_net" not found`), "read_schema")
	probes := []rung.Call{{Tool: "describe_export", Args: map[string]any{"path": "q3"}}}
	runDecideCases(t, []decideCase{
		{name: "gateway timeout retries", f: gateway,
			step: rung.StepHistory{Tool: "load_rows", Attempts: 1}, want: rung.ActionRetry, rule: rung.RuleKind},
		{name: "persistent timeout falls to repair", f: gateway,
			step: rung.StepHistory{Tool: "load_rows", Attempts: 4}, want: rung.ActionRepair, rule: rung.RuleKind},
		{name: "persistent timeout with repairs spent hands back", f: gateway,
			step: rung.StepHistory{Tool: "load_rows", Attempts: 6, Repairs: 2}, want: rung.ActionHandback, rule: rung.RuleKind},
		{name: "payload too large repairs", f: tooLarge,
			step: rung.StepHistory{Tool: "load_rows", Attempts: 2}, want: rung.ActionRepair, rule: rung.RuleKind},
		{name: "column not found replans", f: column,
			step: rung.StepHistory{Tool: "load_rows", Attempts: 3, Repairs: 1}, want: rung.ActionReplan, rule: rung.RuleKind},
		{name: "premise with probes and nothing new probes first", f: column,
			step: rung.StepHistory{Tool: "load_rows", Attempts: 1, Probes: probes}, want: rung.ActionProbe, rule: rung.RuleKind},
		{name: "premise with a new observation replans", f: column,
			step: rung.StepHistory{Tool: "load_rows", Attempts: 1, Probes: probes}, run: rung.RunHistory{NewObservations: 1},
			want: rung.ActionReplan, rule: rung.RuleKind},
		{name: "probe budget spent replans", f: column,
			step: rung.StepHistory{Tool: "load_rows", Attempts: 1, Probes: probes}, run: rung.RunHistory{Probes: 3},
			want: rung.ActionReplan, rule: rung.RuleKind},
		{name: "repairs that changed the error fall to replan", f: tooLarge,
			step: rung.StepHistory{Tool: "load_rows", Attempts: 3, Repairs: 2, ErrorChanged: true}, want: rung.ActionReplan, rule: rung.RuleKind},
		{name: "repairs that did not are poison", f: tooLarge,
			step: rung.StepHistory{Tool: "load_rows", Attempts: 3, Repairs: 2}, want: rung.ActionAbort, rule: rung.RulePoison},
		{name: "replan budget spent hands back", f: column,
			step: rung.StepHistory{Tool: "load_rows", Attempts: 1}, run: rung.RunHistory{Replans: 3},
			want: rung.ActionHandback, rule: rung.RuleKind},
		{name: "signature seen in an earlier plan hands back", f: column,
			step: rung.StepHistory{Tool: "load_rows", Attempts: 1}, run: rung.RunHistory{Replans: 1, RecurringIn: 1, Signature: "(load_rows, premise, q3)"},
			want: rung.ActionHandback, rule: rung.RuleConvergence},
		{name: "transient failures never converge", f: gateway,
			step: rung.StepHistory{Tool: "load_rows", Attempts: 1}, run: rung.RunHistory{RecurringIn: 1},
			want: rung.ActionRetry, rule: rung.RuleKind},
	})
}

// TestDecideRestock follows seed 001's restocking agent: three failures of
// create_purchase_order, three responses.
func TestDecideRestock(t *testing.T) {
	runDecideCases(t, []decideCase{
		{name: "500 retries", f: rung.Transient(fail("500 Internal Server Error")).WithCode("http", 500, ""),
			step: rung.StepHistory{Tool: "create_purchase_order", Attempts: 1}, want: rung.ActionRetry, rule: rung.RuleKind},
		{name: "409 skips carrying the existing PO", f: rung.Conflict(fail("409 purchase order exists"), map[string]any{"po_id": "PO-7731"}),
			step: rung.StepHistory{Tool: "create_purchase_order", Attempts: 1}, want: rung.ActionSkip, rule: rung.RuleKind},
		{name: "expired contract replans", f: rung.Premise(fail("supplier contract inactive since 2026-09-19"), "select_supplier"),
			step: rung.StepHistory{Tool: "create_purchase_order", Attempts: 1}, want: rung.ActionReplan, rule: rung.RuleKind},
		{name: "unknown retries once", f: rung.Unknown(fail("upstream said no")),
			step: rung.StepHistory{Tool: "create_purchase_order", Attempts: 1}, want: rung.ActionRetry, rule: rung.RuleKind},
		{name: "unknown then premise", f: rung.Unknown(fail("upstream said no")),
			step: rung.StepHistory{Tool: "create_purchase_order", Attempts: 2}, want: rung.ActionReplan, rule: rung.RuleKind},
	})
}

// TestDecideScheduling follows seed 003's scheduling agent on the
// interactive preset, with its budgets.
func TestDecideScheduling(t *testing.T) {
	interactive := rung.Interactive()
	throttled := rung.Transient(fail("429 Too Many Requests")).WithCode("http", 429, "")
	roomB := rung.Denied(fail("403 booking Conference Room B requires facilities approval")).WithCode("http", 403, "")
	empty := rung.Ambiguous(fail("availability list is empty"))
	seconds := func(s int) rung.BudgetState {
		return rung.BudgetState{Deadline: t0.Add(time.Duration(s) * time.Second)}
	}
	runDecideCases(t, []decideCase{
		{name: "429 retries once", f: throttled, policy: interactive,
			step: rung.StepHistory{Tool: "book_room", Attempts: 1}, want: rung.ActionRetry, rule: rung.RuleKind},
		{name: "429 again hands back", f: throttled, policy: interactive,
			step: rung.StepHistory{Tool: "book_room", Attempts: 2}, want: rung.ActionHandback, rule: rung.RuleKind},
		{name: "429 again reroutes when an alternative is declared", f: throttled, policy: interactive,
			step: rung.StepHistory{Tool: "book_room", Attempts: 2, Alternatives: []string{"book_room_backup"}},
			want: rung.ActionReroute, rule: rung.RuleKind},
		{name: "background retries three times", f: throttled, policy: rung.Background(),
			step: rung.StepHistory{Tool: "book_room", Attempts: 3}, want: rung.ActionRetry, rule: rung.RuleKind},
		{name: "background hands back after three retries", f: throttled, policy: rung.Background(),
			step: rung.StepHistory{Tool: "book_room", Attempts: 4}, want: rung.ActionHandback, rule: rung.RuleKind},
		{name: "permission error hands back", f: roomB, policy: interactive,
			step: rung.StepHistory{Tool: "book_room", Attempts: 1}, want: rung.ActionHandback, rule: rung.RuleKind},
		{name: "permission error reroutes to a declared alternative", f: roomB, policy: interactive,
			step: rung.StepHistory{Tool: "book_room", Attempts: 1, Alternatives: []string{"book_without_room"}},
			want: rung.ActionReroute, rule: rung.RuleKind},
		{name: "alternative already tried hands back", f: roomB, policy: interactive,
			step: rung.StepHistory{Tool: "book_room", Attempts: 2, Reroutes: 1, Alternatives: []string{"book_without_room"}},
			want: rung.ActionHandback, rule: rung.RuleKind},
		{name: "too few seconds left hands back", f: throttled, policy: interactive, budget: seconds(3),
			step: rung.StepHistory{Tool: "book_room", Attempts: 1, Expected: 5 * time.Second},
			want: rung.ActionHandback, rule: rung.RuleBudget},
		{name: "enough seconds left retries", f: throttled, policy: interactive, budget: seconds(20),
			step: rung.StepHistory{Tool: "book_room", Attempts: 1, Expected: 5 * time.Second},
			want: rung.ActionRetry, rule: rung.RuleKind},
		{name: "retry-after beyond the deadline hands back", f: rung.RetryAfter(30*time.Second, fail("429")), policy: interactive,
			budget: seconds(20), step: rung.StepHistory{Tool: "book_room", Attempts: 1},
			want: rung.ActionHandback, rule: rung.RuleBudget},
		{name: "no tokens left for a repair hands back", f: rung.Invalid(fail("400 bad date")), policy: interactive,
			budget: rung.BudgetState{Limits: rung.Limits{Tokens: 8000}, Spent: rung.Spent{Tokens: 8000}},
			step:   rung.StepHistory{Tool: "book_room", Attempts: 1}, want: rung.ActionHandback, rule: rung.RuleBudget},
		{name: "ambiguous reroutes once", f: empty, policy: interactive,
			step: rung.StepHistory{Tool: "find_slots", Attempts: 1, Alternatives: []string{"find_slots_narrow"}},
			want: rung.ActionReroute, rule: rung.RuleKind},
		{name: "ambiguous after the reroute hands back", f: empty, policy: interactive,
			step: rung.StepHistory{Tool: "find_slots", Attempts: 2, Reroutes: 1, Alternatives: []string{"find_slots_other"}},
			want: rung.ActionHandback, rule: rung.RuleKind},
		{name: "ambiguous without alternative repairs once", f: empty,
			step: rung.StepHistory{Tool: "find_slots", Attempts: 1}, want: rung.ActionRepair, rule: rung.RuleKind},
		{name: "ambiguous after the repair hands back", f: empty,
			step: rung.StepHistory{Tool: "find_slots", Attempts: 2, Repairs: 1}, want: rung.ActionHandback, rule: rung.RuleKind},
		{name: "ambiguous after the repair hands back, not poison, interactively too", f: empty, policy: interactive,
			step: rung.StepHistory{Tool: "find_slots", Attempts: 2, Repairs: 1}, want: rung.ActionHandback, rule: rung.RuleKind},
	})
}

// TestDecideEvidence covers the rules that stop on evidence before a count
// runs out: an error that a repair left word for word unchanged, and an
// endpoint that failed twice running while an alternative is declared.
func TestDecideEvidence(t *testing.T) {
	rejected := rung.Invalid(fail("400 validation failed: range spans 90 days, at most 31 allowed")).WithCode("http", 400, "validation_error")
	down := rung.Transient(fail("503 Service Unavailable")).WithCode("http", 503, "")
	runDecideCases(t, []decideCase{
		{name: "error word for word after a repair is poison", f: rejected,
			step: rung.StepHistory{Tool: "submit", Attempts: 2, Repairs: 1, ErrorRepeated: true}, want: rung.ActionAbort, rule: rung.RulePoison},
		{name: "same signature, new message gets the second repair", f: rejected,
			step: rung.StepHistory{Tool: "submit", Attempts: 2, Repairs: 1}, want: rung.ActionRepair, rule: rung.RuleKind},
		{name: "a changed signature is not poison even when repeated", f: rejected,
			step: rung.StepHistory{Tool: "submit", Attempts: 2, Repairs: 1, ErrorChanged: true, ErrorRepeated: true}, want: rung.ActionRepair, rule: rung.RuleKind},
		{name: "an ambiguous result repeated hands back, it is not poison", f: rung.Ambiguous(fail("3 matches")),
			step: rung.StepHistory{Tool: "search", Attempts: 2, Repairs: 1, ErrorRepeated: true}, want: rung.ActionHandback, rule: rung.RuleKind},
		{name: "first transient failure retries even with an alternative", f: down,
			step: rung.StepHistory{Tool: "get", Attempts: 1, Alternatives: []string{"get_replica"}}, want: rung.ActionRetry, rule: rung.RuleKind},
		{name: "second transient failure reroutes to the alternative", f: down,
			step: rung.StepHistory{Tool: "get", Attempts: 2, Alternatives: []string{"get_replica"}}, want: rung.ActionReroute, rule: rung.RuleKind},
		{name: "second transient failure retries without an alternative", f: down,
			step: rung.StepHistory{Tool: "get", Attempts: 2}, want: rung.ActionRetry, rule: rung.RuleKind},
		{name: "the alternative failing retries within the budget", f: down,
			step: rung.StepHistory{Tool: "get_replica", Attempts: 3, Reroutes: 1, Alternatives: []string{"get_other"}}, want: rung.ActionRetry, rule: rung.RuleKind},
		{name: "no automatic reroute keeps retrying", f: down, policy: rung.Policy{Reroutes: -1},
			step: rung.StepHistory{Tool: "get", Attempts: 2, Alternatives: []string{"get_replica"}}, want: rung.ActionRetry, rule: rung.RuleKind},
	})
}

func TestDecideWait(t *testing.T) {
	p := rung.Policy{}
	d := rung.Decide(t0, rung.Transient(fail("503")), rung.StepHistory{Attempts: 2}, rung.RunHistory{}, rung.BudgetState{}, p)
	if d.Wait != 400*time.Millisecond || d.MinWait != 200*time.Millisecond {
		t.Errorf("second retry waits [%v, %v], want [200ms, 400ms]", d.MinWait, d.Wait)
	}
	d = rung.Decide(t0, rung.RetryAfter(7*time.Second, fail("429")), rung.StepHistory{Attempts: 1}, rung.RunHistory{}, rung.BudgetState{}, p)
	if d.Wait != 7*time.Second || d.MinWait != 7*time.Second {
		t.Errorf("Retry-After 7s waits [%v, %v], want exactly 7s", d.MinWait, d.Wait)
	}
	if got := p.Backoff(10); got != 10*time.Second {
		t.Errorf("Backoff(10) = %v, want the 10s cap", got)
	}
	if got := rung.Decide(t0, nil, rung.StepHistory{}, rung.RunHistory{}, rung.BudgetState{}, p).Action; got != rung.ActionHandback {
		t.Errorf("Decide(nil failure) = %v, want handback", got)
	}
}

func TestPolicyNegativeMeansNone(t *testing.T) {
	d := rung.Decide(t0, rung.Transient(fail("503")), rung.StepHistory{Attempts: 1}, rung.RunHistory{}, rung.BudgetState{}, rung.Policy{Retries: -1})
	if d.Action != rung.ActionHandback {
		t.Errorf("Retries: -1 gave %v, want handback", d.Action)
	}
}

func BenchmarkDecide(b *testing.B) {
	f := rung.Transient(fail("503")).WithCode("http", 503, "")
	step := rung.StepHistory{Tool: "fetch", Attempts: 1, Expected: time.Second}
	budget := rung.BudgetState{Limits: rung.Limits{Tokens: 10000}, Deadline: t0.Add(time.Minute)}
	b.ReportAllocs()
	for b.Loop() {
		rung.Decide(t0, f, step, rung.RunHistory{}, budget, rung.Policy{})
	}
}
