package classify

import (
	"strings"

	"github.com/rungkit/rung"
)

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
	return strings.Contains(t, "** (") || strings.Contains(t, "escript: exception ") ||
		strings.Contains(t, "init terminating in do_boot") || strings.Contains(t, "Kernel pid terminated (") ||
		strings.Contains(t, "could not start kernel pid (") || strings.Contains(t, "Unchecked dependencies for environment ") ||
		strings.Contains(t, "due to warnings while using the --warnings-as-errors option") ||
		strings.Contains(t, "Paths given to \"mix test\" did not match") || strings.Contains(t, "Can't set long node name!") ||
		strings.Contains(t, "Can't set short node name!") || strings.Contains(t, "register/listen error: ") ||
		strings.Contains(t, "seems to be in use by another Erlang node") ||
		strings.Contains(t, "** Connection attempt ") || strings.Contains(t, "ould not compile dependency :") ||
		strings.Contains(t, "\" but no test was executed") || exunitFailed(t)
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
	"exception error: interpreted function with arity ",
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
			// erl_error pretty-prints a long term over indented lines
			// ("value {error,\n      {already_started,crypto}}", or the
			// whole term on the next line): the value runs to the first
			// line that is not indented or is the stack ("in function").
			end := 0
			for end < len(v) {
				j := strings.IndexByte(v[end:], '\n')
				if j < 0 {
					end = len(v)
					break
				}
				next := v[end+j+1:]
				rest := strings.TrimLeft(next, " ")
				if len(rest) == len(next) || strings.HasPrefix(rest, "in ") || rest == "" || rest[0] == '\n' || rest[0] == '(' {
					end += j
					break
				}
				end += j + 1
			}
			return v[:end], true
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
		return beamPrinted(t)
	}
	switch {
	case strings.Contains(t, "** Connection attempt ") && (strings.Contains(t, " rejected. Invalid challenge reply.") || strings.Contains(t, "Connection attempt from disallowed node")):
		return verdict(denied, beamReason+"the distribution handshake refused the peer: its cookie does not match (Invalid challenge reply) or the node is not allowed (reference_manual distributed.html Security)")
	case strings.Contains(t, "register/listen error: econnrefused"):
		return verdict(premise, beamReason+"the node cannot register with epmd: no port mapper is running (start epmd, or drop -start_epmd false), waiting does not start it")
	case strings.Contains(t, "{noproc,{gen_server,call,") || strings.Contains(t, "{noproc,{gen_statem,call,"):
		return verdict(premise, beamReason+"gen_server:call to a name no process holds (noproc): the server the call rests on is not running")
	case strings.Contains(t, "{timeout,{gen_server,call,") || strings.Contains(t, "{timeout,{gen_statem,call,"):
		return timeoutVerdict(beamReason + "gen_server:call got no reply within its timeout: the server is alive but slow")
	case strings.Contains(t, "*** argument ") && (strings.Contains(t, ": table name already exists") || strings.Contains(t, ": name is in use")):
		return verdict(conflict, beamReason+"badarg because the name is already taken in this node (ets:new named_table, register/2): the table or process exists, use it")
	case strings.Contains(t, " called with ") && badarityLine(t):
		return verdict(invalid, beamReason+"badarity: a fun applied to the wrong number of arguments: repair the call")
	case (strings.Contains(t, "system limit") || strings.Contains(t, "{system_limit,")) && hasAny(t, "list_to_atom(", "binary_to_atom(", "{erlang,list_to_atom,", "{erlang,binary_to_atom,"):
		return verdict(invalid, beamReason+"system_limit from an atom conversion: the text is longer than the 255-character atom limit, the argument must change")
	case strings.Contains(t, "** (Mix) The task \"") && strings.Contains(t, "Did you mean \""):
		return verdict(invalid, beamReason+"Mix has no task by that name and suggests the one meant: respell it")
	case strings.Contains(t, "ould not compile dependency :"):
		// Mix's deps.compile refusal (set 1723; "could" or, from rebar3 and
		// make, "Could"): the error is in a
		// dependency's code or build (its own CompileError, a make or NIF
		// toolchain), not the project's: the dependency the build rests on
		// is unusable as fetched; update, clean or replace it.
		return verdict(premise, beamReason+"a dependency does not compile (mix deps.compile failed): the dependency the build rests on is unusable, update, clean or replace it")
	case strings.Contains(t, "** (Mix) You're trying to run ") && strings.Contains(t, " it supports only Elixir "):
		return verdict(premise, beamReason+"the installed Elixir does not satisfy the project's declared :elixir requirement: another toolchain is needed, not another argument")
	case strings.Contains(t, "\" but no test was executed"):
		return verdict(ambiguous, beamReason+"mix test ran but its filter (--only) selected no test: the run says nothing about the code, narrow the filter")
	case strings.Contains(t, "** (ArgumentError) errors were found at the given arguments:"):
		// A built-in's badarg as Elixir renders it, one line per argument
		// (set 1723): a name already taken is the ets/register conflict
		// above; otherwise the argument is of the wrong type or text.
		if strings.Contains(t, ": table name already exists") || strings.Contains(t, ": name is in use") {
			return verdict(conflict, beamReason+"badarg because the name is already taken in this node (ets:new named_table, register/2): the table or process exists, use it")
		}
		return verdict(invalid, beamReason+"a built-in rejected an argument (errors were found at the given arguments): repair the call")
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
	case strings.Contains(t, "seems to be in use by another Erlang node"):
		// epmd already holds the name for a running node on this host:
		// most often the agent's own earlier node, which it can connect
		// to and use, as nsqerr.go reads another nsqd on the same
		// data-path. Conflict, not the premise of a port another service
		// took (the lead's ruling after set 1683; blind sets 1575 and
		// 1683, 2 of 2).
		return verdict(conflict, beamReason+"epmd already has a running node by this name on the host: connect to it and use it, or start under another name")
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
		case strings.Contains(v, "already_started"):
			return verdict(conflict, beamReason+"the unmatched value is {error,{already_started,...}}: the server or application is already running, carry it forward")
		case strings.Contains(v, "not_started"):
			return verdict(premise, beamReason+"the unmatched value is {error,{not_started,App}}: an application it depends on is not started, start that first")
		case strings.Contains(v, "{error") || strings.Contains(v, "{:error"):
			if r, ok := erlangErrorReason(v, true); ok {
				return r, true
			}
			return Result{}, false
		case emptyUnmatched(v):
			return verdict(ambiguous, beamReason+"the unmatched value is an empty list: the lookup worked and found nothing where the code needed at least one")
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

// erlangReasons are the reasons of {error, Reason} that file, inet and
// gen_tcp return (erlang.org file.html, inet.html "POSIX Error Codes",
// gen_tcp.html), as an Erlang program prints the tuple it got: only the
// ones no other reader takes from their words.
//
// ex is the reason as Elixir prints it last in a tuple ("{:error,
// :nxdomain}", httpc's "{:inet, [:inet], :nxdomain}" inside
// {:failed_connect, ...}) and inetTerm as Erlang prints httpc's
// failed_connect triple ("{inet,[inet],nxdomain}"), read only in an
// unmatched value (set 1723).
var erlangReasons = [...]struct {
	term, ex, inetTerm string
	kind               rung.Kind
	reason             string
}{
	{"{error,nxdomain}", ":nxdomain}", "[inet],nxdomain}", premise, "inet's nxdomain: the host name does not exist in DNS"},
	{"{error,timeout}", ":timeout}", "[inet],timeout}", transient, "gen_tcp/inet timeout: no answer within the call's own timeout"},
	{"{error,closed}", ":closed}", "[inet],closed}", transient, "gen_tcp closed: the peer closed the socket"},
	{"{error,eisdir}", ":eisdir}", "", invalid, "eisdir: the path names a directory where a file was needed"},
	{"{error,enotdir}", ":enotdir}", "", invalid, "enotdir: a component of the path is not a directory"},
	{"{error,enospc}", ":enospc}", "", premise, "enospc: no space is left on the device"},
}

// erlangErrorReason reads a printed {error,Reason} by erlangReasons; in an
// unmatched value (unmatched) also Elixir's spelling and httpc's inet triple.
func erlangErrorReason(v string, unmatched bool) (Result, bool) {
	for _, r := range erlangReasons {
		if strings.Contains(v, r.term) || (unmatched && (strings.Contains(v, r.ex) || (r.inetTerm != "" && strings.Contains(v, r.inetTerm)))) {
			if r.term == "{error,timeout}" {
				return timeoutVerdict(beamReason + r.reason)
			}
			return verdict(r.kind, beamReason+r.reason)
		}
	}
	return Result{}, false
}

// beamPrinted reads what an Erlang program prints outside the BEAM's
// frames (sets 1575, 1683): the {error,Reason} tuple a script got from
// file or gen_tcp, net_adm:ping's "pang" (erlang.org net_adm.html: "pang
// if it fails": the node is not up or not reachable under that name), and
// erlc's "File.erl:Line:Col: description" errors (erl_lint, erl_parse).
func beamPrinted(t string) (Result, bool) {
	if strings.Contains(t, "{error,") {
		if r, ok := erlangErrorReason(t, false); ok {
			return r, true
		}
	}
	if strings.Contains(t, "pang") && pangLine(t) {
		return verdict(premise, beamReason+"net_adm:ping answered pang: the node is not up or not reachable under that name")
	}
	if strings.Contains(t, ".erl:") || strings.Contains(t, ".hrl:") {
		if d := erlcError(t); d != "" {
			return verdict(invalid, beamReason+"erlc: the source does not compile ("+d+"): repair the code")
		}
	}
	return Result{}, false
}

// pangLine reports a line that is net_adm:ping's answer: "pang" alone, or
// a line naming ping that ends in " pang" ("ping(n@h) -> pang").
func pangLine(t string) bool {
	for _, l := range strings.Split(t, "\n") {
		l = strings.TrimSpace(l)
		if l == "pang" || (strings.HasSuffix(l, " pang") && strings.Contains(l, "ping")) {
			return true
		}
	}
	return false
}

// erlcError returns the description of erlc's first error line,
// "name.erl:12:5: description" (or without the column), leaving
// "Warning:" lines and the missing include file (a dependency, not the
// code) to other readers; "" when there is none.
func erlcError(t string) string {
	for _, l := range strings.Split(t, "\n") {
		i := strings.Index(l, ".erl:")
		if i < 0 {
			i = strings.Index(l, ".hrl:")
		}
		if i < 0 {
			continue
		}
		rest := l[i+5:]
		n := 0
		for fields := 0; fields < 2; fields++ {
			j := 0
			for j < len(rest) && rest[j] >= '0' && rest[j] <= '9' {
				j++
			}
			if j == 0 || j >= len(rest) || rest[j] != ':' {
				break
			}
			rest = rest[j+1:]
			n++
		}
		if n == 0 || !strings.HasPrefix(rest, " ") {
			continue
		}
		d := strings.TrimSpace(rest)
		if d == "" || strings.HasPrefix(d, "Warning:") || strings.HasPrefix(d, "can't find include") {
			continue
		}
		return d
	}
	return ""
}

// badarityLine reports escript's badarity line for a compiled fun,
// "exception error: m:'-main/1-fun-0-'/1 called with two arguments"
// (erl_error: the fun, then "called with" and the count in words).
func badarityLine(t string) bool {
	i := strings.Index(t, "exception error: ")
	if i < 0 {
		return false
	}
	l := t[i:]
	if j := strings.IndexByte(l, '\n'); j >= 0 {
		l = l[:j]
	}
	k := strings.Index(l, " called with ")
	return k > 0 && (strings.HasSuffix(l, " argument") || strings.HasSuffix(l, " arguments"))
}

// emptyUnmatched reports an unmatched value that is the empty list, as
// escript ("value []"), Elixir ("value: []") and a boot crash's
// "{badmatch,[]}" print it.
func emptyUnmatched(v string) bool {
	v = strings.TrimPrefix(strings.TrimSpace(v), ": ")
	return v == "[]" || strings.HasPrefix(v, "[]}")
}
