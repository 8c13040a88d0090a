package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 3836f253: 19/38 overall, 10/18 tricky.
// After the embedded-engine fixes (embedengine.go): 32/38.
// Tolerated: i1333-js-no-member: unknown vs invalid (the same AttributeError ruling, sets 822, 902, 1164): goja's "Object has no member 'flatMapp'" is a misspelt method here, but the words read the same for data without the member.
// Tolerated: i1333-star-key-not-in-dict: unknown vs invalid (the same ruling: a key missing from a dict reads alike for a typo and for data without it): the dict was the script's own literal.
// Tolerated: i1333-cel-no-such-key: premise vs invalid (set 1284's row: "no such key" premise): cel-go's "no such key: region" is a map selection without has(), but the bare words are Redis's missing key too.
// Tolerated: i1333-js-interrupt-deadline: unknown vs transient (one-off): the text is the value the host itself passed to goja's vm.Interrupt, which has no fixed wording.
// Tolerated: i1333-star-load-not-implemented: invalid vs premise (one-off; the generic "not implemented" word reads invalid): the host set no Thread.Load, and inlining the helper (a repair) also gets past it, so the label is arguable.
func TestIndependentCases1333(t *testing.T) {
	runIndependent(t, "testdata/independent1333.jsonl", true, "i1333-js-no-member", "i1333-star-key-not-in-dict", "i1333-cel-no-such-key", "i1333-js-interrupt-deadline", "i1333-star-load-not-implemented")
}

// TestGeneralise1333EmbeddedEngine holds the embedded script and expression
// engines' own words for code that cannot run as written (embedengine.go,
// the gopher-lua entries of generic.go's Lua list, Starlark's resolver
// position in toolwords.go sourcePosition, and an expression's EOF in
// sourceEOF), with near misses that keep their old kinds.
func TestGeneralise1333EmbeddedEngine(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// Per-run step or cost budgets.
		{name: "starlark steps", msg: "Starlark computation cancelled: too many steps", want: rung.KindInvalid},
		{name: "cel actual cost", msg: "operation cancelled: actual cost limit exceeded", want: rung.KindInvalid},
		{name: "cel runtime cost", msg: "policy w1333: runtime cost limit exceeded", want: rung.KindInvalid},
		{name: "cel interrupted deadline stays transient", msg: "operation interrupted: context deadline exceeded", want: rung.KindTransient},
		// Starlark's frozen values.
		{name: "frozen list append", msg: "append: cannot append to frozen list", want: rung.KindInvalid},
		{name: "frozen dict insert", msg: "cannot insert into frozen hash table", want: rung.KindInvalid},
		{name: "frozen account stays premise", msg: "cannot debit account w1333-9: the account is frozen", want: rung.KindPremise},
		// Starlark operand types and resolver.
		{name: "binary op", msg: "unknown binary op: string + int", want: rung.KindInvalid},
		{name: "unary op", msg: "unknown unary op: - string", want: rung.KindInvalid},
		{name: "starlark undefined", msg: "rule_w1333.star:2:16: undefined: weight_w1333", want: rung.KindInvalid},
		{name: "starlark reassign", msg: "policy.star:2:1: cannot reassign global limit declared at policy.star:1:1", want: rung.KindInvalid},
		// gopher-lua.
		{name: "lua index non-table", msg: "<string>:2: attempt to index a non-table object(nil) with key 'port'\nstack traceback:\n\t<string>:2: in main chunk\n\t[G]: ?", want: rung.KindInvalid},
		{name: "lua call non-function", msg: "<string>:3: attempt to call a non-function object\nstack traceback:\n\t<string>:3: in main chunk\n\t[G]: ?", want: rung.KindInvalid},
		{name: "lua arith", msg: "<string>:2: cannot perform mul operation between string and number\nstack traceback:\n\t<string>:2: in main chunk\n\t[G]: ?", want: rung.KindInvalid},
		{name: "lua stack overflow", msg: "<string>:1: stack overflow\nstack traceback:\n\t<string>:1: in function 'f'\n\t[G]: ?", want: rung.KindInvalid},
		{name: "lua registry overflow", msg: "<string>:3: registry overflow\nstack traceback:\n\t[G]: in function 'unpack'\n\t<string>:3: in main chunk\n\t[G]: ?", want: rung.KindInvalid},
		{name: "lua host refused stays transient", msg: "<string>:1: Get \"http://127.0.0.1:33309/v1/w1333/rates\": dial tcp 127.0.0.1:33309: connect: connection refused\nstack traceback:\n\t[G]: in function 'host'\n\t<string>:1: in main chunk\n\t[G]: ?", want: rung.KindTransient},
		{name: "lua host deadline stays transient", msg: "<string>:2: context deadline exceeded\nstack traceback:\n\t<string>:2: in main chunk\n\t[G]: ?", want: rung.KindTransient},
		// Caret diagnostics of expression compilers.
		{name: "expr unknown name", msg: "unknown name w1333_total (1:1)\n | w1333_total > 5 && Count > 0\n | ^", want: rung.KindInvalid},
		{name: "expr divide by zero", msg: "runtime error: integer divide by zero (1:7)\n | Total % Count\n | ......^", want: rung.KindInvalid},
		{name: "expr eof", msg: "unexpected token EOF (1:28)\n | Orders | filter(.Amount > 10\n | ...........................^", want: rung.KindInvalid},
		{name: "cel undeclared", msg: "ERROR: <input>:1:1: undeclared reference to 'w1333_amount' (in container '')\n | w1333_amount > 100\n | ^", want: rung.KindInvalid},
		{name: "cel overload", msg: "ERROR: <input>:1:8: found no matching overload for '_+_' applied to '(int, string)'\n | amount + '5'\n | .......^", want: rung.KindInvalid},
		{name: "expr host refused stays transient", msg: "dial tcp 10.0.0.7:5432: connect: connection refused (1:1)\n | Lookup('w1333')\n | ^", want: rung.KindTransient},
		{name: "bare EOF stays transient", msg: "read tcp 10.0.0.5:443: unexpected EOF", want: rung.KindTransient},
	})
}
