package classify

import (
	"strings"
	"time"
)

// A workload killed for going over its own memory limit (set 400): the
// orchestrator or the platform ran the program under a limit the caller
// set (a pod's resources.limits.memory, a task definition's memory, a
// function's or a service's memory setting) and killed it when it went
// over. Nothing in the world is missing and no wait helps: the same
// program under the same limit is killed again. The goal is fine; the
// limit, an argument of the call that deployed it, is too low: invalid,
// as a query's own memory limit reads (ClickHouse's "Memory limit (for
// query) exceeded", set 388; MongoDB's QueryExceededMemoryLimit, set 382).
//
// Only the platform's own words for that kill are read: Kubernetes' and
// Docker's termination reason "OOMKilled", Nomad's "OOM Killed", Amazon
// ECS's "Container killed due to memory usage", Cloud Run's "Memory limit
// of 512 MiB exceeded with 530 MiB used", Heroku's R15 "Memory quota
// vastly exceeded". A store out of memory for its data (Redis's "OOM
// command not allowed when used memory > 'maxmemory'") is the store's
// state, premise, and a bare SIGKILL ("signal: killed", "exit status 137")
// names no memory limit: both keep their readings.
var memoryKillWords = [...]string{
	"oomkilled",
	"oom killed",
	"oom-killed",
	"container killed due to memory usage",
	"memory quota vastly exceeded",
	// Bitbucket Pipelines (set 1296): "Container 'Build' exceeded memory
	// limit.", "Service 'docker' exceeded memory limit." (the step's size).
	"' exceeded memory limit",
}

// runtimeHeapWords are a language runtime's own words for its heap
// exhausted under the run's memory limit (set 902).
var runtimeHeapWords = [...]string{
	"javascript heap out of memory",
	// OCaml's Out_of_memory, uncaught ("Fatal error: exception
	// Out_of_memory") or in the toplevel ("Exception: Out_of_memory."),
	// under ulimit -v (set 1747, OCaml 4.13.1 live; Stdlib Out_of_memory).
	"exception out_of_memory",
	"exception: out_of_memory",
	// A Node worker_threads Worker past its resourceLimits (set 1675, Node
	// v20.20.2 live, ERR_WORKER_OUT_OF_MEMORY): "Worker terminated due to
	// reaching memory limit: JS heap out of memory".
	"worker terminated due to reaching memory limit",
	"java.lang.outofmemoryerror: java heap space",
	// The JVM's other heap-exhaustion forms (set 1591, OpenJDK 17 live;
	// docs.oracle.com/en/java/javase/17/troubleshoot memory-leaks):
	// "GC overhead limit exceeded" (the Parallel collector reclaiming
	// almost nothing), "Metaspace" (-XX:MaxMetaspaceSize) and "Requested
	// array size exceeds VM limit": the same run under the same limit
	// fails again, as "Java heap space".
	"java.lang.outofmemoryerror: gc overhead limit exceeded",
	"java.lang.outofmemoryerror: metaspace",
	"java.lang.outofmemoryerror: requested array size exceeds vm limit",
	"fatal error: runtime: out of memory",
	// Go's malloc.go before its throw("out of memory") (set 1443, Go
	// 1.26 under prlimit --as): "runtime: out of memory: cannot allocate
	// N-byte block (M in use)" then "fatal error: out of memory".
	"runtime: out of memory: cannot allocate",
	"system.outofmemoryexception",
	// R (set 1310, R 4.2 captured live): "Error: cannot allocate vector
	// of size 3.0 Gb" under an address-space limit (?Memory-limits: "the
	// size exceeded the address-space limit for a process") and "Error:
	// vector memory exhausted (limit reached?)" at R_MAX_VSIZE.
	"cannot allocate vector of size",
	"vector memory exhausted (limit reached?)",
	// The BEAM's allocators (set 1575, Erlang/OTP 25 under ulimit -v):
	// "eheap_alloc: Cannot allocate N bytes of memory (of type \"heap\")."
	// (also binary_alloc, ll_alloc, ...), then the crash dump.
	"_alloc: cannot allocate ",
}

// memoryLimitKill reads a platform's word for a program killed over its
// own memory limit.
func memoryLimitKill(t string) (Result, bool) {
	for _, w := range memoryKillWords {
		if hasFold(t, w) {
			return verdict(invalid, "the platform killed the program over its own memory limit: raise the limit (an argument of the deploy), same goal")
		}
	}
	// A language runtime's own heap exhausted under the limit the run set
	// (set 902): CPython's bare MemoryError (an RLIMIT_AS or sandbox cap;
	// docs.python.org exceptions.html "the situation may still be
	// rescued"), V8's "JavaScript heap out of memory" (--max-old-space-size),
	// the JVM's "java.lang.OutOfMemoryError: Java heap space" (-Xmx), Go's
	// "fatal error: runtime: out of memory", .NET's OutOfMemoryException.
	// The same program under the same limit fails again: do less at once or
	// raise the limit, as a platform's kill. A server's "out of memory"
	// (PostgreSQL 53200, SQLITE_NOMEM) is not read here.
	if r, ok := interpreterHeap(t); ok { // set 1312
		return r, true
	}
	if hasAny(t, runtimeHeapWords[:]...) || rustAllocFailed(t) { // rusttool.go (set 1551)
		return verdict(invalid, "the runtime ran out of heap under the run's own memory limit: process less at once or raise the limit, same goal")
	}
	// The exception's line, bare or behind a caller's "<step>: " prefix;
	// IPython's traceback ends it "MemoryError: " with an empty evalue
	// (set 1308), or ahead of the "exit status N" an exec tool adds after
	// stderr (set 1584, shellwords.go beforeExitTrail).
	tl := beforeExitTrail(t)
	if last := strings.TrimSpace(tl[strings.LastIndex(tl, "\n")+1:]); strings.TrimSuffix(last, ":") == "MemoryError" || strings.HasPrefix(last, "MemoryError: ") ||
		strings.HasSuffix(last, ": MemoryError") || strings.Contains(last, ": MemoryError: ") {
		return verdict(invalid, "the runtime ran out of heap under the run's own memory limit (Python MemoryError): process less at once or raise the limit, same goal")
	}
	if i := indexFold(t, "memory limit of "); i >= 0 && hasFold(t[i:], " exceeded") {
		return verdict(invalid, "the platform killed the program over its own memory limit: raise the limit (an argument of the deploy), same goal")
	}
	return Result{}, false
}

// crashLoop reads a program that exits at every start, outside a 503 too
// (set 400): the failed-start words (worldstate.go), and the kubelet's own
// CrashLoopBackOff message, which puts the back-off's length between its
// words ("back-off 5m0s restarting failed container=api pod=..."). A
// back-off on anything else (ImagePullBackOff's "Back-off pulling image")
// is not read here.
func crashLoop(t string) (Result, bool) {
	if r, ok := matchWords(failedStartMatcher, t); ok {
		return r, true
	}
	for i := range foldMatches(t, "back-off ") {
		rest := t[i+len("back-off "):]
		j := strings.IndexByte(rest, ' ')
		if j > 0 && j <= 12 && isDuration(rest[:j]) && hasPrefixFold(rest[j+1:], "restarting failed container") {
			return verdict(premise, "the container crashes at every start (Kubernetes CrashLoopBackOff): fix it")
		}
	}
	return Result{}, false
}

// isDuration reports whether s is a Go duration's text ("5m0s", "40s").
func isDuration(s string) bool {
	_, err := time.ParseDuration(s)
	return err == nil
}

// interpreterHeap reads PHP's, Ruby's and Perl's own words for memory they
// could not get under the run's limit (set 1312, captured live under PHP's
// memory_limit and under ulimit -v): PHP "Allowed memory size of 33554432
// bytes exhausted (tried to allocate 100667392 bytes)" and Zend's "Out of
// memory (allocated N) (tried to allocate M bytes)", or its bare "Out of
// memory" after "mmap() failed: [12] Cannot allocate memory"; Ruby's
// NoMemoryError "failed to allocate memory" and its "[FATAL] failed to
// allocate memory"; Perl's "Out of memory!" on a line of its own
// (perldiag: "The malloc() function returned 0") and "Out of memory in
// perl:". Invalid, as set 902's runtimes: the same script under the same
// limit fails again; do less at once or raise the limit. It runs ahead of
// Go's ENOMEM words, which read a bare "cannot allocate memory" (a fork
// that failed for a moment) transient, and it leaves a server's "out of
// memory" (PostgreSQL 53200, SQLITE_NOMEM) alone.
func interpreterHeap(t string) (Result, bool) {
	const reason = "the interpreter ran out of memory under the run's own limit (PHP memory_limit, ulimit -v): process less at once or raise the limit, same goal"
	if compilerHeap(t) { // cbuild.go (set 1543): a compiler's, not a script's
		return verdict(premise, compilerHeapReason)
	}
	if hasAny(t, "bytes exhausted (tried to allocate ", "(nomemoryerror)", "[fatal] failed to allocate memory", "out of memory in perl:") ||
		hasAny(t, "out of memory (allocated ") && hasAny(t, "(tried to allocate ") {
		return verdict(invalid, reason)
	}
	mmapFailed := hasAny(t, "mmap() failed: [12] cannot allocate memory")
	for line := range strings.Lines(t) {
		line = afterExitLead(strings.TrimSpace(line)) // set 1559: "exit status 1: Out of memory!"
		if line == "Out of memory!" || mmapFailed && line == "Out of memory" || luaHeapLine(line) {
			return verdict(invalid, reason)
		}
	}
	return Result{}, false
}

// luaHeapLine reads the standalone Lua interpreter's report of a failed
// allocation (set 1678): lua.c's l_message prints the error object after
// the program's name, and LUA_ERRMEM's object is "not enough memory"
// (lauxlib.c l_alloc returns NULL under the run's ulimit -v): "lua5.4: not
// enough memory", "lua: not enough memory". Only the interpreter's own
// line: Windows' "Not enough memory resources are available" and a server's
// words keep their readings.
func luaHeapLine(line string) bool {
	rest, ok := strings.CutSuffix(line, ": not enough memory")
	if !ok || !strings.HasPrefix(rest, "lua") {
		return false
	}
	rest = rest[len("lua"):]
	if rest == "" || rest == "jit" {
		return true
	}
	if len(rest) == 3 && rest[0] >= '5' && rest[0] <= '9' && rest[1] == '.' && rest[2] >= '0' && rest[2] <= '9' {
		return true
	}
	return false
}
