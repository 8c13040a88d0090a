package ledger_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/rungkit/rung"
	"github.com/rungkit/rung/ledger"
)

func TestCompareRun(t *testing.T) {
	rec := func(i int, id, tool, hash string) ledger.StepRecord {
		return ledger.StepRecord{Index: i, StepID: id, Tool: tool, ArgsHash: hash, State: rung.StepDone}
	}
	recorded := []ledger.StepRecord{
		rec(0, "pick", "erp.pick", "h0"),
		rec(1, "create_po", "erp.create", "h1"),
		rec(2, "notify", "mail.send", "h2"),
	}
	for _, tc := range []struct {
		name string
		plan []ledger.PlanStep
		want []ledger.Divergence
	}{
		{
			name: "same plan",
			plan: []ledger.PlanStep{{ID: "pick", Tool: "erp.pick", ArgsHash: "h0"}, {ID: "create_po", Tool: "erp.create", ArgsHash: "h1"}, {ID: "notify", Tool: "mail.send", ArgsHash: "h2"}, {ID: "close", Tool: "erp.close", ArgsHash: ""}},
		},
		{
			name: "hashes unknown to the plan are not compared",
			plan: []ledger.PlanStep{{ID: "pick", Tool: "erp.pick", ArgsHash: ""}, {ID: "create_po", Tool: "erp.create", ArgsHash: ""}, {ID: "notify", Tool: "mail.send", ArgsHash: ""}},
		},
		{
			name: "renamed",
			plan: []ledger.PlanStep{{ID: "pick", Tool: "erp.pick", ArgsHash: "h0"}, {ID: "create_purchase_order", Tool: "erp.create", ArgsHash: "h1"}, {ID: "notify", Tool: "mail.send", ArgsHash: "h2"}},
			want: []ledger.Divergence{{Kind: ledger.DivergenceRenamed, Index: 1, StepID: "create_po", PlanIndex: 1, PlanStepID: "create_purchase_order"}},
		},
		{
			name: "reordered",
			plan: []ledger.PlanStep{{ID: "create_po", Tool: "erp.create", ArgsHash: "h1"}, {ID: "pick", Tool: "erp.pick", ArgsHash: "h0"}, {ID: "notify", Tool: "mail.send", ArgsHash: "h2"}},
			want: []ledger.Divergence{
				{Kind: ledger.DivergenceMoved, Index: 0, StepID: "pick", PlanIndex: 1, PlanStepID: "pick"},
				{Kind: ledger.DivergenceMoved, Index: 1, StepID: "create_po", PlanIndex: 0, PlanStepID: "create_po"},
			},
		},
		{
			name: "a step inserted before the record shifts it",
			plan: []ledger.PlanStep{{ID: "check", Tool: "erp.check", ArgsHash: ""}, {ID: "pick", Tool: "erp.pick", ArgsHash: "h0"}, {ID: "create_po", Tool: "erp.create", ArgsHash: "h1"}, {ID: "notify", Tool: "mail.send", ArgsHash: "h2"}},
			want: []ledger.Divergence{
				{Kind: ledger.DivergenceMoved, Index: 0, StepID: "pick", PlanIndex: 1, PlanStepID: "pick"},
				{Kind: ledger.DivergenceMoved, Index: 1, StepID: "create_po", PlanIndex: 2, PlanStepID: "create_po"},
				{Kind: ledger.DivergenceMoved, Index: 2, StepID: "notify", PlanIndex: 3, PlanStepID: "notify"},
			},
		},
		{
			name: "tool and arguments changed",
			plan: []ledger.PlanStep{{ID: "pick", Tool: "erp.pick2", ArgsHash: "h0"}, {ID: "create_po", Tool: "erp.create", ArgsHash: "other"}, {ID: "notify", Tool: "mail.send", ArgsHash: "h2"}},
			want: []ledger.Divergence{
				{Kind: ledger.DivergenceToolChanged, Index: 0, StepID: "pick", PlanIndex: 0, PlanStepID: "pick"},
				{Kind: ledger.DivergenceArgsChanged, Index: 1, StepID: "create_po", PlanIndex: 1, PlanStepID: "create_po"},
			},
		},
		{
			name: "missing",
			plan: []ledger.PlanStep{{ID: "pick", Tool: "erp.pick", ArgsHash: "h0"}},
			want: []ledger.Divergence{
				{Kind: ledger.DivergenceMissing, Index: 1, StepID: "create_po", PlanIndex: -1},
				{Kind: ledger.DivergenceMissing, Index: 2, StepID: "notify", PlanIndex: -1},
			},
		},
		{
			name: "another tool at the position is not a rename",
			plan: []ledger.PlanStep{{ID: "pick", Tool: "erp.pick", ArgsHash: "h0"}, {ID: "po", Tool: "erp.other", ArgsHash: "h1"}, {ID: "notify", Tool: "mail.send", ArgsHash: "h2"}},
			want: []ledger.Divergence{{Kind: ledger.DivergenceMissing, Index: 1, StepID: "create_po", PlanIndex: -1}},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := ledger.CompareRun(recorded, tc.plan)
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("CompareRun (-want +got):\n%s", diff)
			}
		})
	}
}

func TestPlanSteps(t *testing.T) {
	p := &rung.Plan{Steps: []rung.Step{{ID: "a", Tool: "t1", Args: map[string]any{"x": 1}}, {ID: "b", Tool: "t2"}}}
	got := ledger.PlanSteps(p, func(s rung.Step) string { return rung.RequestFingerprint(s.Tool, s.Args) })
	if len(got) != 2 || got[0].ID != "a" || got[0].ArgsHash == "" || got[0].ArgsHash == got[1].ArgsHash {
		t.Errorf("PlanSteps = %+v", got)
	}
}

func TestDivergenceString(t *testing.T) {
	for _, d := range []ledger.Divergence{
		{Kind: ledger.DivergenceRenamed, Index: 1, StepID: "a", PlanIndex: 1, PlanStepID: "b"},
		{Kind: ledger.DivergenceMoved, Index: 0, StepID: "a", PlanIndex: 2},
		{Kind: ledger.DivergenceToolChanged, StepID: "a"},
		{Kind: ledger.DivergenceArgsChanged, StepID: "a"},
		{Kind: ledger.DivergenceMissing, StepID: "a", PlanIndex: -1},
	} {
		if s := d.String(); s == "" || !strings.Contains(s, `"a"`) {
			t.Errorf("%v.String() = %q", d.Kind, s)
		}
	}
}
