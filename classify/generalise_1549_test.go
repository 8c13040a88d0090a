package classify

import "testing"

// First run at c5f4a35d: 27/34 overall, 12/17 tricky.
// Tolerated: i1549-javac-release-unsupported: premise vs invalid (ruling): set 1319 reads javac's "error: release version N not supported" premise (the JDK cannot target it; docs/taxonomy.md); 99 is no release at all, but the text cannot tell 99 from 21.
// Tolerated: i1549-mvn-no-pom: premise vs invalid (ruling): set 160 reads Maven's "there is no POM in this directory" premise (the directory is not the project).
// Fixed by the lead's test-ruling revision (a failing test reads invalid): i1549-mvn-test-failures.
func TestIndependentCases1549(t *testing.T) {
	runIndependent(t, "testdata/independent1549.jsonl", true,
		"i1549-javac-release-unsupported", "i1549-mvn-no-pom")
}

const jvmFatal = "\nError: Could not create the Java Virtual Machine.\nError: A fatal exception has occurred. Program will exit."

// TestGeneralise1549JVMOptionRefused: the java launcher and HotSpot refuse
// the command line's own options before any class loads (OpenJDK 17
// arguments.cpp, gcArguments.cpp, java.c; captured live): unknown,
// malformed, out of range, contradicting or locked flags are invalid, the
// same at every launch. The VM's other initialisation failures keep their
// kinds: the host's memory, a missing agent library, the process limit.
func TestGeneralise1549JVMOptionRefused(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"unrecognized vm option", "exec", 1, "1", "exit status 1: Unrecognized VM option 'UseFooGC'" + jvmFatal, invalid},
		{"unrecognized launcher option", "exec", 1, "1", "exit status 1: Unrecognized option: --frobnicate" + jvmFatal, invalid},
		{"missing +/-", "exec", 1, "1", "exit status 1: Missing +/- setting for VM option 'UseG1GC'" + jvmFatal, invalid},
		{"invalid max heap", "exec", 1, "1", "exit status 1: Invalid maximum heap size: -XX:MaxHeapSize=abc" + jvmFatal, invalid},
		{"invalid initial heap", "", 0, "", "Invalid initial heap size: -Xms12q" + jvmFatal, invalid},
		{"too small max heap", "exec", 1, "1", "exit status 1: Error occurred during initialization of VM\nToo small maximum heap", invalid},
		{"too small initial heap", "exec", 1, "1", "exit status 1: Error occurred during initialization of VM\nToo small initial heap", invalid},
		{"min above max", "exec", 1, "1", "exit status 1: Error occurred during initialization of VM\nIncompatible minimum and maximum heap sizes specified", invalid},
		{"initial above max", "exec", 1, "1", "exit status 1: Error occurred during initialization of VM\nInitial heap size set to a larger value than the maximum heap size", invalid},
		{"two collectors", "exec", 1, "1", "exit status 1: Error occurred during initialization of VM\nMultiple garbage collectors selected", invalid},
		{"stack too small", "exec", 1, "1", "exit status 1: \nThe Java thread stack size specified is too small. Specify at least 136k\nError: Could not create the Java Virtual Machine.", invalid},
		{"experimental locked", "exec", 1, "1", "exit status 1: Error: VM option 'UseEpsilonGC' is experimental and must be enabled via -XX:+UnlockExperimentalVMOptions.\nError: The unlock option must precede 'UseEpsilonGC'.\nError: Could not create the Java Virtual Machine.", invalid},
		// Near misses: the host, not the flags.
		{"cannot reserve heap", "exec", 1, "1", "exit status 1: Error occurred during initialization of VM\nCould not reserve enough space for 4194304KB object heap", unk},
		{"native thread", "exec", 1, "1", "exit status 1: Error occurred during initialization of VM\njava.lang.OutOfMemoryError: unable to create native thread: possibly out of memory or process/resource limits reached", premise},
		{"heap space at run", "exec", 1, "1", "exit status 1: Exception in thread \"main\" java.lang.OutOfMemoryError: Java heap space\n\tat Main.main(Main.java:6)", invalid},
		{"main class missing (revised: the call names it)", "exec", 1, "1", "exit status 1: Error: Could not find or load main class Report\nCaused by: java.lang.ClassNotFoundException: Report", invalid},
	})
}

// TestGeneralise1549MavenModelRefused: Maven refuses a POM or settings.xml
// that does not parse (its XML pull parser's "Non-parseable POM",
// "Non-parseable settings", Maven 3.0's "Malformed POM") or fails model
// validation ("'dependencies.dependency.version' for g:a:jar is missing."):
// the file the build was given is wrong, invalid (Maven 3.8.7, captured
// live; cwiki.apache.org MAVEN/ModelParseException). A parent or
// dependency that is not in the repository stays premise.
func TestGeneralise1549MavenModelRefused(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"non-parseable pom", "exec", 1, "1", "exit status 1: [ERROR] [ERROR] Some problems were encountered while processing the POMs:\n[FATAL] Non-parseable POM /src/app/pom.xml: only whitespace content allowed before start tag and not n (position: START_DOCUMENT seen n... @1:2)  @ line 1, column 2\n[ERROR] The build could not read 1 project -> [Help 1]", invalid},
		{"non-parseable settings", "exec", 1, "1", "exit status 1: [ERROR] Error executing Maven.\n[ERROR] 1 problem was encountered while building the effective settings\n[FATAL] Non-parseable settings /home/ci/.m2/settings.xml: end tag name </settings> must match start tag name <mirror> from line 1 (position: START_TAG seen ...<mirrors><mirror></settings>... @1:39)  @ /home/ci/.m2/settings.xml, line 1, column 39", invalid},
		{"malformed pom", "", 0, "", "Malformed POM /work/pom.xml: Unrecognised tag: 'dependecy' (position: START_TAG seen ...<dependencies>\\n<dependecy>... @12:15)  @ /work/pom.xml, line 12, column 15", invalid},
		{"version missing", "exec", 1, "1", "exit status 1: [ERROR] [ERROR] Some problems were encountered while processing the POMs:\n[ERROR] 'dependencies.dependency.version' for junit:junit:jar is missing. @ line 4, column 29\n[ERROR] The build could not read 1 project -> [Help 1]", invalid},
		// Near misses: what the POM names is not in the repository.
		{"parent missing", "exec", 1, "1", "exit status 1: [ERROR] [ERROR] Some problems were encountered while processing the POMs:\n[FATAL] Non-resolvable parent POM for com.acme:api:1.0: Could not find artifact com.acme:acme-parent:pom:3.1.0 in central (https://repo.maven.apache.org/maven2) and 'parent.relativePath' points at wrong local POM @ line 5, column 11\n[ERROR] The build could not read 1 project -> [Help 1]", premise},
		{"dependency missing", "exec", 1, "1", "exit status 1: [ERROR] Failed to execute goal on project api: Could not resolve dependencies for project com.acme:api:jar:1.0: Could not find artifact com.acme:billing-client:jar:2.2.0 in nexus (https://nexus.acme.internal/repository/maven-public/) -> [Help 1]", premise},
	})
}

// TestGeneralise1549Sysexits: where no words decide, a command's exit
// status from sysexits(3) keeps its fixed meaning: 64 EX_USAGE and 65
// EX_DATAERR invalid, 66 EX_NOINPUT premise, 75 EX_TEMPFAIL transient
// ("the user is invited to retry later"), 77 EX_NOPERM denied
// (man.freebsd.org sysexits(3)). Words a preset reads keep their reading,
// and the catch-all codes (1, 69, 70, 78) stay unknown.
func TestGeneralise1549Sysexits(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"tempfail", "exec", 75, "75", "exit status 75: ledger-sync: upstream returned 503, giving up", transient},
		{"tempfail bare", "exec", 75, "", "exit status 75", transient},
		{"tempfail go error", "", 0, "", "exit status 75: mailq: deferred", transient},
		{"usage", "exec", 64, "64", "exit status 64: usage: reconcile [-n] account", invalid},
		{"dataerr", "exec", 65, "65", "exit status 65: reconcile: line 14: bad record", invalid},
		{"noinput", "exec", 66, "66", "exit status 66: reconcile: ledger.csv", premise},
		{"noperm", "exec", 77, "77", "exit status 77: reconcile: ledger.csv", denied},
		// Near misses: words that decide, and catch-all codes.
		{"words win", "exec", 75, "75", "exit status 75: open /etc/ledger.conf: permission denied", denied},
		{"status 1", "exec", 1, "1", "exit status 1: ledger-sync: upstream returned 503, giving up", unk},
		{"status 70", "exec", 70, "70", "exit status 70: reconcile: giving up", unk},
		{"status 750", "", 0, "", "exit status 750: reconcile", unk},
	})
}
