package classify

import "testing"

// First run at 8eac1c88: 23/34 overall, 8/19 tricky.
// Tolerated: i1591-java-oom-heap-space: invalid vs premise (ruling, set 902 memkill.go runtimeHeapWords): a runtime's own heap exhausted under the run's limit is invalid (raise -Xmx or process less).
// Tolerated: i1591-java-oom-gc-overhead: invalid vs premise (ruling, set 902, extended here to the JVM's other heap forms): as "Java heap space".
// Tolerated: i1591-java-hs-err-crash-on-oom: invalid vs premise (ruling, set 902): the abort names "Java heap space".
// Tolerated: i1591-java-reserve-heap: unknown vs invalid (ruling, set 1549 jvmtool.go): "Could not reserve enough space for ... object heap" keeps its reading as the host's memory, not a refused option.
// Tolerated: i1591-javac-invalid-source-release: premise vs invalid (ruling, set 1319 jvmtool.go): javac's "invalid source release" reads as a JDK that cannot target the release.
// Tolerated: i1591-javac-file-not-found: premise vs invalid (one-off): javac's missing source file reads as the generic missing-file premise; my reading rested on javac's exit 2 (CMDERR), which set 1319 does not treat as a class.
func TestIndependentCases1591(t *testing.T) {
	runIndependent(t, "testdata/independent1591.jsonl", true, "i1591-java-oom-heap-space", "i1591-java-oom-gc-overhead", "i1591-java-hs-err-crash-on-oom", "i1591-java-reserve-heap", "i1591-javac-invalid-source-release", "i1591-javac-file-not-found")
}

// TestGeneralise1591LinkageMismatch: the JVM's IncompatibleClassChangeError
// family (NoSuchMethodError, NoSuchFieldError, AbstractMethodError) says
// class files on the classpath were built against a different version of
// each other (javadoc: "can only occur at run time if the definition of a
// class has incompatibly changed"): rebuild or align, premise. javac's
// "cannot find symbol" for the same method stays invalid. OpenJDK 17 live.
func TestGeneralise1591LinkageMismatch(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"nosuchmethod", "exec", 1, "1", "exit status 1: Exception in thread \"main\" java.lang.NoSuchMethodError: 'java.lang.String com.acme.Client.fetch(java.lang.String)'", premise},
		{"nosuchfield", "exec", 1, "1", "exit status 1: Exception in thread \"main\" java.lang.NoSuchFieldError: TIMEOUT", premise},
		{"abstractmethod", "exec", 1, "1", "exit status 1: Exception in thread \"main\" java.lang.AbstractMethodError: Receiver class Impl does not define or inherit an implementation of the resolved method 'abstract void run()' of interface Task.", premise},
		{"icce", "exec", 1, "1", "exit status 1: Exception in thread \"main\" java.lang.IncompatibleClassChangeError: Found interface Shape, but class was expected", premise},
		{"near: javac cannot find symbol", "exec", 1, "1", "exit status 1: App.java:3: error: cannot find symbol\n        Util.twice(3L);\n  symbol:   method twice(long)\n  location: class Util\n1 error", invalid},
	})
}

// TestGeneralise1591JVMCodeErrors: more of the JDK's unchecked exceptions
// of the code's own making (set 1319's rule): java.util's
// ConcurrentModificationException (the javadoc: thrown even by a single
// thread that changes a collection while iterating it),
// UnsupportedOperationException (an immutable List.of), and
// NegativeArraySizeException: invalid. AWS's own
// ConcurrentModificationException code stays transient.
func TestGeneralise1591JVMCodeErrors(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"cme", "exec", 1, "1", "exit status 1: Exception in thread \"main\" java.util.ConcurrentModificationException\n\tat java.base/java.util.HashMap$HashIterator.nextNode(HashMap.java:1597)", invalid},
		{"uoe", "exec", 1, "1", "exit status 1: Exception in thread \"main\" java.lang.UnsupportedOperationException\n\tat java.base/java.util.ImmutableCollections.uoe(ImmutableCollections.java:142)", invalid},
		{"negative array", "exec", 1, "1", "exit status 1: Exception in thread \"main\" java.lang.NegativeArraySizeException: -5", invalid},
		{"jshell cme", "exec", 0, "0", "|  Exception java.util.ConcurrentModificationException\n|        at ArrayList$Itr.checkForComodification (ArrayList.java:1013)", invalid},
		{"near: aws cme", "aws", 400, "ConcurrentModificationException", "Another change is being made to this resource. Try again later.", transient},
	})
}

// TestGeneralise1591JshellDiagnostic: jshell rejects a snippet with
// "Error:" on its own line, javac's diagnostic text and a caret, and exits
// 0; javac's fixed phrases (compiler.properties) mark it: invalid. A bare
// "Error:" without one keeps its reading. OpenJDK 17 live.
func TestGeneralise1591JshellDiagnostic(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"semicolon", "exec", 0, "0", "Error:\n';' expected\nint y = 4\n         ^", invalid},
		{"illegal start", "exec", 0, "0", "Error:\nillegal start of expression\nint z = ;\n        ^", invalid},
		{"unreported", "exec", 0, "0", "Error:\nunreported exception java.io.IOException; must be caught or declared to be thrown\nFiles.readString(Path.of(\"a\"))\n^-----------------------------^", invalid},
		{"bad operand", "exec", 0, "0", "Error:\nbad operand types for binary operator '*'\n\"a\" * 2\n^-----^", invalid},
	})
}

// TestGeneralise1591JVMHeapForms: the JVM's other heap-exhaustion words
// read as set 902's "Java heap space" (invalid: the same run under the
// same limit fails again): GC overhead limit exceeded, Metaspace,
// Requested array size exceeds VM limit. "unable to create native thread"
// stays set 1443's premise.
func TestGeneralise1591JVMHeapForms(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"gc overhead", "exec", 1, "1", "exit status 1: Exception in thread \"main\" java.lang.OutOfMemoryError: GC overhead limit exceeded\n\tat java.base/java.util.HashMap.resize(HashMap.java:702)", invalid},
		{"metaspace", "exec", 1, "1", "exit status 1: Exception in thread \"main\" java.lang.OutOfMemoryError: Metaspace", invalid},
		{"array size", "exec", 1, "1", "exit status 1: Exception in thread \"main\" java.lang.OutOfMemoryError: Requested array size exceeds VM limit", invalid},
		{"near: native thread", "exec", 1, "1", "exit status 1: Exception in thread \"main\" java.lang.OutOfMemoryError: unable to create native thread: possibly out of memory or process/resource limits reached", premise},
	})
}

// TestGeneralise1591UnresolvedAddress: java.net.http.HttpClient reports a
// host name that does not resolve as a bare ConnectException caused by
// NIO's UnresolvedAddressException: premise, as UnknownHostException. A
// ConnectException "Connection refused" stays transient.
func TestGeneralise1591UnresolvedAddress(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"httpclient", "exec", 1, "1", "exit status 1: Exception in thread \"main\" java.net.ConnectException\nCaused by: java.net.ConnectException\nCaused by: java.nio.channels.UnresolvedAddressException", premise},
		{"bare", "", 0, "", "java.nio.channels.UnresolvedAddressException", premise},
		{"near: refused", "exec", 1, "1", "exit status 1: Exception in thread \"main\" java.net.ConnectException: Connection refused", transient},
	})
}
