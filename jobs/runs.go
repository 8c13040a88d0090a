package jobs

import (
	"context"
	"encoding/json"
	"time"

	"github.com/riverqueue/river/rivertype"

	"github.com/rungkit/rung"
)

// RunState is where a queued run stands, as `rung runs` shows it.
type RunState string

const (
	// RunQueued: waiting for its first delivery.
	RunQueued RunState = "queued"
	// RunRunning: a worker is executing it.
	RunRunning RunState = "running"
	// RunWaiting: it stopped for a long wait (a Retry-After, a lease held
	// elsewhere) and its job is snoozed until Run.Next.
	RunWaiting RunState = "waiting"
	// RunRetrying: a delivery failed (its worker was killed or timed out,
	// its tools could not be built); it is delivered again at Run.Next and
	// resumes from its checkpoints.
	RunRetrying RunState = "retrying"
	// RunFinished: the run completed.
	RunFinished RunState = "finished"
	// RunStopped: the run ended on a hand-back or an abort; Run.Result
	// says what a person must decide.
	RunStopped RunState = "stopped"
	// RunFailed: the job was given up: its deliveries all failed, or it
	// could not run at all (a plan whose content no longer matches its
	// hash); Run.Error says why.
	RunFailed RunState = "failed"
)

// Run is one queued run, as Queue.Runs lists it.
type Run struct {
	RunID    string   `json:"run_id"`
	JobID    int64    `json:"job_id"`
	State    RunState `json:"state"`
	Plan     string   `json:"plan"`
	PlanHash string   `json:"plan_hash"`
	// Attempt is how many deliveries the job has had (snoozes excepted).
	Attempt int `json:"attempt"`
	// Submitted is when the run was queued; Next when its next delivery is
	// due (queued, waiting, retrying); Ended when its job ended.
	Submitted time.Time `json:"submitted"`
	Next      time.Time `json:"next,omitzero"`
	Ended     time.Time `json:"ended,omitzero"`
	// Result is what its last delivery to end a run recorded.
	Result *Result `json:"result,omitempty"`
	// Error is the last delivery's error, when it failed.
	Error string `json:"error,omitempty"`
}

// Runs lists the queue's runs, the most recently submitted first, at most
// limit of them (zero means 100). Finished jobs are kept for a week.
func (q *Queue) Runs(ctx context.Context, limit int) ([]Run, error) {
	if limit <= 0 {
		limit = 100
	}
	rows, err := q.b.list(ctx, limit)
	if err != nil {
		return nil, err
	}
	out := make([]Run, 0, len(rows))
	for _, j := range rows {
		out = append(out, runOf(j))
	}
	return out, nil
}

func runOf(j *rivertype.JobRow) Run {
	var a RunArgs
	_ = json.Unmarshal(j.EncodedArgs, &a)
	r := Run{RunID: a.RunID, JobID: j.ID, Plan: a.PlanPath, PlanHash: a.PlanHash, Attempt: j.Attempt, Submitted: j.CreatedAt}
	if out := j.Output(); len(out) > 0 {
		var res Result
		if json.Unmarshal(out, &res) == nil {
			r.Result = &res
		}
	}
	if n := len(j.Errors); n > 0 {
		r.Error = j.Errors[n-1].Error
	}
	if j.FinalizedAt != nil {
		r.Ended = *j.FinalizedAt
	}
	switch j.State {
	case rivertype.JobStateRunning:
		r.State = RunRunning
	case rivertype.JobStateAvailable, rivertype.JobStatePending, rivertype.JobStateScheduled:
		r.State, r.Next = RunQueued, j.ScheduledAt
		switch {
		case r.Result != nil && r.Result.Rule == rung.RuleLongWait && !failedSince(j, r.Result.Attempt):
			r.State = RunWaiting
		case len(j.Errors) > 0:
			r.State = RunRetrying
		}
	case rivertype.JobStateRetryable:
		r.State, r.Next = RunRetrying, j.ScheduledAt
	case rivertype.JobStateCompleted:
		r.State = RunStopped
		if r.Result != nil && r.Result.Outcome == rung.OutcomeCompleted {
			r.State = RunFinished
		}
	default: // cancelled, discarded
		r.State = RunFailed
	}
	return r
}

// failedSince reports whether a delivery at or after attempt failed: a run
// that snoozed and was then killed is retrying, not waiting.
func failedSince(j *rivertype.JobRow, attempt int) bool {
	n := len(j.Errors)
	return n > 0 && j.Errors[n-1].Attempt >= attempt
}
