package classify

import "testing"

// First run at 85763955: 24/24 overall, 16/16 tricky.
func TestIndependentCases1405(t *testing.T) {
	runIndependent(t, "testdata/independent1405.jsonl", true)
}

// TestGeneralise1405ServerToolSiblings pins the class set 1405 met whole:
// Anthropic server tools fail inside a 200 message with a
// <tool>_tool_result_error block whose error_code decides the kind
// (docs.claude.com agents-and-tools/tool-use web-search-tool,
// web-fetch-tool, code-execution-tool, "Errors"; the SDKs' error-code
// enums). Set 1405 ran no mend; these are the sibling tools' blocks it did
// not hold (advisor, tool search, the text editor of code execution), the
// batch and stop-reason siblings, and near misses: a successful result
// block and a normal end_turn carry no failure and must not be read as one.
func TestGeneralise1405ServerToolSiblings(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"advisor max_uses", "http", 200, "", `{"type":"advisor_tool_result","tool_use_id":"srvtoolu_err","content":{"type":"advisor_tool_result_error","error_code":"max_uses_exceeded"}}`, premise},
		{"tool search rate limit", "http", 200, "", `{"type":"tool_search_tool_result","tool_use_id":"srvtoolu_1","content":{"type":"tool_search_tool_result_error","error_code":"too_many_requests"}}`, transient},
		{"text editor file_not_found", "http", 200, "", `{"type":"text_editor_code_execution_tool_result","tool_use_id":"srvtoolu_1","content":{"type":"text_editor_code_execution_tool_result_error","error_code":"file_not_found"}}`, premise},
		{"web fetch prior context", "http", 200, "", `{"type":"web_fetch_tool_result","tool_use_id":"srvtoolu_1","content":{"type":"web_fetch_tool_error","error_code":"url_not_in_prior_context"}}`, invalid},
		{"bash output file too large", "http", 200, "", `{"type":"bash_code_execution_tool_result","tool_use_id":"srvtoolu_1","content":{"type":"bash_code_execution_tool_result_error","error_code":"output_file_too_large"}}`, invalid},
		{"pause_turn", "http", 200, "", `{"stop_reason":"pause_turn"}`, ambiguous},
		{"files 404 not_found_error", "anthropic", 404, "not_found_error", `{"type":"error","error":{"type":"not_found_error","message":"File not found: file_011CNha8iCJcU1wXNR6q4V8w"}}`, premise},
		{"batch errored rate limit", "http", 200, "", `{"custom_id":"b","result":{"type":"errored","error":{"type":"error","error":{"type":"rate_limit_error","message":"Number of request tokens has exceeded your per-minute rate limit"}}}}`, transient},
		// Near misses: no failure in the block.
		{"code execution success", "http", 200, "", `{"type":"code_execution_tool_result","tool_use_id":"s","content":{"type":"code_execution_result","stdout":"ok\n","stderr":"","return_code":0}}`, unk},
		{"end_turn", "http", 200, "", `{"stop_reason":"end_turn","usage":{"input_tokens":10,"output_tokens":5}}`, unk},
		{"mcp_tool_result ok", "http", 200, "", `{"type":"mcp_tool_result","tool_use_id":"mcptoolu_1","is_error":false,"content":[{"type":"text","text":"Hello"}]}`, unk},
	})
}
