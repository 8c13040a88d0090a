package classify

import "testing"

// First run at 7e8f6092: 26/34 overall, 11/18 tricky.
// Tolerated: i1443-execformat-noshebang: premise vs invalid (ruling): ENOEXEC reads premise, "the binary is not for this machine" (goerr.go goWords, docs/taxonomy.md); the Go error does not tell a script without #! (run it through sh) from a foreign binary.
// Tolerated: i1443-permdenied-noexecbit: denied vs premise (ruling): EACCES from execve stays denied, as sets 7, 20 and 29 label it (childproc.go); the file lacked its execute bit, even for root.
// Tolerated: i1443-bash-126-noexec: denied vs premise (ruling): exit 126 with "Permission denied" stays EACCES's denied (childproc.go childFate comment).
// Tolerated: i1443-go-oom-rlimit-as: invalid vs premise (ruling): set 902's runtime heap ruling reads a runtime out of memory under the run's own limit invalid (memkill.go runtimeHeapWords, extended to Go 1.26's wording by this set).
func TestIndependentCases1443(t *testing.T) {
	runIndependent(t, "testdata/independent1443.jsonl", true, "i1443-execformat-noshebang", "i1443-permdenied-noexecbit", "i1443-bash-126-noexec", "i1443-go-oom-rlimit-as")
}

// TestGeneralise1443ProcessLimit: a program that could not get another
// thread or process under the host's process-count limit (RLIMIT_NPROC,
// pids.max), in the words of Go's runtime (os_linux.go newosproc), the JVM
// ("unable to create native thread") and bash (jobs.c make_child's "fork:
// retry:" lines, the back-off already taken) is premise: the limit must
// change, a retry meets it again. A single EAGAIN stays a wait.
func TestGeneralise1443ProcessLimit(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"go newosproc", "exec", 2, "", "runtime: failed to create new OS thread (have 12 already; errno=11)\nruntime: may need to increase max user processes (ulimit -u)\nfatal error: newosproc", premise},
		{"go newosproc via os/exec", "go", 0, "", "go run ./cmd/indexer: exit status 2: runtime: failed to create new OS thread (have 7 already; errno=11)", premise},
		{"jvm 11", "exec", 1, "", "[0.412s][warning][os,thread] Failed to start thread - pthread_create failed (EAGAIN) for attributes: stacksize: 1024k, guardsize: 0k, detached.\nException in thread \"main\" java.lang.OutOfMemoryError: unable to create native thread: possibly out of memory or process/resource limits reached", premise},
		{"jvm 8", "exec", 1, "", "Exception in thread \"main\" java.lang.OutOfMemoryError: unable to create new native thread", premise},
		{"bash fork retried", "exec", 254, "", "bash: fork: retry: Resource temporarily unavailable\nbash: fork: Resource temporarily unavailable", premise},
		// Near misses: one EAGAIN, no word of the limit, stays a wait.
		{"go fork/exec eagain", "go", 0, "", "fork/exec /usr/bin/git: resource temporarily unavailable", transient},
		{"bash fork once", "exec", 254, "", "bash: fork: Resource temporarily unavailable", transient},
		{"jvm heap", "exec", 1, "", "Exception in thread \"main\" java.lang.OutOfMemoryError: Java heap space", invalid},
	})
}

// TestGeneralise1443BinaryMatch: a search that matched in a file it took
// for binary and printed no lines (GNU grep 3.5+ "grep: F: binary file
// matches", older grep "Binary file F matches", ripgrep's "binary file
// matches (found ...)") is ambiguous: the call worked, the lines the step
// wanted are not in its output (grep(1) --binary-files).
func TestGeneralise1443BinaryMatch(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"grep 3.8", "exec", 0, "", "grep: logs/core.1234: binary file matches", ambiguous},
		{"grep stdin", "exec", 0, "", "grep: (standard input): binary file matches", ambiguous},
		{"old grep", "exec", 0, "", "Binary file build/app.wasm matches", ambiguous},
		{"ripgrep", "", 0, "", "data/index.bin: binary file matches (found \"\\0\" byte around offset 17)", ambiguous},
		// Near misses: ENOEXEC's "cannot execute binary file" and a
		// missing file keep their readings.
		{"bash enoexec", "exec", 126, "", "bash: ./tool: cannot execute binary file: Exec format error", premise},
		{"grep missing", "exec", 2, "", "grep: logs/core.999: No such file or directory", premise},
	})
}

// TestGeneralise1443InternalTLD: a resolver failure for a name under
// .internal, which ICANN reserved for private networks (board resolution
// 2024.07.29.06) and which never resolves on the public DNS, is premise as
// the RFC 6761 names are: the name is not on this host's network. A
// public name, a single label and a name merely holding "internal" stay
// transient.
func TestGeneralise1443InternalTLD(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"curl internal", "exec", 6, "", "curl: (6) Could not resolve host: metadata.google.internal", premise},
		{"curl docker internal", "exec", 6, "", "curl: (6) Could not resolve host: host.docker.internal", premise},
		{"wget internal", "exec", 4, "", "wget: unable to resolve host address 'registry.corp.internal'", premise},
		// Near misses.
		{"curl public", "exec", 6, "", "curl: (6) Could not resolve host: pypi.org", transient},
		{"curl single label", "exec", 6, "", "curl: (6) Could not resolve host: internal", transient},
		{"curl internal in middle", "exec", 6, "", "curl: (6) Could not resolve host: internal.acme-corp.com", transient},
	})
}

// TestGeneralise1443GoHeap: Go's malloc.go words before throw("out of
// memory") under the run's own limit ("runtime: out of memory: cannot
// allocate N-byte block (M in use)") read as set 902's runtime heap, as
// the older "fatal error: runtime: out of memory".
func TestGeneralise1443GoHeap(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"go 1.26 oom", "exec", 2, "", "runtime: out of memory: cannot allocate 134217728-byte block (402653184 in use)\nfatal error: out of memory", invalid},
		{"go oom in go err", "go", 0, "", "./bin/indexer: exit status 2: runtime: out of memory: cannot allocate 8388608-byte block (1073741824 in use)", invalid},
		{"go older oom", "exec", 2, "", "fatal error: runtime: out of memory", invalid},
	})
}
