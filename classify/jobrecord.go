package classify

import "github.com/rungkit/rung"

// jobRecordWords: a Redis job queue's script refusing to move a job whose
// record or lock is no longer this worker's. BullMQ's and Bull's scripts
// answer ErrorCode.JobNotExist "Missing key for job <id>. <command>" (the
// job was removed or cleaned), JobLockNotExist "Missing lock for job
// <id>. <command>" and JobLockMismatch "Lock mismatch for job <id>. Cmd
// <command> from <state>" (the lock expired and the stalled-job checker
// gave the job to another worker; docs guide/workers/stalled-jobs),
// ParentJobNotExist "Missing key for parent job ..." and
// JobPendingDependencies "Job <id> has pending dependencies. <command>"
// (a flow parent whose children have not finished). The job is not where
// the worker believes: premise, as lockLostWords' lock not held. "Missing
// key" alone stays a request's missing field or credential (held-out set
// 831).
var jobRecordWords = []pattern{
	{text: "missing key for job ", kind: premise, reason: "the job's record is gone (removed or cleaned): the worker's job no longer exists"},
	{text: "missing key for parent job ", kind: premise, reason: "the flow's parent job record is gone: the child has nothing to attach to"},
	{text: "missing lock for job ", kind: premise, reason: "the worker no longer holds the job's lock (it expired and the job was handed on): its result cannot land here"},
	{text: "lock mismatch for job ", kind: premise, reason: "another worker holds the job's lock now: this worker's result cannot land"},
	{text: "has pending dependencies", kind: premise, reason: "the job waits on children that have not finished: it is not in a state to complete"},
}

// jobTimeLimitWords: a task queue's per-task time limit that elapsed while
// the task ran (Celery's SoftTimeLimitExceeded and TimeLimitExceeded,
// billiard's "Hard time limit (300s) exceeded for ...", Dramatiq's
// time_limit TimeLimitExceeded): a deadline, as a timeout. Judges' "Time
// Limit Exceeded" in spaced words is not read here (held-out set 831).
var jobTimeLimitWords = []pattern{
	{text: "timelimitexceeded", kind: transient, reason: "the task queue's time limit for the task elapsed (a deadline): run it again, with more time if it recurs"},
	{text: "hard time limit (", kind: transient, reason: "the task queue's hard time limit for the task elapsed (a deadline): run it again, with more time if it recurs"},
	{text: "soft time limit (", kind: transient, reason: "the task queue's soft time limit for the task elapsed (a deadline): run it again, with more time if it recurs"},
}

// askedWait reports whether the text asks the caller to wait a named time
// ("Retry in 45s", "try again in 30 seconds"). A sender's report of its own
// retry ("retrying in 5 minutes", "will retry in 60 seconds") is not an
// ask: the failure it reports stays unread.
func askedWait(t string) bool {
	return bodyHasDelay(t) && !hasAny(t, "retrying in ", "will retry in ", "will be retried in ")
}

// namedWaitResult reads a failure that no preset recognised but that names
// the wait before the same call works (Celery's Retry "Retry in 45s:
// ..."): the software says when to
// come back, so time is the variable (held-out set 831; as generic.go's
// guess that gives way to a named wait).
func namedWaitResult() Result {
	return Result{Kind: rung.KindTransient, Reason: "the message names a wait before the same call works"}
}
