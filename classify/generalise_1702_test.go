package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 3d79220a: 32/34 overall, 12/14 tricky.
// Tolerated: i1702-javac-release-unsupported: premise vs invalid (ruling): set 1319's row reads javac's "error: release version 21 not supported" as premise (the host's JDK cannot target the release; install a newer JDK), as UnsupportedClassVersionError, which this set itself labels premise.
// Tolerated: i1702-tomap-duplicate-key: invalid vs ambiguous (ruling): set 1644's row reads Collectors.toMap's "Duplicate key k (attempted merging values a and b)" as invalid, by set 579's repeated-key row (the javadoc's remedy is the merge-function overload).
func TestIndependentCases1702(t *testing.T) {
	runIndependent(t, "testdata/independent1702.jsonl", true, "i1702-javac-release-unsupported", "i1702-tomap-duplicate-key")
}

// TestGeneralise1702JVMInterrupted: an uncaught interruption as the java
// launcher and jshell print it (OpenJDK 17.0.15, captured live under
// /tmp/w1702): java.lang.InterruptedException from Thread.sleep ("sleep
// interrupted"), Thread.join, LinkedBlockingQueue.take and Future.get, and
// java.nio.channels.ClosedByInterruptException from FileChannel.read;
// transient, as set 372's EINTR (jvmtool.go jvmInterrupted). Near misses:
// an NPE whose message names Thread.interrupt() stays invalid, an
// ExecutionException of the code's own ArithmeticException stays invalid,
// IllegalMonitorStateException (wait() without the monitor) stays unread.
func TestGeneralise1702JVMInterrupted(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"sleep", "exec", 1, "1", jvmMain + "java.lang.InterruptedException: sleep interrupted\n\tat java.base/java.lang.Thread.sleep(Native Method)\n\tat Misc.main(Misc.java:10)\nexit status 1", rung.KindTransient},
		{"take", "exec", 1, "1", jvmMain + "java.lang.InterruptedException\n\tat java.base/java.util.concurrent.locks.AbstractQueuedSynchronizer$ConditionObject.await(AbstractQueuedSynchronizer.java:1645)\n\tat java.base/java.util.concurrent.LinkedBlockingQueue.take(LinkedBlockingQueue.java:435)\n\tat Intr.main(Intr.java:10)\nexit status 1", rung.KindTransient},
		{"join", "exec", 1, "1", jvmMain + "java.lang.InterruptedException\n\tat java.base/java.lang.Object.wait(Native Method)\n\tat java.base/java.lang.Thread.join(Thread.java:1313)\n\tat Intr.main(Intr.java:11)\nexit status 1", rung.KindTransient},
		{"futureGet", "exec", 1, "1", jvmMain + "java.lang.InterruptedException\n\tat java.base/java.util.concurrent.FutureTask.awaitDone(FutureTask.java:418)\n\tat java.base/java.util.concurrent.FutureTask.get(FutureTask.java:190)\n\tat Intr.main(Intr.java:12)\nexit status 1", rung.KindTransient},
		{"channel", "exec", 1, "1", jvmMain + "java.nio.channels.ClosedByInterruptException\n\tat java.base/java.nio.channels.spi.AbstractInterruptibleChannel.end(AbstractInterruptibleChannel.java:199)\n\tat java.base/sun.nio.ch.FileChannelImpl.read(FileChannelImpl.java:237)\n\tat Intr.main(Intr.java:13)\nexit status 1", rung.KindTransient},
		{"workerThread", "exec", 1, "1", "Exception in thread \"worker-1\" java.lang.InterruptedException: sleep interrupted\n\tat java.base/java.lang.Thread.sleep(Native Method)\nexit status 1", rung.KindTransient},
		{"jshell", "exec", 0, "", "|  Exception java.lang.InterruptedException: sleep interrupted\n|        at Thread.sleep (Native Method)\n|        at (#1:1)", rung.KindTransient},
		{"nearNPE", "exec", 1, "1", jvmMain + "java.lang.NullPointerException: Cannot invoke \"java.lang.Thread.interrupt()\" because \"<local1>\" is null\n\tat Intr.main(Intr.java:8)\nexit status 1", rung.KindInvalid},
		{"nearWrappedArithmetic", "exec", 1, "1", jvmMain + "java.util.concurrent.ExecutionException: java.lang.ArithmeticException: / by zero\n\tat java.base/java.util.concurrent.FutureTask.report(FutureTask.java:122)\nCaused by: java.lang.ArithmeticException: / by zero\nexit status 1", rung.KindInvalid},
		{"nearMonitor", "exec", 1, "1", jvmMain + "java.lang.IllegalMonitorStateException: current thread is not owner\n\tat java.base/java.lang.Object.wait(Native Method)\nexit status 1", rung.KindUnknown},
	})
}
