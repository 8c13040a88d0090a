package cli

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/classify"
	"github.com/rungkit/rung/durable"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/ledger/dsn"
	"github.com/rungkit/rung/ledger/sqlite"
	"github.com/rungkit/rung/planfile"
	"github.com/rungkit/rung/trace"
)

func init() {
	register("run", "run a plan file (docs/plans.md) on the engine, with the ledger, a trace and a report", runRun)
	register("resume", "continue a stopped run from its checkpoints without re-running recorded steps", runResume)
}

// runsDir holds each run's trace and its run file (which plan it ran).
const runsDir = ".rung/runs"

// runFile is what `rung resume` needs to find a run's plan again.
type runFile struct {
	RunID   string    `json:"run_id"`
	Plan    string    `json:"plan"`
	Ledger  string    `json:"ledger"`
	Trace   string    `json:"trace,omitempty"`
	Started time.Time `json:"started"`
}

type runFlags struct {
	fs       *flag.FlagSet
	ledger   *string
	trace    *string
	asJSON   *bool
	markdown *string
	quiet    *bool
	classify *bool
}

func newRunFlags(name string, env *Env, usage string) *runFlags {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	f := &runFlags{fs: fs}
	f.ledger = fs.String("ledger", "", "the ledger and checkpoint store: a SQLite file path (default "+sqlite.DefaultPath+") or a postgres:// URL")
	f.trace = fs.String("trace", "", "write the JSONL trace here (default "+runsDir+"/RUNID.jsonl)")
	f.asJSON = fs.Bool("json", false, "print the report as JSON (docs/engine.md) instead of text")
	f.markdown = fs.String("markdown", "", "also write the report as Markdown to this file")
	f.quiet = fs.Bool("quiet", false, "no progress lines on standard error")
	f.classify = fs.Bool("classify-model", false, "ask the planner's model for the kind of a failure the presets cannot read, once per signature, cached in the ledger (as classify: {model: true} in the plan file)")
	fs.Usage = func() {
		fmt.Fprint(env.Stderr, usage)
		fs.PrintDefaults()
	}
	return f
}

const runUsage = `Usage: rung run [--ledger DSN] [--trace FILE] [--json] [--markdown FILE] [--quiet] [--classify-model] PLAN.yaml

Runs a plan file (docs/plans.md) on the engine: the ledger and the step
checkpoints in SQLite at .rung/rung.db by default, the trace in
.rung/runs/RUNID.jsonl, progress on standard error, the report on standard
output. Ctrl-C stops the run cleanly; a second Ctrl-C exits at once. Either
way, continue it with rung resume RUNID. Exit status: 0 completed, 3 handed
back (or stopped), 4 aborted, 1 error, 2 usage, 130 a second Ctrl-C.

Flags:
`

const resumeUsage = `Usage: rung resume [--plan PLAN.yaml] [--ledger DSN] [--trace FILE] [--json] [--markdown FILE] [--quiet] [--classify-model] RUNID

Continues a run that stopped (Ctrl-C, a crash, a hand-back) from its
checkpoints: steps it recorded as done are not run again. The plan is the
one the run recorded in .rung/runs/RUNID.json, or --plan. When the plan's
steps no longer match the record (a step renamed, reordered, calling
another tool), nothing runs and the report hands back with the divergences.
Exit status as rung run's.

Flags:
`

func runRun(ctx context.Context, env *Env, args []string) int {
	f := newRunFlags("run", env, runUsage)
	pos, err := parseAnywhere(f.fs, args)
	if err != nil {
		if err == flag.ErrHelp {
			return ExitOK
		}
		return ExitUsage
	}
	if len(pos) != 1 {
		f.fs.Usage()
		return ExitUsage
	}
	return execPlan(ctx, env, f, pos[0], "")
}

func runResume(ctx context.Context, env *Env, args []string) int {
	f := newRunFlags("resume", env, resumeUsage)
	planPath := f.fs.String("plan", "", "the plan file to resume with (default: the one the run recorded)")
	pos, err := parseAnywhere(f.fs, args)
	if err != nil {
		if err == flag.ErrHelp {
			return ExitOK
		}
		return ExitUsage
	}
	if len(pos) != 1 {
		f.fs.Usage()
		return ExitUsage
	}
	id := pos[0]
	if dsn.Driver(*f.ledger) == "memory" {
		fmt.Fprintf(env.Stderr, "rung resume: the memory: ledger keeps nothing once its process ends: there is nothing to resume run %s from\n", id)
		return ExitUsage
	}
	if *planPath == "" {
		rf, err := readRunFile(id)
		if err != nil {
			fmt.Fprintf(env.Stderr, "rung resume: %v (give the plan with --plan)\n", err)
			return ExitFailure
		}
		*planPath = rf.Plan
		if *f.ledger == "" {
			if dsn.Driver(rf.Ledger) == "memory" {
				// Running it again from the start on a fresh ledger could
				// repeat its side effects: the keys are gone.
				fmt.Fprintf(env.Stderr, "rung resume: run %s used the memory: ledger, which kept nothing when it ended: there is nothing to resume from, and its idempotency keys are gone (run the plan again with rung run only if repeating its side effects is safe)\n", id)
				return ExitFailure
			}
			if dsn.Driver(rf.Ledger) != "sqlite" {
				// Its URL was recorded without the password: resuming on
				// the default SQLite ledger would lose the run's keys.
				fmt.Fprintf(env.Stderr, "rung resume: run %s used the ledger %s: name it with --ledger\n", id, rf.Ledger)
				return ExitUsage
			}
			*f.ledger = rf.Ledger
		}
	}
	return execPlan(ctx, env, f, *planPath, id)
}

func readRunFile(id string) (*runFile, error) {
	if strings.ContainsAny(id, `/\`) || id == "" || id == "." || id == ".." {
		return nil, fmt.Errorf("%q is not a run id", id)
	}
	b, err := os.ReadFile(filepath.Join(runsDir, id+".json"))
	if err != nil {
		return nil, fmt.Errorf("no run file for %s: %w", id, err)
	}
	var rf runFile
	if err := json.Unmarshal(b, &rf); err != nil {
		return nil, fmt.Errorf("%s: %w", filepath.Join(runsDir, id+".json"), err)
	}
	return &rf, nil
}

// newRunID names a run: its start time and a random suffix, so runs started
// in the same second on several machines sharing a ledger stay distinct.
func newRunID(now time.Time) string {
	var b [3]byte
	_, _ = rand.Read(b[:])
	return "run-" + now.UTC().Format("20060102T150405Z") + "-" + hex.EncodeToString(b[:])
}

// execPlan runs (resumeID empty) or resumes the plan file at path.
func execPlan(ctx context.Context, env *Env, f *runFlags, path, resumeID string) int {
	name := "rung run"
	if resumeID != "" {
		name = "rung resume"
	}
	pf, err := planfile.Load(path)
	if err != nil {
		if why := wrongKind(path, true); why != "" {
			fmt.Fprintf(env.Stderr, "%s: %s\n", name, why)
			return ExitUsage
		}
		fmt.Fprintf(env.Stderr, "%s: %v\n", name, err)
		return ExitFailure
	}
	where := *f.ledger
	if where == "" {
		where = sqlite.DefaultPath
	}
	store, err := dsn.Open(ctx, where, ledger.Options{})
	if err != nil {
		fmt.Fprintf(env.Stderr, "%s: opening the ledger %s: %v\n", name, dsn.Redact(where), err)
		return ExitFailure
	}
	defer store.Close()
	setup, err := pf.Open(ctx, planfile.Options{In: env.Stdin, Out: env.Stderr})
	if err != nil {
		fmt.Fprintf(env.Stderr, "%s: %v\n", name, err)
		return ExitFailure
	}
	defer setup.Close()
	cls, err := setup.Classifier(&classify.Chain{}, store, *f.classify)
	if err != nil {
		fmt.Fprintf(env.Stderr, "%s: %v\n", name, err)
		return ExitFailure
	}

	id := resumeID
	if id == "" {
		id = newRunID(time.Now())
	}
	_, rerr := readRunFile(id)
	known := resumeID != "" && rerr == nil
	tf, tracePath, err := createTrace(*f.trace, id, resumeID != "")
	if err != nil {
		fmt.Fprintf(env.Stderr, "%s: %v\n", name, err)
		return ExitFailure
	}
	defer tf.Close()
	tw := trace.NewWriter(tf)
	if resumeID == "" {
		if err := writeRunFile(runFile{RunID: id, Plan: absPath(path), Ledger: dsn.Redact(where), Trace: tracePath, Started: time.Now().UTC()}); err != nil {
			fmt.Fprintf(env.Stderr, "%s: %v\n", name, err)
			return ExitFailure
		}
	}

	noteRun(ctx, interruptedRun{command: name, id: id, resumable: dsn.Driver(where) != "memory", flush: tw.Flush})
	e := setup.Engine()
	e.RunID = id
	e.Ledger = store
	e.Checkpoints = durable.New(store)
	e.Health = ledger.HealthOf(store) // the breakers every run on this ledger shares (docs/fleet.md)
	e.Classifier = cls
	e.Observers = []rung.Observer{tw}
	if !*f.quiet {
		e.Observers = append(e.Observers, newProgress(env.Stderr, len(setup.Plan.Steps)))
	}

	// --quiet leaves only errors on stderr: the run's id, ledger and trace
	// are in the report (and the run file), so the header is news only to
	// someone watching.
	notef := func(format string, a ...any) {
		if !*f.quiet {
			fmt.Fprintf(env.Stderr, format, a...)
		}
	}
	var rep *rung.Report
	if resumeID == "" {
		notef("%s: %s: run %s (ledger %s, trace %s)\n", name, pf.Name, id, dsn.Redact(where), tracePath)
		rep, err = e.Run(ctx, setup.Plan)
	} else {
		notef("%s: %s: resuming run %s (ledger %s, trace %s)\n", name, pf.Name, id, dsn.Redact(where), tracePath)
		rep, err = e.Resume(ctx, id, setup.Plan)
		if errors.Is(err, rung.ErrNoRun) && known {
			// The run stopped before any step completed: start it again
			// under its own id, so that its ledger keys still deduplicate
			// a side effect that landed.
			notef("%s: run %s recorded no completed step; running it again from the start\n", name, id)
			rep, err = e.Run(ctx, setup.Plan)
		}
	}
	if cerr := tw.Close(); cerr != nil {
		fmt.Fprintf(env.Stderr, "%s: writing the trace: %v\n", name, cerr)
	}
	if rep == nil {
		if errors.Is(err, rung.ErrNoRun) {
			fmt.Fprintf(env.Stderr, "%s: run %s has no checkpoints in %s\n", name, id, dsn.Redact(where))
		} else {
			fmt.Fprintf(env.Stderr, "%s: %v\n", name, err)
		}
		return ExitFailure
	}
	if err := writeReport(env.Stdout, rep, *f.asJSON, *f.markdown); err != nil {
		fmt.Fprintf(env.Stderr, "%s: %v\n", name, err)
		return ExitFailure
	}
	if *f.quiet && rep.Outcome != rung.OutcomeCompleted && ctx.Err() == nil {
		// The text report does not name the run; without the header this
		// line is the only place a quiet run says what to resume.
		fmt.Fprintf(env.Stderr, "%s: run %s ended %s (ledger %s, trace %s)\n", name, id, rep.Outcome, dsn.Redact(where), tracePath)
	}
	if err != nil && ctx.Err() != nil {
		if dsn.Driver(where) == "memory" {
			fmt.Fprintf(env.Stderr, "%s: stopped: %v. The memory: ledger kept nothing, so the run cannot be resumed\n", name, err)
		} else {
			fmt.Fprintf(env.Stderr, "%s: stopped: %v. The run is resumable: rung resume %s\n", name, err, id)
		}
	}
	return exitFor(rep.Outcome)
}

func absPath(p string) string {
	if a, err := filepath.Abs(p); err == nil {
		return a
	}
	return p
}

func writeRunFile(rf runFile) error {
	if err := os.MkdirAll(runsDir, 0o755); err != nil {
		return err
	}
	b, err := json.MarshalIndent(rf, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(runsDir, rf.RunID+".json"), append(b, '\n'), 0o644)
}

func writeReport(w io.Writer, rep *rung.Report, asJSON bool, markdown string) error {
	if markdown != "" {
		if err := os.WriteFile(markdown, []byte(rep.Markdown()), 0o644); err != nil {
			return err
		}
	}
	if asJSON {
		b, err := rep.JSON()
		if err != nil {
			return err
		}
		_, err = w.Write(append(b, '\n'))
		return err
	}
	_, err := io.WriteString(w, rep.Text())
	return err
}

func exitFor(o rung.RunOutcome) int {
	switch o {
	case rung.OutcomeCompleted:
		return ExitOK
	case rung.OutcomeHandback:
		return ExitHandback
	case rung.OutcomeAbort:
		return ExitAbort
	}
	return ExitFailure
}

// progress prints a run's events as they happen: the step, the rung, the
// budget left. On a terminal it colours the marks (unless NO_COLOR is set);
// otherwise it writes plain lines.
type progress struct {
	mu     sync.Mutex
	w      io.Writer
	color  bool
	steps  int
	n      int
	budget string
}

func newProgress(w io.Writer, steps int) *progress {
	return &progress{w: w, color: isTerminal(w) && os.Getenv("NO_COLOR") == "", steps: steps}
}

func isTerminal(w io.Writer) bool {
	if cw, ok := w.(consoleWriter); ok {
		w = cw.w
	}
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

func (p *progress) paint(code, s string) string {
	if !p.color {
		return s
	}
	return "\x1b[" + code + "m" + s + "\x1b[0m"
}

// Observe implements rung.Observer.
func (p *progress) Observe(e rung.Event) {
	p.mu.Lock()
	defer p.mu.Unlock()
	switch e.Type {
	case rung.EventPlan:
		fmt.Fprintf(p.w, "%s plan %d (%s, fingerprint %s)\n", p.paint("1", "="), e.Plan, e.Reason, e.Fingerprint)
	case rung.EventStepStart:
		// The engine numbers a step as its report will; the count is for
		// events that carry no number.
		n := e.Index
		if n == 0 {
			if e.Attempt <= 1 {
				p.n++
			}
			n = p.n
		}
		if e.Reason != "" {
			fmt.Fprintf(p.w, "%s step %d: %s (%s): %s\n", p.paint("32", "✓"), n, e.Step, e.Tool, e.Reason)
			return
		}
		fmt.Fprintf(p.w, "%s step %d: %s (%s), attempt %d\n", p.paint("1", "▸"), n, e.Step, e.Tool, e.Attempt)
	case rung.EventPrecondition, rung.EventProbe:
		what := "check"
		if e.Type == rung.EventProbe {
			what = "probe"
		}
		res := "ok"
		if o := e.Observation; o != nil && o.Failure != nil {
			res = o.Failure.Kind.String() + ": " + oneLine(o.Failure.Message)
		}
		fmt.Fprintf(p.w, "  %s %s %s: %s\n", p.paint("36", "?"), what, e.Tool, res)
	case rung.EventFailure:
		if e.Failure != nil {
			fmt.Fprintf(p.w, "  %s %s: %s\n", p.paint("31", "✗"), e.Failure.Kind, oneLine(e.Failure.Message))
		}
	case rung.EventDecision:
		fmt.Fprintf(p.w, "  %s %s (%s): %s  [%s]\n", p.paint("33", "→"), e.Action, e.Rule, oneLine(e.Reason), p.budget)
	case rung.EventBudget:
		p.budget = e.Budget
	case rung.EventStepEnd:
		if e.State == rung.StepDone || e.State == rung.StepSkipped {
			if e.Reason == "" {
				fmt.Fprintf(p.w, "  %s %s  [%s]\n", p.paint("32", "✓"), e.State, p.budget)
			}
		}
	case rung.EventTerminal:
		fmt.Fprintf(p.w, "%s %s (%s): %s\n", p.paint("1", "■"), e.Outcome, e.Rule, oneLine(e.Reason))
	}
}

func oneLine(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > 160 {
		s = s[:157] + "..."
	}
	return s
}
