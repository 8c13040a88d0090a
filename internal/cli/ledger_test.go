package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/rungkit/rung"
	"github.com/rungkit/rung/internal/pgtest"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/ledger/postgres"
	"github.com/rungkit/rung/ledger/sqlite"
	"github.com/rungkit/rung/rungtest"
)

func runLedgerCLI(t *testing.T, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var out, errb bytes.Buffer
	code = Main(context.Background(), append([]string{"ledger"}, args...), strings.NewReader(""), &out, &errb)
	return out.String(), errb.String(), code
}

// seedLedger leaves one key in each state, written a day and a half ago on
// a virtual clock, then one fresh pending key, and pins the CLI's clock.
func seedLedger(t *testing.T, l interface {
	rung.Ledger
	ledger.RunStore
}) {
	t.Helper()
	ctx := context.Background()
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	c, err := l.Claim(ctx, "run1/charge", "fp1", time.Minute)
	must(err)
	must(l.Complete(ctx, "run1/charge", c.Token, rung.Outcome{Output: json.RawMessage(`{"charge":"ch_1"}`)}))
	c, err = l.Claim(ctx, "run1/email", "fp2", time.Minute)
	must(err)
	must(l.MarkUnknown(ctx, "run1/email", c.Token))
	c, err = l.Claim(ctx, "run1/refund", "fp3", time.Minute)
	must(err)
	must(l.Complete(ctx, "run1/refund", c.Token, rung.Outcome{Failure: rung.Invalid(errors.New("402 card declined"))}))
	must(l.SaveStep(ctx, "run1", ledger.StepRecord{Index: 0, StepID: "charge", Tool: "pay", State: rung.StepDone}))
	t.Cleanup(func() { ledgerNow = time.Now })
	ledgerNow = func() time.Time { return rungtest.Epoch.Add(36 * time.Hour) }
}

func TestLedgerCommandSQLite(t *testing.T) {
	path := filepath.Join(t.TempDir(), "rung.db")
	l, err := sqlite.Open(context.Background(), path, ledger.Options{Clock: rungtest.NewClock(time.Time{})})
	if err != nil {
		t.Fatal(err)
	}
	seedLedger(t, l)
	l.Close()
	testLedgerCommand(t, path, true)
}

func TestLedgerCommandPostgres(t *testing.T) {
	url := pgtest.URL(t)
	l, err := postgres.Open(context.Background(), url, ledger.Options{Clock: rungtest.NewClock(time.Time{})})
	if err != nil {
		t.Fatal(err)
	}
	seedLedger(t, l)
	l.Close()
	testLedgerCommand(t, url, false)
}

func testLedgerCommand(t *testing.T, where string, reap bool) {
	out, stderr, code := runLedgerCLI(t, "ls", "--ledger", where)
	if code != ExitOK {
		t.Fatalf("ls: exit %d, stderr %q", code, stderr)
	}
	want := `KEY          STATE    AGE     UPDATED     TOKEN  OUTCOME
run1/charge  done     36h00m  36h00m ago  1      ok {"charge":"ch_1"}
run1/email   unknown  36h00m  36h00m ago  2      unknown: replay behind the key or reconcile
run1/refund  done     36h00m  36h00m ago  3      failed: invalid: 402 card declined
`
	if diff := cmp.Diff(want, out); diff != "" {
		t.Errorf("ls table (-want +got):\n%s", diff)
	}

	out, _, code = runLedgerCLI(t, "ls", "--ledger", where, "--state", "done", "--json")
	var entries []ledger.Entry
	if err := json.Unmarshal([]byte(out), &entries); err != nil || code != ExitOK {
		t.Fatalf("ls --json: exit %d, %v: %s", code, err, out)
	}
	if len(entries) != 2 || entries[0].Key != "run1/charge" || string(entries[0].Outcome.Output) != `{"charge":"ch_1"}` {
		t.Errorf("ls --state done --json = %+v", entries)
	}

	out, stderr, code = runLedgerCLI(t, "show", "run1/email", "--ledger", where, "--json")
	var e ledger.Entry
	if err := json.Unmarshal([]byte(out), &e); err != nil || code != ExitOK {
		t.Fatalf("show --json: exit %d, %v: %s %s", code, err, out, stderr)
	}
	if e.State != ledger.EntryUnknown || !e.Landed || e.Fingerprint != "fp2" {
		t.Errorf("show run1/email = %+v", e)
	}
	// The process that claimed a key is recorded with it (here this test).
	if self := ledger.ThisProcess(); e.Holder == nil || e.Holder.PID != self.PID || e.Holder.Host != self.Host {
		t.Errorf("show run1/email holder = %+v, want this process %+v", e.Holder, self)
	}
	out, _, code = runLedgerCLI(t, "show", "--ledger", where, "run1/refund")
	if code != ExitOK || !strings.Contains(out, `"kind":"invalid"`) || !strings.Contains(out, "state        done") {
		t.Errorf("show table: exit %d:\n%s", code, out)
	}
	if want := "holder       " + ledger.ThisProcess().String(); !strings.Contains(out, want) {
		t.Errorf("show table lacks %q:\n%s", want, out)
	}
	if _, stderr, code := runLedgerCLI(t, "show", "nope", "--ledger", where); code != ExitFailure || !strings.Contains(stderr, `no key "nope"`) {
		t.Errorf("show of a missing key: exit %d, stderr %q", code, stderr)
	}

	out, _, code = runLedgerCLI(t, "runs", "--ledger", where, "--json")
	var runs []ledger.RunSummary
	if err := json.Unmarshal([]byte(out), &runs); err != nil || code != ExitOK || len(runs) != 1 || runs[0].Run != "run1" {
		t.Errorf("runs --json: exit %d, %v: %s", code, err, out)
	}

	// resolve: refused on a key with an outcome, then run1/email (unknown)
	// resolved as applied with the output later steps read.
	if _, stderr, code := runLedgerCLI(t, "resolve", "run1/charge", "--applied", "--ledger", where); code != ExitFailure || !strings.Contains(stderr, "already has a stored outcome") {
		t.Errorf("resolve of a done key: exit %d, stderr %q", code, stderr)
	}
	if _, stderr, code := runLedgerCLI(t, "resolve", "run1/email", "--ledger", where); code != ExitUsage || !strings.Contains(stderr, "exactly one of --applied and --not-applied") {
		t.Errorf("resolve without a verdict: exit %d, stderr %q", code, stderr)
	}
	out, stderr, code = runLedgerCLI(t, "resolve", "run1/email", "--applied", "--output", `{"sent":true}`, "--ledger", where)
	if code != ExitOK || !strings.Contains(out, "resolved as applied") {
		t.Fatalf("resolve --applied: exit %d, %s %s", code, out, stderr)
	}
	out, _, _ = runLedgerCLI(t, "show", "run1/email", "--ledger", where, "--json")
	if err := json.Unmarshal([]byte(out), &e); err != nil || e.State != ledger.EntryDone || string(e.Outcome.Output) != `{"sent":true}` {
		t.Errorf("after resolve --applied, show = %s", out)
	}

	if !reap {
		return
	}
	// Reap runs on the wall clock, years after the virtual epoch: the done
	// entries go (run1/email among them, since it was resolved).
	out, stderr, code = runLedgerCLI(t, "reap", "--ledger", where, "--json")
	var r struct {
		Reaped    int64  `json:"reaped"`
		OlderThan string `json:"older_than"`
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil || code != ExitOK {
		t.Fatalf("reap --json: exit %d, %v: %s %s", code, err, out, stderr)
	}
	if r.Reaped != 2 || r.OlderThan != "24h0m0s" {
		t.Errorf("reap = %+v, want 2 reaped older than 24h", r)
	}
	out, _, _ = runLedgerCLI(t, "ls", "--ledger", where, "--json")
	if err := json.Unmarshal([]byte(out), &entries); err != nil || len(entries) != 1 || entries[0].Key != "run1/email" {
		t.Errorf("after reap, ls = %s", out)
	}
}

func TestLedgerCommandUsage(t *testing.T) {
	for _, args := range [][]string{
		{},
		{"frobnicate"},
		{"show"},
		{"show", "a", "b"},
		{"ls", "extra"},
		{"ls", "--state", "weird"},
		{"reap", "--older-than", "soon"},
	} {
		if _, _, code := runLedgerCLI(t, args...); code != ExitUsage {
			t.Errorf("rung ledger %v: exit %d, want %d", args, code, ExitUsage)
		}
	}
	if _, stderr, code := runLedgerCLI(t, "ls", "--ledger", filepath.Join(t.TempDir(), "none.db")); code != ExitFailure || !strings.Contains(stderr, "no ledger at") {
		t.Errorf("ls of a missing file: exit %d, stderr %q", code, stderr)
	}
}
