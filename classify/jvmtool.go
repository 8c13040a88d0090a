package classify

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
//   - The launcher's "Could not find or load main class X" caused by
//     NoClassDefFoundError "X (wrong name: pkg/X)": the class is there, the
//     call must name it by its package.
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
func jvmToolShapes(t string) (Result, bool) {
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
	if hasAny(t, "could not find or load main class ") && hasAny(t, " (wrong name: ") {
		return verdict(invalid, "java: the class is there but in a package: name it by its full name from the classpath root")
	}
	if hasAny(t, "cannot find symbol") && hasAny(t, "symbol: ") {
		return verdict(invalid, "javac/jshell: the code names a symbol nothing declares: fix the code")
	}
	if hasAny(t, "exception in thread \"", "exception java.lang.") &&
		hasAny(t, "java.lang.nullpointerexception", "java.lang.arrayindexoutofboundsexception: ", "java.lang.stringindexoutofboundsexception: ",
			"java.lang.numberformatexception: for input string", "java.lang.arithmeticexception: / by zero", "java.lang.classcastexception: class ") {
		return verdict(invalid, "jvm: an uncaught runtime exception of the code's own making (null dereference, bad index, number format, division by zero, bad cast): fix the code")
	}
	return Result{}, false
}
