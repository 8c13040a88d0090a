package classify

import "testing"

// First run at c9029606: 15/34 overall, 7/19 tricky.
// Tolerated: i1575-eheap-alloc-memory-limit: invalid vs premise (ruling): memkill.go reads a runtime's heap exhausted under the run's own memory limit as invalid (set 902, raise the limit or do less); the BEAM's allocator words now join that class.
func TestIndependentCases1575(t *testing.T) {
	runIndependent(t, "testdata/independent1575.jsonl", true, "i1575-eheap-alloc-memory-limit")
}

// TestGeneralise1575BeamTool: Elixir's "** (Module)" exception frame and
// Erlang's boot-crash and escript frames name the class of failure
// (hexdocs.pm/elixir Exceptions; erlang.org errors.html "Exit Reasons";
// Mix's deps check): code errors are invalid, an absent module, dependency,
// variable, configuration or process is premise, an unmatched {error,
// reason} is read by its reason. Near misses keep their readings: Mix's
// unknown task with no suggestion, a MatchError holding another error, an
// ExUnit run with no failures, the same words outside the frame.
func TestGeneralise1575BeamTool(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"mix task suggestion", "exec", 1, "1", "exit status 1: ** (Mix) The task \"tset\" could not be found. Did you mean \"test\"?", invalid},
		{"mix deps outdated", "exec", 1, "1", "exit status 1: Unchecked dependencies for environment test:\n* ecto (Hex package)\n  the dependency is not available, run \"mix deps.get\"\n** (Mix) Can't continue due to errors on dependencies", premise},
		{"mix test warnings", "exec", 1, "1", "exit status 1: warning: unused alias Repo\n  lib/a.ex:2\n\nCompilation failed due to warnings while using the --warnings-as-errors option", invalid},
		{"exunit 3 failures", "exec", 2, "2", "exit status 2: Finished in 0.2 seconds (0.1s async, 0.1s sync)\n12 tests, 3 failures, 1 excluded", invalid},
		{"exunit timeout", "exec", 2, "2", "exit status 2:   1) test slow (FooTest)\n     ** (ExUnit.TimeoutError) test timed out after 60000ms. You can change the timeout:", invalid},
		{"undefined or private", "exec", 1, "1", "exit status 1: ** (UndefinedFunctionError) function Enum.mapp/2 is undefined or private. Did you mean:\n\n      * map/2", invalid},
		{"module not available", "exec", 1, "1", "exit status 1: ** (UndefinedFunctionError) function Plug.Conn.send_resp/3 is undefined (module Plug.Conn is not available)", premise},
		{"bad map", "exec", 1, "1", "exit status 1: ** (BadMapError) expected a map, got: nil", invalid},
		{"case clause", "exec", 1, "1", "exit status 1: ** (CaseClauseError) no case clause matching: {:ok, 3}", invalid},
		{"env error", "exec", 1, "1", "exit status 1: ** (System.EnvError) could not fetch environment variable \"SECRET_KEY_BASE\" because it is not set", premise},
		{"genserver no process", "exec", 1, "1", "exit status 1: ** (exit) exited in: GenServer.call(MyApp.Repo, :checkout, 5000)\n    ** (EXIT) no process: the process is not alive or there's no process currently associated with the given name, possibly because its application isn't started", premise},
		{"match enoent file.open", "exec", 1, "1", "exit status 1: ** (MatchError) no match of right hand side value: {:error, :enoent}", premise},
		{"match econnrefused", "exec", 1, "1", "exit status 1: ** (MatchError) no match of right hand side value: {:error, :econnrefused}", transient},
		{"match plain value", "exec", 1, "1", "exit status 1: ** (MatchError) no match of right hand side value: [1, 2, 3]", invalid},
		{"erl badmatch enoent", "exec", 1, "1", "exit status 1: {\"init terminating in do_boot\",{{badmatch,{error,enoent}},[{erl_eval,expr,6,[]}]}}", premise},
		{"erl undef stdlib", "exec", 1, "1", "exit status 1: init terminating in do_boot ({undef,[{maps,fetchx,[a,#{}],[]},{init,start_it,1,[]}]})", invalid},
		{"escript undef lib", "exec", 127, "127", "exit status 127: escript: exception error: undefined function cowboy:start_clear/3", premise},
		{"escript badarg", "exec", 127, "127", "exit status 127: escript: exception error: bad argument\n  in function  list_to_integer/1", invalid},
		{"short node name", "exec", 1, "1", "exit status 1: Can't set short node name!\nPlease check your configuration\nKernel pid terminated (application_controller) ({application_start_failure,kernel,{{shutdown,{failed_to_start_child,net_sup,{shutdown,{failed_to_start_child,net_kernel,{'EXIT',nodistribution}}}}},{kernel,start,[normal,[]]}}})", invalid},
		// Near misses: no suggestion (a dependency's task), no failures,
		// words outside the frame.
		{"mix task no suggestion", "exec", 1, "1", "exit status 1: ** (Mix) The task \"phx.server\" could not be found", premise},
		{"file error keeps premise", "exec", 1, "1", "exit status 1: ** (File.Error) could not read file \"priv/repo/seeds.json\": no such file or directory", premise},
		{"genserver timeout keeps transient", "exec", 1, "1", "exit status 1: ** (exit) exited in: GenServer.call(Worker, :run, 5000)\n    ** (EXIT) time out", transient},
		{"key not found outside frame", "http", 404, "", "{\"error\":\"key not found\"}", premise},
	})
}

// TestGeneralise1575BeamHeap: the BEAM's allocator failure ("eheap_alloc:
// Cannot allocate N bytes of memory (of type \"heap\")", binary_alloc and
// the others, erts) joins the runtime-heap class under the run's own memory
// limit (memkill.go, set 902); a bare ENOMEM keeps its reading.
func TestGeneralise1575BeamHeap(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"eheap", "exec", 1, "1", "exit status 1: eheap_alloc: Cannot allocate 1098556536 bytes of memory (of type \"old_heap\").", invalid},
		{"binary_alloc", "exec", 1, "1", "exit status 1: binary_alloc: Cannot allocate 4194304 bytes of memory (of type \"binary\").", invalid},
		{"bare enomem", "go", 0, "", "fork/exec /usr/bin/erl: cannot allocate memory", transient},
	})
}
