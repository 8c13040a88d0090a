// Package doctor reads traces of agent runs and says what their recoveries
// point to: the rung distribution, the retry-to-recovery ratio, tokens by
// purpose, and the tells, the patterns in a trace that mark a run which
// retried a wall, replanned in circles, skipped silently or deliberated more
// than it worked. It reads rung's JSONL traces (package trace) and OTLP
// JSON from other agents, and renders text, Markdown, JSON and a
// self-contained HTML report. `rung doctor` is its command.
//
// # Use
//
//	a, err := doctor.ReadFiles([]string{"run.jsonl"}, os.Stdin, doctor.Options{})
//	a.WriteText(os.Stdout)
//
// For records already in memory, Analyze; for streaming, an Analyzer with
// Add, then Result.
//
// # The tells
//
// docs/doctor.md defines each tell precisely from what a trace records;
// in short:
//
//   - retried-wall: a run that did not complete called one tool more than
//     three times, and that tool's first error in the run was neither
//     transient nor unknown (it already said the task was impossible as
//     asked).
//   - repeated-plan: a plan whose fingerprint equals an earlier plan's in
//     the same run.
//   - recurring-signature: a non-transient failure signature seen in two
//     different plans of a run.
//   - skip-assumption: a skipped step whose skip carried no fact while later
//     steps ran; or a later step that failed asking for the skipped step's
//     output; or, when step_start records arguments, a later step that used
//     the value the skipped step planned for a field its fact contradicts.
//   - deliberation: a run with two or more replans whose replan tokens
//     (plus any plan call after the first) exceed half its model tokens.
//
// An Analysis is not safe for concurrent mutation; reading it concurrently
// is fine.
package doctor
