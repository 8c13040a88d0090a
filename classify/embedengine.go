package classify

import "strings"

// Set 1333: the words of the script and expression engines a Go program
// embeds to run code the agent wrote inside its own process (captured live:
// goja, gopher-lua v1.1.2, go.starlark.net, expr-lang/expr v1.17.8, cel-go
// v0.31.0), as the host hands back err.Error(). As with CPython's, PHP's
// and R's own words (sets 1261, 1312, 1310), the code the agent handed over
// is what must change; the same code fails the same way on every run:
// invalid.
//
//   - An evaluator's per-run budget, deterministic for the same code and
//     input: Starlark's "Starlark computation cancelled: too many steps"
//     (Thread.SetMaxExecutionSteps) and cel-go's "operation cancelled:
//     actual cost limit exceeded" (cel.CostLimit: "exit early with a
//     \"runtime cost limit exceeded\" error"). A wall-clock deadline
//     (cel-go's "operation interrupted: context deadline exceeded", a
//     Starlark cancel with another reason) keeps its reading.
//   - starlark-go's frozen values ("cannot append to frozen list", "cannot
//     insert into frozen hash table"): a value the host froze stays frozen
//     for good (spec: "once frozen, all subsequent operations that attempt
//     to update it will fail"); the script must copy it. Not an account or
//     record frozen in the world (appwords.go "frozen").
//   - starlark-go's operand check "unknown binary op: string + int" (and
//     "unknown unary op"), as CPython's "unsupported operand type(s)".
//   - gopher-lua's "cannot perform mul operation between string and
//     number" (its "attempt to perform arithmetic on", set 810), and its
//     "stack overflow" or "registry overflow" under Lua's "stack
//     traceback:" (a recursion or a spread past the state's fixed call
//     stack or registry, as stackDepthWords).
//   - The caret diagnostic of an expression compiler: cel-go's issues
//     ("ERROR: <input>:1:5: undeclared reference to 'x'", "found no
//     matching overload", "Syntax error: ...", each over the source line
//     and a caret line), always a parse or check of the expression; and
//     expr's file.Error ("unknown name x (1:1)\n | x > 5\n | ^") when its
//     head is one of expr's own compile or evaluation words (a host
//     function's error under the same frame keeps its reading). The EOF
//     in expr's "unexpected token EOF" is the expression's end, not a
//     connection's.
func embeddedEngineError(t string) (Result, bool) {
	if hasAny(t, "starlark computation cancelled: too many steps", "actual cost limit exceeded", "runtime cost limit exceeded") {
		return verdict(invalid, "an embedded evaluator's per-run step or cost budget (Starlark steps, CEL cost limit): the same code exceeds it every run; make it do less work")
	}
	if hasAny(t, " frozen list", " frozen hash table") && hasAny(t, "cannot ") {
		return verdict(invalid, "starlark: the script updates a value the host froze, which stays frozen: copy it instead")
	}
	if hasAny(t, "unknown binary op: ", "unknown unary op: ") {
		return verdict(invalid, "starlark: the operator does not apply to these operand types: fix the code")
	}
	if hasAny(t, "stack traceback:") {
		head := t
		if i := indexFold(t, "stack traceback:"); i >= 0 {
			head = t[:i]
		}
		if hasAny(head, "cannot perform ") && hasAny(head, " operation between ") {
			return verdict(invalid, "lua: arithmetic on a value of the wrong type in the script: fix the code")
		}
		if hasAny(head, ": stack overflow", ": registry overflow") {
			return verdict(invalid, "lua: the script recursed or spread values past the state's fixed call stack or registry: fix the code")
		}
	}
	if caretFrame(t) {
		if hasPrefixFold(strings.TrimSpace(t), "error: <input>:") || hasAny(t, "\nerror: <input>:") {
			return verdict(invalid, "cel: the expression does not parse or check against its declarations: fix the expression")
		}
		head := t[:strings.Index(t, "\n | ")]
		if hasAny(head, exprCodeWords...) {
			return verdict(invalid, "expr: the expression does not compile or evaluate as written: fix the expression")
		}
	}
	return Result{}, false
}

// exprCodeWords open the messages expr-lang/expr's parser, checker and VM
// give about the expression itself (checker/checker.go, parser/parser.go,
// vm/runtime).
var exprCodeWords = []string{
	"unknown name ", "unexpected token ", "mismatched types", "integer divide by zero", "unknown func ",
	"has no field ", "not enough arguments to call", "too many arguments to call", "invalid operation: ",
	"cannot use ", "undefined: ", "unexpected end of ",
}

// caretFrame reports the source-and-caret lines an expression compiler
// prints under its message: a line " | <source>" followed by a line of
// dots or spaces ending in "^" (expr's file.Error, cel-go's issues).
func caretFrame(t string) bool {
	i := strings.Index(t, "\n | ")
	if i < 0 {
		return false
	}
	rest := t[i+4:]
	j := strings.Index(rest, "\n | ")
	if j < 0 {
		return false
	}
	line := rest[j+4:]
	if k := strings.IndexByte(line, '\n'); k >= 0 {
		line = line[:k]
	}
	line = strings.TrimRight(line, " ")
	if !strings.HasSuffix(line, "^") {
		return false
	}
	return strings.Trim(line[:len(line)-1], ". ") == ""
}
