package classify

import "strings"

// Set 1754: SWI-Prolog's and SBCL's own words for a program that cannot
// run as written, or that ran and found nothing, as an exec tool hands
// back swipl's or sbcl's stderr (captured live with SWI-Prolog 9.0.4 and
// SBCL 2.2.9). Each is gated on the runtime's exact, case-sensitive
// wording, so prose that shares a word keeps its reading.
//
//   - SWI-Prolog's ISO error terms as it prints them (manual 4.10, "ISO
//     error terms"): existence_error(procedure) "Unknown procedure:
//     foo/1", instantiation_error "Arguments are not sufficiently
//     instantiated", evaluation_error "Arithmetic: evaluation error:
//     `zero_divisor'", and permission_error(modify, static_procedure)
//     "No permission to modify static procedure `atom_length/2'" (no user
//     may redefine a system predicate: the code is wrong, not the agent's
//     authority). Invalid, fix the code.
//   - SWI-Prolog's permission_error(create, mutex|thread|message_queue,
//     Alias) "No permission to create mutex `jobs'": the alias is taken
//     (mutex_create/2, thread_create/3, message_queue_create/2); the world
//     already holds it: conflict.
//   - A goal with no solution: the toplevel's "-g Goal: false" (halt 1)
//     and a load-time "Goal (directive) failed": the program ran and the
//     query has no answer, ambiguous as grep's bare exit status 1.
//   - http_open/3's existence_error(url, U) with context status(Code, Text)
//     for a non-2xx reply: a 429 or 5xx is the server's wait, transient,
//     not a missing URL.
//   - SBCL (CLHS condition texts): UNBOUND-VARIABLE "The variable X is
//     unbound.", "READ error during LOAD: ... end of file on" (an unclosed
//     form): invalid; "Don't know how to REQUIRE X." (no module provider
//     has it installed): premise.
//
// Stack exhaustion (SWI's "Stack limit (1.0Gb) exceeded", SBCL's "Control
// stack exhausted") is in stackDepthWords.
func logicLangError(t string) (Result, bool) {
	if strings.Contains(t, "No permission to ") {
		if strings.Contains(t, "No permission to modify static procedure `") {
			return verdict(invalid, "prolog: the code redefines a system (static) predicate, which no user may modify: rename it")
		}
		for _, w := range [...]string{"No permission to create mutex `", "No permission to create thread `", "No permission to create message_queue `"} {
			if strings.Contains(t, w) {
				return verdict(conflict, "prolog: an object with this alias already exists (permission_error(create, ...)): use the existing one")
			}
		}
		return Result{}, false
	}
	if i := strings.Index(t, "Unknown procedure: "); i >= 0 && strings.IndexByte(t[i:], '/') > 0 {
		return verdict(invalid, "prolog: the code calls a predicate nothing defines (existence_error(procedure)): fix the code")
	}
	if strings.Contains(t, "Arguments are not sufficiently instantiated") {
		return verdict(invalid, "prolog: instantiation_error, a goal got an unbound argument where a value is needed: fix the code")
	}
	if strings.Contains(t, "Arithmetic: evaluation error: `") {
		return verdict(invalid, "prolog: evaluation_error, the arithmetic is undefined for these values (zero_divisor, undefined): guard the input")
	}
	if strings.Contains(t, "Goal (directive) failed") || swiGoalFalse(t) {
		return verdict(ambiguous, "prolog: the goal ran and has no solution: an empty answer, narrow or hand back")
	}
	if i := strings.Index(t, "' does not exist (status("); i >= 0 && strings.Contains(t, "url `") {
		c := t[i+len("' does not exist (status("):]
		if strings.HasPrefix(c, "5") || strings.HasPrefix(c, "429,") {
			return verdict(transient, "prolog: http_open's reply was a 429 or 5xx (existence_error(url) with status context): the server's wait, retry")
		}
		return Result{}, false
	}
	if strings.Contains(t, "The variable ") && strings.Contains(t, " is unbound.") {
		return verdict(invalid, "lisp: UNBOUND-VARIABLE, the code reads a variable that has no value: fix the code")
	}
	if strings.Contains(t, "READ error during ") && strings.Contains(t, "end of file on ") {
		return verdict(invalid, "lisp: the source ends inside a form (unbalanced parentheses): fix the code")
	}
	if strings.Contains(t, "Don't know how to REQUIRE ") {
		return verdict(premise, "lisp: no module provider has this module installed (REQUIRE): install it or take another route")
	}
	return Result{}, false
}

// swiGoalFalse reports the SWI-Prolog toplevel's "ERROR: -g Goal: false",
// or "ERROR: file:N: user:main: false" for initialization(main, main).
func swiGoalFalse(t string) bool {
	if !strings.HasPrefix(t, "ERROR: ") {
		return false
	}
	line := t
	if j := strings.IndexByte(line, '\n'); j >= 0 {
		line = line[:j]
	}
	return strings.HasSuffix(line, ": false") && (strings.HasPrefix(line, "ERROR: -g ") || strings.Contains(line, ": user:"))
}
