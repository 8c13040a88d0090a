package classify

import "strings"

// Set 1319: the JDK's own words as a code-execution tool hands them back
// (exit status and stderr of javac, the java launcher, jshell and Maven,
// captured live with OpenJDK 17.0.15 and Maven 3.8.7).
//
// Invalid, as CPython's code errors (set 1261): the code or the command
// line the agent wrote is wrong and every rerun meets it again.
//   - An uncaught runtime exception of the code's own making, printed by the
//     launcher ("Exception in thread \"main\" java.lang.X: ...") or by
//     jshell ("Exception java.lang.X: ...", exit 0): NullPointerException,
//     ArrayIndexOutOfBoundsException, StringIndexOutOfBoundsException,
//     NumberFormatException, ArithmeticException, ClassCastException
//     (docs.oracle.com/en/java/javase/17/docs/api: "Thrown when an
//     application attempts to use null in a case where an object is
//     required"; "an array has been accessed with an illegal index").
//   - javac's "cannot find symbol" with its "symbol:" line, as jshell prints
//     it with no file position (exit 0).
//   - The launcher's "Could not find or load main class X", whatever its
//     cause: NoClassDefFoundError "X (wrong name: pkg/X)" (the class is
//     there, the call must name it by its package) or ClassNotFoundException
//     (no class by that name on the classpath the call gives: a misspelt
//     name or a wrong -cp; revised after sets 1549 and 1591, whose blind
//     lines read it invalid against set 1319's one premise). A class the
//     program itself loads at run time (NoClassDefFoundError or
//     ClassNotFoundException in "Exception in thread") stays premise, a
//     dependency the classpath lacks.
//
// Premise, as set 40's prerequisites a toolchain lacks: the code is fine,
// the host is not set up for it.
//   - A runtime older than the class: UnsupportedClassVersionError "has
//     been compiled by a more recent version of the Java Runtime" (Java 7's
//     "Unsupported major.minor version 52.0"); javac's "error: release
//     version 21 not supported" and older javac's "invalid target release:
//     11" (the JDK cannot target it).
//   - Maven offline without the artifact in the local repository: "Cannot
//     access central (...) in offline mode and the artifact ... has not been
//     downloaded from it before" (npm ENOTCACHED, cargo offline).
//   - javac's "error: package com.x does not exist" (an import the
//     classpath lacks, as Go's "no required module provides package").
//   - "Error: Unable to access jarfile /x.jar" (the jar is not there) and
//     UnsatisfiedLinkError "no x in java.library.path" (a native library
//     the host lacks).
//
// Set 1549: the launcher or HotSpot refusing the command line's own
// options before any class loads (arguments.cpp, gcArguments.cpp and the
// launcher's java.c): an unknown option ("Unrecognized VM option 'X'",
// "Unrecognized option: --x" beside "Could not create the Java Virtual
// Machine"), a malformed one ("Missing +/- setting for VM option",
// "Improperly specified VM option", "Invalid maximum heap size: -Xmx0"), a
// value out of range ("Too small maximum heap", "The Java thread stack size
// specified is too small") or options that contradict each other ("Initial
// heap size set to a larger value than the maximum heap size", "Multiple
// garbage collectors selected"), or a flag that must be unlocked first: the
// same command line fails the same way at every launch, invalid. The VM's
// other initialisation failures keep their readings: "Could not reserve
// enough space for ... object heap" (the host's memory), "Could not find
// agent library" (a library the host lacks), "unable to create native
// thread" (set 1443's process limit).
//
// Set 1549: Maven's refusal of a build or settings file it cannot parse or
// that fails the model's checks: "Non-parseable POM", "Malformed POM",
// "Non-parseable settings", "'dependencies.dependency.version' for g:a:jar
// is missing": the file the call gave is wrong, invalid, as a compiler's
// syntax error. "Non-resolvable parent POM" stays premise (a parent that
// is not there) and "Non-readable POM" (the file is not there) keeps its
// reading.
func jvmToolShapes(t string) (Result, bool) {
	if jvmOptionRefused(t) {
		return verdict(invalid, "java: the launcher or the VM refused a command-line option (unknown, malformed, out of range, or contradicting another): fix the flags")
	}
	if mavenModelRefused(t) {
		return verdict(invalid, "maven: the POM or settings file does not parse or fails the model's checks: fix the file")
	}
	if hasAny(t, "has been compiled by a more recent version of the java runtime", "unsupported major.minor version ") ||
		hasAny(t, "error: release version ") && hasAny(t, " not supported") ||
		hasAny(t, "invalid target release: ", "invalid source release: ") {
		return verdict(premise, "jvm: the host's JDK is older than the class or the release asked for: install a newer JDK, or build for this one")
	}
	if hasAny(t, " in offline mode and the artifact ") && hasAny(t, "has not been downloaded from it before") {
		return verdict(premise, "maven -o: the artifact is not in the local repository and offline mode may not fetch it: fetch it online first")
	}
	if hasAny(t, "error: unable to access jarfile ") {
		return verdict(premise, "java -jar: the jar file is not there (or not readable): build or fetch it first")
	}
	if hasAny(t, "java.lang.unsatisfiedlinkerror: no ") && hasAny(t, " in java.library.path") {
		return verdict(premise, "jvm: the native library is not installed on the host's java.library.path: install it first")
	}
	if hasAny(t, ".java:") && hasAny(t, ": error: package ") && hasAny(t, " does not exist") {
		return verdict(premise, "javac: a package the source imports is not on the classpath: add the dependency first")
	}
	if hasAny(t, "could not find or load main class ") {
		if hasAny(t, " (wrong name: ") {
			return verdict(invalid, "java: the class is there but in a package: name it by its full name from the classpath root")
		}
		return verdict(invalid, "java: no main class by that name on the classpath the call gives: fix the class name or -cp")
	}
	if hasAny(t, "cannot find symbol") && hasAny(t, "symbol: ") {
		return verdict(invalid, "javac/jshell: the code names a symbol nothing declares: fix the code")
	}
	if jvmLinkageMismatch(t) {
		return verdict(premise, "jvm: a class on the classpath was compiled against a different version of another (a method, field or class shape changed): rebuild the dependents or align the jars")
	}
	if jshellDiagnostic(t) {
		return verdict(invalid, "jshell: the snippet was rejected by the compiler (exit 0): fix the code")
	}
	if r, ok := executorRejected(t); ok {
		return r, true
	}
	if strings.Contains(t, "Interrupt") && jvmInterrupted(t) {
		return verdict(transient, "jvm: the thread was interrupted while it waited (InterruptedException, ClosedByInterruptException): a cancellation from outside the call, as EINTR; run it again")
	}
	if hasAny(t, "exception in thread \"", "exception java.lang.", "exception java.util.") &&
		hasAny(t, "java.lang.nullpointerexception", "java.lang.arrayindexoutofboundsexception: ", "java.lang.stringindexoutofboundsexception: ",
			"java.lang.numberformatexception: for input string", "java.lang.arithmeticexception: / by zero", "java.lang.classcastexception: class ",
			"java.util.concurrentmodificationexception", "java.lang.unsupportedoperationexception", "java.lang.negativearraysizeexception") {
		return verdict(invalid, "jvm: an uncaught runtime exception of the code's own making (null dereference, bad index, number format, division by zero, bad cast): fix the code")
	}
	return Result{}, false
}

// jvmLinkageMismatch reports the JVM's IncompatibleClassChangeError family
// (set 1591): NoSuchMethodError, NoSuchFieldError, AbstractMethodError and
// IncompatibleClassChangeError itself. The javadoc: "Normally, this error
// is caught by the compiler; this error can only occur at run time if the
// definition of a class has incompatibly changed." The code compiled; the
// class files on the classpath disagree (a stale build, mismatched jar
// versions), so a setup step (rebuild, align the dependency) comes first:
// premise, as a missing class (NoClassDefFoundError). A javac "cannot find
// symbol" for the same method stays invalid.
func jvmLinkageMismatch(t string) bool {
	return hasAny(t, "java.lang.nosuchmethoderror: ", "java.lang.nosuchfielderror: ", "java.lang.abstractmethoderror: ",
		"java.lang.incompatibleclasschangeerror: ")
}

// jshellDiagnostic reports jshell's rejection of a snippet (set 1591):
// jshell prints "Error:" on its own line, then javac's diagnostic text
// (compiler.properties) and the snippet under a caret, and exits 0. The
// diagnostic keys are javac's own fixed phrases; a bare "Error:" line
// without one keeps its reading.
func jshellDiagnostic(t string) bool {
	if !hasPrefixFold(t, "error:\n") && !hasAny(t, "\nerror:\n") {
		return false
	}
	return hasAny(t, "incompatible types: ", "';' expected", "illegal start of expression", "not a statement",
		"cannot be applied to given types", "unreported exception ", "might not have been initialized",
		"missing return statement", "unclosed string literal", "bad operand types for binary operator",
		"non-static variable ", "non-static method ", "is already defined in ")
}

// jvmOptionRefused reports HotSpot's and the java launcher's words for a
// command-line option they refuse (set 1549).
func jvmOptionRefused(t string) bool {
	if hasAny(t, "unrecognized vm option '", "missing +/- setting for vm option '", "improperly specified vm option '",
		"invalid maximum heap size: ", "invalid initial heap size: ", "invalid thread stack size: ",
		"initial heap size set to a larger value than the maximum heap size",
		"incompatible minimum and maximum heap sizes specified", "multiple garbage collectors selected",
		"conflicting collector combinations in option list", "the java thread stack size specified is too small",
		"and must be enabled via -xx:+unlock") {
		return true
	}
	if hasAny(t, "error occurred during initialization of vm") && hasAny(t, "too small maximum heap", "too small initial heap") {
		return true
	}
	return hasAny(t, "unrecognized option: ") && hasAny(t, "could not create the java virtual machine")
}

// mavenModelRefused reports Maven's words for a POM or settings.xml that
// does not parse or fails model validation (set 1549).
func mavenModelRefused(t string) bool {
	if hasAny(t, "non-parseable pom ", "malformed pom ", "non-parseable settings ") {
		return true
	}
	return hasAny(t, "some problems were encountered while processing the poms") &&
		hasAny(t, "' for ") && hasAny(t, " is missing.", " must be a valid version", " must be unique", " must not contain any of these characters")
}

// executorRejected reads java.util.concurrent's RejectedExecutionException
// by the state of the executor it quotes (set 1644, OpenJDK 17 live).
// ThreadPoolExecutor's AbortPolicy writes "Task X rejected from
// java.util.concurrent.ThreadPoolExecutor@h[State, pool size = ...]"; the
// javadoc rejects new tasks "when the Executor has been shut down, and
// also when the Executor uses finite bounds for both maximum threads and
// work queue capacity, and is saturated". A pool that is [Shutting down],
// [Terminating] or [Terminated] (and Netty's "event executor terminated")
// never takes work again: premise, a new executor. A [Running] pool was
// saturated: its queue drains as tasks end, transient. A rejection that
// names no state keeps its reading.
func executorRejected(t string) (Result, bool) {
	if !strings.Contains(t, "RejectedExecutionException") {
		return Result{}, false
	}
	if strings.Contains(t, "[Running, pool size = ") {
		return verdict(transient, "java: the thread pool is running but saturated (threads and queue full): its queue drains as tasks end, retry")
	}
	if hasAny(t, "[Terminated, pool size = ", "[Shutting down, pool size = ", "[Terminating, pool size = ", "event executor terminated") {
		return verdict(premise, "java: the executor was shut down and rejects all new tasks: start a new one, the plan's executor is gone")
	}
	return Result{}, false
}

// jvmInterrupted reports an uncaught interruption as the launcher or jshell
// prints it (set 1702, captured live with OpenJDK 17.0.15):
// java.lang.InterruptedException from Thread.sleep ("sleep interrupted"),
// Thread.join, BlockingQueue.take and Future.get, and
// java.nio.channels.ClosedByInterruptException from a channel read. The
// javadoc: "Thrown when a thread is waiting, sleeping, or otherwise
// occupied, and the thread is interrupted". Another thread (a shutdown, a
// supervisor's cancel) cut the wait short; neither the code nor the world
// is shown wrong: transient, as set 372's EINTR. Only the exception that
// ended the thread counts (right after the thread's name, or jshell's
// "Exception "); an exception of another class whose message or cause
// mentions an interrupt keeps its reading.
func jvmInterrupted(t string) bool {
	return hasAny(t, "\" java.lang.interruptedexception", "\" java.nio.channels.closedbyinterruptexception",
		"exception java.lang.interruptedexception", "exception java.nio.channels.closedbyinterruptexception")
}
