package classify

import "strings"

// Elixir and Erlang as an agent's build-and-run tool returns them (held-out
// set 1575, Elixir 1.14 on Erlang/OTP 25 captured live through Go's
// os/exec): the exit status, then what mix, elixir, erl or escript wrote.
// Elixir frames a raised exception as "** (Module) message" (the
// exception's module names its class: hexdocs.pm/elixir "Exceptions"),
// Mix its own refusals as "** (Mix) message"; Erlang a crash at boot as
// "init terminating in do_boot" with the exit reason's term, an escript's
// as "escript: exception error: <reason>", a kernel that cannot start as
// "Kernel pid terminated" or "could not start kernel pid". Only text in
// those frames is read here (beamFrame).

// beamFrame reports the BEAM toolchain's own frames (case-sensitive, as the
// tools print them).
func beamFrame(t string) bool {
	return strings.Contains(t, "** (") || strings.Contains(t, "escript: exception error: ") ||
		strings.Contains(t, "init terminating in do_boot") || strings.Contains(t, "Kernel pid terminated (") ||
		strings.Contains(t, "could not start kernel pid (") || strings.Contains(t, "Unchecked dependencies for environment ") ||
		strings.Contains(t, "due to warnings while using the --warnings-as-errors option") ||
		strings.Contains(t, "Paths given to \"mix test\" did not match") || strings.Contains(t, "Can't set long node name!") ||
		strings.Contains(t, "Can't set short node name!") || exunitFailed(t)
}

// exunitFailed reports ExUnit's summary of a run with failing tests ("1
// test, 1 failure", "12 tests, 3 failures", also with ", 2 excluded").
func exunitFailed(t string) bool {
	i := strings.Index(t, " failure")
	if i < 0 || !strings.Contains(t[:i], " test") {
		return false
	}
	line := t[:i]
	if j := strings.LastIndexByte(line, '\n'); j >= 0 {
		line = line[j+1:]
	}
	// "N test(s), M" with M > 0
	k := strings.Index(line, " test")
	if k <= 0 || !isDigits(strings.TrimSpace(line[:k])) {
		return false
	}
	rest := strings.TrimPrefix(strings.TrimPrefix(line[k:], " tests"), " test")
	if !strings.HasPrefix(rest, ", ") {
		return false
	}
	m := strings.TrimSpace(rest[2:])
	return isDigits(m) && strings.Trim(m, "0") != ""
}

// elixirCodeExceptions are Elixir's exception modules that say the code
// cannot run as written, whatever the world holds: a compile or syntax
// error, a value of the wrong type or shape for the function or operator
// (FunctionClauseError, ArithmeticError, BadMapError, Protocol.UndefinedError,
// the clause errors of case, cond, with and try), and a map field the code
// reads that its own map never has (KeyError "key :x not found in: %{...}",
// the map is printed: not an object looked up in the world). Every rerun
// meets them again: invalid, repair the code.
var elixirCodeExceptions = [...]string{
	"** (CompileError) ", "** (SyntaxError) ", "** (TokenMissingError) ", "** (MismatchedDelimiterError) ",
	"** (FunctionClauseError) ", "** (ArithmeticError) ", "** (BadArityError) ", "** (BadFunctionError) ",
	"** (BadMapError) ", "** (BadStructError) ", "** (BadBooleanError) ", "** (CaseClauseError) ",
	"** (CondClauseError) ", "** (WithClauseError) ", "** (TryClauseError) ", "** (Protocol.UndefinedError) ",
	"** (KeyError) key ",
}

// erlangCodeReasons are Erlang's exit reasons for code that cannot run as
// written (erlang.org reference_manual errors.html "Exit Reasons"):
// badarg, badarith, function_clause, case_clause, if_clause, badarity,
// badfun, badkey, as a boot crash's term ("{badarg,[...") or an escript's
// "exception error: bad argument".
var erlangCodeReasons = [...]string{
	"{badarg,", "{badarith,", "{function_clause,", "{{case_clause,", "{if_clause,", "{{badarity,", "{{badfun,", "{{badkey,",
	"exception error: bad argument", "exception error: an error occurred when evaluating an arithmetic expression",
	"exception error: no function clause matching", "exception error: no case clause matching",
	"exception error: no true branch found when evaluating an if expression",
}

// otpModules are modules every Erlang/OTP install ships in kernel and
// stdlib: an undef on one of them is a misspelt or wrongly-aritied
// function, not a library missing from the code path.
var otpModules = [...]string{
	"lists", "maps", "string", "io", "io_lib", "file", "filename", "erlang", "ets", "dict", "proplists",
	"gen_server", "gen_statem", "gen_event", "gen_tcp", "gen_udp", "inet", "timer", "calendar", "binary",
	"unicode", "re", "math", "os", "code", "application", "supervisor", "sets", "queue", "array", "rand",
	"orddict", "ordsets", "gb_trees", "gb_sets", "erl_eval", "init", "net_kernel", "rpc", "logger", "persistent_term",
}

// beamUndefModule returns the module of an Erlang undef ("{undef,[{m,f,"
// in a boot crash, "undefined function m:f/N" in an escript), or "".
func beamUndefModule(t string) string {
	var rest string
	if i := strings.Index(t, "{undef,[{"); i >= 0 {
		rest = t[i+len("{undef,[{"):]
		if j := strings.IndexByte(rest, ','); j > 0 {
			return rest[:j]
		}
	} else if i := strings.Index(t, "exception error: undefined function "); i >= 0 {
		rest = t[i+len("exception error: undefined function "):]
		if j := strings.IndexByte(rest, ':'); j > 0 {
			return rest[:j]
		}
	}
	return ""
}

// beamUnmatched returns what an unmatched right-hand side or badmatch
// term holds: Elixir's "no match of right hand side value: X", Erlang's
// "no match of right hand side value X" and "{badmatch,X}".
func beamUnmatched(t string) (string, bool) {
	for _, m := range [...]string{"no match of right hand side value", "{badmatch,"} {
		if i := strings.Index(t, m); i >= 0 {
			v := t[i+len(m):]
			if j := strings.IndexByte(v, '\n'); j >= 0 {
				v = v[:j]
			}
			return v, true
		}
	}
	return "", false
}

const beamReason = "Elixir/Erlang: "

// beamTool reads the classes above, and these:
//   - Mix's unknown task with its own "Did you mean" suggestion: a misspelt
//     task, invalid (without one, a task a dependency would provide keeps
//     the missing-thing reading);
//   - UndefinedFunctionError "(module X is not available)": the module is
//     not on the code path, a dependency absent, premise; "is undefined or
//     private" for a module that loads is a wrong call, invalid;
//   - an unmatched {:error, reason} (MatchError, badmatch): the POSIX or
//     inet reason decides, enoent premise, econnrefused/timeout transient;
//     another unmatched value is the code's wrong assumption, invalid;
//   - an Erlang undef: on an OTP stdlib module a wrong call (invalid),
//     elsewhere a library not on the code path (premise);
//   - ExUnit's failing summary and ExUnit.TimeoutError: a test that fails
//     or exceeds its own budget fails again on rerun, invalid;
//   - --warnings-as-errors refusals: the code must change, invalid;
//   - Mix's "Unchecked dependencies" (not available, not locked, out of
//     date: "run mix deps.get"), System.EnvError, Application.fetch_env!'s
//     "not loaded nor configured", "GenServer.call ... no process": a
//     prior step or configuration the run rests on is missing, premise;
//   - the kernel refusing the caller's -config file or -name: invalid.
func beamTool(t string) (Result, bool) {
	if !beamFrame(t) {
		return Result{}, false
	}
	switch {
	case strings.Contains(t, "** (Mix) The task \"") && strings.Contains(t, "Did you mean \""):
		return verdict(invalid, beamReason+"Mix has no task by that name and suggests the one meant: respell it")
	case strings.Contains(t, "Unchecked dependencies for environment ") || strings.Contains(t, "** (Mix) Can't continue due to errors on dependencies"):
		return verdict(premise, beamReason+"Mix's dependency check: a dependency is not fetched, locked or built (run mix deps.get first): replan from that step")
	case strings.Contains(t, "due to warnings while using the --warnings-as-errors option"):
		return verdict(invalid, beamReason+"the build refuses warnings by the caller's --warnings-as-errors: fix the code")
	case strings.Contains(t, "Paths given to \"mix test\" did not match"):
		return verdict(premise, beamReason+"the test files the call names are not there")
	case strings.Contains(t, "** (System.EnvError) "):
		return verdict(premise, beamReason+"an environment variable the program rests on is not set")
	case strings.Contains(t, "** (ArgumentError) could not fetch application environment ") && strings.Contains(t, "not loaded nor configured"):
		return verdict(premise, beamReason+"the application's configuration the program rests on is absent (not loaded nor configured)")
	case strings.Contains(t, "** (EXIT) no process"):
		return verdict(premise, beamReason+"the process the call is addressed to is not running (its application not started)")
	case strings.Contains(t, "** (ExUnit.TimeoutError) "):
		return verdict(invalid, beamReason+"a test exceeded its own ExUnit timeout: it hangs or the budget is too low, rerunning fails again")
	case strings.Contains(t, "** (UndefinedFunctionError) "):
		if strings.Contains(t, " is not available)") {
			return verdict(premise, beamReason+"the module is not on the code path (a dependency absent): replan")
		}
		return verdict(invalid, beamReason+"the module loads but has no such public function: a wrong name or arity")
	case strings.Contains(t, "Can't set long node name!") || strings.Contains(t, "Can't set short node name!"):
		return verdict(invalid, beamReason+"the node name does not fit the host's naming (-name needs a fully qualified host; use -sname or name@host)")
	case strings.Contains(t, "could not start kernel pid (") && strings.Contains(t, "error in config file"):
		return verdict(invalid, beamReason+"the -config file the call supplies does not parse: repair it")
	}
	if v, ok := beamUnmatched(t); ok {
		switch {
		case strings.Contains(v, "enoent") || strings.Contains(v, "no such file or directory"):
			return verdict(premise, beamReason+"the unmatched value is an enoent error: a file or program the code assumed is absent")
		case strings.Contains(v, "econnrefused") || strings.Contains(v, "etimedout") || strings.Contains(v, "{error,timeout}") || strings.Contains(v, "{:error, :timeout}"):
			return verdict(transient, beamReason+"the unmatched value is a connection refused or timed out: the peer is not answering yet")
		case strings.Contains(v, "eacces") || strings.Contains(v, "eperm"):
			return verdict(denied, beamReason+"the unmatched value is a permission error")
		case strings.Contains(v, "{error") || strings.Contains(v, "{:error"):
			return Result{}, false
		}
		return verdict(invalid, beamReason+"the code's pattern does not match the value it got: repair the code")
	}
	if m := beamUndefModule(t); m != "" {
		for _, o := range otpModules {
			if m == o {
				return verdict(invalid, beamReason+"undef on an OTP module: no such exported function, a wrong name or arity")
			}
		}
		return verdict(premise, beamReason+"undef on a module outside OTP: the library is not on the code path")
	}
	for _, w := range elixirCodeExceptions {
		if strings.Contains(t, w) {
			return verdict(invalid, beamReason+"the code cannot run as written ("+strings.TrimSpace(strings.TrimPrefix(w, "** "))+"): repair it")
		}
	}
	for _, w := range erlangCodeReasons {
		if strings.Contains(t, w) {
			return verdict(invalid, beamReason+"the code cannot run as written (an Erlang exit reason for a wrong call or value): repair it")
		}
	}
	if exunitFailed(t) {
		return verdict(invalid, beamReason+"ExUnit tests failed: a deterministic failure, repair the code or the test")
	}
	return Result{}, false
}
