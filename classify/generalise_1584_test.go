package classify

import "testing"

// First run at de368979: 17/34 overall, 3/16 tricky.
// Tolerated: i1584-asyncio-task-cancelled: denied vs ambiguous (ruling): the caller's-cancel ruling (wording.go cancelWords, docs/taxonomy.md) reads CancelledError as the caller's own cancel, hand back; the label read the cancelled work's outcome as unknown.
// Tolerated: i1584-sigint-keyboardinterrupt: unknown vs ambiguous (ruling, revised by the lead: KeyboardInterrupt is not read as the caller's cancel; SIGINT may come from a person, a supervisor or a deadline, and the blind sets split ambiguous/transient): the label read the interrupted run's half-done work.
// Tolerated: i1584-memoryerror-ulimit-v: invalid vs premise (ruling): set 902's ruling reads a bare MemoryError under the run's own limit as do-less-at-once, invalid.
// Tolerated: i1584-emfile-ulimit: transient vs premise (ruling): the Go section's errno table reads EMFILE transient; the label read a fixed ulimit -n that the same run meets again.
// Tolerated: i1584-spawn-cant-get-attribute-hang: transient vs invalid (ruling): exit status 124 is timeout(1)'s timed-out status; the worker's AttributeError above it explains the hang but an exec tool's own text leads with the timeout (one-off: stderr before the exit line).
func TestIndependentCases1584(t *testing.T) {
	runIndependent(t, "testdata/independent1584.jsonl", true, "i1584-asyncio-task-cancelled", "i1584-sigint-keyboardinterrupt", "i1584-memoryerror-ulimit-v", "i1584-emfile-ulimit", "i1584-spawn-cant-get-attribute-hang")
}

// TestGeneralise1584PythonLifecycle: CPython's concurrency runtime refusing
// the program's own use of its event loop, executor, lock or container is
// the call's to repair (wording.go lifecycleWords; asyncio, threading,
// concurrent.futures and multiprocessing docs). A service's "shutdown" or
// a lock another holder keeps are not the program's misuse.
func TestGeneralise1584PythonLifecycle(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"loop-running", "exec", 1, "1", "RuntimeError: This event loop is already running\nexit status 1", invalid},
		{"runner-running", "exec", 1, "1", "exit status 1: RuntimeError: Runner.run() cannot be called from a running event loop", invalid},
		{"no-loop", "", 0, "", "RuntimeError: no running event loop", invalid},
		{"other-loop", "exec", 1, "1", "RuntimeError: Task <Task pending name='Task-2' coro=<main() running at app.py:9>> got Future <Future pending> attached to a different loop\nexit status 1", invalid},
		{"after-shutdown", "exec", 1, "1", "RuntimeError: cannot schedule new futures after shutdown\nexit status 1", invalid},
		{"rlock", "", 0, "", "RuntimeError: cannot release un-acquired lock", invalid},
		{"dict-iter", "exec", 1, "1", "RuntimeError: dictionary changed size during iteration\nexit status 1", invalid},
		{"deque-iter", "", 0, "", "RuntimeError: deque mutated during iteration", invalid},
		{"never-awaited", "exec", 1, "1", "sys:1: RuntimeWarning: coroutine 'fetch_rows' was never awaited\nexit status 1", invalid},
		{"bootstrap", "exec", 1, "1", "RuntimeError: \n        An attempt has been made to start a new process before the\n        current process has finished its bootstrapping phase.\nexit status 1", invalid},
		// near misses: a server's shutdown is a wait, a caller's cancel stays the cancel ruling
		{"server-shutdown", "http", 503, "", "server is shutting down", transient},
		{"cancelled", "exec", 1, "1", "asyncio.exceptions.CancelledError\nexit status 1", denied},
		{"started-once", "exec", 1, "1", "RuntimeError: threads can only be started once\nexit status 1", invalid},
	})
}

// TestGeneralise1584PythonWaits: CPython's queue timeouts (queue.Empty and
// queue.Full after get or put with a timeout, asyncio's QueueEmpty and
// QueueFull) and a process pool whose worker was killed from outside
// (BrokenProcessPool) are waits: the call was fine (wording.go
// runtimeWaitWords; queue.html, concurrent.futures.html). An empty result
// that is an answer, or a queue a service names missing, keep their kinds.
func TestGeneralise1584PythonWaits(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"queue-empty", "exec", 1, "1", "  File \"/usr/lib/python3.12/queue.py\", line 179, in get\n    raise Empty\n_queue.Empty\nexit status 1", transient},
		{"queue-full", "exec", 1, "1", "  File \"/usr/lib/python3.12/queue.py\", line 147, in put\n    raise Full\nqueue.Full\nexit status 1", transient},
		{"asyncio-queue-empty", "", 0, "", "asyncio.queues.QueueEmpty", transient},
		{"asyncio-queue-full", "", 0, "", "asyncio.queues.QueueFull", transient},
		{"broken-pool-new", "exec", 1, "1", "concurrent.futures.process.BrokenProcessPool: A child process terminated abruptly, the process pool is not usable anymore\nexit status 1", transient},
		// near misses
		{"sqs-queue-missing", "aws", 400, "AWS.SimpleQueueService.NonExistentQueue", "The specified queue does not exist.", premise},
		{"timeout", "exec", 1, "1", "TimeoutError\nexit status 1", transient},
	})
}

// TestGeneralise1584ThreadLimit: CPython's "can't start new thread" is
// pthread_create refused under the host's thread or memory limit, the same
// class as Go's newosproc and the JVM's "unable to create native thread"
// (proclimit.go; set 1443's ruling, premise).
func TestGeneralise1584ThreadLimit(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"py311", "exec", 1, "1", "  File \"/usr/lib/python3.11/threading.py\", line 964, in start\n    _start_new_thread(self._bootstrap, ())\nRuntimeError: can't start new thread\nexit status 1", premise},
		{"py313", "", 0, "", "RuntimeError: can't create new thread", premise},
		{"jvm", "", 0, "", "java.lang.OutOfMemoryError: unable to create native thread: possibly out of memory or process/resource limits reached", premise},
		// near misses: a thread started twice is the program's; a single EAGAIN a wait
		{"started-twice", "", 0, "", "RuntimeError: threads can only be started once", invalid},
		{"fork-eagain", "", 0, "", "fork/exec /bin/sh: resource temporarily unavailable", transient},
	})
}

// TestGeneralise1584ExitTrail: an exec tool that joins stderr's last lines
// before os/exec's "exit status N" or "signal: X" leaves the program's own
// last line one line up; the last-line readings read it there
// (shellwords.go beforeExitTrail, memkill.go: set 902's MemoryError ruling,
// invalid). A MemoryError named mid-text, not as the last line, is not read.
func TestGeneralise1584ExitTrail(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"memoryerror-exit", "exec", 1, "1", "    rows = [0] * n\n           ~~~~^~~\nMemoryError\nexit status 1", invalid},
		{"memoryerror-signal", "exec", 0, "", "MemoryError\nsignal: aborted", invalid},
		{"memoryerror-lead", "exec", 1, "1", "exit status 1: MemoryError", invalid},
		// near miss: the last line is another exception
		{"other-last", "exec", 1, "1", "MemoryError was caught and retried\nTimeoutError\nexit status 1", transient},
	})
}
