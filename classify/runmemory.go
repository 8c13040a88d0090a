package classify

// runsHoldMemory reports a memory limit that the account's running work
// holds together, as Apify meters it: its 402 actor-memory-limit-exceeded
// "By launching this job you will exceed the memory limit of 8192MB for
// all your Actor runs and builds (currently used: 8192MB, requested:
// 4096MB)." (set 1604). The memory is what the runs now going hold, and
// it comes back as they finish: a concurrency cap, a wait, though the code
// names a limit and comes under 402. A memory or storage limit on what the
// account keeps (datasets, disk) names no runs and stays an account limit.
func runsHoldMemory(t string) bool {
	if !hasFold(t, "memory") {
		return false
	}
	return hasAny(t, "for all your actor runs", "all your runs", "your running actors", "your running jobs", "of all running", "across all running", "by running runs")
}
