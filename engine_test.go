package rung_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/rungkit/rung"
	"github.com/rungkit/rung/rungtest"
)

func newEngine(clock *rungtest.Clock, tools ...rung.Tool) *rung.Engine {
	return &rung.Engine{Tools: tools, Clock: clock, Jitter: rungtest.Jitter(1), RunID: "run-1"}
}

func actions(r *rung.Report) []string {
	var out []string
	for _, a := range r.Actions {
		out = append(out, a.Action.String()+" "+a.Step)
	}
	return out
}

func states(r *rung.Report) []string {
	var out []string
	for _, s := range r.Steps {
		out = append(out, s.ID+" "+string(s.State))
	}
	return out
}

func TestEngineCompletes(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	a := rungtest.Returns(map[string]any{"id": "A-1"})
	b := rungtest.Returns("ok")
	e := newEngine(clock, a.Tool("make_a"), b.Tool("use_a", "ref"))
	rep, err := e.Run(context.Background(), &rung.Plan{Goal: "g", Steps: []rung.Step{
		{ID: "a", Tool: "make_a"},
		{ID: "b", Tool: "use_a", Args: map[string]any{"ref": "${a.id}", "note": "made ${a.id}"}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Outcome != rung.OutcomeCompleted || rep.ToolCalls != 2 || rep.Plans != 1 {
		t.Errorf("report = %s", rep.Text())
	}
	if got := b.Calls()[0].Args; !cmp.Equal(got, map[string]any{"ref": "A-1", "note": "made A-1"}) {
		t.Errorf("use_a got args %v", got)
	}
}

// TestEngineRestock is seed 001: a 500 is retried, a 409 is skipped with the
// existing purchase order carried forward to notify_receiving.
func TestEngineRestock(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	po := rungtest.Sequence(
		rungtest.Err(rung.Transient(errors.New("500 Internal Server Error")).WithCode("http", 500, "")),
		rungtest.Err(rung.Conflict(errors.New("409 purchase order for SKU-9 already exists"), map[string]any{"po_id": "PO-7731"})),
	)
	notify := rungtest.Returns("sent")
	e := newEngine(clock,
		rungtest.Returns(map[string]any{"supplier": "acme"}).Tool("select_supplier"),
		po.Tool("create_purchase_order", "sku"),
		notify.Tool("notify_receiving", "po"),
	)
	rep, err := e.Run(context.Background(), &rung.Plan{Goal: "restock SKU-9", Steps: []rung.Step{
		{ID: "select_supplier", Tool: "select_supplier"},
		{ID: "create_purchase_order", Tool: "create_purchase_order", Args: map[string]any{"sku": "SKU-9", "supplier": "${select_supplier.supplier}"}},
		{ID: "notify_receiving", Tool: "notify_receiving", Args: map[string]any{"po": "${create_purchase_order.po_id}"}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"retry create_purchase_order", "skip create_purchase_order"}, actions(rep)); diff != "" {
		t.Errorf("actions (-want +got):\n%s", diff)
	}
	if got := notify.Calls()[0].Args["po"]; got != "PO-7731" {
		t.Errorf("notify_receiving got po %v, want the existing PO-7731", got)
	}
	if diff := cmp.Diff([]string{"select_supplier done", "create_purchase_order skipped", "notify_receiving done"}, states(rep)); diff != "" {
		t.Errorf("states (-want +got):\n%s", diff)
	}
	if rep.Steps[1].Fact["po_id"] != "PO-7731" {
		t.Errorf("skipped step fact = %v", rep.Steps[1].Fact)
	}
}

func TestEngineToolPanicIsUnknownFailure(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	boom := rung.Tool{Name: "boom", Identifying: []string{}, Call: func(context.Context, map[string]any) (any, error) { panic("nil map write") }}
	e := newEngine(clock, boom)
	e.Policy = rung.Policy{Replans: -1}
	rep, err := e.Run(context.Background(), &rung.Plan{Steps: []rung.Step{{ID: "x", Tool: "boom"}}})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Outcome != rung.OutcomeHandback || rep.Failed == nil || !strings.Contains(rep.Failed.Message, "nil map write") || rep.Failed.Kind != rung.KindUnknown {
		t.Errorf("report:\n%s", rep.Text())
	}
	if diff := cmp.Diff([]string{"retry x", "handback x"}, actions(rep)); diff != "" {
		t.Errorf("actions (-want +got):\n%s", diff)
	}
}
