package rung

import "time"

// RuleLongWait is the rule id of a run that stopped instead of sleeping
// through a wait longer than Engine.MaxInlineWait (a long Retry-After, a
// lease held elsewhere). The world is as consistent as before the wait:
// the step waiting has no checkpoint, and its ledger key was released or
// marked for replay, so Resume after Report.ResumeAt goes on as the run
// would have after its sleep.
const RuleLongWait = "long_wait"

// longWait stops the run when w, the wait before its next attempt, is
// longer than the engine lets a run sleep in place. A worker that sleeps
// through an hour's Retry-After holds a slot an hour for nothing; stopping
// lets a job queue hand the slot to another run and come back.
func (r *runner) longWait(s *stepRun, w time.Duration) bool {
	limit := r.e.MaxInlineWait
	if limit <= 0 || w <= limit {
		return false
	}
	r.resumeAt = r.clock.Now().Add(w)
	var f *Failure
	if s != nil {
		f = s.failure
	}
	at := r.resumeAt.UTC().Format(time.RFC3339)
	r.stop(OutcomeHandback, RuleLongWait, "the next attempt must wait "+DurationText(w)+", longer than the "+
		DurationText(limit)+" a run may wait in place: stopped, to resume at "+at, s, f, Signature{})
	r.options = []string{"resume the run at " + at + " or later: rung resume " + r.id + " (rung worker snoozes the job and resumes it then)"}
	return true
}
