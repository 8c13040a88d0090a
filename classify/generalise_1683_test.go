package classify

import (
	"strings"
	"testing"

	"github.com/rungkit/rung"
)

// First run at 8367faee: 19/34 overall, 7/15 tricky.
func TestIndependentCases1683(t *testing.T) {
	runIndependent(t, "testdata/independent1683.jsonl", true)
}

const esc = "escript: exception "

// Escript's exit status 127 is escript's own status for an uncaught
// exception (erlang.org escript.html), not the shell's "command not
// found": with an "escript: exception" frame the frame decides. Erlang/OTP
// 25 live. Near misses: a bare "exit status 127" stays premise; a frame
// no reader knows stays unknown, not premise.
func TestGeneralise1683EscriptStatus(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"spawn system_limit", "exec", 127, "127", esc + "error: a system limit has been reached\n  in function  erlang:spawn/1\n     called as spawn(#Fun<erl_eval.43.3316493>)\nexit status 127", rung.KindUnknown},
		{"exit own term", "exec", 127, "127", esc + "exit: {shutdown,draining}\n  in function  erl_eval:do_apply/7 (erl_eval.erl, line 744)\nexit status 127", rung.KindUnknown},
		{"throw not found", "exec", 127, "127", esc + "throw: {user_not_found,42}\n  in function  erl_eval:do_apply/7 (erl_eval.erl, line 742)\nexit status 127", rung.KindPremise},
		{"near: bare 127", "exec", 127, "127", "exit status 127", rung.KindPremise},
		{"near: sh not found", "exec", 127, "127", "sh: 1: escript: not found\nexit status 127", rung.KindPremise},
	})
}

// gen_server:call's exit reasons (erlang.org gen_server.html call/3):
// {timeout,{gen_server,call,...}} the server did not answer in time
// (transient), {noproc,{gen_server,call,...}} no process holds the name
// (premise); gen_statem alike, in an escript frame or a boot crash. Near
// misses: Elixir's "** (EXIT) no process" keeps premise; a plain
// {error,econnrefused} keeps transient.
func TestGeneralise1683GenServerCall(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"escript timeout", "exec", 127, "127", esc + "exit: {timeout,{gen_server,call,[slow,ping,1000]}}\n  in function  gen_server:call/3 (gen_server.erl, line 385)\nexit status 127", rung.KindTransient},
		{"statem timeout", "exec", 127, "127", esc + "exit: {timeout,{gen_statem,call,[door,open,5000]}}\n  in function  gen_statem:call/3\nexit status 127", rung.KindTransient},
		{"boot timeout", "exec", 1, "1", "init terminating in do_boot ({timeout,{gen_server,call,[cache,get,5000]}})\nexit status 1", rung.KindTransient},
		{"escript noproc", "exec", 127, "127", esc + "exit: {noproc,{gen_server,call,[billing_server,{charge,42}]}}\n  in function  gen_server:call/2 (gen_server.erl, line 370)\nexit status 127", rung.KindPremise},
		{"statem noproc", "exec", 127, "127", esc + "exit: {noproc,{gen_statem,call,[door,open,infinity]}}\nexit status 127", rung.KindPremise},
		{"near: elixir no process", "exec", 1, "1", "** (exit) exited in: GenServer.call(MyApp.Cache, :get, 5000)\n    ** (EXIT) no process: the process is not alive or there's no process currently associated with the given name\nexit status 1", rung.KindPremise},
		{"near: econnrefused", "exec", 1, "1", "connect: {error,econnrefused}\nexit status 1", rung.KindTransient},
	})
}

// Erlang exit reasons for a call the code makes wrong: badarity in
// escript's words (interpreted and compiled funs) and system_limit from an
// atom conversion (atoms are at most 255 characters: erlang.org
// efficiency_guide "System Limits"). Near misses: system_limit from spawn
// (the process table) is not read as the argument's; badarg with the table
// missing keeps the code reading.
func TestGeneralise1683CodeReasons(t *testing.T) {
	long := "\"" + strings.Repeat("a", 60) + "\""
	runWordingCases(t, []wordingCase{
		{"badarity interpreted", "exec", 127, "127", esc + "error: interpreted function with arity 1 called with two arguments\n  in function  erl_eval:do_apply/6 (erl_eval.erl, line 714)\nexit status 127", rung.KindInvalid},
		{"badarity compiled", "exec", 127, "127", esc + "error: bac_escript__escript__1796__2:'-main/1-fun-0-'/1 called with two arguments\n  in function  bac_escript__escript__1796__2:main/1 (bac.escript, line 3)\nexit status 127", rung.KindInvalid},
		{"badarity boot", "exec", 1, "1", "init terminating in do_boot ({{badarity,{,[1,2]}},[{ba,main,0,[{_},{_}]},{init,start_em,1,[]}]})\nexit status 1", rung.KindInvalid},
		{"list_to_atom limit", "exec", 127, "127", esc + "error: a system limit has been reached\n  in function  list_to_atom/1\n     called as list_to_atom(" + long + ")\nexit status 127", rung.KindInvalid},
		{"binary_to_atom limit boot", "exec", 1, "1", "init terminating in do_boot ({system_limit,[{erlang,binary_to_atom,[<<_>>,utf8],[{_}]},{init,start_em,1,[]}]})\nexit status 1", rung.KindInvalid},
		{"near: spawn limit", "exec", 127, "127", esc + "error: a system limit has been reached\n  in function  erlang:spawn/1\nexit status 127", rung.KindUnknown},
		{"near: ets no table", "exec", 127, "127", esc + "error: bad argument\n  in function  ets:insert/2\n     called as ets:insert(cache,{a,1})\n     *** argument 1: the table identifier does not refer to an existing ETS table\nexit status 127", rung.KindInvalid},
	})
}

// A name already taken in this node or an application already running:
// ets:new's named_table "*** argument 1: table name already exists",
// register/2's "*** argument 1: name is in use", gen_server:start_link's
// {error,{already_started,Pid}} and application:start's
// {error,{already_started,App}} unmatched, also pretty-printed over two
// lines (erlang.org ets.html new/2, erlang.html register/2, gen_server.html
// start_link/4, application.html start/2): conflict. Near misses:
// {error,{not_started,App}} is premise (start the dependency); another
// badarg argument note stays invalid. An epmd node name in use is
// conflict too since the lead's ruling after this set (TestLeadRulings1683).
func TestGeneralise1683NameTaken(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"ets exists", "exec", 127, "127", esc + "error: bad argument\n  in function  ets:new/2\n     called as ets:new(cache,[named_table,set])\n     *** argument 1: table name already exists\nexit status 127", rung.KindConflict},
		{"register in use", "exec", 127, "127", esc + "error: bad argument\n  in function  register/2\n     called as register(worker,<0.80.0>)\n     *** argument 1: name is in use\nexit status 127", rung.KindConflict},
		{"gen_server already_started next line", "exec", 127, "127", esc + "error: no match of right hand side value \n                 {error,{already_started,<0.79.0>}}\n  in function  erl_eval:expr/6 (erl_eval.erl, line 496)\nexit status 127", rung.KindConflict},
		{"app already_started split", "exec", 127, "127", esc + "error: no match of right hand side value {error,\n                                                    {already_started,crypto}}\n  in function  erl_eval:expr/6 (erl_eval.erl, line 496)\nexit status 127", rung.KindConflict},
		{"app already_started one line", "exec", 127, "127", esc + "error: no match of right hand side value {error,{already_started,ssl}}\nexit status 127", rung.KindConflict},
		{"near: not_started split", "exec", 127, "127", esc + "error: no match of right hand side value {error,\n                                                    {not_started,crypto}}\n  in function  erl_eval:expr/6 (erl_eval.erl, line 496)\nexit status 127", rung.KindPremise},
		{"near: register not a pid", "exec", 127, "127", esc + "error: bad argument\n  in function  register/2\n     called as register(worker,self)\n     *** argument 2: not a pid or port\nexit status 127", rung.KindInvalid},
		{"node name in use (the lead's ruling)", "exec", 1, "1", "Protocol 'inet_tcp': the name ledger@vm seems to be in use by another Erlang node\nexit status 1", rung.KindConflict},
	})
}

// An unmatched empty list: the lookup ran and found nothing where the code
// needed one ("[Latest | _] = filelib:wildcard(...)" with no match; Elixir
// MatchError on []): ambiguous, as DESIGN's "empty list where rows were
// needed". Near misses: another unmatched list stays the code's pattern
// (invalid); an unmatched {error,enoent} stays premise.
func TestGeneralise1683UnmatchedEmpty(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"escript []", "exec", 127, "127", esc + "error: no match of right hand side value []\n  in function  erl_eval:expr/6 (erl_eval.erl, line 496)\nexit status 127", rung.KindAmbiguous},
		{"elixir []", "exec", 1, "1", "** (MatchError) no match of right hand side value: []\n    (stdlib) erl_eval.erl:496: :erl_eval.expr/6\nexit status 1", rung.KindAmbiguous},
		{"boot badmatch []", "exec", 1, "1", "init terminating in do_boot ({{badmatch,[]},[{backup,latest,0,[{_},{_}]}]})\nexit status 1", rung.KindAmbiguous},
		{"near: two items", "exec", 127, "127", esc + "error: no match of right hand side value [a,b]\n  in function  erl_eval:expr/6\nexit status 127", rung.KindInvalid},
		{"near: enoent", "exec", 127, "127", esc + "error: no match of right hand side value {error,enoent}\n  in function  erl_eval:expr/6\nexit status 127", rung.KindPremise},
	})
}

// What an Erlang program prints outside the BEAM's frames: the
// {error,Reason} it got from gen_tcp, inet or file (inet.html "POSIX Error
// Codes": nxdomain premise, timeout and closed transient; file.html eisdir
// and enotdir invalid, enospc premise), and net_adm:ping's "pang"
// (net_adm.html: "pang if it fails"): premise. Near misses: "pong" and
// words that hold "pang" are not read; {error,badarg} is not in the table.
func TestGeneralise1683PrintedTerms(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"nxdomain", "exec", 1, "1", "connect db.internal.invalid:5432: {error,nxdomain}\nexit status 1", rung.KindPremise},
		{"recv timeout", "exec", 1, "1", "recv from 127.0.0.1:38306: {error,timeout}\nexit status 1", rung.KindTransient},
		{"closed", "exec", 1, "1", "send to 10.0.0.5:9000 failed: {error,closed}\nexit status 1", rung.KindTransient},
		{"enotdir", "exec", 1, "1", "file:open(\"/etc/hosts/x\", [read]) returned {error,enotdir}\nexit status 1", rung.KindInvalid},
		{"enospc", "exec", 1, "1", "write report: {error,enospc}\nexit status 1", rung.KindPremise},
		{"ping pang", "exec", 1, "1", "net_adm:ping(inventory@vm) -> pang\nexit status 1", rung.KindPremise},
		{"bare pang", "exec", 1, "1", "pang\nexit status 1", rung.KindPremise},
		{"near: pong", "exec", 0, "0", "net_adm:ping(db@vm) -> pong\nexit status 0", rung.KindUnknown},
		{"near: pangolins", "exec", 1, "1", "found 3 pangolins\nexit status 1", rung.KindUnknown},
		{"near: badarg term", "exec", 1, "1", "result: {error,badarg}\nexit status 1", rung.KindUnknown},
	})
}

// erlc's errors, "File.erl:Line:Col: description" (erl_lint, erl_parse:
// "function F/A undefined", "variable 'X' is unbound", "syntax error
// before:", "record r undefined", "undefined macro"): the module does not
// compile, invalid. Near misses: a "Warning:" line alone and a missing
// include file (a dependency, not the code) are not read as the code's.
func TestGeneralise1683Erlc(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"function undefined", "exec", 1, "1", "invoice.erl:5:13: function format_lines/1 undefined\n%    5|     Lines = format_lines(maps:get(lines, Inv)),\n%     |             ^\nexit status 1", rung.KindInvalid},
		{"variable unbound", "exec", 1, "1", "tax.erl:6:26: variable 'Rate' is unbound\n%    6|         true -> Amount * Rate;\n%     |                          ^\nexit status 1", rung.KindInvalid},
		{"record undefined no column", "exec", 1, "1", "src/user.erl:14: record account undefined\nexit status 1", rung.KindInvalid},
		{"undefined macro hrl", "exec", 1, "1", "include/defs.hrl:3:9: undefined macro 'TIMEOUT'\nexit status 1", rung.KindInvalid},
		{"rebar3 head mismatch", "exec", 1, "1", "===> Compilation failed: \nsrc/cart.erl:22:1: head mismatch: function add/3 does not match add/2\nexit status 1", rung.KindInvalid},
		{"near: warning only", "exec", 0, "0", "src/app.erl:7:1: Warning: function helper/0 is unused\n%    7| helper() -> ok.\nexit status 0", rung.KindUnknown},
		{"near: include missing", "exec", 1, "1", "src/app.erl:3:10: can't find include file \"records.hrl\"\nexit status 1", rung.KindUnknown},
	})
}

// The distribution layer's own refusals: the accepting node's "** Connection
// attempt from node X rejected. Invalid challenge reply. **" (the cookies
// differ) and "Connection attempt from disallowed node" (net_kernel:allow):
// denied (reference_manual distributed.html Security); "register/listen
// error: econnrefused" when the node cannot reach epmd: premise (epmd.html:
// start it, or -start_epmd). Near misses: another register/listen reason
// keeps its reading (eaddrinuse premise), a plain econnrefused stays
// transient.
func TestGeneralise1683Distribution(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"invalid challenge reply", "exec", 1, "1", "=ERROR REPORT==== 7-Dec-2026::14:00:38.107569 ===\n** Connection attempt from node auditor@vm rejected. Invalid challenge reply. **\n\nexit status 1", rung.KindDenied},
		{"disallowed node", "exec", 1, "1", "=WARNING REPORT==== 7-Dec-2026::14:02:01.5 ===\n** Connection attempt from disallowed node 'rogue@vm' ** \nexit status 1", rung.KindDenied},
		{"epmd down", "exec", 1, "1", "Protocol 'inet_tcp': register/listen error: econnrefused\nexit status 1", rung.KindPremise},
		{"epmd down inet6", "exec", 1, "1", "Protocol 'inet6_tcp': register/listen error: econnrefused\nexit status 1", rung.KindPremise},
		{"near: eaddrinuse", "exec", 1, "1", "Protocol 'inet_tcp': register/listen error: eaddrinuse\nexit status 1", rung.KindPremise},
		{"near: plain refused", "exec", 1, "1", "connect 127.0.0.1:38305: {error,econnrefused}\nexit status 1", rung.KindTransient},
	})
}
