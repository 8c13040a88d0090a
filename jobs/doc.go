// Package jobs runs plan files as riverqueue/river jobs, so that runs spread
// over any number of worker processes and machines sharing one database:
// PostgreSQL across machines, SQLite on one. The queue lives in the ledger's
// own database, next to the idempotency keys and the checkpoints that make a
// run resumable; `rung submit`, `rung worker` and `rung runs` are its
// command-line face (docs/scale.md).
//
// # What a job is
//
// A job (RunArgs) carries the plan file's content, the path it was read
// from and its SHA-256, and the run id, chosen when the run is submitted. A
// worker builds the plan's tools and planner on its own machine (so ${NAME}
// references and API keys come from the worker's environment, never from the
// queue) and executes the run through the same engine, ledger and
// checkpoints as `rung run`.
//
// # What each guarantee rests on
//
//   - A worker that dies mid-run: River's rescuer, run by the elected leader
//     among the workers, finds the job still marked running after
//     Config.RescueAfter and schedules it again. The next delivery resumes
//     the run under its own id (rung.Engine.Resume): steps with a checkpoint
//     are not run again, and a side-effecting call meets its ledger key, so
//     a recorded outcome is returned instead of sending the call twice, and a
//     call whose outcome is unknown is replayed behind the same key (or
//     stops for a reconciliation, for a tool that takes no key). The ledger's
//     lease on the dead worker's claim lapses, or is taken over at once when
//     the holder is a dead process on the same host.
//   - A long wait: a retry that must wait longer than Config.MaxInlineWait
//     (a Retry-After of minutes, a lease held elsewhere) stops the run with
//     rung.RuleLongWait, and the job snoozes until Report.ResumeAt
//     (river.JobSnooze) instead of holding a worker slot; the next delivery
//     resumes it.
//   - Every job ends in a River state and, once a run ended, its report's
//     outcome recorded on the job (river.RecordOutput), which Queue.Runs
//     lists.
//
// A Queue is safe for concurrent use.
package jobs
