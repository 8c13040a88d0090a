package classify

// Set 1443: a program that could not get another thread or process under
// the host's count limit (RLIMIT_NPROC, ulimit -u, a cgroup's pids.max),
// in the words of the runtime or shell that says so. The errno underneath
// is EAGAIN, which alone reads a wait (goerr.go); these words name the
// limit, or show the wait already spent:
//   - Go's runtime, os_linux.go newosproc: "runtime: failed to create new
//     OS thread (have N already; errno=11)", "runtime: may need to increase
//     max user processes (ulimit -u)", "fatal error: newosproc";
//   - the JVM: "java.lang.OutOfMemoryError: unable to create native thread:
//     possibly out of memory or process/resource limits reached" (JDK 11+),
//     "unable to create new native thread" (JDK 8);
//   - CPython's threading, whose Thread.start turns pthread_create's
//     failure into "RuntimeError: can't start new thread" ("can't create
//     new thread" from 3.13), under ulimit -u, pids.max or the address
//     space the threads' stacks take (set 1584, captured live under
//     ulimit -v);
//   - bash's jobs.c make_child, which retries fork on EAGAIN with a doubling
//     sleep and prints "fork: retry: Resource temporarily unavailable" before
//     each: the back-off was already taken.
//
// premise: the limit holds for the user's processes as a whole, and the
// same run meets it again; the limit must be raised or other processes
// ended, a change to the host, not a retry. A single "fork/exec x:
// resource temporarily unavailable" or "fork: Resource temporarily
// unavailable" without the retry lines stays EAGAIN's transient.
var procLimitWords = [...]string{
	"failed to create new os thread",
	"may need to increase max user processes",
	"fatal error: newosproc",
	"unable to create native thread",
	"unable to create new native thread",
	"fork: retry: resource temporarily unavailable",
	"can't start new thread",
	"can't create new thread",
}

// procLimitText reads a runtime's or shell's words for the host's
// process-count limit.
func procLimitText(t string) (Result, bool) {
	if hasAny(t, procLimitWords[:]...) {
		return verdict(premise, "the program could not start another thread or process under the host's process-count limit (RLIMIT_NPROC, pids.max): raise the limit or end other processes; a retry meets the same limit")
	}
	return Result{}, false
}
