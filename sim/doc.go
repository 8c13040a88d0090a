// Package sim replays scripted failure scenarios through the rung engine on
// a virtual clock, and counts what recovery cost: tool calls, model calls,
// tokens, plans, virtual time, and side effects applied twice downstream.
// It is what `rung sim` runs; docs/scenarios.md documents the file format.
//
// # Scenarios
//
// A scenario (Load, Parse) declares tools with scripted outcomes, a scripted
// model, a policy, a budget, an initial plan (or a goal the model plans
// from) and, optionally, several jobs, seeded random failures and a naive
// baseline to compare with. A malformed scenario is an *Error naming the
// file, the line and the field.
//
// # What is real and what is scripted
//
// Run executes each job with a real rung.Engine: the decision core, the
// prompts, the convergence rules, the budget, the report, package classify's
// presets and an in-memory ledger (package ledger). Only the edges are
// scripted:
//
//   - tools answer from their outcomes and advance the virtual clock by
//     their latency; raw protocol errors are classified by package classify
//     with the tool's rules first, exactly as a real tool's errors are;
//   - the model answers from rules matched against the prompt the engine
//     rendered, and is charged tokens estimated from that prompt and its
//     answer (Tokens);
//   - a World stands for the downstream: it counts every applied effect and
//     honours idempotency keys where a tool accepts them, so a duplicate
//     write shows up as a duplicate effect.
//
// # Determinism
//
// Every random choice (injected failures, retry jitter) comes from the seed,
// and no real time passes, so a scenario and a seed always give the same
// Result, byte for byte in its JSON form.
//
// # The naive baseline
//
// With a naive: block or Options.CompareNaive, Run also runs the loop most
// agents start with (retry every error a few times; no classification, no
// ledger, no idempotency key) on its own world, and reports its counts
// beside rung's.
//
// A Scenario is read-only once parsed and may be run concurrently; a World
// is safe for concurrent use.
package sim
