package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at b3cf2c79: 21/34 overall, 7/15 tricky.
func TestIndependentCases1754(t *testing.T) {
	runIndependent(t, "testdata/independent1754.jsonl", true)
}

// SWI-Prolog's ISO error terms as it prints them (manual 4.10): unknown
// procedure, instantiation, evaluation errors and a static predicate's
// modification are the code's fault (invalid); an alias already taken is
// a conflict. Near misses: open/3's "No permission to open source_sink
// ... (Permission denied)" (the OS, denied), the sandbox's "No permission
// to call sandboxed" (denied), and a missing library (premise).
func TestGeneralise1754PrologErrorTerms(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"unknown procedure", "exec", 2, "2", "ERROR: -g main: catch/3: Unknown procedure: load_rows/2\nexit status 2", rung.KindInvalid},
		{"unknown procedure in module", "exec", 2, "2", "Warning: ... Goal (initialization) raised exception:\nERROR: app:run/0: Unknown procedure: app:helper/1\nexit status 1", rung.KindInvalid},
		{"instantiation", "exec", 2, "2", "ERROR: -g go: atom_length/2: Arguments are not sufficiently instantiated\nexit status 2", rung.KindInvalid},
		{"evaluation undefined", "exec", 2, "2", "ERROR: -g X is 0/0: //2: Arithmetic: evaluation error: `undefined'\nexit status 2", rung.KindInvalid},
		{"static procedure", "exec", 2, "2", "ERROR: /srv/app/rules.pl:3:\nERROR:    No permission to modify static procedure `append/3'\nexit status 2", rung.KindInvalid},
		{"mutex alias taken", "exec", 2, "2", "ERROR: -g go: mutex_create/2: No permission to create mutex `db'\nexit status 2", rung.KindConflict},
		{"thread alias taken", "exec", 2, "2", "ERROR: -g go: thread_create/3: No permission to create thread `worker'\nexit status 2", rung.KindConflict},
		{"near miss: os refusal", "exec", 2, "2", "ERROR: -g go: open/3: No permission to open source_sink `'/etc/shadow'' (Permission denied)\nexit status 2", rung.KindDenied},
		{"near miss: missing library", "exec", 2, "2", "ERROR: -g use_module(library(yaml2)): source_sink `library(yaml2)' does not exist\nexit status 2", rung.KindPremise},
	})
}

// A Prolog goal with no solution: the toplevel's "-g Goal: false",
// initialization(main, main)'s "user:main: false" and a load-time "Goal
// (directive) failed": the program ran and the query has no answer,
// ambiguous as grep's bare exit status 1 (taxonomy). Near miss: a JSON
// field "false" in a service's text keeps its own reading.
func TestGeneralise1754PrologGoalFalse(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"-g false", "exec", 1, "1", "ERROR: -g member(x, [a,b]): false\nexit status 1", rung.KindAmbiguous},
		{"main false", "exec", 1, "1", "ERROR: /srv/app/main.pl:1: user:main: false\nexit status 1", rung.KindAmbiguous},
		{"directive failed", "exec", 0, "0", "Warning: /srv/app/facts.pl:12:\nWarning:    Goal (directive) failed: user:load_facts\nexit status 0", rung.KindAmbiguous},
		{"near miss: error false", "exec", 2, "2", "ERROR: -g go: source_sink `'/srv/x.pl'' does not exist\nexit status 2", rung.KindPremise},
	})
}

// SWI-Prolog http_open/3 raises existence_error(url, U) for every non-2xx
// reply, with status(Code, Text) as its context: a 429 or 5xx is the
// server's wait (transient). Near miss: a 404 keeps its missing-URL
// reading (premise).
func TestGeneralise1754PrologHTTPStatus(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"503", "exec", 2, "2", "ERROR: -g go: url `'http://api.local/jobs'' does not exist (status(503,Service Unavailable))\nexit status 2", rung.KindTransient},
		{"502", "exec", 2, "2", "ERROR: -g go: url `'http://api.local/jobs'' does not exist (status(502,Bad Gateway))\nexit status 2", rung.KindTransient},
		{"429", "exec", 2, "2", "ERROR: -g go: url `'http://api.local/jobs'' does not exist (status(429,Too Many Requests))\nexit status 2", rung.KindTransient},
		{"near miss: 404", "exec", 2, "2", "ERROR: -g go: url `'http://api.local/jobs'' does not exist (status(404,Not Found))\nexit status 2", rung.KindPremise},
	})
}

// SBCL's condition texts (CLHS UNBOUND-VARIABLE, END-OF-FILE inside LOAD,
// REQUIRE with no provider) and the runtimes' stack exhaustion (SBCL's
// "Control stack exhausted", SWI-Prolog's "Possible non-terminating
// recursion"). Near misses: a READ error for a package not loaded
// (premise), a heap exhausted (invalid, read elsewhere), ASDF's missing
// component (premise).
func TestGeneralise1754LispAndStack(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"unbound variable", "exec", 1, "1", "Unhandled UNBOUND-VARIABLE in thread #<SB-THREAD:THREAD \"main thread\" RUNNING {1001348003}>:\n  The variable *CONFIG* is unbound.\nexit status 1", rung.KindInvalid},
		{"read eof compile-file", "exec", 1, "1", "READ error during COMPILE-FILE:\n  end of file on #<SB-INT:FORM-TRACKING-STREAM for \"file /srv/app/main.lisp\" {1001A}>\nexit status 1", rung.KindInvalid},
		{"require unknown", "exec", 1, "1", "Unhandled SB-INT:EXTENSION-FAILURE in thread #<SB-THREAD:THREAD \"main thread\" RUNNING {1001348003}>:\n  Don't know how to REQUIRE DRAKMA.\nexit status 1", rung.KindPremise},
		{"control stack", "exec", 1, "1", "INFO: Control stack guard page unprotected\nControl stack guard page temporarily disabled: proceed with caution\nUnhandled SB-KERNEL::CONTROL-STACK-EXHAUSTED in thread: Control stack exhausted (no more space for function call frames).\nexit status 1", rung.KindInvalid},
		{"prolog recursion", "exec", 2, "2", "ERROR: -g walk(0): Stack limit (1.0Gb) exceeded\nERROR:   Stack sizes: local: 1.0Gb, global: 28Kb, trail: 1Kb\nERROR:   Possible non-terminating recursion:\nERROR:     [10,021,612] user:walk(10021602)\nexit status 2", rung.KindInvalid},
		{"near miss: package missing", "exec", 1, "1", "Unhandled SB-C::INPUT-ERROR-IN-LOAD in thread:\n  READ error during LOAD:\n\n    Package CL-PPCRE does not exist.\n\nexit status 1", rung.KindPremise},
		{"near miss: asdf component", "exec", 1, "1", "Unhandled ASDF/FIND-COMPONENT:MISSING-COMPONENT in thread:\n  Component :DRAKMA not found\nexit status 1", rung.KindPremise},
	})
}
