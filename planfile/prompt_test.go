package planfile_test

import (
	"context"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/planfile"
)

// capture records the prompts the engine rendered and lets the file's
// planner answer.
type capture struct {
	rung.Planner
	mu      sync.Mutex
	repairs []rung.Prompt
	replans []rung.Prompt
}

func (c *capture) Plan(ctx context.Context, req rung.PlanRequest) (*rung.PlanResponse, error) {
	if req.Purpose == rung.PurposeReplan {
		c.mu.Lock()
		c.replans = append(c.replans, req.Prompt)
		c.mu.Unlock()
	}
	return c.Planner.Plan(ctx, req)
}

func (c *capture) Repair(ctx context.Context, req rung.RepairRequest) (*rung.RepairResponse, error) {
	c.mu.Lock()
	c.repairs = append(c.repairs, req.Prompt)
	c.mu.Unlock()
	return c.Planner.Repair(ctx, req)
}

const promptPlan = `goal: Backfill the daily revenue total for 2026-11-28 into the warehouse, marking the 27th's row as checked first.
budget: {deadline: 1m, tokens: 20000}
tools:
  sql: {driver: sqlite, dsn: "file:prompt_sizes?mode=memory&cache=shared"}
annotations:
  sql.exec:
    identifying: [query]
    rules:
      - {message: "no such column", kind: premise, reason: the warehouse schema changed}
    probes:
      - {tool: sql.query, args: {query: "SELECT name FROM pragma_table_info('orders')"}, about: which columns does orders have?}
  sql.query: {identifying: [query]}
plan:
  steps:
    - {id: setup, tool: sql.exec, intent: create the warehouse, args: {query: "DROP TABLE IF EXISTS orders"}}
    - {id: setup_orders, tool: sql.exec, intent: create the warehouse, args: {query: "CREATE TABLE orders (day TEXT, total_cents INTEGER)"}}
    - {id: setup_rows, tool: sql.exec, intent: create the warehouse, args: {query: "INSERT INTO orders VALUES ('2026-11-28', 4599), ('2026-11-28', 2500)"}}
    - {id: setup_reset, tool: sql.exec, intent: create the warehouse, args: {query: "DROP TABLE IF EXISTS daily"}}
    - {id: setup_daily, tool: sql.exec, intent: create the warehouse, args: {query: "CREATE TABLE daily (day TEXT, cents INTEGER)"}}
    - id: count
      tool: sql.query
      intent: count the day's orders
      args: {query: "SELEC count(*) AS n FROM orders WHERE day = '2026-11-28'"}
    - id: backfill
      tool: sql.exec
      intent: sum the day's orders into daily
      args: {query: "INSERT INTO daily SELECT day, sum(amount_cents) FROM orders WHERE day = '2026-11-28' GROUP BY day"}
planner:
  static:
    repairs:
      - when: {step: count, kind: invalid}
        set: {query: "SELECT count(*) AS n FROM orders WHERE day = '2026-11-28'"}
    replans:
      - when: {step: backfill, kind: premise, observation: total_cents}
        steps:
          - id: backfill_total
            tool: sql.exec
            args: {query: "INSERT INTO daily SELECT day, sum(total_cents) FROM orders WHERE day = '2026-11-28' GROUP BY day"}
`

// TestRepairPromptIsNarrow: on one run that repairs a step and later
// replans, the repair prompt carries only the failed step (intent,
// arguments), the verbatim error, the tool's schema and the budget line,
// and is a fraction of the replan prompt, which carries the goal, the
// completed steps and their outputs, the failure and the observations.
func TestRepairPromptIsNarrow(t *testing.T) {
	p, err := planfile.Parse(filepath.Join(t.TempDir(), "plan.yaml"), []byte(promptPlan))
	if err != nil {
		t.Fatal(err)
	}
	s, err := p.Open(context.Background(), planfile.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	c := &capture{Planner: s.Planner}
	e := s.Engine()
	e.Planner = c
	rep, err := e.Run(context.Background(), s.Plan)
	if err != nil || rep.Outcome != rung.OutcomeCompleted {
		t.Fatalf("run: %v %s %s", err, rep.Outcome, rep.Reason)
	}
	if len(c.repairs) != 1 || len(c.replans) != 1 {
		t.Fatalf("%d repair and %d replan prompts, want one of each", len(c.repairs), len(c.replans))
	}
	repair := c.repairs[0].System + c.repairs[0].User
	replan := c.replans[0].System + c.replans[0].User
	t.Logf("repair prompt %d bytes, replan prompt %d bytes (%.0f%%)", len(repair), len(replan), 100*float64(len(repair))/float64(len(replan)))
	if len(repair) >= len(replan) {
		t.Errorf("repair prompt %d bytes is not smaller than the replan prompt's %d", len(repair), len(replan))
	}
	for _, want := range []string{"count the day's orders", "SELEC count(*)", "SELEC does not begin a statement", "left"} {
		if !strings.Contains(c.repairs[0].User, want) {
			t.Errorf("repair prompt lacks %q:\n%s", want, c.repairs[0].User)
		}
	}
	for _, not := range []string{"Backfill the daily revenue", "setup", "create the warehouse", "backfill"} {
		if strings.Contains(c.repairs[0].User, not) {
			t.Errorf("repair prompt carries %q, which belongs to the broad context:\n%s", not, c.repairs[0].User)
		}
	}
	for _, want := range []string{"Backfill the daily revenue", "amount_cents", "total_cents", "left"} {
		if !strings.Contains(c.replans[0].User, want) {
			t.Errorf("replan prompt lacks %q", want)
		}
	}
}
