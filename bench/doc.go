// Package bench measures recovery policies against each other on generated
// failure workloads: it is what `rung bench` runs.
//
// # Workloads
//
// Generate draws seeded scenarios (package sim's format, built in memory)
// from a Mix of failure families: transient bursts, outages, invalid calls a
// repair fixes and invalid calls that are poison, premises a probe reveals
// and premises with no way around, conflicts, ambiguous results, and
// side-effecting timeouts whose effect did or did not land downstream. Each
// Case carries its ground truth (Truth): the true cause of every injected
// failure, whether the task can be recovered, and the action that recovers
// it. Scenario i depends only on the seed and i.
//
// # Policies
//
// Every policy runs the identical scenario: rung's default and interactive
// policies through sim.Run (the real engine), and four baselines on the same
// scripted tools, model and downstream world: a naive retry loop, a backoff
// library's loop, replan-on-any-failure with the whole transcript resent,
// and an oracle that knows each failure's true cause, the lower bound.
//
// # Metrics
//
// Run returns a Report: per policy, success rate, tokens by purpose, tool
// calls, wasted calls (calls the ground truth says could not succeed, after
// the first), virtual time, time to hand back on impossible tasks,
// duplicate side effects and wrong hand-backs; the targets checked;
// and, family by family, where rung's excess over the oracle comes from.
// docs/bench.md defines each.
//
// Cases are read-only once generated; Run may be called concurrently.
package bench
