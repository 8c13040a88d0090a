package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 298bcbab: 21/30 overall, 9/16 tricky.
// Fixed by set 902: i902-python-recursion, i902-node-stack (a runtime's stack overflow, stackdepth.go); i902-python-memory (a runtime's own heap exhausted, memkill.go).
// Fixed later by the lead: i902-python-json-empty (goerr.go: Python json's syntax errors read as Go's malformed JSON, invalid).
// Fixed later by the lead: i902-python-json-trailing (goerr.go: Python json's syntax errors read as Go's malformed JSON, invalid).
// Fixed later by the lead: i902-python-csv-limit (filedata.go csvRowsUnusable: a CSV reader's refusal with no file named is the call's CSV text, invalid, as six blind sets read it against 97 and 110).
// Tolerated: i902-node-typeerror-undefined: invalid vs ambiguous (scriptValueError, revised by the lead) (sets 60/101: a runtime's null dereference in a tool's result is premise): in the agent's own script the undefined came from an empty find(), a lookup that matched nothing; the bare text cannot tell data shape from an empty result. One-off, not fixed.
// Tolerated: i902-python-indexerror: invalid vs ambiguous (no written ruling; "out of range" wording reads it as a bad argument): results[0] on an empty list is an empty result, but an index past a non-empty list is a code bug; the text cannot tell. One-off, not fixed.
// Tolerated: i902-python-keyerror: invalid vs premise (ruling, revised by the lead: scriptValueError reads a script's KeyError invalid, 14 blind labels to 4): a bare KeyError with a quoted key names no mapping; a record without the field (premise) and a typo in the key (invalid) read the same. One-off, not fixed.
func TestIndependentCases902(t *testing.T) {
	runIndependent(t, "testdata/independent902.jsonl", true, "i902-node-typeerror-undefined", "i902-python-indexerror", "i902-python-keyerror")
}

// TestGeneralise902 is the class set 902 found: a runtime's own stack
// overflow from unbounded recursion in the program it runs (stackdepth.go).
func TestGeneralise902(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"android art StackOverflowError", "", 0, "", "FATAL EXCEPTION: main\nProcess: com.example.app, PID: 4242\njava.lang.StackOverflowError: stack size 8192KB", rung.KindInvalid},
		{"safari jsc call stack", "", 0, "", "RangeError: Maximum call stack size exceeded.", rung.KindInvalid},
		{"ruby SystemStackError", "", 0, "", "app.rb:2:in `walk': stack level too deep (SystemStackError)", rung.KindInvalid},
		{"java StackOverflowError", "", 0, "", "Exception in thread \"main\" java.lang.StackOverflowError", rung.KindInvalid},
		{"rust main overflowed", "", 0, "", "thread 'main' has overflowed its stack\nfatal runtime error: stack overflow", rung.KindInvalid},
		{"go goroutine stack", "", 0, "", "runtime: goroutine stack exceeds 1000000000-byte limit\nruntime: sp=0xc020160398 stack=[0xc020160000, 0xc040160000]\nfatal error: stack overflow", rung.KindInvalid},
		{"python json nested RecursionError", "", 0, "", "RecursionError: maximum recursion depth exceeded while decoding a JSON array from a unicode string", rung.KindInvalid},
		{"mcp tool text call stack", "mcp", 0, "", "Error executing tool walk_tree: maximum recursion depth exceeded in comparison", rung.KindInvalid},
		// Near misses: an agent graph's step budget, a loop between cloud
		// resources, and a rate or quota "exceeded" keep their kinds.
		{"langgraph recursion limit", "", 0, "", "Recursion limit of 25 reached without hitting a stop condition. You can increase the limit by setting the `recursion_limit` config key.", rung.KindAmbiguous},
		{"lambda recursive loop", "aws", 400, "RecursiveInvocationException", "operation error Lambda: Invoke, https response error StatusCode: 400, RequestID: 1a2b, RecursiveInvocationException: Lambda function orders-fn was invoked in a recursive loop.", rung.KindPremise},
		{"aws rate exceeded", "aws", 400, "ThrottlingException", "operation error CloudFormation: DescribeStacks, https response error StatusCode: 400, RequestID: 3c4d, api error Throttling: Rate exceeded", rung.KindTransient},
		{"cloudformation stack does not exist", "aws", 400, "ValidationError", "operation error CloudFormation: DescribeStacks, https response error StatusCode: 400, RequestID: 5e6f, api error ValidationError: Stack with id orders-stack does not exist", rung.KindPremise},
	})
}

// TestGeneralise902Heap is set 902's second class: a language runtime's
// own heap exhausted under the run's memory limit (memkill.go).
func TestGeneralise902Heap(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"node heap out of memory", "", 0, "", "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory", rung.KindInvalid},
		{"node ineffective mark-compacts", "", 0, "", "FATAL ERROR: Ineffective mark-compacts near heap limit Allocation failed - JavaScript heap out of memory", rung.KindInvalid},
		{"jvm java heap space", "", 0, "", "Exception in thread \"main\" java.lang.OutOfMemoryError: Java heap space", rung.KindInvalid},
		{"go runtime out of memory", "", 0, "", "fatal error: runtime: out of memory", rung.KindInvalid},
		{"dotnet OutOfMemoryException", "", 0, "", "Unhandled exception. System.OutOfMemoryException: Exception of type 'System.OutOfMemoryException' was thrown.", rung.KindInvalid},
		{"python MemoryError traceback", "", 0, "", "Traceback (most recent call last):\n  File \"load.py\", line 3, in <module>\n    data = f.read()\nMemoryError", rung.KindInvalid},
		// Near misses: a server's or a store's out of memory keeps its reading.
		{"postgres 53200", "postgres", 0, "53200", "ERROR: out of memory (SQLSTATE 53200)\nDETAIL: Failed on request of size 8192.", rung.KindTransient},
		{"redis oom maxmemory", "", 0, "", "OOM command not allowed when used memory > 'maxmemory'.", rung.KindPremise},
		{"bare signal killed", "", 0, "", "signal: killed", rung.KindTransient},
	})
}
