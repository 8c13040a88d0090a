// Package tracetest runs small engine scenarios on a virtual clock whose
// traces show one known pattern each: a clean run, a healthy recovery, and
// one run per tell that rung doctor looks for. Tests of the trace writer,
// the OpenTelemetry observer and the doctor share them, so every consumer
// of the event stream is tested on the same real runs.
package tracetest

import (
	"context"
	"errors"
	"fmt"
	"sort"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/rungtest"
)

// Scenario is a named run.
type Scenario struct {
	Name string
	// Tell is the id of the doctor tell the run shows ("" for none).
	Tell string
	run  func(ctx context.Context, id string, obs ...rung.Observer) (*rung.Report, error)
}

// Run executes the scenario under its usual run id (its name and "-1"),
// sending its events to obs.
func (s Scenario) Run(ctx context.Context, obs ...rung.Observer) (*rung.Report, error) {
	return s.run(ctx, s.Name+"-1", obs...)
}

// RunAs executes the scenario under run id id: concurrent runs that share
// an observer need distinct ids.
func (s Scenario) RunAs(ctx context.Context, id string, obs ...rung.Observer) (*rung.Report, error) {
	return s.run(ctx, id, obs...)
}

// Scenarios returns every scenario, by name.
func Scenarios() []Scenario {
	out := make([]Scenario, 0, len(scenarios))
	for _, s := range scenarios {
		out = append(out, s)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// Get returns the scenario named name; it panics when there is none.
func Get(name string) Scenario {
	s, ok := scenarios[name]
	if !ok {
		panic("tracetest: no scenario " + name)
	}
	return s
}

var scenarios = map[string]Scenario{
	"clean":        {Name: "clean", run: clean},
	"recovered":    {Name: "recovered", run: recovered},
	"wall":         {Name: "wall", Tell: "retried-wall", run: wall},
	"loop":         {Name: "loop", Tell: "repeated-plan", run: loop},
	"recurring":    {Name: "recurring", Tell: "recurring-signature", run: recurring},
	"silent-skip":  {Name: "silent-skip", Tell: "skip-assumption", run: silentSkip},
	"deliberation": {Name: "deliberation", Tell: "deliberation", run: deliberation},
	"secrets":      {Name: "secrets", run: secrets},
	"replay":       {Name: "replay", run: replay},
}

func engine(id string, obs []rung.Observer, tools ...rung.Tool) *rung.Engine {
	return &rung.Engine{
		Tools: tools, Clock: rungtest.NewClock(rungtest.Epoch), Jitter: rungtest.Jitter(1),
		RunID: id, Observers: obs,
	}
}

// fixedPlanner answers plans in order, charging usage[i] for the i-th.
func fixedPlanner(plans []rung.Plan, usage []int) *rungtest.Planner {
	n := 0
	return &rungtest.Planner{PlanFunc: func(_ context.Context, req rung.PlanRequest) (*rung.PlanResponse, error) {
		if n >= len(plans) {
			return nil, rungtest.ErrNoAnswer
		}
		p, u := plans[n], usage[n]
		n++
		return &rung.PlanResponse{Plan: p, Usage: rung.Usage{InputTokens: u * 4 / 5, OutputTokens: u - u*4/5}}, nil
	}}
}

// clean: the planner writes a plan; every step succeeds.
func clean(ctx context.Context, id string, obs ...rung.Observer) (*rung.Report, error) {
	e := engine(id, obs,
		rungtest.Returns(map[string]any{"rows": 12}).Tool("db.query", "table"),
		rungtest.Returns(map[string]any{"url": "s3://reports/r.csv"}).Tool("s3.put", "bucket", "key"),
		rungtest.Returns("sent").Tool("mail.send", "to"),
	)
	e.Planner = fixedPlanner([]rung.Plan{{Goal: "weekly report", Steps: []rung.Step{
		{ID: "query", Tool: "db.query", Args: map[string]any{"table": "orders"}},
		{ID: "upload", Tool: "s3.put", Args: map[string]any{"bucket": "reports", "key": "r.csv"}},
		{ID: "mail", Tool: "mail.send", Args: map[string]any{"to": "ops@example.com", "link": "${upload.url}"}},
	}}}, []int{900})
	return e.RunGoal(ctx, "weekly report")
}

// recovered: a 503 retried twice, a repair that works, a conflict skipped
// with its fact carried forward; the run completes. Recoveries, no tells.
func recovered(ctx context.Context, id string, obs ...rung.Observer) (*rung.Report, error) {
	e := engine(id, obs,
		rungtest.FailThen(2, rung.Transient(errors.New("503 Service Unavailable")).WithCode("http", 503, ""), map[string]any{"supplier": "acme"}).Tool("select_supplier", "sku"),
		rungtest.Func(func(n int, args map[string]any) (any, error) {
			if args["from"] == "2026-01-01" {
				return nil, rung.Invalid(errors.New("400 Bad Request: date range too wide (max 90 days)")).WithCode("http", 400, "range_too_wide")
			}
			return map[string]any{"units": 40}, nil
		}).Tool("forecast", "sku"),
		rungtest.Fails(rung.Conflict(errors.New("409 Conflict: PO-7731 already covers SKU-9"), map[string]any{"po_id": "PO-7731"}).WithCode("http", 409, "duplicate_order")).Tool("create_po", "sku", "supplier"),
		rungtest.Returns("notified").Tool("notify_receiving", "po"),
	)
	e.Planner = &rungtest.Planner{Repairs: []map[string]any{{"sku": "SKU-9", "from": "2026-09-01"}}, Usage: &rung.Usage{InputTokens: 300, OutputTokens: 40}}
	return e.Run(ctx, &rung.Plan{Goal: "restock SKU-9", Steps: []rung.Step{
		{ID: "select_supplier", Tool: "select_supplier", Args: map[string]any{"sku": "SKU-9"}},
		{ID: "forecast", Tool: "forecast", Args: map[string]any{"sku": "SKU-9", "from": "2026-01-01"}},
		{ID: "create_po", Tool: "create_po", Args: map[string]any{"sku": "SKU-9", "supplier": "${select_supplier.supplier}", "po_id": "PO-NEW"}},
		{ID: "notify_receiving", Tool: "notify_receiving", Args: map[string]any{"po": "${create_po.po_id}"}},
	}})
}

func noSuchKey(key string) error {
	return rung.Premise(errors.New("404 Not Found: NoSuchKey: The specified key does not exist. vendor-drops/"+key)).
		WithCode("http", 404, "NoSuchKey").WithTarget("vendor-drops/" + key)
}

func fetchPlan(keys ...string) rung.Plan {
	p := rung.Plan{Goal: "load the March invoice"}
	for i, k := range keys {
		p.Steps = append(p.Steps, rung.Step{ID: fmt.Sprintf("fetch%d", i+1), Tool: "s3.get", Args: map[string]any{"bucket": "vendor-drops", "key": k}})
	}
	p.Steps = append(p.Steps, rung.Step{ID: "load", Tool: "db.load", Args: map[string]any{"table": "invoices"}})
	return p
}

// wall: the first error (NoSuchKey) already says the file is not there;
// four plans each try another key with the same tool, and the run hands back.
func wall(ctx context.Context, id string, obs ...rung.Observer) (*rung.Report, error) {
	get := rungtest.Func(func(n int, args map[string]any) (any, error) { return nil, noSuchKey(fmt.Sprint(args["key"])) })
	e := engine(id, obs, get.Tool("s3.get", "bucket", "key"), rungtest.Returns("ok").Tool("db.load", "table"))
	e.Policy.Replans = 5
	e.Planner = fixedPlanner([]rung.Plan{
		fetchPlan("2026-03-invoice.csv"), fetchPlan("2026-03/invoice.csv"),
		fetchPlan("invoice-2026-03.csv"), fetchPlan("exports/2026-03-invoice.csv"),
	}, []int{800, 900, 900, 900})
	return e.Run(ctx, ptr(fetchPlan("exports/invoice.csv")))
}

// loop: the replan proposes the plan that just failed.
func loop(ctx context.Context, id string, obs ...rung.Observer) (*rung.Report, error) {
	get := rungtest.Func(func(n int, args map[string]any) (any, error) { return nil, noSuchKey(fmt.Sprint(args["key"])) })
	e := engine(id, obs, get.Tool("s3.get", "bucket", "key"), rungtest.Returns("ok").Tool("db.load", "table"))
	e.Planner = fixedPlanner([]rung.Plan{fetchPlan("exports/invoice.csv")}, []int{700})
	return e.Run(ctx, ptr(fetchPlan("exports/invoice.csv")))
}

// recurring: a different plan meets the same failure signature.
func recurring(ctx context.Context, id string, obs ...rung.Observer) (*rung.Report, error) {
	get := rungtest.Func(func(n int, args map[string]any) (any, error) { return nil, noSuchKey(fmt.Sprint(args["key"])) })
	e := engine(id, obs, get.Tool("s3.get", "bucket", "key"), rungtest.Returns("ok").Tool("db.load", "table"),
		rungtest.Returns(map[string]any{"status": "ok"}).Tool("vendor.status", "vendor"))
	p2 := fetchPlan("exports/invoice.csv")
	p2.Steps = append([]rung.Step{{ID: "status", Tool: "vendor.status", Args: map[string]any{"vendor": "acme"}}}, p2.Steps...)
	e.Planner = fixedPlanner([]rung.Plan{p2}, []int{700})
	return e.Run(ctx, ptr(fetchPlan("exports/invoice.csv")))
}

// silentSkip: a conflict without a fact is skipped; a later step runs on
// and another asks for the skipped step's output, which never existed.
func silentSkip(ctx context.Context, id string, obs ...rung.Observer) (*rung.Report, error) {
	e := engine(id, obs,
		rungtest.Fails(rung.Conflict(errors.New("409 Conflict: an open purchase order already covers SKU-9"), nil).WithCode("http", 409, "duplicate_order")).Tool("create_po", "sku"),
		rungtest.Returns("ok").Tool("update_forecast", "sku"),
		rungtest.Returns("notified").Tool("notify_receiving", "po"),
	)
	return e.Run(ctx, &rung.Plan{Goal: "restock SKU-9", Steps: []rung.Step{
		{ID: "create_po", Tool: "create_po", Args: map[string]any{"sku": "SKU-9", "po_id": "PO-NEW"}},
		{ID: "update_forecast", Tool: "update_forecast", Args: map[string]any{"sku": "SKU-9"}},
		{ID: "notify_receiving", Tool: "notify_receiving", Args: map[string]any{"po": "${create_po.po_id}"}},
	}})
}

// deliberation: cheap work, expensive replans: three plans, most tokens on
// the two replans.
func deliberation(ctx context.Context, id string, obs ...rung.Observer) (*rung.Report, error) {
	get := rungtest.Func(func(n int, args map[string]any) (any, error) {
		if args["key"] == "exports/2026-03.csv" {
			return "a,b\n1,2\n", nil
		}
		return nil, noSuchKey(fmt.Sprint(args["key"]))
	})
	e := engine(id, obs, get.Tool("s3.get", "bucket", "key"), rungtest.Returns("ok").Tool("db.load", "table"))
	e.Planner = fixedPlanner([]rung.Plan{
		fetchPlan("exports/invoice.csv"), fetchPlan("invoice.csv"), fetchPlan("exports/2026-03.csv"),
	}, []int{1200, 6000, 7500})
	return e.RunGoal(ctx, "load the March invoice")
}

// Secrets lists the secrets the secrets scenario seeds into error messages,
// facts and probe arguments; none may reach a trace.
var Secrets = []string{
	"sk-proj-abcdefghijklmnopqrstuvwx1234",
	"AKIAIOSFODNN7EXAMPLE",
	"hunter2-correct-horse",
	"eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N",
	"ghp_abcdefghijklmnopqrstuvwxyz0123456789",
	"s3cr3t-url-token-77",
}

// secrets: tools whose errors, facts and probes carry credentials.
func secrets(ctx context.Context, id string, obs ...rung.Observer) (*rung.Report, error) {
	e := engine(id, obs,
		rungtest.FailThen(1, rung.Transient(errors.New("503 from https://api.example.com/v1?token=s3cr3t-url-token-77 with Authorization: Bearer sk-proj-abcdefghijklmnopqrstuvwx1234")).WithCode("http", 503, ""), "ok").Tool("api.call", "path"),
		rungtest.Fails(rung.Conflict(errors.New("409: user exists (password=hunter2-correct-horse)"),
			map[string]any{"user_id": "u-1", "password": "hunter2-correct-horse", "note": "aws AKIAIOSFODNN7EXAMPLE"}).WithCode("http", 409, "exists")).Tool("user.create", "name"),
		rungtest.Func(func(n int, args map[string]any) (any, error) {
			return nil, rung.Premise(errors.New("401 at postgres://admin:hunter2-correct-horse@db.internal/app: token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N expired"))
		}).Tool("db.write", "table"),
		rung.Tool{Name: "gh.status", Identifying: []string{}, Call: func(ctx context.Context, args map[string]any) (any, error) {
			return map[string]any{"seen": "ghp_abcdefghijklmnopqrstuvwxyz0123456789", "headers": map[string]any{"Authorization": "token ghp_abcdefghijklmnopqrstuvwxyz0123456789"}}, nil
		}},
	)
	// db.write's premise failure probes gh.status, then hands back (no planner).
	for i := range e.Tools {
		if e.Tools[i].Name == "db.write" {
			e.Tools[i].Probes = []rung.Call{{Tool: "gh.status", Args: map[string]any{"api_key": "sk-proj-abcdefghijklmnopqrstuvwx1234", "url": "https://x.example/?access_token=s3cr3t-url-token-77"}}}
		}
	}
	return e.Run(ctx, &rung.Plan{Goal: "onboard user with key AKIAIOSFODNN7EXAMPLE", Steps: []rung.Step{
		{ID: "call", Tool: "api.call", Args: map[string]any{"path": "/v1"}},
		{ID: "user", Tool: "user.create", Args: map[string]any{"name": "ann", "password": "hunter2-correct-horse"}},
		{ID: "write", Tool: "db.write", Args: map[string]any{"table": "users"}},
	}})
}

// replay: a side-effecting charge times out after landing; the engine
// replays it behind its idempotency key.
func replay(ctx context.Context, id string, obs ...rung.Observer) (*rung.Report, error) {
	charges := map[string]bool{}
	charge := rung.Tool{
		Name: "payments.charge", Identifying: []string{"order"}, SideEffects: true, AcceptsIdempotencyKey: true,
		Call: func(ctx context.Context, args map[string]any) (any, error) {
			key := rung.IdempotencyKey(ctx)
			if charges[key] {
				return map[string]any{"charge": "ch_1"}, nil
			}
			charges[key] = true
			return nil, rung.Timeout(errors.New("i/o timeout after the request was sent"))
		},
	}
	e := engine(id, obs, charge)
	e.Ledger = ledger.NewMemory(e.Clock.(*rungtest.Clock))
	return e.Run(ctx, &rung.Plan{Goal: "bill order 1001", Steps: []rung.Step{
		{ID: "charge", Tool: "payments.charge", Args: map[string]any{"order": "1001", "amount": 4200}},
	}})
}

func ptr[T any](v T) *T { return &v }
