package jobs

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/riverqueue/river"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/classify"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/planfile"
	"github.com/rungkit/rung/trace"
)

// Result is what a delivery of a run recorded on its job
// (river.RecordOutput): the report's outcome and why, and what a person
// must decide when it stopped. Queue.Runs reads it back.
type Result struct {
	Outcome rung.RunOutcome  `json:"outcome"`
	Rule    string           `json:"rule,omitempty"`
	Reason  string           `json:"reason"`
	Failed  *rung.FailedStep `json:"failed,omitempty"`
	Options []string         `json:"options,omitempty"`
	// ResumeAt is when a run that stopped for a long wait resumes.
	ResumeAt  time.Time `json:"resume_at,omitzero"`
	ToolCalls int       `json:"tool_calls"`
	// Attempt is the delivery that recorded it, and Worker the process
	// ("pid 4242 on host x, started ...").
	Attempt int    `json:"attempt"`
	Worker  string `json:"worker"`
	Trace   string `json:"trace,omitempty"`
}

type runWorker struct {
	river.WorkerDefaults[RunArgs]
	q *Queue
}

// Work executes one delivery of a run.
func (w *runWorker) Work(ctx context.Context, job *river.Job[RunArgs]) error {
	snoozes := snoozesOf(job.Metadata)
	res, snooze, err := w.q.execute(ctx, job.Args, job.Attempt == 1 && snoozes == 0, snoozes)
	if res != nil {
		res.Attempt = job.Attempt
		// A failure to record the result leaves the job's state, which is
		// what the queue relies on; the report is in the trace.
		_ = river.RecordOutput(ctx, res)
	}
	if err == nil && snooze >= 0 && res != nil && res.Rule == rung.RuleLongWait {
		return river.JobSnooze(snooze)
	}
	return err
}

func snoozesOf(metadata []byte) int {
	var m struct {
		Snoozes int `json:"snoozes"`
	}
	_ = json.Unmarshal(metadata, &m)
	return m.Snoozes
}

// execute runs (first) or resumes the run a job carries, the way `rung run`
// and `rung resume` do: the plan's tools and planner built on this machine,
// the ledger for side effects, the checkpoints for resuming. It returns the
// result to record, the snooze for a long wait, and an error for River to
// retry (or river.JobCancel for a job no retry can fix).
func (q *Queue) execute(ctx context.Context, a RunArgs, first bool, snoozes int) (*Result, time.Duration, error) {
	if err := a.check(); err != nil {
		return nil, 0, river.JobCancel(err)
	}
	pf, err := planfile.Parse(a.PlanPath, []byte(a.Plan))
	if err != nil {
		return nil, 0, river.JobCancel(fmt.Errorf("run %s: %w", a.RunID, err))
	}
	setup, err := pf.Open(ctx, planfile.Options{Getenv: q.cfg.Getenv, In: strings.NewReader(""), Out: io.Discard})
	if err != nil {
		// An MCP server that did not start, a database that refused: the
		// next delivery may find them up.
		return nil, 0, fmt.Errorf("run %s: building the plan's tools: %w", a.RunID, err)
	}
	defer setup.Close()

	e := setup.Engine()
	e.RunID = a.RunID
	e.Ledger = q.store
	e.Checkpoints = q.ckpt
	e.Classifier = &classify.Chain{}
	e.Health = q.health
	if snoozes < q.cfg.maxSnoozes() {
		e.MaxInlineWait = q.cfg.maxInlineWait()
	}
	var tw *trace.Writer
	var tracePath string
	if q.cfg.TraceDir != "" {
		f, path, err := openTrace(q.cfg.TraceDir, a.RunID)
		if err != nil {
			return nil, 0, err
		}
		defer f.Close()
		tw, tracePath = trace.NewWriter(f), path
		e.Observers = append(e.Observers, tw)
	}
	if q.cfg.Observers != nil {
		e.Observers = append(e.Observers, q.cfg.Observers(a.RunID)...)
	}

	var rep *rung.Report
	if first {
		rep, err = e.Run(ctx, setup.Plan)
	} else {
		rep, err = e.Resume(ctx, a.RunID, setup.Plan)
		if errors.Is(err, rung.ErrNoRun) {
			// Killed before any step completed: start again under the same
			// id, so a side effect that landed meets its ledger key.
			rep, err = e.Run(ctx, setup.Plan)
		}
	}
	if tw != nil {
		if cerr := tw.Close(); cerr != nil && err == nil && rep == nil {
			err = cerr
		}
	}
	if rep == nil {
		return nil, 0, fmt.Errorf("run %s: %w", a.RunID, err)
	}
	res := &Result{
		Outcome: rep.Outcome, Rule: rep.Rule, Reason: rep.Reason, Failed: rep.Failed, Options: rep.Options,
		ResumeAt: rep.ResumeAt, ToolCalls: rep.ToolCalls, Worker: ledger.ThisProcess().String(), Trace: tracePath,
	}
	if err != nil {
		// The delivery's context ended (JobTimeout, or this worker
		// stopping): the run stopped cleanly and the retry resumes it.
		return res, 0, fmt.Errorf("run %s stopped: %w", a.RunID, err)
	}
	if rep.Rule == rung.RuleLongWait {
		return res, max(time.Until(rep.ResumeAt), 0), nil
	}
	return res, 0, nil
}

func openTrace(dir, runID string) (*os.File, string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, "", err
	}
	path := filepath.Join(dir, runID+".jsonl")
	f, err := os.OpenFile(path, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return nil, "", err
	}
	return f, path, nil
}
