package cli

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/ledger/dsn"
	"github.com/rungkit/rung/ledger/sqlite"
)

func init() {
	register("ledger", "inspect the idempotency ledger: ls, show KEY, reap, runs, resolve KEY", runLedger)
}

// ledgerNow is the CLI's clock for ages and lease states; tests pin it.
var ledgerNow = time.Now

const ledgerUsage = `Usage:
  rung ledger ls   [--ledger DSN] [--state pending|unknown|done] [--prefix P] [--after KEY] [--limit N] [--json]
  rung ledger show KEY [--ledger DSN] [--json]
  rung ledger reap [--ledger DSN] [--older-than D] [--retention D] [--json]
  rung ledger runs [--ledger DSN] [--limit N] [--json]
  rung ledger resolve KEY --applied [--output JSON] | --not-applied [--ledger DSN] [--json]

--ledger is a SQLite file path (default .rung/rung.db) or a postgres:// URL;
RUNG_LEDGER sets the default. reap deletes done entries completed more than
--older-than ago (never less than --retention, default 24h); pending and
unknown entries are never reaped. resolve records what you found about a key
whose call may have landed (unknown, or pending under a lapsed lease):
--applied if the effect exists (the key becomes done and is never called
again; --output gives the outcome later steps read), --not-applied if it
does not (the key is forgotten and a resume makes the call afresh). See
docs/ledger.md.
`

func runLedger(ctx context.Context, env *Env, args []string) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		io.WriteString(env.Stderr, ledgerUsage)
		if len(args) == 0 {
			return ExitUsage
		}
		return ExitOK
	}
	sub, args := args[0], args[1:]
	fs := flag.NewFlagSet("ledger "+sub, flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	fs.Usage = func() { io.WriteString(env.Stderr, ledgerUsage+"\nFlags:\n"); fs.PrintDefaults() }
	def := os.Getenv("RUNG_LEDGER")
	if def == "" {
		def = sqlite.DefaultPath
	}
	where := fs.String("ledger", def, "the ledger: a SQLite file path or a postgres:// URL")
	asJSON := fs.Bool("json", false, "print JSON instead of a table")
	var (
		state, prefix, after *string
		limit                *int
		olderThan, retention *time.Duration
		applied, notApplied  *bool
		output               *string
	)
	switch sub {
	case "ls":
		state = fs.String("state", "", "only entries in this state: pending, unknown or done")
		prefix = fs.String("prefix", "", "only keys with this prefix")
		after = fs.String("after", "", "only keys after this one (paging)")
		limit = fs.Int("limit", 100, "at most this many entries")
	case "runs":
		limit = fs.Int("limit", 100, "at most this many runs")
	case "reap":
		olderThan = fs.Duration("older-than", 0, "reap done entries completed more than this long ago (default: the retention)")
		retention = fs.Duration("retention", ledger.DefaultRetention, "the retention floor: nothing younger is reaped")
	case "show":
	case "resolve":
		applied = fs.Bool("applied", false, "the effect exists: store the key as done")
		notApplied = fs.Bool("not-applied", false, "the effect does not exist: forget the key so a resume calls afresh")
		output = fs.String("output", "", "with --applied: the outcome's output as JSON (default {\"reconciled\":\"applied\"})")
	default:
		fmt.Fprintf(env.Stderr, "rung ledger: unknown subcommand %q\n\n%s", sub, ledgerUsage)
		return ExitUsage
	}
	pos, err := ledgerParseArgs(fs, args)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return ExitOK
		}
		return ExitUsage
	}
	wantPos := 0
	if sub == "show" || sub == "resolve" {
		wantPos = 1
	}
	if len(pos) != wantPos {
		if wantPos == 1 {
			fmt.Fprintf(env.Stderr, "rung ledger %s: give exactly one KEY\n", sub)
		} else {
			fmt.Fprintf(env.Stderr, "rung ledger %s: unexpected argument %q\n", sub, pos[0])
		}
		return ExitUsage
	}
	var resolved json.RawMessage
	if sub == "resolve" {
		if *applied == *notApplied {
			fmt.Fprintln(env.Stderr, "rung ledger resolve: give exactly one of --applied and --not-applied")
			return ExitUsage
		}
		if *output != "" && !*applied {
			fmt.Fprintln(env.Stderr, "rung ledger resolve: --output goes with --applied")
			return ExitUsage
		}
		resolved = json.RawMessage(`{"reconciled":"applied"}`)
		if *output != "" {
			if !json.Valid([]byte(*output)) {
				fmt.Fprintf(env.Stderr, "rung ledger resolve: --output is not JSON: %q\n", *output)
				return ExitUsage
			}
			resolved = json.RawMessage(*output)
		}
	}
	if state != nil && *state != "" {
		switch ledger.EntryState(*state) {
		case ledger.EntryPending, ledger.EntryUnknown, ledger.EntryDone:
		default:
			fmt.Fprintf(env.Stderr, "rung ledger ls: --state %q: want pending, unknown or done\n", *state)
			return ExitUsage
		}
	}
	if dsn.Driver(*where) == "sqlite" {
		// Inspecting must not create an empty ledger where none was.
		if _, err := os.Stat(strings.TrimPrefix(*where, "file:")); err != nil && !strings.HasPrefix(*where, "file:") {
			fmt.Fprintf(env.Stderr, "rung ledger: no ledger at %s: %v\n", *where, err)
			return ExitFailure
		}
	}
	opts := ledger.Options{}
	if retention != nil {
		opts.Retention = *retention
	}
	store, err := dsn.Open(ctx, *where, opts)
	if err != nil {
		fmt.Fprintf(env.Stderr, "rung ledger: open %s: %v\n", dsn.Redact(*where), err)
		return ExitFailure
	}
	defer store.Close()

	switch sub {
	case "ls":
		entries, err := store.List(ctx, ledger.ListOptions{State: ledger.EntryState(*state), Prefix: *prefix, After: *after, Limit: *limit})
		if err != nil {
			fmt.Fprintf(env.Stderr, "rung ledger ls: %v\n", err)
			return ExitFailure
		}
		if *asJSON {
			return ledgerJSON(env, ledgerEntries(entries))
		}
		printLedgerEntries(env.Stdout, entries, ledgerNow())
	case "show":
		e, err := store.Get(ctx, pos[0])
		if errors.Is(err, ledger.ErrNotFound) {
			fmt.Fprintf(env.Stderr, "rung ledger show: no key %q in %s\n", pos[0], dsn.Redact(*where))
			return ExitFailure
		}
		if err != nil {
			fmt.Fprintf(env.Stderr, "rung ledger show: %v\n", err)
			return ExitFailure
		}
		if *asJSON {
			return ledgerJSON(env, e)
		}
		printLedgerEntry(env.Stdout, e, ledgerNow())
	case "reap":
		floor := opts.RetentionFloor()
		eff := max(*olderThan, floor)
		n, err := store.Reap(ctx, eff)
		if err != nil {
			fmt.Fprintf(env.Stderr, "rung ledger reap: %v\n", err)
			return ExitFailure
		}
		if *asJSON {
			return ledgerJSON(env, map[string]any{"reaped": n, "older_than": eff.String(), "older_than_ms": eff.Milliseconds()})
		}
		fmt.Fprintf(env.Stdout, "reaped %d done %s completed more than %s ago; pending and unknown entries are kept\n", n, ledgerPlural(n, "entry", "entries"), rung.DurationText(eff))
	case "resolve":
		key := pos[0]
		err := store.Resolve(ctx, key, *applied, rung.Outcome{Output: resolved})
		switch {
		case errors.Is(err, ledger.ErrNotFound):
			fmt.Fprintf(env.Stderr, "rung ledger resolve: no key %q in %s\n", key, dsn.Redact(*where))
			return ExitFailure
		case errors.Is(err, ledger.ErrLeaseHeld):
			fmt.Fprintf(env.Stderr, "rung ledger resolve: %s: %v; wait for it to lapse (rung ledger show %s)\n", key, err, key)
			return ExitFailure
		case errors.Is(err, ledger.ErrAlreadyDone):
			fmt.Fprintf(env.Stderr, "rung ledger resolve: %s: %v; nothing to reconcile\n", key, err)
			return ExitFailure
		case err != nil:
			fmt.Fprintf(env.Stderr, "rung ledger resolve: %v\n", err)
			return ExitFailure
		}
		verdict := "not-applied"
		if *applied {
			verdict = "applied"
		}
		if *asJSON {
			return ledgerJSON(env, map[string]any{"key": key, "resolved": verdict})
		}
		if *applied {
			fmt.Fprintf(env.Stdout, "%s: resolved as applied; the call will not be made again, and a resume continues after it\n", key)
		} else {
			fmt.Fprintf(env.Stdout, "%s: resolved as not applied; a resume makes the call afresh\n", key)
		}
	case "runs":
		runs, err := store.ListRuns(ctx, *limit)
		if err != nil {
			fmt.Fprintf(env.Stderr, "rung ledger runs: %v\n", err)
			return ExitFailure
		}
		if *asJSON {
			if runs == nil {
				runs = []ledger.RunSummary{}
			}
			return ledgerJSON(env, runs)
		}
		tw := tabwriter.NewWriter(env.Stdout, 0, 4, 2, ' ', 0)
		fmt.Fprintln(tw, "RUN\tSTEPS\tSTARTED\tLAST STEP")
		for _, r := range runs {
			fmt.Fprintf(tw, "%s\t%d\t%s\t%s\n", r.Run, r.Steps, r.First.Format(time.RFC3339), r.Last.Format(time.RFC3339))
		}
		tw.Flush()
	}
	return ExitOK
}

// ledgerParseArgs parses flags wherever they are among the positional
// arguments (rung ledger show KEY --json), as users type them.
func ledgerParseArgs(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		rest := fs.Args()
		if len(rest) == 0 {
			return pos, nil
		}
		if rest[0] == "--" {
			return append(pos, rest[1:]...), nil
		}
		pos = append(pos, rest[0])
		args = rest[1:]
	}
}

func ledgerEntries(es []ledger.Entry) []ledger.Entry {
	if es == nil {
		return []ledger.Entry{}
	}
	return es
}

func ledgerJSON(env *Env, v any) int {
	// Compact, so stored outputs print byte for byte as the ledger holds
	// them; pipe to jq for indentation.
	enc := json.NewEncoder(env.Stdout)
	if err := enc.Encode(v); err != nil {
		fmt.Fprintf(env.Stderr, "rung ledger: %v\n", err)
		return ExitFailure
	}
	return ExitOK
}

// ledgerState says a pending entry's lease has lapsed: its next claim is a
// takeover, as a replay.
func ledgerState(e ledger.Entry, now time.Time) string {
	if e.State == ledger.EntryPending && !now.Before(e.LeaseUntil) {
		return "pending (lease lapsed)"
	}
	return string(e.State)
}

func printLedgerEntries(w io.Writer, es []ledger.Entry, now time.Time) {
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "KEY\tSTATE\tAGE\tUPDATED\tTOKEN\tOUTCOME")
	for _, e := range es {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s ago\t%d\t%s\n", e.Key, ledgerState(e, now), ledgerAge(now.Sub(e.CreatedAt)), ledgerAge(now.Sub(e.UpdatedAt)), e.Token, ledgerOutcome(e, now))
	}
	tw.Flush()
}

func ledgerOutcome(e ledger.Entry, now time.Time) string {
	switch {
	case e.Outcome != nil && e.Outcome.Failure != nil:
		return "failed: " + ledgerOneLine(e.Outcome.Failure.Error(), 60)
	case e.Outcome != nil:
		return "ok " + ledgerOneLine(string(e.Outcome.Output), 60)
	case e.State == ledger.EntryUnknown:
		return "unknown: replay behind the key or reconcile"
	case now.Before(e.LeaseUntil):
		return "in flight, lease " + ledgerAge(e.LeaseUntil.Sub(now)) + " left"
	default:
		return "lease lapsed: the next claim replays"
	}
}

func printLedgerEntry(w io.Writer, e ledger.Entry, now time.Time) {
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	row := func(k, v string) { fmt.Fprintf(tw, "%s\t%s\n", k, v) }
	row("key", e.Key)
	row("state", ledgerState(e, now))
	row("fingerprint", e.Fingerprint)
	row("token", fmt.Sprint(e.Token))
	row("replay", fmt.Sprint(e.Landed))
	row("created", e.CreatedAt.Format(time.RFC3339Nano)+" ("+ledgerAge(now.Sub(e.CreatedAt))+" ago)")
	row("updated", e.UpdatedAt.Format(time.RFC3339Nano)+" ("+ledgerAge(now.Sub(e.UpdatedAt))+" ago)")
	if e.State == ledger.EntryPending {
		row("lease until", e.LeaseUntil.Format(time.RFC3339Nano))
	}
	if e.Holder != nil {
		row("holder", e.Holder.String())
	}
	if o := e.Outcome; o != nil {
		row("outcome at", o.At.Format(time.RFC3339Nano))
		if o.Failure != nil {
			b, _ := json.Marshal(o.Failure)
			row("failure", string(b))
		}
		if o.Output != nil {
			row("output", string(o.Output))
		}
	} else {
		row("outcome", ledgerOutcome(e, now))
	}
	tw.Flush()
}

func ledgerAge(d time.Duration) string {
	switch {
	case d < 0:
		return "0s"
	case d < time.Minute:
		return d.Truncate(time.Second).String()
	case d < time.Hour:
		return d.Truncate(time.Minute).String()
	case d < 48*time.Hour:
		return fmt.Sprintf("%dh%02dm", int(d.Hours()), int(d.Minutes())%60)
	default:
		return fmt.Sprintf("%dd", int(d.Hours())/24)
	}
}

func ledgerOneLine(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}

func ledgerPlural(n int64, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
