package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 298bcbab: 21/30 overall, 9/16 tricky.
func TestIndependentCases902(t *testing.T) {
	runIndependent(t, "testdata/independent902.jsonl", false)
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
