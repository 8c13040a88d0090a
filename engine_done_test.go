package rung_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"testing"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/rungtest"
)

// A run finds its completed steps by scanning them until it has a few, and
// by a map after: either way a step already done is not run again after a
// replan, an invalidated one is, and a reference reads the latest valid
// output. pads sets how many steps complete before the premise is
// falsified, so that the map is made before the invalidation (10), from a
// record that already holds an invalidated step (7), or never (0).
func TestCompletedStepsFoundAcrossReplan(t *testing.T) {
	for _, pads := range []int{0, 1, 6, 7, 10} {
		t.Run(strconv.Itoa(pads), func(t *testing.T) {
			var padCalls, selectCalls int
			pad := rungtest.Func(func(n int, args map[string]any) (any, error) {
				padCalls++
				return map[string]any{"n": args["i"]}, nil
			})
			sel := rungtest.Func(func(n int, args map[string]any) (any, error) {
				selectCalls++
				if args["exclude"] == "acme" {
					return map[string]any{"supplier": "globex"}, nil
				}
				return map[string]any{"supplier": "acme"}, nil
			})
			var ordered []any
			create := rungtest.Func(func(n int, args map[string]any) (any, error) {
				if args["supplier"] == "acme" {
					return nil, rung.Premise(errors.New("supplier contract inactive"), "select_supplier")
				}
				ordered = append(ordered, args["supplier"], args["first"])
				return map[string]any{"po_id": "PO-1"}, nil
			})
			steps := func(exclude string) []rung.Step {
				var s []rung.Step
				for i := range pads {
					s = append(s, rung.Step{ID: "pad" + strconv.Itoa(i), Tool: "pad", Args: map[string]any{"i": i}})
				}
				sa := map[string]any{"sku": "SKU-9"}
				if exclude != "" {
					sa["exclude"] = exclude
				}
				ca := map[string]any{"sku": "SKU-9", "supplier": "${select_supplier.supplier}"}
				if pads > 0 {
					ca["first"] = "${pad0.n}"
				}
				return append(s,
					rung.Step{ID: "select_supplier", Tool: "select_supplier", Args: sa},
					rung.Step{ID: "create_purchase_order", Tool: "create_purchase_order", Args: ca})
			}
			e := &rung.Engine{
				Tools: []rung.Tool{
					pad.Tool("pad", "i"), sel.Tool("select_supplier", "sku", "exclude"),
					create.Tool("create_purchase_order", "sku", "supplier"),
				},
				Planner: &rungtest.Planner{Plans: []rung.Plan{{Steps: steps("acme")}}},
				Clock:   rungtest.NewClock(rungtest.Epoch),
			}
			rep, err := e.Run(context.Background(), &rung.Plan{Goal: "restock", Steps: steps("")})
			if err != nil {
				t.Fatal(err)
			}
			if rep.Outcome != rung.OutcomeCompleted || rep.Plans != 2 {
				t.Fatalf("outcome %s after %d plans (%s), want completed after 2", rep.Outcome, rep.Plans, rep.Reason)
			}
			if padCalls != pads || selectCalls != 2 {
				t.Errorf("pad called %d times, select_supplier %d; want %d (done steps are kept) and 2 (the invalidated one is redone)", padCalls, selectCalls, pads)
			}
			want := []any{"globex", nil}
			if pads > 0 {
				want[1] = 0
			}
			if len(ordered) != 2 || ordered[0] != want[0] || ordered[1] != want[1] {
				t.Errorf("the order was placed with %v, want %v", ordered, want)
			}
		})
	}
}

// An engine with no observer fingerprints its first plan only when
// something reads it; the report says the same as an observed run's: a
// replan that repeats plan 1 is caught, and a run that does not complete
// lists its plans' fingerprints.
func TestFirstPlanFingerprintWithoutObservers(t *testing.T) {
	plan := rung.Plan{Goal: "g", Steps: []rung.Step{
		{ID: "fetch", Tool: "s3.get", Args: map[string]any{"bucket": "vendor-drops", "key": "2026-03.csv"}},
	}}
	other := plan.Clone()
	other.Steps[0].Args["key"] = "2026-04.csv"
	for _, c := range []struct {
		name    string
		replans []rung.Plan
		want    int // plans in the report
	}{
		{"repeat", []rung.Plan{plan.Clone()}, 2},
		{"repeat after another", []rung.Plan{other, plan.Clone()}, 3},
		{"no planner", nil, 1},
	} {
		reports := map[bool]*rung.Report{}
		for _, observed := range []bool{false, true} {
			get := rungtest.Fails(rung.Premise(errors.New("NoSuchKey"))).Tool("s3.get", "bucket", "key")
			e := &rung.Engine{Tools: []rung.Tool{get}, Clock: rungtest.NewClock(rungtest.Epoch), RunID: "r"}
			if c.replans != nil {
				e.Planner = &rungtest.Planner{Plans: c.replans}
			}
			if observed {
				e.Observers = []rung.Observer{rung.ObserverFunc(func(rung.Event) {})}
			}
			p := plan.Clone()
			rep, err := e.Run(context.Background(), &p)
			if err != nil {
				t.Fatal(err)
			}
			if rep.Outcome != rung.OutcomeHandback || rep.Plans != c.want {
				t.Fatalf("%s, observed %v: outcome %s after %d plans (%s), want a hand-back after %d", c.name, observed, rep.Outcome, rep.Plans, rep.Reason, c.want)
			}
			fp := rung.Fingerprint(&plan, e.Tools)
			if len(rep.Evidence.Plans) != c.want || rep.Evidence.Plans[0] != fp {
				t.Errorf("%s, observed %v: evidence plans %v, want %d starting with %s", c.name, observed, rep.Evidence.Plans, c.want, fp)
			}
			if c.replans != nil && (rep.Rule != rung.RuleConvergence || rep.Evidence.RepeatOf != 1 || rep.Evidence.Fingerprint != fp) {
				t.Errorf("%s, observed %v: rule %s, repeat of %d, fingerprint %s; want convergence on plan 1's %s", c.name, observed, rep.Rule, rep.Evidence.RepeatOf, rep.Evidence.Fingerprint, fp)
			}
			reports[observed] = rep
		}
		if a, b := reports[false].Text(), reports[true].Text(); a != b {
			t.Errorf("%s: the unobserved run's report differs from the observed one's:\n%s\n---\n%s", c.name, a, b)
		}
	}
}

// Engines reuse a run's working state for the next run: nothing a run
// returned or handed a planner may change when later runs go on, whatever
// they do.
func TestReportsOutliveLaterRuns(t *testing.T) {
	ok := rungtest.Returns(map[string]any{"v": 1}).Tool("ok")
	get := rungtest.Fails(rung.Premise(errors.New("NoSuchKey"))).Tool("s3.get", "bucket", "key")
	planner := &rungtest.Planner{Plans: []rung.Plan{{Steps: []rung.Step{{ID: "again", Tool: "ok"}}}}}
	e := &rung.Engine{Tools: []rung.Tool{ok, get}, Planner: planner, Clock: rungtest.NewClock(rungtest.Epoch)}
	plans := []rung.Plan{
		{Goal: "one", Steps: []rung.Step{{ID: "a", Tool: "ok"}}},
		{Goal: "fails", Steps: []rung.Step{{ID: "b", Tool: "s3.get", Args: map[string]any{"bucket": "x", "key": "y"}}}},
		{Goal: "two", Steps: []rung.Step{{ID: "c", Tool: "ok"}, {ID: "d", Tool: "ok", Args: map[string]any{"x": "${c.v}"}}}},
	}
	var reports []*rung.Report
	var texts []string
	for i := range 30 {
		p := plans[i%len(plans)].Clone()
		rep, err := e.Run(context.Background(), &p)
		if err != nil {
			t.Fatal(err)
		}
		if rep.Outcome != rung.OutcomeCompleted || rep.Plans > 1 {
			if len(rep.Evidence.Plans) != rep.Plans || slices.Contains(rep.Evidence.Plans, "") {
				t.Fatalf("run %d: %s after %d plans lists the fingerprints %q", i, rep.Outcome, rep.Plans, rep.Evidence.Plans)
			}
		}
		reports = append(reports, rep)
		texts = append(texts, rep.Text()+fmt.Sprint(rep.Steps, rep.Evidence))
	}
	reqs := fmt.Sprint(planner.PlanRequests()[0])
	for range 30 {
		p := plans[1].Clone()
		if _, err := e.Run(context.Background(), &p); err != nil {
			t.Fatal(err)
		}
	}
	for i, rep := range reports {
		if got := rep.Text() + fmt.Sprint(rep.Steps, rep.Evidence); got != texts[i] {
			t.Fatalf("report %d changed after later runs:\n%s\n---\n%s", i, texts[i], got)
		}
	}
	if got := fmt.Sprint(planner.PlanRequests()[0]); got != reqs {
		t.Errorf("the planner's first request changed after later runs:\n%s\n---\n%s", reqs, got)
	}
}
