package mcpfault_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/rungkit/rung/mcpproxy/mcpfault"
)

// TestJournalResume: a server started on an existing journal continues its
// counts and its script where the last one stopped, as a restarted stdio
// server must for the proxy to see one upstream.
func TestJournalResume(t *testing.T) {
	journal := filepath.Join(t.TempDir(), "j.jsonl")
	cfg := mcpfault.Config{Transient: mcpfault.Burst(2, mcpfault.Reset), DropAnswers: 1, Cut: true, Journal: journal}

	first := newServer(t, cfg)
	cs := connectInMemory(t, first)
	if res := call(t, cs, mcpfault.ToolGetInvoice, map[string]any{"invoice": "in_1"}); !res.IsError {
		t.Fatal("call 1 of the burst succeeded")
	}
	if _, err := cs.CallTool(t.Context(), &mcp.CallToolParams{Name: mcpfault.ToolCreateCharge, Arguments: charge}); err == nil {
		t.Fatal("the cut charge was answered")
	}
	if err := first.Close(); err != nil {
		t.Fatal(err)
	}

	second := newServer(t, cfg)
	cs = connectInMemory(t, second)
	if res := call(t, cs, mcpfault.ToolGetInvoice, map[string]any{"invoice": "in_1"}); !res.IsError {
		t.Error("call 2 of the burst, on the restarted server, succeeded")
	}
	if res := call(t, cs, mcpfault.ToolGetInvoice, map[string]any{"invoice": "in_1"}); res.IsError {
		t.Errorf("call 3, after the burst: %s", text(res))
	}
	res := call(t, cs, mcpfault.ToolCreateCharge, charge)
	if res.IsError || structured(t, res)["id"] != "ch_0002" {
		t.Errorf("the re-issued charge: %s", text(res))
	}
	want := mcpfault.Counts{
		Calls:   map[string]int{mcpfault.ToolGetInvoice: 3, mcpfault.ToolCreateCharge: 2},
		Effects: map[string]int{mcpfault.ChargeKey("cus_1001", 2000, "usd"): 2},
		Dropped: map[string]int{mcpfault.ToolCreateCharge: 1},
	}
	if diff := cmp.Diff(want, second.Counts()); diff != "" {
		t.Errorf("server counts (-want +got):\n%s", diff)
	}
	second.Close()
	got, err := mcpfault.ReadJournal(journal)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("journal counts (-want +got):\n%s", diff)
	}
}

func TestJournalTornLines(t *testing.T) {
	dir := t.TempDir()
	whole := `{"tool":"create_charge","n":1,"outcome":"ok","effects":["k"]}` + "\n"
	torn := filepath.Join(dir, "torn-end.jsonl")
	if err := os.WriteFile(torn, []byte(whole+`{"tool":"create_ch`), 0o644); err != nil {
		t.Fatal(err)
	}
	c, err := mcpfault.ReadJournal(torn)
	if err != nil || c.Effects["k"] != 1 || c.Calls[mcpfault.ToolCreateCharge] != 1 {
		t.Errorf("a torn last line (a process killed mid-write): %+v, %v; want it skipped", c, err)
	}
	bad := filepath.Join(dir, "torn-middle.jsonl")
	if err := os.WriteFile(bad, []byte(whole+"{oops\n"+whole), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := mcpfault.ReadJournal(bad); err == nil || !strings.Contains(err.Error(), bad+":2") {
		t.Errorf("a torn line in the middle: %v, want an error naming %s:2", err, bad)
	}
}

func TestParseConfig(t *testing.T) {
	c, err := mcpfault.ParseConfig(`{"transient": ["unavailable", "internal_error"], "drop_answers": 1, "cut": true, "rate_limited": 2, "retry_after": 5, "denial": "eacces", "undeliverable": ["b"], "customers": ["cus_7"]}`)
	if err != nil {
		t.Fatal(err)
	}
	want := mcpfault.Config{Transient: []mcpfault.Transient{mcpfault.Unavailable, mcpfault.InternalError}, DropAnswers: 1, Cut: true,
		RateLimited: 2, RetryAfter: 5, Denial: mcpfault.EACCES, Undeliverable: []string{"b"}, Customers: []string{"cus_7"}}
	if diff := cmp.Diff(want, c, cmp.FilterPath(func(p cmp.Path) bool { return p.String() == "OnCall" }, cmp.Ignore())); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}

	file := filepath.Join(t.TempDir(), "faults.json")
	if err := os.WriteFile(file, []byte(`{"rate_limted": 2}`), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct{ in, want string }{
		{file, file + `: json: unknown field "rate_limted"`},
		{`{"transient": ["flaky"]}`, `transient[0]: unknown failure "flaky"`},
		{`{"denial": "nope"}`, `denial: unknown wording "nope"`},
		{`{"drop_answers": -1}`, "drop_answers: -1 is negative"},
		{`{"retry_after": "30s"}`, "retry_after"},
		{filepath.Join(t.TempDir(), "missing.json"), "missing.json: no such file"},
	} {
		if _, err := mcpfault.ParseConfig(tt.in); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("ParseConfig(%s): %v, want an error with %q", tt.in, err, tt.want)
		}
	}
	if _, err := mcpfault.New(mcpfault.Config{RateLimited: -2}); err == nil || !strings.Contains(err.Error(), "rate_limited") {
		t.Errorf("New with a negative count: %v", err)
	}
}

func TestMainRefusesBadInput(t *testing.T) {
	if got := mcpfault.Main([]string{`{"transient": ["flaky"]}`}); got != 2 {
		t.Errorf("bad config: exit %d, want 2", got)
	}
	if got := mcpfault.Main([]string{"a", "b"}); got != 2 {
		t.Errorf("two arguments: exit %d, want 2", got)
	}
}
