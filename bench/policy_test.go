package bench

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/sim"
)

// handMade parses a scenario written for a test and pairs it with its truth.
func handMade(t *testing.T, yaml string, truth ...Injection) *Case {
	t.Helper()
	sc, err := sim.Parse(t.Name()+".yaml", []byte(yaml))
	if err != nil {
		t.Fatal(err)
	}
	c := &Case{Scenario: sc, Truth: Truth{Injections: truth, Recoverable: true}}
	for _, in := range truth {
		c.Truth.Recoverable = c.Truth.Recoverable && in.Recoverable
	}
	return c
}

// want is what a test expects of one policy's result; nil fields are not
// checked.
type want struct {
	outcome    string
	toolCalls  *int
	wasted     *int
	duplicates *int
	actions    []string
	tokens     string // "zero" or "some"
}

func n(v int) *int { return &v }

func check(t *testing.T, c *Case, p Policy, w want) Result {
	t.Helper()
	r, err := RunPolicy(context.Background(), c, p)
	if err != nil {
		t.Fatalf("%s: %v", p, err)
	}
	if r.Outcome != w.outcome {
		t.Errorf("%s: outcome %s (%s), want %s", p, r.Outcome, r.Reason, w.outcome)
	}
	for _, f := range []struct {
		name string
		got  int
		want *int
	}{{"tool calls", r.ToolCalls, w.toolCalls}, {"wasted calls", r.Wasted, w.wasted}, {"duplicate effects", r.Duplicates, w.duplicates}} {
		if f.want != nil && f.got != *f.want {
			t.Errorf("%s: %s = %d, want %d", p, f.name, f.got, *f.want)
		}
	}
	if w.actions != nil {
		if diff := cmp.Diff(w.actions, r.Actions); diff != "" {
			t.Errorf("%s: actions (-want +got):\n%s", p, diff)
		}
	}
	switch {
	case w.tokens == "zero" && r.Tokens != 0:
		t.Errorf("%s: %d tokens, want none", p, r.Tokens)
	case w.tokens == "some" && r.Tokens == 0:
		t.Errorf("%s: no tokens, want some", p)
	}
	return r
}

const timeoutAppliedYAML = `
name: hand-timeout-applied
seed: 3
goal: Charge order A-1, then tell ops.
budget: {deadline: 5m}
model:
  rules:
    - purpose: replan
      step: charge
      plan: {steps: [{id: charge, tool: pay.charge, args: {order: A-1, amount: "10.00"}}, {id: notify, tool: mail.send, args: {to: ops}}]}
tools:
  - name: pay.charge
    identifying: [order]
    side_effects: true
    accepts_idempotency_key: true
    latency: 300ms
    outcomes:
      - call: 1
        fail: {protocol: http, status: 504, message: 504 Gateway Timeout}
        effect_applied: true
        result: {charge: ch_1}
    result: {charge: ch_1}
  - name: mail.send
    identifying: [to]
    result: {sent: true}
plan:
  steps:
    - {id: charge, tool: pay.charge, args: {order: A-1, amount: "10.00"}}
    - {id: notify, tool: mail.send, args: {to: ops}}
`

// The charge times out after the downstream applied it: every loop that
// calls again without the idempotency key charges twice; rung replays
// behind the key; the oracle knows the charge landed.
func TestTimeoutAfterApply(t *testing.T) {
	c := handMade(t, timeoutAppliedYAML, Injection{Family: TimeoutApplied, Step: "charge", Tool: "pay.charge", Recoverable: true, How: HowReplay, Applied: true})
	check(t, c, Naive, want{outcome: "completed", toolCalls: n(3), duplicates: n(1), tokens: "zero"})
	check(t, c, Backoff, want{outcome: "completed", toolCalls: n(3), duplicates: n(1), tokens: "zero"})
	check(t, c, Replan, want{outcome: "completed", toolCalls: n(3), duplicates: n(1), tokens: "some"})
	check(t, c, Rung, want{outcome: "completed", toolCalls: n(3), duplicates: n(0), actions: []string{"replay"}, tokens: "zero"})
	check(t, c, RungInteractive, want{outcome: "completed", duplicates: n(0), actions: []string{"replay"}})
	check(t, c, Oracle, want{outcome: "completed", toolCalls: n(2), wasted: n(0), duplicates: n(0), tokens: "zero"})
}

const poisonYAML = `
name: hand-poison
seed: 4
goal: File report R-9.
budget: {deadline: 5m}
model:
  rules:
    - {purpose: repair, step: file, times: 1, args: {id: R-9, range: 31d}}
    - {purpose: repair, step: file, args: {id: R-9, range: 7d}}
    - purpose: replan
      step: file
      plan: {steps: [{id: file, tool: reports.file, args: {id: R-9, range: 90d}}]}
tools:
  - name: reports.file
    identifying: [id]
    latency: 200ms
    outcomes:
      - fail: {protocol: http, status: 400, code: validation_error, message: "400 Bad Request: validation failed: range spans 90 days, at most 31 allowed"}
    result: {ok: true}
plan:
  steps:
    - {id: file, tool: reports.file, args: {id: R-9, range: 90d}}
`

// Whatever the arguments, the report is refused: the oracle stops at the
// first failure and wastes nothing; rung repairs once, and aborts when the
// error comes back word for word (the floor does the same, since the first
// error reads like a fixable one);
// the backoff loop stops at the 400 (permanent); the naive loop and the
// replanner call again and again.
func TestPoison(t *testing.T) {
	c := handMade(t, poisonYAML, Injection{Family: InvalidPoison, Step: "file", Tool: "reports.file", Doomed: true, How: HowAbort})
	check(t, c, Oracle, want{outcome: "abort", toolCalls: n(1), wasted: n(0), tokens: "zero"})
	check(t, c, Rung, want{outcome: "abort", toolCalls: n(2), wasted: n(1), actions: []string{"repair", "abort"}, tokens: "some"})
	check(t, c, Floor, want{outcome: "abort", toolCalls: n(2), wasted: n(1), tokens: "some"})
	check(t, c, RungInteractive, want{outcome: "abort", toolCalls: n(2), wasted: n(1), actions: []string{"repair", "abort"}})
	check(t, c, Backoff, want{outcome: "failed", toolCalls: n(1), wasted: n(0)})
	check(t, c, Naive, want{outcome: "failed", toolCalls: n(1 + NaiveRetries), wasted: n(NaiveRetries)})
	check(t, c, Replan, want{outcome: "failed", toolCalls: n(1 + ReplanCap), wasted: n(ReplanCap), tokens: "some"})

	// The replanner resends the whole transcript: its second prompt is
	// longer than its first.
	s := newScript(c.Scenario)
	runReplan(s, c)
	if len(s.model) != ReplanCap || s.model[1].Tokens <= s.model[0].Tokens {
		t.Errorf("replan model calls = %+v, want %d growing", s.model, ReplanCap)
	}
}

const outageYAML = `
name: hand-outage
seed: 5
goal: Read stock of SKU-1.
budget: {deadline: 5m}
tools:
  - name: inv.get
    identifying: [sku]
    latency: 100ms
    alternatives: [inv.get_replica]
    outcomes:
      - fail: {protocol: http, status: 503, message: 503 Service Unavailable}
  - name: inv.get_replica
    identifying: [sku]
    latency: 100ms
    result: {stock: 4}
plan:
  steps:
    - {id: stock, tool: inv.get, args: {sku: SKU-1}}
`

// The primary is down for good and a replica is declared: after one retry
// rules out a blip, rung moves to the replica rather than spend two more
// retries on the primary.
func TestOutage(t *testing.T) {
	c := handMade(t, outageYAML, Injection{Family: Outage, Step: "stock", Tool: "inv.get", Doomed: true, Recoverable: true, How: HowReroute, Alternative: "inv.get_replica"})
	check(t, c, Oracle, want{outcome: "completed", toolCalls: n(2), wasted: n(0)})
	check(t, c, Rung, want{outcome: "completed", toolCalls: n(3), wasted: n(1), actions: []string{"retry", "reroute"}})
	check(t, c, RungInteractive, want{outcome: "completed", toolCalls: n(3), wasted: n(1), actions: []string{"retry", "reroute"}})
	check(t, c, Backoff, want{outcome: "failed", toolCalls: n(BackoffTries), wasted: n(BackoffTries - 1)})
	check(t, c, Naive, want{outcome: "failed", toolCalls: n(1 + NaiveRetries), wasted: n(NaiveRetries)})
}

const burstYAML = `
name: hand-burst
seed: 6
goal: Read stock of SKU-2.
budget: {deadline: 5m}
model:
  rules:
    - purpose: replan
      step: stock
      plan: {steps: [{id: stock, tool: inv.get, args: {sku: SKU-2}}]}
tools:
  - name: inv.get
    identifying: [sku]
    latency: 100ms
    outcomes:
      - {times: 2, fail: {protocol: http, status: 502, message: 502 Bad Gateway}}
    result: {stock: 9}
plan:
  steps:
    - {id: stock, tool: inv.get, args: {sku: SKU-2}}
`

// Two failed calls, then the service answers: waiting wastes nothing.
func TestTransientBurst(t *testing.T) {
	c := handMade(t, burstYAML, Injection{Family: Transient, Step: "stock", Tool: "inv.get", Recoverable: true, How: HowRetry, Burst: 2})
	check(t, c, Oracle, want{outcome: "completed", toolCalls: n(3), wasted: n(0), tokens: "zero"})
	check(t, c, Rung, want{outcome: "completed", toolCalls: n(3), wasted: n(0), actions: []string{"retry", "retry"}, tokens: "zero"})
	// One retry is the interactive budget, and no alternative is declared:
	// a wrong hand-back, by design of the preset.
	check(t, c, RungInteractive, want{outcome: "handback", toolCalls: n(2), actions: []string{"retry", "handback"}})
	check(t, c, Naive, want{outcome: "completed", toolCalls: n(3), wasted: n(0)})
	check(t, c, Backoff, want{outcome: "completed", toolCalls: n(3), wasted: n(0)})
	check(t, c, Replan, want{outcome: "completed", toolCalls: n(3), wasted: n(0), tokens: "some"})
}

func TestParsePolicies(t *testing.T) {
	got, err := ParsePolicies("rung-background, naive,naive")
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]Policy{Rung, Naive}, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	if _, err := ParsePolicies("rung,retry-forever"); err == nil {
		t.Error("an unknown policy was accepted")
	}
	all, _ := ParsePolicies("")
	if diff := cmp.Diff(Policies, all); diff != "" {
		t.Errorf("empty list (-want +got):\n%s", diff)
	}
}

const probeConflictYAML = `
name: hand-probe-conflict
seed: 7
goal: Register batch B-7, then load its orders.
budget: {deadline: 5m}
model:
  rules:
    - purpose: replan
      step: load
      when_contains: [orders_archive]
      plan: {steps: [{id: load, tool: wh.load, args: {table: orders_archive}}]}
    - purpose: replan
      step: register
      when_contains: [already exists]
      plan: {steps: [{id: load, tool: wh.load, args: {table: orders_2025}}]}
    - purpose: replan
      step: load
      plan: {steps: [{id: load, tool: wh.load, args: {table: orders_2025}}]}
tools:
  - name: reg.create
    identifying: [batch]
    side_effects: true
    accepts_idempotency_key: true
    outcomes:
      - fail: {protocol: http, status: 409, code: already_exists, message: "409 Conflict: batch B-7 already exists", fact: {batch: B-7}}
  - name: wh.load
    identifying: [table]
    probes: [{tool: wh.list_tables, args: {prefix: orders}}]
    outcomes:
      - args: {table: orders_2025}
        fail: {protocol: http, status: 404, code: NoSuchTable, message: "404 Not Found: table orders_2025 does not exist"}
    result: {rows: 12}
  - name: wh.list_tables
    identifying: [prefix]
    result: {tables: [orders_archive]}
plan:
  steps:
    - {id: register, tool: reg.create, args: {batch: B-7}}
    - {id: load, tool: wh.load, args: {table: orders_2025}}
`

// The batch exists already (skip it) and the table moved (a probe says
// where): rung and the oracle complete; the backoff loop stops at the 409;
// the replanner, which never probes, cannot find the table.
func TestProbeAndConflict(t *testing.T) {
	c := handMade(t, probeConflictYAML,
		Injection{Family: Conflict, Step: "register", Tool: "reg.create", Doomed: true, Recoverable: true, How: HowSkip},
		Injection{Family: PremiseProbe, Step: "load", Tool: "wh.load", Args: map[string]any{"table": "orders_2025"}, Doomed: true, Recoverable: true, How: HowReplan,
			Probe: &rung.Call{Tool: "wh.list_tables", Args: map[string]any{"prefix": "orders"}}})
	check(t, c, Rung, want{outcome: "completed", toolCalls: n(4), wasted: n(0), actions: []string{"skip", "probe", "replan"}, tokens: "some"})
	check(t, c, Oracle, want{outcome: "completed", toolCalls: n(4), wasted: n(0), tokens: "some"})
	check(t, c, Backoff, want{outcome: "failed", toolCalls: n(1), wasted: n(0), tokens: "zero"})
	check(t, c, Naive, want{outcome: "failed", toolCalls: n(1 + NaiveRetries), wasted: n(NaiveRetries)})
	check(t, c, Replan, want{outcome: "failed", wasted: n(ReplanCap - 1), tokens: "some"})
}
