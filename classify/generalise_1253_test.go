package classify

import "testing"

// First run at eed3a6c4: 25/29 overall, 10/13 tricky.
func TestIndependentCases1253(t *testing.T) {
	runIndependent(t, "testdata/independent1253.jsonl", false)
}

// TestGeneralise1253RequiredArgument: mcp-go's RequireString, RequireInt and
// friends answer a tool call that left an argument out with `required
// argument %q not found` (mark3labs/mcp-go mcp/tools.go): the call must carry
// it, as set 32's "required key [x] not found"; a missing object stays premise.
func TestGeneralise1253RequiredArgument(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "mcp-go isError text", protocol: "mcp", msg: `required argument "repository" not found`, want: invalid},
		{name: "no protocol", msg: `required argument "limit" not found`, want: invalid},
		{name: "wrapped by a server", protocol: "mcp", msg: `invalid arguments: required argument "path" not found`, want: invalid},
		{name: "near miss: a missing file stays premise", protocol: "mcp", msg: `file "w1253/notes.md" not found`, want: premise},
		{name: "near miss: a missing repository stays premise", protocol: "mcp", msg: `repository "acme-w1253/w1253-api" not found`, want: premise},
	})
}
