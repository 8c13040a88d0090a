package rung_test

import (
	"encoding/json"
	"testing"

	"github.com/rungkit/rung"
)

var s3Tools = []rung.Tool{
	{Name: "s3.get", Identifying: []string{"bucket", "key"}},
	{Name: "s3.list", Identifying: []string{"bucket", "prefix"}},
	{Name: "warehouse.load", Identifying: []string{"table"}},
	{Name: "notify"}, // no identifying list: every argument identifies
}

func getPlan(extra map[string]any) *rung.Plan {
	args := map[string]any{"bucket": "vendor-drops", "key": "vendor/exports/2026-03-invoice.csv"}
	for k, v := range extra {
		args[k] = v
	}
	return &rung.Plan{Goal: "reconcile", Steps: []rung.Step{
		{ID: "fetch", Tool: "s3.get", Args: args},
		{ID: "load", Tool: "warehouse.load", Args: map[string]any{"table": "staging.vendor_invoice", "batch": 500}},
	}}
}

// TestFingerprintIgnoresCosmetics replays the 03:41 run of seed 002: plans
// 2 and 5 differ from plan 1 only in a region hint and a wait, which are not
// identifying, so all three fingerprint the same; plan 3 lists first.
func TestFingerprintIgnoresCosmetics(t *testing.T) {
	plan1 := rung.Fingerprint(getPlan(nil), s3Tools)
	if len(plan1) != 12 {
		t.Fatalf("fingerprint %q is not 12 hex digits", plan1)
	}
	renumbered := getPlan(nil)
	renumbered.Steps[0].ID, renumbered.Steps[0].Intent = "step-1", "get the export"
	renumbered.Steps[1].Args["batch"] = 50
	same := map[string]*rung.Plan{
		"region hint": getPlan(map[string]any{"region": "us-east-1"}),
		"wait first":  getPlan(map[string]any{"wait_s": 30}),
		"renumbered":  renumbered,
	}
	for name, p := range same {
		if got := rung.Fingerprint(p, s3Tools); got != plan1 {
			t.Errorf("%s: fingerprint %s, want plan 1's %s", name, got, plan1)
		}
	}
	plan3 := &rung.Plan{Steps: append([]rung.Step{{ID: "list", Tool: "s3.list", Args: map[string]any{"bucket": "vendor-drops", "prefix": "vendor/exports/"}}}, getPlan(nil).Steps...)}
	differ := map[string]*rung.Plan{
		"other key":   getPlan(map[string]any{"key": "vendor/exports/2026-02-invoice.csv"}),
		"list first":  plan3,
		"other order": {Steps: []rung.Step{getPlan(nil).Steps[1], getPlan(nil).Steps[0]}},
		"empty":       {},
	}
	for name, p := range differ {
		if got := rung.Fingerprint(p, s3Tools); got == plan1 {
			t.Errorf("%s: fingerprint equals plan 1's %s", name, plan1)
		}
	}
}

func TestFingerprintValues(t *testing.T) {
	fp := func(args map[string]any) string {
		return rung.Fingerprint(&rung.Plan{Steps: []rung.Step{{Tool: "notify", Args: args}}}, s3Tools)
	}
	var fromJSON map[string]any
	if err := json.Unmarshal([]byte(`{"n": 3, "to": ["a", "b"], "opts": {"y": 1, "x": [true, null]}}`), &fromJSON); err != nil {
		t.Fatal(err)
	}
	native := map[string]any{"opts": map[string]any{"x": []any{true, nil}, "y": 1}, "to": []string{"a", "b"}, "n": int64(3)}
	if fp(fromJSON) != fp(native) {
		t.Errorf("JSON-decoded and native arguments fingerprint differently")
	}
	if fp(map[string]any{"a": "1"}) == fp(map[string]any{"a": 1}) {
		t.Errorf("string \"1\" and number 1 fingerprint the same")
	}
	if fp(map[string]any{"a": "x", "b": ""}) == fp(map[string]any{"a": "", "b": "x"}) {
		t.Errorf("values moved between keys fingerprint the same")
	}
	if fp(map[string]any{"to": "ops"}) == fp(map[string]any{"to": "ops", "cc": "x"}) {
		t.Errorf("a tool without an identifying list ignored an argument")
	}
}

func TestSignature(t *testing.T) {
	get := &s3Tools[0]
	args := map[string]any{"bucket": "vendor-drops", "key": "vendor/exports/2026-03-invoice.csv", "region": "us-east-1"}
	f := rung.Premise(fail("NoSuchKey")).WithCode("aws", 404, "NoSuchKey")
	got := rung.SignatureOf("s3.get", f, args, get)
	want := rung.Signature{Tool: "s3.get", Class: "NoSuchKey", Target: "vendor-drops/vendor/exports/2026-03-invoice.csv"}
	if got != want {
		t.Errorf("SignatureOf = %v, want %v", got, want)
	}
	if got.String() != "(s3.get, NoSuchKey, vendor-drops/vendor/exports/2026-03-invoice.csv)" {
		t.Errorf("String = %s", got)
	}
	f2 := rung.Denied(fail("forbidden")).WithCode("http", 403, "").WithTarget("room-b")
	if got := rung.SignatureOf("book", f2, nil, nil); got != (rung.Signature{Tool: "book", Class: "http 403", Target: "room-b"}) {
		t.Errorf("SignatureOf with status and target = %v", got)
	}
	if got := rung.SignatureOf("notify", rung.Invalid(fail("x")), map[string]any{"b": 2, "a": "x"}, nil); got.Class != "invalid" || got.Target != "a=x,b=2" {
		t.Errorf("SignatureOf without identifying list = %v", got)
	}
}

func TestConvergence(t *testing.T) {
	var c rung.Convergence
	if n, rep := c.Plan("aaa"); n != 1 || rep != 0 {
		t.Fatalf("first plan = %d, %d", n, rep)
	}
	sig := rung.Signature{Tool: "s3.get", Class: "NoSuchKey", Target: "k"}
	if in := c.Failure(sig, rung.KindPremise); in != 0 {
		t.Errorf("first sighting recurs in %d", in)
	}
	if in := c.Failure(sig, rung.KindPremise); in != 0 {
		t.Errorf("second sighting in the same plan recurs in %d", in)
	}
	flaky := rung.Signature{Tool: "api", Class: "http 503"}
	c.Failure(flaky, rung.KindTransient)
	if n, rep := c.Plan("bbb"); n != 2 || rep != 0 {
		t.Fatalf("second plan = %d, %d", n, rep)
	}
	if in := c.Failure(flaky, rung.KindTransient); in != 0 {
		t.Errorf("a transient signature counted: recurs in %d", in)
	}
	if in := c.Failure(sig, rung.KindPremise); in != 1 {
		t.Errorf("signature in plan 2 recurs in %d, want 1", in)
	}
	if n, rep := c.Plan("aaa"); n != 3 || rep != 1 {
		t.Errorf("plan repeating plan 1 = %d, %d; want 3, 1", n, rep)
	}
}

func tenStepPlan() *rung.Plan {
	p := &rung.Plan{Goal: "backfill"}
	for i := 0; i < 10; i++ {
		p.Steps = append(p.Steps, rung.Step{ID: "s", Tool: "s3.get", Args: map[string]any{
			"bucket": "vendor-drops", "key": "vendor/exports/2026-03-invoice.csv", "region": "us-east-1", "attempt": i,
		}})
	}
	p.Steps[9].Tool = "notify"
	p.Steps[9].Args = map[string]any{"channel": "#ops", "text": "done", "opts": map[string]any{"urgent": false, "n": 2.5}}
	return p
}

func BenchmarkFingerprint10Steps(b *testing.B) {
	p := tenStepPlan()
	b.ReportAllocs()
	for b.Loop() {
		rung.Fingerprint(p, s3Tools)
	}
}
